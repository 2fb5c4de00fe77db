/** `arith.cmpi`, `arith.cmpf` and `arith.select`. */
import {
  type Attribute,
  AnyType,
  APFloat,
  AllTypesMatch,
  defineOp,
  ElementwiseMappable,
  FloatAttr,
  type FoldResult,
  IntegerAttr,
  type OperationState,
  Pure,
  SameTypeOperands,
  ShapedType,
  predOpTrait,
  type Type,
  type Value,
} from '@strata/ir-core';
import { PoisonAttr } from '@strata/dialect-ub';
import {
  type CmpFPredicate,
  CmpFPredicateAttr,
  type CmpIPredicate,
  CmpIPredicateAttr,
} from '../attributes.js';
import { constantOf, constFold, unsigned, widthOf } from '../fold.js';
import * as F from '../float-math.js';
import { arithSyntax, fastmath, fillDefaultFlags } from '../op-kinds.js';
import { i1Like } from '../syntax.js';
import { BoolLike, elementTypeOrSelf, FloatLike, SignlessIntegerOrIndexLike } from '../types.js';
import { ExtSIOp, ExtUIOp } from './cast.js';
import { constantInt, isOneAt, type Operands } from './helpers.js';

/** MLIR's `TypesMatchWith` on comparisons: i1 of the operands' shape. */
const ResultIsI1OfOperandShape = predOpTrait(
  'result type has i1 element type and same shape as operands',
  (op) => op.getResult(0).type === i1Like(op.getOperand(0).type),
);

/** A shaped type's dims (none when unranked), or null for a scalar. */
function dimsOf(type: Type): readonly number[] | null {
  return type instanceof ShapedType ? (type.shape ?? []) : null;
}

/**
 * MLIR's `BooleanConditionOrMatchingShape<"condition", "result">`: only the dims are compared
 * (a vector mask of a tensor passes here and fails ElementwiseMappable; element type and
 * encoding are the verifier's).
 */
const BooleanConditionOrMatchingShape = predOpTrait(
  'condition is signless i1 or has matching shape',
  (op) => {
    const condition = op.getOperand(0).type;
    if (condition.isSignlessInteger(1)) return true;
    const a = dimsOf(condition);
    const b = dimsOf(op.getResult(0).type);
    return a !== null && b !== null && a.length === b.length && a.every((d, i) => d === b[i]);
  },
);

/** Evaluates an integer predicate on two values of width `w`. */
export function evaluateCmpI(predicate: CmpIPredicate, a: bigint, b: bigint, w: number): boolean {
  const ua = unsigned(a, w);
  const ub = unsigned(b, w);
  switch (predicate) {
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'slt':
      return a < b;
    case 'sle':
      return a <= b;
    case 'sgt':
      return a > b;
    case 'sge':
      return a >= b;
    case 'ult':
      return ua < ub;
    case 'ule':
      return ua <= ub;
    case 'ugt':
      return ua > ub;
    case 'uge':
      return ua >= ub;
  }
}

/** The predicate with its operands swapped: `a slt b` is `b sgt a`. */
export function swapCmpI(predicate: CmpIPredicate): CmpIPredicate {
  const swapped: Record<CmpIPredicate, CmpIPredicate> = {
    eq: 'eq',
    ne: 'ne',
    slt: 'sgt',
    sle: 'sge',
    sgt: 'slt',
    sge: 'sle',
    ult: 'ugt',
    ule: 'uge',
    ugt: 'ult',
    uge: 'ule',
  };
  return swapped[predicate];
}

/** The predicate that is true exactly when `predicate` is false. */
export function invertCmpI(predicate: CmpIPredicate): CmpIPredicate {
  const inverted: Record<CmpIPredicate, CmpIPredicate> = {
    eq: 'ne',
    ne: 'eq',
    slt: 'sge',
    sle: 'sgt',
    sgt: 'sle',
    sge: 'slt',
    ult: 'uge',
    ule: 'ugt',
    ugt: 'ule',
    uge: 'ult',
  };
  return inverted[predicate];
}

/** `arith.cmpi slt, %a, %b : i32`: an integer comparison giving i1 (of the operands' shape). */
export class CmpIOp extends defineOp({
  name: 'arith.cmpi',
  properties: { predicate: CmpIPredicateAttr },
  operands: { lhs: SignlessIntegerOrIndexLike, rhs: SignlessIntegerOrIndexLike },
  results: { result: BoolLike },
  traits: [Pure, SameTypeOperands, ResultIsI1OfOperandShape, ElementwiseMappable],
  ...arithSyntax({
    types: 'same',
    predicate: CmpIPredicateAttr,
    compared: SignlessIntegerOrIndexLike,
  }),
}) {
  get predicateName(): CmpIPredicate {
    return CmpIPredicateAttr.stringify(this.predicate.value) as CmpIPredicate;
  }

  set predicateName(name: CmpIPredicate) {
    this.predicate = CmpIPredicateAttr.get(this.context, name);
  }

  fold(operands: Operands): FoldResult {
    const predicate = this.predicateName;
    // cmpi(x, x): true for the predicates that include equality.
    if (this.lhs === this.rhs) {
      const value = ['eq', 'sle', 'sge', 'ule', 'uge'].includes(predicate) ? -1n : 0n;
      return constantOf(this.result.type, value);
    }
    const bool = this.foldBooleanCompare(predicate, operands[1]);
    if (bool !== null) return bool;
    // A constant moves to the right-hand side (in place), as MLIR's folder does.
    if (operands[0] !== null && operands[1] === null) {
      const lhs = this.lhs;
      this.setOperand(0, this.rhs);
      this.setOperand(1, lhs);
      this.predicateName = swapCmpI(predicate);
      return this.result;
    }
    const w = widthOf(this.lhs.type);
    return constFold(operands, this.result.type, (a, b) =>
      evaluateCmpI(predicate, a as bigint, b as bigint, w) ? -1n : 0n,
    );
  }

  /**
   * Comparisons that are their i1 operand: `cmpi ne, ext(x : i1), 0 -> x`, `cmpi ne, x, false -> x`
   * and `cmpi eq, x, true -> x` on i1 (MLIR's folder).
   */
  private foldBooleanCompare(predicate: CmpIPredicate, rhs: Attribute | null): Value | null {
    const constant = constantInt(rhs);
    if (constant === null) return null;
    const isBool = (type: Type) => elementTypeOrSelf(type).isSignlessInteger(1);
    if (constant === 0n && predicate === 'ne') {
      const ext = this.lhs.getDefiningOp();
      if ((ext instanceof ExtSIOp || ext instanceof ExtUIOp) && isBool(ext.in.type)) return ext.in;
      if (isBool(this.lhs.type)) return this.lhs;
    }
    if (isOneAt(constant, widthOf(this.lhs.type)) && predicate === 'eq' && isBool(this.lhs.type))
      return this.lhs;
    return null;
  }
}

/** Evaluates a float predicate; `ordering` is -1/0/1, or null when unordered (a NaN operand). */
export function evaluateCmpF(predicate: CmpFPredicate, ordering: -1 | 0 | 1 | null): boolean {
  const unordered = ordering === null;
  switch (predicate) {
    case 'false':
      return false;
    case 'true':
      return true;
    case 'ord':
      return !unordered;
    case 'uno':
      return unordered;
    case 'oeq':
      return ordering === 0;
    case 'ogt':
      return ordering === 1;
    case 'oge':
      return ordering === 1 || ordering === 0;
    case 'olt':
      return ordering === -1;
    case 'ole':
      return ordering === -1 || ordering === 0;
    case 'one':
      return ordering === -1 || ordering === 1;
    case 'ueq':
      return unordered || ordering === 0;
    case 'ugt':
      return unordered || ordering === 1;
    case 'uge':
      return unordered || ordering !== -1;
    case 'ult':
      return unordered || ordering === -1;
    case 'ule':
      return unordered || ordering !== 1;
    case 'une':
      return unordered || ordering !== 0;
  }
}

const CmpFBase = defineOp({
  name: 'arith.cmpf',
  properties: { predicate: CmpFPredicateAttr, fastmath },
  operands: { lhs: FloatLike, rhs: FloatLike },
  results: { result: BoolLike },
  traits: [Pure, SameTypeOperands, ResultIsI1OfOperandShape, ElementwiseMappable],
  ...arithSyntax({
    types: 'same',
    predicate: CmpFPredicateAttr,
    compared: FloatLike,
    flags: 'fastmath',
  }),
});

/** `arith.cmpf olt, %x, %y : f32`: an ordered/unordered float comparison giving i1. */
export class CmpFOp extends CmpFBase {
  constructor(state: OperationState) {
    super(state);
    fillDefaultFlags(this, 'fastmath');
  }

  get predicateName(): CmpFPredicate {
    return CmpFPredicateAttr.stringify(this.predicate.value) as CmpFPredicate;
  }

  fold(operands: Operands): FoldResult {
    const predicate = this.predicateName;
    // A scalar NaN on one side decides the comparison whatever the other side is (as MLIR).
    const isNaN = (attr: Attribute | null | undefined) =>
      attr instanceof FloatAttr && attr.value.isNaN;
    if (isNaN(operands[0]) || isNaN(operands[1]))
      return IntegerAttr.get(this.result.type, evaluateCmpF(predicate, null) ? -1n : 0n);
    return constFold(operands, this.result.type, (a, b) =>
      evaluateCmpF(predicate, F.compare(a as APFloat, b as APFloat)) ? -1n : 0n,
    );
  }
}

/** `arith.select %c, %a, %b : T`: chooses per element when the condition is a vector or tensor. */
export class SelectOp extends defineOp({
  name: 'arith.select',
  operands: { condition: BoolLike, true_value: AnyType, false_value: AnyType },
  results: { result: AnyType },
  traits: [
    Pure,
    AllTypesMatch('true_value', 'false_value', 'result'),
    BooleanConditionOrMatchingShape,
    ElementwiseMappable,
  ],
  ...arithSyntax({ types: 'select' }),
}) {
  /** A shaped condition is the result's shape and encoding with i1 elements. */
  override verify(): boolean {
    const condition = this.condition.type;
    const expected = i1Like(this.result.type);
    if (condition.isSignlessInteger(1) || condition === expected) return true;
    this.emitOpError(
      `expected condition type to have the same shape as the result type, expected '${expected.toString()}', but got '${condition.toString()}'`,
    );
    return false;
  }

  fold(operands: Operands): FoldResult {
    // select(c, x, x) -> x
    if (this.true_value === this.false_value) return this.true_value;
    // select(true, a, b) -> a, select(false, a, b) -> b
    const condition = constantInt(operands[0]);
    if (condition !== null) return condition === 0n ? this.false_value : this.true_value;
    // A poison arm leaves the other one.
    if (operands[1] instanceof PoisonAttr) return this.false_value;
    if (operands[2] instanceof PoisonAttr) return this.true_value;
    // select(c, true, false) -> c on i1
    if (this.result.type.isSignlessInteger(1)) {
      const t = constantInt(operands[1]);
      const f = constantInt(operands[2]);
      if (t === -1n && f === 0n) return this.condition;
    }
    return constFold(operands, this.result.type, (c, t, f) => (c === 0n ? f! : t!));
  }
}
