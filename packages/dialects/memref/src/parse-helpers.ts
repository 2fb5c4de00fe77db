/** Pieces of syntax that several memref ops' custom parsers share. */
import {
  type MemRefType,
  type OperationParser,
  type ParsedOperationState,
  type UnresolvedOperand,
  ParsedMemRefType,
} from '@strata/ir-core';

/**
 * A ranked memref type, which MLIR's parsers of ops with ranked memref types insist on; a type of
 * another kind is reported at `offset` (by default where the type starts).
 */
export function parseMemRefType(
  parser: OperationParser,
  offset = parser.getCurrentOffset(),
): MemRefType | null {
  return parser.parseTypeOfClass(ParsedMemRefType, offset) as MemRefType | null;
}

/** `attr-dict : memref<...> keyword memref<...>`: the source and result types of a memref-to-memref op. */
export function parseMemRefTypePair(
  parser: OperationParser,
  state: ParsedOperationState,
  keyword: string,
): [MemRefType, MemRefType] | null {
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return null;
  const source = parseMemRefType(parser);
  if (source === null || parser.parseKeyword(keyword) === null) return null;
  const result = parseMemRefType(parser);
  return result === null ? null : [source, result];
}

export interface IndexedBuffer {
  readonly memref: UnresolvedOperand;
  readonly indices: UnresolvedOperand[];
  /** Where the indices start, to report their resolution at. */
  readonly indicesOffset: number;
}

/** `%m[%i, %j]`: a buffer and the indices of one of its elements. */
export function parseIndexedBuffer(parser: OperationParser): IndexedBuffer | null {
  const memref = parser.parseOperand();
  if (memref === null) return null;
  const indicesOffset = parser.getCurrentOffset();
  const indices = parser.parseOperandList('square');
  return indices === null ? null : { memref, indices, indicesOffset };
}

/** A custom-parser error MLIR reports at the op's name, once the whole op has been read. */
export function emitErrorAtOpName(
  parser: OperationParser,
  state: ParsedOperationState,
  message: string,
): false {
  parser.emitError(parser.getNameLocation(), `custom op '${state.name.identifier}' ${message}`);
  return false;
}
