// Numeric substitution blocks: `[[#VAR:]]`, `[[#%x,VAR:]]`, `[[#VAR+1]]`, `[[#@LINE-2]]`,
// `[[#max(A,B)]]`, the legacy `[[@LINE+1]]`, and `-D#VAR=expr`. Values are bigints; a value is
// printed and matched in a format (%u, %d, %x, %X, with optional `#` alternate form and `.N`
// precision) taken from the block or, implicitly, from the variables it uses.

import { parseVariableName } from './variable-name.js';

export type FormatKind = 'u' | 'd' | 'x' | 'X';

export class NumericFormat {
  constructor(
    readonly kind: FormatKind,
    readonly precision = 0,
    readonly alternate = false,
  ) {}

  static readonly unsigned = new NumericFormat('u');

  equals(other: NumericFormat): boolean {
    return (
      this.kind === other.kind &&
      this.precision === other.precision &&
      this.alternate === other.alternate
    );
  }

  /** The ERE matching any value in this format (LLVM's getWildcardRegex). */
  wildcardEre(): string {
    const prefix = this.alternate ? '0x' : '';
    const digits = this.kind === 'x' ? '0-9a-f' : this.kind === 'X' ? '0-9A-F' : '0-9';
    const sign = this.kind === 'd' ? '-?' : '';
    if (this.precision > 0) {
      const lead = this.kind === 'x' ? '1-9a-f' : this.kind === 'X' ? '1-9A-F' : '1-9';
      return `${prefix}${sign}([${lead}][${digits}]*)?[${digits}]{${this.precision}}`;
    }
    return `${prefix}${sign}[${digits}]+`;
  }

  /** The text of `value` in this format, or undefined when it cannot be represented. */
  print(value: bigint): string | undefined {
    if (value < 0n && this.kind !== 'd') return undefined;
    const negative = value < 0n;
    const magnitude = negative ? -value : value;
    let digits = magnitude.toString(this.kind === 'x' || this.kind === 'X' ? 16 : 10);
    if (this.kind === 'X') digits = digits.toUpperCase();
    digits = digits.padStart(this.precision, '0');
    return (negative ? '-' : '') + (this.alternate ? '0x' : '') + digits;
  }

  /** Parse matched text back into a value. */
  parse(text: string): bigint {
    let t = text;
    const negative = t.startsWith('-');
    if (negative) t = t.slice(1);
    if (this.alternate && t.startsWith('0x')) t = t.slice(2);
    const hex = this.kind === 'x' || this.kind === 'X';
    const magnitude = BigInt(hex ? `0x${t}` : t);
    return negative ? -magnitude : magnitude;
  }
}

export interface NumericVariable {
  readonly name: string;
  value: bigint | undefined;
  readonly format: NumericFormat;
  /** Check-file line of the directive defining it; undefined for -D# variables. */
  readonly defLine: number | undefined;
}

/** A parse error at `offset` within the text given to the parser. */
export class NumericParseError {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

/** Every node knows its span [start, end) in the block text, for messages. */
interface Span {
  readonly start: number;
  readonly end: number;
}

export type Expr = Span &
  (
    | { readonly kind: 'literal'; readonly value: bigint }
    | { readonly kind: 'variable'; readonly variable: NumericVariable; readonly offset: number }
    | { readonly kind: 'line' }
    | { readonly kind: 'call'; readonly fn: string; readonly args: readonly Expr[] }
    | { readonly kind: 'binary'; readonly op: '+' | '-'; readonly lhs: Expr; readonly rhs: Expr }
  );

export interface NumericBlock {
  readonly format: NumericFormat;
  /** Absent for `[[#VAR:]]`, which matches any number. */
  readonly expr: Expr | undefined;
  /** The variable this block defines, if any. */
  readonly defines: NumericVariable | undefined;
}

export interface NumericScope {
  /** Look up a numeric variable by name, creating an (undefined) placeholder when unknown. */
  numericVariable(name: string): NumericVariable;
  /**
   * Define a numeric variable. Like LLVM, a name keeps one variable (and its first definition
   * line) for the whole run; undefined when `format` differs from the existing variable's.
   */
  defineNumeric(
    name: string,
    format: NumericFormat,
    defLine: number | undefined,
  ): NumericVariable | undefined;
  isStringVariable(name: string): boolean;
}

const FUNCTIONS: Record<string, (a: bigint, b: bigint) => bigint | undefined> = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => (b === 0n ? undefined : a / b),
  max: (a, b) => (a > b ? a : b),
  min: (a, b) => (a < b ? a : b),
};

const SPACE = /^[ \t]*/;
/** Nesting bound for parentheses and calls: the parser recurses per level. */
const MAX_NESTING = 1000;
const DECIMAL_LITERAL = /^(-?)([0-9]+)/;
const ANY_LITERAL = /^(-?)(0x[0-9a-fA-F]+|[0-9]+)/;

/** Parses the text of one numeric block (after `#`) or a legacy `@LINE...` expression. */
export class NumericBlockParser {
  private pos = 0;
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly scope: NumericScope,
    private readonly line: number | undefined,
    private readonly legacy: boolean,
  ) {}

  parseBlock(): NumericBlock {
    let format: NumericFormat | undefined;
    const comma = this.text.indexOf(',');
    const paren = this.text.indexOf('(');
    if (comma >= 0 && (paren < 0 || comma < paren)) {
      format = this.parseFormat(comma);
      this.pos = comma + 1;
    }
    let defName: string | undefined;
    let defOffset = 0;
    const colon = this.text.indexOf(':', this.pos);
    if (colon >= 0) {
      this.skipSpace();
      defOffset = this.pos;
      defName = this.text.slice(this.pos, colon).trimEnd();
      this.pos = colon + 1;
    }
    this.skipSpace();
    const constrained = this.text.startsWith('==', this.pos);
    if (constrained) this.pos += 2;
    this.skipSpace();
    let expr: Expr | undefined;
    if (this.pos >= this.text.length) {
      if (constrained) this.fail('empty numeric expression should not have a constraint');
    } else {
      expr = this.parseExpression(constrained);
    }
    const implicit =
      format ?? (expr ? implicitFormat(expr, this.text) : undefined) ?? NumericFormat.unsigned;
    let defines: NumericVariable | undefined;
    if (defName !== undefined) {
      this.checkDefinitionName(defName, defOffset);
      defines = this.scope.defineNumeric(defName, implicit, this.line);
      if (!defines)
        this.failAt(
          'format different from previous variable definition',
          defOffset + defName.length,
        );
    }
    return { format: implicit, expr, defines };
  }

  private parseFormat(end: number): NumericFormat {
    let p = this.text.slice(0, end).search(/[^ \t]/);
    const stop = this.text.slice(0, end).trimEnd().length;
    if (p < 0 || this.text[p] !== '%') {
      this.failAt('invalid matching format specification in expression', Math.max(p, 0));
    }
    p++;
    const alternateAt = p;
    const alternate = this.text[p] === '#';
    if (alternate) p++;
    let precision = 0;
    if (this.text[p] === '.') {
      p++;
      const digits = /^[0-9]+/.exec(this.text.slice(p, stop));
      if (!digits) this.failAt('invalid precision in format specifier', p);
      precision = Number(digits[0]);
      p += digits[0].length;
    }
    let kind: FormatKind = 'u';
    if (p < stop) {
      const c = this.text[p]!;
      if (c !== 'u' && c !== 'd' && c !== 'x' && c !== 'X') {
        this.failAt('invalid format specifier in expression', p);
      }
      kind = c;
      p++;
    }
    if (alternate && kind !== 'x' && kind !== 'X') {
      this.failAt('alternate form only supported for hex values', alternateAt);
    }
    if (p < stop) this.failAt('invalid matching format specification in expression', p);
    return new NumericFormat(kind, precision, alternate);
  }

  private checkDefinitionName(name: string, offset: number): void {
    const parsed = parseVariableName(name);
    if (typeof parsed === 'string') this.failAt(parsed, offset);
    if (parsed.pseudo) this.failAt('definition of pseudo numeric variable unsupported', offset);
    if (parsed.length !== name.length) {
      this.failAt('unexpected characters after numeric variable name', offset + parsed.length);
    }
    if (this.scope.isStringVariable(name)) {
      this.failAt(`string variable with name '${name}' already exists`, offset);
    }
  }

  private parseExpression(constrained: boolean): Expr {
    if (++this.depth > MAX_NESTING) this.fail('expression nested too deeply');
    const expr = this.parseSum(constrained);
    this.depth--;
    return expr;
  }

  private parseSum(constrained: boolean): Expr {
    let expr = this.parseOperand(this.legacy ? 'line' : 'any', !constrained);
    for (;;) {
      this.skipSpace();
      if (
        this.pos >= this.text.length ||
        this.text[this.pos] === ')' ||
        this.text[this.pos] === ','
      ) {
        return expr;
      }
      if (this.legacy && expr.kind === 'binary') {
        this.fail(`unexpected characters at end of expression '${this.text.slice(this.pos)}'`);
      }
      const op = this.text[this.pos]!;
      if (op !== '+' && op !== '-') this.fail(`unsupported operation '${op}'`);
      this.pos++;
      this.skipSpace();
      if (this.pos >= this.text.length) this.fail('missing operand in expression');
      const rhs = this.parseOperand(this.legacy ? 'literal' : 'any', false);
      // evaluate() recurses down the left-leaning chain, so its length is bounded too.
      if (++this.depth > MAX_NESTING) this.fail('expression nested too deeply');
      expr = { kind: 'binary', op, lhs: expr, rhs, start: expr.start, end: rhs.end };
    }
  }

  private parseOperand(allowed: 'any' | 'line' | 'literal', maybeConstraint: boolean): Expr {
    const start = this.pos;
    if (allowed === 'any' && this.text[this.pos] === '(') {
      this.pos++;
      this.skipSpace();
      const inner = this.parseExpression(false);
      this.skipSpace();
      if (this.text[this.pos] !== ')') this.fail("missing ')' at end of nested expression");
      this.pos++;
      return inner;
    }
    if (allowed !== 'literal') {
      const parsed = parseVariableName(this.text.slice(this.pos));
      if (typeof parsed !== 'string') {
        const name = this.text.slice(this.pos, this.pos + parsed.length);
        this.pos += parsed.length;
        const rest = this.text.slice(this.pos);
        if (rest.trimStart().startsWith('(')) {
          if (allowed !== 'any') this.failAt('unexpected function call', start);
          return this.parseCall(name, start);
        }
        return this.variableUse(name, parsed.pseudo, start);
      }
      if (allowed === 'line') this.failAt(parsed, start);
    }
    // Legacy `@LINE+N` offsets are decimal; elsewhere a literal may also be hexadecimal.
    const literalSyntax = allowed === 'literal' ? DECIMAL_LITERAL : ANY_LITERAL;
    const literal = literalSyntax.exec(this.text.slice(this.pos));
    if (literal) {
      this.pos += literal[0].length;
      const magnitude = BigInt(literal[2]!);
      return { kind: 'literal', value: literal[1] ? -magnitude : magnitude, start, end: this.pos };
    }
    this.failAt(`invalid ${maybeConstraint ? 'matching constraint or ' : ''}operand format`, start);
  }

  private parseCall(name: string, start: number): Expr {
    this.skipSpace();
    this.pos++; // '('
    const args: Expr[] = [];
    this.skipSpace();
    while (this.text[this.pos] !== ')') {
      if (this.pos >= this.text.length) this.fail("missing ')' at end of call expression");
      args.push(this.parseExpression(false));
      this.skipSpace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        this.skipSpace();
      } else if (this.text[this.pos] !== ')') {
        this.fail("missing ')' at end of call expression");
      }
    }
    this.pos++;
    if (!Object.hasOwn(FUNCTIONS, name)) this.failAt(`call to undefined function '${name}'`, start);
    if (args.length !== 2) {
      this.failAt(`function '${name}' takes 2 arguments but ${args.length} given`, start);
    }
    return { kind: 'call', fn: name, args, start, end: this.pos };
  }

  private variableUse(name: string, pseudo: boolean, offset: number): Expr {
    if (pseudo) {
      if (name !== '@LINE') this.failAt(`invalid pseudo numeric variable '${name}'`, offset);
      return { kind: 'line', start: offset, end: this.pos };
    }
    const variable = this.scope.numericVariable(name);
    if (variable.defLine !== undefined && variable.defLine === this.line) {
      this.failAt(`numeric variable '${name}' defined earlier in the same CHECK directive`, offset);
    }
    return { kind: 'variable', variable, offset, start: offset, end: this.pos };
  }

  private skipSpace(): void {
    this.pos += SPACE.exec(this.text.slice(this.pos))![0].length;
  }

  private fail(message: string): never {
    this.failAt(message, this.pos);
  }

  private failAt(message: string, offset: number): never {
    throw new NumericParseError(message, offset);
  }
}

/**
 * The format an expression gets from its variables when the block gives none. Operands with
 * different formats are an error, as in LLVM (reported at the operation; for a call, after it).
 */
function implicitFormat(expr: Expr, text: string): NumericFormat | undefined {
  switch (expr.kind) {
    case 'variable':
      return expr.variable.format;
    case 'binary':
    case 'call': {
      const [lhs, rhs] = expr.kind === 'binary' ? [expr.lhs, expr.rhs] : expr.args;
      const left = implicitFormat(lhs!, text);
      const right = implicitFormat(rhs!, text);
      if (left && right && !left.equals(right)) {
        throw new NumericParseError(
          `implicit format conflict between '${text.slice(lhs!.start, lhs!.end)}' (%${left.kind}) and ` +
            `'${text.slice(rhs!.start, rhs!.end)}' (%${right.kind}), need an explicit format specifier`,
          expr.kind === 'binary' ? expr.start : expr.end,
        );
      }
      return left ?? right;
    }
    default:
      return undefined;
  }
}

/** Why an expression has no value: a variable not (yet) defined, or a division by zero. */
export type EvalFailure =
  { readonly undefinedVariable: NumericVariable; readonly offset: number } | 'overflow';

export function evaluate(expr: Expr, line: number): bigint | EvalFailure {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'line':
      return BigInt(line);
    case 'variable':
      return expr.variable.value ?? { undefinedVariable: expr.variable, offset: expr.offset };
    case 'binary':
    case 'call': {
      const [lhsExpr, rhsExpr] = expr.kind === 'binary' ? [expr.lhs, expr.rhs] : expr.args;
      const lhs = evaluate(lhsExpr!, line);
      if (typeof lhs !== 'bigint') return lhs;
      const rhs = evaluate(rhsExpr!, line);
      if (typeof rhs !== 'bigint') return rhs;
      const fn =
        expr.kind === 'binary'
          ? expr.op === '+'
            ? FUNCTIONS.add!
            : FUNCTIONS.sub!
          : FUNCTIONS[expr.fn]!;
      return fn(lhs, rhs) ?? 'overflow';
    }
  }
}
