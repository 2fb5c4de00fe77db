import { IntegerAttr } from '../../attributes/builtin-attributes.js';
import type { MLIRContext } from '../../context.js';
import { IntegerType } from '../../types/builtin-types.js';
import { AttrConstraint } from '../constraint.js';

/**
 * An integer enum stored as a signless integer attribute (MLIR's `I32EnumAttr`/`I64EnumAttr`),
 * with the string <-> value mapping custom assembly formats print and parse.
 */
export class IntegerEnumAttr<K extends string> extends AttrConstraint<IntegerAttr> {
  private readonly byValue = new Map<bigint, K>();

  constructor(
    readonly enumName: string,
    readonly width: 32 | 64,
    readonly cases: Readonly<Record<K, number>>,
    /**
     * The summary MLIR prints when the enum has one of its own (as `RoundingMode`'s "Floating point
     * rounding mode"); by default the list of allowed cases, as for a plain `I32EnumAttr`.
     */
    summary?: string,
  ) {
    const values = new Set(Object.values<number>(cases).map((v) => BigInt(v)));
    super(
      summary ?? `allowed ${width}-bit signless integer cases: ${[...values].join(', ')}`,
      (a) => a instanceof IntegerAttr && a.type.isSignlessInteger(width) && values.has(a.value),
      (a) => a instanceof IntegerAttr,
    );
    for (const [name, value] of Object.entries<number>(cases))
      this.byValue.set(BigInt(value), name as K);
  }

  /** The case spelled `name`, or undefined (MLIR's `symbolizeX`). */
  symbolize(name: string): number | undefined {
    return Object.hasOwn(this.cases, name) ? this.cases[name as K] : undefined;
  }

  /** The spelling of `value`, or undefined if it is no case (MLIR's `stringifyX`). */
  stringify(value: number | bigint): K | undefined {
    return this.byValue.get(BigInt(value));
  }

  /** The attribute holding case `name`. */
  get(context: MLIRContext, name: K): IntegerAttr {
    return IntegerAttr.get(IntegerType.get(context, this.width), this.cases[name]);
  }
}
