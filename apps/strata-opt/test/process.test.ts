/**
 * The real executable, as a user runs it: exit codes and stack-trace-free errors. Needs the
 * built bundle (`pnpm build`); `pnpm test` builds first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/strata-opt.cjs', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../dist/strata-opt.cjs', import.meta.url)));

function strataOpt(args: string[], input = '') {
  const result = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(!built)(
  'strata-opt executable (skipped: run `pnpm build` to build dist/strata-opt.cjs)',
  () => {
    it('prints its version and exits 0', () => {
      const result = strataOpt(['--version']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^strata-opt /);
    });

    it('exits 1 with one line and no stack trace on bad input', () => {
      for (const args of [
        ['--no-such-flag'],
        ['/no/such/file.mlir'],
        ['--pass-pipeline=builtin.module(nope)'],
        ['-', '--strip-debuginfo=x=1'],
      ]) {
        const result = strataOpt(args);
        expect(result.code, args.join(' ')).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).not.toMatch(/\n\s+at |Error:/);
        expect(result.stderr.split('\n')[0]).toMatch(
          /^(strata-opt: |<pass-pipeline>:1:|<command line>:1:)/,
        );
      }
    });

    it('lists its registered passes', () => {
      const result = strataOpt(['--list-passes']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('--strip-debuginfo');
    });
  },
);
