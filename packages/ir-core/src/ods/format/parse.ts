import type {
  AllOfKindElement,
  AssemblyFormat,
  CustomArgument,
  FormatElement,
  OIListDirective,
  OptionalGroup,
  TypeArgument,
  TypeDirective,
  VariableElement,
} from './ast.js';

/** A malformed format string: a bug in an op definition, reported when the op is defined. */
export class AssemblyFormatError extends Error {
  constructor(
    readonly source: string,
    readonly offset: number,
    readonly reason: string,
  ) {
    super(
      `invalid assembly format at offset ${offset}: ${reason}\n  ${source}\n  ${' '.repeat(offset)}^`,
    );
    this.name = 'AssemblyFormatError';
  }
}

type TokenKind = 'keyword' | 'variable' | 'literal' | 'punct' | 'eof';

interface Token {
  readonly kind: TokenKind;
  /** Keyword or directive name, variable name without `$`, literal text, or the punctuation. */
  readonly text: string;
  readonly offset: number;
}

/** Punctuation that MLIR accepts as a literal, besides keywords, spacing and `\n`. */
const LITERAL_PUNCTUATION = new Set([
  ':',
  ',',
  '=',
  '<',
  '>',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '->',
  '?',
  '+',
  '*',
  '...',
  '|',
]);

function isIdentifierStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isIdentifierChar(c: number): boolean {
  return isIdentifierStart(c) || (c >= 48 && c <= 57) || c === 36 || c === 46 || c === 45;
}

/** Whether `text` may appear between backticks in a format. */
function isValidLiteral(text: string): boolean {
  if (text === '' || text === ' ' || text === '\\n') return true;
  if (LITERAL_PUNCTUATION.has(text)) return true;
  if (!isIdentifierStart(text.charCodeAt(0))) return false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isIdentifierStart(c) && !(c >= 48 && c <= 57) && c !== 36 && c !== 46) return false;
  }
  return true;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++;
      continue;
    }
    const start = i;
    if (c === 96 /* ` */) {
      const end = source.indexOf('`', i + 1);
      if (end < 0) throw new AssemblyFormatError(source, start, 'unterminated literal');
      const text = source.slice(i + 1, end);
      if (!isValidLiteral(text)) {
        throw new AssemblyFormatError(source, start, `expected valid literal but got '${text}'`);
      }
      tokens.push({ kind: 'literal', text: text === '\\n' ? '\n' : text, offset: start });
      i = end + 1;
      continue;
    }
    if (c === 36 /* $ */) {
      i++;
      while (
        i < source.length &&
        isIdentifierChar(source.charCodeAt(i)) &&
        source.charCodeAt(i) !== 45
      )
        i++;
      if (i === start + 1)
        throw new AssemblyFormatError(source, start, "expected variable name after '$'");
      tokens.push({ kind: 'variable', text: source.slice(start + 1, i), offset: start });
      continue;
    }
    if (isIdentifierStart(c)) {
      // Directive names contain dashes (`attr-dict-with-keyword`, `functional-type`).
      while (i < source.length && isIdentifierChar(source.charCodeAt(i))) i++;
      tokens.push({ kind: 'keyword', text: source.slice(start, i), offset: start });
      continue;
    }
    if ('()<>,:?^|'.includes(source[i]!)) {
      tokens.push({ kind: 'punct', text: source[i]!, offset: start });
      i++;
      continue;
    }
    throw new AssemblyFormatError(source, start, `unexpected character '${source[i]}'`);
  }
  tokens.push({ kind: 'eof', text: '', offset: source.length });
  return tokens;
}

/** Where an element is being parsed; each context allows a different set of elements. */
type ParseContext = 'top' | 'optional' | 'else' | 'custom' | 'type' | 'oilist';

/**
 * Recursive descent over the token list. Nesting is shallow by construction (optional groups
 * cannot nest and directives take flat argument lists), so recursion depth is bounded.
 */
class FormatParser {
  private readonly tokens: Token[];
  private pos = 0;
  /** Set while parsing the `then` elements of an optional group. */
  private anchor: { element: VariableElement; offset: number } | undefined;

  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  parse(): AssemblyFormat {
    const elements: FormatElement[] = [];
    while (this.peek().kind !== 'eof') elements.push(this.parseElement('top'));
    return { source: this.source, elements };
  }

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private next(): Token {
    return this.tokens[this.pos++]!;
  }

  private fail(token: Token, reason: string): never {
    throw new AssemblyFormatError(this.source, token.offset, reason);
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token.kind === 'punct' && token.text === text;
  }

  private expectPunct(text: string, what: string): void {
    const token = this.next();
    if (token.kind !== 'punct' || token.text !== text)
      this.fail(token, `expected '${text}' ${what}`);
  }

  private parseElement(context: ParseContext): FormatElement {
    const token = this.peek();
    let element: FormatElement;
    if (token.kind === 'literal') {
      this.next();
      element = { kind: 'literal', spelling: token.text };
    } else if (token.kind === 'variable') {
      this.next();
      element = { kind: 'variable', name: token.text, role: undefined };
    } else if (token.kind === 'keyword') {
      element = this.parseDirective(context);
    } else if (token.kind === 'punct' && token.text === '(') {
      if (context !== 'top')
        this.fail(token, 'optional groups can only be used as top-level elements');
      return this.parseOptionalGroup();
    } else {
      this.fail(
        token,
        token.kind === 'eof' ? 'unexpected end of format' : `unexpected '${token.text}'`,
      );
    }
    if (this.isPunct('^')) this.markAnchor(element, context);
    return element;
  }

  private markAnchor(element: FormatElement, context: ParseContext): void {
    const caret = this.next();
    if (context !== 'optional') this.fail(caret, "'^' is only valid within an optional group");
    if (this.anchor)
      this.fail(caret, 'only one element can be marked as the anchor of an optional group');
    const variable = anchorVariable(element);
    if (!variable) {
      this.fail(caret, 'only variables and types can be used to anchor an optional group');
    }
    this.anchor = { element: variable, offset: caret.offset };
  }

  private parseDirective(context: ParseContext): FormatElement {
    const token = this.next();
    switch (token.text) {
      case 'attr-dict':
      case 'attr-dict-with-keyword':
        if (context === 'type') this.fail(token, `'${token.text}' is not valid here`);
        return { kind: 'attr-dict', withKeyword: token.text === 'attr-dict-with-keyword' };
      case 'prop-dict':
        if (context === 'type') this.fail(token, "'prop-dict' is not valid here");
        return { kind: 'prop-dict' };
      case 'operands':
      case 'results':
      case 'regions':
      case 'successors':
        return { kind: token.text };
      case 'type':
        return this.parseTypeDirective();
      case 'functional-type': {
        if (context === 'type') this.fail(token, "'functional-type' is not valid here");
        this.expectPunct('(', "before argument list of 'functional-type'");
        const inputs = this.parseTypeArgument();
        this.expectPunct(',', "after inputs of 'functional-type'");
        const results = this.parseTypeArgument();
        this.expectPunct(')', "after argument list of 'functional-type'");
        return { kind: 'functional-type', inputs, results };
      }
      case 'qualified': {
        this.expectPunct('(', "before argument of 'qualified'");
        const at = this.peek();
        const inner = this.parseElement('type');
        if (inner.kind !== 'variable' && inner.kind !== 'type') {
          this.fail(at, "'qualified' expects a variable or a 'type' directive");
        }
        this.expectPunct(')', "after argument of 'qualified'");
        return { kind: 'qualified', inner };
      }
      case 'custom':
        if (context === 'custom' || context === 'type')
          this.fail(token, "'custom' is not valid here");
        return this.parseCustomDirective();
      case 'ref':
        this.fail(token, "'ref' is only valid within a 'custom' directive");
        break;
      case 'oilist':
        if (context !== 'top') this.fail(token, "'oilist' is only valid as a top-level element");
        return this.parseOIList();
      default:
        this.fail(token, `unknown directive '${token.text}'`);
    }
  }

  private parseTypeDirective(): TypeDirective {
    this.expectPunct('(', "before argument of 'type'");
    const argument = this.parseTypeArgument();
    this.expectPunct(')', "after argument of 'type'");
    return { kind: 'type', argument };
  }

  private parseTypeArgument(): TypeArgument {
    const token = this.next();
    if (token.kind === 'variable') return { kind: 'variable', name: token.text, role: undefined };
    if (token.kind === 'keyword' && (token.text === 'operands' || token.text === 'results')) {
      return { kind: token.text } satisfies AllOfKindElement;
    }
    this.fail(token, "expected a variable, 'operands' or 'results' as a type argument");
  }

  private parseCustomDirective(): FormatElement {
    this.expectPunct('<', "before the name of a 'custom' directive");
    const name = this.next();
    if (name.kind !== 'keyword' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name.text)) {
      this.fail(name, "expected a C++-style identifier as the name of a 'custom' directive");
    }
    this.expectPunct('>', "after the name of a 'custom' directive");
    this.expectPunct('(', "before argument list of 'custom'");
    const args: CustomArgument[] = [];
    while (!this.isPunct(')')) {
      args.push(this.parseCustomArgument());
      if (!this.isPunct(')')) this.expectPunct(',', "between arguments of 'custom'");
    }
    this.next();
    return { kind: 'custom', name: name.text, arguments: args };
  }

  private parseCustomArgument(): CustomArgument {
    const token = this.peek();
    if (token.kind === 'keyword' && token.text === 'ref') {
      this.next();
      this.expectPunct('(', "before argument of 'ref'");
      const inner = this.parseCustomArgument();
      this.expectPunct(')', "after argument of 'ref'");
      return { kind: 'ref', inner };
    }
    const element = this.parseElement('custom');
    switch (element.kind) {
      case 'variable':
      case 'type':
      case 'qualified':
      case 'attr-dict':
      case 'prop-dict':
      case 'literal':
        return element;
      default:
        this.fail(token, `'${element.kind}' is not a valid argument of a 'custom' directive`);
    }
  }

  private parseOptionalGroup(): OptionalGroup {
    const open = this.next();
    const outer = this.anchor;
    this.anchor = undefined;
    const thenElements: FormatElement[] = [];
    let anchorIndex = -1;
    while (!this.isPunct(')')) {
      if (this.peek().kind === 'eof')
        this.fail(this.peek(), "expected ')' to close optional group");
      const hadAnchor = this.anchor !== undefined;
      thenElements.push(this.parseElement('optional'));
      if (!hadAnchor && this.anchor) anchorIndex = thenElements.length - 1;
    }
    this.next();
    const anchor = this.anchor as { element: VariableElement } | undefined;
    this.anchor = outer;
    const elseElements: FormatElement[] = [];
    if (this.isPunct(':')) {
      this.next();
      this.expectPunct('(', 'to start the else branch of an optional group');
      while (!this.isPunct(')')) {
        if (this.peek().kind === 'eof')
          this.fail(this.peek(), "expected ')' to close optional group");
        elseElements.push(this.parseElement('else'));
      }
      this.next();
    }
    this.expectPunct('?', 'after optional group');
    if (thenElements.length === 0) this.fail(open, 'optional group has no elements');
    if (!anchor) this.fail(open, 'optional group has no anchor element');
    const first = thenElements.find((e) => !isSpacing(e));
    if (
      !first ||
      (first.kind !== 'literal' && first.kind !== 'variable' && first.kind !== 'custom')
    ) {
      this.fail(
        open,
        'first parsable element of an optional group must be a literal, variable, or custom directive',
      );
    }
    return { kind: 'optional', thenElements, elseElements, anchorIndex, anchor: anchor.element };
  }

  private parseOIList(): OIListDirective {
    this.expectPunct('(', "before clauses of 'oilist'");
    const clauses: { keyword: string; elements: FormatElement[] }[] = [];
    for (;;) {
      const keyword = this.next();
      if (keyword.kind !== 'literal' || !isIdentifierStart(keyword.text.charCodeAt(0))) {
        this.fail(keyword, "expected a keyword literal to start an 'oilist' clause");
      }
      const elements: FormatElement[] = [];
      while (!this.isPunct('|') && !this.isPunct(')')) {
        if (this.peek().kind === 'eof') this.fail(this.peek(), "expected ')' to close 'oilist'");
        elements.push(this.parseElement('oilist'));
      }
      clauses.push({ keyword: keyword.text, elements });
      if (this.next().text === ')') break;
    }
    return { kind: 'oilist', clauses };
  }
}

/** A literal that only controls spacing and so is never parsed. */
function isSpacing(element: FormatElement): boolean {
  return (
    element.kind === 'literal' &&
    (element.spelling === '' || element.spelling === ' ' || element.spelling === '\n')
  );
}

/** The variable that an anchored element stands for (`$x`, `type($x)`, `custom<F>($x, ...)`). */
function anchorVariable(element: FormatElement): VariableElement | undefined {
  switch (element.kind) {
    case 'variable':
      return element;
    case 'type':
      return element.argument.kind === 'variable' ? element.argument : undefined;
    case 'qualified':
      return anchorVariable(element.inner);
    case 'custom':
      for (const arg of element.arguments) {
        if (arg.kind === 'variable') return arg;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** Parses an ODS assembly format string. Throws {@link AssemblyFormatError} when it is malformed. */
export function parseAssemblyFormat(source: string): AssemblyFormat {
  return new FormatParser(source).parse();
}
