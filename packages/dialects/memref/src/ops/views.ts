/**
 * `memref.subview` and `memref.reinterpret_cast`: new views of a buffer given by offsets, sizes
 * and strides, each static (an integer in a `static_*` array) or dynamic (an index operand).
 */
import {
  AnyMemRef,
  AttrSizedOperandSegments,
  DenseArrayAttr,
  DenseI64ArrayAttr,
  defineOp,
  Index,
  IndexType,
  IntegerType,
  isDynamicDim,
  kDynamic,
  makeSegmentSizesAttr,
  MemRefType,
  OPERAND_SEGMENT_SIZES,
  OpAsmOpInterface,
  operandSegmentSizes,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  type FoldResult,
  type OperationState,
  Pure,
  StridedLayoutAttr,
  type UnresolvedOperand,
  type Value,
  variadic,
  type ParsedTypeClass,
  ParsedMemRefType,
} from '@strata/ir-core';
import { subViewPatterns } from '../canonicalize.js';
import {
  type ParsedIndexList,
  parseDynamicIndexList,
  printDynamicIndexList,
} from '../index-list.js';
import { DYNAMIC_I64, getStridesAndOffset, staticValues, timesOrDynamic } from '../layout.js';
import { parseMemRefType } from '../parse-helpers.js';
import { AnyRankedOrUnrankedMemRef } from '../types.js';

const STATIC_NAMES = ['static_offsets', 'static_sizes', 'static_strides'] as const;
const ELIDED = [...STATIC_NAMES, OPERAND_SEGMENT_SIZES];

/** Operand groups and static arrays shared by both view ops. */
const VIEW_OPERANDS = {
  offsets: variadic(Index),
  sizes: variadic(Index),
  strides: variadic(Index),
};
const VIEW_PROPERTIES = {
  static_offsets: DenseI64ArrayAttr,
  static_sizes: DenseI64ArrayAttr,
  static_strides: DenseI64ArrayAttr,
};

/** The three lists' static arrays, as raw int64 values. */
function staticLists(op: Operation): bigint[][] {
  return STATIC_NAMES.map((name) =>
    (op.properties.get(name) as DenseArrayAttr).values.map((v) => BigInt.asIntN(64, v)),
  );
}

/** `attr-dict : T to U` after the lists; stores the lists, resolves the operands (source first). */
function finishViewParse(
  parser: OperationParser,
  state: ParsedOperationState,
  source: UnresolvedOperand,
  lists: readonly ParsedIndexList[],
  sourceClass: ParsedTypeClass,
): boolean {
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
  const sourceType = parser.parseTypeOfClass(sourceClass);
  if (sourceType === null || parser.parseKeyword('to') === null) return false;
  const resultType = parseMemRefType(parser);
  if (resultType === null) return false;
  state.resultTypes.push(resultType);
  if (!parser.resolveOperand(source, sourceType, state.operands)) return false;
  const context = parser.context;
  const index = IndexType.get(context);
  const i64 = IntegerType.get(context, 64);
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i]!;
    state.properties.set(STATIC_NAMES[i]!, DenseArrayAttr.get(i64, list.statics));
    if (!parser.resolveOperands(list.operands, index, parser.getCurrentOffset(), state.operands))
      return false;
  }
  state.properties.set(
    OPERAND_SEGMENT_SIZES,
    makeSegmentSizesAttr(context, [1, ...lists.map((list) => list.operands.length)]),
  );
  return true;
}

/** Prints list `i` with its operands. */
function printList(op: Operation, printer: OpAsmPrinter, i: number): void {
  const segments = (op.properties.get(OPERAND_SEGMENT_SIZES) as DenseArrayAttr).values.map(Number);
  const start = 1 + segments.slice(1, 1 + i).reduce((a, b) => a + b, 0);
  printDynamicIndexList(
    printer,
    op.operands.slice(start, start + segments[1 + i]!),
    staticLists(op)[i]!,
  );
}

function printTypes(op: Operation, printer: OpAsmPrinter): void {
  printer.printOptionalAttrDict(op.getAttrs(), ELIDED);
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
  printer.write(' to ');
  printer.printType(op.getResult(0).type);
}

/** MLIR's `SubViewOp::inferResultType`: sizes as the shape, strides and offset composed with the source's. */
export function inferSubViewResultType(
  source: MemRefType,
  offsets: readonly number[],
  sizes: readonly number[],
  strides: readonly number[],
): MemRefType | null {
  const layout = getStridesAndOffset(source);
  if (layout === null) return null;
  let offset = layout.offset;
  const resultStrides = layout.strides.map((sourceStride, i) => {
    const moved = timesOrDynamic(offsets[i]!, sourceStride);
    offset = isDynamicDim(offset) || isDynamicDim(moved) ? kDynamic : offset + moved;
    return timesOrDynamic(sourceStride, strides[i]!);
  });
  return MemRefType.get(
    source.context,
    sizes,
    source.elementType,
    StridedLayoutAttr.get(source.context, offset, resultStrides),
    source.memorySpace,
  );
}

/**
 * Which dims of `expected` the rank-reduced `actual` keeps (MLIR's `computeRankReductionMask`):
 * unit dims may be dropped. Null when `actual` is not such a reduction.
 */
function keptDims(expected: readonly number[], actual: readonly number[]): number[] | null {
  const kept: number[] = [];
  let j = 0;
  for (let i = 0; i < expected.length; i++) {
    if (j < actual.length && expected[i] === actual[j]) {
      kept.push(i);
      j++;
    } else if (expected[i] !== 1) {
      return null;
    }
  }
  return j === actual.length ? kept : null;
}

/** MLIR reports view errors without the op prefix. */
function viewError(op: Operation, message: string): false {
  op.emitError(message);
  return false;
}

const LIST_NAMES = ['offsets', 'sizes', 'strides'] as const;
const ENTRY_NAMES = ['offset', 'size', 'stride'] as const;

/**
 * MLIR's offset-size-stride interface verifier, in mlir-opt's order: each list's operands fill
 * exactly its dynamic entries (the sizes are checked first, then the strides, then the offsets);
 * the lists have consistent lengths (`maxRanks[0] === 1` lets a single offset stand for all dims);
 * each list has `maxRanks[i]` entries; static offsets and sizes are non-negative (strides may be
 * negative). Run before anything reads the lists by position.
 */
function verifyOffsetSizeAndStride(
  op: Operation,
  maxRanks: readonly [number, number, number],
): boolean {
  const lists = staticLists(op);
  const segments = operandSegmentSizes(op)!;
  for (const i of [1, 2, 0]) {
    const dynamic = lists[i]!.filter((value) => value === DYNAMIC_I64).length;
    if (segments[1 + i] !== dynamic) {
      return viewError(
        op,
        `expected the number of '${LIST_NAMES[i]}' to match the number of dynamic entries in '${STATIC_NAMES[i]}' (${segments[1 + i]} vs ${dynamic})`,
      );
    }
  }
  const [offsets, sizes, strides] = lists as [bigint[], bigint[], bigint[]];
  if (!(offsets.length === 1 && maxRanks[0] === 1) && offsets.length !== sizes.length) {
    return viewError(
      op,
      `expected mixed offsets rank to match mixed sizes rank (${offsets.length} vs ${sizes.length}) so the rank of the result type is well-formed.`,
    );
  }
  if (sizes.length !== strides.length) {
    return viewError(
      op,
      `expected mixed sizes rank to match mixed strides rank (${sizes.length} vs ${strides.length}) so the rank of the result type is well-formed.`,
    );
  }
  for (let i = 0; i < lists.length; i++) {
    if (lists[i]!.length !== maxRanks[i]) {
      return viewError(
        op,
        `expected ${maxRanks[i]} ${ENTRY_NAMES[i]} values, got ${lists[i]!.length}`,
      );
    }
  }
  const offset = offsets.find((value) => value < 0n && value !== DYNAMIC_I64);
  if (offset !== undefined)
    return viewError(op, `expected offsets to be non-negative, but got ${offset}`);
  const size = sizes.find((value) => value < 0n && value !== DYNAMIC_I64);
  if (size !== undefined)
    return viewError(op, `expected sizes to be non-negative, but got ${size}`);
  return true;
}

const LARGEST_DIM = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Static offsets, sizes and strides fit the numbers Strata's shapes and layouts are made of (up to
 * 2^53 - 1 in magnitude), so that the subview's result type can be inferred from them. MLIR, with
 * int64 shapes, has no such check.
 */
function verifyRepresentableViewValues(op: Operation): boolean {
  const lists = staticLists(op);
  for (let i = 0; i < lists.length; i++) {
    const tooLarge = lists[i]!.find(
      (value) => value !== DYNAMIC_I64 && (value > LARGEST_DIM || -value > LARGEST_DIM),
    );
    if (tooLarge !== undefined) {
      const what = ['offsets', 'sizes', 'strides'][i];
      return viewError(
        op,
        `expected ${what} to be at most ${LARGEST_DIM} in magnitude, but got ${tooLarge}`,
      );
    }
  }
  return true;
}

/** `memref.subview %m[%o, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>`. */
export class SubViewOp extends defineOp({
  name: 'memref.subview',
  operands: { source: AnyMemRef, ...VIEW_OPERANDS },
  results: { result: AnyMemRef },
  properties: VIEW_PROPERTIES,
  traits: [AttrSizedOperandSegments, Pure],
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => setName(op.getResult(0), 'subview'),
    }),
  ],
  canonicalizationPatterns: (patterns) => patterns.add(...subViewPatterns()),
  parse: (parser, state) => {
    const source = parser.parseOperand();
    if (source === null) return false;
    const lists: ParsedIndexList[] = [];
    for (let i = 0; i < 3; i++) {
      const list = parseDynamicIndexList(parser, 'square', state.name.identifier);
      if (list === null) return false;
      lists.push(list);
    }
    return finishViewParse(parser, state, source, lists, ParsedMemRefType);
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printList(op, printer, 0);
    printer.write(' ');
    printList(op, printer, 1);
    printer.write(' ');
    printList(op, printer, 2);
    printTypes(op, printer);
  },
}) {
  override verify(): boolean {
    const rank = (this.source.type as MemRefType).rank;
    if (
      !verifyOffsetSizeAndStride(this, [rank, rank, rank]) ||
      !verifyRepresentableViewValues(this)
    )
      return false;
    const [offsets, sizes, strides] = STATIC_NAMES.map((name) =>
      staticValues(this.properties.get(name) as DenseArrayAttr),
    ) as [number[], number[], number[]];
    const source = this.source.type as MemRefType;
    const result = this.result.type as MemRefType;
    if (source.memorySpace !== result.memorySpace) {
      return viewError(
        this,
        `different memory spaces specified for base memref type '${source}' and subview memref type '${result}'`,
      );
    }
    const expected = inferSubViewResultType(source, offsets, sizes, strides);
    if (expected === null) return viewError(this, `base type '${source}' is not strided`);
    if (result.rank > expected.rank) {
      return viewError(
        this,
        `expected result rank to be smaller or equal to the source rank, but got '${result}'`,
      );
    }
    const kept = keptDims(expected.shape, result.shape);
    if (kept === null) {
      return viewError(
        this,
        `expected result type to be '${expected}' or a rank-reduced version. (mismatch of result sizes), but got '${result}'`,
      );
    }
    if (expected.elementType !== result.elementType) {
      return viewError(
        this,
        `expected result element type to be '${expected.elementType}', but got '${result}'`,
      );
    }
    const expectedLayout = getStridesAndOffset(expected)!;
    const actualLayout = getStridesAndOffset(result);
    // Offset and strides must be exactly the inferred ones: a static value where MLIR infers `?`
    // (or the reverse) is a mismatch too.
    const layoutOk =
      actualLayout !== null &&
      expectedLayout.offset === actualLayout.offset &&
      kept.every((dim, i) => expectedLayout.strides[dim] === actualLayout.strides[i]);
    if (!layoutOk) {
      return viewError(
        this,
        `expected result type to be '${expected}' or a rank-reduced version. (mismatch of result layout), but got '${result}'`,
      );
    }
    const outOfBounds = sliceOutOfBounds(source, offsets, sizes, strides);
    if (outOfBounds !== null) return viewError(this, outOfBounds);
    return true;
  }

  /**
   * A subview of the whole of a static buffer is the buffer; a subview at zero offsets, unit
   * strides and the sizes of the subview it reads is that subview (MLIR's `SubViewOp::fold`).
   */
  fold(): FoldResult {
    const source = this.source;
    const type = this.result.type as MemRefType;
    const layout = type.layout;
    const staticLayout =
      layout === null ||
      !(layout instanceof StridedLayoutAttr) ||
      (!isDynamicDim(layout.offset) && !layout.strides.some(isDynamicDim));
    if (source.type === type && type.hasStaticShape && staticLayout) return source;
    const inner = source.getDefiningOp();
    if (inner instanceof SubViewOp && source.type === type) {
      const [offsets, sizes, strides] = mixedLists(this);
      const innerSizes = mixedLists(inner)[1]!;
      const sameSizes =
        sizes.length === innerSizes.length && sizes.every((size, i) => size === innerSizes[i]);
      if (offsets.every((o) => o === 0n) && strides.every((s) => s === 1n) && sameSizes)
        return source;
    }
    return null;
  }
}

/** MLIR's slice bounds check: the message for the first dimension a static slice overruns, or null. */
export function sliceOutOfBounds(
  source: MemRefType,
  offsets: readonly number[],
  sizes: readonly number[],
  strides: readonly number[],
): string | null {
  for (let i = 0; i < source.rank; i++) {
    const [dim, offset, size, stride] = [source.shape[i]!, offsets[i]!, sizes[i]!, strides[i]!];
    if ([dim, offset, size, stride].some(isDynamicDim) || size <= 0) continue;
    const last = offset + (size - 1) * stride;
    if (last >= dim) return `slice along dimension ${i} runs out-of-bounds: ${last} >= ${dim}`;
  }
  return null;
}

/** One entry of a mixed list: a static value, or the operand that holds it. */
export type MixedValue = bigint | Value;

/** Offsets, sizes and strides of a view op, each entry static or its operand. */
export function mixedLists(op: Operation): MixedValue[][] {
  const segments = (op.properties.get(OPERAND_SEGMENT_SIZES) as DenseArrayAttr).values.map(Number);
  let next = 1;
  return staticLists(op).map((list, i) => {
    const operands = op.operands.slice(next, next + segments[1 + i]!);
    next += segments[1 + i]!;
    let k = 0;
    return list.map((value) => (value === DYNAMIC_I64 ? operands[k++]! : value));
  });
}

/** The state of a view op over `source` with the given mixed lists and result type. */
export function viewOpState(
  op: Operation,
  source: Value,
  lists: readonly (readonly MixedValue[])[],
  resultType: MemRefType,
): OperationState {
  const context = op.context;
  const i64 = IntegerType.get(context, 64);
  const properties = new Map(op.properties);
  const operands: Value[] = [source];
  const counts: number[] = [];
  lists.forEach((list, i) => {
    const dynamic = list.filter((entry): entry is Value => typeof entry !== 'bigint');
    operands.push(...dynamic);
    counts.push(dynamic.length);
    properties.set(
      STATIC_NAMES[i]!,
      DenseArrayAttr.get(
        i64,
        list.map((entry) => (typeof entry === 'bigint' ? entry : DYNAMIC_I64)),
      ),
    );
  });
  properties.set(OPERAND_SEGMENT_SIZES, makeSegmentSizesAttr(context, [1, ...counts]));
  return {
    name: op.name.identifier,
    location: op.location,
    operands,
    resultTypes: [resultType],
    properties,
  } as OperationState;
}

/** Shape numbers of a mixed list (`kDynamic` for operands). */
export function shapeNumbers(list: readonly MixedValue[]): number[] {
  return list.map((entry) => (typeof entry === 'bigint' ? Number(entry) : kDynamic));
}

/** A static list entry as MLIR's verifier messages spell it ("dynamic" for an operand). */
function spelled(value: bigint): string {
  return value === DYNAMIC_I64 ? 'dynamic' : String(value);
}

/** `memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>`. */
export class ReinterpretCastOp extends defineOp({
  name: 'memref.reinterpret_cast',
  operands: { source: AnyRankedOrUnrankedMemRef, ...VIEW_OPERANDS },
  results: { result: AnyMemRef },
  properties: VIEW_PROPERTIES,
  traits: [AttrSizedOperandSegments, Pure],
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => setName(op.getResult(0), 'reinterpret_cast'),
    }),
  ],
  parse: (parser, state) => {
    const source = parser.parseOperand();
    if (source === null || parser.parseKeyword('to') === null) return false;
    const lists: ParsedIndexList[] = [];
    for (const keyword of ['offset', 'sizes', 'strides']) {
      if (lists.length > 0 && !parser.parseComma()) return false;
      if (parser.parseKeyword(keyword) === null || !parser.parseColon()) return false;
      const list = parseDynamicIndexList(parser, 'square', state.name.identifier);
      if (list === null) return false;
      lists.push(list);
    }
    return finishViewParse(parser, state, source, lists, AnyRankedOrUnrankedMemRef.parsedClass!);
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printer.write(' to offset: ');
    printList(op, printer, 0);
    printer.write(', sizes: ');
    printList(op, printer, 1);
    printer.write(', strides: ');
    printList(op, printer, 2);
    printTypes(op, printer);
  },
}) {
  override verify(): boolean {
    const result = this.result.type as MemRefType;
    if (!verifyOffsetSizeAndStride(this, [1, result.rank, result.rank])) return false;
    const source = this.source.type as MemRefType;
    if (source.memorySpace !== result.memorySpace) {
      return viewError(
        this,
        `different memory spaces specified for source type '${source}' and result memref type '${result}'`,
      );
    }
    if (source.elementType !== result.elementType) {
      return viewError(
        this,
        `different element types specified for source type '${source}' and result memref type '${result}'`,
      );
    }
    const [offsets, sizes, strides] = staticLists(this) as [bigint[], bigint[], bigint[]];
    for (let i = 0; i < result.rank; i++) {
      const actual = result.shape[i]!;
      if (!isDynamicDim(actual) && BigInt(actual) !== sizes[i]) {
        return viewError(
          this,
          `expected result type with size = ${spelled(sizes[i]!)} instead of ${actual} in dim = ${i}`,
        );
      }
    }
    const layout = getStridesAndOffset(result);
    if (layout === null)
      return viewError(this, `expected result type to have strided layout but found '${result}'`);
    if (!isDynamicDim(layout.offset) && BigInt(layout.offset) !== offsets[0]) {
      return viewError(
        this,
        `expected result type with offset = ${spelled(offsets[0]!)} instead of ${layout.offset}`,
      );
    }
    for (let i = 0; i < layout.strides.length; i++) {
      const actual = layout.strides[i]!;
      if (!isDynamicDim(actual) && BigInt(actual) !== strides[i]) {
        return viewError(
          this,
          `expected result type with stride = ${spelled(strides[i]!)} instead of ${actual} in dim = ${i}`,
        );
      }
    }
    return true;
  }

  /**
   * Reinterpreting a reinterpret_cast, a cast or a zero-offset subview reinterprets its source
   * (in place); reinterpreting a static buffer as its own type at offset 0 is the buffer (MLIR's
   * `ReinterpretCastOp::fold`).
   */
  fold(): FoldResult {
    const source = this.source;
    const previous = source.getDefiningOp();
    let origin: Value | null = null;
    if (previous instanceof ReinterpretCastOp) origin = previous.source;
    else if (previous !== null && previous.name.identifier === 'memref.cast')
      origin = previous.getOperand(0);
    else if (previous instanceof SubViewOp && mixedLists(previous)[0]!.every((o) => o === 0n))
      origin = previous.source;
    if (origin !== null) {
      this.setOperand(0, origin);
      return this.result;
    }
    const type = this.result.type as MemRefType;
    if (type.hasStaticShape && source.type === type && staticLists(this)[0]![0] === 0n)
      return source;
    return null;
  }
}
