import type { MLIRContext } from '../context.js';
import type { Uniqued } from '../support/uniquer.js';
import { AffineExpr, printAffineExpr } from './affine-expr.js';

function exprKey(exprs: readonly AffineExpr[]): string {
  let key = '';
  for (const expr of exprs) key += expr.uid + ',';
  return key;
}

function printDimsAndSymbols(numDims: number, numSymbols: number, out: string[]): void {
  out.push('(');
  for (let i = 0; i < numDims; i++) out.push(i > 0 ? ', d' + i : 'd' + i);
  out.push(')');
  if (numSymbols === 0) return;
  out.push('[');
  for (let i = 0; i < numSymbols; i++) out.push(i > 0 ? ', s' + i : 's' + i);
  out.push(']');
}

/** `(d0, d1)[s0] -> (d0 + s0, d1)`: a uniqued map from dimensions and symbols to results. */
export class AffineMap implements Uniqued {
  private constructor(
    readonly context: MLIRContext,
    readonly uid: number,
    readonly numDims: number,
    readonly numSymbols: number,
    readonly results: readonly AffineExpr[],
  ) {}

  static get(
    context: MLIRContext,
    numDims: number,
    numSymbols: number,
    results: readonly AffineExpr[],
  ): AffineMap {
    return context.uniquer.get(
      `amap|${numDims}|${numSymbols}|${exprKey(results)}`,
      (uid) => new AffineMap(context, uid, numDims, numSymbols, Object.freeze([...results])),
    );
  }

  /** `(d0, ..., dn-1) -> (d0, ..., dn-1)`. */
  static getMultiDimIdentityMap(context: MLIRContext, numDims: number): AffineMap {
    const results = Array.from({ length: numDims }, (_, i) => AffineExpr.dim(context, i));
    return AffineMap.get(context, numDims, 0, results);
  }

  /** `() -> (value)`. */
  static getConstantMap(context: MLIRContext, value: number): AffineMap {
    return AffineMap.get(context, 0, 0, [AffineExpr.constant(context, value)]);
  }

  get numResults(): number {
    return this.results.length;
  }

  get numInputs(): number {
    return this.numDims + this.numSymbols;
  }

  getResult(index: number): AffineExpr {
    const result = this.results[index];
    if (!result) throw new Error(`result ${index} out of range`);
    return result;
  }

  /** Each result i is d_i and there are as many results as dimensions. */
  isIdentity(): boolean {
    if (this.numDims !== this.results.length) return false;
    return this.results.every((result, i) => result.isDim(i));
  }

  /** `(d0, ..., dn-1) -> (d_perm[0], ...)`. */
  static getPermutationMap(context: MLIRContext, permutation: readonly number[]): AffineMap {
    const results = permutation.map((position) => AffineExpr.dim(context, position));
    return AffineMap.get(context, permutation.length, 0, results);
  }

  /** Every result is a distinct dimension and every dimension is used: a permutation of the inputs. */
  isPermutation(): boolean {
    if (this.numDims !== this.results.length) return false;
    const seen = new Set<number>();
    for (const result of this.results) {
      if (result.kind !== 'dim' || seen.has(result.value)) return false;
      seen.add(result.value);
    }
    return true;
  }

  /** Every result is a constant. */
  isConstant(): boolean {
    return this.results.every((result) => result.kind === 'constant');
  }

  /** The results' values for a constant map; asking any other map is a bug. */
  getConstantResults(): number[] {
    if (!this.isConstant())
      throw new Error(`getConstantResults on non-constant map ${this.toString()}`);
    return this.results.map((result) => result.value);
  }

  /**
   * `this ∘ other`, as MLIR's `compose`: this map applied to the results of `other`. The result
   * takes `other`'s dimensions and both maps' symbols, this map's first.
   */
  compose(other: AffineMap): AffineMap {
    if (other.numResults !== this.numDims)
      throw new Error('compose: result count does not match dimension count');
    const shifted = Array.from({ length: other.numSymbols }, (_, i) =>
      AffineExpr.symbol(this.context, this.numSymbols + i),
    );
    const inner = other.results.map((result) => result.replaceDimsAndSymbols([], shifted));
    const results = this.results.map((result) => result.replaceDimsAndSymbols(inner, []));
    return AffineMap.get(this.context, other.numDims, this.numSymbols + other.numSymbols, results);
  }

  /** The map keeping only the results at `positions`. */
  getSubMap(positions: readonly number[]): AffineMap {
    return AffineMap.get(
      this.context,
      this.numDims,
      this.numSymbols,
      positions.map((i) => this.getResult(i)),
    );
  }

  isEmpty(): boolean {
    return this.numDims === 0 && this.numSymbols === 0 && this.results.length === 0;
  }

  isSingleConstant(): boolean {
    return this.results.length === 1 && this.results[0]!.kind === 'constant';
  }

  /** Writes the map body (without `affine_map<...>`) into `out`. */
  printTo(out: string[]): void {
    printDimsAndSymbols(this.numDims, this.numSymbols, out);
    out.push(' -> (');
    for (let i = 0; i < this.results.length; i++) {
      if (i > 0) out.push(', ');
      printAffineExpr(this.results[i]!, out);
    }
    out.push(')');
  }

  toString(): string {
    const out: string[] = [];
    this.printTo(out);
    return out.join('');
  }
}

/** `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`: a conjunction of affine constraints `expr >= 0` / `expr == 0`. */
export class IntegerSet implements Uniqued {
  private constructor(
    readonly context: MLIRContext,
    readonly uid: number,
    readonly numDims: number,
    readonly numSymbols: number,
    readonly constraints: readonly AffineExpr[],
    /** For each constraint, true for `== 0` and false for `>= 0`. */
    readonly eqFlags: readonly boolean[],
  ) {}

  static get(
    context: MLIRContext,
    numDims: number,
    numSymbols: number,
    constraints: readonly AffineExpr[],
    eqFlags: readonly boolean[],
  ): IntegerSet {
    if (constraints.length !== eqFlags.length)
      throw new Error('IntegerSet needs one flag per constraint');
    const flags = eqFlags.map((eq) => (eq ? '=' : '>')).join('');
    return context.uniquer.get(
      `iset|${numDims}|${numSymbols}|${exprKey(constraints)}|${flags}`,
      (uid) =>
        new IntegerSet(
          context,
          uid,
          numDims,
          numSymbols,
          Object.freeze([...constraints]),
          Object.freeze([...eqFlags]),
        ),
    );
  }

  get numConstraints(): number {
    return this.constraints.length;
  }

  /** Writes the set body (without `affine_set<...>`) into `out`. */
  printTo(out: string[]): void {
    printDimsAndSymbols(this.numDims, this.numSymbols, out);
    out.push(' : (');
    for (let i = 0; i < this.constraints.length; i++) {
      if (i > 0) out.push(', ');
      printAffineExpr(this.constraints[i]!, out);
      out.push(this.eqFlags[i] ? ' == 0' : ' >= 0');
    }
    out.push(')');
  }

  toString(): string {
    const out: string[] = [];
    this.printTo(out);
    return out.join('');
  }
}
