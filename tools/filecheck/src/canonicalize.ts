// LLVM FileCheck canonicalizes both the check file and the input before doing anything else:
// a '\r' before '\n' is dropped and, unless --strict-whitespace, every run of spaces and tabs
// becomes one space. All diagnostics then quote and count columns in the canonical text.

const CRLF = /\r\n/g;
const NEEDS_COLLAPSING = /\t| {2}/;

export function canonicalizeText(text: string, strictWhitespace: boolean): string {
  const out = text.includes('\r') ? text.replace(CRLF, '\n') : text;
  if (strictWhitespace || !NEEDS_COLLAPSING.test(out)) return out;
  return collapseHorizontalSpace(out);
}

/** Replace each run of spaces/tabs other than a lone space by one space, copying unchanged spans whole. */
function collapseHorizontalSpace(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) continue;
    let end = i + 1;
    while (end < n) {
      const d = text.charCodeAt(end);
      if (d !== 32 && d !== 9) break;
      end++;
    }
    if (end - i > 1 || c === 9) {
      parts.push(text.slice(copied, i), ' ');
      copied = end;
    }
    i = end - 1;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}
