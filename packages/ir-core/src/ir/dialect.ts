import type { Attribute } from '../attributes/attribute.js';
import type { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { FoldResult } from '../ods/fold.js';
import type { DialectInlinerInterface } from '../ods/interfaces/inliner.js';
import type { OpBuilder } from './builder.js';
import type { Operation } from './operation.js';
import type { Region } from './region.js';
import type { AttrTypeParser } from '../text/attr-type-parser.js';
import type { Type } from '../types/type.js';

/**
 * What canonicalization patterns are added to: pattern-rewrite's `RewritePatternSet`, described by
 * its shape so that ir-core does not depend on the package that defines patterns.
 */
export interface PatternCollector {
  add(...patterns: never[]): unknown;
}

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

  /** What the inliner asks this dialect's ops; null (the default) keeps them from being inlined. */
  readonly inlinerInterface: DialectInlinerInterface | null = null;

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

  /**
   * Builds, at the builder's insertion point, an op producing the constant `value` of `type`
   * (MLIR's `Dialect::materializeConstant`); folders use it to turn folded attributes into IR.
   * The op must be `ConstantLike`. Answers null when the dialect cannot (the default).
   */
  materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    void builder;
    void value;
    void type;
    void location;
    return null;
  }

  /**
   * Folds an op of this dialect that its own folder and its traits could not fold (MLIR's
   * `DialectFoldInterface::fold`); the only folder of an unregistered op. Same contract as an op's
   * `fold`: `operands[i]` is the constant value of operand i or null. Default: does not fold.
   */
  fold(op: Operation, operands: readonly (Attribute | null)[]): FoldResult {
    void op;
    void operands;
    return null;
  }

  /**
   * Whether constants folded inside `region` (whose parent op belongs to this dialect) should be
   * hoisted to the start of that region rather than further out (MLIR's
   * `DialectFoldInterface::shouldMaterializeInto`). Default: no.
   */
  shouldMaterializeInto(region: Region): boolean {
    void region;
    return false;
  }

  /**
   * Adds canonicalization patterns that belong to the dialect rather than to one of its ops
   * (MLIR's `Dialect::getCanonicalizationPatterns`). Default: none.
   */
  getCanonicalizationPatterns(patterns: PatternCollector): void {
    void patterns;
  }
}
