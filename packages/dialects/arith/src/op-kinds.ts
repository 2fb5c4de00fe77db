/**
 * The few shapes every arith op comes in (binary integer, binary float, cast, ...), as op-class
 * factories over ir-core's `defineOp`: each fixes the operands, results, flag property, type
 * traits, side effects and custom syntax of its shape, so that ops.ts defines an op in a line or
 * two and adds only its folder and verifier.
 */
import {
  type AttrDefinition,
  type Attribute,
  defaultValued,
  optional,
  defineOp,
  ElementwiseMappable,
  NoMemoryEffect,
  type OpTrait,
  type OperationParser,
  type OperationState,
  type Operation,
  type ParsedOperationState,
  predOpTrait,
  Pure,
  SameOperandsAndResultShape,
  SameOperandsAndResultType,
  TensorType,
  type Type,
  type TypeConstraint,
  UnitAttrConstraint,
} from '@strata/ir-core';
import {
  FastMathAttrConstraint,
  FastMathFlagsAttr,
  IntegerOverflowFlagsAttr,
  OverflowAttrConstraint,
} from './attributes.js';
import { type DivisorRule, divisionSpeculation } from './division-speculation.js';
import { ArithParsePlan, type ArithSyntax, arithPrinter } from './syntax.js';

/** `parse`/`print` entries of a definition for one syntax shape. */
export function arithSyntax(syntax: ArithSyntax) {
  const plan = new ArithParsePlan(syntax);
  return {
    parse: (parser: OperationParser, state: ParsedOperationState) => plan.parse(parser, state),
    print: arithPrinter(syntax),
  };
}

export const overflowFlags = defaultValued(OverflowAttrConstraint, (context) =>
  IntegerOverflowFlagsAttr.get(context, 0),
);
export const optionalFastmath = optional(FastMathAttrConstraint);
export const fastmath = defaultValued(FastMathAttrConstraint, (context) =>
  FastMathFlagsAttr.get(context, 0),
);

/**
 * MLIR fills default-valued properties when an op is created, so a generic `"arith.addi"(...)`
 * without `<{...}>` prints `overflowFlags = #arith.overflow<none>` back. ir-core's parser does not
 * fill them, so the op classes do.
 */
export function fillDefaultFlags(op: Operation, name: 'overflowFlags' | 'fastmath'): void {
  if (op.properties.has(name)) return;
  const value: Attribute =
    name === 'overflowFlags'
      ? IntegerOverflowFlagsAttr.get(op.context, 0)
      : FastMathFlagsAttr.get(op.context, 0);
  op.setInherentAttr(name, value);
}

/** `Base` with a constructor that fills the default flags property (see {@link fillDefaultFlags}). */
export function withDefaultFlags<T extends new (state: OperationState) => Operation>(
  Base: T,
  name: 'overflowFlags' | 'fastmath',
): T {
  const Constructor = Base as new (state: OperationState) => Operation;
  class WithDefaultFlags extends Constructor {
    constructor(state: OperationState) {
      super(state);
      fillDefaultFlags(this, name);
    }
  }
  return WithDefaultFlags as T;
}

/**
 * `%a, %b : T` over integers (and index), no flags. Pure, unless `divisor` is given: a division
 * then has no memory effect and is speculatable only for the divisors the rule allows.
 */
export function integerBinaryOp(
  name: string,
  operandType: TypeConstraint,
  traits: readonly OpTrait[],
  divisor?: DivisorRule,
) {
  return integerBinaryOpWith(name, operandType, traits, divisor, {}, false);
}

/**
 * `%a, %b exact : T`: an {@link integerBinaryOp} (a division when `divisor` is given, else a right
 * shift) whose optional `exact` keyword sets the unit property `isExact`.
 */
export function exactBinaryOp(name: string, operandType: TypeConstraint, divisor?: DivisorRule) {
  return integerBinaryOpWith(name, operandType, [], divisor, { isExact: UnitAttrConstraint }, true);
}

function integerBinaryOpWith<P extends Readonly<Record<string, AttrDefinition>>>(
  name: string,
  operandType: TypeConstraint,
  traits: readonly OpTrait[],
  divisor: DivisorRule | undefined,
  properties: P,
  exact: boolean,
) {
  return defineOp({
    name,
    operands: { lhs: operandType, rhs: operandType },
    results: { result: operandType },
    properties,
    traits: [
      divisor === undefined ? Pure : NoMemoryEffect,
      SameOperandsAndResultType,
      ElementwiseMappable,
      ...traits,
    ],
    interfaces: divisor === undefined ? [] : [divisionSpeculation(divisor)],
    ...arithSyntax({ types: 'same', exact }),
  });
}

/** `%a, %b overflow<nsw> : T` over integers (and index). */
export function overflowBinaryOp(
  name: string,
  operandType: TypeConstraint,
  traits: readonly OpTrait[],
) {
  const Base = defineOp({
    name,
    operands: { lhs: operandType, rhs: operandType },
    results: { result: operandType },
    properties: { overflowFlags },
    traits: [Pure, SameOperandsAndResultType, ElementwiseMappable, ...traits],
    ...arithSyntax({ types: 'same', flags: 'overflow' }),
  });
  return withDefaultFlags(Base, 'overflowFlags');
}

/** `%a, %b fastmath<fast> : T` over floats. */
export function floatBinaryOp(
  name: string,
  operandType: TypeConstraint,
  traits: readonly OpTrait[],
) {
  const Base = defineOp({
    name,
    operands: { lhs: operandType, rhs: operandType },
    results: { result: operandType },
    properties: { fastmath },
    traits: [Pure, SameOperandsAndResultType, ElementwiseMappable, ...traits],
    ...arithSyntax({ types: 'same', flags: 'fastmath' }),
  });
  return withDefaultFlags(Base, 'fastmath');
}

/** A tensor's dims, as MLIR's `TensorType::getShape` (none for an unranked one); none otherwise. */
function tensorDims(type: Type): readonly number[] {
  return type instanceof TensorType ? (type.shape ?? []) : [];
}

/**
 * MLIR's `SameInputOutputTensorDims` on the casts: a tensor cast keeps its dims exactly, `?` not
 * matching a static size (stricter than SameOperandsAndResultShape, and checked before it).
 */
export const SameInputOutputTensorDims = predOpTrait(
  'input and output have the same tensor dimensions',
  (op) => {
    const a = tensorDims(op.getOperand(0).type);
    const b = tensorDims(op.getResult(0).type);
    return a.length === b.length && a.every((dim, i) => dim === b[i]);
  },
);

/** The type traits of every cast, in MLIR's order of verification. */
export const castTraits: readonly OpTrait[] = [
  Pure,
  SameInputOutputTensorDims,
  SameOperandsAndResultShape,
  ElementwiseMappable,
];

/** `%a : T to U` with no flags: the integer and int/float conversions. */
export function castOp(name: string, from: TypeConstraint, to: TypeConstraint) {
  return defineOp({
    name,
    operands: { in: from },
    results: { out: to },
    traits: castTraits,
    ...arithSyntax({ types: 'cast' }),
  });
}
