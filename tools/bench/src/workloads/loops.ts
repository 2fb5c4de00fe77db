import type { BodyShape } from '../function-emitter.js';
import { emitFunctions } from './emit-functions.js';
import type { GenerateOptions, Workload } from './workload.js';

/** Control flow nested up to four deep, with little straight-line code between the regions. */
const SHAPE: BodyShape = {
  weights: { arith: 3, memref: 0.5, for: 3, if: 2, while: 1.5, switch: 1 },
  maxDepth: 4,
  regionStatements: 3,
};

/** Functions of nested scf.for/if/while/index_switch, the input `convert-scf-to-cf` lowers. */
export function generateLoops(options: GenerateOptions): string {
  return emitFunctions(options, 'loops', SHAPE, (fn) => fn.statements(fn.rng.int(3, 8), 0));
}

export const loops: Workload = {
  name: 'loops',
  description: 'Lower nested scf.for/if/while/index_switch to cf (`--convert-scf-to-cf`).',
  defaultLines: 50_000,
  generate: generateLoops,
  strataOptArgs: ['--convert-scf-to-cf'],
  mlirOptArgs: ['--convert-scf-to-cf'],
};
