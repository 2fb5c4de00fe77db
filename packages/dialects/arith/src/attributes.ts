/**
 * The arith dialect's attributes: the two bit-enum attributes (`#arith.fastmath<...>`,
 * `#arith.overflow<...>`) and the integer enums stored as plain integers (comparison predicates,
 * rounding modes).
 */
import {
  type AttrTypeParser,
  type AttrTypePrinter,
  AttrConstraint,
  type Attribute,
  DialectAttribute,
  IntegerEnumAttr,
  type MLIRContext,
} from '@strata/ir-core';

/** How one bit-enum attribute kind spells its cases (MLIR's `BitEnumAttr`). */
interface BitEnumSpec {
  /** The attribute mnemonic after `#arith.`. */
  readonly mnemonic: string;
  /** The C++ enum name MLIR's parse error names. */
  readonly cppName: string;
  /** Single-bit cases in printing order. */
  readonly bits: readonly (readonly [string, number])[];
  /** A multi-bit case printed instead of its bits when all of them are set (`fast`), if any. */
  readonly all?: string;
  /** The separator between printed cases. */
  readonly separator: string;
}

const FAST_MATH: BitEnumSpec = {
  mnemonic: 'fastmath',
  cppName: '::mlir::arith::FastMathFlags',
  bits: [
    ['reassoc', 1],
    ['nnan', 2],
    ['ninf', 4],
    ['nsz', 8],
    ['arcp', 16],
    ['contract', 32],
    ['afn', 64],
  ],
  all: 'fast',
  separator: ',',
};

const OVERFLOW: BitEnumSpec = {
  mnemonic: 'overflow',
  cppName: '::mlir::arith::IntegerOverflowFlags',
  bits: [
    ['nsw', 1],
    ['nuw', 2],
  ],
  separator: ', ',
};

function allBits(spec: BitEnumSpec): number {
  return spec.bits.reduce((mask, [, bit]) => mask | bit, 0);
}

/** The case names a bit-enum accepts, in MLIR's order (for the parse error). */
function caseNames(spec: BitEnumSpec): string[] {
  return ['none', ...spec.bits.map(([name]) => name), ...(spec.all ? [spec.all] : [])];
}

/** Flags as MLIR prints them: `none`, the all-bits case, or the set bits joined. */
function stringifyFlags(spec: BitEnumSpec, value: number): string {
  if (value === 0) return 'none';
  if (spec.all !== undefined && value === allBits(spec)) return spec.all;
  return spec.bits
    .filter(([, bit]) => (value & bit) !== 0)
    .map(([name]) => name)
    .join(spec.separator);
}

/** Where a parse error goes: the attribute parser, or an op parser (which adds `custom op 'name'`). */
export type ErrorReporter = (offset: number, message: string) => void;

/**
 * Reads `a, b, c` (keywords separated by commas) into flags; reports MLIR's error for an unknown
 * case. Returns null after an error.
 */
function parseFlags(
  parser: AttrTypeParser,
  spec: BitEnumSpec,
  report: ErrorReporter,
): number | null {
  let value = 0;
  // MLIR reads the whole list before naming a bad case, so the error points at the list's start.
  const offset = parser.tokenStart;
  do {
    const keywordOffset = parser.tokenStart;
    const name = parser.parseOptionalKeyword() ?? parser.parseOptionalString();
    if (name === undefined) {
      report(keywordOffset, 'expected valid keyword or string');
      return null;
    }
    const bit = flagBit(spec, name);
    if (bit === undefined) {
      // MLIR follows with "failed to parse Arith_FastMathAttr parameter 'value' ..."; ir-core's
      // parser reports only the first error of a parse.
      report(offset, `expected ${spec.cppName} to be one of: ${caseNames(spec).join(', ')}`);
      return null;
    }
    value |= bit;
  } while (parser.parseOptionalComma());
  return value;
}

function flagBit(spec: BitEnumSpec, name: string): number | undefined {
  if (name === 'none') return 0;
  if (name === spec.all) return allBits(spec);
  return spec.bits.find(([bitName]) => bitName === name)?.[1];
}

/** Shared shape of the two bit-enum attributes: uniqued by value, printed as `mnemonic<flags>`. */
abstract class ArithFlagsAttr extends DialectAttribute {
  readonly dialectNamespace = 'arith';
  protected abstract readonly spec: BitEnumSpec;

  protected constructor(
    context: MLIRContext,
    uid: number,
    /** The flag bits. */
    readonly value: number,
  ) {
    super(context, uid);
  }

  /** Whether every bit of `flags` is set. */
  has(flags: number): boolean {
    return (this.value & flags) === flags;
  }

  /** The flags alone, as the op syntax prints them after the keyword (`nsw, nuw`). */
  get flagsText(): string {
    return stringifyFlags(this.spec, this.value);
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(`${this.spec.mnemonic}<${this.flagsText}>`);
  }
}

/** Fast-math flags (`#arith.fastmath<nnan,ninf>`): what a float op may assume about its operands. */
export class FastMathFlagsAttr extends ArithFlagsAttr {
  protected readonly spec = FAST_MATH;
  static readonly none = 0;
  static readonly reassoc = 1;
  static readonly nnan = 2;
  static readonly ninf = 4;
  static readonly nsz = 8;
  static readonly arcp = 16;
  static readonly contract = 32;
  static readonly afn = 64;
  static readonly fast = 127;

  static get(context: MLIRContext, value: number): FastMathFlagsAttr {
    // Indexed by the bits: the parser asks for an arith op's default flags once per op.
    const table = context.uniquer.indexedTable<FastMathFlagsAttr>('arith.fastmath');
    return (table[value] ??= new FastMathFlagsAttr(context, context.uniquer.newSideUid(), value));
  }

  /** Parses the part after `fastmath` (`<flags>`). */
  static parse(
    parser: AttrTypeParser,
    report: ErrorReporter = defaultReporter(parser),
  ): FastMathFlagsAttr | null {
    const value = parseBracketedFlags(parser, FAST_MATH, report);
    return value === null ? null : FastMathFlagsAttr.get(parser.context, value);
  }
}

/** Integer overflow flags (`#arith.overflow<nsw, nuw>`): no signed / unsigned wrap. */
export class IntegerOverflowFlagsAttr extends ArithFlagsAttr {
  protected readonly spec = OVERFLOW;
  static readonly none = 0;
  static readonly nsw = 1;
  static readonly nuw = 2;

  static get(context: MLIRContext, value: number): IntegerOverflowFlagsAttr {
    // Indexed by the bits, as FastMathFlagsAttr.get.
    const table = context.uniquer.indexedTable<IntegerOverflowFlagsAttr>('arith.overflow');
    return (table[value] ??= new IntegerOverflowFlagsAttr(
      context,
      context.uniquer.newSideUid(),
      value,
    ));
  }

  /** Parses the part after `overflow` (`<flags>`). */
  static parse(
    parser: AttrTypeParser,
    report: ErrorReporter = defaultReporter(parser),
  ): IntegerOverflowFlagsAttr | null {
    const value = parseBracketedFlags(parser, OVERFLOW, report);
    return value === null ? null : IntegerOverflowFlagsAttr.get(parser.context, value);
  }
}

function defaultReporter(parser: AttrTypeParser): ErrorReporter {
  return (offset, message) => parser.emitErrorAt(offset, message);
}

function parseBracketedFlags(
  parser: AttrTypeParser,
  spec: BitEnumSpec,
  report: ErrorReporter,
): number | null {
  if (!parser.parseLess()) return null;
  const value = parseFlags(parser, spec, report);
  if (value === null || !parser.parseGreater()) return null;
  return value;
}

export const FastMathAttrConstraint = new AttrConstraint<FastMathFlagsAttr>(
  'Floating point fast math flags',
  (a: Attribute) => a instanceof FastMathFlagsAttr,
  (a: Attribute) => a instanceof FastMathFlagsAttr,
);

export const OverflowAttrConstraint = new AttrConstraint<IntegerOverflowFlagsAttr>(
  'Integer overflow arith flags',
  (a: Attribute) => a instanceof IntegerOverflowFlagsAttr,
  (a: Attribute) => a instanceof IntegerOverflowFlagsAttr,
);

/**
 * An integer enum whose property conversion already rejects unknown cases: MLIR converts enum
 * properties to the C++ enum, failing with "Invalid attribute `predicate` in property conversion".
 */
export class ArithEnumAttr<K extends string> extends IntegerEnumAttr<K> {
  override readonly storageAccepts = (attr: Attribute): boolean => this.isSatisfiedBy(attr);
}

/** `arith.cmpi` predicates (MLIR's `CmpIPredicate`, an i64 enum). */
export const CmpIPredicateAttr = new ArithEnumAttr('CmpIPredicate', 64, {
  eq: 0,
  ne: 1,
  slt: 2,
  sle: 3,
  sgt: 4,
  sge: 5,
  ult: 6,
  ule: 7,
  ugt: 8,
  uge: 9,
});
export type CmpIPredicate = keyof typeof CmpIPredicateAttr.cases;

/** `arith.cmpf` predicates (MLIR's `CmpFPredicate`, an i64 enum): ordered, unordered, constant. */
export const CmpFPredicateAttr = new ArithEnumAttr('CmpFPredicate', 64, {
  false: 0,
  oeq: 1,
  ogt: 2,
  oge: 3,
  olt: 4,
  ole: 5,
  one: 6,
  ord: 7,
  ueq: 8,
  ugt: 9,
  uge: 10,
  ult: 11,
  ule: 12,
  une: 13,
  uno: 14,
  true: 15,
});
export type CmpFPredicate = keyof typeof CmpFPredicateAttr.cases;

/** Rounding modes of `arith.truncf` / `arith.scaling_truncf` (MLIR's `RoundingMode`, an i32 enum). */
export const RoundingModeAttr = new ArithEnumAttr(
  'RoundingMode',
  32,
  { to_nearest_even: 0, downward: 1, upward: 2, toward_zero: 3, to_nearest_away: 4 },
  'Floating point rounding mode',
);
export type RoundingMode = keyof typeof RoundingModeAttr.cases;
