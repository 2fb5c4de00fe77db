import {
  type Attribute,
  type AttrTypeParser,
  DenseIntOrFPElementsAttr,
  Dialect,
  type DialectRegistry,
  InlineAnythingInterface,
  FloatAttr,
  IntegerAttr,
  type Location,
  type MLIRContext,
  type OpBuilder,
  type Operation,
  type PatternCollector,
  registerOperations,
  type Type,
} from '@strata/ir-core';
import type { RewritePattern } from '@strata/pattern-rewrite';
import { FastMathFlagsAttr, IntegerOverflowFlagsAttr } from './attributes.js';
import { arithCanonicalizationPatterns } from './canonicalize.js';
import * as ops from './ops.js';

const ALL_OPS = Object.values(ops).filter(
  (value) => typeof value === 'function' && 'operationName' in value,
);

/** MLIR's `arith` dialect: integer and floating-point arithmetic, comparisons and casts. */
export class ArithDialect extends Dialect {
  /** Every arith op may be inlined anywhere, as MLIR's arith inliner interface allows. */
  override readonly inlinerInterface = InlineAnythingInterface;

  constructor(context: MLIRContext) {
    super('arith', context);
    registerOperations(this, ALL_OPS as Parameters<typeof registerOperations>[1]);
  }

  override parseAttribute(parser: AttrTypeParser, type: Type | null): Attribute | null {
    void type;
    const location = parser.currentLocation();
    const mnemonic = parser.parseKeyword();
    if (mnemonic === null) return null;
    if (mnemonic === 'fastmath') return FastMathFlagsAttr.parse(parser);
    if (mnemonic === 'overflow') return IntegerOverflowFlagsAttr.parse(parser);
    parser.emitError(location, `unknown attribute \`${mnemonic}\` in dialect \`arith\``);
    return null;
  }

  /** arith's canonicalization patterns, collected by the canonicalizer from the dialect. */
  override getCanonicalizationPatterns(patterns: PatternCollector): void {
    // The collector is pattern-rewrite's RewritePatternSet, which ir-core only knows by shape.
    (patterns as { add(...patterns: RewritePattern[]): unknown }).add(
      ...arithCanonicalizationPatterns(),
    );
  }

  /**
   * Folded integer, float and dense constants materialize as `arith.constant` when the value's
   * type is the wanted one (MLIR's `ArithDialect::materializeConstant`).
   */
  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    const typed =
      value instanceof IntegerAttr ||
      value instanceof FloatAttr ||
      value instanceof DenseIntOrFPElementsAttr;
    if (!typed || value.getType() !== type) return null;
    return builder.insert(ops.ConstantOp.create(location, { value, result: type }));
  }
}

/** Adds the arith dialect's loader to `registry` (it is built when an input first uses `arith`). */
export function registerArithDialect(registry: DialectRegistry): void {
  registry.insert('arith', (context) => new ArithDialect(context));
}
