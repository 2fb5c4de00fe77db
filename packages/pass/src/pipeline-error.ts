/**
 * A user error in pipeline or pass-option text, located by a character offset into that text.
 * Rendered like a compiler diagnostic: one line of message, then the text with a caret under the
 * offending character, which is how MLIR reports pipeline errors.
 */
export class PipelineError {
  constructor(
    readonly message: string,
    /** Offset into {@link text} of the character the message is about. */
    readonly offset: number,
    /** The text that was being parsed (a whole pipeline, or the options of one flag). */
    readonly text: string,
    /** Set when the error is about the pass name rather than a place in {@link text}. */
    readonly aboutName = false,
  ) {}

  /** The same error for text embedded at `base` within `outer`. */
  rebase(outer: string, base: number): PipelineError {
    return new PipelineError(this.message, this.offset + base, outer, this.aboutName);
  }

  /**
   * `source:1:col: error: message`, the source line and a caret. Pipeline text is one line in
   * practice; if it has newlines the line holding the offset is shown and counted.
   */
  format(source: string): string {
    const offset = Math.min(Math.max(this.offset, 0), this.text.length);
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1;
    let lineEnd = this.text.indexOf('\n', offset);
    if (lineEnd < 0) lineEnd = this.text.length;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (this.text.charCodeAt(i) === 10) line++;
    const column = offset - lineStart + 1;
    const caret = ' '.repeat(column - 1) + '^';
    return `${source}:${line}:${column}: error: ${this.message}\n${this.text.slice(lineStart, lineEnd)}\n${caret}\n`;
  }
}
