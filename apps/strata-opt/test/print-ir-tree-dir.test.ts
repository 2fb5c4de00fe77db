/**
 * `--mlir-print-ir-tree-dir` against mlir-opt 22: the same directories and files, with the same
 * contents, for the same pipeline and dump flags; and the same message when a directory cannot be
 * made. Skipped (with the reason in the suite's name) when mlir-opt is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../src/index.js';

const MLIR_OPT = process.env['MLIR_OPT'] || '/usr/lib/llvm-22/bin/mlir-opt';
const haveMlirOpt = existsSync(MLIR_OPT);
const input = join(dirname(fileURLToPath(import.meta.url)), 'differential', 'tree-dir.mlir');
const scratch = mkdtempSync(join(tmpdir(), 'strata-opt-tree-dir-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under `root`, by path relative to it, with its contents. */
function tree(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path)] = readFileSync(path, 'utf8');
  }
  return files;
}

async function bothTools(args: string[], tag: string) {
  const mlirDir = join(scratch, `${tag}-mlir`);
  const strataDir = join(scratch, `${tag}-strata`);
  const expected = spawnSync(MLIR_OPT, [input, ...args, `--mlir-print-ir-tree-dir=${mlirDir}`], {
    encoding: 'utf8',
  });
  const actual = await runInProcess([input, ...args, `--mlir-print-ir-tree-dir=${strataDir}`], {
    stdin: '',
    cwd: scratch,
  });
  return { expected, actual, mlirDir, strataDir };
}

const PIPELINE =
  '--pass-pipeline=builtin.module(func.func(canonicalize,cse),canonicalize,symbol-dce)';

describe.skipIf(!haveMlirOpt)(
  `--mlir-print-ir-tree-dir matches mlir-opt${haveMlirOpt ? '' : ` (skipped: ${MLIR_OPT} not found)`}`,
  () => {
    const cases: [string, string[]][] = [
      ['after-all', [PIPELINE, '--mlir-print-ir-after-all']],
      [
        'before-and-after',
        [PIPELINE, '--mlir-print-ir-before=cse', '--mlir-print-ir-after=canonicalize'],
      ],
      ['changed', [PIPELINE, '--mlir-print-ir-after-all', '--mlir-print-ir-after-change']],
      [
        'module-scope',
        [
          PIPELINE,
          '--mlir-print-ir-before-all',
          '--mlir-print-ir-module-scope',
          '--mlir-disable-threading',
        ],
      ],
    ];
    for (const [tag, args] of cases) {
      it(args.join(' '), async () => {
        const { expected, actual, mlirDir, strataDir } = await bothTools(args, tag);
        expect(actual.exitCode).toBe(expected.status);
        expect(actual.stdout).toBe(expected.stdout);
        // The dumps go to the files only.
        expect(actual.stderr).toBe('');
        const files = tree(strataDir);
        expect(Object.keys(files).length).toBeGreaterThan(0);
        expect(files).toEqual(tree(mlirDir));
      });
    }

    it('reports a directory it cannot make and goes on', async () => {
      const blocker = join(scratch, 'a-file');
      writeFileSync(blocker, '');
      const args = [input, '--canonicalize', '--mlir-print-ir-after-all'];
      const root = `--mlir-print-ir-tree-dir=${join(blocker, 'below')}`;
      const expected = spawnSync(MLIR_OPT, [...args, root], { encoding: 'utf8' });
      const actual = await runInProcess([...args, root], { stdin: '', cwd: scratch });
      expect(actual).toEqual({
        exitCode: expected.status,
        stdout: expected.stdout,
        stderr: expected.stderr,
      });
      expect(actual.stderr).toContain('Error while creating directory');
    });
  },
);
