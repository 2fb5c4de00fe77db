import { FunctionEmitter, type BodyShape } from '../function-emitter.js';
import { Prng } from '../prng.js';
import { TextWriter } from '../text-writer.js';
import type { GenerateOptions } from './workload.js';

/**
 * The module text of a function-based workload: functions `@PREFIX_0`, `@PREFIX_1`, ... until the
 * target size is reached, each opened and closed by `FunctionEmitter` with `body` writing the middle.
 */
export function emitFunctions(
  { seed, targetLines }: GenerateOptions,
  prefix: string,
  shape: BodyShape,
  body: (fn: FunctionEmitter) => void,
): string {
  const out = new TextWriter();
  const rng = new Prng(seed);
  for (let index = 0; out.lineCount < targetLines; index++) {
    const fn = new FunctionEmitter(out, rng, shape);
    fn.begin(`${prefix}_${index}`);
    body(fn);
    fn.end();
  }
  return out.toString();
}
