import type { MLIRContext } from '../context.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { NoneType } from '../types/builtin-types.js';
import type { Type } from '../types/type.js';
import { Attribute, type TypeElision } from './attribute.js';

/**
 * Base of attributes defined by dialects other than builtin. A subclass prints only its body
 * (mnemonic and parameters); the printer adds `#namespace.` or MLIR's `#namespace<body>` form.
 */
export abstract class DialectAttribute extends Attribute {
  abstract readonly dialectNamespace: string;

  /** Writes the mnemonic and parameters, without `#namespace.`. */
  abstract printBody(printer: AttrTypePrinter): void;

  print(printer: AttrTypePrinter): void {
    printer.printDialectSymbol(
      '#',
      this.dialectNamespace,
      printer.captureBody(() => this.printBody(printer)),
    );
  }
}

/**
 * An attribute of a dialect that is not loaded (accepted with `allowUnregisteredDialects`): the
 * namespace and body text as written, and the type given after `:` (`none` when absent).
 */
export class OpaqueAttr extends DialectAttribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly dialectNamespace: string,
    readonly attrData: string,
    readonly type: Type,
  ) {
    super(context, uid);
  }

  static get(
    context: MLIRContext,
    dialectNamespace: string,
    attrData: string,
    type: Type = NoneType.get(context),
  ): OpaqueAttr {
    return context.uniquer.get(
      `opaque-attr|${type.uid}|${dialectNamespace.length}|${dialectNamespace}|${attrData}`,
      (uid) => new OpaqueAttr(context, uid, dialectNamespace, attrData, type),
    );
  }

  override getType(): Type {
    return this.type;
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(this.attrData);
  }

  override print(printer: AttrTypePrinter, elision: TypeElision = 'never'): void {
    super.print(printer);
    if (elision === 'must' || this.type instanceof NoneType) return;
    printer.write(' : ');
    printer.printType(this.type);
  }
}
