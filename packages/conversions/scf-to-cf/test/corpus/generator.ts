/**
 * A seeded generator of executable programs full of structured control flow, for checking
 * `--convert-scf-to-cf` by running it: functions over `i64` whose bodies nest `scf.for`, `scf.if`,
 * `scf.while` (both general and do-while form), `scf.index_switch`, `scf.execute_region` and
 * `scf.parallel`, and a `main` that calls each with fixed arguments and prints the result. No
 * undefined behaviour: integer arithmetic wraps (no overflow flags), no division or shifts, every
 * loop has a small constant trip count.
 */
import { Prng, TextWriter } from '@strata/bench';

const MAX_DEPTH = 3;
const BINARY_OPS = ['addi', 'subi', 'muli', 'xori', 'andi', 'ori', 'maxsi', 'minsi'] as const;
const PREDICATES = ['slt', 'sle', 'sgt', 'sge', 'eq', 'ne', 'ult', 'uge'] as const;

/** Writes one function body: values are `i64` SSA names in scope, innermost scope last. */
class BodyWriter {
  private next = 0;
  private readonly scopes: string[][] = [[]];

  constructor(
    private readonly rng: Prng,
    private readonly out: TextWriter,
  ) {}

  fresh(prefix = 'v'): string {
    return `%${prefix}${this.next++}`;
  }

  define(name: string): void {
    this.scopes[this.scopes.length - 1]!.push(name);
  }

  /** A visible value, most often the latest one, so that results feed what follows. */
  pick(): string {
    const visible = this.scopes.flat();
    return this.rng.chance(0.5) ? visible[visible.length - 1]! : this.rng.pick(visible);
  }

  any(): string {
    return this.rng.pick(this.scopes.flat());
  }

  latest(): string {
    const visible = this.scopes.flat();
    return visible[visible.length - 1]!;
  }

  /** Runs `body` in a new scope (a region), so its values do not leak out. */
  scoped(body: () => void): void {
    this.scopes.push([]);
    this.out.indent();
    body();
    this.out.dedent();
    this.scopes.pop();
  }

  constant(value: number, type = 'i64'): string {
    const name = this.fresh('c');
    this.out.line(`${name} = arith.constant ${value} : ${type}`);
    return name;
  }

  arith(): string {
    const name = this.fresh();
    const op = this.rng.pick(BINARY_OPS);
    this.out.line(`${name} = arith.${op} ${this.pick()}, ${this.any()} : i64`);
    this.define(name);
    return name;
  }

  condition(): string {
    const name = this.fresh('b');
    const predicate = this.rng.pick(PREDICATES);
    this.out.line(`${name} = arith.cmpi ${predicate}, ${this.pick()}, ${this.any()} : i64`);
    return name;
  }

  /** A few statements; nested constructs while `depth` allows. */
  statements(depth: number, count: number): void {
    for (let i = 0; i < count; i++) {
      if (depth >= MAX_DEPTH || this.rng.chance(0.45)) {
        this.arith();
        continue;
      }
      const kind = this.rng.int(0, 7);
      if (kind <= 1) this.forLoop(depth);
      else if (kind <= 3) this.ifOp(depth);
      else if (kind === 4) this.whileLoop(depth);
      else if (kind === 5) this.indexSwitch(depth);
      else if (kind === 6) this.executeRegion(depth);
      else this.parallel(depth);
    }
  }

  /** Ends a region yielding one value computed in it. */
  yieldOne(depth: number): void {
    this.statements(depth + 1, this.rng.int(1, 3));
    this.out.line(`scf.yield ${this.latest()} : i64`);
  }

  forLoop(depth: number): void {
    const lb = this.rng.int(0, 2);
    const [lower, upper, step] = [
      this.constant(lb, 'index'),
      this.constant(lb + this.rng.int(0, 4), 'index'),
      this.constant(this.rng.int(1, 2), 'index'),
    ];
    const iv = this.fresh('i');
    const carried = this.fresh('a');
    const result = this.fresh('r');
    const unsigned = this.rng.chance(0.2) ? 'unsigned ' : '';
    this.out.line(
      `${result} = scf.for ${unsigned}${iv} = ${lower} to ${upper} step ${step} iter_args(${carried} = ${this.pick()}) -> (i64) {`,
    );
    this.scoped(() => {
      this.define(carried);
      const ivValue = this.fresh();
      this.out.line(`${ivValue} = arith.index_cast ${iv} : index to i64`);
      this.define(ivValue);
      this.yieldOne(depth);
    });
    this.out.line('}');
    this.define(result);
  }

  ifOp(depth: number): void {
    const condition = this.condition();
    if (this.rng.chance(0.25)) {
      // No results: the branches only compute (and may nest further).
      this.out.line(`scf.if ${condition} {`);
      this.scoped(() => this.statements(depth + 1, this.rng.int(1, 2)));
      this.out.line('}');
      return;
    }
    const result = this.fresh('r');
    this.out.line(`${result} = scf.if ${condition} -> (i64) {`);
    this.scoped(() => this.yieldOne(depth));
    this.out.line('} else {');
    this.scoped(() => this.yieldOne(depth));
    this.out.line('}');
    this.define(result);
  }

  /** A counted while loop: (counter, value); a do-while when the after region only forwards. */
  whileLoop(depth: number): void {
    const limit = this.constant(this.rng.int(0, 4));
    const one = this.constant(1);
    const zero = this.constant(0);
    const [count, value, result] = [this.fresh('w'), this.fresh('w'), this.fresh('r')];
    const doWhile = this.rng.chance(0.4);
    this.out.line(
      `${result}:2 = scf.while (${count} = ${zero}, ${value} = ${this.pick()}) : (i64, i64) -> (i64, i64) {`,
    );
    this.scoped(() => {
      this.define(value);
      let [nextCount, nextValue] = [count, value];
      if (doWhile) {
        // The body runs in the before region; the condition is checked after it.
        this.statements(depth + 1, this.rng.int(1, 2));
        nextValue = this.pick();
        nextCount = this.fresh();
        this.out.line(`${nextCount} = arith.addi ${count}, ${one} : i64`);
      }
      const test = this.fresh('b');
      this.out.line(`${test} = arith.cmpi slt, ${nextCount}, ${limit} : i64`);
      this.out.line(`scf.condition(${test}) ${nextCount}, ${nextValue} : i64, i64`);
    });
    this.out.line('} do {');
    const [afterCount, afterValue] = [this.fresh('x'), this.fresh('x')];
    this.out.outdentedLine(`^bb0(${afterCount}: i64, ${afterValue}: i64):`);
    this.scoped(() => {
      if (doWhile) {
        this.out.line(`scf.yield ${afterCount}, ${afterValue} : i64, i64`);
        return;
      }
      this.define(afterValue);
      this.statements(depth + 1, this.rng.int(1, 2));
      const incremented = this.fresh();
      this.out.line(`${incremented} = arith.addi ${afterCount}, ${one} : i64`);
      this.out.line(`scf.yield ${incremented}, ${this.pick()} : i64, i64`);
    });
    this.out.line('}');
    this.define(`${result}#1`);
  }

  indexSwitch(depth: number): void {
    const mask = this.constant(3);
    const masked = this.fresh();
    this.out.line(`${masked} = arith.andi ${this.pick()}, ${mask} : i64`);
    const index = this.fresh();
    this.out.line(`${index} = arith.index_cast ${masked} : i64 to index`);
    const result = this.fresh('r');
    this.out.line(`${result} = scf.index_switch ${index} -> i64`);
    const cases = this.rng.int(0, 3);
    for (let value = 0; value < cases; value++) {
      this.out.line(`case ${value} {`);
      this.scoped(() => this.yieldOne(depth));
      this.out.line('}');
    }
    this.out.line('default {');
    this.scoped(() => this.yieldOne(depth));
    this.out.line('}');
    this.define(result);
  }

  executeRegion(depth: number): void {
    const result = this.fresh('r');
    this.out.line(`${result} = scf.execute_region -> i64 {`);
    this.scoped(() => this.yieldOne(depth));
    this.out.line('}');
    this.define(result);
  }

  /** A 1-D or 2-D parallel loop summing a value per iteration (addi is associative). */
  parallel(depth: number): void {
    const dims = this.rng.int(1, 2);
    const zero = this.constant(0, 'index');
    const upper = this.constant(this.rng.int(1, 3), 'index');
    const one = this.constant(1, 'index');
    const ivs = Array.from({ length: dims }, () => this.fresh('p'));
    const list = (value: string) => Array(dims).fill(value).join(', ');
    const result = this.fresh('r');
    this.out.line(
      `${result} = scf.parallel (${ivs.join(', ')}) = (${list(zero)}) to (${list(upper)}) step (${list(one)}) init (${this.pick()}) -> i64 {`,
    );
    this.scoped(() => {
      const ivValue = this.fresh();
      this.out.line(`${ivValue} = arith.index_cast ${ivs[0]} : index to i64`);
      this.define(ivValue);
      this.statements(depth + 1, this.rng.int(1, 2));
      const [lhs, rhs, sum] = [this.fresh('s'), this.fresh('s'), this.fresh('s')];
      this.out.line(`scf.reduce(${this.pick()} : i64) {`);
      this.out.line(`^bb0(${lhs}: i64, ${rhs}: i64):`);
      this.out.indent();
      this.out.line(`${sum} = arith.addi ${lhs}, ${rhs} : i64`);
      this.out.line(`scf.reduce.return ${sum} : i64`);
      this.out.dedent();
      this.out.line('}');
    });
    this.out.line('}');
    this.define(result);
  }
}

/** A generated module: its text and the names of its functions, in the order main prints them. */
export interface ScfCorpus {
  text: string;
  functions: readonly string[];
}

/** `count` functions `@fN(i64, i64) -> i64` and a `main` printing `fN(args)` for each. */
export function generateScfCorpus(seed: number, count: number): ScfCorpus {
  const rng = new Prng(seed);
  const out = new TextWriter();
  const functions: string[] = [];
  out.line('module {');
  out.indent();
  for (let index = 0; index < count; index++) {
    const name = `f${index}`;
    functions.push(name);
    out.line(`func.func @${name}(%arg0: i64, %arg1: i64) -> i64 {`);
    out.indent();
    const body = new BodyWriter(rng, out);
    body.define('%arg0');
    body.define('%arg1');
    body.statements(0, rng.int(2, 5));
    out.line(`return ${body.latest()} : i64`);
    out.dedent();
    out.line('}');
  }
  out.line('func.func private @printI64(i64)');
  out.line('func.func private @printNewline()');
  out.line('func.func @main() {');
  out.indent();
  functions.forEach((name, index) => {
    out.line(`%a${index} = arith.constant ${rng.int(-20, 20)} : i64`);
    out.line(`%b${index} = arith.constant ${rng.int(-20, 20)} : i64`);
    out.line(`%r${index} = func.call @${name}(%a${index}, %b${index}) : (i64, i64) -> i64`);
    out.line(`func.call @printI64(%r${index}) : (i64) -> ()`);
    out.line('func.call @printNewline() : () -> ()');
  });
  out.line('return');
  out.dedent();
  out.line('}');
  out.dedent();
  out.line('}');
  return { text: out.toString(), functions };
}
