import type { OpOperand } from '../../ir/operands.js';
import type { Operation } from '../../ir/operation.js';
import type { OpResult } from '../../ir/value.js';
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

/**
 * MLIR's `verifyCompatibleShape`: equal ranks, and each pair of static dims equal. Two vectors
 * must also agree on being scalable (`vector<[4]xi8>` is not `vector<4xi8>`), though not on which
 * of their dims are.
 */
export function areCompatibleShapes(a: Type, b: Type): boolean {
  const aShaped = a instanceof ShapedType;
  const bShaped = b instanceof ShapedType;
  if (!aShaped || !bShaped) return aShaped === bShaped;
  if (a instanceof VectorType && b instanceof VectorType && a.isScalable !== b.isScalable)
    return false;
  if (!a.hasRank || !b.hasRank) return true;
  const sa = a.shape!;
  const sb = b.shape!;
  if (sa.length !== sb.length) return false;
  for (let i = 0; i < sa.length; i++) {
    if (!a.isDynamicDim(i) && !b.isDynamicDim(i) && sa[i] !== sb[i]) return false;
  }
  return true;
}

/**
 * The type of value `index` of an op's operands followed by its results: the checks below walk
 * both lists without building one (they run for most ops of a module).
 */
function typeAt(operands: readonly OpOperand[], results: readonly OpResult[], index: number): Type {
  return index < operands.length
    ? operands[index]!.get().type
    : results[index - operands.length]!.type;
}

/** Whether the first `count` types of operands-then-results have compatible shapes. */
function allCompatible(
  operands: readonly OpOperand[],
  results: readonly OpResult[],
  count: number,
): boolean {
  if (count === 0) return true;
  const first = typeAt(operands, results, 0);
  for (let i = 1; i < count; i++)
    if (!areCompatibleShapes(first, typeAt(operands, results, i))) return false;
  return true;
}

/** A shaped type's rank, or -1 for an unranked or non-shaped one. */
function rankOf(type: Type): number {
  return type instanceof ShapedType && type.hasRank ? type.rank : -1;
}

/** Vectors and tensors: the types `Elementwise` maps over. */
function isMappable(type: Type): boolean {
  return type instanceof VectorType || type instanceof TensorType;
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
    const operands = op.getOpOperands();
    if (operands.length < 1)
      return failed(op, `expected 1 or more operands, but found ${operands.length}`);
    return (
      allCompatible(operands, op.results, operands.length) ||
      failed(op, 'requires the same shape for all operands')
    );
  },
});

export const SameOperandsAndResultShape = defineTrait('SameOperandsAndResultShape', {
  verify(op) {
    if (!needsOperandsAndResults(op)) return false;
    const operands = op.getOpOperands();
    const results = op.results;
    return (
      allCompatible(operands, results, operands.length + results.length) ||
      failed(op, 'requires the same shape for all operands and results')
    );
  },
});

export const SameOperandsElementType = defineTrait('SameOperandsElementType', {
  verify(op) {
    const operands = op.getOpOperands();
    if (operands.length < 1)
      return failed(op, `expected 1 or more operands, but found ${operands.length}`);
    const element = getElementTypeOrSelf(operands[0]!.get().type);
    for (let i = 1; i < operands.length; i++) {
      if (getElementTypeOrSelf(operands[i]!.get().type) !== element)
        return failed(op, 'requires the same element type for all operands');
    }
    return true;
  },
});

export const SameOperandsAndResultElementType = defineTrait('SameOperandsAndResultElementType', {
  verify(op) {
    if (!needsOperandsAndResults(op)) return false;
    const results = op.results;
    const operands = op.getOpOperands();
    const element = getElementTypeOrSelf(results[0]!.type);
    for (let i = 1; i < results.length; i++) {
      if (getElementTypeOrSelf(results[i]!.type) !== element) return failedElementType(op);
    }
    for (let i = 0; i < operands.length; i++) {
      if (getElementTypeOrSelf(operands[i]!.get().type) !== element) return failedElementType(op);
    }
    return true;
  },
});

function failedElementType(op: Operation): false {
  return failed(op, 'requires the same element type for all operands and results');
}

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
    const operands = op.getOpOperands();
    const results = op.results;
    if (operands.length < 1)
      return failed(op, `expected 1 or more operands, but found ${operands.length}`);
    // The first rank among operands, else among results; unranked values are left out.
    const count = operands.length + results.length;
    let rank = -1;
    for (let i = 0; i < count && rank < 0; i++) rank = rankOf(typeAt(operands, results, i));
    if (rank < 0) return true;
    for (let i = 0; i < operands.length; i++) {
      const other = rankOf(operands[i]!.get().type);
      if (other >= 0 && other !== rank) return failed(op, "operands don't have matching ranks");
    }
    for (let i = 0; i < results.length; i++) {
      const other = rankOf(results[i]!.type);
      if (other >= 0 && other !== rank)
        return failed(op, 'result type has different rank than operands');
    }
    return true;
  },
});

/**
 * Operands and results are all scalars, or all non-scalar ones (vectors, tensors) have one
 * shape and kind (MLIR's `Elementwise`).
 */
export const Elementwise = defineTrait('Elementwise', {
  verify(op) {
    // Scalars only (the common case) is fine: decided without building the lists below.
    const allOperands = op.getOpOperands();
    const allResults = op.results;
    let anyMappable = false;
    for (let i = 0; i < allOperands.length + allResults.length && !anyMappable; i++)
      anyMappable = isMappable(typeAt(allOperands, allResults, i));
    if (!anyMappable) return true;
    const results = op.getResultTypes().filter(isMappable);
    const operands = op.getOperandTypes().filter(isMappable);
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
    if (
      !all.every((t) => t.constructor === kind) ||
      !all.every((t) => areCompatibleShapes(all[0]!, t))
    ) {
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
