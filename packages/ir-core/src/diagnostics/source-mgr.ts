/**
 * A source manager in the manner of LLVM's `SourceMgr`: named buffers and the rendering of a message
 * at a line and column as `file:line:col: error: msg`, followed by the source line and a caret line.
 * mlir-opt prints every diagnostic this way, so the spelling here is byte for byte LLVM's.
 */
import type { DiagnosticSeverity } from '../support/diagnostics.js';

/** One source text, known by the file name its locations carry. */
export class SourceBuffer {
  private lineStarts: number[] | null = null;

  constructor(
    readonly name: string,
    readonly text: string,
    /** Lines before this text's first line in its file (for a chunk of a split input). */
    readonly lineOffset = 0,
  ) {}

  /** The text of line `line` (numbered as in the whole file), or null when this buffer lacks it. */
  getLine(line: number): string | null {
    const starts = this.getLineStarts();
    const index = line - 1 - this.lineOffset;
    if (index < 0 || index >= starts.length) return null;
    const start = starts[index]!;
    let end = index + 1 < starts.length ? starts[index + 1]! - 1 : this.text.length;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return this.text.slice(start, end);
  }

  private getLineStarts(): number[] {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    const text = this.text;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.lineStarts = starts;
    return starts;
  }
}

/** The buffers diagnostics may point into, by file name (the latest added buffer of a name wins). */
export class SourceMgr {
  private readonly buffers = new Map<string, SourceBuffer>();

  addBuffer(name: string, text: string, lineOffset = 0): SourceBuffer {
    const buffer = new SourceBuffer(name, text, lineOffset);
    this.buffers.set(name, buffer);
    return buffer;
  }

  getBuffer(name: string): SourceBuffer | undefined {
    return this.buffers.get(name);
  }

  /** The first buffer added, which mlir-opt treats as its main file. */
  get mainBuffer(): SourceBuffer | undefined {
    for (const buffer of this.buffers.values()) return buffer;
    return undefined;
  }

  /**
   * Renders a message at `line:column` of file `name`. Shows the source line with a caret (and `~`
   * under the `rangeLength` characters from the column) when the buffer holds that position; otherwise
   * only the header line, as LLVM does for positions it cannot find.
   */
  formatMessage(
    name: string,
    line: number,
    column: number,
    severity: DiagnosticSeverity,
    message: string,
    rangeLength = 0,
  ): string {
    const header = `${displayFileName(name)}:${line}:${column}: ${severity}: ${message}\n`;
    if (line === 0 || column === 0) return header;
    const source = this.buffers.get(name)?.getLine(line) ?? null;
    if (source === null) return header;
    // Columns count UTF-8 bytes, as in MLIR. LLVM accepts one past the end of the line (the
    // newline itself), and shows no caret under a line with non-ASCII characters.
    const ascii = isAscii(source);
    if (column - 1 > (ascii ? source.length : utf8Length(source))) return header;
    return (
      header +
      (ascii ? renderSourceLine(source, column - 1, rangeLength) : expandTabs(source) + '\n')
    );
  }
}

/** A message with no position at all, as LLVM prints a diagnostic without a location. */
export function formatUnlocatedMessage(severity: DiagnosticSeverity, message: string): string {
  return `<unknown>:0: ${severity}: ${message}\n`;
}

function displayFileName(name: string): string {
  return name === '-' ? '<stdin>' : name;
}

const TAB_STOP = 8;

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** The number of UTF-8 bytes of `text`: MLIR's columns count bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The line with tabs expanded to stops of 8 counted in bytes, as LLVM's `printSourceLine`. */
function expandTabs(source: string): string {
  let out = '';
  let column = 0;
  for (const ch of source) {
    if (ch !== '\t') {
      out += ch;
      column += utf8Length(ch);
      continue;
    }
    do {
      out += ' ';
      column++;
    } while (column % TAB_STOP !== 0);
  }
  return out;
}

/** The source line (tabs expanded to stops of 8) and the caret line under it, as LLVM prints them. */
function renderSourceLine(source: string, caretIndex: number, rangeLength: number): string {
  const caret: string[] = new Array<string>(source.length + 1).fill(' ');
  const rangeEnd = Math.min(caretIndex + rangeLength, source.length + 1);
  for (let i = caretIndex; i < rangeEnd; i++) caret[i] = '~';
  caret[caretIndex] = '^';
  let caretLength = caret.length;
  while (caretLength > 0 && caret[caretLength - 1] === ' ') caretLength--;

  let sourceOut = '';
  let caretOut = '';
  let column = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    const mark = i < caretLength ? caret[i]! : '';
    if (ch !== '\t') {
      sourceOut += ch;
      caretOut += mark;
      column++;
      continue;
    }
    do {
      sourceOut += ' ';
      caretOut += mark;
      column++;
    } while (column % TAB_STOP !== 0);
  }
  if (caretLength > source.length) caretOut += caret.slice(source.length, caretLength).join('');
  return `${sourceOut}\n${caretOut.trimEnd()}\n`;
}
