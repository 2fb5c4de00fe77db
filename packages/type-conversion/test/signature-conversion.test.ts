import { describe, expect, it } from 'vitest';
import { SignatureConversion } from '../src/index.js';
import { setup, SourceOp } from './helpers.js';

describe('SignatureConversion', () => {
  it('addInputs(origInputNo, types) maps an input to the range of new inputs it appends', () => {
    const { i8, i16, i32 } = setup();
    const conversion = new SignatureConversion(3);
    conversion.addInputs(1, [i8, i16]);
    conversion.addInputs(0, [i32]);
    expect(conversion.getConvertedTypes()).toEqual([i8, i16, i32]);
    expect(conversion.getInputMapping(1)).toEqual({ inputNo: 0, size: 2, replacementValues: [] });
    expect(conversion.getInputMapping(0)).toEqual({ inputNo: 2, size: 1, replacementValues: [] });
    expect(conversion.getInputMapping(2)).toBeNull();
  });

  it('addInputs(types) appends inputs that replace nothing', () => {
    const { i8, i16 } = setup();
    const conversion = new SignatureConversion(1);
    conversion.addInputs([i8]);
    conversion.addInputs(0, [i16]);
    expect(conversion.getConvertedTypes()).toEqual([i8, i16]);
    expect(conversion.getInputMapping(0)).toEqual({ inputNo: 1, size: 1, replacementValues: [] });
  });

  it('remapInput(orig, newInputNo, count) maps an input onto inputs already added', () => {
    const { i8, i16 } = setup();
    const conversion = new SignatureConversion(2);
    conversion.addInputs([i8, i16]);
    conversion.remapInput(0, 0, 2);
    conversion.remapInput(1, 1);
    expect(conversion.getInputMapping(0)).toEqual({ inputNo: 0, size: 2, replacementValues: [] });
    expect(conversion.getInputMapping(1)).toEqual({ inputNo: 1, size: 1, replacementValues: [] });
  });

  it('remapInput(orig, values) replaces an input by one or several existing values', () => {
    const { loc, i8, i16 } = setup();
    const [a, b] = SourceOp.create(loc, { outputs: [i8, i16] }).outputs;
    const conversion = new SignatureConversion(2);
    conversion.remapInput(0, a!);
    conversion.remapInput(1, [a!, b!]);
    expect(conversion.getConvertedTypes()).toEqual([]);
    expect(conversion.getInputMapping(0)).toEqual({ inputNo: 0, size: 0, replacementValues: [a] });
    expect(conversion.getInputMapping(1)).toEqual({
      inputNo: 1,
      size: 0,
      replacementValues: [a, b],
    });
  });

  it('rejects misuse: remapping twice, indices out of range, empty lists', () => {
    const { loc, i8 } = setup();
    const [a] = SourceOp.create(loc, { outputs: [i8] }).outputs;
    const conversion = new SignatureConversion(1);
    conversion.addInputs(0, [i8]);
    expect(() => conversion.addInputs(0, [i8])).toThrow(/already been remapped/);
    expect(() => conversion.remapInput(0, a!)).toThrow(/already been remapped/);
    expect(() => conversion.addInputs(1, [i8])).toThrow(RangeError);
    expect(() => conversion.getInputMapping(-1)).toThrow(RangeError);
    expect(() => new SignatureConversion(1).addInputs(0, [])).toThrow(RangeError);
    expect(() => new SignatureConversion(1).addInputs([])).toThrow(RangeError);
    expect(() => new SignatureConversion(1).remapInput(0, [])).toThrow(RangeError);
    expect(() => new SignatureConversion(1).remapInput(0, 0, 0)).toThrow(RangeError);
  });
});

describe('SignatureConversion on long signatures', () => {
  it('handles a million inputs without overflowing the stack', () => {
    const { i8 } = setup();
    const count = 1_000_000;
    const types = new Array(count).fill(i8);
    const conversion = new SignatureConversion(1);
    conversion.addInputs(0, types);
    conversion.addInputs(types);
    expect(conversion.getConvertedTypes().length).toBe(2 * count);
    expect(conversion.getInputMapping(0)).toEqual({
      inputNo: 0,
      size: count,
      replacementValues: [],
    });
  });
});
