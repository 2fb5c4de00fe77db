/**
 * `llvm.getelementptr`: pointer arithmetic over an element type, with constant and SSA indices.
 * Pure. It folds as MLIR's does: a single zero index gives the base back, and SSA indices that
 * are small constants become constant indices in place.
 */
import {
  type Attribute,
  DenseArrayAttr,
  DenseI32ArrayAttr,
  defaultValued,
  defineOp,
  type FoldResult,
  I32Attr,
  IntegerAttr,
  IntegerType,
  Pure,
  type Type,
  TypeAttrConstraint,
  TypeConstraint,
  type Value,
  variadic,
  VectorType,
} from '@strata/ir-core';
import { isLlvmPointer } from '../type-constraints.js';
import { LLVMArrayType, LLVMStructType } from '../types.js';
import { DYNAMIC_INDEX, INBOUNDS_FLAG, parseGEPOp, printGEPOp } from './gep-syntax.js';

function scalarOrVector(summary: string, element: (type: Type) => boolean): TypeConstraint {
  return new TypeConstraint(
    `${summary} or LLVM dialect-compatible vector of ${summary}`,
    (type) => element(type) || (type instanceof VectorType && element(type.elementType)),
  );
}
const PointerLike = scalarOrVector('LLVM pointer type', isLlvmPointer);
const IndexLike = scalarOrVector('integer', (type) => type.isInteger());

/** An index of a GEP: a constant, or an SSA value. */
type GEPIndex = number | Value;

/**
 * Why the indices cannot walk into `type` from position `position` on, or null (MLIR's
 * `verifyStructIndices`): struct members need constant, in-bounds indices.
 */
function structIndexProblem(type: Type, indices: readonly GEPIndex[], position: number) {
  for (let current = type, i = position; i < indices.length; i++) {
    if (current instanceof LLVMStructType) {
      const index = indices[i];
      if (typeof index !== 'number') return `expected index ${i} indexing a struct to be constant`;
      const body = current.body;
      if (index < 0 || index >= body.length) return `index ${i} indexing a struct is out of bounds`;
      current = body[index]!;
    } else if (current instanceof LLVMArrayType || current instanceof VectorType) {
      current = current.elementType;
    } else {
      return `type '${current.toString()}' cannot be indexed (index #${i})`;
    }
  }
  return null;
}

/** How many signed bits a folded constant index may have. */
const GEP_CONSTANT_BITS = 29;

export class GEPOp extends defineOp({
  name: 'llvm.getelementptr',
  operands: { base: PointerLike, dynamicIndices: variadic(IndexLike) },
  results: { res: PointerLike },
  properties: {
    rawConstantIndices: DenseI32ArrayAttr,
    elem_type: TypeAttrConstraint,
    noWrapFlags: defaultValued(I32Attr, (context) =>
      IntegerAttr.get(IntegerType.get(context, 32), 0),
    ),
  },
  traits: [Pure],
  parse: parseGEPOp,
  print: printGEPOp,
}) {
  /** The indices in order, constants as numbers and dynamic ones as their values. */
  get indices(): GEPIndex[] {
    let dynamic = 0;
    return this.rawConstantIndices
      .asNumbers()
      .map((index) => (index === DYNAMIC_INDEX ? this.dynamicIndices[dynamic++]! : index));
  }

  override verify(): boolean {
    const constants = this.rawConstantIndices.asNumbers();
    const dynamicCount = constants.filter((index) => index === DYNAMIC_INDEX).length;
    let message: string | null = null;
    if (dynamicCount !== this.dynamicIndices.length)
      message = "expected as many dynamic indices as specified in 'rawConstantIndices'";
    else if (Number(this.noWrapFlags.value) === INBOUNDS_FLAG)
      message = "'inbounds_flag' cannot be used directly.";
    else message = structIndexProblem(this.elem_type.value, this.indices, 1);
    if (message === null) return true;
    this.emitOpError(message);
    return false;
  }

  fold(operands: readonly (Attribute | null)[]): FoldResult {
    // gep %p[0] with an unchanged type is %p (`operands[1]` is the first dynamic index's value).
    const constants = this.rawConstantIndices.asNumbers();
    if (this.base.type === this.res.type && constants.length === 1) {
      const first = constants[0] === DYNAMIC_INDEX ? operands[1] : null;
      if (constants[0] === 0 || (first instanceof IntegerAttr && first.value === 0n))
        return this.base;
    }
    return this.foldConstantIndices(operands);
  }

  /**
   * SSA indices with constant values of at most 29 signed bits (MLIR's `kGEPConstantBitWidth`,
   * which keeps constants clear of the dynamic-index marker) become constant indices, in place.
   */
  private foldConstantIndices(operands: readonly (Attribute | null)[]): FoldResult {
    const constants = [...this.rawConstantIndices.asNumbers()];
    const kept: Value[] = [];
    let dynamic = 0;
    let changed = false;
    constants.forEach((index, i) => {
      if (index !== DYNAMIC_INDEX) return;
      const value = operands[1 + dynamic];
      const operand = this.dynamicIndices[dynamic++]!;
      if (
        value instanceof IntegerAttr &&
        value.value === BigInt.asIntN(GEP_CONSTANT_BITS, value.value)
      ) {
        constants[i] = Number(value.value);
        changed = true;
      } else kept.push(operand);
    });
    if (!changed) return null;
    this.setOperands([this.base, ...kept]);
    this.rawConstantIndices = DenseArrayAttr.get(IntegerType.get(this.context, 32), constants);
    return this.res;
  }
}
