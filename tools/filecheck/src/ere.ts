// Translation of LLVM's regular expressions (POSIX extended syntax as implemented by llvm/Support's
// regcomp, compiled with REG_NEWLINE) into JavaScript RegExp source.
//
// The translation is exact for syntax: every ERE that LLVM rejects is rejected here with LLVM's
// message, and the differences in meaning between the two dialects are spelled out:
//   - `\c` for any non-digit c is the literal c (so `\s`, `\d`, `\w` are 's', 'd', 'w');
//   - `.` and negated brackets never match '\n'; `^`/`$` also match after/before '\n';
//   - a bracket expression is a byte set, computed here and emitted as explicit ranges;
//   - at most one repetition operator per atom (`a*?` is an error, not a lazy star);
//   - capture groups keep their numbers, so `\1`..`\9` back-references carry over.
// What cannot be translated is POSIX's leftmost-*longest* rule; see Pattern for how alternations
// are extended to the longest match.

export class EreSyntaxError extends Error {}

export interface EreTranslation {
  /** JavaScript RegExp source (no flags needed beyond optional 'i'). */
  readonly source: string;
  /** Number of capture groups, numbered as LLVM numbers them. */
  readonly groups: number;
}

const DUP_MAX = 255;
/** Group nesting bound: the parser recurses per group, and no real pattern comes close. */
const MAX_GROUP_DEPTH = 1000;
const META = '()^$|*+?.[]\\{}';

/** llvm_regerror() texts, by regcomp error code. */
const MSG = {
  EMPTY: 'empty (sub)expression',
  BADRPT: 'repetition-operator operand invalid',
  EPAREN: 'parentheses not balanced',
  EBRACK: 'brackets ([ ]) not balanced',
  EBRACE: 'braces not balanced',
  BADBR: 'invalid repetition count(s)',
  ERANGE: 'invalid character range',
  ECTYPE: 'invalid character class',
  ECOLLATE: 'invalid collating element',
  EESCAPE: 'trailing backslash (\\)',
  ESUBREG: 'invalid backreference number',
} as const;

/** LLVM's Regex::escape: backslash every ERE metacharacter. */
export function escapeEre(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (META.includes(c)) out += '\\';
    out += c;
  }
  return out;
}

/** Translate an ERE, throwing EreSyntaxError with LLVM's regerror() text when it is invalid. */
export function translateEre(ere: string): EreTranslation {
  const parser = new EreParser(ere);
  parser.parseAlternation(-1);
  return { source: parser.out, groups: parser.groups };
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

class EreParser {
  pos = 0;
  out = '';
  groups = 0;
  private depth = 0;
  private readonly closedGroups = new Set<number>();

  constructor(private readonly src: string) {}

  fail(message: string): never {
    throw new EreSyntaxError(message);
  }

  private peekCode(offset = 0): number {
    const i = this.pos + offset;
    return i < this.src.length ? this.src.charCodeAt(i) : -1;
  }

  /** `stop` is the char code that ends this alternation (')' inside a group, -1 at top level). */
  parseAlternation(stop: number): void {
    for (;;) {
      const before = this.out.length;
      while (this.pos < this.src.length) {
        const c = this.peekCode();
        if (c === 124 /* | */ || c === stop) break;
        this.parseQuantifiedAtom();
      }
      if (this.out.length === before) this.fail(MSG.EMPTY);
      if (this.peekCode() !== 124) return;
      this.pos++;
      this.out += '|';
    }
  }

  private parseQuantifiedAtom(): void {
    const c = this.src.charCodeAt(this.pos++);
    let isCaret = false;
    switch (c) {
      case 40 /* ( */: {
        if (this.pos >= this.src.length) this.fail(MSG.EPAREN);
        const group = ++this.groups;
        this.out += '(';
        if (++this.depth > MAX_GROUP_DEPTH) this.fail('parentheses nested too deeply');
        if (this.peekCode() !== 41) this.parseAlternation(41);
        this.depth--;
        if (this.peekCode() !== 41) this.fail(MSG.EPAREN);
        this.pos++;
        this.out += ')';
        this.closedGroups.add(group);
        break;
      }
      case 41 /* ) */:
        this.fail(MSG.EPAREN);
        break;
      case 94 /* ^ */:
        // REG_NEWLINE: beginning of the searched text or just after a newline.
        this.out += '(?:(?<![^\\n]))';
        isCaret = true;
        break;
      case 36 /* $ */:
        this.out += '(?:(?![^\\n]))';
        break;
      case 124 /* | */:
        this.fail(MSG.EMPTY);
        break;
      case 42 /* * */:
      case 43 /* + */:
      case 63 /* ? */:
        this.fail(MSG.BADRPT);
        break;
      case 46 /* . */:
        this.out += '[^\\n]';
        break;
      case 91 /* [ */:
        this.parseBracket();
        break;
      case 92 /* \ */: {
        if (this.pos >= this.src.length) this.fail(MSG.EESCAPE);
        const next = this.src.charCodeAt(this.pos++);
        if (next >= 49 && next <= 57) {
          const group = next - 48;
          if (!this.closedGroups.has(group)) this.fail(MSG.ESUBREG);
          this.out += `(?:\\${group})`;
        } else {
          this.out += jsLiteral(next);
        }
        break;
      }
      case 123 /* { */:
        if (isDigit(this.peekCode())) this.fail(MSG.BADRPT);
        this.out += jsLiteral(c);
        break;
      default:
        this.out += jsLiteral(c);
    }
    if (!this.atRepetition()) return;
    if (isCaret) this.fail(MSG.BADRPT);
    this.parseRepetition();
    if (this.atRepetition()) this.fail(MSG.BADRPT);
  }

  private atRepetition(): boolean {
    const c = this.peekCode();
    return c === 42 || c === 43 || c === 63 || (c === 123 && isDigit(this.peekCode(1)));
  }

  private parseRepetition(): void {
    const c = this.src.charCodeAt(this.pos++);
    if (c !== 123) {
      this.out += String.fromCharCode(c);
      return;
    }
    const min = this.parseCount();
    let bound = `{${min}}`;
    if (this.peekCode() === 44 /* , */) {
      this.pos++;
      if (isDigit(this.peekCode())) {
        const max = this.parseCount();
        if (min > max) this.fail(MSG.BADBR);
        bound = `{${min},${max}}`;
      } else {
        bound = `{${min},}`;
      }
    }
    if (this.peekCode() !== 125 /* } */) {
      while (this.pos < this.src.length && this.peekCode() !== 125) this.pos++;
      this.fail(this.pos >= this.src.length ? MSG.EBRACE : MSG.BADBR);
    }
    this.pos++;
    this.out += bound;
  }

  private parseCount(): number {
    let count = 0;
    let digits = 0;
    while (isDigit(this.peekCode()) && count <= DUP_MAX) {
      count = count * 10 + (this.peekCode() - 48);
      this.pos++;
      digits++;
    }
    if (digits === 0 || count > DUP_MAX) this.fail(MSG.BADBR);
    return count;
  }

  private parseBracket(): void {
    const src = this.src;
    if (src.startsWith('[:<:]]', this.pos)) {
      this.pos += 6;
      this.out += '\\b(?=[A-Za-z0-9_])';
      return;
    }
    if (src.startsWith('[:>:]]', this.pos)) {
      this.pos += 6;
      this.out += '\\b(?<=[A-Za-z0-9_])';
      return;
    }
    const set = new Uint8Array(256);
    let invert = false;
    if (this.peekCode() === 94 /* ^ */) {
      invert = true;
      this.pos++;
    }
    if (this.peekCode() === 93 /* ] */ || this.peekCode() === 45 /* - */) {
      set[this.src.charCodeAt(this.pos++)] = 1;
    }
    while (
      this.pos < src.length &&
      this.peekCode() !== 93 &&
      !(this.peekCode() === 45 && this.peekCode(1) === 93)
    ) {
      this.parseBracketTerm(set);
    }
    if (this.peekCode() === 45) {
      set[45] = 1;
      this.pos++;
    }
    if (this.peekCode() !== 93) this.fail(MSG.EBRACK);
    this.pos++;
    if (invert) {
      for (let i = 0; i < 256; i++) set[i] = set[i] ? 0 : 1;
      set[10] = 0;
    }
    this.out += byteSetToClass(set);
  }

  private parseBracketTerm(set: Uint8Array): void {
    const c = this.peekCode();
    if (c === 45 /* - */) this.fail(MSG.ERANGE);
    const kind = c === 91 /* [ */ ? this.peekCode(1) : -1;
    if (kind === 58 /* : */) {
      this.pos += 2;
      if (this.pos >= this.src.length) this.fail(MSG.EBRACK);
      const nameStart = this.pos;
      while (isAlpha(this.peekCode())) this.pos++;
      const name = this.src.slice(nameStart, this.pos);
      const members = Object.hasOwn(CHARACTER_CLASSES, name)
        ? CHARACTER_CLASSES[name as keyof typeof CHARACTER_CLASSES]
        : undefined;
      if (members === undefined) this.fail(MSG.ECTYPE);
      if (this.pos >= this.src.length) this.fail(MSG.EBRACK);
      if (this.peekCode() !== 58 || this.peekCode(1) !== 93) this.fail(MSG.ECTYPE);
      this.pos += 2;
      for (let i = 0; i < 128; i++) if (members(i)) set[i] = 1;
      return;
    }
    if (kind === 61 /* = */) {
      this.pos += 2;
      set[this.parseCollatingElement(61)] = 1;
      return;
    }
    const start = this.parseBracketSymbol();
    let finish = start;
    if (this.peekCode() === 45 && this.pos + 1 < this.src.length && this.peekCode(1) !== 93) {
      this.pos++;
      if (this.peekCode() === 45) {
        this.pos++;
        finish = 45;
      } else {
        finish = this.parseBracketSymbol();
      }
    }
    if (start > finish) this.fail(MSG.ERANGE);
    for (let i = start; i <= finish; i++) set[i] = 1;
  }

  private parseBracketSymbol(): number {
    if (this.pos >= this.src.length) this.fail(MSG.EBRACK);
    if (this.peekCode() === 91 && this.peekCode(1) === 46 /* . */) {
      this.pos += 2;
      return this.parseCollatingElement(46);
    }
    return this.src.charCodeAt(this.pos++) & 0xff;
  }

  /** `[.x.]` / `[=x=]` with a single character x; LLVM's named elements are not supported. */
  private parseCollatingElement(delimiter: number): number {
    if (this.pos >= this.src.length) this.fail(MSG.EBRACK);
    const code = this.src.charCodeAt(this.pos);
    if (this.peekCode(1) !== delimiter || this.peekCode(2) !== 93) this.fail(MSG.ECOLLATE);
    this.pos += 3;
    return code & 0xff;
  }
}

const inRange = (c: number, lo: number, hi: number): boolean => c >= lo && c <= hi;
const isUpper = (c: number): boolean => inRange(c, 65, 90);
const isLower = (c: number): boolean => inRange(c, 97, 122);
const isAlpha = (c: number): boolean => isUpper(c) || isLower(c);
const isAlnum = (c: number): boolean => isAlpha(c) || isDigit(c);
const isPrint = (c: number): boolean => inRange(c, 32, 126);

/** The C locale's ctype classes over 7-bit characters. */
const CHARACTER_CLASSES = {
  alnum: isAlnum,
  alpha: isAlpha,
  blank: (c: number) => c === 32 || c === 9,
  cntrl: (c: number) => c < 32 || c === 127,
  digit: isDigit,
  graph: (c: number) => inRange(c, 33, 126),
  lower: isLower,
  print: isPrint,
  punct: (c: number) => inRange(c, 33, 126) && !isAlnum(c),
  space: (c: number) => c === 32 || inRange(c, 9, 13),
  upper: isUpper,
  xdigit: (c: number) => isDigit(c) || inRange(c, 65, 70) || inRange(c, 97, 102),
};

function hexEscape(code: number): string {
  return `\\x${code.toString(16).padStart(2, '0')}`;
}

function jsLiteral(code: number): string {
  if (isAlnum(code) || code === 95) return String.fromCharCode(code);
  if (isPrint(code) && code !== 32) return `\\${String.fromCharCode(code)}`;
  return hexEscape(code);
}

function byteSetToClass(set: Uint8Array): string {
  let out = '[';
  for (let i = 0; i < 256; i++) {
    if (!set[i]) continue;
    let j = i;
    while (j + 1 < 256 && set[j + 1]) j++;
    out += hexEscape(i);
    if (j > i) out += `-${hexEscape(j)}`;
    i = j;
  }
  return out + ']';
}
