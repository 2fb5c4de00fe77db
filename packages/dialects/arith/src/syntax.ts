/**
 * The custom syntax of arith ops. Every arith op is one of a few shapes, described by an
 * {@link ArithSyntax}; one parser and one printer interpret them, so that the flag keywords
 * (`overflow<nsw>`, `fastmath<fast>`), which MLIR prints without their `#arith.` prefix, are handled
 * in one place. Examples of each shape:
 *
 *     %0 = arith.addi %a, %b overflow<nsw> : i32                      (same)
 *     %1 = arith.cmpf olt, %x, %y fastmath<fast> : f32                (predicate + same)
 *     %2 = arith.truncf %x to_nearest_even : f32 to f16               (cast)
 *     %3 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f32           (scaling)
 *     %4:2 = arith.addui_extended %a, %b : i32, i1                     (pair)
 *     %5:2 = arith.mului_extended %a, %b : i32                         (same, two results)
 *     %6 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>       (select)
 */
import {
  type Attribute,
  IntegerType,
  type IntegerEnumAttr,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  ShapedType,
  type Type,
  type UnresolvedOperand,
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
  /** An optional enum keyword after the operands stored in property `roundingmode`. */
  readonly roundingMode?: IntegerEnumAttr<string>;
  /** The flags keyword, if the op has flags. */
  readonly flags?: FlagKind;
  /**
   * Whether the flags property is optional (MLIR's `OptionalAttr`: printed whenever present, even
   * `fastmath<none>`) rather than default-valued (printed only when not none).
   */
  readonly optionalFlags?: boolean;
  /** One operand instead of two (negf). */
  readonly unary?: boolean;
  /** Results of the operand type (2 for the extended multiplications); 1 when absent. */
  readonly sameTypeResults?: number;
}

/** Flags at their default (none) are not printed; the generic form always carries the property. */
export function defaultFlags(op: Operation, kind: FlagKind): Attribute {
  return kind === 'overflow'
    ? IntegerOverflowFlagsAttr.get(op.context, 0)
    : FastMathFlagsAttr.get(op.context, 0);
}

export function parseArithOp(
  syntax: ArithSyntax,
  parser: OperationParser,
  state: ParsedOperationState,
): boolean {
  if (syntax.predicate !== undefined) {
    const predicate = parseEnumKeyword(parser, syntax.predicate, 'predicate', true);
    if (predicate == null || !parser.parseComma()) return false;
    state.properties.set('predicate', predicate);
  }
  const operandsOffset = parser.getCurrentOffset();
  const operands = parseOperands(syntax, parser, operandsOffset);
  if (operands === null) return false;
  if (syntax.roundingMode !== undefined) {
    const mode = parseEnumKeyword(parser, syntax.roundingMode, 'roundingmode', false);
    if (mode === null) return false;
    if (mode !== undefined) state.properties.set('roundingmode', mode);
  }
  if (syntax.flags !== undefined && parser.parseOptionalKeyword(syntax.flags) !== undefined) {
    const report = (offset: number, message: string) =>
      void parser.emitCustomError(offset, message);
    const flags =
      syntax.flags === 'overflow'
        ? IntegerOverflowFlagsAttr.parse(parser, report)
        : FastMathFlagsAttr.parse(parser, report);
    if (flags === null) return false;
    state.properties.set(FLAG_PROPERTY[syntax.flags], flags);
  }
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
  const types = parseTypes(syntax, parser, operands.length);
  if (types === null) return false;
  state.resultTypes.push(...types.results);
  return parser.resolveOperands(operands, types.operands, operandsOffset, state.operands);
}

/** How many operands each shape takes (the extended ops and comparisons are binary). */
function operandCount(syntax: ArithSyntax): number {
  if (syntax.types === 'select') return 3;
  if (syntax.types === 'cast') return 1;
  return syntax.unary ? 1 : 2;
}

/**
 * The operands, comma-separated: ODS formats (`$lhs `,` $rhs`) want each comma; select, whose
 * parser is hand-written in MLIR, reads a list and checks its length.
 */
function parseOperands(
  syntax: ArithSyntax,
  parser: OperationParser,
  offset: number,
): UnresolvedOperand[] | null {
  if (syntax.types === 'select') {
    const operands = parser.parseOperandList('none');
    if (operands === null) return null;
    if (operands.length !== 3) {
      parser.emitCustomError(offset, 'expected 3 operands');
      return null;
    }
    return operands;
  }
  const operands: UnresolvedOperand[] = [];
  for (let i = 0; i < operandCount(syntax); i++) {
    if (i > 0 && !parser.parseComma()) return null;
    const operand = parser.parseOperand();
    if (operand === null) return null;
    operands.push(operand);
  }
  return operands;
}

/**
 * An enum case spelled as a keyword (or string). `required` false makes it optional: undefined
 * when the next token is no keyword.
 */
function parseEnumKeyword(
  parser: OperationParser,
  enumAttr: IntegerEnumAttr<string>,
  name: string,
  required: boolean,
): Attribute | null | undefined {
  const offset = parser.getCurrentOffset();
  let spelling: string | undefined;
  if (required) spelling = parser.parseOptionalKeyword() ?? parser.parseOptionalString();
  else spelling = parser.parseOptionalKeyword(Object.keys(enumAttr.cases));
  if (spelling === undefined && !required) return undefined;
  const value = spelling === undefined ? undefined : enumAttr.symbolize(spelling);
  if (value === undefined) {
    parser.emitCustomError(
      offset,
      `expected string or keyword containing one of the following enum values for attribute '${name}' [${Object.keys(enumAttr.cases).join(', ')}]`,
    );
    return null;
  }
  return enumAttr.get(parser.context, spelling as string);
}

interface ParsedTypes {
  operands: Type[];
  results: Type[];
}

function parseTypes(
  syntax: ArithSyntax,
  parser: OperationParser,
  numOperands: number,
): ParsedTypes | null {
  switch (syntax.types) {
    case 'same': {
      const type = parser.parseType();
      if (type === null) return null;
      const operands = new Array<Type>(numOperands).fill(type);
      // Comparisons give i1 of the operand's shape.
      if (syntax.predicate !== undefined) return { operands, results: [i1Like(type)] };
      return { operands, results: new Array<Type>(syntax.sameTypeResults ?? 1).fill(type) };
    }
    case 'cast': {
      const from = parser.parseType();
      if (from === null || parser.parseKeyword('to') === null) return null;
      const to = parser.parseType();
      return to === null ? null : { operands: [from], results: [to] };
    }
    case 'scaling': {
      const from = parser.parseType();
      if (from === null || !parser.parseComma()) return null;
      const scale = parser.parseType();
      if (scale === null || parser.parseKeyword('to') === null) return null;
      const to = parser.parseType();
      return to === null ? null : { operands: [from, scale], results: [to] };
    }
    case 'pair': {
      const sum = parser.parseType();
      if (sum === null || !parser.parseComma()) return null;
      const overflow = parser.parseType();
      return overflow === null ? null : { operands: [sum, sum], results: [sum, overflow] };
    }
    case 'select': {
      const first = parser.parseType();
      if (first === null) return null;
      if (!parser.parseOptionalComma())
        return { operands: [IntegerType.get(parser.context, 1), first, first], results: [first] };
      const second = parser.parseType();
      return second === null ? null : { operands: [first, second, second], results: [second] };
    }
  }
}

/** i1, or the same shape of i1 (the result type of a comparison). */
export function i1Like(type: Type): Type {
  const i1 = IntegerType.get(type.context, 1);
  return type instanceof ShapedType ? type.cloneWith(type.shape, i1) : i1;
}

/** The custom printer of ops of one syntax shape (the properties it prints itself listed once). */
export function arithPrinter(syntax: ArithSyntax): (op: Operation, p: OpAsmPrinter) => void {
  const elided: string[] = [];
  if (syntax.predicate !== undefined) elided.push('predicate');
  if (syntax.roundingMode !== undefined) elided.push('roundingmode');
  if (syntax.flags !== undefined) elided.push(FLAG_PROPERTY[syntax.flags]);
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
      // `T to U`, or `T, S to U` with the scale's type.
      p.printTypeList(op.getOperandTypes());
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
