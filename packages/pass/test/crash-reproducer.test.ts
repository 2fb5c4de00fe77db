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

/** The error and note a reproducer is reported with, at `loc`, naming `passes`. */
function reported(loc: string, passes: string, where = 'reproducer generated at `repro.mlir`') {
  return [
    `${loc}: error: Failures have been detected while processing an MLIR pass pipeline`,
    `${loc}: note: Pipeline failed while executing ${passes}: ${where}`,
  ];
}

const MODULE_AS_PARSED =
  'builtin.module loc(top)\n  func.func @f loc(f-loc)\n    test.body loc(unknown)\n  func.func @g loc(g-loc)\n';

interface Case {
  name: string;
  setup: Setup;
  /** The reproducers written, in full or by the pipeline they hold. */
  files: string[] | { pipeline: string; count: number };
  errors: string[];
  thrown?: string;
}

const FAIL_ON_F = "`FailPass` on 'func.func' operation: @f";
const FAIL_ON_G = "`FailPass` on 'func.func' operation: @g";

const CASES: Case[] = [
  {
    // The IR before `touch` changed the module's location; the top-level passes joined by ', '.
    name: 'the whole pipeline, from the IR before the run, when a pass fails',
    setup: { pipeline: 'touch,func.func(record,fail{on=g})' },
    files: [
      MODULE_AS_PARSED +
        resource('builtin.module(touch{touch=true}, func.func(record,fail{on={g}}))', false, true),
    ],
    errors: reported('g-loc', `[${FAIL_ON_G}]`),
  },
  {
    // Both functions were touched before `fail` ran on @g: the whole module at that time.
    name: 'only the failing pass, nested down to its op, from the IR before it, when local',
    setup: { pipeline: 'func.func(touch,fail{on=g})', local: true, verifyEach: false },
    files: [
      MODULE_AS_PARSED.replaceAll('f-loc', 'touched').replaceAll('g-loc', 'touched') +
        resource('builtin.module(func.func(fail{on={g}}))', true, false),
    ],
    errors: reported('touched', FAIL_ON_G),
  },
  {
    name: 'a verifier failure after a pass, blamed on that pass',
    setup: { pipeline: 'func.func(break)', local: true },
    files: { pipeline: 'builtin.module(func.func(break{claim-unchanged=false}))', count: 2 },
    errors: [
      "f-loc: error: 'func.func' op is invalid",
      ...reported('f-loc', "`BreakPass` on 'func.func' operation: @f"),
      "g-loc: error: 'func.func' op is invalid",
      ...reported('top', "`BreakPass` on 'func.func' operation: @g"),
    ],
  },
  {
    name: 'nothing when the run succeeds',
    setup: { pipeline: 'func.func(record),record' },
    files: [],
    errors: [],
  },
  {
    name: 'a reproducer that could not be written, in mlir-opt words',
    setup: {
      pipeline: 'func.func(fail{on=f})',
      writeError: "cannot open output file 'repro.mlir': Permission denied",
    },
    files: [],
    errors: reported(
      'f-loc',
      `[${FAIL_ON_F}]`,
      "failed to create output stream: Failed to create reproducer stream: cannot open output file 'repro.mlir': Permission denied",
    ),
  },
  {
    // Reported when the run ends, at the top-level op, as MLIR reports a crash.
    name: 'a pass that threw, before the exception goes on',
    setup: { pipeline: 'func.func(record,throw{on=f})' },
    files: { pipeline: 'builtin.module(func.func(record,throw{on={f}}))', count: 1 },
    errors: reported('top', "[`ThrowPass` on 'func.func' operation: @f]"),
    thrown: 'thrown on @f',
  },
  {
    name: 'a later failure too, at the top-level op, when local (as mlir-opt does)',
    setup: { pipeline: 'func.func(fail{on={f,g}})', local: true },
    files: { pipeline: 'builtin.module(func.func(fail{on={f,g}}))', count: 2 },
    errors: [...reported('f-loc', FAIL_ON_F), ...reported('top', FAIL_ON_G)],
  },
  {
    name: 'only the first failure of the whole pipeline',
    setup: { pipeline: 'func.func(fail{on={f,g}})' },
    files: { pipeline: 'builtin.module(func.func(fail{on={f,g}}))', count: 1 },
    errors: reported('f-loc', `[${FAIL_ON_F}]`),
  },
];

describe('crash reproducers', () => {
  it.each(CASES)('$name', ({ setup, files, errors, thrown }) => {
    const result = runWithReproducer(setup);
    if (Array.isArray(files)) expect(result.files).toEqual(files);
    else
      expect(result.files.map((text) => text.includes(`pipeline: "${files.pipeline}"`))).toEqual(
        Array(files.count).fill(true),
      );
    expect(result.errors).toEqual(errors);
    expect((result.thrown as Error | undefined)?.message).toBe(thrown);
    expect(result.ok).toBe(thrown === undefined ? errors.length === 0 : undefined);
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
