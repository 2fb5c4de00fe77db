/**
 * MLIR's `CGUseList`: how many symbol references each discardable callable (a private one, or any
 * callable of a symbol table whose uses are all visible, that `canDiscardOnUseEmpty`) still has,
 * kept up to date as calls are inlined, so that the inliner can move the body of a callable's last
 * use in place and delete callables that became dead.
 */
import {
  isMemoryEffectFree,
  type Operation,
  SymbolOpInterface,
  SymbolTable,
  type SymbolTableCollection,
} from '@strata/ir-core';
import { type CallGraph, type CallGraphNode, callableRegionOf } from './call-graph.js';

/** The references one callable holds: from its own op (counted once) and from ops in its body. */
class NodeUses {
  readonly topLevel = new Set<CallGraphNode>();
  readonly inner = new Map<CallGraphNode, number>();
}

export class CallGraphUseList {
  /** Discardable callables and their number of references. */
  private readonly discardableUses = new Map<CallGraphNode, number>();
  private readonly nodeUses = new Map<CallGraphNode, NodeUses>();

  constructor(
    root: Operation,
    private readonly graph: CallGraph,
    private readonly symbolTables: SymbolTableCollection,
  ) {
    const alwaysLive = new Set<CallGraphNode>();
    SymbolTable.walkSymbolTables(root, root.getBlock() === null, (table) => {
      for (const block of table.getRegion(0)) {
        for (const op of block) {
          const region = callableRegionOf(op);
          const node = region === null ? null : graph.lookupNode(region);
          if (node !== null) {
            if (isDiscardable(op)) this.discardableUses.set(node, 0);
            continue;
          }
          // A reference from anything but a callable keeps the callable alive.
          this.forEachReferencedNode(op, new Map(), (referenced) => alwaysLive.add(referenced));
        }
      }
    });
    for (const node of alwaysLive) this.discardableUses.delete(node);
    for (const node of graph) this.recomputeUses(node);
  }

  /** Whether the callable of `node` has no uses left and may be deleted. */
  isDead(node: CallGraphNode): boolean {
    const op = node.callableRegion!.parentOp!;
    if (!SymbolOpInterface.isImplementedBy(op)) return isMemoryEffectFree(op) && op.useEmpty();
    return this.discardableUses.get(node) === 0;
  }

  /** Whether the callable of `node` has exactly one use and may be deleted after inlining it. */
  hasOneUseAndDiscardable(node: CallGraphNode): boolean {
    const op = node.callableRegion!.parentOp!;
    if (!SymbolOpInterface.isImplementedBy(op)) return isMemoryEffectFree(op) && op.hasOneUse();
    return this.discardableUses.get(node) === 1;
  }

  /** Recounts the references held by the callable of `node` (after it was simplified). */
  recomputeUses(node: CallGraphNode): void {
    const parentOp = node.callableRegion!.parentOp!;
    const previous = this.nodeUses.get(node);
    if (previous !== undefined) this.decrementDiscardableUses(previous);
    const uses = new NodeUses();
    this.nodeUses.set(node, uses);
    this.forEachReferencedNode(parentOp, new Map(), (referenced, user) => {
      const count = this.discardableUses.get(referenced);
      if (count === undefined) return;
      if (user !== parentOp) uses.inner.set(referenced, (uses.inner.get(referenced) ?? 0) + 1);
      else if (uses.topLevel.has(referenced)) return;
      else uses.topLevel.add(referenced);
      this.discardableUses.set(referenced, count + 1);
    });
  }

  /** Forgets the references that `call`, about to be erased, held from `userNode`. */
  dropCallUses(userNode: CallGraphNode, call: Operation): void {
    const inner = this.nodeUses.get(userNode)?.inner;
    if (inner === undefined) return;
    this.forEachReferencedNode(call, new Map(), (referenced) => {
      const count = inner.get(referenced);
      if (count === undefined) return;
      inner.set(referenced, count - 1);
      this.add(referenced, -1);
    });
  }

  /** `callee` was inlined into `caller`: the references of its body now also live in the caller. */
  mergeUsesAfterInlining(callee: CallGraphNode, caller: CallGraphNode): void {
    const calleeUses = this.nodeUses.get(callee);
    if (calleeUses === undefined) return;
    let callerUses = this.nodeUses.get(caller);
    if (callerUses === undefined) {
      callerUses = new NodeUses();
      this.nodeUses.set(caller, callerUses);
    }
    for (const [referenced, count] of calleeUses.inner) {
      callerUses.inner.set(referenced, (callerUses.inner.get(referenced) ?? 0) + count);
      this.add(referenced, count);
    }
  }

  /** `node` is going away: drop the references it (and the callables nested in it) held. */
  eraseNode(node: CallGraphNode): void {
    const pending: CallGraphNode[] = [node];
    while (pending.length > 0) {
      const current = pending.pop()!;
      for (const edge of current.edges) if (edge.kind === 'child') pending.push(edge.target);
      const uses = this.nodeUses.get(current);
      if (uses !== undefined) this.decrementDiscardableUses(uses);
      this.nodeUses.delete(current);
      this.discardableUses.delete(current);
    }
  }

  private add(node: CallGraphNode, delta: number): void {
    this.discardableUses.set(node, (this.discardableUses.get(node) ?? 0) + delta);
  }

  private decrementDiscardableUses(uses: NodeUses): void {
    for (const node of uses.topLevel) this.add(node, -1);
    for (const [node, count] of uses.inner) this.add(node, -count);
  }

  /**
   * Calls `found` for each symbol reference in `op` (and the ops nested in it) that names a
   * callable of the graph; `resolved` caches each reference's node.
   */
  private forEachReferencedNode(
    op: Operation,
    resolved: Map<unknown, CallGraphNode | null>,
    found: (node: CallGraphNode, user: Operation) => void,
  ): void {
    const uses = SymbolTable.getSymbolUses(op);
    if (uses === null) return;
    const tableOp = op.getParentOp();
    for (const use of uses) {
      let node = resolved.get(use.symbolRef);
      if (node === undefined) {
        const symbol =
          tableOp === null
            ? null
            : this.symbolTables.lookupNearestSymbolFrom(tableOp, use.symbolRef);
        const region = symbol === null ? null : callableRegionOf(symbol);
        node = region === null ? null : this.graph.lookupNode(region);
        resolved.set(use.symbolRef, node);
      }
      if (node !== null) found(node, use.user);
    }
  }
}

/**
 * MLIR's test for a discardable callable: a symbol whose uses are all visible (or that is private)
 * and that `canDiscardOnUseEmpty`, which holds for private symbols only (MLIR's default, which
 * func.func keeps): together, a private symbol.
 */
function isDiscardable(op: Operation): boolean {
  const symbol = SymbolOpInterface.get(op);
  return symbol !== null && symbol.getVisibility(op) === 'private';
}
