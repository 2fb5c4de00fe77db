/**
 * Delta debugging over lines: removes chunks of lines (halves, then quarters, ... then single lines)
 * from `lines[from, to)` while `interesting` still holds for the whole text, and returns the
 * smallest text found. Candidates that do not parse are simply not interesting, so a removal that
 * cuts a region in half is rejected by the predicate, not by this function.
 */
export async function reduceLines(
  text: string,
  interesting: (candidate: string) => Promise<boolean>,
  keep: (line: string) => boolean = () => false,
): Promise<string> {
  let lines = text.split('\n');
  let chunk = Math.max(1, Math.floor(lines.length / 2));
  for (;;) {
    let removed = false;
    for (let start = 0; start < lines.length;) {
      const end = Math.min(lines.length, start + chunk);
      const slice = lines.slice(start, end);
      if (slice.some(keep)) {
        start = end;
        continue;
      }
      const candidate = [...lines.slice(0, start), ...lines.slice(end)];
      if (await interesting(candidate.join('\n'))) {
        lines = candidate;
        removed = true;
      } else {
        start = end;
      }
    }
    if (chunk === 1 && !removed) return lines.join('\n');
    if (!removed) chunk = Math.max(1, Math.floor(chunk / 2));
  }
}
