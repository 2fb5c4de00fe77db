/** `memref.load`, `memref.store` and `memref.copy`: reading and writing buffer contents. */
import {
  AnyMemRef,
  AnyType,
  ArrayAttr,
  type Attribute,
  BoolAttrConstraint,
  defineOp,
  DestructurableAccessorOpInterface,
  type DestructurableMemorySlot,
  getConstantOperandValue,
  type FoldResult,
  Index,
  IndexType,
  IntegerAttr,
  MemRefType,
  MemoryEffectOpInterface,
  type MemorySlot,
  memoryEffect,
  type OpAsmPrinter,
  type OpOperand,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  PromotableMemOpInterface,
  SameOperandsElementType,
  SameOperandsShape,
  type Type,
  variadic,
} from '@strata/ir-core';
import { copyPatterns } from '../canonicalize.js';
import { foldMemRefCast } from '../fold.js';
import { AlignmentAttr } from '../attr-constraints.js';
import { parseMemRefType } from '../parse-helpers.js';
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
  const type = parseMemRefType(parser);
  if (type === null) return null;
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

/**
 * The element a load or store (its buffer operand at `memrefIndex`, indices after it) accesses,
 * as the array of its constant indices; null when an index is not a constant or is out of bounds
 * (MLIR's `getAttributeIndexFromIndexOperands`: the keys of {@link subelementTypes}).
 */
function constantElementIndex(op: Operation, memrefIndex: number): ArrayAttr | null {
  const shape = (op.getOperand(memrefIndex).type as MemRefType).shape;
  const coordinates: Attribute[] = [];
  for (let dim = 0; dim < shape.length; dim++) {
    const coordinate = getConstantOperandValue(op.getOperand(memrefIndex + 1 + dim));
    if (!(coordinate instanceof IntegerAttr)) return null;
    // MLIR reads the index unsigned: a negative one is out of bounds too.
    const value = coordinate.value;
    if (value < 0n || value >= BigInt(shape[dim]!)) return null;
    coordinates.push(coordinate);
  }
  return ArrayAttr.get(op.context, coordinates);
}

/** Whether the only use to remove is the load's or store's buffer operand, at `memrefIndex`, being the slot. */
function onlyUsesSlotAsBuffer(
  op: Operation,
  slot: MemorySlot,
  blockingUses: ReadonlySet<OpOperand>,
  memrefIndex: number,
): boolean {
  if (blockingUses.size !== 1) return false;
  const [use] = blockingUses;
  return use!.get() === slot.ptr && op.getOperand(memrefIndex) === slot.ptr;
}

/**
 * Points a load or store at the subslot of the element it accesses, which then needs no index
 * (MLIR's `rewire` of memref accesses).
 */
function rewireToSubslot(
  op: Operation,
  memrefIndex: number,
  subslots: ReadonlyMap<Attribute, MemorySlot>,
): 'keep' {
  const subslot = subslots.get(constantElementIndex(op, memrefIndex)!)!;
  op.setOperand(memrefIndex, subslot.ptr);
  op.replaceOperandRange(memrefIndex + 1, op.numOperands - memrefIndex - 1, []);
  return 'keep';
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
    PromotableMemOpInterface.implement({
      loadsFrom: (op, slot) => op.getOperand(0) === slot.ptr,
      storesTo: () => false,
      getStored: () => {
        throw new Error('memref.load stores nothing');
      },
      canUsesBeRemoved: (op, slot, blockingUses) =>
        onlyUsesSlotAsBuffer(op, slot, blockingUses, 0) && op.getResult(0).type === slot.elemType,
      removeBlockingUses: (op, _slot, _uses, _builder, reachingDefinition) => {
        op.getResult(0).replaceAllUsesWith(reachingDefinition);
        return 'delete';
      },
    }),
    DestructurableAccessorOpInterface.implement({
      canRewire: (op, slot, usedIndices) => {
        if (op.getOperand(0) !== slot.ptr) return false;
        const index = constantElementIndex(op, 0);
        if (index === null) return false;
        usedIndices.add(index);
        return true;
      },
      rewire: (op, _slot, subslots) => rewireToSubslot(op, 0, subslots),
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
    PromotableMemOpInterface.implement({
      loadsFrom: () => false,
      storesTo: (op, slot) => op.getOperand(1) === slot.ptr,
      getStored: (op) => op.getOperand(0),
      canUsesBeRemoved: (op, slot, blockingUses) =>
        onlyUsesSlotAsBuffer(op, slot, blockingUses, 1) &&
        op.getOperand(0) !== slot.ptr &&
        op.getOperand(0).type === slot.elemType,
      removeBlockingUses: () => 'delete',
    }),
    DestructurableAccessorOpInterface.implement({
      canRewire: (op, slot: DestructurableMemorySlot, usedIndices) => {
        if (op.getOperand(1) !== slot.ptr || op.getOperand(0) === slot.ptr) return false;
        const index = constantElementIndex(op, 1);
        if (index === null || !slot.subelementTypes.has(index)) return false;
        usedIndices.add(index);
        return true;
      },
      rewire: (op, _slot, subslots) => rewireToSubslot(op, 1, subslots),
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
