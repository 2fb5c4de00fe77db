import { describe, expect, it } from 'vitest';
import { BlockArgument, OpBuilder, type Type, Value } from '@strata/ir-core';
import { TypeConverter } from '../src/index.js';
import { RegionOp, setup, SourceOp, UseOp } from './helpers.js';

/** A block argument and an op result, both of type i64. */
function twoValues() {
  const env = setup();
  const holder = RegionOp.create(env.loc, {});
  const builder = new OpBuilder(env.context);
  const block = builder.createBlock(holder.body, null, [env.i64], [env.loc]);
  const result = builder.createOp(SourceOp, env.loc, { outputs: [env.i64] }).outputs[0]!;
  return { ...env, builder, block, argument: block.getArgument(0), result };
}

describe('context-aware conversions (addConversion(Value, ...))', () => {
  it('see the value when a value is converted, and are skipped when a type is', () => {
    const { i16, i32, i64, argument, result } = twoValues();
    const converter = new TypeConverter();
    converter.addConversion((t) => t);
    const seen: Value[] = [];
    converter.addConversion(Value, (value) => {
      seen.push(value);
      return value instanceof BlockArgument ? i32 : i16;
    });
    expect(converter.convertType(argument)).toBe(i32);
    expect(converter.convertType(result)).toBe(i16);
    expect(converter.convertType(i64)).toBe(i64);
    expect(seen).toEqual([argument, result]);
  });

  it('are not cached, and cached type answers do not hide them', () => {
    const { i16, i32, i64, argument, result } = twoValues();
    const converter = new TypeConverter();
    let typeRuleCalls = 0;
    converter.addConversion((t) => (typeRuleCalls++, t));
    let calls = 0;
    converter.addConversion(
      Value,
      (value) => (calls++, value instanceof BlockArgument ? i32 : undefined),
    );
    expect(converter.convertType(i64)).toBe(i64); // caches i64 -> i64 for types
    for (let round = 0; round < 2; round++) {
      expect(converter.convertType(argument)).toBe(i32);
      expect(converter.convertType(result)).toBe(i64);
    }
    expect(calls).toBe(4);
    // The earlier type rule answers `result` each time: its answer for values is not cached.
    expect(typeRuleCalls).toBe(3);
    expect(converter.convertType(i16)).toBe(i16);
  });

  it('rules added after the last context-aware one are tried first and cached', () => {
    const { i16, i32, i64, argument } = twoValues();
    const converter = new TypeConverter();
    converter.addConversion(Value, () => i16);
    const answers: Type[] = [];
    converter.addConversion((t) => (answers.push(t), t === i64 ? i32 : undefined));
    expect(converter.convertType(argument)).toBe(i32);
    expect(converter.convertType(argument)).toBe(i32);
    expect(converter.convertType(i64)).toBe(i32);
    expect(answers).toEqual([i64]);
  });

  it('take part in legality of values, ops, regions and block signatures', () => {
    const { loc, i32, i64, block, argument, result } = twoValues();
    const converter = new TypeConverter();
    converter.addConversion((t) => t);
    converter.addConversion(Value, (value) => (value instanceof BlockArgument ? i32 : undefined));
    expect(converter.isLegal(i64)).toBe(true);
    expect(converter.isLegal(result)).toBe(true);
    expect(converter.isLegal(argument)).toBe(false);
    expect(converter.isLegal([result, argument])).toBe(false);
    expect(converter.isLegal(UseOp.create(loc, { inputs: [result] }))).toBe(true);
    expect(converter.isLegal(UseOp.create(loc, { inputs: [argument] }))).toBe(false);
    expect(converter.isLegal(block.parent!)).toBe(false);
    expect(converter.convertBlockSignature(block)!.getConvertedTypes()).toEqual([i32]);
  });
});
