import { beforeEach, describe, expect, it } from 'vitest';
import { PassManager, PipelineError, parsePipelineInto } from '../src/index.js';
import { ToyAdapter, type ToyOp, op, sampleModule } from '../src/testing/toy-ir.js';
import { FuncPass, RecordPass, testRegistry, trace } from './fake-passes.js';

const registry = testRegistry();

function manager(
  body: string,
  ir: ToyAdapter,
  anchor = 'builtin.module',
  verifyEach = true,
): PassManager {
  const pm = new PassManager(anchor, { ir, verifyEach });
  const error = parsePipelineInto(pm, body, registry);
  if (error instanceof PipelineError) throw new Error(error.format('<pipeline>'));
  return pm;
}

beforeEach(() => {
  trace.length = 0;
});

describe('running pipelines', () => {
  it('runs a nested pipeline on each op directly nested in the anchor, not deeper', () => {
    const ir = new ToyAdapter();
    const module = sampleModule();
    // A func.func nested inside another func.func is not visited by builtin.module(func.func(...)).
    module.children[0]!.add(op('func.func', 'deep'));
    expect(manager('record,func.func(record,func-pass)', ir).run(module)).toBe(true);
    expect(trace).toEqual([
      'record:builtin.module',
      'record:func.func@f',
      'func-pass:func.func@f',
      'record:func.func@g',
      'func-pass:func.func@g',
    ]);
  });

  it('runs merged adjacent nested pipelines one op at a time', () => {
    const ir = new ToyAdapter();
    expect(manager('func.func(record),func.func(func-pass)', ir).run(sampleModule())).toBe(true);
    expect(trace).toEqual([
      'record:func.func@f',
      'func-pass:func.func@f',
      'record:func.func@g',
      'func-pass:func.func@g',
    ]);
  });

  it('schedules an any-anchored pipeline on registered isolated ops only', () => {
    const ir = new ToyAdapter();
    const module = sampleModule();
    module.children[2]!.registered = false;
    expect(manager('any(record)', ir).run(module)).toBe(true);
    expect(trace).toEqual(['record:func.func@f', 'record:func.func@g']);
  });

  it("refuses to run on an op that is not the manager's anchor", () => {
    const ir = new ToyAdapter();
    const fn = op('func.func', 'f');
    fn.loc = 'in.mlir:1:1';
    expect(manager('record', ir).run(fn)).toBe(false);
    expect(ir.errors).toEqual([
      `in.mlir:1:1: error: can't run 'builtin.module' pass manager on 'func.func' op`,
    ]);
    expect(trace).toEqual([]);
  });

  it('refuses to run a pass on an unregistered or non-isolated op', () => {
    const ir = new ToyAdapter();
    const module = op('test.unknown');
    module.registered = false;
    const pm = new PassManager('any', { ir });
    pm.addPass(new RecordPass());
    expect(pm.run(module)).toBe(false);
    expect(ir.errors[0]).toContain(
      `'test.unknown' op trying to schedule a pass on an unregistered operation`,
    );
    const inner = op('test.open');
    inner.isolated = false;
    expect(pm.run(inner)).toBe(false);
    expect(ir.errors[1]).toContain(
      `trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'`,
    );
  });

  it('stops the pipeline at a failing pass but finishes its sibling ops, and says which failed', () => {
    const ir = new ToyAdapter();
    const module = sampleModule();
    const pm = manager('func.func(fail{on=f},record),record', ir);
    expect(pm.run(module)).toBe(false);
    // @f fails and skips `record`; @g still runs its pipeline; the top-level record never runs.
    expect(trace).toEqual(['fail:func.func@f', 'fail:func.func@g', 'record:func.func@g']);
    expect(pm.failure?.pass.argument).toBe('fail');
    expect((pm.failure?.op as ToyOp).symbol).toBe('f');
  });

  it('verifies after each pass, and a verifier failure fails the pass', () => {
    const ir = new ToyAdapter();
    const pm = manager('func.func(break,record)', ir);
    expect(pm.run(sampleModule())).toBe(false);
    expect(ir.errors[0]).toContain(`'func.func' op is invalid`);
    expect(pm.failure?.pass.argument).toBe('break');
    expect(trace).toEqual([]);
  });

  it('skips verification when disabled or when the pass preserved everything', () => {
    const off = new ToyAdapter();
    expect(manager('func.func(break)', off, 'builtin.module', false).run(sampleModule())).toBe(
      true,
    );
    expect(off.verifyCalls).toEqual([]);
    const preserved = new ToyAdapter();
    expect(manager('func.func(break{claim-unchanged})', preserved).run(sampleModule())).toBe(true);
    // Only the adaptor's own op is verified, and not recursively.
    expect(preserved.verifyCalls).toEqual([{ op: 'builtin.module', recursive: false }]);
  });

  it('verifies a plain pass recursively and an adaptor only on its op', () => {
    const ir = new ToyAdapter();
    expect(manager('record,func.func(record)', ir).run(sampleModule())).toBe(true);
    expect(ir.verifyCalls).toEqual([
      { op: 'builtin.module', recursive: true },
      { op: 'func.func @f', recursive: true },
      { op: 'func.func @g', recursive: true },
      { op: 'builtin.module', recursive: false },
    ]);
  });

  it('loads dependent dialects before running', () => {
    class NeedsArith extends FuncPass {
      override getDependentDialects() {
        return ['arith', 'func'];
      }
    }
    const loaded: string[] = [];
    const pm = new PassManager('builtin.module', {
      ir: new ToyAdapter(),
      nesting: 'implicit',
      loadDialect: (d) => loaded.push(d),
    });
    pm.addPass(new NeedsArith());
    expect(pm.run(sampleModule())).toBe(true);
    expect(loaded).toEqual(['arith', 'func']);
  });

  it('reports a pass that cannot run on its manager', () => {
    const ir = new ToyAdapter();
    const pm = new PassManager('builtin.module', { ir });
    // Bypass addPass's nesting check, as a hand-built pass list could.
    pm.passes.push(new FuncPass());
    expect(pm.run(sampleModule())).toBe(false);
    expect(ir.errors[0]).toContain(
      `unable to schedule pass 'FuncPass' on a PassManager intended to run on 'builtin.module'!`,
    );
  });

  it('throws on explicit nesting mismatches made through the API (a programming error)', () => {
    const pm = new PassManager('builtin.module', { ir: new ToyAdapter() });
    expect(() => pm.addPass(new FuncPass())).toThrow(/did you intend to nest\?/);
  });
});
