import type { MLIRContext } from '../context.js';
import type { Uniqued } from '../support/uniquer.js';
import { type AttrTypePrinter, printTypeToString } from '../text/attr-type-printer.js';

/**
 * Base of every type. Types are immutable and uniqued by their context: two types are equal
 * exactly when they are the same object. Create them through each class's static `get`.
 */
export abstract class Type implements Uniqued {
  constructor(
    readonly context: MLIRContext,
    readonly uid: number,
  ) {}

  /** Writes this type's textual form (without the leading `!` of dialect types' aliases). */
  abstract print(printer: AttrTypePrinter): void;

  toString(): string {
    return printTypeToString(this);
  }
}
