import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPartialConversion, ConversionTarget } from '../src/index.js';
import { Chaos, checkUseLists, generate, Random } from './chaos.js';
import { makeContext, makeConverter, parse, print } from './helpers.js';

describe('a failed conversion leaves the IR exactly as it was', () => {
  it('whatever random patterns did before failing (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (irSeed, chaosSeed) => {
        const context = makeContext();
        context.diagnostics.registerHandler(() => {});
        const module = parse(context, generate(new Random(irSeed)));
        const before = print(module);
        const converter = makeConverter(context);
        const target = new ConversionTarget(context)
          .addLegalDialect('builtin', 'k', 'n')
          .addIllegalDialect('a');
        const ok = applyPartialConversion(module, target, [
          new Chaos(new Random(chaosSeed), converter),
        ]);
        expect(ok).toBe(false);
        expect(print(module)).toBe(before);
        checkUseLists(module);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a successful conversion commits consistent IR', () => {
  it('with random patterns (property)', () => {
    let succeeded = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (irSeed, chaosSeed) => {
        const context = makeContext();
        context.diagnostics.registerHandler(() => {});
        const module = parse(context, generate(new Random(irSeed), false));
        const before = print(module);
        const converter = makeConverter(context);
        const target = new ConversionTarget(context)
          .addLegalDialect('builtin', 'k', 'n', 'test')
          .addIllegalDialect('a');
        const ok = applyPartialConversion(module, target, [
          new Chaos(new Random(chaosSeed), converter),
        ]);
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
