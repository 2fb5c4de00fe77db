import {
  CoreTraits,
  type Operation,
  SYM_NAME,
  SymbolOpInterface,
  type SymbolRefAttr,
  SymbolTable,
  SymbolTableCollection,
  type SymbolVisibility,
} from '@strata/ir-core';
import { Pass } from '@strata/pass';

/**
 * Liveness of the symbols of one symbol table (MLIR's `SymbolDCE::computeLiveness`). A nested
 * symbol table found live is computed in a frame of its own pushed above this one; once it is
 * done, `resumeWith` (the nested table's op) has its own symbol uses collected here. An explicit
 * stack of frames stands for MLIR's recursion, so deep nesting cannot overflow.
 */
interface LivenessFrame {
  readonly tableOp: Operation;
  /** Whether nothing outside the table can reference its symbols. */
  readonly hidden: boolean;
  /** Live ops whose uses (and nested ops) are still to be looked at. */
  readonly worklist: Operation[];
  /** The op whose nested table the frame above computes; its uses are collected when it returns. */
  resumeWith: Operation | null;
}

/**
 * The visibility of `op` if it is a symbol, else null. As MLIR's `isa<SymbolOpInterface>`, an
 * optional symbol without a name (an anonymous module) is no symbol.
 */
function symbolVisibility(op: Operation): SymbolVisibility | null {
  const model = SymbolOpInterface.get(op);
  if (model === null || op.getAttr(SYM_NAME) === undefined) return null;
  return model.getVisibility(op);
}

/**
 * The symbols of each symbol table nested in `root` (itself one) that are live: public ones, those
 * not hidden from outside, and those reachable through symbol references from live ops. Returns
 * null after reporting an error on an op whose symbol uses cannot be known.
 */
function computeLiveSymbols(root: Operation, rootHidden: boolean): Set<Operation> | null {
  const live = new Set<Operation>();
  const tables = new SymbolTableCollection();
  const stack: LivenessFrame[] = [];

  const enter = (tableOp: Operation, hidden: boolean) => {
    const worklist: Operation[] = [];
    for (const block of tableOp.regions[0]!) {
      for (let op = block.firstOp; op !== null; op = op.nextNode) {
        const visibility = symbolVisibility(op);
        if (visibility === null) {
          worklist.push(op);
          continue;
        }
        // MLIR's default `canDiscardOnUseEmpty`: any symbol but a public one.
        const discardable = (hidden || visibility === 'private') && visibility !== 'public';
        if (!discardable && !live.has(op)) {
          live.add(op);
          worklist.push(op);
        }
      }
    }
    // The worklist is a stack, as MLIR's: the last op of the table is looked at first.
    stack.push({ tableOp, hidden, worklist, resumeWith: null });
  };

  /** Marks live every symbol that the symbol uses of `op` (a child of a symbol table) resolve to. */
  const collectUses = (frame: LivenessFrame, op: Operation): boolean => {
    const parent = op.getParentOp();
    if (parent === null || !parent.hasTrait(CoreTraits.SymbolTable)) return true;
    const uses = SymbolTable.getSymbolUses(op);
    if (uses === null) {
      op.emitError(
        "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
      );
      return false;
    }
    for (const use of uses) {
      // References to unknown symbols keep nothing alive.
      const path = resolvePath(tables, parent, use.symbolRef);
      if (path === null) continue;
      for (const symbol of path) {
        if (!live.has(symbol)) {
          live.add(symbol);
          frame.worklist.push(symbol);
        }
      }
    }
    return true;
  };

  enter(root, rootHidden);
  while (stack.length !== 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.resumeWith !== null) {
      const op = frame.resumeWith;
      frame.resumeWith = null;
      if (!collectUses(frame, op)) return null;
      continue;
    }
    const op = frame.worklist.pop();
    if (op === undefined) {
      stack.pop();
      continue;
    }
    if (op.hasTrait(CoreTraits.SymbolTable)) {
      // A nested table is hidden when this one is, or when it is not a public or nested symbol.
      const visibility = symbolVisibility(op);
      const hidden = frame.hidden || visibility === null || visibility === 'private';
      frame.resumeWith = op;
      enter(op, hidden);
      continue;
    }
    // Not a table: the ops with regions inside it are looked at as if they were at top level.
    for (const region of op.regions)
      for (const block of region)
        for (let nested = block.firstOp; nested !== null; nested = nested.nextNode)
          if (nested.regions.length !== 0) frame.worklist.push(nested);
    if (!collectUses(frame, op)) return null;
  }
  return live;
}

/** Every symbol along `ref` from `tableOp` (`@a::@b` gives a and b), or null when one is missing. */
function resolvePath(
  tables: SymbolTableCollection,
  tableOp: Operation,
  ref: SymbolRefAttr,
): Operation[] | null {
  let current = tables.lookupSymbolIn(tableOp, ref.rootReference);
  if (current === null) return null;
  const path = [current];
  for (const name of ref.nestedReferences) {
    if (!current.hasTrait(CoreTraits.SymbolTable)) return null;
    current = tables.lookupSymbolIn(current, name);
    if (current === null) return null;
    path.push(current);
  }
  return path;
}

/**
 * Erases the dead symbols in `root`, a symbol-table op, and in the symbol tables nested in it
 * (MLIR's `symbol-dce`). A symbol is dead when it is private (or any symbol of a table that nothing
 * outside can see: the root when it has no parent or is private, and private or non-symbol tables
 * below) and no live op references it. Returns the number of symbols erased, or null after
 * reporting an error (root not a symbol table, or an unknown op that may hide a symbol table).
 */
export function eliminateDeadSymbols(root: Operation): number | null {
  if (!root.hasTrait(CoreTraits.SymbolTable)) {
    root.emitOpError(' was scheduled to run under SymbolDCE, but does not define a symbol table');
    return null;
  }
  const visibility = symbolVisibility(root);
  const rootHidden = root.getParentOp() === null || visibility === null || visibility === 'private';
  const live = computeLiveSymbols(root, rootHidden);
  if (live === null) return null;

  // Every symbol table at or below the root, outer ones first; emptied innermost first.
  const tablesFound: Operation[] = [];
  const pending: Operation[] = [root];
  while (pending.length !== 0) {
    const op = pending.pop()!;
    if (op.hasTrait(CoreTraits.SymbolTable)) tablesFound.push(op);
    for (const region of op.regions)
      for (const block of region)
        for (let nested = block.firstOp; nested !== null; nested = nested.nextNode)
          pending.push(nested);
  }
  let erased = 0;
  for (let i = tablesFound.length - 1; i >= 0; i--) {
    for (const block of tablesFound[i]!.regions[0]!) {
      for (let op = block.firstOp; op !== null;) {
        const next = op.nextNode;
        if (symbolVisibility(op) !== null && !live.has(op)) {
          op.erase();
          erased++;
        }
        op = next;
      }
    }
  }
  return erased;
}

/** `symbol-dce`: erases dead private symbols (MLIR's `SymbolDCE` pass). */
export class SymbolDCEPass extends Pass {
  readonly argument = 'symbol-dce';
  readonly name = 'SymbolDCE';
  override readonly description = 'Eliminate dead symbols';
  private readonly numDCE = this.statistic("num-dce'd", "Number of symbols DCE'd");

  runOnOperation(): void {
    const erased = eliminateDeadSymbols(this.getOperation() as Operation);
    if (erased === null) {
      this.signalPassFailure();
      return;
    }
    this.numDCE.add(erased);
  }
}
