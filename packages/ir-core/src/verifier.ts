import { Block } from './ir/block.js';
import { DominanceInfo } from './ir/dominance.js';
import { emitErrorAt } from './ir/emit.js';
import { verifyIsolatedFromAbove } from './ir/isolation.js';
import { INVALID_ORDER, type Operation } from './ir/operation.js';
import type { OperationInfo, OperationName } from './ir/operation-name.js';
import { verifySymbolTable } from './ir/symbol-table.js';
import { CoreTraits } from './ir/traits.js';
import type { Region } from './ir/region.js';
import type { OpOperand } from './ir/operands.js';
import { BlockArgument, type OpResult, type Value } from './ir/value.js';
import { UnknownLoc } from './attributes/location.js';

/**
 * The IR verifier (MLIR's `mlir::verify`): structure, then the ops' own invariants, then operand
 * dominance, in MLIR's order and with MLIR's messages. It reports failures as diagnostics through
 * the context's engine and answers false; it never throws on invalid IR and uses explicit stacks, so
 * nesting depth is not limited by the call stack.
 *
 * Order, as in MLIR: a depth-first walk verifies each op on entry (operands, dialect attributes,
 * `verifyInvariants`, region shapes) and each block on entry and exit (terminators, successors); ops
 * that are IsolatedFromAbove are set aside and verified, each with its own dominance check, when
 * their parent op exits, just before the parent's region invariants (isolation and symbol-table
 * checks, then `verifyRegionInvariants`). Dominance of the root's regions is checked last.
 *
 * Each isolated op (and the root) is a unit that stops at its first failure, but a failed unit does
 * not stop its siblings: as mlir-opt, which verifies the isolated ops of a region in parallel, every
 * function of a module reports its first error, in order. The parent of a failed unit fails without
 * running its own region invariants.
 */
export function verify(op: Operation, options: { verifyRecursively?: boolean } = {}): boolean {
  return new OperationVerifier(options.verifyRecursively ?? true).run(op);
}

const enum Step {
  EnterOp,
  /** After an op's blocks: schedule its isolated children, or finish it. */
  ExitOp,
  /** After an op's isolated children: its own isolation, symbol-table and region checks. */
  FinishOp,
  /** Enter a block (item: the block), or go on scanning one (item: the next op to verify). */
  ScanBlock,
  ExitBlock,
  /** Check that operands dominate their uses in the op's regions; ends the unit of an isolated op. */
  Dominance,
  /** Starts the unit of an isolated op set aside by its parent: {@link Step.EnterOp}, recoverably. */
  EnterUnit,
  /** An op with a failed isolated child: fails (already reported) where its region checks would run. */
  FailOp,
}

/** What the verifier asks of an op's traits, as bits: one cache lookup per op instead of one per trait. */
const enum OpFlags {
  Isolated = 1,
  SymbolTable = 2,
  /** Registered without NoTerminator: its single-block regions need a terminator. */
  NeedsTerminator = 4,
  /** Unregistered or has IsTerminator (MLIR's `mightHaveTrait`). */
  MayTerminate = 8,
  /** Implements SymbolUserOpInterface: checked by its symbol table's verifier. */
  SymbolUser = 16,
  /** Has something for `verifyRegionInvariants` to run. */
  RegionInvariants = 32,
}

/** The flags of every unregistered op: its traits are unknown, so it might be a terminator. */
const UNREGISTERED_FLAGS = OpFlags.MayTerminate;
/** The flags that give a registered op something to do in {@link OperationVerifier.finishOp}. */
const FINISH_FLAGS = OpFlags.Isolated | OpFlags.SymbolTable | OpFlags.RegionInvariants;

/**
 * What the op-definition layer's `OpInfo` offers the verifier beyond {@link OperationInfo}: a memo
 * slot for the flags of its ops, whether region invariants have anything to run, and
 * `verifyInvariants` without rereading the op's operands and regions. Other
 * implementations of the interface (test stand-ins) lack them and take a slower path.
 */
interface VerifierHooks {
  verifierFlags: number;
  hasRegionInvariants(): boolean;
  /** `verifyInvariants`, given what the verifier knows of the op already. */
  verifyInvariantsOf(
    op: Operation,
    operands: readonly OpOperand[],
    numRegions: number,
    numSuccessors: number,
  ): boolean;
}

function hasVerifierHooks(info: OperationInfo): info is OperationInfo & VerifierHooks {
  return typeof (info as Partial<VerifierHooks>).verifierFlags === 'number';
}

/** The flags of the registered ops whose name has `info`. */
function flagsOf(info: OperationInfo): number {
  const regionInvariants = !hasVerifierHooks(info) || info.hasRegionInvariants();
  return (
    (regionInvariants ? OpFlags.RegionInvariants : 0) |
    (info.hasTrait(CoreTraits.IsIsolatedFromAbove) ? OpFlags.Isolated : 0) |
    (info.hasTrait(CoreTraits.SymbolTable) ? OpFlags.SymbolTable : 0) |
    (info.hasTrait(CoreTraits.NoTerminator) ? 0 : OpFlags.NeedsTerminator) |
    (info.hasTrait(CoreTraits.IsTerminator) ? OpFlags.MayTerminate : 0) |
    (info.getInterface(CoreTraits.SymbolUser) !== null ? OpFlags.SymbolUser : 0)
  );
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

/**
 * One verification: an explicit stack of steps (parallel arrays of step kinds and items), so that
 * nesting depth costs heap, not call stack. Ops without regions are verified in place while their
 * block is scanned; only ops with regions push steps.
 */
class OperationVerifier {
  private readonly steps: Step[] = [];
  private readonly items: (Operation | Block)[] = [];
  /** Isolated ops met while scanning blocks, verified when their parent op exits. */
  private readonly isolated: Operation[] = [];
  /** For each op being walked (innermost last): where its isolated children start in `isolated`. */
  private readonly isolatedStarts: number[] = [];
  private readonly flagCache = new Map<OperationName, number>();
  private readonly dominance = new DominanceInfo();
  /**
   * Isolated ops whose regions are being walked (innermost last), each open from its entry to its
   * finish, and whether a use inside it may break isolation or dominance. Kept only when
   * verifying recursively: a scope without such a use skips its second walk
   * ({@link verifyIsolatedScope}).
   */
  private readonly scopes: Operation[] = [];
  private readonly scopeSuspect: boolean[] = [];
  /** Symbol tables being walked (innermost last) and how many symbol users each holds so far. */
  private readonly tables: Operation[] = [];
  private readonly tableUsers: number[] = [];
  /**
   * For each unit being verified (innermost last), the lengths of `isolatedStarts`, `isolated`,
   * `scopes` and `tables` at its start ({@link UNIT_MARKS} numbers): what a failure restores.
   */
  private readonly unitMarks: number[] = [];

  constructor(private readonly verifyRecursively: boolean) {}

  run(root: Operation): boolean {
    this.push(Step.Dominance, root);
    this.push(Step.EnterUnit, root);
    const steps = this.steps;
    const items = this.items;
    while (steps.length !== 0) {
      const step = steps.pop()!;
      const item = items.pop()!;
      let ok: boolean;
      switch (step) {
        case Step.EnterUnit:
        case Step.EnterOp:
          if (step === Step.EnterUnit) this.startUnit();
          ok = this.enterOp(
            item as Operation,
            (item as Operation).regions,
            (item as Operation).parentBlock,
            (item as Operation).numSuccessors,
          );
          break;
        case Step.ExitOp:
          ok = this.exitOp(item as Operation);
          break;
        case Step.FinishOp: {
          const info = (item as Operation).name.info;
          ok = this.finishOp(item as Operation, info, this.flagsFor(item as Operation, info));
          break;
        }
        case Step.ScanBlock:
          ok = this.scanBlock(item);
          break;
        case Step.ExitBlock:
          ok = this.exitBlock(item as Block);
          break;
        case Step.Dominance:
          ok = this.verifyDominance(item as Operation);
          this.unitMarks.length -= UNIT_MARKS;
          break;
        case Step.FailOp:
          ok = false;
          break;
      }
      if (!ok && !this.abandonUnit(step)) return false;
    }
    return true;
  }

  private startUnit(): void {
    this.unitMarks.push(
      this.isolatedStarts.length,
      this.isolated.length,
      this.scopes.length,
      this.tables.length,
    );
  }

  /**
   * After a failure in the step `failed`: drops the rest of the failing unit and restores the state
   * it started from, then marks the unit's parent as failed, for its remaining isolated children
   * to be verified first. Answers false when the root's unit failed: verification is over.
   */
  private abandonUnit(failed: Step): boolean {
    const steps = this.steps;
    const items = this.items;
    if (failed !== Step.Dominance) {
      // A unit's steps all lie above its Dominance step (its nested units' have completed).
      let top = steps.length;
      while (steps[--top] !== Step.Dominance);
      steps.length = top;
      items.length = top;
      const marks = this.unitMarks;
      const base = marks.length - UNIT_MARKS;
      this.isolatedStarts.length = marks[base]!;
      this.isolated.length = marks[base + 1]!;
      this.scopes.length = this.scopeSuspect.length = marks[base + 2]!;
      this.tables.length = this.tableUsers.length = marks[base + 3]!;
      marks.length = base;
      this.dominanceCheckedFor = null;
    }
    if (steps.length === 0) return false;
    // Below: the failed unit's pending siblings (EnterUnit over Dominance), then its parent's FinishOp.
    let parent = steps.length - 1;
    while (steps[parent] === Step.EnterUnit) parent -= 2;
    steps[parent] = Step.FailOp;
    return true;
  }

  private push(step: Step, item: Operation | Block): void {
    this.steps.push(step);
    this.items.push(item);
  }

  private flags(op: Operation): number {
    return this.flagsFor(op, op.name.info);
  }

  /** The flags of `op`, whose name has `info`: read from the memo slot on `info` when it has one. */
  private flagsFor(op: Operation, info: OperationInfo | null): number {
    if (info === null) return UNREGISTERED_FLAGS;
    if (hasVerifierHooks(info)) {
      if (info.verifierFlags < 0) info.verifierFlags = flagsOf(info);
      return info.verifierFlags;
    }
    let flags = this.flagCache.get(op.name);
    if (flags === undefined) {
      flags = flagsOf(info);
      this.flagCache.set(op.name, flags);
    }
    return flags;
  }

  /**
   * Verifies `op` on entry; `regions`, `block` (its parent) and `numSuccessors` are known to the
   * caller already.
   */
  private enterOp(
    op: Operation,
    regions: readonly Region[],
    block: Block | null,
    numSuccessors: number,
  ): boolean {
    const operands = op.getOpOperands();
    for (let i = 0; i < operands.length; i++) {
      if (operands[i]!.get() === null) return (op.emitError('null operand found'), false);
    }
    const info = op.name.info;
    const flags = this.flagsFor(op, info);
    if (this.verifyRecursively) {
      const scope = this.scopes.length - 1;
      if (
        operands.length !== 0 &&
        scope >= 0 &&
        !this.scopeSuspect[scope]! &&
        !this.usesAreLocal(op, block!, operands, this.scopes[scope]!)
      ) {
        this.scopeSuspect[scope] = true;
      }
      if (flags & OpFlags.SymbolUser && this.tables.length !== 0)
        this.tableUsers[this.tableUsers.length - 1]!++;
    }
    if (op.hasDiscardableAttrs() && !verifyDialectAttributes(op)) return false;
    if (info !== null) {
      const ok = hasVerifierHooks(info)
        ? info.verifyInvariantsOf(op, operands, regions.length, numSuccessors)
        : info.verifyInvariants(op);
      if (!ok) return false;
    }

    // Without regions there are no blocks to walk and no isolated children: finish right away
    // (for most registered ops there is nothing left to do).
    if (regions.length === 0) {
      return info !== null && (flags & FINISH_FLAGS) === 0 ? true : this.finishOp(op, info, flags);
    }
    for (let i = 0; i < regions.length; i++) {
      const region = regions[i]!;
      // Graph regions are limited to one block (MLIR's arbitrary but checked restriction).
      if (
        info !== null &&
        !region.empty() &&
        !region.hasOneBlock() &&
        info.regionKind(i) === 'graph'
      ) {
        return (op.emitOpError(`expects graph region #${i} to have 0 or 1 blocks`), false);
      }
      const entry = region.firstBlock;
      if (entry !== null && !entry.hasNoPredecessors()) {
        return (emitErrorAt(op.location, 'entry block of region may not have predecessors'), false);
      }
    }

    this.push(Step.ExitOp, op);
    this.isolatedStarts.push(this.isolated.length);
    if (this.verifyRecursively) {
      if (flags & OpFlags.Isolated) {
        this.scopes.push(op);
        this.scopeSuspect.push(false);
      }
      if (flags & OpFlags.SymbolTable) {
        this.tables.push(op);
        this.tableUsers.push(0);
      }
      // Pushed last to first so that the stack runs them first to last.
      for (let i = regions.length - 1; i >= 0; i--) {
        for (let block = regions[i]!.lastBlock; block !== null; block = block.prevNode) {
          this.push(Step.ExitBlock, block);
          this.push(Step.ScanBlock, block);
        }
      }
    }
    return true;
  }

  private exitOp(op: Operation): boolean {
    const start = this.isolatedStarts.pop()!;
    const isolated = this.isolated;
    if (isolated.length === start) {
      const info = op.name.info;
      return this.finishOp(op, info, this.flagsFor(op, info));
    }
    // Verify the isolated children now (each with its own dominance check), then this op's region
    // invariants; the stack runs them in that order.
    this.push(Step.FinishOp, op);
    for (let i = isolated.length - 1; i >= start; i--) {
      this.push(Step.Dominance, isolated[i]!);
      this.push(Step.EnterUnit, isolated[i]!);
    }
    isolated.length = start;
    return true;
  }

  private finishOp(op: Operation, info: OperationInfo | null, flags: number): boolean {
    if (flags & OpFlags.Isolated && !this.finishIsolatedScope(op)) return false;
    if (flags & OpFlags.SymbolTable) {
      const tables = this.tables;
      // Unknown (-1) when the walk did not count: the table then looks for its users itself.
      let users = -1;
      if (tables.length !== 0 && tables[tables.length - 1] === op) {
        tables.pop();
        users = this.tableUsers.pop()!;
      }
      if (!verifySymbolTable(op, users !== 0)) return false;
    }
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

  /**
   * Whether a block may lack a terminator: a block in no region, or the only block of a region whose
   * op has no parent, is unregistered, or has the NoTerminator trait (MLIR's
   * `mayBeValidWithoutTerminator`).
   */
  private mayBeValidWithoutTerminator(block: Block): boolean {
    const region = block.parent;
    if (region === null) return true;
    if (!region.hasOneBlock()) return false;
    const op = region.parentOp;
    return op === null || (this.flags(op) & OpFlags.NeedsTerminator) === 0;
  }

  /** The checks on entering a block: its arguments, its terminator's presence, where successors are. */
  private enterBlock(block: Block): boolean {
    const args = block.arguments;
    for (let i = 0; i < args.length; i++) {
      if (args[i]!.owner !== block)
        return (emitErrorAt(args[i]!.location, 'block argument not owned by block'), false);
    }
    if (block.empty()) {
      if (this.mayBeValidWithoutTerminator(block)) return true;
      return (
        emitErrorAt(block.parent!.parentOp!.location, 'empty block: expect at least a terminator'),
        false
      );
    }
    const last = block.lastOp;
    for (let op = block.firstOp!; op !== last; op = op.nextNode!) {
      if (op.numSuccessors !== 0) {
        return (
          op.emitError('operation with block successors must terminate its parent block'),
          false
        );
      }
    }
    return true;
  }

  /**
   * Enters a block and verifies its ops (given the block), or goes on from an op of it. Isolated
   * ops are set aside for their parent's exit; an op with regions interrupts the scan, which
   * resumes after that op's steps.
   */
  private scanBlock(from: Operation | Block): boolean {
    let op: Operation | null;
    let block: Block;
    if (from instanceof Block) {
      if (!this.enterBlock(from)) return false;
      block = from;
      op = from.firstOp;
    } else {
      block = from.parentBlock!;
      op = from;
    }
    let next: Operation | null;
    for (; op !== null; op = next) {
      next = op.nextNode;
      const regions = op.regions;
      // enterBlock found no successors on the ops before the block's last one.
      if (regions.length === 0) {
        if (!this.enterOp(op, regions, block, next === null ? op.numSuccessors : 0)) return false;
      } else if (this.flags(op) & OpFlags.Isolated) {
        this.isolated.push(op);
      } else {
        if (next !== null) this.push(Step.ScanBlock, next);
        return this.enterOp(op, regions, block, next === null ? op.numSuccessors : 0);
      }
    }
    return true;
  }

  private exitBlock(block: Block): boolean {
    const terminator = block.lastOp;
    if (terminator !== null) {
      for (let i = 0; i < terminator.numSuccessors; i++) {
        if (terminator.getSuccessor(i).parent !== block.parent) {
          return (terminator.emitOpError('branching to block of a different region'), false);
        }
      }
    }
    if (this.mayBeValidWithoutTerminator(block)) return true;
    if ((this.flags(terminator!) & OpFlags.MayTerminate) === 0) {
      return (
        terminator!.emitError(`block with no terminator, has ${terminator!.toString()}`),
        false
      );
    }
    return true;
  }

  /**
   * The isolation check of an isolated op, and the dominance check of its regions: nothing to do
   * when the main walk saw every use in them defined locally ({@link usesAreLocal}); otherwise the
   * full check, which finds and reports the first failure in MLIR's order.
   */
  private finishIsolatedScope(op: Operation): boolean {
    const scopes = this.scopes;
    if (scopes.length === 0 || scopes[scopes.length - 1] !== op)
      return this.verifyIsolatedScope(op);
    scopes.pop();
    if (this.scopeSuspect.pop()!) return this.verifyIsolatedScope(op);
    this.dominanceCheckedFor = op;
    this.dominanceHolds = true;
    return true;
  }

  /**
   * Whether the operands of `user` certainly pass both checks of `scope`, its innermost isolated
   * ancestor: each is defined in `scope`'s region holding the use (isolation) and dominates the
   * use. A false answer only sends `scope` to the full check at its end, so this answers false
   * whenever the common cases do not settle it (a use in an unreachable block or a graph region,
   * where the full check may still pass), and asks for no dominance tree unless a value comes
   * from another block of the region than the entry.
   */
  private usesAreLocal(
    user: Operation,
    userBlock: Block,
    operands: readonly OpOperand[],
    scope: Operation,
  ): boolean {
    // The user's order number, read once for its operands of the same block (UNREAD until then).
    let userOrder = UNREAD;
    for (let i = 0; i < operands.length; i++) {
      const value = operands[i]!.get();
      const valueBlock = value.getParentBlock();
      if (valueBlock === userBlock) {
        if (value instanceof BlockArgument) continue;
        if (userOrder === UNREAD)
          userOrder = userBlock.opOrderValid ? user.orderIndex : INVALID_ORDER;
        const owner = (value as OpResult).owner;
        const ownerOrder = owner.orderIndex;
        if (userOrder !== INVALID_ORDER && ownerOrder !== INVALID_ORDER) {
          if (ownerOrder >= userOrder) return false;
        } else {
          if (!owner.isBeforeInBlock(user)) return false;
          // isBeforeInBlock may have (re)numbered the block, the user included.
          userOrder = UNREAD;
        }
        continue;
      }
      const valueRegion = valueBlock === null ? null : valueBlock.parent;
      if (valueRegion === null) return false;
      // The use's ancestor in the value's region: the user itself, or the op its block lies in
      // there (the same for every op of the block, so the last climb is remembered).
      let ancestor = user;
      let block = userBlock;
      if (userBlock.parent !== valueRegion) {
        if (userBlock !== this.climbFrom || valueRegion !== this.climbTo)
          this.climb(userBlock, valueRegion, scope);
        if (this.climbOp === null) return false;
        ancestor = this.climbOp;
        block = this.climbBlock!;
      }
      if (block === valueBlock) {
        if (
          !(value instanceof BlockArgument) &&
          !isBeforeInBlock((value as OpResult).owner, ancestor, block)
        )
          return false;
      } else if (
        // The entry block dominates every reachable block of its region (and an unreachable
        // user is not checked).
        valueBlock !== valueRegion.firstBlock &&
        !this.blockDominates(valueRegion, valueBlock!, block)
      ) {
        return false;
      }
    }
    return true;
  }

  /** The last climb of {@link usesAreLocal}: from a user's block to a value's region. */
  private climbFrom: Block | null = null;
  private climbTo: Region | null = null;
  /** Where it ended: the ancestor op in that region and its block; null when it left the scope. */
  private climbOp: Operation | null = null;
  private climbBlock: Block | null = null;

  /**
   * Climbs from `from` (a block outside region `to`) to the op holding it that lies in `to`,
   * never leaving `scope` (the innermost isolated op, the same for every op of `from`).
   */
  private climb(from: Block, to: Region, scope: Operation): void {
    this.climbFrom = from;
    this.climbTo = to;
    this.climbOp = null;
    this.climbBlock = null;
    for (let block = from; ;) {
      const region = block.parent;
      const parentOp = region === null ? null : region.parentOp;
      if (parentOp === null || parentOp === scope) return;
      const parentBlock = parentOp.parentBlock;
      if (parentBlock === null) return;
      if (parentBlock.parent === to) {
        this.climbOp = parentOp;
        this.climbBlock = parentBlock;
        return;
      }
      block = parentBlock;
    }
  }

  /**
   * MLIR's IsolatedFromAbove check, in the same walk as the dominance check of the op's regions
   * (which MLIR does later, in {@link verifyDominance}): both visit the same ops. An isolation
   * failure is reported here, in MLIR's order, by the dedicated check; a dominance failure is only
   * noted, for `verifyDominance` to report once the region invariants have passed.
   */
  private verifyIsolatedScope(isolatedOp: Operation): boolean {
    const dominance = this.dominance;
    // Without recursion, MLIR's dominance walk does not enter nested ops: leave it to its own walk.
    const checkDominance = this.verifyRecursively;
    let dominanceHolds = true;
    const visited = this.visitedRegions;
    const pending = this.pendingRegions;
    for (const region of isolatedOp.regions) {
      visited.clear();
      pending.push(region);
      while (pending.length !== 0) {
        const current = pending.pop()!;
        visited.add(current);
        for (let block = current.firstBlock; block !== null; block = block.nextNode) {
          const reachable = checkDominance && dominance.isReachableFromEntry(block);
          const ssa = reachable && this.startBlock(block);
          for (let op = block.firstOp; op !== null; op = op.nextNode) {
            const operands = op.getOpOperands();
            for (let i = 0; i < operands.length; i++) {
              const value = operands[i]!.get();
              const valueBlock = value === null ? null : value.getParentBlock();
              if (valueBlock !== block) {
                const valueRegion = valueBlock === null ? null : valueBlock.parent;
                if (
                  valueRegion === null ||
                  !(visited.has(valueRegion) || region.isAncestor(valueRegion))
                ) {
                  pending.length = 0;
                  // Reports the first offending use in MLIR's order.
                  return verifyIsolatedFromAbove(isolatedOp);
                }
              }
              if (
                reachable &&
                dominanceHolds &&
                !this.dominatesUse(value!, valueBlock!, op, block, ssa)
              )
                dominanceHolds = false;
            }
            if (op.regions.length !== 0 && (this.flags(op) & OpFlags.Isolated) === 0) {
              const nested = op.regions;
              for (let r = 0; r < nested.length; r++) pending.push(nested[r]!);
            }
          }
        }
      }
    }
    if (checkDominance) {
      this.dominanceCheckedFor = isolatedOp;
      this.dominanceHolds = dominanceHolds;
    }
    return true;
  }

  /** The op whose dominance {@link verifyIsolatedScope} already checked, and the answer. */
  private dominanceCheckedFor: Operation | null = null;
  private dominanceHolds = true;
  private readonly visitedRegions = new Set<Region>();
  private readonly pendingRegions: Region[] = [];

  /** Operands must properly dominate their users, in reachable blocks of SSA regions (MLIR's order). */
  private verifyDominance(root: Operation): boolean {
    if (this.dominanceCheckedFor === root) {
      this.dominanceCheckedFor = null;
      if (this.dominanceHolds) return true;
    }
    return this.verifyDominanceOfContainedRegions(root);
  }

  private verifyDominanceOfContainedRegions(root: Operation): boolean {
    if (root.regions.length === 0) return true;
    const dominance = this.dominance;
    const worklist: Operation[] = [root];
    while (worklist.length !== 0) {
      const op = worklist.pop()!;
      for (const region of op.regions) {
        for (let block = region.firstBlock; block !== null; block = block.nextNode) {
          const reachable = dominance.isReachableFromEntry(block);
          const ssa = reachable && this.startBlock(block);
          for (let user = block.firstOp; user !== null; user = user.nextNode) {
            if (reachable) {
              const operands = user.getOpOperands();
              for (let i = 0; i < operands.length; i++) {
                const value = operands[i]!.get();
                if (this.dominatesUse(value, value.getParentBlock()!, user, block, ssa)) continue;
                diagnoseInvalidOperandDominance(user, i);
                return false;
              }
            }
            if (
              this.verifyRecursively &&
              user.regions.length !== 0 &&
              (this.flags(user) & OpFlags.Isolated) === 0
            ) {
              worklist.push(user);
            }
          }
        }
      }
    }
    return true;
  }

  /**
   * Prepares the dominance checks of a reachable block: numbers its ops if needed, and answers
   * whether it has SSA dominance.
   */
  private startBlock(block: Block): boolean {
    if (!block.opOrderValid) block.recomputeOpOrder();
    return this.hasSSADominance(block);
  }

  /**
   * Whether `value`, defined in `valueBlock`, properly dominates `user` in `userBlock` (`ssa`: the
   * latter's dominance kind). Values of the user's block or of a block enclosing it (the common
   * cases) are decided by op order, without the dominance trees; the rest asks {@link DominanceInfo}.
   */
  private dominatesUse(
    value: Value,
    valueBlock: Block,
    user: Operation,
    userBlock: Block,
    ssa: boolean,
  ): boolean {
    if (valueBlock === userBlock) {
      if (!ssa || value instanceof BlockArgument) return true;
      return isBeforeInBlock((value as OpResult).owner, user, userBlock);
    }
    // The ancestor of `user` (or user itself) in the region of `valueBlock`.
    const valueRegion = valueBlock.parent;
    let ancestor = user;
    let block = userBlock;
    for (;;) {
      const region = block.parent;
      if (region === null || region === valueRegion) break;
      const parentOp = region.parentOp;
      const parentBlock = parentOp === null ? null : parentOp.parentBlock;
      if (parentBlock === null) break;
      ancestor = parentOp!;
      block = parentBlock;
    }
    if (block !== valueBlock) {
      return valueRegion !== null && block.parent === valueRegion
        ? this.blockDominates(valueRegion, valueBlock, block)
        : this.dominance.properlyDominates(value, user);
    }
    if (value instanceof BlockArgument || !this.hasSSADominance(block)) return true;
    return isBeforeInBlock((value as OpResult).owner, ancestor, block);
  }

  /** The blocks last asked about by {@link blockDominates}, and the answer. */
  private dominator: Block | null = null;
  private dominated: Block | null = null;
  private dominatorAnswer = false;

  /**
   * Whether block `a` properly dominates block `b`, two different blocks of `region`: what
   * {@link DominanceInfo.properlyDominates} answers for a value of `a` used in (an op nested in)
   * `b`. The last answer is remembered, as operands often come from one block.
   */
  private blockDominates(region: Region, a: Block, b: Block): boolean {
    if (a !== this.dominator || b !== this.dominated) {
      this.dominator = a;
      this.dominated = b;
      this.dominatorAnswer = this.dominance.getDomTree(region)!.properlyDominates(a, b);
    }
    return this.dominatorAnswer;
  }

  /** The block last asked about by {@link hasSSADominance}, and the answer. */
  private ssaBlock: Block | null = null;
  private ssaAnswer = true;

  /** {@link DominanceInfo.hasSSADominance}, remembering the last block: values often come from one. */
  private hasSSADominance(block: Block): boolean {
    if (block !== this.ssaBlock) {
      this.ssaBlock = block;
      this.ssaAnswer = this.dominance.hasSSADominance(block);
    }
    return this.ssaAnswer;
  }
}

/** How many numbers {@link OperationVerifier.startUnit} records per unit. */
const UNIT_MARKS = 4;

/** {@link OperationVerifier.usesAreLocal}'s mark for an order number not read yet. */
const UNREAD = -2;

/** `a` strictly before `b`, two ops of `block`; reads the order numbers when they are current. */
function isBeforeInBlock(a: Operation, b: Operation, block: Block): boolean {
  const ia = a.orderIndex;
  const ib = b.orderIndex;
  if (ia !== INVALID_ORDER && ib !== INVALID_ORDER && block.opOrderValid) return ia < ib;
  return a.isBeforeInBlock(b);
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
