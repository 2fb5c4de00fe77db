/**
 * MLIR's `TransformResults`: what a transform op's `apply` associates with each of its results.
 * Every result must be set, with payload of the kind its type says (ops, values or parameters).
 */
import { type Attribute, Operation, type Value } from '@strata/ir-core';
import { handleKindOf } from './types.js';

/** One entry of a mixed list: a payload op, a payload value or a parameter. */
export type MappedValue = Operation | Value | Attribute;

export type ResultPayload =
  | { readonly kind: 'op'; readonly items: Operation[] }
  | { readonly kind: 'value'; readonly items: Value[] }
  | { readonly kind: 'param'; readonly items: Attribute[] };

export class TransformResults {
  private readonly payloads: (ResultPayload | undefined)[];

  constructor(readonly owner: Operation) {
    this.payloads = new Array<ResultPayload | undefined>(owner.numResults).fill(undefined);
  }

  /** Associates result `result` (an OpResult of the owner) with payload ops. */
  set(result: Value | number, ops: Iterable<Operation>): void {
    this.payloads[this.indexOf(result)] = { kind: 'op', items: [...ops] };
  }

  setValues(result: Value | number, values: Iterable<Value>): void {
    this.payloads[this.indexOf(result)] = { kind: 'value', items: [...values] };
  }

  setParams(result: Value | number, params: Iterable<Attribute>): void {
    this.payloads[this.indexOf(result)] = { kind: 'param', items: [...params] };
  }

  /**
   * Sets a result from a list whose entries are of the kind the result's type asks for (MLIR's
   * `setMappedValues`); used to forward whatever a region yields.
   */
  setMappedValues(result: Value | number, entries: readonly MappedValue[]): void {
    const index = this.indexOf(result);
    const kind = handleKindOf(this.owner.getResult(index).type) ?? 'op';
    if (kind === 'op')
      this.set(
        index,
        entries.filter((e): e is Operation => e instanceof Operation),
      );
    else if (kind === 'param') this.setParams(index, entries as Attribute[]);
    else this.setValues(index, entries as Value[]);
  }

  /** Sets every result not set yet to an empty list of its kind (after a silenceable failure). */
  setRemainingToEmpty(): void {
    for (let i = 0; i < this.payloads.length; i++)
      if (this.payloads[i] === undefined) this.setMappedValues(i, []);
  }

  isSet(index: number): boolean {
    return this.payloads[index] !== undefined;
  }

  get(index: number): ResultPayload | undefined {
    return this.payloads[index];
  }

  get size(): number {
    return this.payloads.length;
  }

  private indexOf(result: Value | number): number {
    if (typeof result === 'number') return result;
    const index = (this.owner.results as readonly Value[]).indexOf(result);
    if (index < 0)
      throw new Error('TransformResults: the value is not a result of the transform op');
    return index;
  }
}
