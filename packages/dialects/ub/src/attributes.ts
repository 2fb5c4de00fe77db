import { type AttrTypePrinter, DialectAttribute, type MLIRContext } from '@strata/ir-core';

/**
 * `#ub.poison`: the value of a poison constant. It has no parameters and no type of its own (the
 * type is that of the `ub.poison` result), so there is one per context.
 */
export class PoisonAttr extends DialectAttribute {
  readonly dialectNamespace = 'ub';

  private constructor(context: MLIRContext, uid: number) {
    super(context, uid);
  }

  static get(context: MLIRContext): PoisonAttr {
    return context.uniquer.get('ub.poison', (uid) => new PoisonAttr(context, uid));
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('poison');
  }
}
