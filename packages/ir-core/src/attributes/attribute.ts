import type { MLIRContext } from '../context.js';
import type { Uniqued } from '../support/uniquer.js';
import { type AttrTypePrinter, printAttributeToString } from '../text/attr-type-printer.js';

/**
 * Base of every attribute, locations included. Attributes are immutable and uniqued by their
 * context: two attributes are equal exactly when they are the same object.
 */
export abstract class Attribute implements Uniqued {
  constructor(
    readonly context: MLIRContext,
    readonly uid: number,
  ) {}

  /** Writes this attribute's textual form. */
  abstract print(printer: AttrTypePrinter): void;

  toString(): string {
    return printAttributeToString(this);
  }
}
