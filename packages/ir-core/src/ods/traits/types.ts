import type { Operation } from '../../ir/operation.js';
import {
  RankedTensorType,
  ShapedType,
  TensorType,
  VectorType,
  getElementTypeOrSelf,
} from '../../types/shaped-types.js';
import type { Type } from '../../types/type.js';
import { defineParametricTrait, defineTrait, type OpTrait } from '../trait.js';
import { allTypesNamedEqual, typesNamed } from './named-values.js';

/** Type-relation traits and their verifiers, with MLIR's messages. */

function failed(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

/** MLIR's `verifyCompatibleShape`: equal ranks, and each pair of static dims equal. */
export function areCompatibleShapes(a: Type, b: Type): boolean {
  const aShaped = a instanceof ShapedType;
  const bShaped = b instanceof ShapedType;
  if (!aShaped || !bShaped) return aShaped === bShaped;
  if (!a.hasRank || !b.hasRank) return true;
  const sa = a.shape!;
  const sb = b.shape!;
  if (sa.length !== sb.length) return false;
  for (let i = 0; i < sa.length; i++) {
    if (!a.isDynamicDim(i) && !b.isDynamicDim(i) && sa[i] !== sb[i]) return false;
  }
  return true;
}

function allCompatible(types: readonly Type[]): boolean {
  for (let i = 1; i < types.length; i++)
    if (!areCompatibleShapes(types[0]!, types[i]!)) return false;
  return true;
}

function needsOperandsAndResults(op: Operation): boolean {
  const operands = op.getOpOperands().length;
  if (operands < 1) return failed(op, `expected 1 or more operands, but found ${operands}`);
  if (op.results.length < 1) return failed(op, 'expected 1 or more results');
  return true;
}

/** One type against the reference of `SameOperandsAndResultType`; reports and answers false on mismatch. */
function matchesReference(
  op: Operation,
  other: Type,
  type: Type,
  element: Type,
  encoding: unknown,
): boolean {
  if (getElementTypeOrSelf(other) !== element || !areCompatibleShapes(other, type)) {
    return failed(op, 'requires the same type for all operands and results');
  }
  if (encoding !== null && (!(other instanceof RankedTensorType) || other.encoding !== encoding)) {
    return failed(op, 'requires the same encoding for all operands and results');
  }
  return true;
}

/**
 * Compatible types everywhere: equal element types and compatible shapes. A hot check: no
 * allocation, and the op's lists are read once (every read of an op's member costs, as op classes
 * are many).
 */
export const SameOperandsAndResultType = defineTrait('SameOperandsAndResultType', {
  verify(op) {
    if (!needsOperandsAndResults(op)) return false;
    const results = op.results;
    const operands = op.getOpOperands();
    const type = results[0]!.type;
    const element = getElementTypeOrSelf(type);
    const encoding = type instanceof RankedTensorType ? type.encoding : null;
    for (let i = 1; i < results.length; i++) {
      const other = results[i]!.type;
      if (other !== type && !matchesReference(op, other, type, element, encoding)) return false;
    }
    for (let i = 0; i < operands.length; i++) {
      const other = operands[i]!.get().type;
      if (other !== type && !matchesReference(op, other, type, element, encoding)) return false;
    }
    return true;
  },
});

export const SameTypeOperands = defineTrait('SameTypeOperands', {
  verify(op) {
    if (op.numOperands < 2) return true;
    const type = op.getOperand(0).type;
    for (let i = 1; i < op.numOperands; i++) {
      if (op.getOperand(i).type !== type)
        return failed(op, 'requires all operands to have the same type');
    }
    return true;
  },
});

export const SameOperandsShape = defineTrait('SameOperandsShape', {
  verify(op) {
    if (op.numOperands < 1)
      return failed(op, `expected 1 or more operands, but found ${op.numOperands}`);
    return (
      allCompatible(op.getOperandTypes()) || failed(op, 'requires the same shape for all operands')
    );
  },
});

export const SameOperandsAndResultShape = defineTrait('SameOperandsAndResultShape', {
  verify(op) {
    if (!needsOperandsAndResults(op)) return false;
    return (
      allCompatible([...op.getOperandTypes(), ...op.getResultTypes()]) ||
      failed(op, 'requires the same shape for all operands and results')
    );
  },
});

export const SameOperandsElementType = defineTrait('SameOperandsElementType', {
  verify(op) {
    if (op.numOperands < 1)
      return failed(op, `expected 1 or more operands, but found ${op.numOperands}`);
    const element = getElementTypeOrSelf(op.getOperand(0).type);
    for (const type of op.getOperandTypes()) {
      if (getElementTypeOrSelf(type) !== element)
        return failed(op, 'requires the same element type for all operands');
    }
    return true;
  },
});

export const SameOperandsAndResultElementType = defineTrait('SameOperandsAndResultElementType', {
  verify(op) {
    if (!needsOperandsAndResults(op)) return false;
    const element = getElementTypeOrSelf(op.getResult(0).type);
    for (const type of [...op.getResultTypes(), ...op.getOperandTypes()]) {
      if (getElementTypeOrSelf(type) !== element) {
        return failed(op, 'requires the same element type for all operands and results');
      }
    }
    return true;
  },
});

/**
 * The named operands/results/attributes' types are all equal (MLIR's `AllTypesMatch`):
 * "failed to verify that all of {lhs, rhs, result} have same type".
 */
export const AllTypesMatch = defineParametricTrait(
  'AllTypesMatch',
  (...names: string[]) => names as readonly string[],
  (names) => ({
    verify(op) {
      return (
        allTypesNamedEqual(op, names) ||
        failed(op, `failed to verify that all of {${names.join(', ')}} have same type`)
      );
    },
  }),
);

/** Ranked operands and results all have one rank (MLIR's `SameOperandsAndResultRank`). */
export const SameOperandsAndResultRank = defineTrait('SameOperandsAndResultRank', {
  verify(op) {
    if (op.numOperands < 1)
      return failed(op, `expected 1 or more operands, but found ${op.numOperands}`);
    const rankOf = (t: Type) => (t instanceof ShapedType && t.hasRank ? t.rank : -1);
    const operandRanks = op
      .getOperandTypes()
      .map(rankOf)
      .filter((r) => r >= 0);
    const resultRanks = op
      .getResultTypes()
      .map(rankOf)
      .filter((r) => r >= 0);
    const rank = operandRanks[0] ?? resultRanks[0];
    if (rank === undefined) return true;
    if (operandRanks.some((r) => r !== rank))
      return failed(op, "operands don't have matching ranks");
    if (resultRanks.some((r) => r !== rank))
      return failed(op, 'result type has different rank than operands');
    return true;
  },
});

/**
 * Operands and results are all scalars, or all non-scalar ones (vectors, tensors) have one
 * shape and kind (MLIR's `Elementwise`).
 */
export const Elementwise = defineTrait('Elementwise', {
  verify(op) {
    const mappable = (t: Type) => t instanceof VectorType || t instanceof TensorType;
    const results = op.getResultTypes().filter(mappable);
    const operands = op.getOperandTypes().filter(mappable);
    if (results.length === 0 && operands.length === 0) return true;
    if (operands.length === 0)
      return failed(op, 'if a result is non-scalar, then at least one operand must be non-scalar');
    if (results.length === 0) {
      return failed(
        op,
        'if an operand is non-scalar, then there must be at least one non-scalar result',
      );
    }
    if (results.length !== op.numResults) {
      return failed(op, 'if an operand is non-scalar, then all results must be non-scalar');
    }
    const all = [...operands, ...results];
    const kind = all[0]!.constructor;
    if (!all.every((t) => t.constructor === kind) || !allCompatible(all)) {
      return failed(op, 'all non-scalar operands/results must have the same shape and base type');
    }
    return true;
  },
});

/**
 * A verifier given as a predicate and the description MLIR prints when it fails:
 * "failed to verify that <description>" (MLIR's `PredOpTrait`).
 */
export function predOpTrait(description: string, predicate: (op: Operation) => boolean): OpTrait {
  return defineTrait(`PredOpTrait(${description})`, {
    verify: (op) => predicate(op) || failed(op, `failed to verify that ${description}`),
  });
}

/**
 * The type of `to` is `transform` of the type of `from` (MLIR's `TypesMatchWith`), e.g. the
 * element type of a vector matching a scalar: "failed to verify that <description>".
 */
export function TypesMatchWith(
  description: string,
  from: string,
  to: string,
  transform: (type: Type) => Type | null,
): OpTrait {
  return predOpTrait(description, (op) => {
    const source = typesNamed(op, from);
    const target = typesNamed(op, to);
    // Absent optional parts are not checked.
    if (source.length !== 1 || target.length !== 1) return true;
    return transform(source[0]!) === target[0];
  });
}

/** Markers of MLIR's `ElementwiseMappable` family: the op applies to scalars, vectors and tensors alike. */
export const Scalarizable = defineTrait('Scalarizable');
export const Vectorizable = defineTrait('Vectorizable');
export const Tensorizable = defineTrait('Tensorizable');

/** MLIR's `ElementwiseMappable`: `Elementwise` plus the three mapping markers. */
export const ElementwiseMappable = defineTrait('ElementwiseMappable', {
  implies: [Elementwise, Scalarizable, Vectorizable, Tensorizable],
});
