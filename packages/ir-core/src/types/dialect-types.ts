import type { MLIRContext } from '../context.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { Type } from './type.js';

/**
 * Base of types defined by dialects other than builtin. A subclass prints only its body (mnemonic
 * and parameters, e.g. `struct<i32, f32>`); the printer adds `!namespace.` or, when the body is not
 * simple enough, MLIR's `!namespace<body>` form.
 */
export abstract class DialectType extends Type {
  abstract readonly dialectNamespace: string;

  /** Writes the mnemonic and parameters, without `!namespace.`. */
  abstract printBody(printer: AttrTypePrinter): void;

  /**
   * Whether the type may be an element of a builtin `vector` (MLIR's VectorElementTypeInterface,
   * which dialect types opt into). Default: no.
   */
  isValidVectorElementType(): boolean {
    return false;
  }

  /**
   * Whether the type may be an element of a `memref` (MLIR's MemRefElementTypeInterface). Default:
   * yes; dialects whose types MLIR keeps out of memrefs say no.
   */
  isValidMemRefElementType(): boolean {
    return true;
  }

  print(printer: AttrTypePrinter): void {
    printer.printDialectSymbol(
      '!',
      this.dialectNamespace,
      printer.captureBody(() => this.printBody(printer)),
    );
  }
}

/**
 * A type of a dialect that is not loaded (accepted with `allowUnregisteredDialects`): the namespace
 * and the body text exactly as written, printed back verbatim.
 */
export class OpaqueType extends DialectType {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly dialectNamespace: string,
    /** The body after `!namespace.`, or inside `!namespace<...>`. */
    readonly typeData: string,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, dialectNamespace: string, typeData: string): OpaqueType {
    return context.uniquer.get(
      `opaque-type|${dialectNamespace.length}|${dialectNamespace}|${typeData}`,
      (uid) => new OpaqueType(context, uid, dialectNamespace, typeData),
    );
  }

  /** An opaque type cannot implement MLIR's MemRefElementTypeInterface. */
  override isValidMemRefElementType(): boolean {
    return false;
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(this.typeData);
  }
}
