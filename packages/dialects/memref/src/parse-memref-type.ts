/** The type parse shared by the custom parsers of ops whose types must be ranked memrefs. */
import { MemRefType, type OperationParser } from '@strata/ir-core';

/** A ranked memref type, which MLIR's parsers of ops with ranked memref types insist on. */
export function parseMemRefType(parser: OperationParser): MemRefType | null {
  const offset = parser.getCurrentOffset();
  const type = parser.parseType();
  if (type === null) return null;
  if (type instanceof MemRefType) return type;
  parser.emitCustomError(
    offset,
    `invalid kind of type specified: expected builtin.memref, but found '${type}'`,
  );
  return null;
}
