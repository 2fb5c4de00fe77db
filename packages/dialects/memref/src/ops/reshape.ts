/**
 * The reshapes: `memref.expand_shape` and `memref.collapse_shape`, views of a buffer with its
 * dimensions split into or merged from contiguous runs (the reassociation), and `memref.reshape`,
 * a contiguous buffer with sizes read from another buffer. None copies.
 */
import {
  ArrayAttr,
  type BaseMemRefType,
  DenseArrayAttr,
  DenseI64ArrayAttr,
  defineOp,
  FunctionType,
  type FoldResult,
  Index,
  IndexType,
  IntegerType,
  isDynamicDim,
  MemRefType,
  NoneType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  Pure,
  TypeConstraint,
  type UnresolvedOperand,
  variadic,
  ParsedFunctionType,
} from '@strata/ir-core';
import { DYNAMIC_I64, hasIdentityLayout, staticValues } from '../layout.js';
import { parseDynamicIndexList, printDynamicIndexList } from '../index-list.js';
import {
  computeCollapsedLayout,
  computeExpandedType,
  IndexListArrayAttr,
  reassociationGroups,
  verifyCollapsedShape,
} from '../reassociation.js';
import { collapseShapePatterns, expandShapePatterns } from '../reshape-canonicalize.js';
import { resultName } from '../op-models.js';
import { parseMemRefTypePair } from '../parse-helpers.js';
import { AnyRankedOrUnrankedMemRef, AnyStridedMemRef } from '../types.js';

/** `$src $reassociation`: the source operand and the reassociation, an array attribute. */
function parseSourceAndReassociation(
  parser: OperationParser,
  state: ParsedOperationState,
): UnresolvedOperand | null {
  const source = parser.parseOperand();
  if (source === null) return null;
  const offset = parser.getCurrentOffset();
  // Parsed as MLIR's generated parser does, with no type: `5` is an integer without one.
  const attr = parser.parseAttribute(NoneType.get(parser.context));
  if (attr === null) return null;
  if (!(attr instanceof ArrayAttr)) {
    parser.emitCustomError(offset, 'invalid kind of attribute specified');
    return null;
  }
  state.properties.set('reassociation', attr);
  return source;
}

/** `attr-dict : type($src) into type($result)`, then resolves the source. */
function parseTypes(
  parser: OperationParser,
  state: ParsedOperationState,
  source: UnresolvedOperand,
): boolean {
  const types = parseMemRefTypePair(parser, state, 'into');
  if (types === null) return false;
  state.resultTypes.push(types[1]);
  return parser.resolveOperand(source, types[0], state.operands);
}

function printSourceAndReassociation(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write(' ');
  printer.printAttribute(op.properties.get('reassociation')!);
}

function printTypes(op: Operation, printer: OpAsmPrinter, elided: readonly string[]): void {
  printer.printOptionalAttrDict(op.getAttrs(), elided);
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
  printer.write(' into ');
  printer.printType(op.getResult(0).type);
}

/**
 * The checks both reshapes begin with: an expansion may not lower the rank nor a collapse raise
 * it, then the shapes must fit the reassociation. Returns its groups, or null on failure.
 */
function verifyReshapeShapes(op: Operation, expanding: boolean): number[][] | null {
  const source = op.getOperand(0).type as MemRefType;
  const result = op.getResult(0).type as MemRefType;
  const [r0, r1] = [source.rank, result.rank];
  if (expanding ? r0 > r1 : r0 < r1) {
    op.emitOpError(
      expanding
        ? `has source rank ${r0} and result rank ${r1}. This is not an expansion (${r0} > ${r1}).`
        : `has source rank ${r0} and result rank ${r1}. This is not a collapse (${r0} < ${r1}).`,
    );
    return null;
  }
  const groups = reassociationGroups(op.properties.get('reassociation')!);
  const [collapsed, expanded] = expanding ? [source, result] : [result, source];
  return verifyCollapsedShape(op, collapsed.shape, expanded.shape, groups) ? groups : null;
}

const EXPAND_ELIDED = ['reassociation', 'static_output_shape'];

/**
 * `memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 5] : memref<?x5xf32> into memref<?x4x5xf32>`:
 * each source dimension split into the sizes of its group.
 */
export class ExpandShapeOp extends defineOp({
  name: 'memref.expand_shape',
  operands: { src: AnyStridedMemRef, output_shape: variadic(Index) },
  results: { result: AnyStridedMemRef },
  properties: { reassociation: IndexListArrayAttr, static_output_shape: DenseI64ArrayAttr },
  traits: [Pure],
  interfaces: [resultName('expand_shape')],
  canonicalizationPatterns: (patterns) => patterns.add(...expandShapePatterns()),
  parse: (parser, state) => {
    const source = parseSourceAndReassociation(parser, state);
    if (source === null || parser.parseKeyword('output_shape') === null) return false;
    const sizesOffset = parser.getCurrentOffset();
    const sizes = parseDynamicIndexList(parser, 'square', state.name.identifier);
    if (sizes === null) return false;
    state.properties.set(
      'static_output_shape',
      DenseArrayAttr.get(IntegerType.get(parser.context, 64), sizes.statics),
    );
    return (
      parseTypes(parser, state, source) &&
      parser.resolveOperands(
        sizes.operands,
        IndexType.get(parser.context),
        sizesOffset,
        state.operands,
      )
    );
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printSourceAndReassociation(op, printer);
    printer.write(' output_shape ');
    printDynamicIndexList(
      printer,
      op.operands.slice(1),
      (op.properties.get('static_output_shape') as DenseArrayAttr).values,
    );
    printTypes(op, printer, EXPAND_ELIDED);
  },
}) {
  get reassociationIndices(): number[][] {
    return reassociationGroups(this.reassociation);
  }

  override verify(): boolean {
    const groups = verifyReshapeShapes(this, true);
    if (groups === null) return false;
    const source = this.src.type as MemRefType;
    const result = this.result.type as MemRefType;
    const expected = computeExpandedType(source, result.shape, groups);
    if (expected === null) return this.fail('invalid source layout map');
    if (expected !== result)
      return this.fail(`expected expanded type to be '${expected}' but found '${result}'`);
    const statics = this.static_output_shape.values;
    if (statics.length !== result.rank)
      return this.fail(
        `expected number of static shape bounds to be equal to the output rank (${result.rank}) but found ${statics.length} inputs instead`,
      );
    const dynamic = statics.filter((value) => BigInt.asIntN(64, value) === DYNAMIC_I64).length;
    if (this.numOperands - 1 !== dynamic)
      return this.fail(
        `mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has ${dynamic} dynamic dims while output_shape has ${this.numOperands - 1} values`,
      );
    const sizes = staticValues(this.static_output_shape);
    const mismatch = result.shape.findIndex((size, i) => !isDynamicDim(size) && size !== sizes[i]);
    if (mismatch >= 0) return this.fail(`invalid output shape provided at pos ${mismatch}`);
    return true;
  }

  /** MLIR's `foldReshapeOp`: an identity expansion, or the expansion of a collapse it undoes. */
  fold(): FoldResult {
    return foldInverseReshape(this, 'memref.collapse_shape');
  }

  private fail(message: string): false {
    this.emitOpError(message);
    return false;
  }
}

/**
 * `memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>`: each group of
 * contiguous source dimensions merged into one.
 */
export class CollapseShapeOp extends defineOp({
  name: 'memref.collapse_shape',
  operands: { src: AnyStridedMemRef },
  results: { result: AnyStridedMemRef },
  properties: { reassociation: IndexListArrayAttr },
  traits: [Pure],
  interfaces: [resultName('collapse_shape')],
  canonicalizationPatterns: (patterns) => patterns.add(...collapseShapePatterns()),
  parse: (parser, state) => {
    const source = parseSourceAndReassociation(parser, state);
    return source !== null && parseTypes(parser, state, source);
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printSourceAndReassociation(op, printer);
    printTypes(op, printer, ['reassociation']);
  },
}) {
  get reassociationIndices(): number[][] {
    return reassociationGroups(this.reassociation);
  }

  override verify(): boolean {
    const groups = verifyReshapeShapes(this, false);
    if (groups === null) return false;
    const source = this.src.type as MemRefType;
    const result = this.result.type as MemRefType;
    // The expected type has the result's shape: the shape check above has vouched for it.
    let layout = null;
    if (!hasIdentityLayout(source)) {
      layout = computeCollapsedLayout(source, groups);
      if (layout === null) {
        this.emitOpError('invalid source layout map or collapsing non-contiguous dims');
        return false;
      }
    }
    const expected = MemRefType.get(
      this.context,
      result.shape,
      source.elementType,
      layout,
      source.memorySpace,
    );
    if (expected === result) return true;
    this.emitOpError(`expected collapsed type to be '${expected}' but found '${result}'`);
    return false;
  }

  /** MLIR's `foldReshapeOp`: an identity collapse, or the collapse of an expansion it undoes. */
  fold(): FoldResult {
    return foldInverseReshape(this, 'memref.expand_shape');
  }
}

/**
 * MLIR's `foldReshapeOp` for memrefs: a reshape to its own type is its source; a reshape of the
 * inverse reshape whose source has the result's type is that source, when at most one dimension
 * is dynamic, or when both use the same reassociation and either the pair expands then collapses
 * or no group has two dynamic dimensions.
 */
function foldInverseReshape(op: ExpandShapeOp | CollapseShapeOp, inverse: string): FoldResult {
  const source = op.src;
  const type = op.result.type as MemRefType;
  if (source.type === type) return source;
  const producer = source.getDefiningOp();
  if (producer === null || producer.name.identifier !== inverse) return null;
  const original = producer.getOperand(0);
  if (original.type !== type) return null;
  if (type.shape.filter(isDynamicDim).length < 2) return original;
  const groups = op.reassociationIndices;
  const producerGroups = (producer as ExpandShapeOp | CollapseShapeOp).reassociationIndices;
  const same =
    groups.length === producerGroups.length &&
    groups.every(
      (group, i) =>
        group.length === producerGroups[i]!.length &&
        group.every((dim, k) => dim === producerGroups[i]![k]),
    );
  if (!same) return null;
  if (type.rank < (source.type as MemRefType).rank) return original;
  const fewDynamic = groups.every(
    (group) => group.filter((dim) => isDynamicDim(type.shape[dim]!)).length < 2,
  );
  return fewDynamic ? original : null;
}

/** MLIR's `MemRefRankOf<[AnySignlessInteger, Index], [1]>`: the shape operand of `memref.reshape`. */
const ShapeBuffer = new TypeConstraint(
  '1D memref of signless integer or index values',
  (type) =>
    type instanceof MemRefType &&
    type.rank === 1 &&
    (type.elementType.isSignlessInteger() || type.elementType instanceof IndexType),
);

/**
 * `memref.reshape %m(%shape) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>`: a contiguous
 * buffer seen with the sizes a 1-D buffer holds.
 */
export class ReshapeOp extends defineOp({
  name: 'memref.reshape',
  operands: { source: AnyRankedOrUnrankedMemRef, shape: ShapeBuffer },
  results: { result: AnyRankedOrUnrankedMemRef },
  traits: [Pure],
  interfaces: [resultName('reshape')],
  // `$source ( $shape ) attr-dict : functional-type(operands, results)`, written out: ir-core's
  // format parser takes the parenthesis after an operand for a call-like list.
  parse: (parser, state) => {
    const source = parser.parseOperand();
    if (source === null || !parser.parseLParen()) return false;
    const shape = parser.parseOperand();
    if (shape === null || !parser.parseRParen()) return false;
    if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
    const type = parser.parseTypeOfClass(ParsedFunctionType) as FunctionType | null;
    if (type === null) return false;
    if (type.inputs.length !== 2) {
      parser.emitError(
        parser.getNameLocation(),
        `custom op 'memref.reshape' number of operands and types do not match: got 2 operands and ${type.inputs.length} types`,
      );
      return false;
    }
    state.resultTypes.push(...type.results);
    return (
      parser.resolveOperand(source, type.inputs[0]!, state.operands) &&
      parser.resolveOperand(shape, type.inputs[1]!, state.operands)
    );
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printer.write('(');
    printer.printOperand(op.getOperand(1));
    printer.write(')');
    printer.printOptionalAttrDict(op.getAttrs());
    printer.write(' : ');
    printer.printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  },
}) {
  override verify(): boolean {
    const source = this.source.type as BaseMemRefType;
    const result = this.result.type as BaseMemRefType;
    if (source.elementType !== result.elementType)
      return this.fail('element types of source and destination memref types should be the same');
    if (source instanceof MemRefType && !hasIdentityLayout(source))
      return this.fail('source memref type should have identity affine map');
    if (!(result instanceof MemRefType)) return true;
    if (!hasIdentityLayout(result))
      return this.fail('result memref type should have identity affine map');
    const length = (this.shape.type as MemRefType).shape[0]!;
    if (isDynamicDim(length))
      return this.fail(
        'cannot use shape operand with dynamic length to reshape to statically-ranked memref type',
      );
    if (length !== result.rank)
      return this.fail("length of shape operand differs from the result's memref rank");
    return true;
  }

  private fail(message: string): false {
    this.emitOpError(message);
    return false;
  }
}
