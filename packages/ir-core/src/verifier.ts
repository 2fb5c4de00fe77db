import type { Block } from './ir/block.js';
import { DominanceInfo } from './ir/dominance.js';
import { emitErrorAt } from './ir/emit.js';
import { verifyIsolatedFromAbove } from './ir/isolation.js';
import type { Operation } from './ir/operation.js';
import { verifySymbolTable } from './ir/symbol-table.js';
import { CoreTraits } from './ir/traits.js';
import type { BlockArgument, Value } from './ir/value.js';
import { UnknownLoc } from './attributes/location.js';

/**
 * The IR verifier (MLIR's `mlir::verify`): structure, then the ops' own invariants, then operand
 * dominance, in MLIR's order and with MLIR's messages. It reports the first failure as a diagnostic
 * through the context's engine and answers false; it never throws on invalid IR and uses explicit
 * stacks, so nesting depth is not limited by the call stack.
 *
 * Order, as in MLIR: a depth-first walk verifies each op on entry (operands, dialect attributes,
 * `verifyInvariants`, region shapes) and each block on entry and exit (terminators, successors); ops
 * that are IsolatedFromAbove are set aside and verified, each with its own dominance check, when
 * their parent op exits, just before the parent's region invariants (isolation and symbol-table
 * checks, then `verifyRegionInvariants`). Dominance of the root's regions is checked last.
 */
export function verify(op: Operation, options: { verifyRecursively?: boolean } = {}): boolean {
  return new OperationVerifier(options.verifyRecursively ?? true).run(op);
}

const enum Step {
  EnterOp,
  ExitOp,
  EnterBlock,
  ExitBlock,
  /** Check that operands dominate their uses in the op's regions. */
  Dominance,
}

/**
 * Whether a block may lack a terminator: a block in no region, or the only block of a region whose
 * op has no parent, is unregistered, or has the NoTerminator trait (MLIR's
 * `mayBeValidWithoutTerminator`).
 */
function mayBeValidWithoutTerminator(block: Block): boolean {
  const region = block.parent;
  if (region === null) return true;
  if (!region.hasOneBlock()) return false;
  const op = region.parentOp;
  return op === null || op.mightHaveTrait(CoreTraits.NoTerminator);
}

function isIsolated(op: Operation): boolean {
  return op.regions.length !== 0 && op.hasTrait(CoreTraits.IsIsolatedFromAbove);
}

/** Lets the dialect named by each `dialect.name` discardable attribute verify it (MLIR's `verifyOperationAttribute`). */
function verifyDialectAttributes(op: Operation): boolean {
  for (const [name, value] of op.getDiscardableAttrs()) {
    const dot = name.indexOf('.');
    if (dot <= 0) continue;
    const dialect = op.context.getLoadedDialect(name.slice(0, dot));
    if (dialect !== undefined && !dialect.verifyOperationAttribute(op, name, value)) return false;
  }
  return true;
}

class OperationVerifier {
  private readonly steps: Step[] = [];
  private readonly items: (Operation | Block)[] = [];
  private readonly dominance = new DominanceInfo();

  constructor(private readonly verifyRecursively: boolean) {}

  run(root: Operation): boolean {
    this.push(Step.Dominance, root);
    this.push(Step.EnterOp, root);
    while (this.steps.length !== 0) {
      const step = this.steps.pop()!;
      const item = this.items.pop()!;
      let ok: boolean;
      switch (step) {
        case Step.EnterOp:
          ok = this.enterOp(item as Operation);
          break;
        case Step.ExitOp:
          ok = this.exitOp(item as Operation);
          break;
        case Step.EnterBlock:
          ok = this.enterBlock(item as Block);
          break;
        case Step.ExitBlock:
          ok = this.exitBlock(item as Block);
          break;
        case Step.Dominance:
          ok = this.verifyDominanceOfContainedRegions(item as Operation);
          break;
      }
      if (!ok) return false;
    }
    return true;
  }

  private push(step: Step, item: Operation | Block): void {
    this.steps.push(step);
    this.items.push(item);
  }

  private enterOp(op: Operation): boolean {
    for (const operand of op.getOpOperands()) {
      if (operand.get() === null) return (op.emitError('null operand found'), false);
    }
    if (op.hasDiscardableAttrs() && !verifyDialectAttributes(op)) return false;
    const info = op.name.info;
    if (info !== null && !info.verifyInvariants(op)) return false;

    for (let i = 0; i < op.regions.length; i++) {
      const region = op.regions[i]!;
      // Graph regions are limited to one block (MLIR's arbitrary but checked restriction).
      if (
        info !== null &&
        info.regionKind(i) === 'graph' &&
        !region.empty() &&
        !region.hasOneBlock()
      ) {
        return (op.emitOpError(`expects graph region #${i} to have 0 or 1 blocks`), false);
      }
      const entry = region.firstBlock;
      if (entry !== null && !entry.hasNoPredecessors()) {
        return (emitErrorAt(op.location, 'entry block of region may not have predecessors'), false);
      }
    }

    this.push(Step.ExitOp, op);
    if (this.verifyRecursively) {
      for (let i = op.regions.length - 1; i >= 0; i--) {
        for (let block = op.regions[i]!.lastBlock; block !== null; block = block.prevNode)
          this.push(Step.EnterBlock, block);
      }
    }
    return true;
  }

  private exitOp(op: Operation): boolean {
    if (this.finishing.has(op)) return this.finishOp(op);
    // Verify the isolated children now (each with its own dominance check), then this op's region
    // invariants; the stack runs them in that order.
    if (this.verifyRecursively) {
      const isolated: Operation[] = [];
      for (const region of op.regions)
        for (const block of region)
          for (const child of block) if (isIsolated(child)) isolated.push(child);
      if (isolated.length !== 0) {
        this.push(Step.ExitOp, op);
        // Mark the re-pushed exit so the children are not collected twice.
        this.finishing.add(op);
        for (let i = isolated.length - 1; i >= 0; i--) {
          this.push(Step.Dominance, isolated[i]!);
          this.push(Step.EnterOp, isolated[i]!);
        }
        return true;
      }
    }
    return this.finishOp(op);
  }

  /** Ops whose isolated children are scheduled; their next exit runs {@link finishOp}. */
  private readonly finishing = new Set<Operation>();

  private finishOp(op: Operation): boolean {
    this.finishing.delete(op);
    if (op.hasTrait(CoreTraits.IsIsolatedFromAbove) && !verifyIsolatedFromAbove(op)) return false;
    if (op.hasTrait(CoreTraits.SymbolTable) && !verifySymbolTable(op)) return false;
    const info = op.name.info;
    if (info !== null) return info.verifyRegionInvariants(op);

    const dialect = op.context.getLoadedDialect(op.name.dialectNamespace);
    if (dialect === undefined) {
      if (!op.context.allowUnregisteredDialects) {
        op.emitOpError(
          'created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on ' +
            'the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used',
        );
        return false;
      }
      return true;
    }
    if (!dialect.allowsUnknownOperations) {
      op.emitError(
        `unregistered operation '${op.name.identifier}' found in dialect ('${dialect.namespace}') that does not allow unknown operations`,
      );
      return false;
    }
    return true;
  }

  private enterBlock(block: Block): boolean {
    for (const arg of block.arguments) {
      if (arg.owner !== block)
        return (emitErrorAt(arg.location, 'block argument not owned by block'), false);
    }
    if (block.empty()) {
      if (mayBeValidWithoutTerminator(block)) return true;
      return (
        emitErrorAt(block.parent!.parentOp!.location, 'empty block: expect at least a terminator'),
        false
      );
    }
    for (let op = block.firstOp; op !== null; op = op.nextNode) {
      if (op.numSuccessors !== 0 && op !== block.lastOp) {
        return (
          op.emitError('operation with block successors must terminate its parent block'),
          false
        );
      }
    }
    this.push(Step.ExitBlock, block);
    for (let op = block.lastOp; op !== null; op = op.prevNode)
      if (!isIsolated(op)) this.push(Step.EnterOp, op);
    return true;
  }

  private exitBlock(block: Block): boolean {
    for (const successor of block.successors) {
      if (successor.parent !== block.parent) {
        return (block.lastOp!.emitOpError('branching to block of a different region'), false);
      }
    }
    if (mayBeValidWithoutTerminator(block)) return true;
    const terminator = block.lastOp!;
    if (!terminator.mightHaveTrait(CoreTraits.IsTerminator)) {
      return (
        terminator.emitError(`block with no terminator, has ${terminator.toString()}`),
        false
      );
    }
    return true;
  }

  /** Operands must properly dominate their users, in reachable blocks of SSA regions (MLIR's order). */
  private verifyDominanceOfContainedRegions(root: Operation): boolean {
    if (root.regions.length === 0) return true;
    const worklist: Operation[] = [root];
    while (worklist.length !== 0) {
      const op = worklist.pop()!;
      for (const region of op.regions) {
        for (let block = region.firstBlock; block !== null; block = block.nextNode) {
          const reachable = this.dominance.isReachableFromEntry(block);
          for (let user = block.firstOp; user !== null; user = user.nextNode) {
            if (reachable) {
              const operands = user.getOpOperands();
              for (let i = 0; i < operands.length; i++) {
                if (this.dominance.properlyDominates(operands[i]!.get(), user)) continue;
                diagnoseInvalidOperandDominance(user, i);
                return false;
              }
            }
            if (
              this.verifyRecursively &&
              user.regions.length !== 0 &&
              !user.hasTrait(CoreTraits.IsIsolatedFromAbove)
            ) {
              worklist.push(user);
            }
          }
        }
      }
    }
    return true;
  }
}

/** "operand #N does not dominate this use", with MLIR's note saying where the operand comes from. */
function diagnoseInvalidOperandDominance(op: Operation, operandNumber: number): void {
  const operand: Value = op.getOperand(operandNumber);
  op.emitError(`operand #${operandNumber} does not dominate this use`, (diagnostic) => {
    const userBlock = op.parentBlock!;
    const userRegion = userBlock.parent;
    const definer = operand.getDefiningOp();
    if (definer !== null) {
      const defBlock = definer.parentBlock;
      const defRegion = defBlock?.parent ?? null;
      let where: string;
      if (userBlock === defBlock) where = ' (op in the same block)';
      else if (userRegion === defRegion) where = ' (op in the same region)';
      else if (defRegion !== null && userRegion !== null && defRegion.isProperAncestor(userRegion))
        where = ' (op in a parent region)';
      else if (defRegion !== null && userRegion !== null && userRegion.isProperAncestor(defRegion))
        where = ' (op in a child region)';
      else where = ' (op is neither in a parent nor in a child region)';
      diagnostic.attachNote(`operand defined here${where}`, definer.location);
      return;
    }
    const argBlock = (operand as BlockArgument).owner;
    const argRegion = argBlock.parent;
    const owner = argBlock.getParentOp();
    const location = owner !== null ? owner.location : UnknownLoc.get(op.context);
    if (argRegion === null) {
      diagnostic.attachNote(' (block without parent)', location);
      return;
    }
    const index = argRegion.blocks.indexOf(argBlock);
    let where: string;
    if (userRegion === argRegion) where = ' in the same region)';
    else if (userRegion !== null && argRegion.isProperAncestor(userRegion))
      where = ' in a parent region)';
    else if (userRegion !== null && userRegion.isProperAncestor(argRegion))
      where = ' in a child region)';
    else where = ' neither in a parent nor in a child region)';
    diagnostic.attachNote(`operand defined as a block argument (block #${index}${where}`, location);
  });
}
