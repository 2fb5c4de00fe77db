/** `memref.alloc`, `memref.alloca` and `memref.dealloc`: buffers on the heap and the stack. */
import {
  AffineMapAttr,
  AnyMemRef,
  type Attribute,
  AttrSizedOperandSegments,
  AutomaticAllocationScope,
  AutomaticAllocationScopeResource,
  DefaultResource,
  type DenseArrayAttr,
  defineOp,
  type FoldResult,
  Index,
  IndexType,
  makeSegmentSizesAttr,
  MemRefType,
  MemoryEffectOpInterface,
  memoryEffect,
  OPERAND_SEGMENT_SIZES,
  operandSegmentSizes,
  OpAsmOpInterface,
  type OpAsmPrinter,
  type OperationParser,
  type ParsedOperationState,
  type Operation,
  optional,
  type SideEffectResource,
  variadic,
} from '@strata/ir-core';
import { allocPatterns } from '../canonicalize.js';
import { foldMemRefCast } from '../fold.js';
import { AlignmentAttr } from '../attr-constraints.js';
import { AnyRankedOrUnrankedMemRef } from '../types.js';

/** MLIR's `AllocLikeOp` verifier: one size operand per dynamic dimension, one symbol per layout symbol. */
function verifyAllocLike(op: Operation, dynamicSizes: number, symbols: number): boolean {
  const type = op.getResult(0).type;
  if (!(type instanceof MemRefType)) {
    op.emitOpError('result must be a memref');
    return false;
  }
  if (dynamicSizes !== type.numDynamicDims) {
    op.emitOpError(
      `incorrect number of dynamic sizes, has ${dynamicSizes}, expected ${type.numDynamicDims}`,
    );
    return false;
  }
  const expected = type.layout instanceof AffineMapAttr ? type.layout.value.numSymbols : 0;
  if (symbols !== expected) {
    op.emitOpError(
      `symbol operand count does not equal memref symbol count: expected ${expected}, got ${symbols}`,
    );
    return false;
  }
  return true;
}

/**
 * {@link verifyAllocLike} with the counts read from the segment sizes, which the declared
 * constraints have checked already: the group accessors build an array on every read. Absent sizes
 * (an op made through the generic API) are zeros, as in MLIR's zero-initialized properties.
 */
function verifyAllocLikeSegments(op: Operation): boolean {
  const sizes = operandSegmentSizes(op);
  return verifyAllocLike(op, sizes?.[0] ?? 0, sizes?.[1] ?? 0);
}

function parseAllocLike(parser: OperationParser, state: ParsedOperationState): boolean {
  const sizesOffset = parser.getCurrentOffset();
  const sizes = parser.parseOperandList('paren');
  if (sizes === null) return false;
  const symbolsOffset = parser.getCurrentOffset();
  const symbols = parser.tokenKind === 'l_square' ? parser.parseOperandList('square') : [];
  if (symbols === null || !parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon())
    return false;
  const typeOffset = parser.getCurrentOffset();
  const type = parser.parseType();
  if (type === null) return false;
  if (!(type instanceof MemRefType)) {
    return parser.emitCustomError(
      typeOffset,
      `invalid kind of type specified: expected builtin.memref, but found '${type}'`,
    );
  }
  state.resultTypes.push(type);
  const index = IndexType.get(parser.context);
  state.properties.set(
    OPERAND_SEGMENT_SIZES,
    makeSegmentSizesAttr(parser.context, [sizes.length, symbols.length]),
  );
  return (
    parser.resolveOperands(sizes, index, sizesOffset, state.operands) &&
    parser.resolveOperands(symbols, index, symbolsOffset, state.operands)
  );
}

/** The property the custom form implies (the counts of sizes and symbols). */
const ALLOC_ELIDED = [OPERAND_SEGMENT_SIZES];

function printAllocLike(op: Operation, printer: OpAsmPrinter): void {
  const type = op.getResult(0).type as MemRefType;
  const sizeCount = Number((op.properties.get(OPERAND_SEGMENT_SIZES) as DenseArrayAttr).values[0]);
  printer.write('(');
  printer.printOperandsOf(op, 0, sizeCount);
  printer.write(')');
  if (op.numOperands > sizeCount) {
    printer.write('[');
    printer.printOperandsOf(op, sizeCount);
    printer.write(']');
  }
  printer.printOptionalOpAttrDict(op, ALLOC_ELIDED);
  printer.write(' : ');
  printer.printType(type);
}

function allocLike(name: string, resource: SideEffectResource) {
  const mnemonic = name.slice('memref.'.length);
  return defineOp({
    name,
    operands: { dynamicSizes: variadic(Index), symbolOperands: variadic(Index) },
    results: { memref: AnyMemRef },
    properties: { alignment: optional(AlignmentAttr) },
    traits: [AttrSizedOperandSegments],
    interfaces: [
      MemoryEffectOpInterface.implement({
        getEffects: (op) => [memoryEffect('allocate', op.getResult(0), resource)],
      }),
      OpAsmOpInterface.implement({
        getAsmResultNames: (op, setName) => setName(op.getResult(0), mnemonic),
      }),
    ],
    // MLIR's format is `(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? ...; ir-core's format
    // parser does not take a leading `` in an optional group, so the syntax is written out.
    parse: parseAllocLike,
    print: printAllocLike,
    canonicalizationPatterns: (patterns) => patterns.add(...allocPatterns(name)),
  });
}

/** `memref.alloc(%n)[%s] : memref<?xf32, #map>`: a heap buffer, freed by `memref.dealloc`. */
export class AllocOp extends allocLike('memref.alloc', DefaultResource) {
  override verify(): boolean {
    return verifyAllocLikeSegments(this);
  }
}

/** `memref.alloca(%n) : memref<?xf32>`: a stack buffer, freed when the enclosing scope returns. */
export class AllocaOp extends allocLike('memref.alloca', AutomaticAllocationScopeResource) {
  override verify(): boolean {
    // The buffer lives until control leaves the enclosing scope, so there must be one.
    if (this.getParentWithTrait(AutomaticAllocationScope.key) === null) {
      this.emitOpError('requires an ancestor op with AutomaticAllocationScope trait');
      return false;
    }
    return verifyAllocLikeSegments(this);
  }
}

/** `memref.dealloc %m : memref<?xf32>`: frees a buffer made by `memref.alloc`. */
export class DeallocOp extends defineOp({
  name: 'memref.dealloc',
  operands: { memref: AnyRankedOrUnrankedMemRef },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [memoryEffect('free', op.getOperand(0))],
    }),
  ],
  assemblyFormat: '$memref attr-dict `:` type($memref)',
}) {
  fold(): FoldResult {
    return foldMemRefCast(this) ? [] : null;
  }
}
