// Finding directives (`PREFIX:`, `PREFIX-NEXT:`, `PREFIX-COUNT-3{LITERAL}:`, `COM:`...) in a check
// file, with LLVM's rules: the earliest prefix occurrence wins (the longest prefix at a tie), a prefix
// glued to the end of a longer word is not a directive, and a few malformed spellings are errors.

export enum CheckKind {
  Plain,
  Next,
  Same,
  Not,
  Dag,
  Label,
  Empty,
  /** The implicit check at the end of the input that carries trailing NOT/DAG directives. */
  Eof,
  Comment,
  /** `PREFIX_NEXT:` and the like. */
  Misspelled,
  BadNot,
  BadCount,
}

export interface Directive {
  readonly kind: CheckKind;
  readonly prefix: string;
  /** Offset of the prefix in the check text. */
  readonly prefixPos: number;
  /** Offset just after the directive's ':' (or where parsing of a bad directive stopped). */
  readonly restPos: number;
  readonly count: number;
  /** The `{LITERAL}` modifier. */
  readonly literal: boolean;
}

const KIND_SUFFIXES: readonly [string, CheckKind][] = [
  ['NEXT', CheckKind.Next],
  ['SAME', CheckKind.Same],
  ['NOT', CheckKind.Not],
  ['DAG', CheckKind.Dag],
  ['LABEL', CheckKind.Label],
  ['EMPTY', CheckKind.Empty],
];

const BAD_NOT_COMBOS = [
  'DAG-NOT:',
  'NOT-DAG:',
  'NEXT-NOT:',
  'NOT-NEXT:',
  'SAME-NOT:',
  'NOT-SAME:',
  'EMPTY-NOT:',
  'NOT-EMPTY:',
];

const INT32_MAX = 2147483647;

function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 45 ||
    code === 95
  );
}

/** Iterates over the directives of one check text. */
export class DirectiveScanner {
  private readonly prefixes: readonly string[];
  private readonly commentPrefixes: ReadonlySet<string>;
  /** Next known occurrence of each prefix at or after the scan position (-1: none left). */
  private readonly nextHit: number[];
  private pos = 0;

  constructor(
    private readonly text: string,
    checkPrefixes: readonly string[],
    commentPrefixes: readonly string[],
  ) {
    this.prefixes = [...checkPrefixes, ...commentPrefixes];
    this.commentPrefixes = new Set(commentPrefixes);
    this.nextHit = this.prefixes.map((p) => text.indexOf(p));
  }

  /** Continue scanning at `pos` (the end of the previous directive's line). */
  seek(pos: number): void {
    this.pos = pos;
  }

  next(): Directive | undefined {
    for (;;) {
      const hit = this.earliestPrefix();
      if (hit === undefined) return undefined;
      const [prefix, at] = hit;
      const glued = at > this.pos && isWordChar(this.text.charCodeAt(at - 1));
      if (!glued) {
        const directive = this.classify(prefix, at);
        if (directive) {
          this.pos = directive.restPos;
          return directive;
        }
      }
      this.pos = at + 1;
    }
  }

  private earliestPrefix(): [string, number] | undefined {
    let best = -1;
    let bestAt = -1;
    for (let i = 0; i < this.prefixes.length; i++) {
      let at = this.nextHit[i]!;
      if (at >= 0 && at < this.pos) {
        at = this.text.indexOf(this.prefixes[i]!, this.pos);
        this.nextHit[i] = at;
      }
      if (at < 0) continue;
      if (
        best < 0 ||
        at < bestAt ||
        (at === bestAt && this.prefixes[i]!.length > this.prefixes[best]!.length)
      ) {
        best = i;
        bestAt = at;
      }
    }
    return best < 0 ? undefined : [this.prefixes[best]!, bestAt];
  }

  private classify(prefix: string, prefixPos: number): Directive | undefined {
    const text = this.text;
    let p = prefixPos + prefix.length;
    if (p >= text.length) return undefined;
    const make = (kind: CheckKind, restPos: number, count = 1, literal = false): Directive => ({
      kind,
      prefix,
      prefixPos,
      restPos,
      count,
      literal,
    });
    if (this.commentPrefixes.has(prefix)) {
      return text.charCodeAt(p) === 58 /* : */ ? make(CheckKind.Comment, p + 1) : undefined;
    }
    const c = text.charCodeAt(p);
    if (c === 58 || c === 123 /* { */) return this.modifiers(make, CheckKind.Plain, p, 1, false);
    let misspelled = false;
    if (c === 95 /* _ */) misspelled = true;
    else if (c !== 45 /* - */) return undefined;
    p++;
    const result = this.suffix(make, p);
    if (result && misspelled) return make(CheckKind.Misspelled, result.restPos);
    return result;
  }

  private suffix(
    make: (kind: CheckKind, restPos: number, count?: number, literal?: boolean) => Directive,
    p: number,
  ): Directive | undefined {
    const text = this.text;
    if (text.startsWith('COUNT-', p)) {
      p += 6;
      const digitsStart = p;
      while (p < text.length && text.charCodeAt(p) >= 48 && text.charCodeAt(p) <= 57) p++;
      const count = Number(text.slice(digitsStart, p));
      const after = text.charCodeAt(p);
      if (p === digitsStart || count <= 0 || count > INT32_MAX || (after !== 58 && after !== 123)) {
        return make(CheckKind.BadCount, p);
      }
      return this.modifiers(make, CheckKind.Plain, p, count, false);
    }
    for (const combo of BAD_NOT_COMBOS) {
      if (text.startsWith(combo, p)) return make(CheckKind.BadNot, p);
    }
    for (const [suffix, kind] of KIND_SUFFIXES) {
      if (text.startsWith(suffix, p))
        return this.modifiers(make, kind, p + suffix.length, 1, false);
    }
    return undefined;
  }

  /** After the directive name: ':' or `{LITERAL, ...}:`. */
  private modifiers(
    make: (kind: CheckKind, restPos: number, count?: number, literal?: boolean) => Directive,
    kind: CheckKind,
    p: number,
    count: number,
    literal: boolean,
  ): Directive | undefined {
    const text = this.text;
    if (text.charCodeAt(p) === 58) return make(kind, p + 1, count, literal);
    if (text.charCodeAt(p) !== 123) return undefined;
    p++;
    for (;;) {
      while (isSpace(text.charCodeAt(p))) p++;
      if (!text.startsWith('LITERAL', p)) return undefined;
      p += 7;
      literal = true;
      while (isSpace(text.charCodeAt(p))) p++;
      if (text.charCodeAt(p) !== 44 /* , */) break;
      p++;
    }
    if (!text.startsWith('}:', p)) return undefined;
    return make(kind, p + 2, count, literal);
  }
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

const KIND_NAMES = new Map(KIND_SUFFIXES.map(([suffix, kind]) => [kind, `-${suffix}`]));

/** The name LLVM uses for a directive in messages, e.g. `CHECK-NEXT` or `CHECK-DAG{LITERAL}`. */
export function describeCheck(
  kind: CheckKind,
  prefix: string,
  count: number,
  literal: boolean,
): string {
  if (kind === CheckKind.Eof) return 'implicit EOF';
  const suffix =
    kind === CheckKind.Plain ? (count > 1 ? '-COUNT' : '') : (KIND_NAMES.get(kind) ?? '');
  return prefix + suffix + (literal ? '{LITERAL}' : '');
}
