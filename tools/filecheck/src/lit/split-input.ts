// `--split-input-file`: a test file is a sequence of chunks separated by `// -----` lines. Each
// chunk is run on its own, padded with empty lines so that its line numbers (in diagnostics and
// for @LINE) are those of the whole file. Like mlir-opt, which splits wherever the marker occurs,
// any line containing the marker separates chunks.

export interface InputChunk {
  /** 0-based index of the chunk in the file. */
  readonly index: number;
  /** 1-based line of the chunk's first line in the file. */
  readonly startLine: number;
  /** The chunk's text, preceded by one '\n' per line of the file before it. */
  readonly text: string;
}

const MARKER = '// -----';

export function splitInputChunks(text: string): InputChunk[] {
  const lines = text.split('\n');
  const chunks: InputChunk[] = [];
  let start = 0;
  const flush = (end: number): void => {
    const body = lines.slice(start, end).join('\n');
    const trailing = end < lines.length ? '\n' : '';
    chunks.push({
      index: chunks.length,
      startLine: start + 1,
      text: '\n'.repeat(start) + body + trailing,
    });
  };
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.includes(MARKER)) continue;
    flush(i);
    start = i + 1;
  }
  flush(lines.length);
  return chunks;
}
