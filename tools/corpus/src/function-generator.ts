import type { Prng, TextWriter } from '@strata/bench';
import { emitArith } from './arith-statements.js';
import { BodyWriter } from './body-writer.js';
import { emitFoldBait } from './fold-bait.js';
import { SCALAR_TYPES, type ScalarType } from './scalar-types.js';

/** A generated function's name and types; `leaf` functions call nothing. */
export interface FunctionSignature {
  name: string;
  params: readonly ScalarType[];
  results: readonly ScalarType[];
  leaf: boolean;
}

/** Memref element types, and the one buffer size (a power of two, so `andi` bounds an index). */
const MEMREF_ELEMENTS: readonly ScalarType[] = ['i8', 'i32', 'i64', 'f32', 'f64'];
const MEMREF_SIZE = 8;
/** scf regions nest at most this deep; every loop runs at most 4 times, so bodies run <= 4^3. */
const MAX_DEPTH = 3;

interface Buffer {
  name: string;
  element: ScalarType;
}

type StatementKind =
  'arith' | 'bait' | 'memref' | 'call' | 'for' | 'if' | 'while' | 'switch' | 'ifBait';
const WEIGHTS: readonly (readonly [StatementKind, number])[] = [
  ['arith', 10],
  ['bait', 5],
  ['memref', 2],
  ['call', 1.2],
  ['for', 1.2],
  ['if', 1.2],
  ['while', 0.6],
  ['switch', 0.6],
  ['ifBait', 0.8],
];

/**
 * Writes one `func.func` with defined behaviour on every input: straight-line arith, memref.alloca
 * buffers (filled before any load, indexed in bounds), calls to leaf functions (so call depth is
 * one and run time bounded), scf.for/if/while/index_switch whose loops run at most four times, and
 * at the top level cf.cond_br/cf.switch diamonds joining with a block argument.
 */
export class FunctionGenerator {
  private readonly w: BodyWriter;
  private readonly buffers: Buffer[] = [];

  constructor(
    out: TextWriter,
    rng: Prng,
    private readonly signature: FunctionSignature,
    /** Functions this one may call (defined earlier, calling nothing themselves). */
    private readonly callees: readonly FunctionSignature[],
  ) {
    this.w = new BodyWriter(out, rng);
  }

  emit(): void {
    const { out, rng, pool } = this.w;
    const { name, params, results } = this.signature;
    const paramList = params.map((type, i) => `%arg${i}: ${type}`).join(', ');
    out.line(`func.func @${name}(${paramList}) -> (${results.join(', ')}) {`);
    out.indent();
    params.forEach((type, i) => pool.define(type, `%arg${i}`));
    for (let n = rng.int(0, 2); n > 0; n--) this.allocaBuffer();
    this.statements(rng.int(4, 10), 0);
    for (let n = rng.int(0, 2); n > 0; n--) {
      if (rng.chance(0.6)) this.condBranchDiamond();
      else this.switchDiamond();
      this.statements(rng.int(1, 5), 0);
    }
    const values = results.map((type) => this.w.value(type));
    out.line(`return ${values.join(', ')} : ${results.join(', ')}`);
    out.dedent();
    out.line('}');
  }

  private statements(count: number, depth: number): void {
    for (let i = 0; i < count; i++) this.statement(depth);
  }

  private statement(depth: number): void {
    this.emitters[this.drawKind(depth)](depth);
  }

  /** What each kind of statement writes (bound once per function, not per statement). */
  private readonly emitters: Readonly<Record<StatementKind, (depth: number) => void>> = {
    arith: () => emitArith(this.w),
    bait: () => emitFoldBait(this.w),
    memref: () => this.memrefAccess(),
    call: () => this.call(),
    for: (depth) => this.scfFor(depth),
    if: (depth) => this.scfIf(depth),
    while: (depth) => this.scfWhile(depth),
    switch: (depth) => this.scfIndexSwitch(depth),
    ifBait: (depth) => this.scfIfBait(depth),
  };

  private drawKind(depth: number): StatementKind {
    const { rng } = this.w;
    const allowed = WEIGHTS.filter(([kind]) => {
      if (kind === 'memref') return this.buffers.length > 0;
      if (kind === 'call') return this.callees.length > 0;
      if (kind === 'arith' || kind === 'bait') return true;
      return depth < MAX_DEPTH;
    });
    let roll = (rng.nextU32() / 0x1_0000_0000) * allowed.reduce((sum, [, w]) => sum + w, 0);
    for (const [kind, weight] of allowed) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'arith';
  }

  /** An index constant, not visible to random picks (loop bounds and indices stay controlled). */
  private indexConstant(value: number): string {
    return this.w.constant('index', String(value));
  }

  /** A random index value masked into [0, bound] (bound + 1 a power of two). */
  private maskedIndex(bound: number): string {
    const { w } = this;
    const mask = this.indexConstant(bound);
    const name = w.fresh();
    w.out.line(`${name} = arith.andi ${w.value('index')}, ${mask} : index`);
    return name;
  }

  /** A buffer on the stack, every element stored before anything can load it. */
  private allocaBuffer(): void {
    const { w } = this;
    const element = w.rng.pick(MEMREF_ELEMENTS);
    const type = `memref<${MEMREF_SIZE}x${element}>`;
    const name = w.fresh();
    w.out.line(`${name} = memref.alloca() : ${type}`);
    const init = w.value(element);
    const [lb, ub, step] = [
      this.indexConstant(0),
      this.indexConstant(MEMREF_SIZE),
      this.indexConstant(1),
    ];
    const iv = w.fresh();
    w.out.line(`scf.for ${iv} = ${lb} to ${ub} step ${step} {`);
    w.out.indent();
    w.out.line(`memref.store ${init}, ${name}[${iv}] : ${type}`);
    w.out.dedent();
    w.out.line('}');
    this.buffers.push({ name, element });
  }

  private memrefAccess(): void {
    const { w } = this;
    const buffer = w.rng.pick(this.buffers);
    const type = `memref<${MEMREF_SIZE}x${buffer.element}>`;
    const index = w.rng.chance(0.5)
      ? this.indexConstant(w.rng.int(0, MEMREF_SIZE - 1))
      : this.maskedIndex(MEMREF_SIZE - 1);
    if (w.rng.chance(0.5)) {
      w.out.line(`memref.store ${w.value(buffer.element)}, ${buffer.name}[${index}] : ${type}`);
    } else {
      w.define(buffer.element, `memref.load ${buffer.name}[${index}] : ${type}`);
    }
  }

  private call(): void {
    const { w } = this;
    const callee = w.rng.pick(this.callees);
    const args = callee.params.map((type) => w.value(type));
    const results = this.resultNames(callee.results);
    w.out.line(
      `${results.prefix}func.call @${callee.name}(${args.join(', ')}) : (${callee.params.join(', ')}) -> (${callee.results.join(', ')})`,
    );
    results.define();
  }

  /** `scf.for` running 0 to 4 times (some trip counts constant, some not), 0 to 2 iter_args. */
  private scfFor(depth: number): void {
    const { w } = this;
    const lbValue = w.rng.int(-2, 2);
    const lb = this.indexConstant(lbValue);
    let ub: string;
    let step = 1;
    if (w.rng.chance(0.6)) {
      step = w.rng.chance(0.8) ? 1 : 2;
      ub = this.indexConstant(lbValue + w.rng.int(0, 4 / step) * step);
    } else {
      const trips = this.maskedIndex(3);
      ub = w.fresh();
      w.out.line(`${ub} = arith.addi ${lb}, ${trips} : index`);
    }
    const stepName = this.indexConstant(step);
    const types = this.carriedTypes();
    const inits = types.map((type) => w.value(type));
    const results = this.resultNames(types);
    const iv = w.fresh();
    const iterArgs = types.map(() => w.fresh());
    const carried = types.length
      ? ` iter_args(${iterArgs.map((arg, i) => `${arg} = ${inits[i]}`).join(', ')}) -> (${types.join(', ')})`
      : '';
    w.out.line(`${results.prefix}scf.for ${iv} = ${lb} to ${ub} step ${stepName}${carried} {`);
    this.region(depth, types.length ? types : undefined, () => {
      w.pool.define('index', iv);
      types.forEach((type, i) => w.pool.define(type, iterArgs[i]!));
    });
    w.out.line('}');
    results.define();
  }

  /** `scf.if` on a computed or (sometimes) constant condition, 0 to 2 results. */
  private scfIf(depth: number): void {
    const { w } = this;
    const cond = w.rng.chance(0.15)
      ? w.constant('i1', w.rng.chance(0.5) ? 'true' : 'false')
      : w.value('i1');
    const types = this.carriedTypes();
    const results = this.resultNames(types);
    const yielded = types.length ? types : undefined;
    w.out.line(
      `${results.prefix}scf.if ${cond}${types.length ? ` -> (${types.join(', ')})` : ''} {`,
    );
    this.region(depth, yielded);
    if (yielded || w.rng.chance(0.5)) {
      w.out.line('} else {');
      this.region(depth, yielded);
    }
    w.out.line('}');
    results.define();
  }

  /**
   * scf.if shapes that scf's canonicalization simplifies: yielding true/false (the condition
   * itself), yielding values defined outside (a select), two ifs on one condition (combined), an
   * if nested in a result-less if (one if on both conditions), an if on a negated condition.
   */
  private scfIfBait(depth: number): void {
    const { w } = this;
    const cond = w.value('i1');
    const roll = w.rng.int(0, 4);
    if (roll === 0) {
      const [t, f] = [w.constant('i1', 'true'), w.constant('i1', 'false')];
      const [a, b] = w.rng.chance(0.5) ? [t, f] : [f, t];
      this.ifElseYielding(cond, 'i1', a, b);
    } else if (roll === 1) {
      const type = w.rng.pick(SCALAR_TYPES);
      this.ifElseYielding(cond, type, w.value(type), w.value(type));
    } else if (roll === 2) {
      for (let n = 0; n < 2; n++) this.ifElse(cond, depth);
    } else if (roll === 3) {
      const inner = w.value('i1');
      w.out.line(`scf.if ${cond} {`);
      w.out.indent();
      w.out.line(`scf.if ${inner} {`);
      this.region(depth + 1, undefined);
      w.out.line('}');
      w.out.dedent();
      w.out.line('}');
    } else {
      const t = w.constant('i1', 'true');
      const negated = w.fresh();
      w.out.line(`${negated} = arith.xori ${cond}, ${t} : i1`);
      this.ifElse(negated, depth);
    }
  }

  /** `scf.if` with an else and one result, both regions random. */
  private ifElse(cond: string, depth: number): void {
    const type = this.w.rng.pick(SCALAR_TYPES);
    const results = this.resultNames([type]);
    this.w.out.line(`${results.prefix}scf.if ${cond} -> (${type}) {`);
    this.region(depth, [type]);
    this.w.out.line('} else {');
    this.region(depth, [type]);
    this.w.out.line('}');
    results.define();
  }

  /** `scf.if` whose regions only yield `a` resp. `b`. */
  private ifElseYielding(cond: string, type: ScalarType, a: string, b: string): void {
    const { w } = this;
    const results = this.resultNames([type]);
    w.out.line(`${results.prefix}scf.if ${cond} -> (${type}) {`);
    w.out.line(`  scf.yield ${a} : ${type}`);
    w.out.line('} else {');
    w.out.line(`  scf.yield ${b} : ${type}`);
    w.out.line('}');
    results.define();
  }

  /**
   * `scf.while` counting an index from 0 to a limit of at most 3 (its first carried value and
   * result), carrying 0 to 2 more values.
   */
  private scfWhile(depth: number): void {
    const { w } = this;
    const limit = w.rng.chance(0.5) ? this.indexConstant(w.rng.int(0, 3)) : this.maskedIndex(3);
    const zero = this.indexConstant(0);
    const one = this.indexConstant(1);
    const types: ScalarType[] = ['index', ...this.carriedTypes()];
    const inits = [zero, ...types.slice(1).map((type) => w.value(type))];
    const results = this.resultNames(types);
    const before = types.map(() => w.fresh());
    const typeList = types.join(', ');
    w.out.line(
      `${results.prefix}scf.while (${before.map((arg, i) => `${arg} = ${inits[i]}`).join(', ')}) : (${typeList}) -> (${typeList}) {`,
    );
    w.out.indent();
    w.pool.push();
    types.slice(1).forEach((type, i) => w.pool.define(type, before[i + 1]!));
    if (w.rng.chance(0.4)) emitArith(w);
    const cond = w.fresh();
    w.out.line(`${cond} = arith.cmpi slt, ${before[0]}, ${limit} : index`);
    const forwarded = [before[0]!, ...types.slice(1).map((type) => w.value(type))];
    w.out.line(`scf.condition(${cond}) ${forwarded.join(', ')} : ${typeList}`);
    w.pool.pop();
    w.out.dedent();
    w.out.line('} do {');
    const after = types.map(() => w.fresh());
    w.out.line(`^bb0(${after.map((arg, i) => `${arg}: ${types[i]}`).join(', ')}):`);
    w.out.indent();
    w.pool.push();
    types.slice(1).forEach((type, i) => w.pool.define(type, after[i + 1]!));
    w.pool.define('index', after[0]!);
    this.statements(w.rng.int(1, 3), depth + 1);
    const next = w.fresh();
    w.out.line(`${next} = arith.addi ${after[0]}, ${one} : index`);
    const yielded = [next, ...types.slice(1).map((type) => w.value(type))];
    w.out.line(`scf.yield ${yielded.join(', ')} : ${typeList}`);
    w.pool.pop();
    w.out.dedent();
    w.out.line('}');
    results.define();
  }

  /** `scf.index_switch` on a value in [0, 3] or a constant, 1 to 3 cases and a default. */
  private scfIndexSwitch(depth: number): void {
    const { w } = this;
    const selector = w.rng.chance(0.2) ? this.indexConstant(w.rng.int(0, 4)) : this.maskedIndex(3);
    const types = this.carriedTypes();
    const results = this.resultNames(types);
    w.out.line(
      `${results.prefix}scf.index_switch ${selector}${types.length ? ` -> ${types.join(', ')}` : ''}`,
    );
    const cases = [0, 1, 2, 3, 4].filter(() => w.rng.chance(0.5)).slice(0, 3);
    if (cases.length === 0) cases.push(w.rng.int(0, 4));
    for (const value of cases) {
      w.out.line(`case ${value} {`);
      this.region(depth, types);
      w.out.line('}');
    }
    w.out.line('default {');
    this.region(depth, types);
    w.out.line('}');
    results.define();
  }

  /**
   * One region body in its own scope: `bind` defines its arguments, then statements, then
   * `scf.yield` of `yielded` types (left implicit when undefined).
   */
  private region(
    depth: number,
    yielded: readonly ScalarType[] | undefined,
    bind?: () => void,
  ): void {
    const { w } = this;
    w.out.indent();
    w.pool.push();
    bind?.();
    this.statements(w.rng.int(1, 3), depth + 1);
    if (yielded) {
      const values = yielded.map((type) => w.value(type));
      w.out.line(
        yielded.length ? `scf.yield ${values.join(', ')} : ${yielded.join(', ')}` : 'scf.yield',
      );
    }
    w.pool.pop();
    w.out.dedent();
  }

  /** `cf.cond_br` to two blocks (one with an argument) that branch to a join block with a value. */
  private condBranchDiamond(): void {
    const { w } = this;
    const cond = w.rng.chance(0.2)
      ? w.constant('i1', w.rng.chance(0.5) ? 'true' : 'false')
      : w.value('i1');
    const joinType = w.rng.pick(SCALAR_TYPES);
    const argType = w.rng.pick(SCALAR_TYPES);
    const [left, right, join] = [w.freshBlock(), w.freshBlock(), w.freshBlock()];
    w.out.line(`cf.cond_br ${cond}, ${left}(${w.value(argType)} : ${argType}), ${right}`);
    const leftArg = w.fresh();
    this.branchTarget(`${left}(${leftArg}: ${argType})`, join, joinType, () =>
      w.pool.define(argType, leftArg),
    );
    this.branchTarget(right, join, joinType);
    this.joinBlock(join, joinType);
  }

  /** `cf.switch` on an i32 flag (sometimes constant) to a default and one or two cases. */
  private switchDiamond(): void {
    const { w } = this;
    const flag = w.rng.chance(0.2) ? w.constant('i32', String(w.rng.int(0, 3))) : w.value('i32');
    const joinType = w.rng.pick(SCALAR_TYPES);
    const targets = [w.freshBlock(), w.freshBlock()];
    if (w.rng.chance(0.5)) targets.push(w.freshBlock());
    const join = w.freshBlock();
    const cases = targets.slice(1).map((block, i) => `${i * 2 + w.rng.int(0, 1)}: ${block}`);
    w.out.line(`cf.switch ${flag} : i32, [default: ${targets[0]}, ${cases.join(', ')}]`);
    for (const block of targets) this.branchTarget(block, join, joinType);
    this.joinBlock(join, joinType);
  }

  /** A block that computes a little (scf allowed) and branches to `join` with a `joinType` value. */
  private branchTarget(
    header: string,
    join: string,
    joinType: ScalarType,
    bind?: () => void,
  ): void {
    const { w } = this;
    w.out.outdentedLine(`${header}:`);
    w.pool.push();
    bind?.();
    this.statements(w.rng.int(1, 4), 1);
    w.out.line(`cf.br ${join}(${w.value(joinType)} : ${joinType})`);
    w.pool.pop();
  }

  private joinBlock(join: string, joinType: ScalarType): void {
    const arg = this.w.fresh();
    this.w.out.outdentedLine(`${join}(${arg}: ${joinType}):`);
    this.w.pool.define(joinType, arg);
  }

  private carriedTypes(): ScalarType[] {
    const types: ScalarType[] = [];
    for (let n = this.w.rng.int(0, 2); n > 0; n--) types.push(this.w.rng.pick(SCALAR_TYPES));
    return types;
  }

  /** The `%n = ` / `%n:k = ` prefix for an op with these results, and how to make them visible. */
  private resultNames(types: readonly ScalarType[]): { prefix: string; define: () => void } {
    if (types.length === 0) return { prefix: '', define: () => undefined };
    const name = this.w.fresh();
    const pool = this.w.pool;
    return {
      prefix: types.length === 1 ? `${name} = ` : `${name}:${types.length} = `,
      define: () => {
        if (types.length === 1) pool.define(types[0]!, name);
        else types.forEach((type, i) => pool.define(type, `${name}#${i}`));
      },
    };
  }
}
