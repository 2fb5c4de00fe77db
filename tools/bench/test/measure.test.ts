import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { benchmarkEnvironment, measure } from '../src/measure.js';

const scratch = mkdtempSync(join(tmpdir(), 'strata-bench-measure-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('benchmarkEnvironment', () => {
  it('drops the variables that change how Node starts, and keeps the rest', () => {
    const env = benchmarkEnvironment({
      PATH: '/usr/bin',
      NODE_OPTIONS: '--inspect',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/certs/ca-certificates.crt',
      LANG: 'C.UTF-8',
    });
    expect(env).toEqual({ PATH: '/usr/bin', LANG: 'C.UTF-8' });
  });
});

describe('measure', () => {
  const saved = process.env.NODE_EXTRA_CA_CERTS;
  afterEach(() => {
    if (saved === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = saved;
  });

  it('runs the tool without NODE_EXTRA_CA_CERTS even when the suite has it', () => {
    // The child fails when it sees the variable, so a leak shows as a failed measurement.
    const probe = join(scratch, 'probe.cjs');
    writeFileSync(probe, 'process.exitCode = process.env.NODE_EXTRA_CA_CERTS ? 3 : 0;\n');
    process.env.NODE_EXTRA_CA_CERTS = join(scratch, 'no-such-bundle.pem');
    const result = measure([process.execPath, probe], undefined, 60_000);
    expect(result).toMatchObject({ ok: true });
  });
});
