/**
 * MLIR 22's arith canonicalization patterns over floats: negations that cancel in a product or
 * quotient, an int-to-float conversion truncated further, and a comparison of a converted integer
 * with a float constant turned into an integer comparison (`CmpFIntToFPConst`).
 */
import { type APFloat, FloatAttr, IntegerType } from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type PatternRewriter,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { type CmpFPredicate, type CmpIPredicate, CmpIPredicateAttr } from './attributes.js';
import * as F from './float-math.js';
import { CmpFOp, CmpIOp, DivFOp, MulFOp, NegFOp, SIToFPOp, TruncFOp, UIToFPOp } from './ops.js';
import { createConstant, drrLocation } from './pattern-support.js';

/** `mulf(negf(x), negf(y)) -> mulf(x, y)` and the same for divf, keeping the outer flags (MLIR's `MulFOfNegF`/`DivFOfNegF`). */
function negationsCancel(root: typeof MulFOp | typeof DivFOp, name: string): RewritePattern {
  return definePattern(
    root,
    (op, rewriter) => {
      const lhs = op.lhs.getDefiningOp();
      const rhs = op.rhs.getDefiningOp();
      if (!(lhs instanceof NegFOp) || !(rhs instanceof NegFOp)) return false;
      if (lhs.operand.type !== rhs.operand.type) return false;
      const replacement = rewriter.createOp(root, drrLocation(op, lhs, rhs), {
        lhs: lhs.operand,
        rhs: rhs.operand,
        fastmath: op.fastmath,
      });
      rewriter.replaceOp(op, replacement);
      return true;
    },
    { debugName: name, generatedOps: [root.operationName] },
  );
}

/**
 * `truncf(sitofp(x)) -> sitofp(x)` (and uitofp) straight to the narrow type, unless the truncation
 * names a rounding mode (MLIR's `TruncFSIToFPToSIToFP`/`TruncFUIToFPToUIToFP`).
 */
function truncOfIntToFloat(conversion: typeof SIToFPOp | typeof UIToFPOp): RewritePattern {
  return definePattern(
    TruncFOp,
    (op, rewriter) => {
      const inner = op.in.getDefiningOp();
      if (!(inner instanceof conversion) || op.roundingmode !== undefined) return false;
      const location = drrLocation(op, inner);
      const direct = rewriter.createOp(conversion, location, { in: inner.in, out: op.out.type });
      rewriter.replaceOp(op, direct);
      return true;
    },
    {
      debugName: conversion === SIToFPOp ? 'TruncFSIToFPToSIToFP' : 'TruncFUIToFPToUIToFP',
      generatedOps: [conversion.operationName],
    },
  );
}

/** APFloat's `ilogb` of a finite non-zero value: the exponent of its leading bit. */
function ilogb(value: APFloat): number {
  const { exponent, significand } = value.decoded;
  // Denormals have fewer significant bits than the precision: normalize.
  return exponent + significand.toString(2).length - value.semantics.precision;
}

/** The integer predicate a float predicate becomes on converted integers (`ord`/`uno`/`true`/`false` have none). */
function integerPredicate(predicate: CmpFPredicate, isUnsigned: boolean): CmpIPredicate | null {
  const ordering = (signed: CmpIPredicate, unsigned: CmpIPredicate) =>
    isUnsigned ? unsigned : signed;
  switch (predicate) {
    case 'oeq':
    case 'ueq':
      return 'eq';
    case 'one':
    case 'une':
      return 'ne';
    case 'ogt':
    case 'ugt':
      return ordering('sgt', 'ugt');
    case 'oge':
    case 'uge':
      return ordering('sge', 'uge');
    case 'olt':
    case 'ult':
      return ordering('slt', 'ult');
    case 'ole':
    case 'ule':
      return ordering('sle', 'ule');
    default:
      return null;
  }
}

/**
 * The predicate comparing against the integer c truncated toward zero when the constant is
 * fractional, or the boolean the comparison always yields (MLIR's case analysis: `(float)i < 4.4`
 * is `i <= 4`, `(float)i == 4.4` is false, unsigned `(float)i > -4.4` is true, ...).
 */
function fractionalPredicate(predicate: CmpIPredicate, negative: boolean): CmpIPredicate | boolean {
  switch (predicate) {
    case 'ne':
      return true;
    case 'eq':
      return false;
    case 'ule':
      return negative ? false : 'ule';
    case 'sle':
      return negative ? 'slt' : 'sle';
    case 'ult':
      return negative ? false : 'ule';
    case 'slt':
      return negative ? 'slt' : 'sle';
    case 'ugt':
      return negative ? true : 'ugt';
    case 'sgt':
      return negative ? 'sge' : 'sgt';
    case 'uge':
      return negative ? true : 'ugt';
    case 'sge':
      return negative ? 'sge' : 'sgt';
  }
}

function replaceWithBool(rewriter: PatternRewriter, op: CmpFOp, value: boolean): true {
  const constant = createConstant(
    rewriter,
    op.location,
    IntegerType.get(op.context, 1),
    value ? -1n : 0n,
  )!;
  rewriter.replaceOp(op, [constant]);
  return true;
}

/**
 * `cmpf(p, sitofp(i), c) -> cmpi(p', i, int(c))` (and uitofp) when the conversion cannot change
 * the outcome: the integer fits the mantissa or c is beyond the range where rounding matters;
 * constants outside the integer range, and fractional ones, decide or adjust the comparison
 * (MLIR's `CmpFIntToFPConst`).
 */
function compareOfIntToFloat(): RewritePattern {
  return definePattern(
    CmpFOp,
    (op, rewriter) => {
      const constant = getConstantOperandValue(op.rhs);
      if (!(constant instanceof FloatAttr) || constant.value.isNaN) return false;
      const rhs = constant.value;
      const semantics = rhs.semantics;
      const mantissaWidth = semantics.precision;
      const conversion = op.lhs.getDefiningOp();
      if (!(conversion instanceof SIToFPOp) && !(conversion instanceof UIToFPOp)) return false;
      const isUnsigned = conversion instanceof UIToFPOp;
      const intValue = conversion.in;
      if (!(intValue.type instanceof IntegerType)) return false;
      const intWidth = intValue.type.width;
      const valueBits = isUnsigned ? intWidth : intWidth - 1;
      if (intWidth > mantissaWidth) {
        // Converting the integer may round: give up when that could change the comparison.
        if (rhs.isInfinity) {
          if (semantics.maxExponent < valueBits) return false;
        } else if (!rhs.isZero) {
          const exponent = ilogb(rhs);
          if (mantissaWidth <= exponent && exponent <= valueBits) return false;
        }
      }
      const floatPredicate = op.predicateName;
      // A converted integer is never NaN.
      if (floatPredicate === 'ord') return replaceWithBool(rewriter, op, true);
      if (floatPredicate === 'uno') return replaceWithBool(rewriter, op, false);
      let predicate = integerPredicate(floatPredicate, isUnsigned);
      // `true`/`false` fold; MLIR's pattern does not expect them.
      if (predicate === null) return false;
      const max = isUnsigned ? (1n << BigInt(intWidth)) - 1n : (1n << BigInt(intWidth - 1)) - 1n;
      const min = isUnsigned ? 0n : -(1n << BigInt(intWidth - 1));
      if (F.compare(F.fromInteger(semantics, max), rhs) === -1) {
        const below = ['ne', 'slt', 'sle', 'ult', 'ule'].includes(predicate);
        return replaceWithBool(rewriter, op, below);
      }
      if (F.compare(F.fromInteger(semantics, min), rhs) === 1) {
        const above = ['ne', 'sgt', 'sge', 'ugt', 'uge'].includes(predicate);
        return replaceWithBool(rewriter, op, above);
      }
      const rhsInt = F.toInteger(rhs, min, max);
      if (rhsInt === null) return false;
      // -0.0 is no fraction; any other value that does not convert back exactly is one.
      if (!rhs.isZero && F.compare(F.fromInteger(semantics, rhsInt), rhs) !== 0) {
        const adjusted = fractionalPredicate(predicate, rhs.isNegative);
        if (typeof adjusted === 'boolean') return replaceWithBool(rewriter, op, adjusted);
        predicate = adjusted;
      }
      const intConstant = createConstant(rewriter, op.location, intValue.type, rhsInt)!;
      rewriter.replaceOpWithNewOp(op, CmpIOp, {
        predicate: CmpIPredicateAttr.get(op.context, predicate),
        lhs: intValue,
        rhs: intConstant,
        result: op.result.type,
      });
      return true;
    },
    { debugName: 'CmpFIntToFPConst', generatedOps: ['arith.constant', 'arith.cmpi'] },
  );
}

export function arithFloatCanonicalizationPatterns(): RewritePattern[] {
  return [
    negationsCancel(MulFOp, 'MulFOfNegF'),
    negationsCancel(DivFOp, 'DivFOfNegF'),
    truncOfIntToFloat(SIToFPOp),
    truncOfIntToFloat(UIToFPOp),
    compareOfIntToFloat(),
  ];
}
