/**
 * LLVM IR's integer and float instructions as ops: binary arithmetic (with their `overflow<...>`,
 * `exact` and `disjoint` flags or fast-math flags), `llvm.fneg`, the comparisons, `llvm.select`
 * and `llvm.freeze`. Every one is pure; the binary ones take and give one type.
 */
import {
  AllTypesMatch,
  Commutative,
  defaultValued,
  defineOp,
  type OpTrait,
  Pure,
  SameOperandsAndResultType,
  SameTypeOperands,
  type TypeConstraint,
  TypesMatchWith,
  UnitAttrConstraint,
} from '@strata/ir-core';
import {
  FastmathFlagsAttr,
  FastmathFlagsAttrConstraint,
  FCmpPredicateAttr,
  ICmpPredicateAttr,
} from '../attributes.js';
import {
  AnyLlvmType,
  BoolLike,
  FloatLike,
  IntegerLike,
  IntegerOrPointerLike,
} from '../type-constraints.js';
import { overflowFlags, withOverflowFlags } from './overflow-flags.js';
import { i1SameShape, parseCompareOp, printCompareOp } from './compare-syntax.js';

/** `fastmathFlags`, `#llvm.fastmath<none>` unless set: printed in `{...}` only when set. */
export const fastmathFlags = defaultValued(FastmathFlagsAttrConstraint, (context) =>
  FastmathFlagsAttr.get(context, FastmathFlagsAttr.none),
);

const BINARY_FORMAT = '$lhs `,` $rhs attr-dict `:` type($res)';

/** `llvm.<name> %a, %b : T`, without flags. */
function binaryOp(name: string, operand: TypeConstraint, traits: readonly OpTrait[] = []) {
  return defineOp({
    name: `llvm.${name}`,
    operands: { lhs: operand, rhs: operand },
    results: { res: operand },
    traits: [Pure, SameOperandsAndResultType, ...traits],
    assemblyFormat: BINARY_FORMAT,
  });
}

/** `llvm.<name> %a, %b overflow<nsw> : iN`. */
function overflowOp(name: string, traits: readonly OpTrait[] = []) {
  const Base = defineOp({
    name: `llvm.${name}`,
    operands: { lhs: IntegerLike, rhs: IntegerLike },
    results: { res: IntegerLike },
    properties: { overflowFlags },
    traits: [Pure, SameOperandsAndResultType, ...traits],
    assemblyFormat:
      '$lhs `,` $rhs `` custom<LLVMOverflowFlags>($overflowFlags) attr-dict `:` type($res)',
  });
  return withOverflowFlags(Base);
}

/** `llvm.<name> exact %a, %b : iN` (the unit property `isExact`). */
function exactOp(name: string) {
  return defineOp({
    name: `llvm.${name}`,
    operands: { lhs: IntegerLike, rhs: IntegerLike },
    results: { res: IntegerLike },
    properties: { isExact: UnitAttrConstraint },
    traits: [Pure, SameOperandsAndResultType],
    assemblyFormat: '(`exact` $isExact^)? ' + BINARY_FORMAT,
  });
}

/** `llvm.<name> %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32`. */
function floatOp(name: string, traits: readonly OpTrait[] = []) {
  return defineOp({
    name: `llvm.${name}`,
    operands: { lhs: FloatLike, rhs: FloatLike },
    results: { res: FloatLike },
    properties: { fastmathFlags },
    traits: [Pure, SameOperandsAndResultType, ...traits],
    assemblyFormat: BINARY_FORMAT,
  });
}

export class AddOp extends overflowOp('add', [Commutative]) {}
export class SubOp extends overflowOp('sub') {}
export class MulOp extends overflowOp('mul', [Commutative]) {}
export class ShlOp extends overflowOp('shl') {}
export class UDivOp extends exactOp('udiv') {}
export class SDivOp extends exactOp('sdiv') {}
export class LShrOp extends exactOp('lshr') {}
export class AShrOp extends exactOp('ashr') {}
export class URemOp extends binaryOp('urem', IntegerLike) {}
export class SRemOp extends binaryOp('srem', IntegerLike) {}
export class AndOp extends binaryOp('and', IntegerLike) {}
export class XOrOp extends binaryOp('xor', IntegerLike) {}

/** `llvm.or disjoint %a, %b : iN`: `disjoint` promises no bit is set in both. */
export class OrOp extends defineOp({
  name: 'llvm.or',
  operands: { lhs: IntegerLike, rhs: IntegerLike },
  results: { res: IntegerLike },
  properties: { isDisjoint: UnitAttrConstraint },
  traits: [Pure, SameOperandsAndResultType],
  assemblyFormat: '(`disjoint` $isDisjoint^)? ' + BINARY_FORMAT,
}) {}

export class FAddOp extends floatOp('fadd') {}
export class FSubOp extends floatOp('fsub') {}
export class FMulOp extends floatOp('fmul') {}
export class FDivOp extends floatOp('fdiv') {}
export class FRemOp extends floatOp('frem') {}

/** `llvm.fneg %x : f32`. */
export class FNegOp extends defineOp({
  name: 'llvm.fneg',
  operands: { operand: FloatLike },
  results: { res: FloatLike },
  properties: { fastmathFlags },
  traits: [Pure, SameOperandsAndResultType],
  assemblyFormat: '$operand attr-dict `:` type($res)',
}) {}

/** A comparison gives i1, or a vector of i1 shaped as its vector operands. */
const COMPARISON_RESULT = TypesMatchWith(
  'result type has i1 element type and same shape as operands',
  'lhs',
  'res',
  i1SameShape,
);

/** `llvm.icmp "slt" %a, %b : i32`: i1 (or a vector of i1) per the predicate. */
export class ICmpOp extends defineOp({
  name: 'llvm.icmp',
  operands: { lhs: IntegerOrPointerLike, rhs: IntegerOrPointerLike },
  results: { res: BoolLike },
  properties: { predicate: ICmpPredicateAttr },
  traits: [Pure, SameTypeOperands, COMPARISON_RESULT],
  parse: (parser, state) => parseCompareOp(ICmpPredicateAttr, parser, state),
  print: (op, printer) => printCompareOp(ICmpPredicateAttr, op, printer),
}) {}

/** `llvm.fcmp "olt" %x, %y : f32`; ordered (`o..`) predicates are false on a NaN. */
export class FCmpOp extends defineOp({
  name: 'llvm.fcmp',
  operands: { lhs: FloatLike, rhs: FloatLike },
  results: { res: BoolLike },
  properties: { predicate: FCmpPredicateAttr, fastmathFlags },
  traits: [Pure, SameTypeOperands, COMPARISON_RESULT],
  parse: (parser, state) => parseCompareOp(FCmpPredicateAttr, parser, state),
  print: (op, printer) => printCompareOp(FCmpPredicateAttr, op, printer),
}) {}

/** `llvm.select %c, %a, %b : i1, i32`: per element with a vector condition. */
export class SelectOp extends defineOp({
  name: 'llvm.select',
  operands: { condition: BoolLike, trueValue: AnyLlvmType, falseValue: AnyLlvmType },
  results: { res: AnyLlvmType },
  properties: { fastmathFlags },
  traits: [Pure, AllTypesMatch('trueValue', 'falseValue', 'res')],
  assemblyFormat: 'operands attr-dict `:` type($condition) `,` type($res)',
}) {}

/** `llvm.freeze %x : i32`: an undef or poison operand becomes some fixed value. */
export class FreezeOp extends defineOp({
  name: 'llvm.freeze',
  operands: { val: AnyLlvmType },
  results: { res: AnyLlvmType },
  traits: [Pure, SameOperandsAndResultType],
  assemblyFormat: '$val attr-dict `:` type($val)',
}) {}

/** The arithmetic ops, in the order the dialect registers them. */
export const arithmeticOps = [
  AddOp,
  SubOp,
  MulOp,
  ShlOp,
  UDivOp,
  SDivOp,
  LShrOp,
  AShrOp,
  URemOp,
  SRemOp,
  AndOp,
  OrOp,
  XOrOp,
  FAddOp,
  FSubOp,
  FMulOp,
  FDivOp,
  FRemOp,
  FNegOp,
  ICmpOp,
  FCmpOp,
  SelectOp,
  FreezeOp,
];
