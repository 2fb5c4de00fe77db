/**
 * MLIR 22's arith canonicalization patterns (ArithCanonicalization.td and ArithOps.cpp): constant
 * reassociation through addi/subi/muli, inverted comparisons, index-cast round trips, i1 selects,
 * cast chains and extended arithmetic whose second result is unused. Patterns are built on demand
 * (`arithCanonicalizationPatterns`), so loading the dialect costs nothing until canonicalize runs.
 */
import { type Operation } from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { CmpIPredicateAttr, IntegerOverflowFlagsAttr } from './attributes.js';
import { widthOf } from './fold.js';
import { arithFloatCanonicalizationPatterns } from './canonicalize-float.js';
import {
  constantIntOf,
  constantOpOf,
  createConstant,
  drrLocation,
  scalarIntOf,
} from './pattern-support.js';
import { i1Like } from './syntax.js';
import { invertCmpI } from './ops/compare.js';
import {
  AddIOp,
  AddUIExtendedOp,
  AndIOp,
  BitcastOp,
  OrIOp,
  TruncIOp,
  CmpIOp,
  ConstantOp,
  ExtSIOp,
  ExtUIOp,
  IndexCastOp,
  IndexCastUIOp,
  MulIOp,
  MulSIExtendedOp,
  MulUIExtendedOp,
  SelectOp,
  ShRSIOp,
  ShRUIOp,
  SubIOp,
  XOrIOp,
} from './ops.js';

type IntOpName = 'arith.addi' | 'arith.subi' | 'arith.muli';
const OP_CLASSES = { 'arith.addi': AddIOp, 'arith.subi': SubIOp, 'arith.muli': MulIOp } as const;

/**
 * One constant reassociation, e.g. `subi(addi(x, c0), c1) -> addi(x, c0 - c1)`: the root op with
 * the inner op on one side and the constant c1 on the other; the inner op with x and constant c0;
 * the replacement op with x and the new constant.
 */
interface Reassociation {
  readonly name: string;
  readonly root: IntOpName;
  readonly innerIsRootLhs: boolean;
  readonly inner: IntOpName;
  readonly constantIsInnerRhs: boolean;
  readonly result: IntOpName;
  readonly constantIsResultLhs: boolean;
  readonly value: (c0: bigint, c1: bigint) => bigint;
  /** Whether the result keeps the flags both ops agree on (MLIR's `MergeOverflow`) or gets none. */
  readonly mergeFlags: boolean;
}

const REASSOCIATIONS: readonly Reassociation[] = [
  {
    name: 'AddIAddConstant',
    root: 'arith.addi',
    innerIsRootLhs: true,
    inner: 'arith.addi',
    constantIsInnerRhs: true,
    result: 'arith.addi',
    constantIsResultLhs: false,
    value: (c0, c1) => c0 + c1,
    mergeFlags: true,
  },
  {
    name: 'AddISubConstantRHS',
    root: 'arith.addi',
    innerIsRootLhs: true,
    inner: 'arith.subi',
    constantIsInnerRhs: true,
    result: 'arith.addi',
    constantIsResultLhs: false,
    value: (c0, c1) => c1 - c0,
    mergeFlags: true,
  },
  {
    name: 'AddISubConstantLHS',
    root: 'arith.addi',
    innerIsRootLhs: true,
    inner: 'arith.subi',
    constantIsInnerRhs: false,
    result: 'arith.subi',
    constantIsResultLhs: true,
    value: (c0, c1) => c0 + c1,
    mergeFlags: true,
  },
  {
    name: 'SubIRHSAddConstant',
    root: 'arith.subi',
    innerIsRootLhs: true,
    inner: 'arith.addi',
    constantIsInnerRhs: true,
    result: 'arith.addi',
    constantIsResultLhs: false,
    value: (c0, c1) => c0 - c1,
    mergeFlags: false,
  },
  {
    name: 'SubILHSAddConstant',
    root: 'arith.subi',
    innerIsRootLhs: false,
    inner: 'arith.addi',
    constantIsInnerRhs: true,
    result: 'arith.subi',
    constantIsResultLhs: true,
    value: (c0, c1) => c1 - c0,
    mergeFlags: true,
  },
  {
    name: 'SubIRHSSubConstantRHS',
    root: 'arith.subi',
    innerIsRootLhs: true,
    inner: 'arith.subi',
    constantIsInnerRhs: true,
    result: 'arith.subi',
    constantIsResultLhs: false,
    value: (c0, c1) => c0 + c1,
    mergeFlags: true,
  },
  {
    name: 'SubIRHSSubConstantLHS',
    root: 'arith.subi',
    innerIsRootLhs: true,
    inner: 'arith.subi',
    constantIsInnerRhs: false,
    result: 'arith.subi',
    constantIsResultLhs: true,
    value: (c0, c1) => c0 - c1,
    mergeFlags: true,
  },
  {
    name: 'SubILHSSubConstantRHS',
    root: 'arith.subi',
    innerIsRootLhs: false,
    inner: 'arith.subi',
    constantIsInnerRhs: true,
    result: 'arith.subi',
    constantIsResultLhs: true,
    value: (c0, c1) => c0 + c1,
    mergeFlags: true,
  },
  {
    name: 'SubILHSSubConstantLHS',
    root: 'arith.subi',
    innerIsRootLhs: false,
    inner: 'arith.subi',
    constantIsInnerRhs: false,
    result: 'arith.addi',
    constantIsResultLhs: false,
    value: (c0, c1) => c1 - c0,
    mergeFlags: true,
  },
  {
    name: 'MulIMulIConstant',
    root: 'arith.muli',
    innerIsRootLhs: true,
    inner: 'arith.muli',
    constantIsInnerRhs: true,
    result: 'arith.muli',
    constantIsResultLhs: false,
    value: (c0, c1) => c0 * c1,
    mergeFlags: true,
  },
];

function flagsOf(op: Operation): number {
  const flags = op.properties.get('overflowFlags');
  return flags instanceof IntegerOverflowFlagsAttr ? flags.value : 0;
}

function reassociationPattern(spec: Reassociation): RewritePattern {
  return definePattern(
    OP_CLASSES[spec.root],
    (root, rewriter) => {
      const innerValue = spec.innerIsRootLhs ? root.getOperand(0) : root.getOperand(1);
      const c1Value = spec.innerIsRootLhs ? root.getOperand(1) : root.getOperand(0);
      const c1 = scalarIntOf(c1Value);
      const inner = innerValue.getDefiningOp();
      if (c1 === null || inner === null || inner.name.identifier !== spec.inner) return false;
      const c0Value = inner.getOperand(spec.constantIsInnerRhs ? 1 : 0);
      const c0 = scalarIntOf(c0Value);
      if (c0 === null) return false;
      const x = inner.getOperand(spec.constantIsInnerRhs ? 0 : 1);
      const type = root.getResult(0).type;
      // The first constant matched stands for the inner op: c0 when the inner op is the root's
      // lhs (matched before c1), else c1.
      const location = drrLocation(root, constantOpOf(spec.innerIsRootLhs ? c0Value : c1Value));
      const constant = createConstant(rewriter, location, type, spec.value(c0, c1));
      if (constant === null) return false;
      const flags = spec.mergeFlags ? flagsOf(root) & flagsOf(inner) : 0;
      const [lhs, rhs] = spec.constantIsResultLhs ? [constant, x] : [x, constant];
      const overflowFlags = IntegerOverflowFlagsAttr.get(root.context, flags);
      const result = OP_CLASSES[spec.result];
      rewriter.replaceOp(root, rewriter.createOp(result, location, { lhs, rhs, overflowFlags }));
      return true;
    },
    { debugName: spec.name, generatedOps: ['arith.constant', spec.result] },
  );
}

/** `subi(subi(a, b), a) -> subi(0, b)`, keeping the flags both agree on (MLIR's `SubISubILHSRHSLHS`). */
function subOfSubOfLhs(): RewritePattern {
  return definePattern(
    SubIOp,
    (op, rewriter) => {
      const inner = op.lhs.getDefiningOp();
      if (!(inner instanceof SubIOp) || inner.lhs !== op.rhs) return false;
      const location = drrLocation(op, inner);
      const zero = createConstant(rewriter, location, op.result.type, 0n);
      if (zero === null) return false;
      const flags = flagsOf(op) & flagsOf(inner);
      const difference = rewriter.createOp(SubIOp, location, {
        lhs: zero,
        rhs: inner.rhs,
        overflowFlags: IntegerOverflowFlagsAttr.get(op.context, flags),
      });
      rewriter.replaceOp(op, difference);
      return true;
    },
    { debugName: 'SubISubILHSRHSLHS', generatedOps: ['arith.constant', 'arith.subi'] },
  );
}

/** `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)` (MLIR's `XOrINotCmpI`). */
function notOfCmpI(): RewritePattern {
  return definePattern(
    XOrIOp,
    (op, rewriter) => {
      const cmp = op.lhs.getDefiningOp();
      if (
        !(cmp instanceof CmpIOp) ||
        constantIntOf(op.rhs) !== -1n ||
        !op.result.type.isSignlessInteger(1)
      )
        return false;
      const predicate = invertCmpI(cmp.predicateName);
      const inverted = rewriter.createOp(CmpIOp, drrLocation(op, cmp), {
        predicate: CmpIPredicateAttr.get(op.context, predicate),
        lhs: cmp.lhs,
        rhs: cmp.rhs,
        result: op.result.type,
      });
      rewriter.replaceOp(op, inverted);
      return true;
    },
    { debugName: 'XOrINotCmpI', generatedOps: ['arith.cmpi'] },
  );
}

/** `index_cast(index_cast(x)) -> x` when the types round-trip (and the same for index_castui). */
function castRoundTrip(
  root: typeof IndexCastOp | typeof IndexCastUIOp,
  name: string,
): RewritePattern {
  return definePattern(
    root,
    (op, rewriter) => {
      const inner = op.getOperand(0).getDefiningOp();
      if (inner === null || inner.name.identifier !== op.name.identifier) return false;
      const source = inner.getOperand(0);
      if (source.type !== op.getResult(0).type) return false;
      rewriter.replaceOp(op, [source]);
      return true;
    },
    { debugName: name },
  );
}

type CastClass =
  typeof BitcastOp | typeof ExtSIOp | typeof ExtUIOp | typeof IndexCastOp | typeof IndexCastUIOp;

/**
 * `root(inner(x)) -> result(x)`: one cast from x to the root's type. `extsi(extui(x)) -> extui(x)`
 * (the zero-extended value is non-negative), `index_cast(extsi(x)) -> index_cast(x)`,
 * `index_castui(extui(x)) -> index_castui(x)`, `bitcast(bitcast(x)) -> bitcast(x)`.
 */
function castOfCast(
  root: CastClass,
  inner: CastClass,
  result: CastClass,
  name: string,
): RewritePattern {
  return definePattern(
    root,
    (op, rewriter) => {
      const source = op.in.getDefiningOp();
      if (!(source instanceof inner)) return false;
      const location = drrLocation(op, source);
      rewriter.replaceOp(
        op,
        rewriter.createOp(result, location, { in: source.in, out: op.out.type }),
      );
      return true;
    },
    { debugName: name, generatedOps: [result.operationName] },
  );
}

/**
 * i1 selects of constants: `select(c, true, false) -> c` is a fold; `select(c, false, true) ->
 * xori(c, true)` (`SelectI1ToNot`); `select(c, 1, 0) -> extui(c)` and `select(c, 0, 1) ->
 * extui(xori(c, true))` for wider integers (`SelectToExtUI`).
 */
function selectOfBoolConstants(): RewritePattern {
  return definePattern(
    SelectOp,
    (op, rewriter) => {
      const t = constantIntOf(op.true_value);
      const f = constantIntOf(op.false_value);
      const type = op.result.type;
      const conditionType = op.condition.type;
      if (
        t === null ||
        f === null ||
        !type.isSignlessInteger() ||
        !conditionType.isSignlessInteger(1)
      )
        return false;
      const isI1 = type.isSignlessInteger(1);
      const one = isI1 ? -1n : 1n;
      const negate = () => {
        const trueConstant = createConstant(rewriter, op.location, conditionType, -1n)!;
        return rewriter.createOp(XOrIOp, op.location, { lhs: op.condition, rhs: trueConstant })
          .result;
      };
      if (t === 0n && f === one) {
        if (isI1) {
          const trueConstant = createConstant(rewriter, op.location, conditionType, -1n)!;
          rewriter.replaceOpWithNewOp(op, XOrIOp, { lhs: op.condition, rhs: trueConstant });
        } else {
          rewriter.replaceOpWithNewOp(op, ExtUIOp, { in: negate(), out: type });
        }
        return true;
      }
      if (!isI1 && t === 1n && f === 0n) {
        rewriter.replaceOpWithNewOp(op, ExtUIOp, { in: op.condition, out: type });
        return true;
      }
      return false;
    },
    { debugName: 'SelectToExtUI', generatedOps: ['arith.constant', 'arith.xori', 'arith.extui'] },
  );
}

/** `select(xori(c, true), a, b) -> select(c, b, a)` (MLIR's `SelectNotCond`). */
function selectNotCondition(): RewritePattern {
  return definePattern(
    SelectOp,
    (op, rewriter) => {
      const not = op.condition.getDefiningOp();
      if (!(not instanceof XOrIOp) || scalarIntOf(not.rhs) !== -1n) return false;
      // The all-ones constant, matched inside the xori, stands for it.
      const swapped = rewriter.createOp(SelectOp, drrLocation(op, constantOpOf(not.rhs)), {
        condition: not.lhs,
        true_value: op.false_value,
        false_value: op.true_value,
      });
      rewriter.replaceOp(op, swapped);
      return true;
    },
    { debugName: 'SelectNotCond', generatedOps: ['arith.select'] },
  );
}

/**
 * `select(c, d, select(c, a, b)) -> select(c, d, b)` and `select(c, select(c, a, b), d) ->
 * select(c, a, d)` (MLIR's `RedundantSelectFalse`, then `RedundantSelectTrue`: when both apply,
 * that order shows in the fused location).
 */
function redundantSelect(): RewritePattern {
  return definePattern(
    SelectOp,
    (op, rewriter) => {
      const onTrue = op.true_value.getDefiningOp();
      const onFalse = op.false_value.getDefiningOp();
      let trueValue = op.true_value;
      let falseValue = op.false_value;
      let inner: SelectOp;
      if (onFalse instanceof SelectOp && onFalse.condition === op.condition) {
        inner = onFalse;
        falseValue = onFalse.false_value;
      } else if (onTrue instanceof SelectOp && onTrue.condition === op.condition) {
        inner = onTrue;
        trueValue = onTrue.true_value;
      } else {
        return false;
      }
      const select = rewriter.createOp(SelectOp, drrLocation(op, inner), {
        condition: op.condition,
        true_value: trueValue,
        false_value: falseValue,
      });
      rewriter.replaceOp(op, select);
      return true;
    },
    { debugName: 'RedundantSelect', generatedOps: ['arith.select'] },
  );
}

/** Extended arithmetic whose second result is unused becomes the plain op (MLIR's `*ExtendedToAddI/MulI`). */
function extendedToPlain(
  root: typeof AddUIExtendedOp | typeof MulSIExtendedOp | typeof MulUIExtendedOp,
  plain: typeof AddIOp | typeof MulIOp,
  name: string,
): RewritePattern {
  return definePattern(
    root,
    (op, rewriter) => {
      if (!op.getResult(1).useEmpty()) return false;
      const replacement = rewriter.createOp(plain, op.location, {
        lhs: op.getOperand(0),
        rhs: op.getOperand(1),
      });
      rewriter.replaceAllUsesWith(op.getResult(0), replacement.result);
      rewriter.eraseOp(op);
      return true;
    },
    { debugName: name, generatedOps: [plain.operationName] },
  );
}

/**
 * `op(ext(x), ext(y)) -> ext(op(x, y))` for the bitwise ops, when x and y have one type (MLIR's
 * `AndOfExtUI`, `OrOfExtSI`, `XOrIOfExtUI`, ...).
 */
function bitwiseOfExtensions(
  root: typeof AndIOp | typeof OrIOp | typeof XOrIOp,
  ext: typeof ExtUIOp | typeof ExtSIOp,
): RewritePattern {
  return definePattern(
    root,
    (op, rewriter) => {
      const lhs = op.lhs.getDefiningOp();
      const rhs = op.rhs.getDefiningOp();
      if (!(lhs instanceof ext) || !(rhs instanceof ext) || lhs.in.type !== rhs.in.type)
        return false;
      const location = drrLocation(op, lhs, rhs);
      const narrow = rewriter.createOp(root, location, { lhs: lhs.in, rhs: rhs.in });
      const extension = rewriter.createOp(ext, location, {
        in: narrow.result,
        out: op.result.type,
      });
      rewriter.replaceOp(op, extension);
      return true;
    },
    {
      debugName: `${root.operationName.slice(6)}Of${ext.operationName.slice(6)}`,
      generatedOps: [root.operationName, ext.operationName],
    },
  );
}

/** `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` when a and b have one type (MLIR's `CmpIExtSI`/`CmpIExtUI`). */
function compareOfExtensions(ext: typeof ExtUIOp | typeof ExtSIOp): RewritePattern {
  return definePattern(
    CmpIOp,
    (op, rewriter) => {
      const lhs = op.lhs.getDefiningOp();
      const rhs = op.rhs.getDefiningOp();
      if (!(lhs instanceof ext) || !(rhs instanceof ext) || lhs.in.type !== rhs.in.type)
        return false;
      if (op.predicateName !== 'eq' && op.predicateName !== 'ne') return false;
      const narrow = rewriter.createOp(CmpIOp, drrLocation(op, lhs, rhs), {
        predicate: op.predicate,
        lhs: lhs.in,
        rhs: rhs.in,
        result: op.result.type,
      });
      rewriter.replaceOp(op, narrow);
      return true;
    },
    { debugName: ext === ExtSIOp ? 'CmpIExtSI' : 'CmpIExtUI', generatedOps: ['arith.cmpi'] },
  );
}

/** `trunci(ext(x)) -> ext(x)` to the truncated type when x is narrower still (MLIR's `TruncIExtSIToExtSI`/`TruncIExtUIToExtUI`). */
function truncOfExtension(ext: typeof ExtUIOp | typeof ExtSIOp): RewritePattern {
  return definePattern(
    TruncIOp,
    (op, rewriter) => {
      const inner = op.in.getDefiningOp();
      if (!(inner instanceof ext)) return false;
      if (widthOf(inner.in.type) >= widthOf(op.out.type)) return false;
      const location = drrLocation(op, inner);
      rewriter.replaceOp(op, rewriter.createOp(ext, location, { in: inner.in, out: op.out.type }));
      return true;
    },
    {
      debugName: ext === ExtSIOp ? 'TruncIExtSIToExtSI' : 'TruncIExtUIToExtUI',
      generatedOps: [ext.operationName],
    },
  );
}

/** `addi(x, muli(y, -1)) -> subi(x, y)` and the mirrored form (MLIR's `AddIMulNegativeOneRhs/Lhs`). */
function addOfNegation(): RewritePattern {
  return definePattern(
    AddIOp,
    (op, rewriter) => {
      for (const [x, product] of [
        [op.lhs, op.rhs],
        [op.rhs, op.lhs],
      ] as const) {
        const mul = product.getDefiningOp();
        if (!(mul instanceof MulIOp) || constantIntOf(mul.rhs) !== -1n) continue;
        // The -1 constant, matched inside the muli, stands for it.
        const location = drrLocation(op, constantOpOf(mul.rhs));
        rewriter.replaceOp(op, rewriter.createOp(SubIOp, location, { lhs: x, rhs: mul.lhs }));
        return true;
      }
      return false;
    },
    { debugName: 'AddIMulNegativeOne', generatedOps: ['arith.subi'] },
  );
}

/** `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`: the high half is the sign (MLIR's `MulSIExtendedRHSOne`). */
function mulSIExtendedByOne(): RewritePattern {
  return definePattern(
    MulSIExtendedOp,
    (op, rewriter) => {
      // A splat too, but not i1, whose 1 is -1 (MLIR's `IsScalarOrSplatOne`).
      if (constantIntOf(op.rhs) !== 1n) return false;
      const x = op.lhs;
      const zero = createConstant(rewriter, op.location, x.type, 0n);
      if (zero === null) return false;
      const negative = rewriter.createOp(CmpIOp, op.location, {
        predicate: CmpIPredicateAttr.get(op.context, 'slt'),
        lhs: x,
        rhs: zero,
        result: i1Like(x.type),
      });
      const sign = rewriter.createOp(ExtSIOp, op.location, {
        in: negative.result,
        out: op.high.type,
      });
      rewriter.replaceOp(op, [x, sign.out]);
      return true;
    },
    {
      debugName: 'MulSIExtendedRHSOne',
      generatedOps: ['arith.constant', 'arith.cmpi', 'arith.extsi'],
    },
  );
}

/**
 * `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when c is the number of truncated bits: the bits the
 * shifts disagree on are all cut off (MLIR's `TruncIShrSIToTrunciShrUI`); an `exact` shift stays exact.
 */
function truncOfSignedShift(): RewritePattern {
  return definePattern(
    TruncIOp,
    (op, rewriter) => {
      const shift = op.in.getDefiningOp();
      if (!(shift instanceof ShRSIOp)) return false;
      const amountAttr = getConstantOperandValue(shift.rhs);
      const amount = constantIntOf(shift.rhs);
      const x = shift.lhs;
      if (amountAttr === null || amount !== BigInt(widthOf(x.type) - widthOf(op.out.type)))
        return false;
      // The shift amount's constant, matched inside the shrsi, stands for it.
      const location = drrLocation(op, constantOpOf(shift.rhs));
      const constant = rewriter.createOp(ConstantOp, location, {
        value: amountAttr,
        result: shift.rhs.type,
      });
      const unsignedShift = rewriter.createOp(ShRUIOp, location, {
        lhs: x,
        rhs: constant.result,
        isExact: shift.isExact,
      });
      const truncation = rewriter.createOp(TruncIOp, location, {
        in: unsignedShift.result,
        out: op.out.type,
        overflowFlags: op.overflowFlags,
      });
      rewriter.replaceOp(op, truncation);
      return true;
    },
    {
      debugName: 'TruncIShrSIToTrunciShrUI',
      generatedOps: ['arith.constant', 'arith.shrui', 'arith.trunci'],
    },
  );
}

/** Every arith canonicalization pattern (MLIR's `getCanonicalizationPatterns` of each arith op). */
export function arithCanonicalizationPatterns(): RewritePattern[] {
  return [
    ...REASSOCIATIONS.map(reassociationPattern),
    subOfSubOfLhs(),
    notOfCmpI(),
    castRoundTrip(IndexCastOp, 'IndexCastOfIndexCast'),
    castRoundTrip(IndexCastUIOp, 'IndexCastUIOfIndexCastUI'),
    castOfCast(ExtSIOp, ExtUIOp, ExtUIOp, 'ExtSIOfExtUI'),
    castOfCast(BitcastOp, BitcastOp, BitcastOp, 'BitcastOfBitcast'),
    // MLIR's order for select: when several apply, the first one decides the result.
    redundantSelect(),
    selectNotCondition(),
    selectOfBoolConstants(),
    extendedToPlain(AddUIExtendedOp, AddIOp, 'AddUIExtendedToAddI'),
    extendedToPlain(MulSIExtendedOp, MulIOp, 'MulSIExtendedToMulI'),
    extendedToPlain(MulUIExtendedOp, MulIOp, 'MulUIExtendedToMulI'),
    ...[AndIOp, OrIOp, XOrIOp].flatMap((root) => [
      bitwiseOfExtensions(root, ExtUIOp),
      bitwiseOfExtensions(root, ExtSIOp),
    ]),
    compareOfExtensions(ExtSIOp),
    compareOfExtensions(ExtUIOp),
    truncOfExtension(ExtSIOp),
    truncOfExtension(ExtUIOp),
    addOfNegation(),
    castOfCast(IndexCastOp, ExtSIOp, IndexCastOp, 'IndexCastOfExtSI'),
    castOfCast(IndexCastUIOp, ExtUIOp, IndexCastUIOp, 'IndexCastUIOfExtUI'),
    mulSIExtendedByOne(),
    truncOfSignedShift(),
    ...arithFloatCanonicalizationPatterns(),
  ];
}
