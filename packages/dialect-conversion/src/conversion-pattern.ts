import {
  type Attribute,
  groupRange,
  type OpSpec,
  type Operation,
  operandSegmentSizes,
  splitIntoSubGroups,
  type Value,
} from '@strata/ir-core';
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

  /**
   * The remapped ranges of the operands of ODS operand group `name` of a `defineOp` op, one range
   * per operand (what MLIR's generated `adaptor.getLhs()` reads, in 1:N form).
   */
  getOperandGroupRanges(name: string): (readonly Value[])[] {
    return this.findGroup(name).ranges;
  }

  /**
   * The remapped operands of ODS group `name`, 1:1 (MLIR's `adaptor.getLhs()`): a value for a
   * single operand, a value or null for an optional one, a list for a variadic one (for a group
   * of sub-groups, all of their operands in one list; {@link getOperandSubGroups} splits them).
   */
  getOperandGroup(name: string): Value | Value[] | null {
    const { arity, ranges } = this.findGroup(name);
    const values = this.oneToOne(ranges);
    if (arity === 'single') return values[0]!;
    if (arity === 'optional') return values[0] ?? null;
    return values;
  }

  /**
   * The remapped operands of `variadicOfVariadic` group `name`, 1:1, one list per sub-group as the
   * op's sizes property splits them (what MLIR's adaptor gives for such a group: a range of
   * ranges).
   */
  getOperandSubGroups(name: string): Value[][] {
    return splitIntoSubGroups(this.oneToOne(this.findGroup(name).ranges), this.subGroupSizes(name));
  }

  /** {@link getOperandSubGroups} in 1:N form: per sub-group, the remapped range of each operand. */
  getOperandSubGroupRanges(name: string): (readonly Value[])[][] {
    return splitIntoSubGroups(this.findGroup(name).ranges, this.subGroupSizes(name));
  }

  private oneToOne(ranges: readonly (readonly Value[])[]): Value[] {
    return ranges.map((range) => {
      if (range.length !== 1)
        throw new Error(`pattern '${this.patternName}' does not support 1:N conversion`);
      return range[0]!;
    });
  }

  /** The sizes property of group `name`, which must be a group of sub-groups. */
  private subGroupSizes(name: string): Attribute | undefined {
    const property = this.findGroup(name).segmentProperty;
    if (property === null)
      throw new Error(
        `operand group '${name}' of '${this.op.name.identifier}' is not a group of sub-groups`,
      );
    return this.op.getInherentAttr(property);
  }

  private findGroup(name: string): {
    arity: string;
    segmentProperty: string | null;
    ranges: (readonly Value[])[];
  } {
    const op = this.op;
    const spec = (op.constructor as Partial<{ spec: OpSpec }>).spec;
    const index = spec?.operands.findIndex((group) => group.name === name) ?? -1;
    if (spec === undefined || index < 0)
      throw new Error(`'${op.name.identifier}' has no operand group named '${name}'`);
    const sizes = spec.operandLayout === 'attr-sized' ? operandSegmentSizes(op) : null;
    const { start, length } = groupRange(
      spec.operands,
      spec.operandLayout,
      index,
      op.numOperands,
      sizes,
    );
    const group = spec.operands[index]!;
    return {
      arity: group.arity,
      segmentProperty: group.segmentProperty,
      ranges: this.operandRanges.slice(start, start + length),
    };
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
