import type { BodyShape, FunctionEmitter } from '../function-emitter.js';
import { emitFunctions } from './emit-functions.js';
import type { GenerateOptions, Workload } from './workload.js';

/** Mostly straight-line arith and memref code, some shallow scf regions. */
const SHAPE: BodyShape = {
  weights: { arith: 14, memref: 2, for: 1, if: 1, while: 0.5, switch: 0.3 },
  maxDepth: 2,
  regionStatements: 5,
};

/**
 * Many functions of arithmetic chains, constants, memref traffic and scf.for/if/while with
 * iter_args, each ending in a cf diamond (cond_br to two blocks that branch with an argument to a
 * join block), so parsing and printing see every kind of syntax the core dialects use.
 */
export function generateParsePrint(options: GenerateOptions): string {
  return emitFunctions(options, 'parse_print', SHAPE, (fn) => {
    fn.statements(fn.rng.int(20, 60), 0);
    branchDiamond(fn);
  });
}

function branchDiamond(fn: FunctionEmitter): void {
  const { out, rng, scopes } = fn;
  const [left, right, join] = [fn.freshBlock(), fn.freshBlock(), fn.freshBlock()];
  fn.compare();
  const cond = scopes.pick(rng, 'i1');
  out.line(`cf.cond_br ${cond}, ${left}(${scopes.pick(rng, 'i32')} : i32), ${right}`);

  const leftArg = fn.fresh();
  out.outdentedLine(`${left}(${leftArg}: i32):`);
  scopes.push();
  scopes.define('i32', leftArg);
  fn.statements(rng.int(1, 4), SHAPE.maxDepth);
  out.line(`cf.br ${join}(${scopes.pick(rng, 'i32')} : i32)`);
  scopes.pop();

  out.outdentedLine(`${right}:`);
  scopes.push();
  fn.statements(rng.int(1, 4), SHAPE.maxDepth);
  out.line(`cf.br ${join}(${scopes.pick(rng, 'i32')} : i32)`);
  scopes.pop();

  const joined = fn.fresh();
  out.outdentedLine(`${join}(${joined}: i32):`);
  scopes.define('i32', joined);
}

export const parsePrint: Workload = {
  name: 'parse-print',
  description: 'Parse and print a large module of func/arith/scf/cf/memref functions (no passes).',
  defaultLines: 150_000,
  generate: generateParsePrint,
  strataOptArgs: [],
  mlirOptArgs: [],
};
