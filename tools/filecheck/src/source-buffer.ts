// A named text buffer plus LLVM SourceMgr-style diagnostic rendering.
//
// FileCheck works on "byte strings": every character is one byte of the original file (see
// bytes.ts), so the line:column numbers computed here are byte offsets exactly as LLVM reports them.

export type DiagnosticKind = 'error' | 'warning' | 'note' | 'remark';

const TAB_STOP = 8;
const NEWLINE = 10;
const NON_ASCII = /[^\x00-\x7f]/;

export class SourceBuffer {
  readonly name: string;
  readonly text: string;
  private lineStarts: number[] | undefined;

  constructor(name: string, text: string) {
    this.name = name;
    this.text = text;
  }

  /** 1-based line number of the byte at `pos` (pos may equal text.length). */
  lineOf(pos: number): number {
    const starts = this.getLineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  lineStart(line: number): number {
    return this.getLineStarts()[line - 1]!;
  }

  /** The text of a line without its terminator (and without a trailing '\r'). */
  lineText(line: number): string {
    const start = this.lineStart(line);
    let end = this.text.indexOf('\n', start);
    if (end < 0) end = this.text.length;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return this.text.slice(start, end);
  }

  /**
   * Render `file:line:col: kind: message`, the source line and a caret line, as llvm::SourceMgr
   * prints them. `rangeEnd` (exclusive) underlines [pos, rangeEnd) with '~' on the caret's line.
   */
  format(pos: number, kind: DiagnosticKind, message: string, rangeEnd?: number): string {
    const line = this.lineOf(pos);
    const start = this.lineStart(line);
    const column = pos - start;
    const contents = this.lineText(line);
    const header = `${this.name}:${line}:${column + 1}: ${kind}: ${message}\n`;
    // Like LLVM, give up on the caret line when byte columns and display columns may differ.
    if (NON_ASCII.test(contents)) return `${header}${expandTabs(contents)}\n`;
    const caret: string[] = new Array<string>(contents.length + 1).fill(' ');
    if (rangeEnd !== undefined) {
      const to = Math.min(rangeEnd - start, contents.length);
      for (let i = column; i < to; i++) caret[i] = '~';
    }
    caret[Math.min(column, contents.length)] = '^';
    const caretLine = caret.join('').trimEnd();
    return `${header}${expandTabs(contents)}\n${expandCaretTabs(caretLine, contents)}\n`;
  }

  private getLineStarts(): number[] {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    const text = this.text;
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === NEWLINE) starts.push(i + 1);
    }
    this.lineStarts = starts;
    return starts;
  }
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c !== '\t') {
      out += c;
      continue;
    }
    do out += ' ';
    while (out.length % TAB_STOP !== 0);
  }
  return out;
}

// The caret line pads under each source tab up to the same tab stop as the expanded source line.
function expandCaretTabs(caretLine: string, source: string): string {
  if (!source.includes('\t')) return caretLine;
  let out = '';
  for (let i = 0; i < caretLine.length; i++) {
    const c = caretLine[i]!;
    if (i >= source.length || source[i] !== '\t') {
      out += c;
      continue;
    }
    do out += c;
    while (out.length % TAB_STOP !== 0);
  }
  return out;
}
