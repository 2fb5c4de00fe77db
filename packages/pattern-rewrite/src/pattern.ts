import type { Operation, OperationName, OperationState, TraitKey } from '@strata/ir-core';
import { PatternBenefit } from './benefit.js';
import type { PatternRewriter } from './rewriter.js';

/** Makes a pattern match every op; must be given explicitly, as MLIR's `MatchAnyOpTypeTag`. */
export const MatchAnyOpTypeTag: unique symbol = Symbol('MatchAnyOpTypeTag');
export type MatchAnyOpTypeTag = typeof MatchAnyOpTypeTag;

/** Something identified by a trait key: an op interface (`MemoryEffectOpInterface`) or a trait. */
export interface KeyedTraitOrInterface {
  readonly key: TraitKey;
}

/** Makes a pattern match ops implementing an interface (MLIR's `MatchInterfaceOpTypeTag`). */
export class MatchInterfaceOpTypeTag {
  constructor(readonly iface: KeyedTraitOrInterface) {}
}

/** Makes a pattern match ops with a trait (MLIR's `MatchTraitOpTypeTag`). */
export class MatchTraitOpTypeTag {
  constructor(readonly trait: KeyedTraitOrInterface) {}
}

/** An op class made by `defineOp` (anything with a static `operationName`). */
export interface OpClassRef<T extends Operation = Operation> {
  readonly operationName: string;
  readonly prototype: T;
}

/** What a pattern is rooted on. */
export type PatternRoot =
  string | OpClassRef | MatchAnyOpTypeTag | MatchInterfaceOpTypeTag | MatchTraitOpTypeTag;

export interface PatternOptions {
  /** Expected benefit (default 1). */
  benefit?: number | PatternBenefit;
  /** Names of the ops the rewrite may create (shown in debug output, used by conversion). */
  generatedOps?: readonly string[];
  /** Name used by debug output and by enable/disable filters; defaults to the class name. */
  debugName?: string;
  /** Extra names the enable/disable filters match. */
  debugLabels?: readonly string[];
  /** The rewrite may apply to ops it created itself, a bounded number of times. */
  hasBoundedRewriteRecursion?: boolean;
}

/** The root a pattern matches, resolved: at most one of the fields is set. */
interface ResolvedRoot {
  readonly name: string | null;
  readonly interfaceKey: TraitKey | null;
  readonly traitKey: TraitKey | null;
}

function resolveRoot(root: PatternRoot): ResolvedRoot {
  if (root === MatchAnyOpTypeTag) return { name: null, interfaceKey: null, traitKey: null };
  if (typeof root === 'string') return { name: root, interfaceKey: null, traitKey: null };
  if (root instanceof MatchInterfaceOpTypeTag)
    return { name: null, interfaceKey: root.iface.key, traitKey: null };
  if (root instanceof MatchTraitOpTypeTag)
    return { name: null, interfaceKey: null, traitKey: root.trait.key };
  return { name: root.operationName, interfaceKey: null, traitKey: null };
}

/**
 * A rewrite pattern (MLIR's `RewritePattern`). Subclasses implement either {@link matchAndRewrite}
 * or the {@link match} / {@link rewrite} pair. A pattern must not mutate the IR before it knows it
 * matches, and must make every mutation through the rewriter it is given; it answers true when it
 * rewrote the op.
 */
export abstract class RewritePattern {
  readonly benefit: PatternBenefit;
  /** The root op name, or null for patterns rooted on any op, an interface or a trait. */
  readonly rootKind: string | null;
  readonly rootInterface: TraitKey | null;
  readonly rootTrait: TraitKey | null;
  private debugName: string;
  private readonly debugLabels: string[];
  private readonly generatedOps: string[];
  private boundedRecursion: boolean;

  constructor(root: PatternRoot, options: PatternOptions = {}) {
    const resolved = resolveRoot(root);
    this.rootKind = resolved.name;
    this.rootInterface = resolved.interfaceKey;
    this.rootTrait = resolved.traitKey;
    this.benefit = PatternBenefit.of(options.benefit ?? 1);
    this.debugName = options.debugName ?? this.constructor.name;
    this.debugLabels = [...(options.debugLabels ?? [])];
    this.generatedOps = [...(options.generatedOps ?? [])];
    this.boundedRecursion = options.hasBoundedRewriteRecursion ?? false;
  }

  getBenefit(): PatternBenefit {
    return this.benefit;
  }

  /** Whether the pattern is rooted on any op (no name, interface or trait). */
  matchesAnyOp(): boolean {
    return this.rootKind === null && this.rootInterface === null && this.rootTrait === null;
  }

  getDebugName(): string {
    return this.debugName;
  }

  setDebugName(name: string): void {
    this.debugName = name;
  }

  getDebugLabels(): readonly string[] {
    return this.debugLabels;
  }

  addDebugLabels(...labels: string[]): void {
    this.debugLabels.push(...labels);
  }

  getGeneratedOps(): readonly string[] {
    return this.generatedOps;
  }

  hasBoundedRewriteRecursion(): boolean {
    return this.boundedRecursion;
  }

  setHasBoundedRewriteRecursion(value = true): void {
    this.boundedRecursion = value;
  }

  /** Whether `name` (an op's) is one this pattern is rooted on. */
  rootMatches(name: OperationName): boolean {
    if (this.rootKind !== null) return this.rootKind === name.identifier;
    if (this.rootInterface !== null) return name.info?.getInterface(this.rootInterface) != null;
    if (this.rootTrait !== null) return name.hasTrait(this.rootTrait);
    return true;
  }

  /** Whether the pattern applies to `op`; must not mutate anything. Used with {@link rewrite}. */
  match(op: Operation): boolean {
    void op;
    throw new Error(`pattern '${this.debugName}' implements neither matchAndRewrite nor match`);
  }

  /** Rewrites `op`, which {@link match} accepted. */
  rewrite(op: Operation, rewriter: PatternRewriter): void {
    void op;
    void rewriter;
    throw new Error(`pattern '${this.debugName}' implements match but not rewrite`);
  }

  /** Matches and rewrites `op`; answers true if it rewrote it. */
  matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (!this.match(op)) return false;
    this.rewrite(op, rewriter);
    return true;
  }
}

/**
 * A pattern rooted on one op class, receiving ops of that class (MLIR's `OpRewritePattern<OpT>`):
 * `class FoldDouble extends OpRewritePattern<NegOp> { constructor() { super(NegOp); } ... }`.
 */
export abstract class OpRewritePattern<T extends Operation> extends RewritePattern {
  constructor(opClass: OpClassRef<T>, options: PatternOptions = {}) {
    super(opClass, options);
  }

  override match(op: T): boolean {
    return super.match(op);
  }

  override rewrite(op: T, rewriter: PatternRewriter): void {
    super.rewrite(op, rewriter);
  }

  override matchAndRewrite(op: T, rewriter: PatternRewriter): boolean {
    return super.matchAndRewrite(op, rewriter);
  }
}

/** The body of a pattern written as a function. */
export type PatternFunction<T extends Operation = Operation> = (
  op: T,
  rewriter: PatternRewriter,
) => boolean;

/** A pattern whose body is a plain function (MLIR's `patterns.add(fn)`). */
class FunctionPattern<T extends Operation> extends RewritePattern {
  constructor(
    root: PatternRoot,
    private readonly body: PatternFunction<T>,
    options: PatternOptions,
  ) {
    super(root, { ...options, debugName: options.debugName ?? body.name });
  }

  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    return this.body(op as T, rewriter);
  }
}

/**
 * Makes a pattern from a function. Rooted on an op class, the function receives ops of that class:
 * `definePattern(AddOp, (op, rewriter) => { ... })`.
 */
export function definePattern<T extends Operation>(
  root: OpClassRef<T>,
  body: PatternFunction<T>,
  options?: PatternOptions,
): RewritePattern;
export function definePattern(
  root: PatternRoot,
  body: PatternFunction<Operation>,
  options?: PatternOptions,
): RewritePattern;
export function definePattern(
  root: PatternRoot,
  body: PatternFunction<Operation>,
  options: PatternOptions = {},
): RewritePattern {
  return new FunctionPattern(root, body, options);
}

/** An op class that `replaceOpWithNewOp` can build: a `defineOp` class or any state factory. */
export interface BuildableOpClass<T extends Operation, A extends unknown[]> {
  new (state: OperationState): T;
  build(location: OperationState['location'], ...args: A): OperationState;
}
