import { describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli-options.js';
import { WORKLOADS, findWorkload } from '../src/workloads/index.js';

const parse = (...argv: string[]) => parseCli(argv, '/home/user', '/repo');

describe('parseCli', () => {
  it('defaults to every workload, 5 runs and docs/benchmarks.md in the repository', () => {
    expect(parse()).toEqual({
      kind: 'run',
      options: {
        runs: 5,
        workloads: WORKLOADS,
        out: '/repo/docs/benchmarks.md',
        generateOnly: undefined,
      },
    });
  });

  it('takes runs, one or more workloads and paths relative to the working directory', () => {
    const parsed = parse(
      '--runs',
      '9',
      '--workload',
      'loops',
      '--out',
      'r.md',
      '--generate-only',
      'in',
    );
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        runs: 9,
        workloads: [findWorkload('loops')],
        out: '/home/user/r.md',
        generateOnly: '/home/user/in',
      },
    });
    const both = parse('--workload', 'loops', '--workload', 'parse-print', '--workload', 'loops');
    expect(both.kind === 'run' && both.options.workloads.map((w) => w.name)).toEqual([
      'loops',
      'parse-print',
    ]);
  });

  it.each([
    [['--runs', '0'], /--runs must be an integer from 1 to 1000, got '0'/],
    [['--runs', 'many'], /--runs must be an integer/],
    [['--runs', '2.5'], /--runs must be an integer/],
    [['--workload', 'nope'], /unknown workload 'nope'/],
    [['--out', ''], /--out needs a path/],
    [['--frobnicate'], /frobnicate/],
    [['stray'], /stray/],
  ])('rejects %j', (argv, message) => {
    const parsed = parse(...argv);
    expect(parsed.kind).toBe('error');
    if (parsed.kind === 'error') expect(parsed.message).toMatch(message);
  });

  it('recognises --help', () => {
    expect(parse('--help')).toEqual({ kind: 'help' });
    expect(parse('-h')).toEqual({ kind: 'help' });
  });
});
