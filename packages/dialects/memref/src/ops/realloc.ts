/** `memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>`: a 1-D buffer moved to a new size. */
import {
  defineOp,
  DefaultResource,
  Index,
  IndexType,
  MemRefType,
  MemoryEffectOpInterface,
  memoryEffect,
  type OpAsmPrinter,
  type Operation,
  optional,
  TypeConstraint,
  type UnresolvedOperand,
} from '@strata/ir-core';
import { AlignmentAttr } from '../attr-constraints.js';
import { deadAllocationPattern } from '../canonicalize.js';
import { hasIdentityLayout } from '../layout.js';
import { parseMemRefType } from '../parse-helpers.js';

/** MLIR's `MemRefRankOf<[AnyType], [1]>`. */
const AnyMemRefOfRank1 = new TypeConstraint(
  '1D memref of any type values',
  (type) => type instanceof MemRefType && type.rank === 1,
);

export class ReallocOp extends defineOp({
  name: 'memref.realloc',
  operands: { source: AnyMemRefOfRank1, dynamicResultSize: optional(Index) },
  results: { result: AnyMemRefOfRank1 },
  properties: { alignment: optional(AlignmentAttr) },
  interfaces: [
    // The old buffer is freed and a new one allocated, whether or not it moves.
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [
        memoryEffect('free', op.getOperand(0)),
        memoryEffect('allocate', op.getResult(0), DefaultResource),
      ],
    }),
  ],
  // `$source (`(` $dynamicResultSize^ `)`)? attr-dict : type($source) to type(results)`, written
  // out because MLIR's parser requires a memref source type but reads any result type (the
  // verifier reports one of another kind).
  parse: (parser, state) => {
    const source = parser.parseOperand();
    if (source === null) return false;
    let size: UnresolvedOperand | null = null;
    if (parser.parseOptionalLParen()) {
      size = parser.parseOperand();
      if (size === null || !parser.parseRParen()) return false;
    }
    if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
    const sourceType = parseMemRefType(parser);
    if (sourceType === null || parser.parseKeyword('to') === null) return false;
    const resultType = parser.parseType();
    if (resultType === null) return false;
    state.resultTypes.push(resultType);
    return (
      parser.resolveOperand(source, sourceType, state.operands) &&
      (size === null || parser.resolveOperand(size, IndexType.get(parser.context), state.operands))
    );
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    if (op.numOperands > 1) {
      printer.write('(');
      printer.printOperand(op.getOperand(1));
      printer.write(')');
    }
    printer.printOptionalAttrDict(op.getAttrs());
    printer.write(' : ');
    printer.printType(op.getOperand(0).type);
    printer.write(' to ');
    printer.printType(op.getResult(0).type);
  },
  canonicalizationPatterns: (patterns) => patterns.add(deadAllocationPattern('memref.realloc')),
}) {
  override verify(): boolean {
    const source = this.source.type as MemRefType;
    const result = this.result.type as MemRefType;
    // MLIR reports these without the op prefix.
    if (!hasIdentityLayout(source))
      return this.fail(`unsupported layout for source memref type '${source}'`);
    if (!hasIdentityLayout(result))
      return this.fail(`unsupported layout for result memref type '${result}'`);
    if (source.memorySpace !== result.memorySpace)
      return this.fail(
        `different memory spaces specified for source memref type '${source}' and result memref type '${result}'`,
      );
    if (source.elementType !== result.elementType)
      return this.fail(
        `different element types specified for source memref type '${source}' and result memref type '${result}'`,
      );
    const dynamic = result.numDynamicDims > 0;
    if (dynamic && this.numOperands === 1)
      return this.fail(`missing dimension operand for result type '${result}'`);
    if (!dynamic && this.numOperands === 2)
      return this.fail(`unnecessary dimension operand for result type '${result}'`);
    return true;
  }

  private fail(message: string): false {
    this.emitError(message);
    return false;
  }
}
