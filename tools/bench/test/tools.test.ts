import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MLIR_OPT, locateMlirOpt, locateStrataOpt } from '../src/tools.js';

const scratch = mkdtempSync(join(tmpdir(), 'strata-bench-tools-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('locateStrataOpt', () => {
  it('says "strata-opt not built" until the app has a built bin, then runs it with this node', () => {
    const root = join(scratch, 'repo');
    const app = join(root, 'apps', 'strata-opt');
    expect(locateStrataOpt(root)).toMatchObject({
      found: false,
      reason: expect.stringMatching(/^strata-opt not built/),
    });
    mkdirSync(join(app, 'bin'), { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'strata-opt', bin: { 'strata-opt': './bin/strata-opt.js' } }),
    );
    expect(locateStrataOpt(root).found).toBe(false);
    // The bin is a checked-in launcher: without dist/ there is nothing for it to launch.
    writeFileSync(join(app, 'bin', 'strata-opt.js'), '');
    expect(locateStrataOpt(root).found).toBe(false);
    mkdirSync(join(app, 'dist'));
    expect(locateStrataOpt(root)).toEqual({
      found: true,
      command: [process.execPath, join(app, 'bin', 'strata-opt.js')],
    });
  });

  it('accepts a bin given as a plain string', () => {
    const root = join(scratch, 'string-bin');
    const app = join(root, 'apps', 'strata-opt');
    mkdirSync(join(app, 'dist'), { recursive: true });
    writeFileSync(join(app, 'package.json'), JSON.stringify({ bin: './cli.js' }));
    writeFileSync(join(app, 'cli.js'), '');
    expect(locateStrataOpt(root)).toEqual({
      found: true,
      command: [process.execPath, join(app, 'cli.js')],
    });
  });
});

describe('locateMlirOpt', () => {
  it('uses MLIR_OPT when set, and explains what to install when nothing is there', () => {
    const fake = join(scratch, 'mlir-opt');
    writeFileSync(fake, '');
    expect(locateMlirOpt({ MLIR_OPT: fake })).toEqual({ found: true, command: [fake] });
    const missing = locateMlirOpt({ MLIR_OPT: join(scratch, 'nowhere') });
    expect(missing).toMatchObject({
      found: false,
      reason: expect.stringContaining('mlir-22-tools'),
    });
  });

  it('defaults to the Debian MLIR 22 path', () => {
    const located = locateMlirOpt({});
    if (located.found) expect(located.command).toEqual([DEFAULT_MLIR_OPT]);
    else expect(located.reason).toContain(DEFAULT_MLIR_OPT);
  });
});
