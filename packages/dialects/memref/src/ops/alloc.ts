/** `memref.alloc`, `memref.alloca` and `memref.dealloc`: buffers on the heap and the stack. */
import {
  AffineMapAttr,
  AnyMemRef,
  ArrayAttr,
  type Attribute,
  AttrSizedOperandSegments,
  AutomaticAllocationScope,
  AutomaticAllocationScopeResource,
  DefaultResource,
  type DenseArrayAttr,
  defineOp,
  DestructurableAllocationOpInterface,
  type DestructurableMemorySlot,
  type FoldResult,
  Index,
  IndexType,
  IntegerAttr,
  makeSegmentSizesAttr,
  type MemorySlot,
  MemRefType,
  MemoryEffectOpInterface,
  memoryEffect,
  OPERAND_SEGMENT_SIZES,
  operandSegmentSizes,
  OpAsmOpInterface,
  type OpAsmPrinter,
  type OpDefinition,
  type OperationParser,
  type ParsedOperationState,
  type Operation,
  optional,
  parseAttribute,
  PromotableAllocationOpInterface,
  type SideEffectResource,
  type Type,
  variadic,
} from '@strata/ir-core';
import { allocPatterns } from '../canonicalize.js';
import { foldMemRefCast } from '../fold.js';
import { AlignmentAttr } from '../attr-constraints.js';
import { parseMemRefType } from '../parse-helpers.js';
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
  const type = parseMemRefType(parser);
  if (type === null) return false;
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

function allocLike(
  name: string,
  resource: SideEffectResource,
  memorySlots: NonNullable<OpDefinition['interfaces']> = [],
) {
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
      ...memorySlots,
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

/** The number of elements of a static `shape` (1 for rank 0). */
function elementCount(shape: readonly number[]): number {
  let count = 1;
  for (const size of shape) count *= size;
  return count;
}

/** As MLIR's memref type destructuring: larger buffers are not split into one alloca per element. */
const MAX_ELEMENTS_TO_DESTRUCTURE = 16;

/**
 * Each element's index in `shape`, as an array of `index` attributes, first dimension varying
 * fastest (MLIR's order), mapped to `elementType`. A shape with a zero-sized dimension still
 * yields the all-zeros index, as MLIR's walk does.
 */
function subelementTypes(type: MemRefType): Map<Attribute, Type> {
  const { context, shape, elementType } = type;
  const indexType = IndexType.get(context);
  const subelements = new Map<Attribute, Type>();
  const current = shape.map(() => 0);
  for (;;) {
    const index = current.map((coordinate) => IntegerAttr.get(indexType, coordinate));
    subelements.set(ArrayAttr.get(context, index), elementType);
    let dim = 0;
    for (; dim < shape.length; dim++) {
      if (++current[dim]! < shape[dim]!) break;
      current[dim] = 0;
    }
    if (dim === shape.length) return subelements;
  }
}

/**
 * `memref.alloca`'s memory slots, as MLIR's: a static buffer of one element is a promotable slot
 * (its content before any store is `ub.poison`, so only when the ub dialect is available); one of
 * 2 to 16 elements splits into one rank-0 alloca per element used.
 */
const allocaMemorySlots = [
  PromotableAllocationOpInterface.implement({
    getPromotableSlots: (op) => {
      const type = op.getResult(0).type as MemRefType;
      if (!type.hasStaticShape || elementCount(type.shape) !== 1) return [];
      if (op.context.getOrLoadDialect('ub') === undefined) return [];
      return [{ ptr: op.getResult(0), elemType: type.elementType }];
    },
    getDefaultValue: (op, slot, builder) => {
      const poison = parseAttribute('#ub.poison', op.context)!;
      const ub = op.context.getOrLoadDialect('ub')!;
      return ub.materializeConstant(builder, poison, slot.elemType, op.location)!.getResult(0);
    },
    handleBlockArgument: () => {},
    handlePromotionComplete: (op, _slot, defaultValue) => {
      if (defaultValue !== null && defaultValue.useEmpty()) defaultValue.getDefiningOp()!.erase();
      op.erase();
      return null;
    },
  }),
  DestructurableAllocationOpInterface.implement({
    getDestructurableSlots: (op) => {
      const type = op.getResult(0).type as MemRefType;
      if (!type.hasStaticShape) return [];
      const count = elementCount(type.shape);
      if (count === 1 || count > MAX_ELEMENTS_TO_DESTRUCTURE) return [];
      const slot: DestructurableMemorySlot = {
        ptr: op.getResult(0),
        elemType: type,
        subelementTypes: subelementTypes(type),
      };
      return [slot];
    },
    destructure: (op, slot, usedIndices, builder, newAllocators) => {
      builder.setInsertionPointAfter(op);
      const subslots = new Map<Attribute, MemorySlot>();
      for (const index of usedIndices) {
        const elemType = slot.subelementTypes.get(index)!;
        const alloca = builder.insert(
          AllocaOp.create(op.location, {
            dynamicSizes: [],
            symbolOperands: [],
            memref: MemRefType.get(op.context, [], elemType),
          }),
        );
        newAllocators.push(alloca);
        subslots.set(index, { ptr: alloca.getResult(0), elemType });
      }
      return subslots;
    },
    handleDestructuringComplete: (op) => {
      op.erase();
      return null;
    },
  }),
];

/** `memref.alloca(%n) : memref<?xf32>`: a stack buffer, freed when the enclosing scope returns. */
export class AllocaOp extends allocLike(
  'memref.alloca',
  AutomaticAllocationScopeResource,
  allocaMemorySlots,
) {
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
