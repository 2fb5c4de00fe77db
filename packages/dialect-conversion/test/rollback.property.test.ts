import type { Operation } from '@strata/ir-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPartialConversion, ConversionTarget } from '../src/index.js';
import { Chaos, checkUseLists, generate, Random } from './chaos.js';
import { makeContext, makeConverter, parse, print } from './helpers.js';

interface Run {
  readonly ok: boolean;
  readonly module: Operation;
  readonly before: string;
  readonly messages: string[];
}

/**
 * Converts random IR (ending with an op no pattern converts when `unconvertible`) with the chaos
 * pattern; `materialize` gives the type converter its casts.
 */
function convertRandomly(
  irSeed: number,
  chaosSeed: number,
  unconvertible: boolean,
  materialize: boolean,
): Run {
  const context = makeContext();
  const messages: string[] = [];
  context.diagnostics.registerHandler((d) => void messages.push(d.message));
  const module = parse(context, generate(new Random(irSeed), unconvertible));
  const before = print(module);
  const converter = makeConverter(context, materialize);
  const target = new ConversionTarget(context)
    .addLegalDialect('builtin', 'k', 'n', 'test')
    .addIllegalDialect('a');
  const ok = applyPartialConversion(module, target, [new Chaos(new Random(chaosSeed), converter)]);
  return { ok, module, before, messages };
}

describe('a failed conversion leaves the IR exactly as it was', () => {
  it('whatever random patterns did before failing (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (irSeed, chaosSeed) => {
        const { ok, module, before } = convertRandomly(irSeed, chaosSeed, true, true);
        expect(ok).toBe(false);
        expect(print(module)).toBe(before);
        checkUseLists(module);
      }),
      { numRuns: 200 },
    );
  });

  it('even when it fails after commit, for want of a materialization (property)', () => {
    let lateFailures = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (irSeed, chaosSeed) => {
        const { ok, module, before, messages } = convertRandomly(irSeed, chaosSeed, false, false);
        if (ok) return;
        if (messages.some((m) => m.startsWith('failed to legalize unresolved materialization')))
          lateFailures++;
        expect(print(module)).toBe(before);
        checkUseLists(module);
      }),
      // A fixed seed: such late failures are rare, and the check below needs some.
      { numRuns: 500, seed: 20261122 },
    );
    expect(lateFailures).toBeGreaterThan(0);
  });
});

describe('a successful conversion commits consistent IR', () => {
  it('with random patterns (property)', () => {
    let succeeded = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (irSeed, chaosSeed) => {
        const { ok, module, before } = convertRandomly(irSeed, chaosSeed, false, true);
        if (!ok) {
          expect(print(module)).toBe(before);
          return;
        }
        succeeded++;
        const left: string[] = [];
        module.walk((op) => {
          if (op.name.dialectNamespace === 'a') left.push(op.name.identifier);
        });
        expect(left).toEqual([]);
        checkUseLists(module);
      }),
      { numRuns: 200 },
    );
    expect(succeeded).toBeGreaterThan(10);
  });
});
