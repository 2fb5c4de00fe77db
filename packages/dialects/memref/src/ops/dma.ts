/**
 * `memref.dma_start` and `memref.dma_wait`: a non-blocking copy between buffers (typically of two
 * memory spaces) that signals a tag buffer, and the wait for it. As in MLIR, neither declares
 * memory effects, so passes treat both as touching anything.
 */
import {
  AnyMemRef,
  AnyType,
  defineOp,
  type FoldResult,
  Index,
  IndexType,
  MemRefType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  type Type,
  type Value,
  variadic,
} from '@strata/ir-core';
import { foldMemRefCast } from '../fold.js';
import { emitErrorAtOpName, type IndexedBuffer, parseIndexedBuffer } from '../parse-helpers.js';

/**
 * The operand groups of a `dma_start`, in order: source and its indices, destination and its
 * indices, the element count, tag and its indices, then optionally a stride and the elements per
 * stride. Each memref's rank gives the number of its indices, so the positions are only known
 * once each memref is one (the verifier checks them in this order).
 */
interface DmaLayout {
  readonly dst: number;
  readonly numElements: number;
  readonly tag: number;
  /** Where the stride operands start: the operand count when there are none. */
  readonly strides: number;
}

function rankAt(op: Operation, position: number): number {
  return (op.getOperand(position).type as MemRefType).rank;
}

/** `%src[...], %dst[...], %n, %tag[...](, %stride, %perStride)? : T, U, V` (no attribute dictionary). */
export class DmaStartOp extends defineOp({
  name: 'memref.dma_start',
  operands: { dmaOperands: variadic(AnyType) },
  parse: parseDmaStart,
  print: printDmaStart,
}) {
  /** The operand positions; only valid on a verified op. */
  get layout(): DmaLayout {
    const dst = 1 + rankAt(this, 0);
    const numElements = dst + 1 + rankAt(this, dst);
    const tag = numElements + 1;
    return { dst, numElements, tag, strides: tag + 1 + rankAt(this, tag) };
  }

  get isStrided(): boolean {
    return this.numOperands !== this.layout.strides;
  }

  override verify(): boolean {
    const count = this.numOperands;
    if (count < 4) return this.fail('expected at least 4 operands');
    // Source, destination and tag: each a memref followed by one index per dimension, checked
    // in order, since each group's rank places the next.
    let expected = 4;
    let position = 0;
    for (const what of ['source', 'destination', 'tag']) {
      if (what === 'tag') {
        if (!this.getOperand(position).type.isIndex())
          return this.fail('expected num elements to be of index type');
        position += 1;
      }
      const type = this.getOperand(position).type;
      if (!(type instanceof MemRefType)) return this.fail(`expected ${what} to be of memref type`);
      expected += type.rank;
      if (count < expected) return this.fail(`expected at least ${expected} operands`);
      if (!this.allIndex(position + 1, position + 1 + type.rank))
        return this.fail(`expected ${what} indices to be of index type`);
      position += 1 + type.rank;
    }
    if (count !== expected && count !== expected + 2)
      return this.fail('incorrect number of operands');
    if (count === expected + 2 && !this.allIndex(expected, count))
      return this.fail('expected stride and num elements per stride to be of type index');
    return true;
  }

  /** Reads through `memref.cast`s of its buffers (MLIR's `foldMemRefCast`). */
  fold(): FoldResult {
    return foldMemRefCast(this) ? [] : null;
  }

  private allIndex(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (!this.getOperand(i).type.isIndex()) return false;
    return true;
  }

  private fail(message: string): false {
    this.emitOpError(message);
    return false;
  }
}

function parseDmaStart(parser: OperationParser, state: ParsedOperationState): boolean {
  const buffers: IndexedBuffer[] = [];
  let numElements = null;
  for (let i = 0; i < 3; i++) {
    if (i > 0 && !parser.parseComma()) return false;
    if (i === 2) {
      numElements = parser.parseOperand();
      if (numElements === null || !parser.parseComma()) return false;
    }
    const buffer = parseIndexedBuffer(parser);
    if (buffer === null) return false;
    buffers.push(buffer);
  }
  let strides: ReturnType<OperationParser['parseOperandList']> = [];
  if (parser.parseOptionalComma()) {
    strides = parser.parseOperandList();
    if (strides === null) return false;
  }
  if (strides.length !== 0 && strides.length !== 2)
    return emitErrorAtOpName(parser, state, 'expected two stride related operands');
  const types = parser.parseColonTypeList();
  if (types === null) return false;
  if (types.length !== 3) return emitErrorAtOpName(parser, state, 'fewer/more types expected');
  const index = IndexType.get(parser.context);
  const resolveBuffer = (buffer: IndexedBuffer, type: Type) =>
    parser.resolveOperand(buffer.memref, type, state.operands) &&
    parser.resolveOperands(buffer.indices, index, buffer.indicesOffset, state.operands);
  return (
    resolveBuffer(buffers[0]!, types[0]!) &&
    resolveBuffer(buffers[1]!, types[1]!) &&
    parser.resolveOperand(numElements!, index, state.operands) &&
    resolveBuffer(buffers[2]!, types[2]!) &&
    parser.resolveOperands(strides, index, parser.getCurrentOffset(), state.operands)
  );
}

function printDmaStart(op: Operation, printer: OpAsmPrinter): void {
  const { dst, numElements, tag, strides } = (op as DmaStartOp).layout;
  const printBuffer = (start: number, end: number) => {
    printer.printOperand(op.getOperand(start));
    printer.write('[');
    printer.printOperandsOf(op, start + 1, end);
    printer.write(']');
  };
  printer.write(' ');
  printBuffer(0, dst);
  printer.write(', ');
  printBuffer(dst, numElements);
  printer.write(', ');
  printer.printOperand(op.getOperand(numElements));
  printer.write(', ');
  printBuffer(tag, strides);
  if (strides < op.numOperands) {
    printer.write(', ');
    printer.printOperandsOf(op, strides);
  }
  printer.printOptionalAttrDict(op.getAttrs());
  const types: Value[] = [op.getOperand(0), op.getOperand(dst), op.getOperand(tag)];
  printer.write(' : ');
  types.forEach((value, i) => {
    if (i > 0) printer.write(', ');
    printer.printType(value.type);
  });
}

/** `memref.dma_wait %tag[%i], %n : memref<1xi32>`: blocks until the DMA signalling `%tag[%i]` is done. */
export class DmaWaitOp extends defineOp({
  name: 'memref.dma_wait',
  operands: { tagMemRef: AnyMemRef, tagIndices: variadic(Index), numElements: Index },
  assemblyFormat: '$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)',
}) {
  override verify(): boolean {
    const rank = (this.tagMemRef.type as MemRefType).rank;
    if (this.tagIndices.length === rank) return true;
    this.emitOpError(
      `expected tagIndices to have the same number of elements as the tagMemRef rank, expected ${rank}, but got ${this.tagIndices.length}`,
    );
    return false;
  }

  /** Reads through a `memref.cast` of its tag (MLIR's `foldMemRefCast`). */
  fold(): FoldResult {
    return foldMemRefCast(this) ? [] : null;
  }
}
