/**
 * Printing that also tells where each printed op starts (MLIR's `AsmState::LocationMap`), for
 * `snapshot-op-locations`. Kept apart from the printer: ordinary prints pay nothing for it.
 */
import type { Operation } from '../ir/operation.js';
import { OpAsmPrinter, type OpPrintingFlags, printOperationWith } from './printer.js';

/** Where an op's text starts: 1-based line, 0-based column, as MLIR's location map counts. */
export interface PrintedPosition {
  readonly line: number;
  readonly column: number;
}

/** Marks where an op starts in the output; the printer never writes it otherwise (it escapes NUL). */
const MARK = '\u0000';

/** A printer that marks the start of every op it prints and remembers the ops in order. */
class MarkingPrinter extends OpAsmPrinter {
  readonly marked: Operation[] = [];

  override printOperation(op: Operation): void {
    this.marked.push(op);
    this.out += MARK;
    super.printOperation(op);
  }
}

/**
 * Prints `op` as {@link printOperation} does and returns the text with the position of every op
 * printed in it (ops a parent's custom form leaves out, such as implicit terminators, have none).
 */
export function printOperationWithPositions(
  op: Operation,
  flags: OpPrintingFlags = {},
): { text: string; positions: Map<Operation, PrintedPosition> } {
  // A print that finds aliases is started again; the last printer made is the one printed with.
  let printer: MarkingPrinter | null = null;
  const marked = printOperationWith(
    op,
    flags,
    (...args) => (printer = new MarkingPrinter(...args)),
  );
  const ops = (printer as MarkingPrinter | null)?.marked ?? [];
  const positions = new Map<Operation, PrintedPosition>();
  const pieces = marked.split(MARK);
  let line = 1;
  let lineStart = 0;
  let offset = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    for (let at = piece.indexOf('\n'); at >= 0; at = piece.indexOf('\n', at + 1)) {
      line++;
      lineStart = offset + at + 1;
    }
    offset += piece.length;
    if (i < ops.length) positions.set(ops[i]!, { line, column: offset - lineStart });
  }
  return { text: pieces.join(''), positions };
}
