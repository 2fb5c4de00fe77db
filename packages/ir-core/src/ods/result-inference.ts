import type { Attribute } from '../attributes/attribute.js';
import type { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { Value } from '../ir/value.js';
import type { Type } from '../types/type.js';
import { inferFormatTypes } from './format/type-inference.js';
import { InferTypeOpInterface, type InferTypeModel } from './interfaces/infer-type.js';
import type { OpSpec } from './spec.js';
import { SameOperandsAndResultType } from './traits/types.js';

/**
 * The result types of a new op whose builder left some out: from the op's `InferTypeOpInterface`
 * model, else from buildable constraints and the traits relating types (as a declarative format
 * would). `operandSizes` splits `operands` into the declared groups; `given` holds the result
 * types the builder did give, by group name. Null if some result type stays unknown (variadic
 * result groups are never inferred this way).
 */
export function inferResultTypes(
  spec: OpSpec,
  context: MLIRContext,
  location: Location,
  operands: readonly Value[],
  operandSizes: readonly number[],
  properties: ReadonlyMap<string, Attribute>,
  given: ReadonlyMap<string, Type[]>,
): Type[] | null {
  const implementation = spec.definition.interfaces?.find(
    (i) => i.iface.key === InferTypeOpInterface.key,
  );
  if (implementation) {
    return (implementation.model as InferTypeModel).inferReturnTypes(
      context,
      location,
      operands,
      properties,
    );
  }
  const quick = quickInference(spec, context, operands, given);
  if (quick !== null) return quick;
  const types = new Map(given);
  let start = 0;
  spec.operands.forEach((group, i) => {
    types.set(
      group.name,
      operands.slice(start, start + operandSizes[i]!).map((v) => v.type),
    );
    start += operandSizes[i]!;
  });
  inferFormatTypes(spec, context, types, new Map(), properties);
  const result: Type[] = [];
  for (const group of spec.results) {
    const groupTypes = types.get(group.name);
    if (groupTypes === undefined) return null;
    result.push(...groupTypes);
  }
  return result;
}

/**
 * The common cases without the general machinery (builders run per op): every result single and
 * either given, buildable, or equal to the first operand under `SameOperandsAndResultType`.
 */
function quickInference(
  spec: OpSpec,
  context: MLIRContext,
  operands: readonly Value[],
  types: ReadonlyMap<string, Type[]>,
): Type[] | null {
  const same =
    operands.length > 0 && spec.hasTrait(SameOperandsAndResultType.key) ? operands[0]!.type : null;
  const result = new Array<Type>(spec.results.length);
  for (let i = 0; i < spec.results.length; i++) {
    const group = spec.results[i]!;
    if (group.arity !== 'single') return null;
    const type = types.get(group.name)?.[0] ?? group.constraint.buildType?.(context) ?? same;
    if (type === null) return null;
    result[i] = type;
  }
  return result;
}
