import type { Attribute } from '../attributes/attribute.js';
import type { MLIRContext } from '../context.js';
import type { Operation } from './operation.js';
import type { AttrTypeParser } from '../text/attr-type-parser.js';
import type { Type } from '../types/type.js';

/**
 * A namespace of operations, types and attributes. Concrete dialects subclass this and register
 * their ops, types and attributes when constructed.
 */
export class Dialect {
  /**
   * Whether ops of this namespace that the dialect does not register are accepted (MLIR's
   * `allowUnknownOperations`); the verifier rejects them otherwise.
   */
  allowsUnknownOperations = false;

  constructor(
    readonly namespace: string,
    readonly context: MLIRContext,
  ) {}

  /**
   * Verifies a discardable attribute named `namespace.something` on any op (MLIR's
   * `verifyOperationAttribute`). Reports a diagnostic and answers false when it is invalid.
   */
  verifyOperationAttribute(op: Operation, name: string, value: Attribute): boolean {
    void op;
    void name;
    void value;
    return true;
  }

  /**
   * Parses the body of `!namespace.<rest>` after the namespace and the dot; the parser stands at
   * the mnemonic. Returns null after reporting a diagnostic. Dialects with types override it.
   */
  parseType(parser: AttrTypeParser): Type | null {
    parser.emitError(parser.currentLocation(), `dialect '${this.namespace}' provides no types`);
    return null;
  }

  /** As {@link parseType}, for `#namespace.<rest>`; `type` is the type given after `:`, if any. */
  parseAttribute(parser: AttrTypeParser, type: Type | null): Attribute | null {
    void type;
    parser.emitError(
      parser.currentLocation(),
      `dialect '${this.namespace}' provides no attributes`,
    );
    return null;
  }
}
