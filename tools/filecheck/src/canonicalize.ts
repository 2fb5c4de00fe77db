// LLVM FileCheck canonicalizes both the check file and the input before doing anything else:
// a '\r' before '\n' is dropped and, unless --strict-whitespace, every run of spaces and tabs
// becomes one space. All diagnostics then quote and count columns in the canonical text.

const CRLF = /\r\n/g;
const HORIZONTAL_SPACE_RUN = /[ \t]+/g;

export function canonicalizeText(text: string, strictWhitespace: boolean): string {
  let out = text.includes('\r') ? text.replace(CRLF, '\n') : text;
  if (!strictWhitespace) out = out.replace(HORIZONTAL_SPACE_RUN, ' ');
  return out;
}
