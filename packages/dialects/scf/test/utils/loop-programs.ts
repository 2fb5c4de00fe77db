// A seeded generator of small loop programs for the execution tests: each program is a function
// without arguments that runs loops over i64 arithmetic and prints what it computed with
// `printI64` (libmlir_c_runner_utils), so that a program and its transformed copy can be run side
// by side under mlir-runner and their outputs compared.

/** A small deterministic generator (a 32-bit LCG, high bits used). */
export class Lcg {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, n). */
  below(n: number): number {
    this.state = (Math.imul(this.state, 1664525) + 1013904223) >>> 0;
    return Math.floor((this.state / 2 ** 32) * n);
  }

  /** Uniform in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.below(hi - lo + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }
}

/** Emits SSA names and lines for one function body. */
class Body {
  private count = 0;
  readonly lines: string[] = [];

  fresh(): string {
    return `%v${this.count++}`;
  }

  emit(line: string): void {
    this.lines.push(`  ${line}`);
  }

  constant(value: number, type: string): string {
    const name = this.fresh();
    this.emit(`${name} = arith.constant ${value} : ${type}`);
    return name;
  }

  /**
   * A bound: a constant, or (when `dynamic`) a value computed by an op that is not a constant, so
   * that the transformations see an unknown trip count.
   */
  bound(value: number, type: string, dynamic: boolean): string {
    if (!dynamic) return this.constant(value, type);
    const half = this.constant(value - 3, type);
    const three = this.constant(3, type);
    const name = this.fresh();
    this.emit(`${name} = arith.addi ${half}, ${three} : ${type}`);
    return name;
  }

  print(value: string): void {
    this.emit(`func.call @printI64(${value}) : (i64) -> ()`);
    this.emit(`func.call @printNewline() : () -> ()`);
  }
}

const OPS = ['arith.addi', 'arith.muli', 'arith.subi', 'arith.xori'];

/** Random i64 arithmetic over `inputs`, ending in a value that depends on all of them. */
function mix(body: Body, rng: Lcg, inputs: readonly string[], indent: string): string {
  let value = inputs[0]!;
  for (let k = 1; k < inputs.length; k++) {
    const next = body.fresh();
    body.emit(`${indent}${next} = ${rng.pick(OPS)} ${value}, ${inputs[k]} : i64`);
    value = next;
  }
  for (let k = rng.below(3); k > 0; k--) {
    const next = body.fresh();
    const factor = body.fresh();
    body.emit(`${indent}${factor} = arith.constant ${rng.between(-9, 9)} : i64`);
    body.emit(`${indent}${next} = ${rng.pick(OPS)} ${value}, ${factor} : i64`);
    value = next;
  }
  return value;
}

/** The induction variable of type `type` as an i64. */
function toI64(body: Body, iv: string, type: string, indent: string): string {
  const name = body.fresh();
  body.emit(
    type === 'i64'
      ? `${indent}${name} = arith.addi ${iv}, ${iv} : i64`
      : type === 'index'
        ? `${indent}${name} = arith.index_cast ${iv} : index to i64`
        : `${indent}${name} = arith.extsi ${iv} : ${type} to i64`,
  );
  return name;
}

/**
 * A function `@name` with one loop carrying two i64 values: random bounds (sometimes empty,
 * sometimes dynamic), a random positive step, and a body mixing the iter_args with the induction
 * variable. Prints both results.
 */
export function singleLoopProgram(name: string, rng: Lcg): string {
  const body = new Body();
  const type = rng.pick(['index', 'index', 'i32', 'i64']);
  const dynamic = [rng.below(4) === 0, rng.below(3) === 0, rng.below(5) === 0];
  const lb = rng.between(-6, 8);
  // Empty ranges only with constant bounds: like MLIR's, unrolling by a dynamic trip count assumes
  // ub >= lb (its ceildiv is unsigned).
  const ub = lb + rng.between(dynamic.some(Boolean) ? 0 : -3, 25);
  const step = rng.between(1, 5);
  const lbValue = body.bound(lb, type, dynamic[0]!);
  const ubValue = body.bound(ub, type, dynamic[1]!);
  const stepValue = body.bound(step, type, dynamic[2]!);
  const a0 = body.constant(rng.between(-5, 5), 'i64');
  const b0 = body.constant(rng.between(-5, 5), 'i64');
  const result = body.fresh();
  const suffix = type === 'index' ? '' : ` : ${type}`;
  body.emit(
    `${result}:2 = scf.for %i = ${lbValue} to ${ubValue} step ${stepValue} iter_args(%a = ${a0}, %b = ${b0}) -> (i64, i64)${suffix} {`,
  );
  const iv = toI64(body, '%i', type, '  ');
  const x = mix(body, rng, [iv, '%a', '%b'], '  ');
  const y = mix(body, rng, ['%a', iv], '  ');
  body.emit(`  scf.yield ${x}, ${y} : i64, i64`);
  body.emit('}');
  body.print(`${result}#0`);
  body.print(`${result}#1`);
  return `func.func @${name}() {\n${body.lines.join('\n')}\n  return\n}`;
}

/**
 * A function `@name` with a perfect 2-d nest of index loops (no iter_args, as tiling requires) that
 * adds `f(i, j) * (i * 31 + j)` into a memref cell: the sum does not depend on the order of the
 * iterations but does on visiting each pair exactly once. Prints the sum.
 */
export function nestProgram(name: string, rng: Lcg): string {
  const body = new Body();
  const acc = body.fresh();
  const zero = body.constant(0, 'index');
  body.emit(`${acc} = memref.alloca() : memref<1xi64>`);
  body.emit(`memref.store ${body.constant(0, 'i64')}, ${acc}[${zero}] : memref<1xi64>`);
  const bounds = [0, 1].map(() => {
    const lb = rng.between(-3, 5);
    return [
      body.bound(lb, 'index', rng.below(4) === 0),
      body.bound(lb + rng.between(0, 13), 'index', rng.below(4) === 0),
      body.bound(rng.between(1, 3), 'index', false),
    ];
  });
  const [outer, inner] = bounds as [string[], string[]];
  body.emit(`scf.for %i = ${outer[0]} to ${outer[1]} step ${outer[2]} {`);
  body.emit(`  scf.for %j = ${inner[0]} to ${inner[1]} step ${inner[2]} {`);
  const i = toI64(body, '%i', 'index', '    ');
  const j = toI64(body, '%j', 'index', '    ');
  const value = mix(body, rng, [i, j], '    ');
  const weight = body.fresh();
  const scale = body.fresh();
  const weighted = body.fresh();
  const old = body.fresh();
  const sum = body.fresh();
  body.emit(`    ${scale} = arith.constant 31 : i64`);
  body.emit(`    ${weight} = arith.muli ${i}, ${scale} : i64`);
  body.emit(`    ${weighted} = arith.addi ${weight}, ${j} : i64`);
  const product = body.fresh();
  body.emit(`    ${product} = arith.muli ${value}, ${weighted} : i64`);
  body.emit(`    ${old} = memref.load ${acc}[${zero}] : memref<1xi64>`);
  body.emit(`    ${sum} = arith.addi ${old}, ${product} : i64`);
  body.emit(`    memref.store ${sum}, ${acc}[${zero}] : memref<1xi64>`);
  body.emit('  }');
  body.emit('}');
  const total = body.fresh();
  body.emit(`${total} = memref.load ${acc}[${zero}] : memref<1xi64>`);
  body.print(total);
  return `func.func @${name}() {\n${body.lines.join('\n')}\n  return\n}`;
}

/**
 * A module holding each program twice, as `@orig_N` and `@xf_N` (the copy to transform, made from
 * the same seed), and a `@main` that runs them in turn. A program prints the same number of lines
 * whatever it computes, so the output splits into the two runs of each program.
 */
export function pairedModule(
  count: number,
  program: (name: string, rng: Lcg) => string,
  seed: number,
): string {
  const parts = ['func.func private @printI64(i64)', 'func.func private @printNewline()'];
  const calls: string[] = [];
  for (let n = 0; n < count; n++) {
    parts.push(program(`orig_${n}`, new Lcg(seed + n)), program(`xf_${n}`, new Lcg(seed + n)));
    calls.push(`  func.call @orig_${n}() : () -> ()`, `  func.call @xf_${n}() : () -> ()`);
  }
  parts.push(`func.func @main() {\n${calls.join('\n')}\n  return\n}`);
  return parts.join('\n');
}
