import { describe, expect, it } from 'vitest';
import { IntegerAttr, MemRefType, StringAttr, type Attribute } from '@strata/ir-core';
import { AttributeConversionResult, TypeConverter } from '../src/index.js';
import { setup } from './helpers.js';

describe('type attribute conversions', () => {
  it('are tried most recent first; na passes on, abort stops, a result (even null) is the answer', () => {
    const { context, i32, i64 } = setup();
    const memref = MemRefType.get(context, [4], i32);
    const space = IntegerAttr.get(i64, 3);
    const converter = new TypeConverter();
    const calls: string[] = [];
    converter.addTypeAttributeConversion(
      () => (calls.push('first'), AttributeConversionResult.result(null)),
    );
    converter.addTypeAttributeConversion(() => (calls.push('na'), AttributeConversionResult.na()));
    expect(converter.convertTypeAttribute(memref, space)).toBeNull();
    expect(calls).toEqual(['na', 'first']);

    calls.length = 0;
    converter.addTypeAttributeConversion(
      () => (calls.push('abort'), AttributeConversionResult.abort()),
    );
    expect(converter.convertTypeAttribute(memref, space)).toBeUndefined();
    expect(calls).toEqual(['abort']);
  });

  it('with classes are offered only those types and attributes; an absent attribute is offered to none', () => {
    const { context, i32, i64 } = setup();
    const memref = MemRefType.get(context, [4], i32);
    const converter = new TypeConverter();
    const seen: Attribute[] = [];
    converter.addTypeAttributeConversion(MemRefType, IntegerAttr, (_type, attr) => {
      seen.push(attr);
      return AttributeConversionResult.result(StringAttr.get(context, `space${attr.value}`));
    });
    expect(converter.convertTypeAttribute(memref, IntegerAttr.get(i64, 1))).toBe(
      StringAttr.get(context, 'space1'),
    );
    expect(converter.convertTypeAttribute(memref, StringAttr.get(context, 'x'))).toBeUndefined();
    expect(converter.convertTypeAttribute(i32, IntegerAttr.get(i64, 1))).toBeUndefined();
    expect(converter.convertTypeAttribute(memref, null)).toBeUndefined();
    expect(seen).toEqual([IntegerAttr.get(i64, 1)]);
  });

  it('serve type conversion rules (a memref memory space), and registering one clears the caches', () => {
    const { context, i32, i64 } = setup();
    const converter = new TypeConverter();
    converter.addConversion(MemRefType, (type) => {
      const space = converter.convertTypeAttribute(type, type.memorySpace);
      return MemRefType.get(
        context,
        type.shape,
        type.elementType,
        type.layout,
        space === undefined ? type.memorySpace : space,
      );
    });
    const memref = MemRefType.get(context, [2], i32, null, IntegerAttr.get(i64, 1));
    expect(converter.convertType(memref)).toBe(memref);
    converter.addTypeAttributeConversion(() =>
      AttributeConversionResult.result(IntegerAttr.get(i64, 7)),
    );
    expect(converter.convertType(memref)).toBe(
      MemRefType.get(context, [2], i32, null, IntegerAttr.get(i64, 7)),
    );
  });

  it('getResult on na or abort is a bug', () => {
    expect(() => AttributeConversionResult.na().getResult()).toThrow();
    expect(() => AttributeConversionResult.abort().getResult()).toThrow();
    expect(AttributeConversionResult.na().isNa()).toBe(true);
    expect(AttributeConversionResult.result(null).hasResult()).toBe(true);
  });
});
