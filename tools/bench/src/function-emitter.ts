import type { Prng } from './prng.js';
import type { TextWriter } from './text-writer.js';
import { ValueScopes, type ScalarType } from './value-scopes.js';

/** The kinds of statement a generated function body is made of. */
export type StatementKind = 'arith' | 'memref' | 'for' | 'if' | 'while' | 'switch';

/** How a workload shapes its functions: relative weights of statement kinds, and nesting limits. */
export interface BodyShape {
  weights: Readonly<Record<StatementKind, number>>;
  /** Control-flow statements nest at most this deep; deeper, only straight-line statements. */
  maxDepth: number;
  /** Statements per region body are drawn from [1, regionStatements]. */
  regionStatements: number;
}

/** The signature every generated function has, so bodies always find a value of each type. */
export const FUNCTION_SIGNATURE =
  '(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: index, %arg4: memref<64xi32>) -> i32';
const SIGNATURE_VALUES: readonly [ScalarType, string][] = [
  ['i32', '%arg0'],
  ['i64', '%arg1'],
  ['f32', '%arg2'],
  ['index', '%arg3'],
];
const ARGUMENT_MEMREF = '%arg4';
const ARGUMENT_MEMREF_TYPE = 'memref<64xi32>';

const CARRIED_TYPES: readonly ScalarType[] = ['i32', 'i64', 'f32'];
const INT_BINARY = ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minui'] as const;
/** The integer ops that take overflow flags, and the flag sets written on some of them. */
const OVERFLOW_OPS: ReadonlySet<string> = new Set(['addi', 'subi', 'muli']);
const OVERFLOW_FLAGS = [' overflow<nsw>', ' overflow<nuw>', ' overflow<nsw, nuw>'] as const;
const FLOAT_BINARY = ['addf', 'subf', 'mulf', 'divf', 'maximumf'] as const;
const FASTMATH_FLAGS = [' fastmath<fast>', ' fastmath<nnan,ninf>', ' fastmath<contract>'] as const;
const INT_PREDICATES = ['eq', 'ne', 'slt', 'sle', 'sgt', 'uge'] as const;
const FLOAT_PREDICATES = ['oeq', 'olt', 'oge', 'une', 'ord'] as const;
const CASTS: readonly (readonly [string, ScalarType, ScalarType])[] = [
  ['extsi', 'i32', 'i64'],
  ['extui', 'i32', 'i64'],
  ['trunci', 'i64', 'i32'],
  ['index_cast', 'i32', 'index'],
  ['index_cast', 'index', 'i32'],
  ['sitofp', 'i32', 'f32'],
  ['fptosi', 'f32', 'i32'],
];

/**
 * Writes the body of one generated `func.func` as MLIR text: random but well-formed straight-line
 * arith and memref code and nested scf regions, every use dominated by its definition and every
 * region terminated as its op requires. One instance per function; SSA names restart at %0.
 */
export class FunctionEmitter {
  readonly scopes = new ValueScopes();
  private nextValue = 0;
  private nextBlock = 1;
  /** `%c1 : index`: scf.for's step must be a positive constant, or the verifier rejects the loop. */
  private indexOne = '';
  private readonly totalWeight: number;
  private readonly kinds: StatementKind[];

  constructor(
    readonly out: TextWriter,
    readonly rng: Prng,
    readonly shape: BodyShape,
  ) {
    this.kinds = Object.keys(shape.weights) as StatementKind[];
    this.totalWeight = this.kinds.reduce((sum, kind) => sum + shape.weights[kind], 0);
  }

  /** Opens the function and defines the values every body can rely on (arguments and constants). */
  begin(name: string): void {
    this.out.line(`func.func @${name}${FUNCTION_SIGNATURE} {`);
    this.out.indent();
    for (const [type, value] of SIGNATURE_VALUES) this.scopes.define(type, value);
    this.scopes.define('index', this.constant('index', '0'));
    this.indexOne = this.constant('index', '1');
    this.scopes.define('index', this.indexOne);
    this.scopes.define('i1', this.constant('i1', 'true'));
  }

  /** Returns an i32 and closes the function. */
  end(): void {
    this.out.line(`return ${this.scopes.pick(this.rng, 'i32')} : i32`);
    this.out.dedent();
    this.out.line('}');
  }

  fresh(): string {
    return `%${this.nextValue++}`;
  }

  freshBlock(): string {
    return `^bb${this.nextBlock++}`;
  }

  /** `count` statements at nesting depth `depth`. */
  statements(count: number, depth: number): void {
    for (let i = 0; i < count; i++) this.statement(depth);
  }

  statement(depth: number): void {
    const kind = depth >= this.shape.maxDepth ? this.straightLineKind() : this.drawKind();
    switch (kind) {
      case 'arith':
        return this.arith();
      case 'memref':
        return this.memref();
      case 'for':
        return this.scfFor(depth);
      case 'if':
        return this.scfIf(depth);
      case 'while':
        return this.scfWhile(depth);
      case 'switch':
        return this.scfIndexSwitch(depth);
    }
  }

  /** One arith op: integer or float arithmetic, a comparison, a select, a constant or a cast. */
  arith(): void {
    const roll = this.rng.int(0, 99);
    if (roll < 35) {
      const type = this.rng.pick<ScalarType>(['i32', 'i32', 'i64']);
      const op = this.rng.pick(INT_BINARY);
      const flags =
        OVERFLOW_OPS.has(op) && this.rng.chance(0.2) ? this.rng.pick(OVERFLOW_FLAGS) : '';
      this.binary(`arith.${op}`, type, flags);
    } else if (roll < 50) {
      const flags = this.rng.chance(0.2) ? this.rng.pick(FASTMATH_FLAGS) : '';
      this.binary(`arith.${this.rng.pick(FLOAT_BINARY)}`, 'f32', flags);
    } else if (roll < 60) {
      const type = this.rng.pick(CARRIED_TYPES);
      this.scopes.define(type, this.constant(type, this.literal(type)));
    } else if (roll < 72) {
      this.compare();
    } else if (roll < 82) {
      const type = this.rng.pick(CARRIED_TYPES);
      const cond = this.scopes.pick(this.rng, 'i1');
      const [a, b] = [this.scopes.pick(this.rng, type), this.scopes.pick(this.rng, type)];
      this.define(type, `arith.select ${cond}, ${a}, ${b} : ${type}`);
    } else {
      const [op, from, to] = this.rng.pick(CASTS);
      this.define(to, `arith.${op} ${this.scopes.pick(this.rng, from)} : ${from} to ${to}`);
    }
  }

  /** Loads and stores on the argument memref, or a local buffer's whole life (alloc to dealloc). */
  memref(): void {
    const index = this.scopes.pick(this.rng, 'index');
    if (this.rng.chance(0.6)) {
      this.define('i32', `memref.load ${ARGUMENT_MEMREF}[${index}] : ${ARGUMENT_MEMREF_TYPE}`);
      const value = this.scopes.pick(this.rng, 'i32');
      this.out.line(
        `memref.store ${value}, ${ARGUMENT_MEMREF}[${index}] : ${ARGUMENT_MEMREF_TYPE}`,
      );
      return;
    }
    const buffer = this.fresh();
    const type = `memref<${this.rng.int(1, 8) * 4}xf32>`;
    this.out.line(`${buffer} = memref.alloc() : ${type}`);
    this.out.line(
      `memref.store ${this.scopes.pick(this.rng, 'f32')}, ${buffer}[${index}] : ${type}`,
    );
    this.define('f32', `memref.load ${buffer}[${index}] : ${type}`);
    this.out.line(`memref.dealloc ${buffer} : ${type}`);
  }

  /** `scf.for`, with 0 to 2 iter_args. */
  scfFor(depth: number): void {
    const types = this.carriedTypes(0, 2);
    const inits = types.map((type) => this.scopes.pick(this.rng, type));
    const lowerBound = this.scopes.pick(this.rng, 'index');
    const upperBound = this.scopes.pick(this.rng, 'index');
    const step = this.indexOne;
    const results = this.resultName(types.length);
    const iv = this.fresh();
    const iterArgs = types.map(() => this.fresh());
    const carried =
      types.length === 0
        ? ''
        : ` iter_args(${iterArgs.map((arg, i) => `${arg} = ${inits[i]}`).join(', ')}) -> (${types.join(', ')})`;
    this.out.line(
      `${results}scf.for ${iv} = ${lowerBound} to ${upperBound} step ${step}${carried} {`,
    );
    this.region(
      depth,
      () => {
        this.scopes.define('index', iv);
        types.forEach((type, i) => this.scopes.define(type, iterArgs[i]!));
      },
      types.length === 0 ? undefined : types,
    );
    this.out.line('}');
    this.defineResults(results, types);
  }

  /** `scf.if`, with 0 to 2 results (and then an else region), else optional. */
  scfIf(depth: number): void {
    const types = this.carriedTypes(0, 2);
    const results = this.resultName(types.length);
    const cond = this.scopes.pick(this.rng, 'i1');
    const resultList = types.length === 0 ? '' : ` -> (${types.join(', ')})`;
    const yielded = types.length === 0 ? undefined : types;
    this.out.line(`${results}scf.if ${cond}${resultList} {`);
    this.region(depth, undefined, yielded);
    if (types.length > 0 || this.rng.chance(0.5)) {
      this.out.line('} else {');
      this.region(depth, undefined, yielded);
    }
    this.out.line('}');
    this.defineResults(results, types);
  }

  /** `scf.while` carrying 1 or 2 values, with a computed condition in the before region. */
  scfWhile(depth: number): void {
    const types = this.carriedTypes(1, 2);
    const inits = types.map((type) => this.scopes.pick(this.rng, type));
    const results = this.resultName(types.length);
    const before = types.map(() => this.fresh());
    const typeList = types.join(', ');
    const bindings = before.map((arg, i) => `${arg} = ${inits[i]}`).join(', ');
    this.out.line(`${results}scf.while (${bindings}) : (${typeList}) -> (${typeList}) {`);
    this.out.indent();
    this.scopes.push();
    types.forEach((type, i) => this.scopes.define(type, before[i]!));
    this.statements(this.rng.int(0, 2), this.shape.maxDepth);
    this.compare();
    const cond = this.scopes.pick(this.rng, 'i1');
    const forwarded = types.map((type) => this.scopes.pick(this.rng, type));
    this.out.line(`scf.condition(${cond}) ${forwarded.join(', ')} : ${typeList}`);
    this.scopes.pop();
    this.out.dedent();
    this.out.line('} do {');
    const after = types.map(() => this.fresh());
    this.out.line(`^bb0(${after.map((arg, i) => `${arg}: ${types[i]}`).join(', ')}):`);
    this.region(
      depth,
      () => types.forEach((type, i) => this.scopes.define(type, after[i]!)),
      types,
    );
    this.out.line('}');
    this.defineResults(results, types);
  }

  /** `scf.index_switch` with 1 to 3 cases and a default; its regions always end in an explicit yield. */
  scfIndexSwitch(depth: number): void {
    const types = this.carriedTypes(0, 2);
    const results = this.resultName(types.length);
    const selector = this.scopes.pick(this.rng, 'index');
    this.out.line(
      `${results}scf.index_switch ${selector}${types.length ? ` -> ${types.join(', ')}` : ''}`,
    );
    let caseValue = this.rng.int(0, 3);
    for (let cases = this.rng.int(1, 3); cases > 0; cases--) {
      this.out.line(`case ${caseValue} {`);
      this.region(depth, undefined, types);
      this.out.line('}');
      caseValue += this.rng.int(1, 4);
    }
    this.out.line('default {');
    this.region(depth, undefined, types);
    this.out.line('}');
    this.defineResults(results, types);
  }

  /** Emits `%n = <rest>` and makes %n visible as a value of `type`. */
  define(type: ScalarType, rest: string): string {
    const name = this.fresh();
    this.out.line(`${name} = ${rest}`);
    this.scopes.define(type, name);
    return name;
  }

  /** A comparison producing a fresh i1. */
  compare(): void {
    if (this.rng.chance(0.7)) {
      const type = this.rng.pick<ScalarType>(['i32', 'i64', 'index']);
      const [a, b] = [this.scopes.pick(this.rng, type), this.scopes.pick(this.rng, type)];
      this.define('i1', `arith.cmpi ${this.rng.pick(INT_PREDICATES)}, ${a}, ${b} : ${type}`);
    } else {
      const [a, b] = [this.scopes.pick(this.rng, 'f32'), this.scopes.pick(this.rng, 'f32')];
      this.define('i1', `arith.cmpf ${this.rng.pick(FLOAT_PREDICATES)}, ${a}, ${b} : f32`);
    }
  }

  /**
   * The body of one region: its own scope, `bind` to define its block arguments, random statements,
   * then `scf.yield` of `yielded` types (omitted when undefined, where the terminator is implicit).
   */
  private region(
    depth: number,
    bind: (() => void) | undefined,
    yielded: readonly ScalarType[] | undefined,
  ): void {
    this.out.indent();
    this.scopes.push();
    bind?.();
    this.statements(this.rng.int(1, this.shape.regionStatements), depth + 1);
    if (yielded) {
      const values = yielded.map((type) => this.scopes.pick(this.rng, type));
      this.out.line(
        yielded.length ? `scf.yield ${values.join(', ')} : ${yielded.join(', ')}` : 'scf.yield',
      );
    }
    this.scopes.pop();
    this.out.dedent();
  }

  /** `op a, b[flags] : type`; `flags` is an attribute suffix such as ` overflow<nsw>`, or empty. */
  private binary(op: string, type: ScalarType, flags: string): void {
    const [a, b] = [this.scopes.pick(this.rng, type), this.scopes.pick(this.rng, type)];
    this.define(type, `${op} ${a}, ${b}${flags} : ${type}`);
  }

  private constant(type: ScalarType, literal: string): string {
    const name = this.fresh();
    this.out.line(
      type === 'i1'
        ? `${name} = arith.constant ${literal}`
        : `${name} = arith.constant ${literal} : ${type}`,
    );
    return name;
  }

  private literal(type: ScalarType): string {
    if (type !== 'f32') return String(this.rng.int(-1000, 1000));
    const text = String(this.rng.int(-4000, 4000) / 16);
    return text.includes('.') ? text : `${text}.0`;
  }

  private carriedTypes(min: number, max: number): ScalarType[] {
    const types: ScalarType[] = [];
    for (let n = this.rng.int(min, max); n > 0; n--) types.push(this.rng.pick(CARRIED_TYPES));
    return types;
  }

  /** `%n = ` / `%n:k = ` for an op with that many results, or nothing for none. */
  private resultName(count: number): string {
    if (count === 0) return '';
    const name = this.fresh();
    return count === 1 ? `${name} = ` : `${name}:${count} = `;
  }

  private defineResults(results: string, types: readonly ScalarType[]): void {
    if (types.length === 0) return;
    const name = results.slice(0, results.search(/[: ]/));
    if (types.length === 1) this.scopes.define(types[0]!, name);
    else types.forEach((type, i) => this.scopes.define(type, `${name}#${i}`));
  }

  private drawKind(): StatementKind {
    let roll = (this.rng.nextU32() / 0x1_0000_0000) * this.totalWeight;
    for (const kind of this.kinds) {
      roll -= this.shape.weights[kind];
      if (roll < 0) return kind;
    }
    return 'arith';
  }

  private straightLineKind(): StatementKind {
    return this.shape.weights.memref > 0 && this.rng.chance(0.15) ? 'memref' : 'arith';
  }
}
