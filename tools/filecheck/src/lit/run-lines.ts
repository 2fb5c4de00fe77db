// Extracting lit `RUN:` commands from a test file. A command may continue over several RUN lines
// when a line ends with a backslash, as in
//   // RUN: strata-opt %s --canonicalize \
//   // RUN:   | FileCheck %s

export interface RunLine {
  /** 1-based line of the first RUN: line of the command. */
  readonly line: number;
  readonly command: string;
}

const RUN_KEYWORD = /\bRUN:/;

export function parseRunLines(text: string): RunLine[] {
  const commands: RunLine[] = [];
  let pending: { line: number; parts: string[] } | undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = RUN_KEYWORD.exec(lines[i]!);
    if (!match) continue;
    let body = lines[i]!.slice(match.index + match[0].length).trim();
    const continues = body.endsWith('\\');
    if (continues) body = body.slice(0, -1).trimEnd();
    if (!pending) pending = { line: i + 1, parts: [] };
    if (body.length > 0) pending.parts.push(body);
    if (!continues) {
      commands.push({ line: pending.line, command: pending.parts.join(' ') });
      pending = undefined;
    }
  }
  if (pending) commands.push({ line: pending.line, command: pending.parts.join(' ') });
  return commands;
}
