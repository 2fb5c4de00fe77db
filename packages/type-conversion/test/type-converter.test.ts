import { describe, expect, it } from 'vitest';
import { FloatType, FunctionType, IndexType, IntegerType, type Type } from '@strata/ir-core';
import { SignatureConversion, TypeConverter } from '../src/index.js';
import { NodeType, RegionOp, setup, SourceOp, UseOp } from './helpers.js';

/** A converter turning every integer wider than 32 bits into i32, every other type into itself. */
function narrowingConverter(i32: Type) {
  const converter = new TypeConverter();
  converter.addConversion((t) => t);
  converter.addConversion(IntegerType, (t) => (t.width > 32 ? i32 : undefined));
  return converter;
}

describe('TypeConverter.addConversion', () => {
  it('tries the most recently added rule first', () => {
    const { i8, i16, i32 } = setup();
    const converter = new TypeConverter();
    converter.addConversion(() => i16);
    converter.addConversion(() => i32);
    expect(converter.convertType(i8)).toBe(i32);
  });

  it('falls through to the earlier rule when a rule answers undefined', () => {
    const { i8, i16 } = setup();
    const converter = new TypeConverter();
    converter.addConversion(() => i16);
    converter.addConversion(() => undefined);
    expect(converter.convertType(i8)).toBe(i16);
  });

  it('stops at a rule answering null or false: the type is not convertible', () => {
    const { i8, i16 } = setup();
    for (const refusal of [null, false] as const) {
      const converter = new TypeConverter();
      const tried: string[] = [];
      converter.addConversion(() => (tried.push('earlier'), i16));
      converter.addConversion(() => (tried.push('later'), refusal));
      expect(converter.convertType(i8)).toBeNull();
      expect(converter.convertType(i8, [])).toBe(false);
      expect(tried).toEqual(['later']);
    }
  });

  it('fails when no rule answers', () => {
    const { i8, i16 } = setup();
    const converter = new TypeConverter();
    expect(converter.convertType(i8)).toBeNull();
    converter.addConversion(() => undefined);
    expect(converter.convertType(i16)).toBeNull();
  });

  it('offers a rule registered with a type class only instances of that class', () => {
    const { context, i32, i64 } = setup();
    const converter = narrowingConverter(i32);
    const f32 = FloatType.getF32(context);
    expect(converter.convertType(i64)).toBe(i32);
    expect(converter.convertType(f32)).toBe(f32);
    expect(converter.convertType(IndexType.get(context))).toBe(IndexType.get(context));
  });

  it('supports 1:N rules, including 1:0 (the value is dropped)', () => {
    const { context, i32, i64 } = setup();
    const converter = new TypeConverter();
    converter.addConversion((t) => t);
    const pair = FloatType.getF64(context);
    converter.addConversion((t, results) => {
      if (t === pair) {
        results.push(i32, i64);
        return true;
      }
      if (t === IndexType.get(context)) return true;
      return undefined;
    });
    const results: Type[] = [i64];
    expect(converter.convertType(pair, results)).toBe(true);
    expect(results).toEqual([i64, i32, i64]);
    const dropped: Type[] = [];
    expect(converter.convertType(IndexType.get(context), dropped)).toBe(true);
    expect(dropped).toEqual([]);
    // The 1:1 form answers null for conversions that do not give exactly one type.
    expect(converter.convertType(pair)).toBeNull();
    expect(converter.convertType(IndexType.get(context))).toBeNull();
  });

  it('discards what a rule pushed before it declined or failed', () => {
    const { i8, i16, i32 } = setup();
    const converter = new TypeConverter();
    converter.addConversion(() => i16);
    converter.addConversion((_t, results) => (results.push(i32), undefined));
    const results: Type[] = [];
    expect(converter.convertType(i8, results)).toBe(true);
    expect(results).toEqual([i16]);

    const failing = new TypeConverter();
    failing.addConversion((_t, results2) => (results2.push(i32), false));
    const untouched: Type[] = [];
    expect(failing.convertType(i8, untouched)).toBe(false);
    expect(untouched).toEqual([]);
  });

  it('convertTypes converts each type, and leaves the results alone when one fails', () => {
    const { context, i16, i32, i64 } = setup();
    const converter = narrowingConverter(i32);
    const f32 = FloatType.getF32(context);
    converter.addConversion((t) => (t === f32 ? null : undefined));
    expect(converter.convertTypes([i64, i16])).toEqual([i32, i16]);
    const results: Type[] = [i16];
    expect(converter.convertTypes([i64, f32], results)).toBe(false);
    expect(results).toEqual([i16]);
    expect(converter.convertTypes([i64, f32])).toBeNull();
  });
});

describe('TypeConverter caching', () => {
  it('calls a rule once per type for 1:1, 1:N and failed conversions', () => {
    const { i1, i8, i16, i32 } = setup();
    const calls = new Map<Type, number>();
    const converter = new TypeConverter();
    converter.addConversion((t, results) => {
      calls.set(t, (calls.get(t) ?? 0) + 1);
      if (t === i8) return i16;
      if (t === i16) return (results.push(i8, i8), true);
      if (t === i1) return true;
      return null;
    });
    for (let round = 0; round < 3; round++) {
      expect(converter.convertType(i8)).toBe(i16);
      const multi: Type[] = [];
      expect(converter.convertType(i16, multi)).toBe(true);
      expect(multi).toEqual([i8, i8]);
      const none: Type[] = [];
      expect(converter.convertType(i1, none)).toBe(true);
      expect(none).toEqual([]);
      expect(converter.convertType(i32)).toBeNull();
    }
    expect([...calls.values()]).toEqual([1, 1, 1, 1]);
  });

  it('adding a rule clears the caches', () => {
    const { i8, i16, i32 } = setup();
    const converter = new TypeConverter();
    converter.addConversion(() => i16);
    expect(converter.convertType(i8)).toBe(i16);
    converter.addConversion(() => i32);
    expect(converter.convertType(i8)).toBe(i32);
  });
});

describe('TypeConverter recursion', () => {
  it('lets a rule convert nested types by calling back into the converter', () => {
    const { context, i32, i64 } = setup();
    const converter = narrowingConverter(i32);
    converter.addConversion(FunctionType, (t) => {
      const inputs = converter.convertTypes(t.inputs);
      const results = converter.convertTypes(t.results);
      return inputs && results ? FunctionType.get(context, inputs, results) : null;
    });
    const fn = FunctionType.get(context, [i64, FunctionType.get(context, [i64], [])], [i64]);
    expect(converter.convertType(fn)).toBe(
      FunctionType.get(context, [i32, FunctionType.get(context, [i32], [])], [i32]),
    );
  });

  it('shows the call stack, where a recursive type occurs twice', () => {
    const { context } = setup();
    const list = NodeType.get(context, 'list');
    list.next = list;
    const converted = NodeType.get(context, 'converted_list');
    const converter = new TypeConverter();
    const stacks: string[][] = [];
    converter.addConversion(NodeType, (t, _results, callStack) => {
      stacks.push(callStack.map((s) => s.toString()));
      // The second occurrence of `t` on the stack: the conversion is under way, answer with the
      // type being built instead of recursing (as LLVM's identified structs are converted).
      if (callStack.indexOf(t) !== callStack.length - 1) return converted;
      converted.next = t.next === null ? null : (converter.convertType(t.next) as NodeType);
      return converted;
    });
    expect(converter.convertType(list)).toBe(converted);
    expect(converted.next).toBe(converted);
    expect(stacks).toEqual([['!test.node<list>'], ['!test.node<list>', '!test.node<list>']]);
  });

  it('cuts off a rule that ignores the call stack instead of recursing forever', () => {
    const { context } = setup();
    const loop = NodeType.get(context, 'loop');
    loop.next = loop;
    const converter = new TypeConverter();
    let calls = 0;
    converter.addConversion(NodeType, (t) => {
      calls++;
      return t.next === null ? t : converter.convertType(t.next);
    });
    expect(converter.convertType(loop)).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('TypeConverter legality', () => {
  it('isLegal on types, lists, ops and regions; isSignatureLegal on function types', () => {
    const { context, loc, i16, i32, i64 } = setup();
    const converter = narrowingConverter(i32);
    expect(converter.isLegal(i16)).toBe(true);
    expect(converter.isLegal(i64)).toBe(false);
    expect(converter.isLegal([i16, i32])).toBe(true);
    expect(converter.isLegal([i16, i64])).toBe(false);

    const legal = SourceOp.create(loc, { outputs: [i32] });
    const illegalResult = SourceOp.create(loc, { outputs: [i64] });
    expect(converter.isLegal(legal)).toBe(true);
    expect(converter.isLegal(illegalResult)).toBe(false);
    const illegalOperand = UseOp.create(loc, {
      inputs: [legal.outputs[0]!, illegalResult.outputs[0]!],
    });
    expect(converter.isLegal(illegalOperand)).toBe(false);

    const holder = RegionOp.create(loc, {});
    const region = holder.body;
    region.emplaceBlock().addArgument(i32, loc);
    expect(converter.isLegal(region)).toBe(true);
    region.emplaceBlock().addArgument(i64, loc);
    expect(converter.isLegal(region)).toBe(false);

    expect(converter.isSignatureLegal(FunctionType.get(context, [i16], [i32]))).toBe(true);
    expect(converter.isSignatureLegal(FunctionType.get(context, [i16], [i64]))).toBe(false);
    expect(converter.isSignatureLegal(FunctionType.get(context, [i64], []))).toBe(false);
  });

  it('a type that converts to several types, or none, is not legal', () => {
    const { i8, i16 } = setup();
    const converter = new TypeConverter();
    converter.addConversion((t, results) => (t === i8 ? (results.push(i8, i8), true) : true));
    expect(converter.isLegal(i8)).toBe(false);
    expect(converter.isLegal(i16)).toBe(false);
  });
});

describe('TypeConverter signature helpers', () => {
  it('convertSignatureArgs records 1:1, 1:N and dropped inputs', () => {
    const { context, i8, i16, i32, i64 } = setup();
    const converter = narrowingConverter(i32);
    const split = FloatType.getF64(context);
    converter.addConversion((t, results) =>
      t === split ? (results.push(i16, i16), true) : undefined,
    );
    converter.addConversion((t) => (t === i8 ? true : undefined));

    const conversion = new SignatureConversion(5);
    expect(converter.convertSignatureArgs([i64, split, i8, i16], conversion, 1)).toBe(true);
    expect(conversion.getConvertedTypes()).toEqual([i32, i16, i16, i16]);
    expect(conversion.getInputMapping(0)).toBeNull();
    expect(conversion.getInputMapping(1)).toEqual({ inputNo: 0, size: 1, replacementValues: [] });
    expect(conversion.getInputMapping(2)).toEqual({ inputNo: 1, size: 2, replacementValues: [] });
    expect(conversion.getInputMapping(3)).toBeNull();
    expect(conversion.getInputMapping(4)).toEqual({ inputNo: 3, size: 1, replacementValues: [] });
  });

  it('convertSignatureArg fails for an unconvertible type', () => {
    const { i8, i16 } = setup();
    const converter = new TypeConverter();
    converter.addConversion((t) => (t === i8 ? null : t));
    const conversion = new SignatureConversion(2);
    expect(converter.convertSignatureArg(0, i16, conversion)).toBe(true);
    expect(converter.convertSignatureArg(1, i8, conversion)).toBe(false);
    expect(conversion.getConvertedTypes()).toEqual([i16]);
  });

  it('convertBlockSignature converts the argument list of a block', () => {
    const { loc, i8, i16, i32, i64 } = setup();
    const converter = narrowingConverter(i32);
    const holder = RegionOp.create(loc, {});
    const block = holder.body.emplaceBlock();
    block.addArguments([i64, i16], [loc, loc]);
    const conversion = converter.convertBlockSignature(block)!;
    expect(conversion.numOrigInputs).toBe(2);
    expect(conversion.getConvertedTypes()).toEqual([i32, i16]);

    converter.addConversion((t) => (t === i8 ? null : undefined));
    block.addArgument(i8, loc);
    expect(converter.convertBlockSignature(block)).toBeNull();
  });
});

describe('TypeConverter on large conversions', () => {
  it('converts a type to a million types, and again from the cache', () => {
    const { i8, i16 } = setup();
    const count = 1_000_000;
    const converter = new TypeConverter();
    converter.addConversion((_t, results) => {
      for (let i = 0; i < count; i++) results.push(i16);
      return true;
    });
    for (let round = 0; round < 2; round++) {
      const results: Type[] = [];
      expect(converter.convertType(i8, results)).toBe(true);
      expect(results.length).toBe(count);
    }
  });
});
