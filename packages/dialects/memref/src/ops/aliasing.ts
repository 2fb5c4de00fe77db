/**
 * Ops that give a buffer another name without touching its contents: `memref.memory_space_cast`
 * (the same buffer in another memory space), `memref.assume_alignment` (the same buffer, known
 * aligned), `memref.distinct_objects` (the same buffers, known not to alias) and `memref.view` (a
 * typed view of a byte buffer at a byte offset).
 */
import {
  AnyMemRef,
  AttrConstraint,
  defineOp,
  type FoldResult,
  I32Attr,
  Index,
  IntegerAttr,
  IntegerType,
  InferTypeOpInterface,
  MemRefType,
  type OpAsmPrinter,
  type Operation,
  Pure,
  SameOperandsAndResultType,
  type Type,
  TypeConstraint,
  variadic,
  ParsedMemRefType,
} from '@strata/ir-core';
import { viewPatterns } from '../canonicalize.js';
import { verifyInferredResultTypes } from '../inferred-types.js';
import { hasIdentityLayout } from '../layout.js';
import { resultName } from '../op-models.js';
import { parseMemRefType } from '../parse-helpers.js';
import { AnyRankedOrUnrankedMemRef } from '../types.js';

/**
 * MLIR's `MemorySpaceCastOp::areCastCompatible`: both ranked with one shape and layout, or both
 * unranked, with one element type; only the memory space may differ.
 */
function memorySpaceCastCompatible(from: Type, to: Type): boolean {
  if (from instanceof MemRefType && to instanceof MemRefType)
    return (
      from.elementType === to.elementType &&
      from.rank === to.rank &&
      from.shape.every((size, i) => size === to.shape[i]) &&
      from.layout === to.layout
    );
  if (from instanceof MemRefType || to instanceof MemRefType) return false;
  return (
    (from as { elementType?: Type }).elementType === (to as { elementType?: Type }).elementType
  );
}

/** `memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>`. */
export class MemorySpaceCastOp extends defineOp({
  name: 'memref.memory_space_cast',
  operands: { source: AnyRankedOrUnrankedMemRef },
  results: { dest: AnyRankedOrUnrankedMemRef },
  traits: [Pure],
  interfaces: [resultName('memspacecast')],
  assemblyFormat: '$source attr-dict `:` type($source) `to` type($dest)',
}) {
  override verify(): boolean {
    if (memorySpaceCastCompatible(this.source.type, this.dest.type)) return true;
    this.emitOpError(
      `operand type '${this.source.type}' and result type '${this.dest.type}' are cast incompatible`,
    );
    return false;
  }

  /** A cast to its own type is its source; a cast of a cast casts the first source (in place). */
  fold(): FoldResult {
    if (this.source.type === this.dest.type) return this.source;
    const inner = this.source.getDefiningOp();
    if (!(inner instanceof MemorySpaceCastOp)) return null;
    this.setOperand(0, inner.source);
    return this.dest;
  }
}

/** MLIR's `ConfinedAttr<I32Attr, [IntPositive]>`. */
const PositiveI32Attr = new AttrConstraint<IntegerAttr>(
  '32-bit signless integer attribute whose value is positive',
  (attr) => I32Attr.isSatisfiedBy(attr) && attr.value > 0n,
  I32Attr.storageAccepts,
);

/** `%a = memref.assume_alignment %m, 16 : memref<4xf32>`: the buffer, promised aligned to 16 bytes. */
export class AssumeAlignmentOp extends defineOp({
  name: 'memref.assume_alignment',
  operands: { memref: AnyMemRef },
  results: { result: AnyMemRef },
  properties: { alignment: PositiveI32Attr },
  traits: [Pure, SameOperandsAndResultType],
  interfaces: [resultName('assume_align')],
  // `$memref , $alignment attr-dict : type($memref)`, the alignment an i32 written bare.
  parse: (parser, state) => {
    const memref = parser.parseOperand();
    if (memref === null || !parser.parseComma()) return false;
    const alignment = parser.parseInteger();
    if (alignment === null) return false;
    state.properties.set(
      'alignment',
      IntegerAttr.get(IntegerType.get(parser.context, 32), alignment),
    );
    if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
    const type = parseMemRefType(parser);
    if (type === null) return false;
    state.resultTypes.push(type);
    return parser.resolveOperand(memref, type, state.operands);
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printer.write(`, ${(op.properties.get('alignment') as IntegerAttr).value}`);
    printer.printOptionalAttrDict(op.getAttrs(), ['alignment']);
    printer.write(' : ');
    printer.printType(op.getOperand(0).type);
  },
}) {
  override verify(): boolean {
    // MLIR infers the result type: exactly the operand's (the trait accepts compatible shapes).
    if (!verifyInferredResultTypes(this, [this.memref.type])) return false;
    const alignment = this.alignment.value;
    if ((alignment & (alignment - 1n)) === 0n) return true;
    this.emitOpError('alignment must be power of 2');
    return false;
  }

  /** Assuming again the alignment just assumed adds nothing. */
  fold(): FoldResult {
    const inner = this.memref.getDefiningOp();
    if (!(inner instanceof AssumeAlignmentOp) || inner.alignment !== this.alignment) return null;
    return this.memref;
  }
}

/**
 * `%a:2 = memref.distinct_objects %x, %y : memref<4xf32>, memref<8xi32>`: its operands, each
 * promised not to alias any other. The results have the operands' types.
 */
export class DistinctObjectsOp extends defineOp({
  name: 'memref.distinct_objects',
  // MLIR names both groups after Operation's own lists (`operands`, `results`), which a definition
  // here may not hide.
  operands: { memrefs: variadic(AnyMemRef) },
  results: { distinct: variadic(AnyMemRef) },
  traits: [Pure],
  interfaces: [
    InferTypeOpInterface.implement({
      inferReturnTypes: (_context, _location, operands) => operands.map((value) => value.type),
    }),
  ],
  assemblyFormat: '$memrefs attr-dict `:` type($memrefs)',
}) {
  override verify(): boolean {
    if (this.memrefs.length === 0) {
      this.emitOpError('expected at least one operand');
      return false;
    }
    const operands = this.memrefs;
    const results = this.distinct;
    if (
      operands.length === results.length &&
      operands.every((operand, i) => operand.type === results[i]!.type)
    )
      return true;
    this.emitOpError('operand types and result types must match');
    return false;
  }
}

/** MLIR's `MemRefRankOf<[I8], [1]>`. */
const ByteBuffer = new TypeConstraint(
  '1D memref of 8-bit signless integer values',
  (type) => type instanceof MemRefType && type.rank === 1 && type.elementType.isSignlessInteger(8),
  undefined,
  ParsedMemRefType,
);

/** `memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>`: typed elements at a byte offset. */
export class ViewOp extends defineOp({
  name: 'memref.view',
  operands: { source: ByteBuffer, byte_shift: Index, sizes: variadic(Index) },
  results: { result: AnyMemRef },
  traits: [Pure],
  interfaces: [resultName('view')],
  canonicalizationPatterns: (patterns) => patterns.add(...viewPatterns()),
  assemblyFormat:
    '$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)',
}) {
  override verify(): boolean {
    const base = this.source.type as MemRefType;
    const view = this.result.type as MemRefType;
    // MLIR reports the layout and memory space errors without the op prefix.
    if (!hasIdentityLayout(base))
      return this.fail(`unsupported map for base memref type '${base}'`);
    if (!hasIdentityLayout(view))
      return this.fail(`unsupported map for result memref type '${view}'`);
    if (base.memorySpace !== view.memorySpace)
      return this.fail(
        `different memory spaces specified for base memref type '${base}' and view memref type '${view}'`,
      );
    const expected = view.numDynamicDims;
    if (this.sizes.length !== expected) {
      this.emitOpError(
        `incorrect number of dynamic sizes, has ${this.sizes.length}, expected ${expected}`,
      );
      return false;
    }
    return true;
  }

  private fail(message: string): false {
    this.emitError(message);
    return false;
  }
}
