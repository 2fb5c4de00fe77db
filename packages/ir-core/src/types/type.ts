import type { MLIRContext } from '../context.js';
import type { Uniqued } from '../support/uniquer.js';
import { type AttrTypePrinter, printTypeToString } from '../text/attr-type-printer.js';

/**
 * Base of every type. Types are immutable and uniqued by their context: two types are equal
 * exactly when they are the same object. Create them through each class's static `get`.
 *
 * The classification queries (`isIndex`, `isSignlessInteger`, ...) are virtual so that code can ask
 * them of any type without importing, and so depending on, the concrete builtin classes.
 */
export abstract class Type implements Uniqued {
  /**
   * The table of attributes of this type that an attribute kind keeps (IntegerAttr's, by value):
   * types are uniqued, so a field finds it with one read where a map keyed by type costs a hash
   * lookup per attribute.
   */
  attrTable: object | null = null;

  constructor(
    readonly context: MLIRContext,
    readonly uid: number,
  ) {}

  /** Writes this type's complete textual form (dialect types include their `!namespace.`). */
  abstract print(printer: AttrTypePrinter): void;

  toString(): string {
    return printTypeToString(this);
  }

  isIndex(): boolean {
    return false;
  }

  /** An integer type of any signedness, of `width` bits when given. */
  isInteger(width?: number): boolean {
    void width;
    return false;
  }

  isSignlessInteger(width?: number): boolean {
    void width;
    return false;
  }

  isSignedInteger(width?: number): boolean {
    void width;
    return false;
  }

  isUnsignedInteger(width?: number): boolean {
    void width;
    return false;
  }

  /** One of the builtin float types. */
  isFloat(): boolean {
    return false;
  }

  isIntOrIndex(): boolean {
    return this.isIndex() || this.isInteger();
  }

  isIntOrFloat(): boolean {
    return this.isInteger() || this.isFloat();
  }

  isIntOrIndexOrFloat(): boolean {
    return this.isIntOrIndex() || this.isFloat();
  }

  /** The bit width of an integer or float type; asking it of any other type is a bug. */
  getIntOrFloatBitWidth(): number {
    throw new Error(
      `getIntOrFloatBitWidth called on non-integer, non-float type ${this.toString()}`,
    );
  }
}
