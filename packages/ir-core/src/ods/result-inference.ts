import type { Attribute } from '../attributes/attribute.js';
import type { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { Value } from '../ir/value.js';
import type { Type } from '../types/type.js';
import { inferFormatTypes } from './format/type-inference.js';
import { InferTypeOpInterface, type InferTypeModel } from './interfaces/infer-type.js';
import type { OpSpec } from './spec.js';

/**
 * The result types of a new op whose builder left some out: from the op's `InferTypeOpInterface`
 * model, else from buildable constraints and the traits relating types (as a declarative format
 * would). `types` holds the operand groups' types and the result types given, by group name.
 * Null if some result type stays unknown (variadic result groups are never inferred this way).
 */
export function inferResultTypes(
  spec: OpSpec,
  context: MLIRContext,
  location: Location,
  operands: readonly Value[],
  properties: ReadonlyMap<string, Attribute>,
  types: Map<string, Type[]>,
): Type[] | null {
  const implementation = spec.definition.interfaces?.find((i) => i.iface.key === InferTypeOpInterface.key);
  if (implementation) {
    return (implementation.model as InferTypeModel).inferReturnTypes(context, location, operands, properties);
  }
  inferFormatTypes(spec, context, types, new Map(), properties);
  const result: Type[] = [];
  for (const group of spec.results) {
    const groupTypes = types.get(group.name);
    if (groupTypes === undefined) return null;
    result.push(...groupTypes);
  }
  return result;
}
