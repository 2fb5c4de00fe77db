/**
 * MLIR's `CallGraph`: one node per callable region (CallableOpInterface with a body), edges for
 * calls (CallOpInterface), for callables nested in a callable (child edges), and from an external
 * node to every top-level callable (abstract edges, which keep every callable reachable). Calls that
 * cannot be resolved to a callable region go to the unknown-callee node.
 */
import {
  CallableOpInterface,
  CallOpInterface,
  type Operation,
  type Region,
  SymbolRefAttr,
  SymbolTableCollection,
} from '@strata/ir-core';

export type CallGraphEdgeKind = 'abstract' | 'call' | 'child';

export class CallGraphEdge {
  constructor(
    readonly target: CallGraphNode,
    readonly kind: CallGraphEdgeKind,
  ) {}
}

/** The bit of each edge kind, to keep at most one edge per (target, kind) as MLIR's edge set does. */
const KIND_BITS: Record<CallGraphEdgeKind, number> = { abstract: 1, call: 2, child: 4 };

export class CallGraphNode {
  /** The outgoing edges in the order they were first added. */
  readonly edges: CallGraphEdge[] = [];
  private readonly edgeKinds = new Map<CallGraphNode, number>();

  /** The callable region, or null for the external-caller and unknown-callee nodes. */
  constructor(readonly callableRegion: Region | null) {}

  /** Whether this is one of the two nodes that stand for code outside the graph. */
  isExternal(): boolean {
    return this.callableRegion === null;
  }

  /** Whether callables are nested in this one. */
  hasChildren(): boolean {
    for (const edge of this.edges) if (edge.kind === 'child') return true;
    return false;
  }

  addEdge(target: CallGraphNode, kind: CallGraphEdgeKind): void {
    const bits = this.edgeKinds.get(target) ?? 0;
    if ((bits & KIND_BITS[kind]) !== 0) return;
    this.edgeKinds.set(target, bits | KIND_BITS[kind]);
    this.edges.push(new CallGraphEdge(target, kind));
  }
}

/** The callable region of `op`, or null when it is not a callable or has no body. */
export function callableRegionOf(op: Operation): Region | null {
  const model = CallableOpInterface.get(op);
  return model === null ? null : model.getCallableRegion(op);
}

export class CallGraph {
  /** Its name in `--mlir-timing` rows, as a pass analysis (survives minification). */
  static readonly analysisName = 'CallGraph';
  readonly externalCallerNode = new CallGraphNode(null);
  readonly unknownCalleeNode = new CallGraphNode(null);
  /** The callable nodes in creation order (MLIR keeps them in a MapVector). */
  private readonly nodes = new Map<Region, CallGraphNode>();

  /**
   * Builds the graph of the callables nested in `root`. Two walks, as in MLIR: the first makes the
   * nodes (so that calls may refer to callables defined later), the second resolves the calls.
   * Being constructible from the op alone makes it a pass analysis (`getAnalysis(CallGraph)`).
   */
  constructor(root: Operation) {
    const symbolTables = new SymbolTableCollection();
    this.build(root, symbolTables, false);
    this.build(root, symbolTables, true);
  }

  /** The nodes of all callables, in creation order. */
  [Symbol.iterator](): Iterator<CallGraphNode> {
    return this.nodes.values();
  }

  get size(): number {
    return this.nodes.size;
  }

  lookupNode(region: Region): CallGraphNode | null {
    return this.nodes.get(region) ?? null;
  }

  /**
   * The node `call` calls: the callable its symbol (or its callee value's defining op) names, or
   * the unknown-callee node.
   */
  resolveCallable(call: Operation, symbolTables: SymbolTableCollection): CallGraphNode {
    const model = CallOpInterface.get(call);
    if (model === null) return this.unknownCalleeNode;
    const callee = model.getCallableForCallee(call);
    const target =
      callee instanceof SymbolRefAttr
        ? symbolTables.lookupNearestSymbolFrom(call, callee)
        : (callee?.getDefiningOp() ?? null);
    const region = target === null ? null : callableRegionOf(target);
    return (region === null ? null : this.lookupNode(region)) ?? this.unknownCalleeNode;
  }

  /**
   * Walks `root` in pre-order (explicit stack): a call adds a call edge from the enclosing callable
   * (second walk only) and is not entered; a callable with a body gets a node, a child of the
   * enclosing callable or else reachable from the external node; a callable without one is skipped.
   */
  private build(root: Operation, symbolTables: SymbolTableCollection, resolveCalls: boolean): void {
    const ops: Operation[] = [root];
    const parents: (CallGraphNode | null)[] = [null];
    while (ops.length > 0) {
      const op = ops.pop()!;
      let parent = parents.pop()!;
      if (CallOpInterface.isImplementedBy(op)) {
        if (resolveCalls && parent !== null)
          parent.addEdge(this.resolveCallable(op, symbolTables), 'call');
        continue;
      }
      if (CallableOpInterface.isImplementedBy(op)) {
        const region = callableRegionOf(op);
        if (region === null) continue;
        parent = this.getOrAddNode(region, parent);
      }
      const regions = op.regions;
      for (let r = regions.length - 1; r >= 0; r--) {
        for (let block = regions[r]!.lastBlock; block !== null; block = block.prevNode) {
          for (let nested = block.lastOp; nested !== null; nested = nested.prevNode) {
            ops.push(nested);
            parents.push(parent);
          }
        }
      }
    }
  }

  private getOrAddNode(region: Region, parent: CallGraphNode | null): CallGraphNode {
    let node = this.nodes.get(region);
    if (node === undefined) {
      node = new CallGraphNode(region);
      this.nodes.set(region, node);
      if (parent !== null) parent.addEdge(node, 'child');
      else this.externalCallerNode.addEdge(node, 'abstract');
    }
    return node;
  }

  /**
   * The strongly connected components reachable from the external node, callees before callers
   * (Tarjan's algorithm in the order of LLVM's `scc_iterator`, iteratively: the nodes of each
   * component come in the order they leave the DFS stack).
   */
  stronglyConnectedComponents(): CallGraphNode[][] {
    const sccs: CallGraphNode[][] = [];
    const visitNumber = new Map<CallGraphNode, number>();
    const DONE = Number.MAX_SAFE_INTEGER;
    const sccStack: CallGraphNode[] = [];
    interface Frame {
      node: CallGraphNode;
      nextEdge: number;
      minVisited: number;
    }
    const visitStack: Frame[] = [];
    let counter = 0;
    const visit = (node: CallGraphNode): void => {
      const number = ++counter;
      visitNumber.set(node, number);
      sccStack.push(node);
      visitStack.push({ node, nextEdge: 0, minVisited: number });
    };
    visit(this.externalCallerNode);
    while (visitStack.length > 0) {
      const top = visitStack[visitStack.length - 1]!;
      if (top.nextEdge < top.node.edges.length) {
        const child = top.node.edges[top.nextEdge++]!.target;
        const seen = visitNumber.get(child);
        if (seen === undefined) visit(child);
        else if (seen < top.minVisited) top.minVisited = seen;
        continue;
      }
      visitStack.pop();
      const parent = visitStack[visitStack.length - 1];
      if (parent !== undefined && parent.minVisited > top.minVisited)
        parent.minVisited = top.minVisited;
      if (top.minVisited !== visitNumber.get(top.node)) continue;
      const scc: CallGraphNode[] = [];
      let member: CallGraphNode;
      do {
        member = sccStack.pop()!;
        visitNumber.set(member, DONE);
        scc.push(member);
      } while (member !== top.node);
      sccs.push(scc);
    }
    return sccs;
  }
}
