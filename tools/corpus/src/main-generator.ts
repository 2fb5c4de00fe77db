import type { Prng, TextWriter } from '@strata/bench';
import { randomLiteral } from './body-writer.js';
import type { FunctionSignature } from './function-generator.js';
import type { ScalarType } from './scalar-types.js';

/** The runtime functions `main` prints with (from libmlir_c_runner_utils). */
const RUNTIME_DECLARATIONS = [
  'func.func private @printI64(i64)',
  'func.func private @printF64(f64)',
  'func.func private @printComma()',
  'func.func private @printNewline()',
];

/**
 * Writes `@main`: each function called once with constant arguments, one output line per call:
 * the function's index, then each result. Integers print as i64 (i1 zero-extended, others
 * sign-extended). Floats print as f64 and then as the f64's bits, so that a difference printF64's
 * six digits would hide still shows; a NaN prints as the canonical quiet NaN and -0.0 as 0.0, as
 * NaN payloads and signs differ legitimately between constant folding and hardware.
 */
export function emitMain(
  out: TextWriter,
  rng: Prng,
  functions: readonly FunctionSignature[],
): void {
  for (const line of RUNTIME_DECLARATIONS) out.line(line);
  out.line('func.func @main() {');
  out.indent();
  let next = 0;
  const fresh = () => `%v${next++}`;
  const nan = fresh();
  const zero = fresh();
  out.line(`${nan} = arith.constant 0x7FF8000000000000 : f64`);
  out.line(`${zero} = arith.constant 0.0 : f64`);
  functions.forEach((fn, index) => {
    const args = fn.params.map((type) => {
      const name = fresh();
      out.line(
        type === 'i1'
          ? `${name} = arith.constant ${randomLiteral(rng, type)}`
          : `${name} = arith.constant ${randomLiteral(rng, type)} : ${type}`,
      );
      return name;
    });
    const result = fresh();
    const resultPrefix =
      fn.results.length === 1 ? `${result} = ` : `${result}:${fn.results.length} = `;
    out.line(
      `${resultPrefix}func.call @${fn.name}(${args.join(', ')}) : (${fn.params.join(', ')}) -> (${fn.results.join(', ')})`,
    );
    const label = fresh();
    out.line(`${label} = arith.constant ${index} : i64`);
    out.line(`func.call @printI64(${label}) : (i64) -> ()`);
    fn.results.forEach((type, i) => {
      const value = fn.results.length === 1 ? result : `${result}#${i}`;
      out.line('func.call @printComma() : () -> ()');
      printValue(out, fresh, type, value, nan, zero);
    });
    out.line('func.call @printNewline() : () -> ()');
  });
  out.line('return');
  out.dedent();
  out.line('}');
}

function printValue(
  out: TextWriter,
  fresh: () => string,
  type: ScalarType,
  value: string,
  nan: string,
  zero: string,
): void {
  const wide = fresh();
  if (type === 'f32' || type === 'f64') {
    if (type === 'f32') out.line(`${wide} = arith.extf ${value} : f32 to f64`);
    const f64 = type === 'f32' ? wide : value;
    const [isNaN, canonical, unsigned, bits] = [fresh(), fresh(), fresh(), fresh()];
    out.line(`${isNaN} = arith.cmpf uno, ${f64}, ${f64} : f64`);
    out.line(`${canonical} = arith.select ${isNaN}, ${nan}, ${f64} : f64`);
    // -0.0 + 0.0 is +0.0 and every other value is unchanged (canonicalization keeps `x + 0.0`).
    out.line(`${unsigned} = arith.addf ${canonical}, ${zero} : f64`);
    out.line(`func.call @printF64(${unsigned}) : (f64) -> ()`);
    out.line('func.call @printComma() : () -> ()');
    out.line(`${bits} = arith.bitcast ${unsigned} : f64 to i64`);
    out.line(`func.call @printI64(${bits}) : (i64) -> ()`);
    return;
  }
  let i64 = value;
  if (type === 'index') out.line(`${(i64 = wide)} = arith.index_cast ${value} : index to i64`);
  else if (type === 'i1') out.line(`${(i64 = wide)} = arith.extui ${value} : i1 to i64`);
  else if (type !== 'i64') out.line(`${(i64 = wide)} = arith.extsi ${value} : ${type} to i64`);
  out.line(`func.call @printI64(${i64}) : (i64) -> ()`);
}
