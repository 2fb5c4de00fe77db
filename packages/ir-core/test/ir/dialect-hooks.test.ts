// The hooks a dialect offers to rewriting (constant materialization, constant hoisting, dialect
// canonicalization patterns) and the pattern notifications of rewriter listeners.
import { describe, expect, test } from 'vitest';
import { IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import { OpBuilder } from '../../src/ir/builder.js';
import { Dialect, type PatternCollector } from '../../src/ir/dialect.js';
import { ListenerList, type RewriterListener } from '../../src/ir/listener.js';
import { Region } from '../../src/ir/region.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import { setup } from './helpers.js';

describe('Dialect rewriting hooks', () => {
  test('the defaults build no constant, hoist nowhere and add no patterns', () => {
    const { context, loc } = setup();
    const dialect = new Dialect('hooks', context);
    const builder = new OpBuilder(context);
    const value = IntegerAttr.get(IntegerType.get(context, 32), 7n);
    expect(
      dialect.materializeConstant(builder, value, IntegerType.get(context, 32), loc),
    ).toBeNull();
    expect(dialect.shouldMaterializeInto(new Region())).toBe(false);
    const added: unknown[] = [];
    const collector: PatternCollector = { add: (...patterns: never[]) => added.push(...patterns) };
    dialect.getCanonicalizationPatterns(collector);
    expect(added).toEqual([]);
  });

  test('a subclass overrides them and is called through the base type', () => {
    const { context, loc } = setup();
    class Custom extends Dialect {
      override materializeConstant(builder: OpBuilder) {
        return builder.create({
          name: 'custom.constant',
          location: loc,
          resultTypes: [IntegerType.get(context, 32)],
        });
      }
      override shouldMaterializeInto(): boolean {
        return true;
      }
      override getCanonicalizationPatterns(patterns: { add(...p: string[]): unknown }): void {
        patterns.add('custom-pattern');
      }
    }
    const dialect: Dialect = new Custom('custom', context);
    const built = dialect.materializeConstant(
      new OpBuilder(context),
      IntegerAttr.get(IntegerType.get(context, 32), 1n),
      IntegerType.get(context, 32),
      loc,
    );
    expect(built?.name.identifier).toBe('custom.constant');
    expect(dialect.shouldMaterializeInto(new Region())).toBe(true);
    const added: unknown[] = [];
    dialect.getCanonicalizationPatterns({ add: (...p: never[]) => added.push(...p) });
    expect(added).toEqual(['custom-pattern']);
  });
});

describe('RewriterListener pattern notifications', () => {
  test('ListenerList forwards notifyPatternBegin/End to the listeners that have them', () => {
    const { op } = setup();
    const calls: string[] = [];
    const listener: RewriterListener = {
      notifyPatternBegin: (pattern, target) =>
        calls.push(`begin ${pattern.getDebugName()} ${target.name.identifier}`),
      notifyPatternEnd: (pattern, succeeded) =>
        calls.push(`end ${pattern.getDebugName()} ${succeeded}`),
    };
    const list = new ListenerList([listener, {}]);
    const pattern = { getDebugName: () => 'Fold' };
    list.notifyPatternBegin(pattern, op('t.o'));
    list.notifyPatternEnd(pattern, false);
    expect(calls).toEqual(['begin Fold t.o', 'end Fold false']);
  });
});
