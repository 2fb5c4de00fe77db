import { Attribute } from '../attributes/attribute.js';
import { Dialect } from '../ir/dialect.js';
import type { Operation } from '../ir/operation.js';
import type { OperationName } from '../ir/operation-name.js';
import type { Value } from '../ir/value.js';
import { Commutative, ConstantLike, Idempotent, Involution } from './traits/structure.js';

/** A folded result: a constant attribute or an existing value (MLIR's `OpFoldResult`). */
export type OpFoldResult = Attribute | Value;

/**
 * What a folder returns: null when it did not fold; one result for single-result ops (the op's
 * own result means "folded in place"); otherwise a list with one entry per result, or an empty
 * list for "folded in place" (MLIR's `success()` with no results).
 */
export type FoldResult = OpFoldResult | readonly OpFoldResult[] | null;

/**
 * The outcome of folding an op, in one shape whatever the folder returned: null when nothing
 * folded, 'in-place' when the op changed itself, or one replacement per result.
 */
export type FoldOutcome = null | 'in-place' | OpFoldResult[];

/**
 * An op class with a folder: `class AddIOp extends defineOp({...}) { fold(operands) {...} }`. A
 * folder that never looks at the constants is declared without the parameter (`fold()`): then
 * they need not be computed for it (see {@link foldReadsOperandConstants}).
 */
export interface Foldable {
  /** `operands[i]` is the constant value of operand i, or null when not constant. */
  fold(operands: readonly (Attribute | null)[]): FoldResult;
}

/** No operand constants: what a constant op's folder gets, and folders that take none. */
const NO_OPERANDS: readonly (Attribute | null)[] = Object.freeze([]);

/** Whether the op's class has a folder. */
export function hasFolder(op: Operation): op is Operation & Foldable {
  return typeof (op as Partial<Foldable>).fold === 'function';
}

/**
 * Folds `op` as MLIR's `Operation::fold` does. The op's own folder runs first; when it fails or
 * folds in place, the folders of its traits (a commutative op moves its constant operands last,
 * an involution or idempotent op folds against an identical operand op). When neither folds, the
 * op's dialect gets a try (`Dialect.fold`, MLIR's `DialectFoldInterface::fold`), which is the only
 * folder an unregistered op has. `operands[i]` is the constant value of operand i, or null.
 */
export function foldOp(op: Operation, operands: readonly (Attribute | null)[]): FoldResult {
  const own = hasFolder(op) ? op.fold(operands) : null;
  if (own !== null && !isInPlace(op, own)) return own;
  const byTraits = foldTraits(op, operands);
  if (byTraits !== null) return byTraits;
  if (own !== null) return own;
  return op.name.getDialect()?.fold(op, operands) ?? null;
}

/**
 * Folds `op` with the constant values of its current operands (see {@link foldOp}) and normalizes
 * the answer. `readConstants` false skips looking the constants up (each is a call into the
 * defining op's folder), which is only right where {@link foldReadsOperandConstants} says so. Throws when a folder returns the wrong number of results (a bug in the folder).
 */
export function foldOperation(op: Operation, readConstants = true): FoldOutcome {
  let constants: readonly (Attribute | null)[] = NO_OPERANDS;
  if (readConstants) {
    const operands = op.getOpOperands();
    const values = new Array<Attribute | null>(operands.length);
    for (let i = 0; i < operands.length; i++)
      values[i] = getConstantOperandValue(operands[i]!.get());
    constants = values;
  }
  const folded = foldOp(op, constants);
  if (folded === null) return null;
  if (isInPlace(op, folded)) return 'in-place';
  if (!Array.isArray(folded)) return [folded as OpFoldResult];
  if (folded.length !== op.numResults) {
    throw new Error(
      `folder of '${op.name.identifier}' returned ${folded.length} results for ${op.numResults}`,
    );
  }
  return [...(folded as readonly OpFoldResult[])];
}

/** Whether a folder's answer means "folded in place": an empty list, or a single op's own result. */
function isInPlace(op: Operation, folded: OpFoldResult | readonly OpFoldResult[]): boolean {
  if (Array.isArray(folded)) return folded.length === 0;
  return op.numResults === 1 && folded === op.getResult(0);
}

/**
 * Whether a folder other than an op's own may fold ops named `name`: one of its traits' folders
 * ({@link foldTraits}) or its dialect's `fold`. It depends on the name only, so a driver can ask
 * once per name and skip {@link foldOperation} for ops that have no folder of their own either.
 */
export function hasFolderBesidesOwn(name: OperationName): boolean {
  if (name.hasTrait(Commutative.key) || name.hasTrait(Involution.key)) return true;
  if (name.hasTrait(Idempotent.key)) return true;
  const dialect = name.getDialect();
  return dialect !== undefined && dialect.fold !== Dialect.prototype.fold;
}

/**
 * Whether folding an op named `name` may read its operands' constant values: false only when its
 * own folder is declared without a parameter (`fold()`) and no trait or dialect folder applies.
 * It depends on the name only, so a driver can ask once per name.
 */
export function foldReadsOperandConstants(name: OperationName): boolean {
  const fold: unknown = name.info === null ? undefined : name.info.opClass.prototype.fold;
  return typeof fold !== 'function' || fold.length !== 0 || hasFolderBesidesOwn(name);
}

/** MLIR's trait folders (`foldCommutative`, `foldInvolution`, `foldIdempotent`); `[]` means in place. */
function foldTraits(op: Operation, constants: readonly (Attribute | null)[]): FoldResult {
  if (op.hasTrait(Commutative.key) && moveConstantsLast(op, constants)) return [];
  if (op.numResults !== 1) return null;
  if (op.hasTrait(Involution.key) && op.numOperands === 1) {
    // f(f(x)) = x
    const inner = op.getOperand(0).getDefiningOp();
    if (inner !== null && inner.name === op.name && inner.numOperands === 1)
      return inner.getOperand(0);
  }
  if (op.hasTrait(Idempotent.key)) {
    // f(f(x)) = f(x) and f(x, x) = x
    if (op.numOperands === 1) {
      const inner = op.getOperand(0).getDefiningOp();
      if (inner !== null && inner.name === op.name) return op.getOperand(0);
    } else if (op.numOperands === 2 && op.getOperand(0) === op.getOperand(1)) {
      return op.getOperand(0);
    }
  }
  return null;
}

/** Stable-partitions the operands so that constants come last; answers whether anything moved. */
function moveConstantsLast(op: Operation, constants: readonly (Attribute | null)[]): boolean {
  if (op.numOperands < 2) return false;
  // Commutative ops are folded often and rarely need a move: look before allocating.
  let constantSeen = false;
  let needed = false;
  for (let i = 0; i < constants.length && !needed; i++) {
    if (constants[i] !== null && constants[i] !== undefined) constantSeen = true;
    else needed = constantSeen;
  }
  if (!needed) return false;
  const values = op.operands;
  const nonConstant: Value[] = [];
  const constant: Value[] = [];
  let moved = false;
  for (let i = 0; i < values.length; i++) {
    if (constants[i] !== null && constants[i] !== undefined) {
      constant.push(values[i]!);
    } else {
      if (constant.length !== 0) moved = true;
      nonConstant.push(values[i]!);
    }
  }
  if (!moved) return false;
  op.setOperands([...nonConstant, ...constant]);
  return true;
}

/**
 * The constant a `ConstantLike` op produces, read through its folder (MLIR's `m_Constant`), or
 * null for any other op.
 */
export function getConstantValue(op: Operation): Attribute | null {
  if (!op.hasTrait(ConstantLike.key) || !hasFolder(op)) return null;
  const folded = op.fold(NO_OPERANDS);
  return folded instanceof Attribute ? folded : null;
}

/** The constant `value` holds (its defining op is `ConstantLike`), or null (MLIR's `m_Constant`). */
export function getConstantOperandValue(value: Value): Attribute | null {
  const def = value.getDefiningOp();
  return def === null ? null : getConstantValue(def);
}
