// forallToForLoop: the nest it builds is checked against mlir-opt through
// transform.loop.forall_to_for (../transform-loop.mlir); here, its refusal.
import { forallToForLoop, ForallOp } from '@strata/dialect-scf';
import { expect, test } from 'vitest';
import { expectUnchanged, parse } from './harness.js';

test('an scf.forall with shared outputs is refused, IR unchanged', () => {
  const module = parse(`func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}`);
  let forall: ForallOp | null = null;
  module.walk((op) => {
    if (op instanceof ForallOp) forall = op;
  });
  expect(forall).not.toBeNull();
  expectUnchanged(module, (rewriter) =>
    expect(forallToForLoop(rewriter, forall!)).toBe(
      'scf.forall with shared outputs is not supported',
    ),
  );
});
