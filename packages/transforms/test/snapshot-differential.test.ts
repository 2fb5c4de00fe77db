// snapshot-op-locations against MLIR 22's mlir-opt: each input runs through both tools with the
// same snapshot file name (it appears in the new locations), and stdout, stderr, the exit code
// and the snapshot file must be byte-identical. Skipped, with a message, without mlir-opt.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getLitTool } from '@strata/filecheck/lit';
import { afterAll, describe, expect, test } from 'vitest';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available)
  console.warn(
    `[snapshot differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );

const strataOpt = getLitTool('strata-opt');
const dir = mkdtempSync(join(tmpdir(), 'strata-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INPUTS: Record<string, string> = {
  loops: `#step = affine_map<(d0) -> (d0 * 4)>
func.func @fill(%buf: memref<8xf32>, %v: f32, %n: index) attributes {stride = #step} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %buf[%i] : memref<8xf32>
  }
  return
}
func.func @pick(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %c -> i64 {
    scf.yield %a : i64
  } else {
    %s = arith.subi %a, %b : i64 loc("pick.c":4:11)
    scf.yield %s : i64
  }
  return %r : i64
}
`,
  unregistered: `"test.outer"() ({
^bb0(%x: i32):
  %y = "test.inner"(%x) : (i32) -> i32 loc(fused["a.c":1:2, "b.c":3:4])
  "test.done"(%y) : (i32) -> ()
}) : () -> ()
"test.after"() : () -> () loc(callsite("callee.c":5:6 at "caller.c":7:8))
`,
  blocks: `func.func @branches(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^left(%x : i8), ^right
^left(%l: i8):
  return %l : i8
^right:
  %k = arith.constant 9 : i8
  return %k : i8
}
`,
};

/** Snapshot options after `filename=`; `DIR` becomes the test's directory. */
const OPTIONS = [
  '',
  ' tag=snapshot',
  ' print-debuginfo',
  ' print-op-generic',
  ' print-local-scope',
  ' print-debuginfo print-local-scope tag=t',
  ' print-debuginfo pretty-debuginfo',
  ' print-debuginfo pretty-debuginfo tag=pretty',
];

interface Outcome {
  stdout: string;
  stderr: string;
  exitCode: number;
  file: string | null;
}

function readAndRemove(path: string): string | null {
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  rmSync(path);
  return text;
}

describe.skipIf(!available)('snapshot-op-locations, byte-identical with mlir-opt', () => {
  for (const [name, input] of Object.entries(INPUTS)) {
    for (const options of OPTIONS) {
      test(`${name}:${options || ' (no options)'}`, async () => {
        const path = join(dir, 'snapshot.mlir');
        const args = [
          '--allow-unregistered-dialect',
          '--mlir-print-debuginfo',
          `--snapshot-op-locations=filename=${path}${options}`,
        ];
        const run = spawnSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8' });
        const expected: Outcome = {
          stdout: run.stdout,
          stderr: run.stderr,
          exitCode: run.status ?? -1,
          file: readAndRemove(path),
        };
        const actual = await strataOpt(args, { stdin: input, cwd: '.' });
        expect({ ...actual, file: readAndRemove(path) }).toEqual(expected);
      });
    }
  }

  test('a file that cannot be written is an error on the op', async () => {
    const args = [`--snapshot-op-locations=filename=${dir}`];
    const input = 'func.func private @nothing()\n';
    const run = spawnSync(MLIR_OPT, [...args, '-'], { input, encoding: 'utf8' });
    const actual = await strataOpt(args, { stdin: input, cwd: '.' });
    expect(run.status).toBe(1);
    expect(actual).toEqual({ stdout: run.stdout, stderr: run.stderr, exitCode: 1 });
  });
});
