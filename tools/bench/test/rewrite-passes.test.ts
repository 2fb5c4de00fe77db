import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, findWorkload, generateParsePrint } from '../src/workloads/index.js';

describe.each(['canonicalize', 'cse'])('workload %s', (pass) => {
  const workload = findWorkload(pass);

  it('is registered and runs that one pass on both tools', () => {
    expect(workload).toBeDefined();
    expect(workload!.strataOptArgs).toEqual([`--${pass}`]);
    expect(workload!.mlirOptArgs).toEqual([`--${pass}`]);
  });

  it('runs over the parse-print input, at its size', () => {
    const options = { seed: DEFAULT_SEED, targetLines: 3000 };
    expect(workload!.generate(options)).toBe(generateParsePrint(options));
    expect(workload!.defaultLines).toBe(findWorkload('parse-print')!.defaultLines);
  });
});
