/**
 * The custom syntax of arith ops. Every arith op is one of a few shapes, described by an
 * {@link ArithSyntax}; one parser and one printer interpret them, so that the flag keywords
 * (`overflow<nsw>`, `fastmath<fast>`), which MLIR prints without their `#arith.` prefix, are handled
 * in one place. Examples of each shape:
 *
 *     %0 = arith.addi %a, %b overflow<nsw> : i32                      (same)
 *     %0 = arith.divui %a, %b exact : i32                             (same, exact)
 *     %1 = arith.cmpf olt, %x, %y fastmath<fast> : f32                (predicate + same)
 *     %2 = arith.truncf %x to_nearest_even : f32 to f16               (cast)
 *     %3 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f32           (scaling)
 *     %4:2 = arith.addui_extended %a, %b : i32, i1                     (pair)
 *     %5:2 = arith.mului_extended %a, %b : i32                         (same, two results)
 *     %6 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>       (select)
 */
import {
  type Attribute,
  IntegerAttr,
  IntegerType,
  type IntegerEnumAttr,
  type MLIRContext,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  ShapedType,
  type Type,
  type TypeConstraint,
  UnitAttr,
  type UnresolvedOperand,
  VectorType,
} from '@strata/ir-core';
import { FastMathFlagsAttr, IntegerOverflowFlagsAttr } from './attributes.js';

/** The property holding each flag kind, and its keyword in the custom syntax. */
export const FLAG_PROPERTY = { overflow: 'overflowFlags', fastmath: 'fastmath' } as const;
export type FlagKind = keyof typeof FLAG_PROPERTY;

export interface ArithSyntax {
  /** How the types after `:` are written. */
  readonly types: 'same' | 'cast' | 'scaling' | 'pair' | 'select';
  /** A leading enum keyword stored in property `predicate` (cmpi, cmpf). */
  readonly predicate?: IntegerEnumAttr<string>;
  /**
   * With a predicate: the operands' type constraint. It is checked as soon as the type is read,
   * before the result type (i1 of its shape) is derived from it, as ODS-generated parsers check
   * the source of a `TypesMatchWith` transform.
   */
  readonly compared?: TypeConstraint;
  /** An optional enum keyword after the operands stored in property `roundingmode`. */
  readonly roundingMode?: IntegerEnumAttr<string>;
  /** The flags keyword, if the op has flags. */
  readonly flags?: FlagKind;
  /**
   * Whether the flags property is optional (MLIR's `OptionalAttr`: printed whenever present, even
   * `fastmath<none>`) rather than default-valued (printed only when not none).
   */
  readonly optionalFlags?: boolean;
  /** The `exact` keyword after the operands, stored as unit property `isExact` (divisions, right shifts). */
  readonly exact?: boolean;
  /** One operand instead of two (negf). */
  readonly unary?: boolean;
  /** Results of the operand type (2 for the extended multiplications); 1 when absent. */
  readonly sameTypeResults?: number;
}

/** The unit property the `exact` keyword sets. */
const EXACT_PROPERTY = 'isExact';

/** Flags at their default (none) are not printed; the generic form always carries the property. */
export function defaultFlags(op: Operation, kind: FlagKind): Attribute {
  return kind === 'overflow'
    ? IntegerOverflowFlagsAttr.get(op.context, 0)
    : FastMathFlagsAttr.get(op.context, 0);
}

/** The type shapes, as small integers so the per-op switch compares numbers. */
const SAME = 0;
const CAST = 1;
const SCALING = 2;
const PAIR = 3;
const SELECT = 4;
const SHAPE_CODES = {
  same: SAME,
  cast: CAST,
  scaling: SCALING,
  pair: PAIR,
  select: SELECT,
} as const;

/**
 * An enum's cases by spelling, in a Map: a keyword read from the source is a fresh string, and
 * using it as a property key (as `IntegerEnumAttr.symbolize` does) would intern it first.
 */
class EnumSpellings {
  readonly cases: Map<string, number>;

  constructor(readonly attr: IntegerEnumAttr<string>) {
    this.cases = new Map(Object.entries<number>(attr.cases));
  }

  /** The attribute of the case spelled `spelling`, or undefined if it is none. */
  get(context: MLIRContext, spelling: string): Attribute | undefined {
    const value = this.cases.get(spelling);
    if (value === undefined) return undefined;
    return IntegerAttr.get(IntegerType.get(context, this.attr.width), value);
  }
}

/**
 * How ops of one {@link ArithSyntax} are parsed, normalized once per op definition into one class:
 * the syntax objects of the op definitions differ in shape (some name a predicate, some flags), and
 * reading their optional fields per op made every read polymorphic.
 */
export class ArithParsePlan {
  private readonly shape: number;
  private readonly predicate: EnumSpellings | null;
  private readonly compared: TypeConstraint | null;
  private readonly roundingMode: EnumSpellings | null;
  /** The flags keyword and the property it sets, or '' without flags. */
  private readonly flags: string;
  private readonly flagsProperty: string;
  private readonly operandCount: number;
  /** Results of the operand type ('same' shape without a predicate). */
  private readonly sameTypeResults: number;
  private readonly exact: boolean;

  constructor(syntax: ArithSyntax) {
    this.shape = SHAPE_CODES[syntax.types];
    this.predicate = syntax.predicate === undefined ? null : new EnumSpellings(syntax.predicate);
    this.compared = syntax.compared ?? null;
    this.roundingMode =
      syntax.roundingMode === undefined ? null : new EnumSpellings(syntax.roundingMode);
    this.flags = syntax.flags ?? '';
    this.flagsProperty = syntax.flags === undefined ? '' : FLAG_PROPERTY[syntax.flags];
    this.operandCount = operandCount(syntax);
    this.sameTypeResults = syntax.sameTypeResults ?? 1;
    this.exact = syntax.exact ?? false;
  }

  parse(parser: OperationParser, state: ParsedOperationState): boolean {
    const properties = state.properties;
    const predicate = this.predicate;
    if (predicate !== null) {
      const attr = parseEnumKeyword(parser, predicate, 'predicate', true);
      if (attr == null || !parser.parseComma()) return false;
      properties.set('predicate', attr);
    }
    const operandsOffset = parser.getCurrentOffset();
    const operands = this.parseOperands(parser, operandsOffset);
    if (operands === null) return false;
    const roundingMode = this.roundingMode;
    if (roundingMode !== null) {
      const mode = parseEnumKeyword(parser, roundingMode, 'roundingmode', false);
      if (mode === null) return false;
      if (mode !== undefined) properties.set('roundingmode', mode);
    }
    if (this.exact && parser.isKeyword('exact')) {
      parser.consume();
      properties.set(EXACT_PROPERTY, UnitAttr.get(parser.context));
    }
    const flags = this.flags;
    if (flags !== '' && parser.isKeyword(flags) && !this.parseFlags(parser, flags, properties))
      return false;
    if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
    return this.parseTypesAndResolve(parser, state, operands, operandsOffset);
  }

  /**
   * The flags after their keyword (the current token) into their property. Apart from
   * {@link parse}: the closure it makes would cost a context on every call of the function that
   * holds it, flags or not.
   */
  private parseFlags(
    parser: OperationParser,
    flags: string,
    properties: Map<string, Attribute>,
  ): boolean {
    parser.consume();
    const report = (offset: number, message: string) =>
      void parser.emitCustomError(offset, message);
    const attr =
      flags === 'overflow'
        ? IntegerOverflowFlagsAttr.parse(parser, report)
        : FastMathFlagsAttr.parse(parser, report);
    if (attr === null) return false;
    properties.set(this.flagsProperty, attr);
    return true;
  }

  /**
   * The operands, comma-separated: ODS formats (`$lhs `,` $rhs`) want each comma; select, whose
   * parser is hand-written in MLIR, reads a list and checks its length.
   */
  private parseOperands(parser: OperationParser, offset: number): UnresolvedOperand[] | null {
    if (this.shape === SELECT) {
      const operands = parser.parseOperandList('none');
      if (operands === null) return null;
      if (operands.length !== 3) {
        parser.emitCustomError(offset, 'expected 3 operands');
        return null;
      }
      return operands;
    }
    // One or two operands, returned in an array literal of their number: an array grown by a
    // push gets room for 16.
    const first = parser.parseOperand();
    if (first === null) return null;
    if (this.operandCount === 1) return [first];
    if (!parser.parseComma()) return null;
    const second = parser.parseOperand();
    return second === null ? null : [first, second];
  }

  /** The types after `:`, then the result types and the operands resolved with them into `state`. */
  private parseTypesAndResolve(
    parser: OperationParser,
    state: ParsedOperationState,
    operands: UnresolvedOperand[],
    offset: number,
  ): boolean {
    const resultTypes = state.resultTypes;
    const into = state.operands;
    switch (this.shape) {
      case SAME: {
        const type = parser.parseType();
        if (type === null) return false;
        const compared = this.compared;
        if (compared !== null && !compared.isSatisfiedBy(type)) {
          parser.emitError(
            parser.getNameLocation(),
            `custom op '${state.name.identifier}' 'lhs' must be ${compared.summary}, but got '${type}'`,
          );
          return false;
        }
        // Comparisons give i1 of the operand's shape.
        if (this.predicate !== null) resultTypes.push(i1Like(type));
        else for (let i = 0; i < this.sameTypeResults; i++) resultTypes.push(type);
        return parser.resolveOperands(operands, type, offset, into);
      }
      case CAST: {
        const from = parser.parseType();
        if (from === null || parser.parseKeyword('to') === null) return false;
        const to = parser.parseType();
        if (to === null) return false;
        resultTypes.push(to);
        return parser.resolveOperands(operands, from, offset, into);
      }
      case SCALING: {
        const from = parser.parseType();
        if (from === null || !parser.parseComma()) return false;
        const scale = parser.parseType();
        if (scale === null || parser.parseKeyword('to') === null) return false;
        const to = parser.parseType();
        if (to === null) return false;
        resultTypes.push(to);
        return (
          parser.resolveOperand(operands[0]!, from, into) &&
          parser.resolveOperand(operands[1]!, scale, into)
        );
      }
      case PAIR: {
        const sum = parser.parseType();
        if (sum === null || !parser.parseComma()) return false;
        const overflow = parser.parseType();
        if (overflow === null) return false;
        resultTypes.push(sum, overflow);
        return parser.resolveOperands(operands, sum, offset, into);
      }
      default: {
        // select: a scalar i1 condition is implied; any other condition type is written first.
        const first = parser.parseType();
        if (first === null) return false;
        let condition: Type = first;
        let value: Type = first;
        if (!parser.parseOptionalComma()) condition = IntegerType.get(parser.context, 1);
        else {
          const second = parser.parseType();
          if (second === null) return false;
          value = second;
        }
        resultTypes.push(value);
        return (
          parser.resolveOperand(operands[0]!, condition, into) &&
          parser.resolveOperand(operands[1]!, value, into) &&
          parser.resolveOperand(operands[2]!, value, into)
        );
      }
    }
  }
}

/** How many operands each shape takes (the extended ops and comparisons are binary; only select has 3). */
function operandCount(syntax: ArithSyntax): number {
  if (syntax.types === 'select') return 3;
  if (syntax.types === 'cast') return 1;
  return syntax.unary ? 1 : 2;
}

/**
 * An enum case spelled as a keyword (or string). `required` false makes it optional: undefined
 * when the next token is no keyword.
 */
function parseEnumKeyword(
  parser: OperationParser,
  spellings: EnumSpellings,
  name: string,
  required: boolean,
): Attribute | null | undefined {
  const offset = parser.getCurrentOffset();
  let spelling: string | undefined;
  if (required) spelling = parser.parseOptionalKeyword() ?? parser.parseOptionalString();
  else {
    if (parser.tokenKind !== 'bare_identifier') return undefined;
    spelling = parser.getTokenSpelling();
    if (!spellings.cases.has(spelling)) return undefined;
    parser.consume();
  }
  const attr = spelling === undefined ? undefined : spellings.get(parser.context, spelling);
  if (attr === undefined) {
    parser.emitCustomError(
      offset,
      `expected string or keyword containing one of the following enum values for attribute '${name}' [${Object.keys(spellings.attr.cases).join(', ')}]`,
    );
    return null;
  }
  return attr;
}

/** i1, or the same shape of i1 (the result type of a comparison). */
export function i1Like(type: Type): Type {
  const i1 = IntegerType.get(type.context, 1);
  // A vector keeps its scalable dims (which `cloneWith` given a shape drops).
  if (type instanceof VectorType)
    return VectorType.get(type.context, type.shape, i1, type.scalableDims);
  return type instanceof ShapedType ? type.cloneWith(type.shape, i1) : i1;
}

/** The custom printer of ops of one syntax shape (the properties it prints itself listed once). */
export function arithPrinter(syntax: ArithSyntax): (op: Operation, p: OpAsmPrinter) => void {
  const elided: string[] = [];
  if (syntax.predicate !== undefined) elided.push('predicate');
  if (syntax.roundingMode !== undefined) elided.push('roundingmode');
  if (syntax.flags !== undefined) elided.push(FLAG_PROPERTY[syntax.flags]);
  if (syntax.exact) elided.push(EXACT_PROPERTY);
  return (op, p) => printArithOp(syntax, elided, op, p);
}

/** Prints an op of `syntax`, whose own properties (`elided`) are written in its syntax. */
function printArithOp(
  syntax: ArithSyntax,
  elided: readonly string[],
  op: Operation,
  p: OpAsmPrinter,
): void {
  p.write(' ');
  if (syntax.predicate !== undefined) {
    // getInherentAttr, not `properties`: that getter gives a property-less op an empty map.
    const predicate = op.getInherentAttr('predicate');
    p.write(syntax.predicate.stringify((predicate as unknown as { value: bigint }).value) ?? '');
    p.write(', ');
  }
  p.printOperandsOf(op);
  if (syntax.roundingMode !== undefined) {
    const mode = op.getInherentAttr('roundingmode') as { value: bigint } | undefined;
    if (mode !== undefined) p.write(` ${syntax.roundingMode.stringify(mode.value) ?? ''}`);
  }
  if (syntax.exact && op.getInherentAttr(EXACT_PROPERTY) !== undefined) p.write(' exact');
  if (syntax.flags !== undefined) {
    const flags = op.getInherentAttr(FLAG_PROPERTY[syntax.flags]);
    if (flags instanceof FastMathFlagsAttr || flags instanceof IntegerOverflowFlagsAttr) {
      if (flags.value !== 0 || syntax.optionalFlags)
        p.write(' ' + syntax.flags + '<' + flagsTextOf(flags) + '>');
    }
  }
  p.printOptionalOpAttrDict(op, elided);
  p.write(' : ');
  printTypes(syntax, op, p);
}

/**
 * The printed flags (`nsw, nuw`) of a flags attribute, built once per uniqued attribute: a module
 * prints the same few flag sets on thousands of ops.
 */
function flagsTextOf(flags: FastMathFlagsAttr | IntegerOverflowFlagsAttr): string {
  let text = flagsTexts.get(flags);
  if (text === undefined) {
    text = flags.flagsText;
    flagsTexts.set(flags, text);
  }
  return text;
}

const flagsTexts = new WeakMap<FastMathFlagsAttr | IntegerOverflowFlagsAttr, string>();

function printTypes(syntax: ArithSyntax, op: Operation, p: OpAsmPrinter): void {
  switch (syntax.types) {
    case 'same':
      return p.printType(op.getOperand(0).type);
    case 'cast':
    case 'scaling':
      // `T to U`, or `T, S to U` with the scale's type (read one by one: no type list per op).
      for (let i = 0, n = op.numOperands; i < n; i++) {
        if (i > 0) p.write(', ');
        p.printType(op.getOperand(i).type);
      }
      p.write(' to ');
      return p.printType(op.getResult(0).type);
    case 'pair':
      p.printType(op.getResult(0).type);
      p.write(', ');
      return p.printType(op.getResult(1).type);
    case 'select': {
      // A scalar i1 condition is implied; any other condition type is written first.
      const condition = op.getOperand(0).type;
      if (!condition.isSignlessInteger(1)) {
        p.printType(condition);
        p.write(', ');
      }
      return p.printType(op.getResult(0).type);
    }
  }
}
