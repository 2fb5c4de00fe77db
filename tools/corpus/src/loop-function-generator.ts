import type { Prng, TextWriter } from '@strata/bench';
import type { FunctionSignature } from './function-generator.js';

/**
 * The types of loop variables, bounds and carried values in loop programs: the loop
 * transformations build their bound arithmetic in the loop's type, so all three are exercised.
 */
export type LoopType = 'index' | 'i32' | 'i64';
export const LOOP_TYPES: readonly LoopType[] = ['index', 'i32', 'i64'];
/**
 * The types loops are drawn from: index twice as often, as mlir-opt 22 peels only index loops with
 * unknown bounds (for i32/i64 it builds an invalid `affine.apply`), so only those are compared.
 */
const LOOP_VARIABLE_TYPES: readonly LoopType[] = ['index', 'index', 'i32', 'i64'];

/** The attribute marking the root of a nest that tiling may reorder (see `tileableNest`). */
export const TILE_ROOT_ATTRIBUTE = 'tile_root';

/** Cells of every memref buffer: a power of two, so that `andi` keeps any index in bounds. */
const BUFFER_SIZE = 16;
/** Loops nest at most this deep; a loop runs at most 17 times, so a body runs < 5000 times. */
const MAX_DEPTH = 3;
/** Mostly ops that keep every input's bits in play, so that a wrong iteration shows. */
const MIX_OPS = ['addi', 'addi', 'subi', 'muli', 'xori', 'xori', 'ori', 'andi', 'maxsi', 'minsi'];

/** A value and its type. */
interface Typed {
  name: string;
  type: LoopType;
}

/** The header of one loop: bounds and step (all of `type`). */
interface LoopHeader {
  type: LoopType;
  lb: string;
  ub: string;
  step: string;
}

/**
 * Writes one function of a loop program: `scf.for` nests whose loops qualify for unrolling,
 * peeling and tiling. Bounds are constants or values derived from the function's arguments
 * (unknown to the transformations), steps do and do not divide the trip counts, loops carry
 * iter_args or update memref buffers, and nests are one to three deep. Every value the loops
 * compute flows into the function's results, so a transformation that changes any iteration
 * changes what `main` prints.
 *
 * Behaviour is defined on every input: integer ops wrap (no `nsw`/`nuw`), buffer indices are
 * masked into range, and a range whose bounds are not both constants never has `ub < lb` (MLIR's
 * unrolling of a loop with unknown trip count assumes `ub >= lb`, as its ceildiv is unsigned).
 *
 * Nests written by `tileableNest` are perfect, rectangular and without iter_args, and only add
 * into buffer cells (addition wraps, so it is associative and commutative): any order of their
 * iterations computes the same buffer. Their root carries `{tile_root}` so that a transform script
 * can tile exactly those.
 */
export class LoopFunctionGenerator {
  private nextValue = 0;
  private nextIv = 0;
  /** Small non-negative i64 values derived from the arguments: the source of unknown bounds. */
  private readonly knobs: string[] = [];
  /** i64 values that the function's results combine. */
  private readonly outputs: string[] = [];

  constructor(
    private readonly out: TextWriter,
    private readonly rng: Prng,
    private readonly signature: FunctionSignature,
  ) {}

  emit(): void {
    const { out, rng } = this;
    const { name, params, results } = this.signature;
    const paramList = params.map((type, i) => `%arg${i}: ${type}`).join(', ');
    out.line(`func.func @${name}(${paramList}) -> (${results.join(', ')}) {`);
    out.indent();
    const fifteen = this.constant(15, 'i64');
    params.forEach((type, i) => {
      const wide = this.convert(`%arg${i}`, type as LoopType, 'i64');
      this.knobs.push(this.define(`arith.andi ${wide}, ${fifteen} : i64`));
    });
    for (let n = rng.int(1, 2); n > 0; n--) {
      const roll = rng.int(0, 9);
      if (roll < 4) this.carryingNest();
      else if (roll < 7) this.tileableNest();
      else this.recurrenceNest();
    }
    const values = results.map((type, i) =>
      this.convert(
        this.combine(i === 0 ? this.outputs : this.outputs.slice(1)),
        'i64',
        type as LoopType,
      ),
    );
    out.line(`return ${values.join(', ')} : ${results.join(', ')}`);
    out.dedent();
    out.line('}');
  }

  // ---- values -------------------------------------------------------------------------------

  private fresh(): string {
    return `%${this.nextValue++}`;
  }

  private define(rest: string): string {
    const name = this.fresh();
    this.out.line(`${name} = ${rest}`);
    return name;
  }

  private constant(value: number, type: LoopType): string {
    return this.define(`arith.constant ${value} : ${type}`);
  }

  /** `value` of type `from` as a `to`: exact for bounds and indices (small), else truncating. */
  private convert(value: string, from: LoopType, to: LoopType): string {
    if (from === to) return value;
    if (from === 'index' || to === 'index')
      return this.define(`arith.index_cast ${value} : ${from} to ${to}`);
    return this.define(
      from === 'i64' ? `arith.trunci ${value} : i64 to i32` : `arith.extsi ${value} : i32 to i64`,
    );
  }

  /** A knob (in [0, 15]) masked to [0, mask], as a `type`. */
  private unknown(mask: number, type: LoopType): string {
    const bits = this.constant(mask, 'i64');
    const masked = this.define(`arith.andi ${this.rng.pick(this.knobs)}, ${bits} : i64`);
    return this.convert(masked, 'i64', type);
  }

  /** Random arithmetic over `inputs` (of `type`), with a few constants, ending in one value. */
  private mix(inputs: readonly string[], type: LoopType): string {
    const { rng } = this;
    let value = inputs[0]!;
    for (let k = 1; k < inputs.length; k++) {
      value = this.define(`arith.${rng.pick(MIX_OPS)} ${value}, ${inputs[k]} : ${type}`);
    }
    for (let k = rng.int(0, 2); k > 0; k--) {
      const operand = this.constant(rng.int(-9, 9), type);
      value = this.define(`arith.${rng.pick(MIX_OPS)} ${value}, ${operand} : ${type}`);
    }
    return value;
  }

  /** The i64 values combined into one (addi/xori, so that every input shows in the result). */
  private combine(values: readonly string[]): string {
    if (values.length === 0) return this.constant(this.rng.int(-9, 9), 'i64');
    let value = values[0]!;
    for (let k = 1; k < values.length; k++) {
      const op = this.rng.chance(0.5) ? 'addi' : 'xori';
      value = this.define(`arith.${op} ${value}, ${values[k]} : i64`);
    }
    return value;
  }

  // ---- loop headers -------------------------------------------------------------------------

  /**
   * Bounds and step: the lower bound a constant in [-4, 6] or that plus an unknown; the range a
   * constant length (sometimes zero or negative, an empty loop, when both bounds are constants)
   * or an unknown non-negative one; the step 1 to 4, constant or unknown.
   */
  private header(type: LoopType): LoopHeader {
    const { rng } = this;
    const lbConstant = rng.int(-4, 6);
    const lbKnown = rng.chance(0.7);
    const lb = lbKnown
      ? this.constant(lbConstant, type)
      : this.define(
          `arith.addi ${this.constant(lbConstant, type)}, ${this.unknown(3, type)} : ${type}`,
        );
    if (lbKnown && rng.chance(0.7)) {
      if (rng.chance(0.1)) {
        // An empty range, a multiple of a constant step: mlir-opt 22 peels other empty ranges into
        // a loop that runs an iteration (Strata leaves them alone), and aborts unrolling a loop
        // with empty constant bounds and an unknown step (it then reads the step as a constant).
        const stepValue = rng.int(1, 4);
        const ub = this.constant(lbConstant - stepValue * rng.int(0, 1), type);
        return { type, lb, ub, step: this.constant(stepValue, type) };
      }
      return {
        type,
        lb,
        ub: this.constant(lbConstant + rng.int(1, 17), type),
        step: this.step(type),
      };
    }
    const ub = this.define(`arith.addi ${lb}, ${this.unknown(15, type)} : ${type}`);
    return { type, lb, ub, step: this.step(type) };
  }

  /** A step of 1 to 4: mostly a constant (2 and 3 most often), sometimes an unknown. */
  private step(type: LoopType): string {
    const { rng } = this;
    if (rng.chance(0.2)) {
      const one = this.constant(1, type);
      return this.define(`arith.addi ${this.unknown(3, type)}, ${one} : ${type}`);
    }
    return this.constant(rng.pick([1, 2, 2, 3, 3, 4]), type);
  }

  /**
   * A header whose range starts at `start` (a value of `type` defined in the enclosing loop, so
   * the bounds are unknown and differ per outer iteration) and is not empty.
   */
  private dependentHeader(type: LoopType, start: string): LoopHeader {
    const length = this.rng.chance(0.5)
      ? this.unknown(7, type)
      : this.constant(this.rng.int(0, 6), type);
    const ub = this.define(`arith.addi ${start}, ${length} : ${type}`);
    return { type, lb: start, ub, step: this.step(type) };
  }

  /** `scf.for %ivN = lb to ub step s [iter_args(...)] -> (...) [: type] {`, and the iv's name. */
  private openLoop(header: LoopHeader, carried: readonly Typed[], results: string | null): string {
    const iv = `%i${this.nextIv++}`;
    const iterArgs =
      carried.length === 0
        ? ''
        : ` iter_args(${carried.map((value, k) => `${iv}_a${k} = ${value.name}`).join(', ')}) -> (${carried.map((value) => value.type).join(', ')})`;
    const typeSuffix = header.type === 'index' ? '' : ` : ${header.type}`;
    const prefix = results === null ? '' : `${results} = `;
    this.out.line(
      `${prefix}scf.for ${iv} = ${header.lb} to ${header.ub} step ${header.step}${iterArgs}${typeSuffix} {`,
    );
    this.out.indent();
    return iv;
  }

  private closeLoop(attributes = ''): void {
    this.out.dedent();
    this.out.line(`}${attributes}`);
  }

  // ---- nests --------------------------------------------------------------------------------

  /**
   * A nest one to three deep whose loops carry one or two values (i64 or the loop's type) and mix
   * them with the induction variables; inner ranges may start at the outer induction variable;
   * bodies may branch with scf.if. Order-dependent: only unrolling and peeling may touch it.
   */
  private carryingNest(): void {
    const type = this.rng.pick(LOOP_VARIABLE_TYPES);
    const initial = this.carriedValues(type, []);
    const results = this.carryingLoop(this.header(type), initial, this.rng.int(1, MAX_DEPTH));
    for (const result of results) this.outputs.push(this.convert(result.name, result.type, 'i64'));
  }

  /** One or two initial carried values: constants or knobs, as i64 or `type`. */
  private carriedValues(type: LoopType, available: readonly Typed[]): Typed[] {
    const { rng } = this;
    return Array.from({ length: rng.int(1, 2) }, () => {
      const carriedType: LoopType = rng.chance(0.6) ? 'i64' : type;
      const source = available.filter((value) => value.type === carriedType);
      if (source.length > 0 && rng.chance(0.6)) return rng.pick(source);
      return { name: this.constant(rng.int(-5, 5), carriedType), type: carriedType };
    });
  }

  /** A loop carrying `carried` with `depth - 1` carrying loops inside; returns its results. */
  private carryingLoop(header: LoopHeader, carried: readonly Typed[], depth: number): Typed[] {
    const results = this.fresh();
    const iv = this.openLoop(
      header,
      carried,
      carried.length === 1 ? results : `${results}:${carried.length}`,
    );
    let current: Typed[] = carried.map((value, k) => ({ name: `${iv}_a${k}`, type: value.type }));
    const ivValue: Typed = { name: iv, type: header.type };
    if (depth > 1) {
      const innerType = this.rng.chance(0.7) ? header.type : this.rng.pick(LOOP_VARIABLE_TYPES);
      const inner = this.rng.chance(0.4)
        ? this.dependentHeader(innerType, this.convert(iv, header.type, innerType))
        : this.header(innerType);
      const innerCarried = this.carriedValues(innerType, current);
      const innerResults = this.carryingLoop(inner, innerCarried, depth - 1);
      current = [...current, ...innerResults];
    }
    const yielded = carried.map((value) => this.carriedUpdate(value.type, [ivValue, ...current]));
    this.out.line(
      `scf.yield ${yielded.join(', ')} : ${carried.map((value) => value.type).join(', ')}`,
    );
    this.closeLoop();
    return carried.map((value, k) => ({
      name: carried.length === 1 ? results : `${results}#${k}`,
      type: value.type,
    }));
  }

  /** A new `type` value computed from `inputs` (converted), sometimes through an scf.if. */
  private carriedUpdate(type: LoopType, inputs: readonly Typed[]): string {
    const { rng } = this;
    const picked = Array.from({ length: rng.int(1, 3) }, () => rng.pick(inputs));
    const operands = picked.map((value) => this.convert(value.name, value.type, type));
    if (!rng.chance(0.25)) return this.mix(operands, type);
    const condition = this.define(
      `arith.cmpi ${rng.pick(['slt', 'sge', 'eq', 'ne'])}, ${operands[0]}, ${this.constant(rng.int(-2, 6), type)} : ${type}`,
    );
    const result = this.fresh();
    this.out.line(`${result} = scf.if ${condition} -> (${type}) {`);
    this.out.indent();
    this.out.line(`scf.yield ${this.mix(operands, type)} : ${type}`);
    this.out.dedent();
    this.out.line('} else {');
    this.out.indent();
    this.out.line(`scf.yield ${this.mix([...operands].reverse(), type)} : ${type}`);
    this.out.dedent();
    this.out.line('}');
    return result;
  }

  /** A zero-filled-then-seeded buffer of BUFFER_SIZE i64 cells, written by a loop. */
  private buffer(): string {
    const buffer = this.define(`memref.alloca() : memref<${BUFFER_SIZE}xi64>`);
    const header: LoopHeader = {
      type: 'index',
      lb: this.constant(0, 'index'),
      ub: this.constant(BUFFER_SIZE, 'index'),
      step: this.constant(1, 'index'),
    };
    const iv = this.openLoop(header, [], null);
    const value = this.mix([this.convert(iv, 'index', 'i64')], 'i64');
    this.out.line(`memref.store ${value}, ${buffer}[${iv}] : memref<${BUFFER_SIZE}xi64>`);
    this.closeLoop();
    return buffer;
  }

  /** A loop folding the buffer's cells in order into one i64 (`s * 31 + cell`), an output. */
  private checksum(buffer: string): void {
    const header: LoopHeader = {
      type: 'index',
      lb: this.constant(0, 'index'),
      ub: this.constant(BUFFER_SIZE, 'index'),
      step: this.constant(1, 'index'),
    };
    const seed = this.constant(this.rng.int(1, 9), 'i64');
    const sum = this.fresh();
    const iv = this.openLoop(header, [{ name: seed, type: 'i64' }], sum);
    const cell = this.define(`memref.load ${buffer}[${iv}] : memref<${BUFFER_SIZE}xi64>`);
    const scaled = this.define(`arith.muli ${iv}_a0, ${this.constant(31, 'i64')} : i64`);
    this.out.line(`scf.yield ${this.define(`arith.addi ${scaled}, ${cell} : i64`)} : i64`);
    this.closeLoop();
    this.outputs.push(sum);
  }

  /** The cell index `(sum of ivs * odd constants) & 15` of a buffer. */
  private cellIndex(ivs: readonly Typed[]): string {
    const terms = ivs.map((iv) => {
      const index = this.convert(iv.name, iv.type, 'index');
      const scale = this.constant(this.rng.pick([1, 3, 5, 7]), 'index');
      return this.define(`arith.muli ${index}, ${scale} : index`);
    });
    const sum = terms.reduce((left, right) => this.define(`arith.addi ${left}, ${right} : index`));
    return this.define(`arith.andi ${sum}, ${this.constant(BUFFER_SIZE - 1, 'index')} : index`);
  }

  /**
   * A perfect, rectangular nest one to three deep, all bounds defined before it, whose innermost
   * body adds a function of the induction variables into a buffer cell: the buffer it leaves
   * does not depend on the order of the iterations, so tiling may reorder them. Marked for tiling.
   */
  private tileableNest(): void {
    const buffer = this.buffer();
    const depth = this.rng.int(1, MAX_DEPTH);
    const headers = Array.from({ length: depth }, () =>
      this.header(this.rng.pick(LOOP_VARIABLE_TYPES)),
    );
    const ivs = headers.map((header) => ({
      name: this.openLoop(header, [], null),
      type: header.type,
    }));
    const cell = this.cellIndex(ivs);
    const term = this.mix(
      ivs.map((iv) => this.convert(iv.name, iv.type, 'i64')),
      'i64',
    );
    const old = this.define(`memref.load ${buffer}[${cell}] : memref<${BUFFER_SIZE}xi64>`);
    const sum = this.define(`arith.addi ${old}, ${term} : i64`);
    this.out.line(`memref.store ${sum}, ${buffer}[${cell}] : memref<${BUFFER_SIZE}xi64>`);
    for (let level = depth - 1; level > 0; level--) this.closeLoop();
    this.closeLoop(` {${TILE_ROOT_ATTRIBUTE}}`);
    this.checksum(buffer);
  }

  /**
   * A nest one or two deep reading one cell and writing another (`buf[b] = buf[a] * 3 ^ f(ivs)`):
   * each iteration sees the ones before it, so any reordering shows.
   */
  private recurrenceNest(): void {
    const buffer = this.buffer();
    const depth = this.rng.int(1, 2);
    const ivs: Typed[] = [];
    for (let level = 0; level < depth; level++) {
      const type = this.rng.pick(LOOP_VARIABLE_TYPES);
      const header =
        level > 0 && this.rng.chance(0.4)
          ? this.dependentHeader(
              type,
              this.convert(ivs[level - 1]!.name, ivs[level - 1]!.type, type),
            )
          : this.header(type);
      ivs.push({ name: this.openLoop(header, [], null), type });
    }
    const from = this.cellIndex(ivs);
    const to = this.cellIndex(ivs);
    const read = this.define(`memref.load ${buffer}[${from}] : memref<${BUFFER_SIZE}xi64>`);
    const value = this.mix(
      [read, ...ivs.map((iv) => this.convert(iv.name, iv.type, 'i64'))],
      'i64',
    );
    const scaled = this.define(`arith.muli ${value}, ${this.constant(3, 'i64')} : i64`);
    this.out.line(`memref.store ${scaled}, ${buffer}[${to}] : memref<${BUFFER_SIZE}xi64>`);
    for (let level = 0; level < depth; level++) this.closeLoop();
    this.checksum(buffer);
  }
}
