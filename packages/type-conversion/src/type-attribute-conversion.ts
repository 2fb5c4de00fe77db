import type { Attribute, Type } from '@strata/ir-core';

/**
 * What a type attribute conversion callback answers (MLIR's
 * `TypeConverter::AttributeConversionResult`): a converted attribute (possibly null, the empty
 * attribute), "not applicable" (try the next callback), or "abort" (stop: no conversion).
 */
export class AttributeConversionResult {
  private static readonly notApplicable = new AttributeConversionResult('na', null);
  private static readonly aborted = new AttributeConversionResult('abort', null);

  private constructor(
    private readonly kind: 'result' | 'na' | 'abort',
    private readonly attribute: Attribute | null,
  ) {}

  static result(attribute: Attribute | null): AttributeConversionResult {
    return new AttributeConversionResult('result', attribute);
  }

  static na(): AttributeConversionResult {
    return AttributeConversionResult.notApplicable;
  }

  static abort(): AttributeConversionResult {
    return AttributeConversionResult.aborted;
  }

  hasResult(): boolean {
    return this.kind === 'result';
  }

  isNa(): boolean {
    return this.kind === 'na';
  }

  isAbort(): boolean {
    return this.kind === 'abort';
  }

  /** The converted attribute; asking it of "not applicable" or "abort" is a bug. */
  getResult(): Attribute | null {
    if (this.kind !== 'result')
      throw new Error(`AttributeConversionResult.getResult on '${this.kind}'`);
    return this.attribute;
  }
}

/**
 * Converts an attribute held inside a type (a memref's memory space, say), given that type. Not
 * applicable to types and attributes other than those it understands.
 */
export type TypeAttributeConversionCallback<
  T extends Type = Type,
  A extends Attribute = Attribute,
> = (type: T, attribute: A) => AttributeConversionResult;
