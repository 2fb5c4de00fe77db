import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CrashReproducerOptions,
  IRPrinting,
  PassManager,
  PipelineError,
  parsePipelineInto,
  reproducerText,
} from '../src/index.js';
import { ToyAdapter, type ToyOp, op } from '../src/testing/toy-ir.js';
import { testRegistry, trace } from './fake-passes.js';

const registry = testRegistry();

/** module @m { func @f { test.body }, func @g } with locations named after the ops. */
function module(): ToyOp {
  const top = op(
    'builtin.module',
    undefined,
    op('func.func', 'f', op('test.body')),
    op('func.func', 'g'),
  );
  top.loc = 'top';
  top.children[0]!.loc = 'f-loc';
  top.children[1]!.loc = 'g-loc';
  return top;
}

interface Setup {
  pipeline: string;
  local?: boolean;
  verifyEach?: boolean;
  writeError?: string;
}

function runWithReproducer({ pipeline, local = false, verifyEach = true, writeError }: Setup) {
  const ir = new ToyAdapter();
  const pm = new PassManager('builtin.module', { ir, verifyEach });
  const error = parsePipelineInto(pm, pipeline, registry);
  if (error instanceof PipelineError) throw new Error(error.format('<pipeline>'));
  const files: string[] = [];
  const options: CrashReproducerOptions = {
    path: 'repro.mlir',
    write: (text) => {
      if (writeError !== undefined) return writeError;
      files.push(text);
      return null;
    },
    local,
    disableThreading: local,
    print: { debugInfo: true },
  };
  pm.enableCrashReproducer(options);
  const top = module();
  let thrown: unknown;
  let ok: boolean | undefined;
  try {
    ok = pm.run(top);
  } catch (caught) {
    thrown = caught;
  }
  return { ok, thrown, files, errors: ir.errors, top };
}

/** The resource section a reproducer of `pipeline` ends with. */
function resource(pipeline: string, disableThreading: boolean, verifyEach: boolean): string {
  return (
    `\n{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: "${pipeline}",\n` +
    `      disable_threading: ${disableThreading},\n      verify_each: ${verifyEach}\n    }\n  }\n#-}\n`
  );
}

beforeEach(() => {
  trace.length = 0;
});

describe('crash reproducers', () => {
  it('writes the whole pipeline and the IR from before the run when a pass fails', () => {
    const { ok, files, errors } = runWithReproducer({
      pipeline: 'touch,func.func(record,fail{on=g})',
    });
    expect(ok).toBe(false);
    // The IR before `touch` changed the module's location; the top-level passes joined by ', '.
    expect(files).toEqual([
      'builtin.module loc(top)\n  func.func @f loc(f-loc)\n    test.body loc(unknown)\n' +
        '  func.func @g loc(g-loc)\n' +
        resource('builtin.module(touch{touch=true}, func.func(record,fail{on={g}}))', false, true),
    ]);
    expect(errors).toEqual([
      'g-loc: error: Failures have been detected while processing an MLIR pass pipeline',
      "g-loc: note: Pipeline failed while executing [`FailPass` on 'func.func' operation: @g]: reproducer generated at `repro.mlir`",
    ]);
  });

  it('reproduces only the failing pass, nested down to its op, from the IR before it, when local', () => {
    const { files, errors } = runWithReproducer({
      pipeline: 'func.func(touch,fail{on=g})',
      local: true,
      verifyEach: false,
    });
    // Both functions were touched before `fail` ran on @g: the whole module at that time.
    expect(files).toEqual([
      'builtin.module loc(top)\n  func.func @f loc(touched)\n    test.body loc(unknown)\n' +
        '  func.func @g loc(touched)\n' +
        resource('builtin.module(func.func(fail{on={g}}))', true, false),
    ]);
    expect(errors).toEqual([
      'touched: error: Failures have been detected while processing an MLIR pass pipeline',
      "touched: note: Pipeline failed while executing `FailPass` on 'func.func' operation: @g: reproducer generated at `repro.mlir`",
    ]);
  });

  it('blames a verifier failure after a pass on that pass', () => {
    const { files, errors } = runWithReproducer({ pipeline: 'func.func(break)', local: true });
    expect(files[0]).toContain(
      'pipeline: "builtin.module(func.func(break{claim-unchanged=false}))"',
    );
    expect(errors).toContain(
      "f-loc: note: Pipeline failed while executing `BreakPass` on 'func.func' operation: @f: reproducer generated at `repro.mlir`",
    );
  });

  it('writes nothing when the run succeeds', () => {
    const { ok, files, errors } = runWithReproducer({ pipeline: 'func.func(record),record' });
    expect(ok).toBe(true);
    expect(files).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reports a reproducer it could not write, in mlir-opt words', () => {
    const { errors } = runWithReproducer({
      pipeline: 'func.func(fail{on=f})',
      writeError: "cannot open output file 'repro.mlir': Permission denied",
    });
    expect(errors[1]).toBe(
      "f-loc: note: Pipeline failed while executing [`FailPass` on 'func.func' operation: @f]: failed to create output stream: Failed to create reproducer stream: cannot open output file 'repro.mlir': Permission denied",
    );
  });

  it('writes the reproducer when a pass throws, then lets the exception through', () => {
    const { thrown, files, errors } = runWithReproducer({
      pipeline: 'func.func(record,throw{on=f})',
    });
    expect((thrown as Error).message).toBe('thrown on @f');
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('pipeline: "builtin.module(func.func(record,throw{on={f}}))"');
    // Reported when the run ends, at the top-level op, as MLIR reports a crash.
    expect(errors).toEqual([
      'top: error: Failures have been detected while processing an MLIR pass pipeline',
      "top: note: Pipeline failed while executing [`ThrowPass` on 'func.func' operation: @f]: reproducer generated at `repro.mlir`",
    ]);
  });

  it('reports a later failure too, at the top-level op, when local (as mlir-opt does)', () => {
    const { files, errors } = runWithReproducer({
      pipeline: 'func.func(fail{on={f,g}})',
      local: true,
    });
    expect(
      files.map((text) => text.includes('pipeline: "builtin.module(func.func(fail{on={f,g}}))"')),
    ).toEqual([true, true]);
    expect(errors).toEqual([
      'f-loc: error: Failures have been detected while processing an MLIR pass pipeline',
      "f-loc: note: Pipeline failed while executing `FailPass` on 'func.func' operation: @f: reproducer generated at `repro.mlir`",
      'top: error: Failures have been detected while processing an MLIR pass pipeline',
      "top: note: Pipeline failed while executing `FailPass` on 'func.func' operation: @g: reproducer generated at `repro.mlir`",
    ]);
  });

  it('reports only the first failure of the whole pipeline', () => {
    const { files, errors } = runWithReproducer({ pipeline: 'func.func(fail{on={f,g}})' });
    expect(files).toHaveLength(1);
    expect(errors).toHaveLength(2);
  });

  it('comes after the other instrumentations when enabled last', () => {
    const ir = new ToyAdapter();
    const pm = new PassManager('builtin.module', { ir });
    parsePipelineInto(pm, 'fail{on=x}', registry);
    const events: string[] = [];
    pm.addInstrumentation(
      new IRPrinting(ir, {
        printBefore: () => false,
        printAfter: () => true,
        onlyOnFailure: true,
        write: (text) => events.push(text.split('\n')[0]!),
      }),
    );
    pm.enableCrashReproducer({
      path: 'r',
      write: () => (events.push('reproducer'), null),
      local: false,
      disableThreading: false,
      print: {},
    });
    const top = op('builtin.module', 'x');
    expect(pm.run(top)).toBe(false);
    expect(events).toEqual([
      '// -----// IR Dump After FailPass Failed (fail) //----- //',
      'reproducer',
    ]);
  });
});

describe('reproducerText', () => {
  it('adds the entry to a dialect resource section the IR already has', () => {
    const ir =
      'module {\n}\n\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: "0x04000000"\n    }\n  }\n#-}\n';
    expect(
      reproducerText(ir, {
        pipeline: 'builtin.module(cse)',
        disableThreading: true,
        verifyEach: false,
      }),
    ).toBe(
      'module {\n}\n\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: "0x04000000"\n    }\n  },\n' +
        '  external_resources: {\n    mlir_reproducer: {\n      pipeline: "builtin.module(cse)",\n' +
        '      disable_threading: true,\n      verify_each: false\n    }\n  }\n#-}\n',
    );
  });

  it('escapes the pipeline as an MLIR string', () => {
    const text = reproducerText('m\n', {
      pipeline: 'a{s="x\\y"}\té',
      disableThreading: false,
      verifyEach: true,
    });
    expect(text).toContain('pipeline: "a{s=\\"x\\\\y\\"}\\09\\C3\\A9",');
  });
});
