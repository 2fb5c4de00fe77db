/**
 * `--mlir-print-assume-verified` on IR that was not verified on parsing and does not verify: a
 * custom printer that trips over it (here `arith.cmpi` without its predicate) must not crash the
 * tool. mlir-opt 22 crashes on this input; Strata prints the generic form, which is compared with
 * what mlir-opt prints for it under `--mlir-print-op-generic`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);

const INPUT = `func.func @no_predicate(%m: i16, %n: i16) -> i1 {
  %c = "arith.cmpi"(%m, %n) : (i16, i16) -> i1
  return %c : i1
}
`;
const UNVERIFIED = ['--mlir-very-unsafe-disable-verifier-on-parsing'];

describe.skipIf(!haveMlirOpt)(
  `assume-verified printing of invalid IR${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    it('falls back to the generic form instead of failing', async () => {
      const generic = spawnSync(MLIR_OPT, [...UNVERIFIED, '--mlir-print-op-generic'], {
        input: INPUT,
        encoding: 'utf8',
      });
      expect(generic.status).toBe(0);
      const actual = await runInProcess([...UNVERIFIED, '--mlir-print-assume-verified'], {
        stdin: INPUT,
        cwd: process.cwd(),
      });
      expect(actual.stderr).toBe('');
      expect(actual.exitCode).toBe(0);
      expect(actual.stdout).toBe(generic.stdout);
    });
  },
);
