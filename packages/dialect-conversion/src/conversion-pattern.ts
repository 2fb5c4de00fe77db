import type { Operation, Value } from '@strata/ir-core';
import {
  type OpClassRef,
  type PatternOptions,
  type PatternRewriter,
  type PatternRoot,
  RewritePattern,
} from '@strata/pattern-rewrite';
import type { TypeConverter } from '@strata/type-conversion';
import { ConversionPatternRewriter } from './rewriter.js';

/**
 * The operands a conversion pattern sees (MLIR's `OpAdaptor`): what each operand of the op stands
 * for now, converted by the pattern's type converter. `operands` is the 1:1 view (each operand
 * replaced by exactly one value); `operandRanges` the 1:N view.
 */
export class OpAdaptor<T extends Operation = Operation> {
  constructor(
    readonly op: T,
    readonly operandRanges: readonly (readonly Value[])[],
    private readonly patternName: string,
  ) {}

  /** One value per operand; throws if some operand was replaced by zero or several values. */
  get operands(): Value[] {
    const out: Value[] = [];
    for (const range of this.operandRanges) {
      if (range.length !== 1)
        throw new Error(`pattern '${this.patternName}' does not support 1:N conversion`);
      out.push(range[0]!);
    }
    return out;
  }

  getOperand(index: number): Value {
    return this.operands[index]!;
  }
}

export interface ConversionPatternOptions extends PatternOptions {
  /** Converts the operands the pattern sees and the types it produces. */
  typeConverter?: TypeConverter | null;
}

/**
 * A pattern for dialect conversion (MLIR's `ConversionPattern`): its
 * `matchAndRewriteWithAdaptor(op, adaptor, rewriter)` receives the op's operands as they are remapped by the
 * conversion (see {@link OpAdaptor}). With a type converter, an operand whose type does not
 * convert makes the pattern fail before it is called, and a remapped value of the wrong type is
 * cast to the converted type. It must be used by the conversion driver only.
 */
export abstract class ConversionPattern extends RewritePattern {
  readonly typeConverter: TypeConverter | null;

  constructor(root: PatternRoot, options: ConversionPatternOptions = {}) {
    super(root, options);
    this.typeConverter = options.typeConverter ?? null;
  }

  getTypeConverter(): TypeConverter | null {
    return this.typeConverter;
  }

  /**
   * The pattern's body (MLIR's `matchAndRewrite(op, adaptor, rewriter)` of a conversion pattern;
   * TypeScript cannot give it the same name as the `RewritePattern` entry point): `adaptor` holds
   * the remapped operands. Answers true when it rewrote `op`.
   */
  abstract matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean;

  /**
   * The entry point drivers call: remaps the operands of `op` (with the pattern's type converter)
   * and calls {@link matchAndRewriteWithAdaptor}; false when an operand cannot be converted. Only
   * the dialect conversion driver can apply conversion patterns.
   */
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (!(rewriter instanceof ConversionPatternRewriter))
      throw new Error(
        `conversion pattern '${this.getDebugName()}' applied outside of a dialect conversion`,
      );
    const saved = rewriter.currentTypeConverter;
    rewriter.currentTypeConverter = this.typeConverter;
    try {
      const ranges = rewriter.remapValues('operand', op.location, op.operands, this.typeConverter);
      if (ranges === null) return false;
      const adaptor = new OpAdaptor(op, ranges, this.getDebugName());
      return this.matchAndRewriteWithAdaptor(op, adaptor, rewriter);
    } finally {
      rewriter.currentTypeConverter = saved;
    }
  }
}

/**
 * A conversion pattern rooted on one op class (MLIR's `OpConversionPattern<OpT>`): its
 * `matchAndRewriteWithAdaptor(op, adaptor, rewriter)` receives ops of that class.
 */
export abstract class OpConversionPattern<T extends Operation> extends ConversionPattern {
  constructor(opClass: OpClassRef<T> | string, options: ConversionPatternOptions = {}) {
    super(opClass, options);
  }

  abstract override matchAndRewriteWithAdaptor(
    op: T,
    adaptor: OpAdaptor<T>,
    rewriter: ConversionPatternRewriter,
  ): boolean;
}
