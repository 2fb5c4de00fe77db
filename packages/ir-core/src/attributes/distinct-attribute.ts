import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { Attribute } from './attribute.js';

let nextDistinctKey = 0;

/**
 * `distinct[N]<attr>`: an attribute equal only to itself, even when it references the same attribute
 * as another (MLIR's `DistinctAttr`, used for identities such as debug-info records). `N` is not
 * stored: printers number distinct attributes in order of appearance.
 */
export class DistinctAttr extends Attribute {
  private constructor(
    context: Attribute['context'],
    uid: number,
    readonly referencedAttr: Attribute,
  ) {
    super(context, uid);
  }

  /** A new distinct attribute, never equal to any existing one. */
  static create(referencedAttr: Attribute): DistinctAttr {
    const context = referencedAttr.context;
    return context.uniquer.get(
      `distinct|${nextDistinctKey++}`,
      (uid) => new DistinctAttr(context, uid, referencedAttr),
    );
  }

  print(printer: AttrTypePrinter): void {
    printer.write(`distinct[${printer.getDistinctId(this)}]<`);
    // A unit reference prints as nothing, as in MLIR.
    if (!this.referencedAttr.isUnit()) printer.printAttribute(this.referencedAttr);
    printer.write('>');
  }
}
