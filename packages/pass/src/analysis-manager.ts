/**
 * Analysis management, after MLIR's `AnalysisManager`: a pass asks for an analysis of the op it runs
 * on (or of an op nested in it), the manager computes it once and caches it per op, and after the
 * pass the analyses it did not declare preserved are dropped. The cache is a tree that follows the
 * nesting of the ops the pass manager visits, so that a function's analyses live as long as the
 * pipeline running on that function.
 */

/**
 * An analysis: a class constructed from the op it analyses and the manager (to ask for the analyses
 * it builds on). A constructor that takes only the op is fine too.
 */
export interface AnalysisClass<A extends object = object> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each analysis takes its own op type
  new (op: any, analyses: AnalysisManager): A;
  /**
   * The name in `--mlir-timing`'s `(A) name` rows. Defaults to the class name; set it when the
   * code may be minified (minifiers rename classes).
   */
  readonly analysisName?: string;
}

/**
 * An analysis that decides itself whether a pass invalidated it (MLIR's `isInvalidated` hook), e.g.
 * because it depends only on analyses that were preserved. Without the hook, an analysis survives a
 * pass only when the pass preserved it by name.
 */
export interface SelfInvalidatingAnalysis {
  isInvalidated(preserved: PreservedAnalyses): boolean;
}

/** The analyses a pass declared it kept valid (`markAnalysesPreserved`, `markAllAnalysesPreserved`). */
export class PreservedAnalyses {
  private all = false;
  private readonly kept = new Set<AnalysisClass>();

  preserveAll(): void {
    this.all = true;
  }

  preserve(...analyses: AnalysisClass[]): void {
    for (const analysis of analyses) this.kept.add(analysis);
  }

  /** Whether the pass declared that it changed nothing. */
  isAll(): boolean {
    return this.all;
  }

  isNone(): boolean {
    return !this.all && this.kept.size === 0;
  }

  /** Whether `analysis` was named as preserved (or everything was). */
  isPreserved(analysis: AnalysisClass): boolean {
    return this.all || this.kept.has(analysis);
  }

  /** Forgets `analysis`, so that analyses depending on it can see it was invalidated. */
  unpreserve(analysis: AnalysisClass): void {
    this.kept.delete(analysis);
  }

  copy(): PreservedAnalyses {
    const copy = new PreservedAnalyses();
    copy.all = this.all;
    for (const analysis of this.kept) copy.kept.add(analysis);
    return copy;
  }
}

/** Told when an analysis is computed (the pass manager's instrumentations, for timing). */
export interface AnalysisObserver {
  runBeforeAnalysis(name: string, analysis: AnalysisClass, op: object): void;
  runAfterAnalysis(name: string, analysis: AnalysisClass, op: object): void;
}

/** How the manager finds the op enclosing an op (the pass manager's IR adapter). */
export type ParentOpLookup = (op: object) => object | null;

/** The display name of an analysis in reports. */
export function analysisName(analysis: AnalysisClass): string {
  return analysis.analysisName ?? analysis.name;
}

/** The cached analyses of one op and the maps of the nested ops analysed so far. */
class AnalysisMap {
  /** In computation order, so an analysis comes after the ones it was built from. */
  readonly analyses = new Map<AnalysisClass, object>();
  readonly children = new Map<object, AnalysisMap>();

  constructor(
    readonly op: object,
    readonly parent: AnalysisMap | null,
  ) {}

  /** Drops the analyses `preserved` does not cover, here and in every nested map. */
  invalidate(preserved: PreservedAnalyses): void {
    if (preserved.isAll()) return;
    this.invalidateOwn(preserved);
    if (preserved.isNone()) {
      this.children.clear();
      return;
    }
    const pending: AnalysisMap[] = [...this.children.values()];
    while (pending.length !== 0) {
      const map = pending.pop()!;
      map.invalidateOwn(preserved);
      for (const child of map.children.values()) pending.push(child);
    }
  }

  private invalidateOwn(preserved: PreservedAnalyses): void {
    const remaining = preserved.copy();
    for (const [kind, analysis] of this.analyses) {
      const hook = (analysis as Partial<SelfInvalidatingAnalysis>).isInvalidated;
      const invalid =
        typeof hook === 'function' ? hook.call(analysis, remaining) : !remaining.isPreserved(kind);
      if (!invalid) continue;
      this.analyses.delete(kind);
      remaining.unpreserve(kind);
    }
  }

  clear(): void {
    this.analyses.clear();
    this.children.clear();
  }
}

/**
 * The analyses of one op and of the ops nested in it. A pass reaches it through `getAnalysis` and
 * friends; the pass manager makes one per run and nests it along the ops it schedules passes on.
 */
export class AnalysisManager {
  private constructor(
    private readonly map: AnalysisMap,
    private readonly parentOp: ParentOpLookup | null,
    private readonly observer: AnalysisObserver | null,
  ) {}

  /**
   * A manager for a top-level op. `parentOp` lets it reach analyses of ops nested at any depth;
   * `observer` is told when an analysis is computed.
   */
  static forOperation(
    op: object,
    parentOp: ParentOpLookup | null = null,
    observer: AnalysisObserver | null = null,
  ): AnalysisManager {
    return new AnalysisManager(new AnalysisMap(op, null), parentOp, observer);
  }

  /** The op this manager caches analyses for. */
  get operation(): object {
    return this.map.op;
  }

  /** The analysis of this manager's op, computed on first request and then cached. */
  getAnalysis<A extends object>(analysis: AnalysisClass<A>): A {
    const cached = this.map.analyses.get(analysis);
    if (cached !== undefined) return cached as A;
    const op = this.map.op;
    const name = analysisName(analysis);
    this.observer?.runBeforeAnalysis(name, analysis, op);
    const computed = new analysis(op, this);
    this.map.analyses.set(analysis, computed);
    this.observer?.runAfterAnalysis(name, analysis, op);
    return computed;
  }

  /** The analysis if it is cached, without computing it. */
  getCachedAnalysis<A extends object>(analysis: AnalysisClass<A>): A | undefined {
    return this.map.analyses.get(analysis) as A | undefined;
  }

  /** The analysis of `child`, an op nested (at any depth) in this manager's op. */
  getChildAnalysis<A extends object>(child: object, analysis: AnalysisClass<A>): A {
    return this.nest(child).getAnalysis(analysis);
  }

  /** The cached analysis of `child`, an op directly nested in this manager's op. */
  getCachedChildAnalysis<A extends object>(
    child: object,
    analysis: AnalysisClass<A>,
  ): A | undefined {
    return this.map.children.get(child)?.analyses.get(analysis) as A | undefined;
  }

  /**
   * The cached analysis of `ancestor`, an op a pass manager is running on around this one. It may
   * be out of date: the passes running now can change the IR it describes.
   */
  getCachedParentAnalysis<A extends object>(
    ancestor: object,
    analysis: AnalysisClass<A>,
  ): A | undefined {
    for (let map = this.map.parent; map !== null; map = map.parent)
      if (map.op === ancestor) return map.analyses.get(analysis) as A | undefined;
    return undefined;
  }

  /** The manager of `op`, which must be nested (at any depth) in this manager's op. */
  nest(op: object): AnalysisManager {
    const chain: object[] = [];
    for (let at: object | null = op; at !== this.map.op; at = this.enclosingOp(at)) {
      if (at === null)
        throw new Error('AnalysisManager.nest: the op is not nested in the manager’s op');
      chain.push(at);
    }
    let map = this.map;
    for (let i = chain.length - 1; i >= 0; i--) {
      const child = chain[i]!;
      let next = map.children.get(child);
      if (next === undefined) {
        next = new AnalysisMap(child, map);
        map.children.set(child, next);
      }
      map = next;
    }
    return map === this.map ? this : new AnalysisManager(map, this.parentOp, this.observer);
  }

  /** Drops the analyses (of this op and nested ops) that `preserved` does not keep. */
  invalidate(preserved: PreservedAnalyses): void {
    this.map.invalidate(preserved);
  }

  /** Drops every analysis of this op and of the ops nested in it. */
  clear(): void {
    this.map.clear();
  }

  private enclosingOp(op: object): object | null {
    if (this.parentOp === null)
      throw new Error('AnalysisManager.nest: this manager cannot find enclosing ops');
    return this.parentOp(op);
  }
}
