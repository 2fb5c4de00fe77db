/**
 * `llvm.extractvalue` and `llvm.insertvalue`: read and replace one member of a struct or array
 * value at a constant position. Both are pure. `llvm.extractvalue` folds as MLIR's does, through
 * chains of extracts and inserts.
 */
import {
  AllTypesMatch,
  type Attribute,
  DenseArrayAttr,
  DenseI64ArrayAttr,
  DenseIntOrFPElementsAttr,
  defineOp,
  type FoldResult,
  IntegerType,
  type Operation,
  Pure,
  TypeConstraint,
  type Value,
} from '@strata/ir-core';
import { AnyLlvmType, isCompatibleType } from '../type-constraints.js';
import { LLVMArrayType, LLVMFunctionType, LLVMStructType, LLVMVoidType } from '../types.js';
import {
  elementTypeAt,
  parseExtractValueOp,
  parseInsertValueOp,
  printExtractValueOp,
  printInsertValueOp,
} from './aggregate-syntax.js';

const Aggregate = new TypeConstraint(
  'LLVM aggregate type',
  (type) => type instanceof LLVMStructType || type instanceof LLVMArrayType,
);
/** MLIR's `LLVM_PrimitiveType`: a compatible type other than void and function types. */
const Primitive = new TypeConstraint(
  'primitive LLVM type',
  (type) =>
    isCompatibleType(type) && !(type instanceof LLVMVoidType || type instanceof LLVMFunctionType),
);

/** The element type at the op's position, or null after reporting why there is none. */
function verifiedElementType(op: Operation, container: Value, position: DenseArrayAttr) {
  const element = elementTypeAt(container.type, position.values);
  if ('type' in element) return element.type;
  op.emitOpError(element.error);
  return null;
}

function samePosition(a: readonly bigint[], b: readonly bigint[]): boolean {
  return a.length === b.length && a.every((index, i) => index === b[i]);
}

/** `llvm.extractvalue %s[1, 0] : !llvm.struct<...>`: the member at the position. */
export class ExtractValueOp extends defineOp({
  name: 'llvm.extractvalue',
  operands: { container: Aggregate },
  results: { res: AnyLlvmType },
  properties: { position: DenseI64ArrayAttr },
  traits: [Pure],
  parse: parseExtractValueOp,
  print: printExtractValueOp,
}) {
  override verify(): boolean {
    const expected = verifiedElementType(this, this.container, this.position);
    if (expected === null) return false;
    if (expected === this.res.type) return true;
    this.emitOpError(
      `Type mismatch: extracting from '${this.container.type.toString()}' should produce '${expected.toString()}' but this op returns '${this.res.type.toString()}'`,
    );
    return false;
  }

  /**
   * An extract of an extract reads the outer container at the joined position (in place). An
   * extract of an insert at its position is the inserted value; at a position inside the inserted
   * value the search goes on in that value; at a disjoint one it goes on in the container, which
   * the extract then reads directly (in place). Overlapping positions stop the search. A
   * single-index extract of a dense constant of the result's element type is that element.
   */
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    const inner = this.container.getDefiningOp();
    if (inner instanceof ExtractValueOp) {
      this.setPosition([...inner.position.values, ...this.position.values]);
      this.setOperand(0, inner.container);
      return this.res;
    }
    const constant = operands[0];
    const position = this.position.values;
    if (
      constant instanceof DenseIntOrFPElementsAttr &&
      constant.type.elementType === this.res.type &&
      position.length === 1
    ) {
      return constant.isSplat
        ? constant.getSplatValue()
        : constant.getElementAttr(Number(position[0]));
    }
    return this.foldThroughInserts();
  }

  /** The search through inserts described at {@link fold}. */
  private foldThroughInserts(): FoldResult {
    const inner = this.container.getDefiningOp();
    let insert = inner instanceof InsertValueOp ? inner : null;
    let position = this.position.values;
    let result: FoldResult = null;
    let intoInsertedValue = false;
    while (insert !== null) {
      const inserted = insert.position.values;
      if (samePosition(position, inserted)) return insert.value;
      if (
        position.length > inserted.length &&
        samePosition(position.slice(0, inserted.length), inserted)
      ) {
        const definer = insert.value.getDefiningOp();
        insert = definer instanceof InsertValueOp ? definer : null;
        position = position.slice(inserted.length);
        intoInsertedValue = true;
        continue;
      }
      const common = Math.min(position.length, inserted.length);
      if (samePosition(position.slice(0, common), inserted.slice(0, common))) return result;
      // Only while the search is still in the container chain can the extract skip this insert.
      if (!intoInsertedValue) {
        this.setOperand(0, insert.container);
        result = this.res;
      }
      const definer = insert.container.getDefiningOp();
      insert = definer instanceof InsertValueOp ? definer : null;
    }
    return result;
  }

  private setPosition(position: readonly bigint[]): void {
    this.position = DenseArrayAttr.get(IntegerType.get(this.context, 64), position);
  }
}

/** `llvm.insertvalue %v, %s[1, 0] : !llvm.struct<...>`: `%s` with the member replaced by `%v`. */
export class InsertValueOp extends defineOp({
  name: 'llvm.insertvalue',
  operands: { container: Aggregate, value: Primitive },
  results: { res: Aggregate },
  properties: { position: DenseI64ArrayAttr },
  traits: [Pure, AllTypesMatch('container', 'res')],
  parse: parseInsertValueOp,
  print: printInsertValueOp,
}) {
  override verify(): boolean {
    const expected = verifiedElementType(this, this.container, this.position);
    if (expected === null) return false;
    if (expected === this.value.type) return true;
    this.emitOpError(
      `Type mismatch: cannot insert '${this.value.type.toString()}' into '${this.container.type.toString()}'`,
    );
    return false;
  }
}

/** The aggregate ops, in the order the dialect registers them. */
export const aggregateOps = [ExtractValueOp, InsertValueOp];
