import type { MLIRContext, Operation, OperationName } from '@strata/ir-core';
import {
  definePattern,
  type OpClassRef,
  type PatternFunction,
  type PatternOptions,
  type PatternRoot,
  type RewritePattern,
} from './pattern.js';

/**
 * A list of patterns being collected (MLIR's `RewritePatternSet`). Freeze it with
 * {@link FrozenRewritePatternSet} to apply it.
 */
export class RewritePatternSet {
  private readonly list: RewritePattern[] = [];

  constructor(
    readonly context: MLIRContext,
    ...patterns: RewritePattern[]
  ) {
    this.list.push(...patterns);
  }

  /** Adds patterns, in order; insertion order breaks ties between equal benefits. */
  add(...patterns: RewritePattern[]): this {
    this.list.push(...patterns);
    return this;
  }

  /** Adds a pattern written as a function (see {@link definePattern}). */
  addFunction<T extends Operation>(
    root: OpClassRef<T>,
    body: PatternFunction<T>,
    options?: PatternOptions,
  ): this;
  addFunction(root: PatternRoot, body: PatternFunction<Operation>, options?: PatternOptions): this;
  addFunction(root: PatternRoot, body: PatternFunction<Operation>, options?: PatternOptions): this {
    this.list.push(definePattern(root, body, options));
    return this;
  }

  /** Moves every pattern of `other` to the end of this set. */
  insertAll(other: RewritePatternSet): this {
    this.list.push(...other.list);
    other.list.length = 0;
    return this;
  }

  getPatterns(): readonly RewritePattern[] {
    return this.list;
  }

  get size(): number {
    return this.list.length;
  }

  clear(): void {
    this.list.length = 0;
  }
}

export interface FreezeOptions {
  /** Drop patterns whose debug name or a debug label is listed here. */
  disabledPatterns?: Iterable<string>;
  /** When non-empty, keep only patterns whose debug name or a debug label is listed here. */
  enabledPatterns?: Iterable<string>;
}

/** A pattern together with its position in the set, which breaks benefit ties. */
export interface IndexedPattern {
  readonly pattern: RewritePattern;
  readonly index: number;
}

/**
 * An immutable set of patterns indexed for application (MLIR's `FrozenRewritePatternSet`): by root
 * op name, plus the patterns rooted on any op. Patterns rooted on an interface or a trait are
 * resolved to op names the first time an op of that name is looked up.
 */
export class FrozenRewritePatternSet {
  private readonly byName = new Map<string, IndexedPattern[]>();
  private readonly anyOp: IndexedPattern[] = [];
  private readonly byInterfaceOrTrait: IndexedPattern[] = [];
  private readonly resolved = new Map<OperationName, readonly IndexedPattern[]>();
  readonly patterns: readonly RewritePattern[];

  constructor(
    set: RewritePatternSet | readonly RewritePattern[] = [],
    options: FreezeOptions = {},
  ) {
    const disabled = new Set(options.disabledPatterns ?? []);
    const enabled = new Set(options.enabledPatterns ?? []);
    const all = set instanceof RewritePatternSet ? set.getPatterns() : set;
    const kept: RewritePattern[] = [];
    for (const pattern of all) {
      const names = [pattern.getDebugName(), ...pattern.getDebugLabels()];
      if (names.some((name) => disabled.has(name))) continue;
      if (enabled.size !== 0 && !names.some((name) => enabled.has(name))) continue;
      const entry: IndexedPattern = { pattern, index: kept.length };
      kept.push(pattern);
      if (pattern.rootKind !== null) {
        let list = this.byName.get(pattern.rootKind);
        if (list === undefined) this.byName.set(pattern.rootKind, (list = []));
        list.push(entry);
      } else if (pattern.matchesAnyOp()) {
        this.anyOp.push(entry);
      } else {
        this.byInterfaceOrTrait.push(entry);
      }
    }
    this.patterns = kept;
  }

  /** The patterns rooted on ops named `name` (by name, interface or trait), in insertion order. */
  getOpSpecificPatterns(name: OperationName): readonly IndexedPattern[] {
    const cached = this.resolved.get(name);
    if (cached !== undefined) return cached;
    const direct = this.byName.get(name.identifier) ?? [];
    let list: readonly IndexedPattern[] = direct;
    if (this.byInterfaceOrTrait.length !== 0) {
      const extra = this.byInterfaceOrTrait.filter((entry) => entry.pattern.rootMatches(name));
      if (extra.length !== 0) list = [...direct, ...extra].sort((a, b) => a.index - b.index);
    }
    this.resolved.set(name, list);
    return list;
  }

  /** The patterns rooted on any op, in insertion order. */
  getMatchAnyOpPatterns(): readonly IndexedPattern[] {
    return this.anyOp;
  }

  /** Every root op name patterns are registered for by name. */
  getRootNames(): string[] {
    return [...this.byName.keys()];
  }
}
