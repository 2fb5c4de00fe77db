import type { MLIRContext } from '../context.js';
import type { Uniqued } from '../support/uniquer.js';
import { type AttrTypePrinter, printAttributeToString } from '../text/attr-type-printer.js';
import type { Type } from '../types/type.js';

/**
 * When an attribute with a type prints its ` : type` suffix: `never` elide it (attribute
 * dictionaries), `may` elide the default one (i64, f64: array elements), `must` never print it
 * (where the context implies the type).
 */
export type TypeElision = 'never' | 'may' | 'must';

/**
 * Base of every attribute, locations included. Attributes are immutable and uniqued by their
 * context: two attributes are equal exactly when they are the same object.
 */
export abstract class Attribute implements Uniqued {
  // Declared and assigned rather than parameter properties: emitted class fields are defined by a
  // member initializer shared by every attribute class, which is slow across that many layouts.
  declare readonly context: MLIRContext;
  declare readonly uid: number;

  constructor(context: MLIRContext, uid: number) {
    this.context = context;
    this.uid = uid;
  }

  /** Writes this attribute's textual form; typed attributes honour `elision` for their type suffix. */
  abstract print(printer: AttrTypePrinter, elision?: TypeElision): void;

  /** The type of a typed attribute (integer, float, string, elements...), or null. */
  getType(): Type | null {
    return null;
  }

  /** True only for `unit`, which attribute dictionaries print as a bare name. */
  isUnit(): boolean {
    return false;
  }

  toString(): string {
    return printAttributeToString(this);
  }
}
