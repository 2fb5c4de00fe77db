/**
 * The `inline` pass (MLIR's `InlinerPass` over its `Inliner`): walks the call graph's strongly
 * connected components bottom-up (callees first); in each, it simplifies the callables with the
 * default pipeline (`canonicalize`), then inlines the calls it may, and repeats while that inlined
 * something (at most `max-iterations` times). An inline history keeps a call produced by inlining
 * `f` from inlining `f` again, so recursion cannot unroll forever. Private callables left without
 * uses are erased at the end.
 */
import {
  type Block,
  CoreTraits,
  type Operation,
  SingleBlock,
  SymbolRefAttr,
  SymbolTableCollection,
  CallOpInterface,
} from '@strata/ir-core';
import {
  OpPassManager,
  Pass,
  PassRegistry,
  PipelineError,
  parsePassPipeline,
  parsePipelineInto,
  pipelineOption,
  printPipelineText,
} from '@strata/pass';
import * as z from 'zod/mini';
import { CallGraph, type CallGraphNode } from './call-graph.js';
import { CanonicalizerPass } from './canonicalize.js';
import { CSEPass } from './cse.js';
import { inlineCall, type InlineListener } from './inliner.js';
import { CallGraphUseList } from './inliner-uses.js';

/** MLIR's "no threshold" value of `inlining-threshold` (`-1U`). */
const NO_THRESHOLD = 4294967295;

const options = z.object({
  'default-pipeline': z._default(
    z
      .string()
      .check(
        z.describe(
          'The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList',
        ),
      ),
    'canonicalize',
  ),
  'inlining-threshold': z._default(
    z
      .int()
      .check(
        z.describe(
          'If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it',
        ),
      ),
    NO_THRESHOLD,
  ),
  'max-iterations': z._default(
    z.int().check(z.describe('Maximum number of iterations when inlining within an SCC')),
    4,
  ),
  'op-pipelines': z._default(
    z
      .array(pipelineOption(z.string()))
      .check(
        z.describe(
          'Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)',
        ),
      ),
    [],
  ),
});

/** A call the inliner may inline: the call, the callable it sits in, and the one it calls. */
interface ResolvedCall {
  readonly call: Operation;
  readonly sourceNode: CallGraphNode;
  readonly targetNode: CallGraphNode;
}

/**
 * MLIR's `collectCallOps`: the calls to callables of the graph in `blocks` (nested regions too,
 * except, unless `traverseNestedNodes`, the bodies of nested callables). A LIFO worklist of blocks,
 * as in MLIR, which fixes the order the calls are tried in.
 */
function collectCallOps(
  blocks: readonly Block[],
  sourceNode: CallGraphNode,
  graph: CallGraph,
  symbolTables: SymbolTableCollection,
  calls: ResolvedCall[],
  traverseNestedNodes: boolean,
): void {
  const worklist: { block: Block; node: CallGraphNode }[] = [];
  for (const block of blocks) worklist.push({ block, node: sourceNode });
  while (worklist.length > 0) {
    const { block, node } = worklist.pop()!;
    for (const op of block) {
      const callModel = CallOpInterface.get(op);
      if (callModel !== null) {
        const callee = callModel.getCallableForCallee(op);
        // Nested references (@a::@b) are not inlined, as in MLIR.
        if (callee instanceof SymbolRefAttr && !callee.isFlat) continue;
        const targetNode = graph.resolveCallable(op, symbolTables);
        if (!targetNode.isExternal()) calls.push({ call: op, sourceNode: node, targetNode });
        continue;
      }
      for (const region of op.regions) {
        const nestedNode = graph.lookupNode(region);
        if (!traverseNestedNodes && nestedNode !== null) continue;
        for (const nested of region) worklist.push({ block: nested, node: nestedNode ?? node });
      }
    }
  }
}

/** Whether `node` is `id`'s callee or that of an inlining that `id`'s call came from. */
function inlineHistoryIncludes(
  node: CallGraphNode,
  id: number | null,
  history: readonly { node: CallGraphNode; parent: number | null }[],
): boolean {
  while (id !== null) {
    if (history[id]!.node === node) return true;
    id = history[id]!.parent;
  }
  return false;
}

function countOps(root: Block[]): number {
  let count = 0;
  const pending = [...root];
  while (pending.length > 0) {
    const block = pending.pop()!;
    for (const op of block) {
      count++;
      for (const region of op.regions) for (const nested of region) pending.push(nested);
    }
  }
  return count;
}

/** Runs the optimization pipeline on one callable op; false when it failed. */
export type CallableOptimizer = (callable: Operation) => boolean;

export interface InlinerConfig {
  /** Simplifies each callable before and after inlining into it (null: no simplification). */
  readonly optimizer: CallableOptimizer | null;
  /** How many simplify-then-inline rounds an SCC gets at most. */
  readonly maxIterations: number;
  /** The largest callee/caller op-count ratio, in percent, still inlined (4294967295: any). */
  readonly inliningThreshold: number;
}

/** The inlining of one root op (MLIR's `Inliner::Impl`). */
class Inliner implements InlineListener {
  private readonly symbolTables = new SymbolTableCollection();
  private readonly graph: CallGraph;
  private readonly uses: CallGraphUseList;
  /** The calls of the current round; inlining appends the calls of the inlined bodies. */
  private readonly calls: ResolvedCall[] = [];
  /** Callables found dead, erased at the end. */
  private readonly deadCallables = new Set<CallGraphNode>();

  constructor(
    root: Operation,
    private readonly config: InlinerConfig,
    graph: CallGraph,
  ) {
    this.graph = graph;
    this.uses = new CallGraphUseList(root, this.graph, this.symbolTables);
  }

  run(): boolean {
    for (const scc of this.graph.stronglyConnectedComponents()) {
      if (!this.inlineSCC(scc)) return false;
    }
    for (const node of this.deadCallables) node.callableRegion!.parentOp!.erase();
    return true;
  }

  processInlinedBlocks(blocks: readonly Block[]): void {
    // The closest callable around the inlined blocks owns the calls they bring.
    let region = blocks[0]!.parent;
    let node: CallGraphNode | null = null;
    while (region !== null && (node = this.graph.lookupNode(region)) === null)
      region = region.getParentRegion();
    if (node === null) return;
    collectCallOps(blocks, node, this.graph, this.symbolTables, this.calls, true);
  }

  private inlineSCC(scc: CallGraphNode[]): boolean {
    let iteration = 0;
    do {
      if (!this.optimizeSCC(scc)) return false;
      if (!this.inlineCallsInSCC(scc)) break;
    } while (++iteration < this.config.maxIterations);
    return true;
  }

  /**
   * Runs the optimizer on each callable of the SCC that is isolated from above and has no nested
   * callables (which it might delete), then recounts their uses.
   */
  private optimizeSCC(scc: CallGraphNode[]): boolean {
    const optimizer = this.config.optimizer;
    const nodes: CallGraphNode[] = [];
    for (const node of scc) {
      if (node.isExternal() || node.hasChildren()) continue;
      if (!node.callableRegion!.parentOp!.hasTrait(CoreTraits.IsIsolatedFromAbove)) continue;
      nodes.push(node);
    }
    if (nodes.length === 0) return true;
    if (optimizer !== null)
      for (const node of nodes) if (!optimizer(node.callableRegion!.parentOp!)) return false;
    for (const node of nodes) this.uses.recomputeUses(node);
    return true;
  }

  /** One round of inlining in the SCC (MLIR's `inlineCallsInSCC`); true if anything was inlined. */
  private inlineCallsInSCC(scc: CallGraphNode[]): boolean {
    const calls = this.calls;
    const deadNodes = new Set<CallGraphNode>();
    for (const node of scc) {
      if (node.isExternal()) continue;
      if (this.uses.isDead(node)) deadNodes.add(node);
      else
        collectCallOps(
          node.callableRegion!.blocks,
          node,
          this.graph,
          this.symbolTables,
          calls,
          false,
        );
    }
    const history: { node: CallGraphNode; parent: number | null }[] = [];
    const callHistory: (number | null)[] = calls.map(() => null);
    let inlinedAny = false;
    for (let i = 0; i < calls.length; i++) {
      const resolved = calls[i]!;
      if (deadNodes.has(resolved.sourceNode)) continue;
      if (inlineHistoryIncludes(resolved.targetNode, callHistory[i]!, history)) continue;
      if (!this.shouldInline(resolved)) continue;
      const { call, sourceNode, targetNode } = resolved;
      const previousSize = calls.length;
      const region = targetNode.callableRegion!;
      const inPlace = this.uses.hasOneUseAndDiscardable(targetNode);
      if (!inlineCall(call, region.parentOp!, region, !inPlace, this)) continue;
      inlinedAny = true;
      history.push({ node: targetNode, parent: callHistory[i]! });
      for (let k = previousSize; k < calls.length; k++) callHistory.push(history.length - 1);
      this.uses.dropCallUses(sourceNode, call);
      this.uses.mergeUsesAfterInlining(targetNode, sourceNode);
      call.erase();
      if (inPlace) {
        this.uses.eraseNode(targetNode);
        deadNodes.add(targetNode);
      }
    }
    for (const node of deadNodes) {
      const index = scc.indexOf(node);
      if (index >= 0) scc.splice(index, 1);
      this.deadCallables.add(node);
    }
    calls.length = 0;
    return inlinedAny;
  }

  /** MLIR's `shouldInline`: the cases the inliner leaves alone, then the profitability threshold. */
  private shouldInline({ call, sourceNode, targetNode }: ResolvedCall): boolean {
    if (call.hasTrait(CoreTraits.IsTerminator)) return false;
    // A callee that calls itself or its caller (A->B->A) is not inlined.
    for (const edge of targetNode.edges)
      if (edge.target === targetNode || edge.target === sourceNode) return false;
    const calleeRegion = targetNode.callableRegion!;
    // Nor is a call inside the callee it would inline.
    if (calleeRegion.isAncestor(call.getParentRegion())) return false;
    // A multi-block body needs a caller region that may hold several blocks.
    const callerOp = call.getParentOp()!;
    if (
      calleeRegion.blocks.length >= 2 &&
      calleeRegion.parentOp!.name !== callerOp.name &&
      callerOp.mightHaveTrait(SingleBlock.key)
    )
      return false;
    return this.isProfitable(sourceNode, targetNode);
  }

  private isProfitable(sourceNode: CallGraphNode, targetNode: CallGraphNode): boolean {
    const threshold = this.config.inliningThreshold;
    if (threshold === NO_THRESHOLD) return true;
    const callerOps = countOps(sourceNode.callableRegion!.blocks);
    if (callerOps === 0) return true;
    const ratio = Math.floor((countOps(targetNode.callableRegion!.blocks) * 100) / callerOps);
    return ratio <= threshold;
  }
}

/**
 * Inlines the calls under `root` (which must be a symbol table) as the `inline` pass does; false
 * when the optimizer failed. `graph` is the call graph of `root` when the caller has it already
 * (the pass takes it from its analysis manager); inlining updates it.
 */
export function inlineCalls(
  root: Operation,
  config: InlinerConfig,
  graph: CallGraph = new CallGraph(root),
): boolean {
  return new Inliner(root, config, graph).run();
}

/** The passes a default pipeline may name when the pass is built without a registry. */
function localRegistry(): PassRegistry {
  const registry = new PassRegistry();
  registry.registerPass(() => new CanonicalizerPass());
  registry.registerPass(() => new CSEPass());
  return registry;
}

/**
 * `inline`: the inliner over the op it runs on, which must define a symbol table. Each callable is
 * simplified with the `op-pipelines` entry anchored on its op name (`func.func(cse)`), or else
 * with `default-pipeline`; their passes come from the registry given at construction (strata-opt
 * passes its own), or else from canonicalize and cse. They run as the pass's own nested
 * pipelines (`Pass.runPipeline`), so that timing and IR printing see them as in mlir-opt.
 */
export class InlinerPass extends Pass<typeof options> {
  readonly argument = 'inline';
  readonly name = 'Inliner';
  override readonly description = 'Inline function calls';
  override readonly optionsSchema = options;
  private readonly registry: PassRegistry;

  constructor(registry?: PassRegistry) {
    super();
    this.registry = registry ?? localRegistry();
  }

  /** An `op-pipelines` entry prints as its parsed pipeline, passes with all options (MLIR). */
  protected override printPipelineOption(text: string): string {
    return printPipelineText(text, this.registry);
  }

  runOnOperation(): void {
    const op = this.getOperation() as Operation;
    // Asked for first, as MLIR's pass does (it shows in the timing report even when the op fails).
    const graph = this.getAnalysis(CallGraph);
    if (!op.hasTrait(CoreTraits.SymbolTable)) {
      op.emitOpError(' was scheduled to run under the inliner, but does not define a symbol table');
      this.signalPassFailure();
      return;
    }
    const optimizer = this.makeOptimizer(op);
    if (optimizer === undefined) return;
    const config: InlinerConfig = {
      optimizer,
      maxIterations: this.options['max-iterations'],
      inliningThreshold: this.options['inlining-threshold'],
    };
    if (!inlineCalls(op, config, graph)) this.signalPassFailure();
  }

  /** Parses `text` into `pm`; the reason it cannot be, or null. */
  private parseInto(pm: OpPassManager, text: string): string | null {
    try {
      return parsePipelineInto(pm, text, this.registry)?.message ?? pm.finalize();
    } catch {
      // A lazily registered pass whose module could not be loaded.
      return 'a pass it names is not available';
    }
  }

  /**
   * The `op-pipelines` entries by anchor op name; null (after a diagnostic on `root`) when one
   * cannot be parsed.
   */
  private parseOpPipelines(root: Operation): Map<string, OpPassManager> | null {
    const pipelines = new Map<string, OpPassManager>();
    for (const text of this.options['op-pipelines']) {
      let parsed: OpPassManager | PipelineError | string;
      try {
        parsed = parsePassPipeline(text, this.registry);
      } catch {
        parsed = 'a pass it names is not available';
      }
      if (parsed instanceof OpPassManager) {
        const error = parsed.finalize();
        if (error === null) {
          pipelines.set(parsed.anchor, parsed);
          continue;
        }
        parsed = error;
      }
      const reason = typeof parsed === 'string' ? parsed : parsed.message;
      root.emitError(`inliner op-pipelines '${text}': ${reason}`);
      return null;
    }
    return pipelines;
  }

  /**
   * The optimizer running, on a callable, its op's `op-pipelines` entry or else
   * `default-pipeline` (one pass manager per callable op name); null when there is neither;
   * undefined (after a diagnostic) when a pipeline text is invalid.
   */
  private makeOptimizer(root: Operation): CallableOptimizer | null | undefined {
    const text = this.options['default-pipeline'];
    const hasDefault = text.trim() !== '';
    const pipelines = this.parseOpPipelines(root);
    const error = hasDefault ? this.parseInto(new OpPassManager('any'), text) : null;
    if (pipelines === null || error !== null) {
      if (error !== null) root.emitError(`inliner default-pipeline '${text}': ${error}`);
      this.signalPassFailure();
      return undefined;
    }
    if (!hasDefault && pipelines.size === 0) return null;
    return (callable) => {
      const opName = callable.name.identifier;
      let pm = pipelines.get(opName);
      if (pm === undefined) {
        // No dedicated pipeline: without a default one, the callable is left as it is.
        if (!hasDefault) return true;
        pm = new OpPassManager(opName);
        this.parseInto(pm, text);
        pipelines.set(opName, pm);
      }
      return this.runPipeline(pm, callable);
    };
  }
}
