import { describe, expect, it } from 'vitest';
import {
  FloatType,
  IntegerType,
  type Location,
  OpBuilder,
  type Type,
  UnrealizedConversionCastOp,
  type Value,
} from '@strata/ir-core';
import {
  buildUnrealizedConversionCast,
  materializeConversion,
  TypeConverter,
  TypeRange,
} from '../src/index.js';
import { CastOp, RegionOp, setup, SourceOp } from './helpers.js';

/** A builder at the end of a fresh block, and a value of each of the chosen types defined there. */
function builderWithValues(chooseTypes: (env: ReturnType<typeof setup>) => Type[]) {
  const env = setup();
  const types = chooseTypes(env);
  const holder = RegionOp.create(env.loc, {});
  const builder = new OpBuilder(env.context);
  builder.createBlock(holder.body);
  const values = builder.createOp(SourceOp, env.loc, { outputs: [...types] }).outputs;
  return { ...env, builder, block: holder.body.front!, values };
}

/** A materialization building `test.cast`, recording that it was called under `tag`. */
function castTo(calls: string[], tag: string) {
  return (builder: OpBuilder, resultType: Type, inputs: readonly Value[], loc: Location) => {
    calls.push(tag);
    return builder.createOp(CastOp, loc, { inputs: [...inputs], outputs: [resultType] })
      .outputs[0]!;
  };
}

describe('source materializations', () => {
  it('are tried most recent first; null and undefined pass to the next one', () => {
    const { builder, loc, i32, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    const calls: string[] = [];
    converter.addSourceMaterialization(castTo(calls, 'first'));
    converter.addSourceMaterialization(() => (calls.push('declines with null'), null));
    converter.addSourceMaterialization(() => (calls.push('declines with undefined'), undefined));
    const input = values[0]!;
    const result = converter.materializeSourceConversion(builder, loc, i32, [input])!;
    expect(calls).toEqual(['declines with undefined', 'declines with null', 'first']);
    expect(result.type).toBe(i32);
    const cast = result.getDefiningOp()!;
    expect(cast).toBeInstanceOf(CastOp);
    expect(cast.operands).toEqual([input]);
  });

  it('answer null when every materialization declines, and build nothing', () => {
    const { builder, block, loc, i32, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    converter.addSourceMaterialization(() => null);
    expect(converter.materializeSourceConversion(builder, loc, i32, values)).toBeNull();
    expect(block.operations.length).toBe(1);
  });

  it('with a type class are offered only result types of that class', () => {
    const { context, builder, loc, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    const calls: string[] = [];
    converter.addSourceMaterialization(IntegerType, castTo(calls, 'integers'));
    expect(
      converter.materializeSourceConversion(builder, loc, FloatType.getF32(context), values),
    ).toBeNull();
    expect(calls).toEqual([]);
    expect(
      converter.materializeSourceConversion(builder, loc, IntegerType.get(context, 1), values),
    ).not.toBeNull();
    expect(calls).toEqual(['integers']);
  });

  it('a materialization answering a value of another type is a bug and throws', () => {
    const { builder, loc, i32, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    converter.addSourceMaterialization((_b, _t, inputs) => inputs[0]);
    expect(() => converter.materializeSourceConversion(builder, loc, i32, values)).toThrow(
      /expected i32/,
    );
  });

  it('are called with no inputs for a value that was dropped', () => {
    const { builder, loc, i32 } = builderWithValues(() => []);
    const converter = new TypeConverter();
    const seen: number[] = [];
    converter.addSourceMaterialization((b, t, inputs) => {
      seen.push(inputs.length);
      return b.createOp(CastOp, loc, { inputs: [], outputs: [t] }).outputs[0];
    });
    expect(converter.materializeSourceConversion(builder, loc, i32, [])!.type).toBe(i32);
    expect(seen).toEqual([0]);
  });
});

describe('target materializations', () => {
  it('receive the original type and are tried most recent first', () => {
    const { builder, loc, i32, i64, values } = builderWithValues((env) => [env.i16]);
    const converter = new TypeConverter();
    const originals: (Type | null)[] = [];
    converter.addTargetMaterialization((b, t, inputs, l, originalType) => {
      originals.push(originalType);
      return b.createOp(CastOp, l, { inputs: [...inputs], outputs: [t] }).outputs[0];
    });
    converter.addTargetMaterialization(() => undefined);
    const value = converter.materializeTargetConversion(builder, loc, i32, values, i64)!;
    expect(value.type).toBe(i32);
    expect(value.getDefiningOp()!.operands).toEqual(values);
    converter.materializeTargetConversion(builder, loc, i32, values);
    expect(originals).toEqual([i64, null]);
  });

  it('1:1 forms are not offered multi-type requests; the TypeRange form is', () => {
    const { builder, loc, i8, i32, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    const calls: string[] = [];
    converter.addTargetMaterialization(TypeRange, (b, types, inputs, l, originalType) => {
      calls.push(`range of ${types.length}, original ${String(originalType)}`);
      return b.createOp(CastOp, l, { inputs: [...inputs], outputs: [...types] }).outputs;
    });
    converter.addTargetMaterialization((b, t, inputs, l) => {
      calls.push('1:1');
      return b.createOp(CastOp, l, { inputs: [...inputs], outputs: [t] }).outputs[0];
    });
    const pair = converter.materializeTargetConversion(builder, loc, [i8, i32], values, i8)!;
    expect(pair.map((v) => v.type)).toEqual([i8, i32]);
    expect(calls).toEqual(['range of 2, original i8']);
    calls.length = 0;
    const single = converter.materializeTargetConversion(builder, loc, [i8], values)!;
    expect(single.map((v) => v.type)).toEqual([i8]);
    expect(calls).toEqual(['1:1']);
  });

  it('with a type class skip other result types', () => {
    const { context, builder, loc, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    converter.addTargetMaterialization(
      IntegerType,
      (b, t, inputs, l) => b.createOp(CastOp, l, { inputs: [...inputs], outputs: [t] }).outputs[0],
    );
    expect(
      converter.materializeTargetConversion(builder, loc, FloatType.getF32(context), values),
    ).toBeNull();
    expect(
      converter.materializeTargetConversion(builder, loc, IntegerType.get(context, 2), values),
    ).not.toBeNull();
  });

  it('answer null when none applies, and throw when one answers the wrong types', () => {
    const { builder, loc, i8, i32, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    expect(converter.materializeTargetConversion(builder, loc, i32, values)).toBeNull();
    converter.addTargetMaterialization(TypeRange, () => values);
    expect(() => converter.materializeTargetConversion(builder, loc, [i8, i32], values)).toThrow(
      /produced \(i64\), expected \(i8, i32\)/,
    );
  });
});

describe('materializeConversion (what the driver calls)', () => {
  it('calls the converter, or builds an unrealized cast without one or with buildMaterializations: false', () => {
    const { builder, loc, i32, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    const calls: string[] = [];
    converter.addSourceMaterialization(castTo(calls, 'source'));
    converter.addTargetMaterialization(castTo(calls, 'target'));

    for (const kind of ['source', 'target'] as const) {
      const [built] = materializeConversion(kind, converter, builder, loc, [i32], values)!;
      expect(built!.getDefiningOp()).toBeInstanceOf(CastOp);
      const [cast] = materializeConversion(kind, converter, builder, loc, [i32], values, {
        buildMaterializations: false,
      })!;
      expect(cast!.getDefiningOp()).toBeInstanceOf(UnrealizedConversionCastOp);
      const [noConverter] = materializeConversion(kind, null, builder, loc, [i32], values)!;
      expect(noConverter!.getDefiningOp()).toBeInstanceOf(UnrealizedConversionCastOp);
    }
    expect(calls).toEqual(['source', 'target']);
  });

  it('passes the original type to target materializations and reports declines as null', () => {
    const { builder, loc, i8, i32, values } = builderWithValues((env) => [env.i64]);
    const converter = new TypeConverter();
    const originals: (Type | null)[] = [];
    converter.addTargetMaterialization(
      (_b, _t, _i, _l, originalType) => (originals.push(originalType), null),
    );
    expect(
      materializeConversion('target', converter, builder, loc, [i32], values, { originalType: i8 }),
    ).toBeNull();
    expect(originals).toEqual([i8]);
    expect(materializeConversion('source', converter, builder, loc, [i32], values)).toBeNull();
    expect(() =>
      materializeConversion('source', converter, builder, loc, [i8, i32], values),
    ).toThrow(RangeError);
  });

  it('buildUnrealizedConversionCast builds one cast from the inputs to the result types', () => {
    const { builder, block, loc, i8, i32, values } = builderWithValues((env) => [env.i64]);
    const results = buildUnrealizedConversionCast(builder, loc, [i8, i32], values);
    const cast = results[0]!.getDefiningOp()!;
    expect(cast).toBeInstanceOf(UnrealizedConversionCastOp);
    expect(results[1]!.getDefiningOp()).toBe(cast);
    expect(cast.operands).toEqual(values);
    expect(cast.getResultTypes()).toEqual([i8, i32]);
    expect(block.back).toBe(cast);
  });
});
