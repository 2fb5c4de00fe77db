/** `memref.load`, `memref.store` and `memref.copy`: reading and writing buffer contents. */
import {
  AnyMemRef,
  AnyType,
  type Attribute,
  BoolAttrConstraint,
  defineOp,
  type FoldResult,
  Index,
  IndexType,
  IntegerAttr,
  MemRefType,
  MemoryEffectOpInterface,
  memoryEffect,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  SameOperandsElementType,
  SameOperandsShape,
  type Type,
  variadic,
} from '@strata/ir-core';
import { copyPatterns } from '../canonicalize.js';
import { foldMemRefCast } from '../fold.js';
import { AlignmentAttr } from '../attr-constraints.js';
import { AnyRankedOrUnrankedMemRef } from '../types.js';

/** `%m[%i, %j] {attrs} : memref<...>`, after the stored value of a store; returns the memref type. */
function parseAccess(
  parser: OperationParser,
  state: ParsedOperationState,
  value: ReturnType<OperationParser['parseOperand']> | undefined,
): Type | null {
  const memref = parser.parseOperand();
  if (memref === null) return null;
  const indicesOffset = parser.getCurrentOffset();
  const indices = parser.parseOperandList('square');
  if (indices === null || !parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon())
    return null;
  const typeOffset = parser.getCurrentOffset();
  const type = parser.parseType();
  if (type === null) return null;
  if (!(type instanceof MemRefType)) {
    parser.emitCustomError(
      typeOffset,
      `invalid kind of type specified: expected builtin.memref, but found '${type}'`,
    );
    return null;
  }
  if (
    value !== undefined &&
    (value === null || !parser.resolveOperand(value, type.elementType, state.operands))
  )
    return null;
  if (!parser.resolveOperand(memref, type, state.operands)) return null;
  if (
    !parser.resolveOperands(indices, IndexType.get(parser.context), indicesOffset, state.operands)
  )
    return null;
  return type;
}

/** The elided-attribute lists of {@link printAccess}, made once. */
const NONTEMPORAL: readonly string[] = ['nontemporal'];
const NOTHING_ELIDED: readonly string[] = [];

function printAccess(op: Operation, printer: OpAsmPrinter, memrefIndex: number): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(memrefIndex));
  printer.write('[');
  printer.printOperandsOf(op, memrefIndex + 1);
  printer.write(']');
  // `nontemporal = false` is the default, which the custom form leaves out. (getInherentAttr, not
  // `properties`: that getter gives a property-less op an empty map.)
  const nontemporal = op.getInherentAttr('nontemporal');
  const isDefault = nontemporal instanceof IntegerAttr && nontemporal.value === 0n;
  printer.printOptionalOpAttrDict(op, isDefault ? NONTEMPORAL : NOTHING_ELIDED);
  printer.write(' : ');
  printer.printType(op.getOperand(memrefIndex).type);
}

/** `memref.load %m[%i] : memref<4xf32>`: reads one element. */
export class LoadOp extends defineOp({
  name: 'memref.load',
  operands: { memref: AnyMemRef, indices: variadic(Index) },
  results: { result: AnyType },
  properties: { nontemporal: optional(BoolAttrConstraint), alignment: optional(AlignmentAttr) },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [memoryEffect('read', op.getOperand(0))],
    }),
  ],
  parse: (parser, state) => {
    const type = parseAccess(parser, state, undefined);
    if (type === null) return false;
    state.resultTypes.push((type as MemRefType).elementType);
    return true;
  },
  print: (op: Operation, printer: OpAsmPrinter) => printAccess(op, printer, 0),
}) {
  override verify(): boolean {
    // Counted and read by position: the `indices` accessor builds an array on every read.
    const type = this.getOperand(0).type as MemRefType;
    const indices = this.numOperands - 1;
    if (indices !== type.rank) {
      this.emitOpError(
        `incorrect number of indices for load, expected ${type.rank} but got ${indices}`,
      );
      return false;
    }
    if (this.getResult(0).type !== type.elementType) {
      this.emitOpError("failed to verify that result type matches element type of 'memref'");
      return false;
    }
    return true;
  }

  fold(): FoldResult {
    return foldMemRefCast(this, 0) ? this.result : null;
  }
}

/** `memref.store %v, %m[%i] : memref<4xf32>`: writes one element. */
export class StoreOp extends defineOp({
  name: 'memref.store',
  operands: { value: AnyType, memref: AnyMemRef, indices: variadic(Index) },
  properties: { nontemporal: optional(BoolAttrConstraint), alignment: optional(AlignmentAttr) },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [memoryEffect('write', op.getOperand(1))],
    }),
  ],
  parse: (parser, state) => {
    const value = parser.parseOperand();
    if (value === null || !parser.parseComma()) return false;
    return parseAccess(parser, state, value) !== null;
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printer.write(',');
    printAccess(op, printer, 1);
  },
}) {
  override verify(): boolean {
    // Counted and read by position, as in LoadOp.verify.
    const type = this.getOperand(1).type as MemRefType;
    if (this.numOperands - 2 !== type.rank) {
      this.emitOpError('store index operand count not equal to memref rank');
      return false;
    }
    if (this.getOperand(0).type !== type.elementType) {
      this.emitOpError("failed to verify that type of 'value' matches element type of 'memref'");
      return false;
    }
    return true;
  }

  /** Stores fold a `memref.cast` of their buffer away (their result list is empty). */
  fold(): FoldResult {
    return foldMemRefCast(this, 1) ? [] : null;
  }
}

/** `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`: copies every element of one buffer into another. */
export class CopyOp extends defineOp({
  name: 'memref.copy',
  operands: { source: AnyRankedOrUnrankedMemRef, target: AnyRankedOrUnrankedMemRef },
  traits: [SameOperandsElementType, SameOperandsShape],
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [
        memoryEffect('read', op.getOperand(0)),
        memoryEffect('write', op.getOperand(1)),
      ],
    }),
  ],
  assemblyFormat: '$source `,` $target attr-dict `:` type($source) `to` type($target)',
  canonicalizationPatterns: (patterns) => patterns.add(...copyPatterns()),
}) {
  fold(): FoldResult {
    return foldMemRefCast(this) ? [] : null;
  }
}
