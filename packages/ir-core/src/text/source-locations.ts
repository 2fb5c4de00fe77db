import { FileLineColLoc, type Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { LocationSource } from '../ir/operation.js';
import type { SourceFile } from './lexer.js';

/**
 * The `file:line:col` locations of offsets in a parsed text, numbered as in the whole file when
 * the text is a chunk of it. Parsed ops keep this and their offset instead of a location object,
 * and ask for the location only when it is read.
 */
export class SourceLocations implements LocationSource {
  declare private readonly context: MLIRContext;
  declare private readonly source: SourceFile;
  /** Lines of the file before the text. */
  declare private readonly lineOffset: number;
  /** Column of the text's first character in its first line. */
  declare private readonly firstColumn: number;

  constructor(context: MLIRContext, source: SourceFile, lineOffset: number, firstColumn: number) {
    this.context = context;
    this.source = source;
    this.lineOffset = lineOffset;
    this.firstColumn = firstColumn;
  }

  locationAt(offset: number): Location {
    const source = this.source;
    const line = source.getLineNumber(offset);
    // MLIR counts columns in UTF-8 bytes.
    const column = source.getByteColumn(offset);
    const shifted = line === 1 ? column + this.firstColumn - 1 : column;
    return FileLineColLoc.get(this.context, source.name, line + this.lineOffset, shifted);
  }
}
