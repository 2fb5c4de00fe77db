/**
 * The lexical layer of pass options, as MLIR spells them: `key=value` pairs separated by spaces,
 * values that may be quoted ('...' or "...") or braced ({...}, nesting), and comma-separated lists
 * whose elements may themselves be quoted or braced. Nothing here knows option types.
 */

const SPACE = 32;
const QUOTE = 34;
const APOSTROPHE = 39;
const COMMA = 44;
const LBRACE = 123;
const RBRACE = 125;
const LPAREN = 40;
const RPAREN = 41;
const LBRACKET = 91;
const RBRACKET = 93;

/** One `key[=value]` of an option string, with offsets into that string for error carets. */
export interface OptionArgument {
  key: string;
  keyOffset: number;
  /** `undefined` when the key had no `=` (a bare flag such as `test-convergence`). */
  value: string | undefined;
  valueOffset: number;
}

function isSpace(code: number): boolean {
  return code === SPACE || (code >= 9 && code <= 13);
}

/** Trims `text[start, end)` and strips one level of quotes or enclosing braces. */
function cleanArgument(
  text: string,
  start: number,
  end: number,
): { value: string; offset: number } {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end - start >= 2) {
    const first = text.charCodeAt(start);
    const last = text.charCodeAt(end - 1);
    if ((first === QUOTE || first === APOSTROPHE) && first === last) {
      return cleanArgument(text, start + 1, end - 1);
    }
    // `{a},{b}` keeps its braces: only a brace that closes at the very end encloses the whole.
    if (first === LBRACE && findChar(text, start + 1, RBRACE, end) === end - 1) {
      return cleanArgument(text, start + 1, end - 1);
    }
  }
  return { value: text.slice(start, end), offset: start };
}

/**
 * Index of the next `target` at or after `from` (before `end`) that is not inside a bracketed
 * range or a quoted literal, or -1.
 */
function findChar(text: string, from: number, target: number, end: number): number {
  for (let i = from; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === target) return i;
    let skipTo = i;
    if (code === LBRACE) skipTo = findChar(text, i + 1, RBRACE, end);
    else if (code === LPAREN) skipTo = findChar(text, i + 1, RPAREN, end);
    else if (code === LBRACKET) skipTo = findChar(text, i + 1, RBRACKET, end);
    else if (code === QUOTE || code === APOSTROPHE) {
      skipTo = text.indexOf(String.fromCharCode(code), i + 1);
      if (skipTo >= end) skipTo = -1;
    }
    if (skipTo < 0) return -1;
    i = skipTo;
  }
  return -1;
}

/** Index just past a value that starts at `start`: the next unquoted, unbraced space or the end. */
function endOfValue(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) return i;
    if (code === QUOTE || code === APOSTROPHE) {
      const close = text.indexOf(String.fromCharCode(code), i + 1);
      i = close < 0 ? i + 1 : close + 1;
      continue;
    }
    if (code === LBRACE) {
      let depth = 1;
      i++;
      while (i < text.length && depth > 0) {
        const inner = text.charCodeAt(i);
        if (inner === QUOTE || inner === APOSTROPHE) {
          const close = text.indexOf(String.fromCharCode(inner), i + 1);
          i = close < 0 ? i + 1 : close + 1;
          continue;
        }
        if (inner === LBRACE) depth++;
        else if (inner === RBRACE) depth--;
        i++;
      }
      continue;
    }
    i++;
  }
  return i;
}

/** Splits an option string (`max-iterations=3 top-down=false`) into its arguments, in order. */
export function splitOptionArguments(text: string): OptionArgument[] {
  const result: OptionArgument[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    const keyStart = i;
    while (i < text.length && !isSpace(text.charCodeAt(i)) && text.charCodeAt(i) !== 61) i++;
    const key = cleanArgument(text, keyStart, i);
    if (i >= text.length || text.charCodeAt(i) !== 61) {
      result.push({ key: key.value, keyOffset: key.offset, value: undefined, valueOffset: i });
      continue;
    }
    const valueStart = i + 1;
    i = endOfValue(text, valueStart);
    const value = cleanArgument(text, valueStart, i);
    result.push({
      key: key.value,
      keyOffset: key.offset,
      value: value.value,
      valueOffset: value.offset,
    });
  }
  return result;
}

/** One element of a comma-separated list value, with its offset in the list text. */
export interface ListElement {
  text: string;
  offset: number;
}

/** Splits `a,{b,c},"d e"` at top-level commas; an empty string is an empty list. */
export function splitListElements(text: string): ListElement[] {
  if (text.length === 0) return [];
  const elements: ListElement[] = [];
  let start = 0;
  for (;;) {
    const comma = findChar(text, start, COMMA, text.length);
    const end = comma < 0 ? text.length : comma;
    const element = cleanArgument(text, start, end);
    elements.push({ text: element.value, offset: element.offset });
    if (comma < 0) return elements;
    start = comma + 1;
  }
}

/**
 * How MLIR prints a string option value so that it parses back: wrapped in braces when it has a
 * space before any brace or quote (which would otherwise end or open a nested value).
 */
export function quoteOptionString(value: string): string {
  const space = value.indexOf(' ');
  if (space < 0) return value;
  let escape = value.length;
  for (const special of ['{', "'", '"']) {
    const at = value.indexOf(special);
    if (at >= 0 && at < escape) escape = at;
  }
  return space < escape ? `{${value}}` : value;
}
