import {
  Attribute,
  type Block,
  BlockArgument,
  type BranchModel,
  BranchOpInterface,
  type CallModel,
  CallOpInterface,
  CallableOpInterface,
  CoreTraits,
  foldOp,
  type OpFoldResult,
  OpResult,
  type Operation,
  type Region,
  type RegionBranchModel,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  ReturnLike,
  SymbolOpInterface,
  SymbolRefAttr,
  SymbolTable,
  SymbolTableCollection,
  type SymbolVisibility,
  type Value,
} from '@strata/ir-core';
import { type AnalysisState, PointQueue, type ProgramPoint } from './solver.js';
import { ConstantLattice, ConstantValue, Executable, PredecessorState } from './states.js';

/**
 * The visibility of `op` as a symbol, or null when it is none (as MLIR's
 * `isa<SymbolOpInterface>`, an optional symbol without a name is none).
 */
export function symbolVisibilityOf(op: Operation): SymbolVisibility | null {
  const model = SymbolOpInterface.get(op);
  if (model === null || model.getName(op) === null) return null;
  return model.getVisibility(op);
}

/**
 * Whether `op` ends its block and hands control back to a region branch op or out of a callable
 * (MLIR's `isRegionOrCallableReturn`).
 */
export function isRegionOrCallableReturn(op: Operation): boolean {
  if (op.numSuccessors !== 0) return false;
  const parent = op.getParentOp();
  if (parent === null || op.parentBlock!.back !== op) return false;
  if (!op.mightHaveTrait(CoreTraits.IsTerminator)) return false;
  return RegionBranchOpInterface.get(parent) !== null || CallableOpInterface.get(parent) !== null;
}

/** The callable a call op refers to by symbol, or null (indirect calls, unknown symbols). */
export function resolveCallable(
  call: Operation,
  model: CallModel,
  tables: SymbolTableCollection,
): Operation | null {
  const callee = model.getCallableForCallee(call);
  return callee instanceof SymbolRefAttr ? tables.lookupNearestSymbolFrom(call, callee) : null;
}

/**
 * Sparse conditional constant propagation over the IR below one op: MLIR's `DeadCodeAnalysis`
 * and `SparseConstantPropagation` solved together, as `sccp` loads them. It finds which blocks
 * and CFG edges may execute (branches with constant conditions take one successor, region
 * branch ops enter only the regions their constant operands allow, private callables execute
 * only when called) and, optimistically, which values are constants: ops fold with the constant
 * values of their operands, block arguments join what each live edge or call site passes in,
 * call results join what each return of a resolved callee returns.
 *
 * Values in code that never executes stay uninitialized. Run with {@link run}, then query.
 */
export class ConstantPropagationSolver {
  private readonly queue = new PointQueue();
  private readonly lattices = new Map<Value, ConstantLattice>();
  private readonly blocks = new Map<Block, Executable>();
  private readonly edges = new Map<Block, Map<Block, Executable>>();
  /** Call sites of each callable. */
  private readonly callsites = new Map<Operation, PredecessorState>();
  /** Return ops reaching each call. */
  private readonly returns = new Map<Operation, PredecessorState>();
  /** Branch points entering a region, by its entry block. */
  private readonly regionEntries = new Map<Block, PredecessorState>();
  /** Branch points returning to a region branch op (which define its results). */
  private readonly regionExits = new Map<Operation, PredecessorState>();
  readonly symbolTables = new SymbolTableCollection();

  constructor(readonly top: Operation) {}

  /** Solves to a fixpoint. */
  run(): void {
    for (const region of this.top.regions) {
      const entry = region.firstBlock;
      if (entry === null) continue;
      this.markBlockLive(entry);
      for (const argument of entry.arguments) this.setUnknown(this.lattice(argument));
    }
    this.initializeSymbolCallables();
    // Every op and block below the top is visited once; later visits follow state changes.
    const pending: Region[] = [...this.top.regions].reverse();
    while (pending.length !== 0) {
      const region = pending.pop()!;
      for (let block = region.firstBlock; block !== null; block = block.nextNode) {
        this.queue.enqueue(block);
        for (let op = block.firstOp; op !== null; op = op.nextNode) {
          this.queue.enqueue(op);
          for (let i = op.regions.length - 1; i >= 0; i--) pending.push(op.regions[i]!);
        }
      }
    }
    for (let point = this.queue.pop(); point !== null; point = this.queue.pop()) {
      if ('regions' in point) this.visitOperation(point);
      else this.visitBlock(point);
    }
  }

  // ---- Queries -----------------------------------------------------------------------------------

  /** Whether `block` may execute. */
  isBlockLive(block: Block): boolean {
    return this.blocks.get(block)?.live === true;
  }

  /** Whether control may flow along the CFG edge `from` -> `to`. */
  isEdgeLive(from: Block, to: Block): boolean {
    return this.edges.get(from)?.get(to)?.live === true;
  }

  /** What is known of `value`: undefined when uninitialized (e.g. never executed). */
  getConstant(value: Value): ConstantValue | undefined {
    return this.lattices.get(value)?.value;
  }

  /** The known call sites of a callable, or null when they may not all be known. */
  getKnownCallsites(callable: Operation): readonly Operation[] | null {
    const state = this.callsites.get(callable);
    if (state === undefined) return [];
    return state.allKnown ? state.known : null;
  }

  // ---- States ------------------------------------------------------------------------------------

  private propagate(state: AnalysisState, changed: boolean): void {
    if (changed) state.onUpdate(this.queue);
  }

  private lattice(value: Value): ConstantLattice {
    let lattice = this.lattices.get(value);
    if (lattice === undefined) this.lattices.set(value, (lattice = new ConstantLattice(value)));
    return lattice;
  }

  private blockState(block: Block): Executable {
    let state = this.blocks.get(block);
    if (state === undefined) this.blocks.set(block, (state = new Executable(block, false)));
    return state;
  }

  private edgeState(from: Block, to: Block): Executable {
    let out = this.edges.get(from);
    if (out === undefined) this.edges.set(from, (out = new Map()));
    let state = out.get(to);
    if (state === undefined) out.set(to, (state = new Executable(to, true)));
    return state;
  }

  private predecessorsIn<K>(map: Map<K, PredecessorState>, key: K): PredecessorState {
    let state = map.get(key);
    if (state === undefined) map.set(key, (state = new PredecessorState()));
    return state;
  }

  private setUnknown(lattice: ConstantLattice): void {
    this.propagate(lattice, lattice.join(ConstantValue.unknown));
  }

  private setAllUnknown(lattices: readonly ConstantLattice[]): void {
    for (const lattice of lattices) this.setUnknown(lattice);
  }

  /** Joins the lattice of `from` into `into`; `reader` is revisited when `from` changes. */
  private joinFrom(into: ConstantLattice, from: Value, reader: ProgramPoint): void {
    const source = this.lattice(from);
    source.addDependent(reader);
    this.propagate(into, into.join(source.value));
  }

  private markBlockLive(block: Block): void {
    const state = this.blockState(block);
    this.propagate(state, state.setToLive());
  }

  private markEdgeLive(from: Block, to: Block): void {
    this.markBlockLive(to);
    const edge = this.edgeState(from, to);
    this.propagate(edge, edge.setToLive());
  }

  private markEntryBlocksLive(op: Operation): void {
    for (const region of op.regions)
      if (region.firstBlock !== null) this.markBlockLive(region.firstBlock);
  }

  /**
   * Callables whose callers may not all be visible get unknown call sites: public ones, nested
   * ones of a table that may be referenced from outside, and any referenced other than by a call.
   */
  private initializeSymbolCallables(): void {
    const top = this.top;
    const setUnknownCallsites = (callable: Operation) => {
      const state = this.predecessorsIn(this.callsites, callable);
      this.propagate(state, state.setHasUnknownPredecessors());
    };
    SymbolTable.walkSymbolTables(top, top.parentBlock === null, (table, allUsesVisible) => {
      const region = table.regions[0]!;
      const block = region.firstBlock;
      if (block === null) return;
      let foundCallable = false;
      for (let op = block.firstOp; op !== null; op = op.nextNode) {
        const callable = CallableOpInterface.get(op);
        if (callable === null || callable.getCallableRegion(op) === null) continue;
        const visibility = symbolVisibilityOf(op);
        if (visibility === null) continue;
        if (visibility === 'public' || (!allUsesVisible && visibility === 'nested'))
          setUnknownCallsites(op);
        foundCallable = true;
      }
      if (!foundCallable) return;
      const uses = SymbolTable.getSymbolUses(region);
      if (uses === null) {
        // Uses hidden in unknown ops: no callable below the top can know its callers.
        top.walk((op) => {
          if (CallableOpInterface.get(op) !== null) setUnknownCallsites(op);
        });
        return;
      }
      for (const use of uses) {
        if (CallOpInterface.get(use.user) !== null) continue;
        const symbol = top.hasTrait(CoreTraits.SymbolTable)
          ? this.symbolTables.lookupSymbolIn(top, use.symbolRef)
          : null;
        if (symbol !== null) setUnknownCallsites(symbol);
      }
    });
  }

  /** The constant values of `op`'s operands (null: unknown), or null if one is uninitialized. */
  private operandConstants(op: Operation): (Attribute | null)[] | null {
    const constants: (Attribute | null)[] = [];
    for (const operand of op.operands) {
      // Users of a value are revisited when it changes, so no explicit dependency is needed.
      const value = this.lattice(operand).value;
      if (value === undefined) return null;
      constants.push(value.attr);
    }
    return constants;
  }

  // ---- Transfer functions ------------------------------------------------------------------------

  private visitOperation(op: Operation): void {
    const block = op.parentBlock;
    if (block === null || !this.isBlockLive(block)) return;
    this.visitControlFlow(op, block);
    this.visitResults(op);
  }

  /** MLIR's `DeadCodeAnalysis::visit`: what `op` makes executable. */
  private visitControlFlow(op: Operation, block: Block): void {
    const call = CallOpInterface.get(op);
    if (call !== null) this.visitCall(op, call);
    if (op.numRegions !== 0) {
      const branch = RegionBranchOpInterface.get(op);
      if (branch !== null) {
        this.visitRegionBranch(op, branch);
      } else if (CallableOpInterface.get(op) !== null) {
        const callsites = this.predecessorsIn(this.callsites, op);
        callsites.addDependent(op);
        if (!callsites.allKnown || callsites.known.length !== 0) this.markEntryBlocksLive(op);
      } else {
        this.markEntryBlocksLive(op);
      }
    }
    if (isRegionOrCallableReturn(op)) {
      const parent = op.getParentOp()!;
      const branch = RegionBranchOpInterface.get(parent);
      if (branch !== null) this.visitRegionTerminator(op, parent, branch);
      else this.visitCallableTerminator(op, parent);
    }
    if (op.numSuccessors !== 0) {
      const branch = BranchOpInterface.get(op);
      if (branch !== null) this.visitBranch(op, block, branch);
      else for (const successor of op.successors) this.markEdgeLive(block, successor);
    }
  }

  private isExternalCallable(callable: Operation): boolean {
    if (!this.top.isAncestor(callable)) return true;
    const model = CallableOpInterface.get(callable);
    return model !== null && model.getCallableRegion(callable) === null;
  }

  private visitCall(call: Operation, model: CallModel): void {
    const callee = resolveCallable(call, model, this.symbolTables);
    if (
      callee !== null &&
      symbolVisibilityOf(callee) !== null &&
      !this.isExternalCallable(callee)
    ) {
      const callsites = this.predecessorsIn(this.callsites, callee);
      this.propagate(callsites, callsites.join(call));
    } else {
      const returns = this.predecessorsIn(this.returns, call);
      this.propagate(returns, returns.setHasUnknownPredecessors());
    }
  }

  private visitRegionBranch(op: Operation, model: RegionBranchModel): void {
    const operands = this.operandConstants(op);
    if (operands === null) return;
    for (const successor of model.getSuccessorRegions(op, null, operands))
      this.addRegionPredecessor(op, op, successor.region, successor.inputs);
  }

  /**
   * A region's terminator: which successors it may reach. The parent's model answers for the
   * region, given the constant values of the terminator's operands (where MLIR asks the
   * terminator's `RegionBranchTerminatorOpInterface::getSuccessorRegions`).
   */
  private visitRegionTerminator(
    terminator: Operation,
    parent: Operation,
    model: RegionBranchModel,
  ): void {
    const operands = this.operandConstants(terminator);
    if (operands === null) return;
    for (const successor of model.getSuccessorRegions(
      parent,
      terminator.getParentRegion(),
      operands,
    ))
      this.addRegionPredecessor(terminator, parent, successor.region, successor.inputs);
  }

  private addRegionPredecessor(
    predecessor: Operation,
    parent: Operation,
    region: Region | null,
    inputs: readonly Value[],
  ): void {
    let state: PredecessorState;
    if (region !== null) {
      const entry = region.firstBlock;
      if (entry === null) return;
      this.markBlockLive(entry);
      state = this.predecessorsIn(this.regionEntries, entry);
    } else {
      state = this.predecessorsIn(this.regionExits, parent);
    }
    this.propagate(state, state.join(predecessor, inputs));
  }

  /** A return of a callable: a predecessor of each known call site (when it is return-like). */
  private visitCallableTerminator(terminator: Operation, callable: Operation): void {
    const callsites = this.predecessorsIn(this.callsites, callable);
    callsites.addDependent(terminator);
    const canResolve = terminator.hasTrait(ReturnLike.key);
    for (const call of callsites.known) {
      const returns = this.predecessorsIn(this.returns, call);
      this.propagate(
        returns,
        canResolve ? returns.join(terminator) : returns.setHasUnknownPredecessors(),
      );
    }
  }

  private visitBranch(op: Operation, block: Block, model: BranchModel): void {
    const operands = this.operandConstants(op);
    if (operands === null) return;
    const successor = model.getSuccessorForOperands(op, operands);
    if (successor !== null) this.markEdgeLive(block, successor);
    else for (const each of op.successors) this.markEdgeLive(block, each);
  }

  /** MLIR's `AbstractSparseForwardDataFlowAnalysis::visitOperation`: the results of `op`. */
  private visitResults(op: Operation): void {
    if (op.numResults === 0) return;
    const results = op.results.map((result) => this.lattice(result));
    const branch = RegionBranchOpInterface.get(op);
    if (branch !== null) {
      this.visitRegionSuccessors(op, op, branch, null, results);
      return;
    }
    const call = CallOpInterface.get(op);
    if (call !== null) {
      this.visitCallResults(op, call, results);
      return;
    }
    this.fold(op, results);
  }

  /** Results of a call: what the returns of its callee return, when they are all known. */
  private visitCallResults(call: Operation, model: CallModel, results: ConstantLattice[]): void {
    const callee = resolveCallable(call, model, this.symbolTables);
    const calleeModel = callee === null ? null : CallableOpInterface.get(callee);
    if (calleeModel !== null && calleeModel.getCallableRegion(callee!) === null) {
      this.setAllUnknown(results);
      return;
    }
    const returns = this.predecessorsIn(this.returns, call);
    returns.addDependent(call);
    if (!returns.allKnown) {
      this.setAllUnknown(results);
      return;
    }
    for (const ret of returns.known) {
      const count = Math.min(ret.numOperands, results.length);
      for (let i = 0; i < count; i++) this.joinFrom(results[i]!, ret.getOperand(i), call);
    }
  }

  /**
   * Values that region control flow defines (results of a region branch op, or arguments of the
   * entry block of one of its regions): what each known predecessor forwards. Those of them that
   * no predecessor forwards (a loop's induction variable) are unknown.
   */
  private visitRegionSuccessors(
    point: ProgramPoint,
    branchOp: Operation,
    model: RegionBranchModel,
    successor: Region | null,
    lattices: readonly ConstantLattice[],
  ): void {
    const predecessors =
      successor === null
        ? this.predecessorsIn(this.regionExits, branchOp)
        : this.predecessorsIn(this.regionEntries, point as Block);
    predecessors.addDependent(point);
    for (const predecessor of predecessors.known) {
      let operands: readonly Value[] | null = null;
      if (predecessor === branchOp) {
        operands = model.getEntrySuccessorOperands(branchOp, successor);
      } else {
        const terminator = RegionBranchTerminatorOpInterface.get(predecessor);
        if (terminator !== null) operands = terminator.getSuccessorOperands(predecessor, successor);
      }
      if (operands === null) {
        this.setAllUnknown(lattices);
        return;
      }
      const inputs = predecessors.successorInputs(predecessor);
      let first = 0;
      if (inputs.length !== lattices.length) {
        if (inputs.length !== 0) first = positionOf(inputs[0]!);
        for (let i = 0; i < lattices.length; i++)
          if (i < first || i >= first + inputs.length) this.setUnknown(lattices[i]!);
      }
      const count = Math.min(operands.length, lattices.length - first);
      for (let i = 0; i < count; i++) this.joinFrom(lattices[first + i]!, operands[i]!, point);
    }
  }

  /** MLIR's `SparseConstantPropagation::visitOperation`: fold with the operands' constants. */
  private fold(op: Operation, results: readonly ConstantLattice[]): void {
    // Folding a region op might change it in place; it is not simulated.
    if (op.numRegions !== 0) {
      this.setAllUnknown(results);
      return;
    }
    const constants = this.operandConstants(op);
    if (constants === null) return;
    // The constants may not be the operands' run-time values: an in-place fold is undone.
    const originalOperands = op.operands;
    const originalAttrs = op.getAttrDictionary();
    const folded = foldOp(op, constants);
    if (folded === null) {
      this.setAllUnknown(results);
      return;
    }
    const list: readonly OpFoldResult[] = Array.isArray(folded) ? folded : [folded as OpFoldResult];
    if (list.length === 0 || (op.numResults === 1 && list[0] === op.getResult(0))) {
      op.setOperands(originalOperands);
      if (op.getAttrDictionary() !== originalAttrs) op.setAttrs(originalAttrs);
      this.setAllUnknown(results);
      return;
    }
    const dialect = op.getDialect();
    for (let i = 0; i < results.length && i < list.length; i++) {
      const result = list[i]!;
      const lattice = results[i]!;
      if (result instanceof Attribute) {
        this.propagate(lattice, lattice.join(new ConstantValue(result, dialect)));
      } else {
        // As MLIR, no dependency on the value folded to (normally an operand, whose changes
        // revisit this op anyway).
        this.propagate(lattice, lattice.join(this.lattice(result).value));
      }
    }
  }

  /** MLIR's `AbstractSparseForwardDataFlowAnalysis::visitBlock`: the arguments of `block`. */
  private visitBlock(block: Block): void {
    if (block.numArguments === 0 || !this.isBlockLive(block)) return;
    const lattices = block.arguments.map((argument) => this.lattice(argument));
    if (block.isEntryBlock()) {
      const parent = block.getParentOp();
      if (parent !== null) {
        const callable = CallableOpInterface.get(parent);
        if (callable !== null && callable.getCallableRegion(parent) === block.parent) {
          this.visitCallableArguments(parent, block, lattices);
          return;
        }
        const branch = RegionBranchOpInterface.get(parent);
        if (branch !== null) {
          this.visitRegionSuccessors(block, parent, branch, block.parent, lattices);
          return;
        }
      }
      this.setAllUnknown(lattices);
      return;
    }
    for (let use = block.firstUse; use !== null; use = use.nextUse) {
      const terminator = use.owner;
      // The edge's state revisits this block when it turns live.
      if (!this.edgeState(terminator.parentBlock!, block).live) continue;
      const branch = BranchOpInterface.get(terminator);
      if (branch === null) {
        this.setAllUnknown(lattices);
        return;
      }
      const operands = branch.getSuccessorOperands(terminator, use.successorIndex);
      const produced = operands.producedOperandCount;
      for (let i = 0; i < lattices.length; i++) {
        const forwarded = i < produced ? undefined : operands.forwardedOperands[i - produced];
        if (forwarded === undefined) this.setUnknown(lattices[i]!);
        else this.joinFrom(lattices[i]!, forwarded, block);
      }
    }
  }

  /** Arguments of a callable's entry block: what its call sites pass, when they are all known. */
  private visitCallableArguments(
    callable: Operation,
    entry: Block,
    lattices: readonly ConstantLattice[],
  ): void {
    const callsites = this.predecessorsIn(this.callsites, callable);
    callsites.addDependent(entry);
    if (!callsites.allKnown) {
      this.setAllUnknown(lattices);
      return;
    }
    for (const call of callsites.known) {
      const args = CallOpInterface.get(call)!.getArgOperands(call);
      const count = Math.min(args.length, lattices.length);
      for (let i = 0; i < count; i++) this.joinFrom(lattices[i]!, args[i]!, entry);
    }
  }
}

/** The position of a region successor input: its result number or argument number. */
function positionOf(value: Value): number {
  if (value instanceof OpResult) return value.resultNumber;
  return value instanceof BlockArgument ? value.argNumber : 0;
}
