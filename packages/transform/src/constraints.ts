/** Operand and result constraints of transform ops (MLIR's transform type interfaces as ODS types). */
import { confined, I64Attr, TypeConstraint } from '@strata/ir-core';
import { handleKindOf } from './types.js';

/** Any transform value: op handle, value handle or parameter (MLIR's `TransformTypeInterface`). */
export const TransformAnyHandle = new TypeConstraint(
  'TransformTypeInterface instance',
  (t) => handleKindOf(t) !== null,
);

/** MLIR's `TransformHandleTypeInterface`: a handle to payload ops. */
export const TransformOpHandle = new TypeConstraint(
  'TransformHandleTypeInterface instance',
  (t) => handleKindOf(t) === 'op',
);

/** MLIR's `TransformValueHandleTypeInterface`: a handle to payload values. */
export const TransformValueHandle = new TypeConstraint(
  'TransformValueHandleTypeInterface instance',
  (t) => handleKindOf(t) === 'value',
);

/** MLIR's `TransformParamTypeInterface`: a parameter. */
export const TransformParam = new TypeConstraint(
  'TransformParamTypeInterface instance',
  (t) => handleKindOf(t) === 'param',
);

/** MLIR's `ConfinedAttr<I64Attr, [IntPositive]>`: counts and factors of transform ops. */
export const PositiveI64Attr = confined(
  I64Attr,
  '64-bit signless integer attribute whose value is positive',
  (a) => a.value > 0n,
);
