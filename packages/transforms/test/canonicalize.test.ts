import { afterEach, describe, expect, it } from 'vitest';
import { configureDebugLog } from '@strata/pass/debug';
import { CanonicalizerPass, collectCanonicalizationPatterns } from '@strata/transforms';
import { AddOp, DoubleOp, print, setup, UseOp } from './helpers.js';

function program() {
  const env = setup();
  const { func, entry, arg } = env.func();
  const c1 = env.constant(entry, 1);
  const c2 = env.constant(entry, 2);
  const sum = env.add(entry, AddOp.create(env.loc, { lhs: c1.result, rhs: c2.result }));
  const twice = env.add(entry, AddOp.create(env.loc, { lhs: arg, rhs: arg }));
  env.add(entry, UseOp.create(env.loc, { inputs: [] }));
  const use = env.add(entry, UseOp.create(env.loc, { inputs: [sum.result, twice.result] }));
  return { ...env, f: func, entry, use };
}

function run(pass: CanonicalizerPass, op: object, options = '') {
  expect(pass.initializeOptions(options)).toBe(null);
  return pass.runOn(op);
}

afterEach(() => configureDebugLog([], () => {}));

describe('canonicalize', () => {
  it('collects dialect and op canonicalization patterns', () => {
    const { context } = setup();
    const names = collectCanonicalizationPatterns(context)
      .getPatterns()
      .map((p) => p.getDebugName());
    expect(names).toEqual(['EraseEmptyUse', 'AddSelfToDouble']);
  });

  it('folds, applies the patterns and erases dead ops', () => {
    const { f, use } = program();
    expect(run(new CanonicalizerPass(), f).failed).toBe(false);
    expect(print(f)).toBe(
      [
        '"t.func"() ({',
        '^bb0(%arg0: i32):',
        '  %0 = "t.constant"() <{value = 3 : i32}> : () -> i32',
        '  %1 = "t.double"(%arg0) : (i32) -> i32',
        '  "t.use"(%0, %1) : (i32, i32) -> ()',
        '}) : () -> ()',
        '',
      ].join('\n'),
    );
    expect(use.getOperand(1).getDefiningOp()).toBeInstanceOf(DoubleOp);
  });

  it('filters patterns by name or label', () => {
    const disabled = program();
    run(new CanonicalizerPass(), disabled.f, 'disable-patterns=strength');
    expect(disabled.use.getOperand(1).getDefiningOp()).toBeInstanceOf(AddOp);
    expect(disabled.entry.operations.filter((op) => op instanceof UseOp)).toHaveLength(1);
    const enabled = program();
    run(new CanonicalizerPass(), enabled.f, 'enable-patterns=AddSelfToDouble');
    expect(enabled.use.getOperand(1).getDefiningOp()).toBeInstanceOf(DoubleOp);
    expect(enabled.entry.operations.filter((op) => op instanceof UseOp)).toHaveLength(2);
  });

  it('fails on non-convergence only under test-convergence', () => {
    expect(run(new CanonicalizerPass(), program().f, 'max-iterations=1').failed).toBe(false);
    expect(
      run(new CanonicalizerPass(), program().f, 'max-iterations=1 test-convergence=true').failed,
    ).toBe(true);
    expect(run(new CanonicalizerPass(), program().f, 'test-convergence=true').failed).toBe(false);
  });

  it('has MLIR 22 option defaults, printed as mlir-opt --dump-pass-pipeline does', () => {
    const pass = new CanonicalizerPass();
    expect(pass.printAsTextualPipeline()).toBe(
      'canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}',
    );
  });

  it('writes the greedy driver log to the greedy-rewriter debug channel', () => {
    const lines: string[] = [];
    configureDebugLog(['greedy-rewriter'], (line) => void lines.push(line));
    run(new CanonicalizerPass(), program().f);
    expect(
      lines.some((l) => l.startsWith("[greedy-rewriter] Processing operation : 't.add'")),
    ).toBe(true);
    expect(lines.some((l) => l.includes("* Pattern AddSelfToDouble : 't.add -> ()' {"))).toBe(true);
  });
});
