import type { Type, Value } from '@strata/ir-core';
import { appendAll } from './append-all.js';

/**
 * What became of one input of the original signature: either the range `[inputNo, inputNo + size)`
 * of the new signature's inputs, or (when `replacementValues` is not empty, and then `size` is 0)
 * existing values that stand in for it and no new input at all.
 */
export interface InputMapping {
  readonly inputNo: number;
  readonly size: number;
  readonly replacementValues: readonly Value[];
}

/**
 * How a signature (a block's arguments, a function's inputs) changes under a type conversion
 * (MLIR's `TypeConverter::SignatureConversion`): the new list of input types, and for each original
 * input the new inputs or the values that replace it. An original input with no mapping is dropped.
 *
 * Misuse (remapping an input twice, an index out of range, an empty type list) is a bug in the
 * caller and throws, where MLIR asserts.
 */
export class SignatureConversion {
  private readonly remappedInputs: (InputMapping | null)[];
  private readonly argTypes: Type[] = [];

  constructor(readonly numOrigInputs: number) {
    this.remappedInputs = new Array<InputMapping | null>(numOrigInputs).fill(null);
  }

  /** The input types of the new signature, in order. */
  getConvertedTypes(): readonly Type[] {
    return this.argTypes;
  }

  /** What original input `input` became; null when it is dropped. */
  getInputMapping(input: number): InputMapping | null {
    this.checkOrigInput(input);
    return this.remappedInputs[input]!;
  }

  /**
   * `addInputs(origInputNo, types)` appends `types` to the new signature as the replacement of
   * original input `origInputNo`; `addInputs(types)` appends inputs that replace nothing.
   */
  addInputs(origInputNo: number, types: readonly Type[]): void;
  addInputs(types: readonly Type[]): void;
  addInputs(first: number | readonly Type[], second?: readonly Type[]): void {
    if (typeof first !== 'number') {
      if (first.length === 0)
        throw new RangeError('addInputs: dropping an input needs no new inputs');
      appendAll(this.argTypes, first);
      return;
    }
    const types = second!;
    if (types.length === 0) throw new RangeError('addInputs: expected at least one type');
    this.remapInput(first, this.argTypes.length, types.length);
    appendAll(this.argTypes, types);
  }

  /**
   * `remapInput(origInputNo, newInputNo, newInputCount = 1)` maps an original input to a range of
   * inputs of the new signature (already added); `remapInput(origInputNo, replacement)` replaces it
   * by existing values (one or several), dropping it from the new signature.
   */
  remapInput(origInputNo: number, newInputNo: number, newInputCount?: number): void;
  remapInput(origInputNo: number, replacement: Value | readonly Value[]): void;
  remapInput(
    origInputNo: number,
    target: number | Value | readonly Value[],
    newInputCount = 1,
  ): void {
    this.checkOrigInput(origInputNo);
    if (this.remappedInputs[origInputNo] !== null)
      throw new Error(`remapInput: input #${origInputNo} has already been remapped`);
    if (typeof target === 'number') {
      if (newInputCount < 1)
        throw new RangeError('remapInput: expected a non-empty range of new inputs');
      this.remappedInputs[origInputNo] = {
        inputNo: target,
        size: newInputCount,
        replacementValues: [],
      };
      return;
    }
    const values: readonly Value[] = Array.isArray(target) ? target : [target as Value];
    if (values.length === 0)
      throw new RangeError('remapInput: expected at least one replacement value');
    this.remappedInputs[origInputNo] = { inputNo: origInputNo, size: 0, replacementValues: values };
  }

  private checkOrigInput(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.numOrigInputs)
      throw new RangeError(
        `input #${index} is out of range (the signature has ${this.numOrigInputs})`,
      );
  }
}
