/**
 * `memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>`: a hint that one element of a
 * buffer is about to be read or written.
 */
import {
  AnyMemRef,
  AttrConstraint,
  BoolAttr,
  confined,
  defineOp,
  type FoldResult,
  I32Attr,
  Index,
  IndexType,
  IntegerAttr,
  IntegerType,
  MemRefType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  variadic,
} from '@strata/ir-core';
import { foldMemRefCast } from '../fold.js';
import { emitErrorAtOpName, parseIndexedBuffer, parseMemRefType } from '../parse-helpers.js';

/** MLIR's `BoolAttr` property: an i1 integer attribute, and nothing else converts to one. */
const BoolProperty = new AttrConstraint<IntegerAttr>('bool attribute', BoolAttr.is, BoolAttr.is);

/** MLIR's `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`. */
const LocalityHintAttr = confined(
  I32Attr,
  '32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3',
  (attr) => attr.value >= 0n && attr.value <= 3n,
);

export class PrefetchOp extends defineOp({
  name: 'memref.prefetch',
  operands: { memref: AnyMemRef, indices: variadic(Index) },
  properties: {
    isWrite: BoolProperty,
    localityHint: LocalityHintAttr,
    isDataCache: BoolProperty,
  },
  parse: parsePrefetch,
  print: printPrefetch,
}) {
  override verify(): boolean {
    if (this.numOperands === 1 + (this.memref.type as MemRefType).rank) return true;
    this.emitOpError('too few indices');
    return false;
  }

  /** Reads through a `memref.cast` of its buffer (MLIR's `foldMemRefCast`). */
  fold(): FoldResult {
    return foldMemRefCast(this, 0) ? [] : null;
  }
}

/** `%m[%i, %j], read|write, locality<N>, data|instr : type`; MLIR's form has no attribute dictionary. */
function parsePrefetch(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const access = parseIndexedBuffer(parser);
  if (access === null || !parser.parseComma()) return false;
  const readOrWrite = parser.parseKeyword();
  if (readOrWrite === null || !parser.parseComma()) return false;
  if (parser.parseKeyword('locality') === null || !parser.parseLess()) return false;
  const locality = parser.parseInteger();
  if (locality === null || !parser.parseGreater() || !parser.parseComma()) return false;
  const cacheType = parser.parseKeyword();
  if (cacheType === null) return false;
  // MLIR reports a type of the wrong kind at the colon before it.
  const typeOffset = parser.getCurrentOffset();
  if (!parser.parseColon()) return false;
  const type = parseMemRefType(parser, typeOffset);
  if (type === null) return false;
  // MLIR checks the two keywords after the whole op is read, and reports them at the op's name.
  if (readOrWrite !== 'read' && readOrWrite !== 'write')
    return emitErrorAtOpName(parser, state, "rw specifier has to be 'read' or 'write'");
  if (cacheType !== 'data' && cacheType !== 'instr')
    return emitErrorAtOpName(parser, state, "cache type has to be 'data' or 'instr'");
  const i1 = IntegerType.get(context, 1);
  state.properties.set('isWrite', IntegerAttr.get(i1, readOrWrite === 'write' ? 1n : 0n));
  state.properties.set('localityHint', IntegerAttr.get(IntegerType.get(context, 32), locality));
  state.properties.set('isDataCache', IntegerAttr.get(i1, cacheType === 'data' ? 1n : 0n));
  return (
    parser.resolveOperand(access.memref, type, state.operands) &&
    parser.resolveOperands(
      access.indices,
      IndexType.get(context),
      access.indicesOffset,
      state.operands,
    )
  );
}

function printPrefetch(op: Operation, printer: OpAsmPrinter): void {
  const flag = (name: string) => (op.properties.get(name) as IntegerAttr).value !== 0n;
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write('[');
  printer.printOperandsOf(op, 1);
  printer.write(`], ${flag('isWrite') ? 'write' : 'read'}`);
  printer.write(`, locality<${(op.properties.get('localityHint') as IntegerAttr).value}>`);
  printer.write(`, ${flag('isDataCache') ? 'data' : 'instr'} : `);
  printer.printType(op.getOperand(0).type);
}
