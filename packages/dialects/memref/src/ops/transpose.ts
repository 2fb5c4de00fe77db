/**
 * `memref.transpose %m (d0, d1) -> (d1, d0) : memref<3x5xf32> to memref<5x3xf32, strided<[1, 5]>>`:
 * the same buffer with its dimensions permuted, which only permutes the sizes and strides.
 */
import {
  AffineMapAttr,
  attrOfClass,
  defineOp,
  type FoldResult,
  MemRefType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  parseAffineMapBody,
  Pure,
  StridedLayoutAttr,
} from '@strata/ir-core';
import { canonicalizeStridedLayout, getStridesAndOffset } from '../layout.js';
import { resultName } from '../op-models.js';
import { parseMemRefType } from '../parse-helpers.js';
import { AnyStridedMemRef } from '../types.js';

/**
 * MLIR's `inferTransposeResultType`: the source's sizes and strides permuted, as a strided layout
 * with the source's offset. `permutation` must be a permutation of the source's dimensions.
 */
export function inferTransposeResultType(
  source: MemRefType,
  permutation: AffineMapAttr,
): MemRefType | null {
  const layout = getStridesAndOffset(source);
  if (layout === null) return null;
  const order = permutation.value.results.map((result) => result.value);
  return MemRefType.get(
    source.context,
    order.map((dim) => source.shape[dim]!),
    source.elementType,
    StridedLayoutAttr.get(
      source.context,
      layout.offset,
      order.map((dim) => layout.strides[dim]!),
    ),
    source.memorySpace,
  );
}

export class TransposeOp extends defineOp({
  name: 'memref.transpose',
  operands: { in: AnyStridedMemRef },
  results: { result: AnyStridedMemRef },
  properties: { permutation: attrOfClass('AffineMap attribute', AffineMapAttr) },
  traits: [Pure],
  interfaces: [resultName('transpose')],
  parse: parseTranspose,
  print: printTranspose,
}) {
  override verify(): boolean {
    const map = this.permutation.value;
    // MLIR's `isPermutation` also rejects a map with symbols.
    if (!map.isPermutation() || map.numSymbols > 0) return this.fail('expected a permutation map');
    const source = this.in.type as MemRefType;
    if (map.numDims !== source.rank)
      return this.fail('expected a permutation map of same rank as the input');
    // Layouts are compared in their canonical form, so a strided layout and the affine map that
    // spells the same strides are one layout.
    const expected = canonicalizeStridedLayout(inferTransposeResultType(source, this.permutation)!);
    const result = this.result.type as MemRefType;
    if (canonicalizeStridedLayout(result) === expected) return true;
    return this.fail(
      `result type '${result}' is not equivalent to the canonical transposed input type '${expected}'`,
    );
  }

  /**
   * An identity permutation to the source's own type is the source; a transpose of a transpose
   * becomes one transpose by the composed permutation (in place).
   */
  fold(): FoldResult {
    const permutation = this.permutation.value;
    if (permutation.isIdentity() && this.result.type === this.in.type) return this.in;
    const inner = this.in.getDefiningOp();
    if (!(inner instanceof TransposeOp)) return null;
    this.setOperand(0, inner.in);
    this.properties.set(
      'permutation',
      AffineMapAttr.get(permutation.compose(inner.permutation.value)),
    );
    return this.result;
  }

  private fail(message: string): false {
    this.emitOpError(message);
    return false;
  }
}

/** `%m (d0, d1) -> (d1, d0) attr-dict : memref<...> to type`; only the source must be a memref. */
function parseTranspose(parser: OperationParser, state: ParsedOperationState): boolean {
  const source = parser.parseOperand();
  if (source === null) return false;
  const permutation = parseAffineMapBody(parser);
  if (permutation === null) return false;
  state.properties.set('permutation', AffineMapAttr.get(permutation));
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  // MLIR reports a source type of the wrong kind at the colon before it.
  const typeOffset = parser.getCurrentOffset();
  if (!parser.parseColon()) return false;
  const sourceType = parseMemRefType(parser, typeOffset);
  if (sourceType === null || !parser.resolveOperand(source, sourceType, state.operands))
    return false;
  if (parser.parseKeyword('to') === null) return false;
  const resultType = parser.parseType();
  if (resultType === null) return false;
  state.resultTypes.push(resultType);
  return true;
}

function printTranspose(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write(` ${(op.properties.get('permutation') as AffineMapAttr).value}`);
  printer.printOptionalAttrDict(op.getAttrs(), ['permutation']);
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
  printer.write(' to ');
  printer.printType(op.getResult(0).type);
}
