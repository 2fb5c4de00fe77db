import type { Attribute } from '../attributes/attribute.js';
import type { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { Value } from '../ir/value.js';
import type { Type } from '../types/type.js';
import { InferTypeOpInterface } from './interfaces/infer-type.js';
import type { OpSpec } from './spec.js';
import { AllTypesMatch, SameOperandsAndResultType } from './traits/types.js';

/**
 * The result types of a new op when the builder leaves them out: from the op's
 * `InferTypeOpInterface` model, else per result from a buildable constraint (`I1`, `Index`),
 * `SameOperandsAndResultType` or an `AllTypesMatch` naming an operand. Null if any is unknown.
 */
export function inferResultTypes(
  spec: OpSpec,
  context: MLIRContext,
  location: Location,
  operands: readonly Value[],
  properties: ReadonlyMap<string, Attribute>,
): Type[] | null {
  const model = spec.definition.interfaces?.find((i) => i.iface.key === InferTypeOpInterface.key)?.model as
    | { inferReturnTypes(context: MLIRContext, location: Location, operands: readonly Value[], properties: ReadonlyMap<string, Attribute>): Type[] | null }
    | undefined;
  if (model) return model.inferReturnTypes(context, location, operands, properties);
  const types: Type[] = [];
  for (const result of spec.results) {
    if (result.arity !== 'single') return null;
    const type = inferOne(spec, context, result.name, operands);
    if (type === null) return null;
    types.push(type);
  }
  return types;
}

function inferOne(spec: OpSpec, context: MLIRContext, name: string, operands: readonly Value[]): Type | null {
  const result = spec.results.find((r) => r.name === name)!;
  if (result.constraint.buildType) return result.constraint.buildType(context);
  if (spec.hasTrait(SameOperandsAndResultType.key) && operands.length > 0) return operands[0]!.type;
  for (const trait of spec.declaredTraits) {
    if (trait.key !== AllTypesMatch.key) continue;
    const names = trait.params as readonly string[];
    if (!names.includes(name)) continue;
    // Only fixed-position operands have a known index before the op exists.
    for (const other of names) {
      const index = spec.operands.findIndex((o) => o.name === other);
      if (index >= 0 && spec.operandLayout === 'fixed') return operands[index]?.type ?? null;
    }
  }
  return null;
}
