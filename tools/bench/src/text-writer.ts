/**
 * Builds a large text line by line: pieces go into one array and are joined once at the end, so a
 * 150k-line workload costs no quadratic string concatenation. Counts lines as it goes, which is how
 * generators know when they have reached their target size.
 */
export class TextWriter {
  private readonly chunks: string[] = [];
  private readonly indents: string[] = [''];
  private depth = 0;
  lineCount = 0;

  line(text: string): void {
    this.chunks.push(this.indents[this.depth]!, text, '\n');
    this.lineCount++;
  }

  /** A line one level out from the current indentation, as MLIR prints block labels. */
  outdentedLine(text: string): void {
    this.depth--;
    this.line(text);
    this.depth++;
  }

  indent(): void {
    this.depth++;
    if (this.indents.length <= this.depth) this.indents.push('  '.repeat(this.depth));
  }

  dedent(): void {
    if (this.depth === 0) throw new Error('TextWriter.dedent below column 0');
    this.depth--;
  }

  toString(): string {
    return this.chunks.join('');
  }
}
