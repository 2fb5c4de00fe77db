import { beforeEach, describe, expect, it } from 'vitest';
import {
  IRPrinting,
  type IRPrintingConfig,
  PassManager,
  PassTiming,
  PipelineError,
  Timer,
  formatStatisticsReport,
  formatTimingReport,
  parsePipelineInto,
} from '../src/index.js';
import { ToyAdapter, sampleModule } from '../src/testing/toy-ir.js';
import { testRegistry, trace } from './fake-passes.js';

const registry = testRegistry();

function manager(body: string, ir: ToyAdapter): PassManager {
  const pm = new PassManager('builtin.module', { ir });
  const error = parsePipelineInto(pm, body, registry);
  if (error instanceof PipelineError) throw new Error(error.format('<pipeline>'));
  return pm;
}

function dumps(body: string, config: Partial<IRPrintingConfig>): string {
  const ir = new ToyAdapter();
  const pm = manager(body, ir);
  let out = '';
  pm.addInstrumentation(
    new IRPrinting(ir, {
      printBefore: () => false,
      printAfter: () => false,
      write: (text) => (out += text),
      ...config,
    }),
  );
  pm.run(sampleModule());
  return out;
}

beforeEach(() => {
  trace.length = 0;
});

describe('IR printing', () => {
  it('prints before/after the selected passes with mlir-opt headers, nested ops in local scope', () => {
    const out = dumps('func.func(record),touch', {
      printBefore: (pass) => pass.argument === 'record',
      printAfter: () => true,
    });
    expect(out).toBe(
      [
        '// -----// IR Dump Before Record (record) //----- //',
        'func.func @f local',
        '  test.inner local',
        '',
        '// -----// IR Dump After Record (record) //----- //',
        'func.func @f local',
        '  test.inner local',
        '',
        '// -----// IR Dump Before Record (record) //----- //',
        'func.func @g local',
        '',
        '// -----// IR Dump After Record (record) //----- //',
        'func.func @g local',
        '',
        '// -----// IR Dump After Touch (touch) //----- //',
        'builtin.module',
        '  func.func @f',
        '    test.inner',
        '  func.func @g',
        '  test.other @o',
        '',
        '',
        '',
      ].join('\n'),
    );
  });

  it('prints after a pass only when it changed the IR', () => {
    const out = dumps('touch{touch=false},touch', { printAfter: () => true, onlyOnChange: true });
    expect(out.match(/IR Dump After/g)).toHaveLength(1);
  });

  it('prints only failing passes with after-failure, marked Failed', () => {
    const out = dumps('func.func(record,fail{on=g})', {
      printAfter: () => true,
      onlyOnFailure: true,
    });
    expect(out).toBe(
      '// -----// IR Dump After FailPass Failed (fail) //----- //\nfunc.func @g local\n\n',
    );
  });

  it('prints the whole top-level op in module scope, naming the op the pass ran on', () => {
    const out = dumps('func.func(record)', { printAfter: () => true, moduleScope: true });
    expect(out.split('\n')[0]).toBe(
      `// -----// IR Dump After Record (record) ('func.func' operation: @f) //----- //`,
    );
    expect(out.split('\n')[1]).toBe('builtin.module');
  });
});

describe('timing', () => {
  it('builds a tree of pass and pipeline timers and reports it like --mlir-timing', () => {
    const ir = new ToyAdapter();
    const pm = manager('func.func(record,func-pass),record', ir);
    const root = new Timer('root');
    root.start();
    const parser = root.nest('parser', 'Parser');
    parser.start();
    parser.stop();
    pm.addInstrumentation(new PassTiming(root));
    expect(pm.run(sampleModule())).toBe(true);
    root.stop();
    // The adaptor has a timer of its own, hidden in the tree display.
    expect(root.children.map((t) => [t.name, t.hidden])).toEqual([
      ['Parser', false],
      ["Pipeline Collection : ['func.func']", true],
      ['Record', false],
    ]);
    const adaptor = root.children[1]!;
    expect(adaptor.children.map((t) => t.name)).toEqual(["'func.func' Pipeline"]);
    expect(adaptor.children[0]!.children.map((t) => t.name)).toEqual(['Record', 'FuncPass']);
    const report = formatTimingReport(root);
    const lines = report.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '===-------------------------------------------------------------------------===',
      '                         ... Execution time report ...',
      '===-------------------------------------------------------------------------===',
    ]);
    expect(lines[3]).toMatch(/^ {2}Total Execution Time: \d+\.\d{4} seconds$/);
    expect(lines[5]).toBe('  ----Wall Time----  ----Name----');
    const names = lines
      .slice(6, -1)
      .map((line) => line.replace(/^ +\d+\.\d{4} \( *\d+\.\d%\) {2}/, ''));
    expect(names).toEqual([
      'Parser',
      "'func.func' Pipeline",
      '  Record',
      '  FuncPass',
      'Record',
      'Rest',
      'Total',
    ]);
    expect(lines.at(-2)).toMatch(/^ +\d+\.\d{4} \(100\.0%\) {2}Total$/);
  });

  it('merges timers by name, slowest first, in list display, the root and hidden ones included', () => {
    const root = new Timer('root');
    const fake = (timer: Timer, ms: number) => void (timer.elapsedMs = ms);
    fake(root, 100);
    fake(root.nest('parser', 'Parser'), 10);
    const adaptor = root.nest('adaptor', 'Adaptor');
    adaptor.hidden = true;
    fake(adaptor, 51);
    const pipeline = adaptor.nest('p', "'func.func' Pipeline");
    fake(pipeline, 50);
    fake(pipeline.nest('a', 'CSE'), 30);
    fake(root.nest('b', 'CSE'), 25);
    const rows = formatTimingReport(root, 'list').split('\n').slice(6, -1);
    expect(rows).toEqual([
      '    0.1000 (100.0%)  root',
      '    0.0550 ( 55.0%)  CSE',
      '    0.0510 ( 51.0%)  Adaptor',
      "    0.0500 ( 50.0%)  'func.func' Pipeline",
      '    0.0100 ( 10.0%)  Parser',
      '    0.0140 ( 14.0%)  Rest',
      '    0.1000 (100.0%)  Total',
    ]);
    expect(formatTimingReport(root, 'tree').split('\n').slice(6, -1)).toEqual([
      '    0.0100 ( 10.0%)  Parser',
      "    0.0500 ( 50.0%)  'func.func' Pipeline",
      '    0.0300 ( 30.0%)    CSE',
      '    0.0250 ( 25.0%)  CSE',
      '    0.0140 ( 14.0%)  Rest',
      '    0.1000 (100.0%)  Total',
    ]);
  });
});

describe('timing rest row', () => {
  it('is negative when the rows add up to more than the total, as in mlir-opt', () => {
    const root = new Timer('root');
    root.elapsedMs = 100;
    root.nest('a', 'Inliner').elapsedMs = 80;
    root.nest('b', "'func.func' Pipeline").elapsedMs = 40;
    expect(formatTimingReport(root).split('\n').at(-3)).toBe('   -0.0200 (-20.0%)  Rest');
  });
});

describe('statistics', () => {
  it('reports counters in the pipeline shape and merged by pass in list mode', () => {
    const ir = new ToyAdapter();
    const pm = manager('func.func(record),record', ir);
    expect(pm.run(sampleModule())).toBe(true);
    const header = [
      '===-------------------------------------------------------------------------===',
      '                         ... Pass statistics report ...',
      '===-------------------------------------------------------------------------===',
    ];
    expect(formatStatisticsReport(pm)).toBe(
      [
        ...header,
        "'func.func' Pipeline",
        '  Record',
        '    (S) 2 visited - Number of ops visited',
        'Record',
        '  (S) 1 visited - Number of ops visited',
        '',
        '',
      ].join('\n'),
    );
    expect(formatStatisticsReport(pm, 'list')).toBe(
      [...header, '  Record', '    (S) 3 visited - Number of ops visited', '', ''].join('\n'),
    );
  });
});
