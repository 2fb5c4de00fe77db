// FileCheck variable names: `[a-zA-Z_][a-zA-Z0-9_]*`, optionally preceded by `$` (a global
// variable, kept across CHECK-LABEL blocks under --enable-var-scope) or `@` (a pseudo variable,
// of which only @LINE exists).

export interface ParsedVariableName {
  /** Length of the name including any `$`/`@` sigil. */
  readonly length: number;
  readonly pseudo: boolean;
}

function isNameStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57);
}

/** Parse the variable name at the start of `text`; an error message when there is none. */
export function parseVariableName(text: string): ParsedVariableName | string {
  if (text.length === 0) return 'empty variable name';
  const first = text.charCodeAt(0);
  const pseudo = first === 64; /* @ */
  let i = pseudo || first === 36 /* $ */ ? 1 : 0;
  if (i === text.length) return 'empty variable name';
  if (!isNameStart(text.charCodeAt(i))) return 'invalid variable name';
  i++;
  while (i < text.length && isNameChar(text.charCodeAt(i))) i++;
  return { length: i, pseudo };
}
