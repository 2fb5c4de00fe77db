import {
  type Location,
  type OpBuilder,
  type Type,
  UnrealizedConversionCastOp,
  type Value,
} from '@strata/ir-core';
import type { TypeConverter } from './type-converter.js';

/**
 * Which way a materialization casts: `source` back to an original type (for uses that outlive the
 * conversion), `target` to the type a pattern's converter expects.
 */
export type MaterializationKind = 'source' | 'target';

export interface MaterializeOptions {
  /**
   * False makes the driver build `builtin.unrealized_conversion_cast` ops instead of calling the
   * converter's materializations (MLIR's `ConversionConfig::buildMaterializations`). Default true.
   */
  readonly buildMaterializations?: boolean;
  /** For target materializations: the type of the original value, when known. */
  readonly originalType?: Type | null;
}

/**
 * Builds `builtin.unrealized_conversion_cast` from `inputs` to `resultTypes` and returns its
 * results. The op is an `UnrealizedConversionCastOp` when the builtin dialect is loaded.
 */
export function buildUnrealizedConversionCast(
  builder: OpBuilder,
  location: Location,
  resultTypes: readonly Type[],
  inputs: readonly Value[],
): Value[] {
  // Without the builtin dialect loaded the cast is an unregistered op of the same name (loading the
  // dialect here would change how ops created before, such as a parsed module, are interpreted).
  const cast = builder.createOp(UnrealizedConversionCastOp, location, {
    inputs: [...inputs],
    outputs: [...resultTypes],
  });
  const results: Value[] = [];
  for (let i = 0; i < cast.numResults; i++) results.push(cast.getResult(i));
  return results;
}

/**
 * What the conversion driver does whenever values must change type: calls the converter's
 * materializations of `kind`, or builds an unrealized cast when there is no converter or
 * `buildMaterializations` is false. Null when the converter's materializations all declined
 * (the caller reports it: a pattern failure for a target materialization, a conversion failure
 * for a source one). A source materialization has exactly one result type.
 */
export function materializeConversion(
  kind: MaterializationKind,
  converter: TypeConverter | null,
  builder: OpBuilder,
  location: Location,
  resultTypes: readonly Type[],
  inputs: readonly Value[],
  options: MaterializeOptions = {},
): Value[] | null {
  if (converter === null || options.buildMaterializations === false)
    return buildUnrealizedConversionCast(builder, location, resultTypes, inputs);
  if (kind === 'target')
    return converter.materializeTargetConversion(
      builder,
      location,
      resultTypes,
      inputs,
      options.originalType,
    );
  if (resultTypes.length !== 1)
    throw new RangeError(`a source materialization has one result type, got ${resultTypes.length}`);
  const value = converter.materializeSourceConversion(builder, location, resultTypes[0]!, inputs);
  return value === null ? null : [value];
}
