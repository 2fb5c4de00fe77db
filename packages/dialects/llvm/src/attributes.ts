/**
 * The llvm dialect's attributes: the two flag sets (`#llvm.fastmath<nnan, ninf>`,
 * `#llvm.overflow<nsw, nuw>`), the comparison predicates (integer enums printed quoted by the
 * ops) and the table the dialect's `parseAttribute` dispatches on by mnemonic.
 */
import {
  type Attribute,
  AttrConstraint,
  attrOfClass,
  type AttrTypeParser,
  type AttrTypePrinter,
  DialectAttribute,
  IntegerAttr,
  IntegerEnumAttr,
  IntegerType,
  type MLIRContext,
} from '@strata/ir-core';
import { CConvAttr, LinkageAttr, TailCallKindAttr } from './enum-attributes.js';

/** The cases of one LLVM flag set: name and bit, in the order MLIR prints them. */
type FlagCases = readonly (readonly [string, number])[];

/** `LLVM::FastmathFlags`; `fast` is every bit at once. */
const FASTMATH_CASES: FlagCases = [
  ['nnan', 1],
  ['ninf', 2],
  ['nsz', 4],
  ['arcp', 8],
  ['contract', 16],
  ['afn', 32],
  ['reassoc', 64],
];
const FASTMATH_ALL = 127;

/** `LLVM::IntegerOverflowFlags`. */
const OVERFLOW_CASES: FlagCases = [
  ['nsw', 1],
  ['nuw', 2],
];

/** `none`, `fast` (fastmath with every bit) or the set flags, comma-separated. */
function flagsText(cases: FlagCases, value: number, all?: number): string {
  if (value === 0) return 'none';
  if (value === all) return 'fast';
  const names: string[] = [];
  for (const [name, bit] of cases) if ((value & bit) !== 0) names.push(name);
  return names.join(', ');
}

/** The `nsw, nuw` of an overflow flags value, as op syntax and `#llvm.overflow` print it. */
export function overflowFlagsText(value: number): string {
  return flagsText(OVERFLOW_CASES, value);
}

/** The shape both flag attributes share: uniqued by their bits, printed as `mnemonic<flags>`. */
abstract class LlvmFlagsAttr extends DialectAttribute {
  readonly dialectNamespace = 'llvm';

  protected constructor(
    context: MLIRContext,
    uid: number,
    /** The flag bits. */
    readonly value: number,
  ) {
    super(context, uid);
  }
}

/** Fast-math flags (`#llvm.fastmath<nnan, ninf>`): what a float op may assume of its operands. */
export class FastmathFlagsAttr extends LlvmFlagsAttr {
  static readonly none = 0;
  static readonly nnan = 1;
  static readonly ninf = 2;
  static readonly nsz = 4;
  static readonly arcp = 8;
  static readonly contract = 16;
  static readonly afn = 32;
  static readonly reassoc = 64;
  static readonly fast = FASTMATH_ALL;

  static get(context: MLIRContext, value: number): FastmathFlagsAttr {
    const table = context.uniquer.indexedTable<FastmathFlagsAttr>('llvm.fastmath');
    return (table[value] ??= new FastmathFlagsAttr(context, context.uniquer.newSideUid(), value));
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(`fastmath<${flagsText(FASTMATH_CASES, this.value, FASTMATH_ALL)}>`);
  }

  /**
   * `<flags>` after the mnemonic. Like MLIR's generated enum parser, it reads every keyword before
   * judging them, so an unknown one is reported at the start of the list.
   */
  static parse(parser: AttrTypeParser): FastmathFlagsAttr | null {
    if (!parser.parseLess()) return null;
    const start = parser.tokenStart;
    let value = 0;
    let unknown = false;
    do {
      const name = parser.parseOptionalKeyword() ?? parser.parseOptionalString();
      if (name === undefined) {
        parser.emitErrorAt(parser.tokenStart, 'expected valid keyword or string');
        return failedFlags(parser, 'LLVM_FastmathFlagsAttr', 'FastmathFlags');
      }
      const bit =
        name === 'none' ? 0 : name === 'fast' ? FASTMATH_ALL : caseBit(FASTMATH_CASES, name);
      if (bit === undefined) unknown = true;
      else value |= bit;
    } while (parser.parseOptionalComma());
    if (unknown) {
      const names = ['none', ...FASTMATH_CASES.map(([name]) => name), 'fast'];
      parser.emitErrorAt(
        start,
        `expected ::mlir::LLVM::FastmathFlags to be one of: ${names.join(', ')}`,
      );
      return failedFlags(parser, 'LLVM_FastmathFlagsAttr', 'FastmathFlags');
    }
    return parser.parseGreater() ? FastmathFlagsAttr.get(parser.context, value) : null;
  }
}

/** Integer overflow flags as an attribute (`#llvm.overflow<nsw, nuw>`); ops store them as i32. */
export class IntegerOverflowFlagsAttr extends LlvmFlagsAttr {
  static readonly none = 0;
  static readonly nsw = 1;
  static readonly nuw = 2;

  static get(context: MLIRContext, value: number): IntegerOverflowFlagsAttr {
    const table = context.uniquer.indexedTable<IntegerOverflowFlagsAttr>('llvm.overflow');
    return (table[value] ??= new IntegerOverflowFlagsAttr(
      context,
      context.uniquer.newSideUid(),
      value,
    ));
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write(`overflow<${overflowFlagsText(this.value)}>`);
  }

  /** `<flags>` after the mnemonic. */
  static parse(parser: AttrTypeParser): IntegerOverflowFlagsAttr | null {
    if (!parser.parseLess()) return null;
    const value = parseOverflowFlagList(parser, (offset, message) =>
      parser.emitErrorAt(offset, message),
    );
    if (value === null)
      return failedFlags(parser, 'LLVM_IntegerOverflowFlagsAttr', 'IntegerOverflowFlags');
    return parser.parseGreater() ? IntegerOverflowFlagsAttr.get(parser.context, value) : null;
  }
}

function caseBit(cases: FlagCases, name: string): number | undefined {
  return cases.find(([caseName]) => caseName === name)?.[1];
}

/** MLIR's second error after a bad attribute parameter, at the token the parse stopped on. */
function failedFlags(parser: AttrTypeParser, attrName: string, enumName: string): null {
  parser.emitFollowUpError(
    `failed to parse ${attrName} parameter 'value' which is to be a \`::mlir::LLVM::${enumName}\``,
  );
  return null;
}

/**
 * `nsw, nuw` (keywords, comma-separated): MLIR's `parseOverflowFlags`, shared by the attribute and
 * the `overflow<...>` clause of the ops (whose errors carry the op's name). Null after an error.
 */
export function parseOverflowFlagList(
  parser: AttrTypeParser,
  report: (offset: number, message: string) => void,
): number | null {
  let value = 0;
  do {
    const offset = parser.tokenStart;
    const name = parser.parseOptionalKeyword();
    if (name === undefined) {
      report(offset, 'expected keyword for LLVM integer overflow flags');
      return null;
    }
    const bit = name === 'none' ? 0 : caseBit(OVERFLOW_CASES, name);
    if (bit === undefined) {
      report(
        offset,
        `expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: ${name}`,
      );
      return null;
    }
    value |= bit;
  } while (parser.parseOptionalComma());
  return value;
}

export const FastmathFlagsAttrConstraint = attrOfClass('LLVM fastmath flags', FastmathFlagsAttr);

/**
 * The `overflowFlags` property: the flag bits as an i32 (how MLIR 22 stores the enum). The generic
 * form may also give an integer of another width or an `#llvm.overflow` attribute, which
 * {@link normalizeOverflowFlags} converts, as MLIR's property conversion does.
 */
export const OverflowFlagsConstraint = new AttrConstraint<IntegerAttr>(
  'LLVM integer overflow flags',
  (a: Attribute) => a instanceof IntegerAttr && a.value >= 0n && a.value <= 3n,
  (a: Attribute) => a instanceof IntegerAttr || a instanceof IntegerOverflowFlagsAttr,
);

/** The i32 property value stored for `attr`, an accepted `overflowFlags` property. */
export function normalizeOverflowFlags(attr: Attribute): Attribute {
  if (attr instanceof IntegerOverflowFlagsAttr) return overflowFlagsValue(attr.context, attr.value);
  if (attr instanceof IntegerAttr && !attr.type.isSignlessInteger(32))
    return overflowFlagsValue(attr.context, Number(BigInt.asUintN(32, attr.value)));
  return attr;
}

/** The `overflowFlags` property value of `flags`. */
export function overflowFlagsValue(context: MLIRContext, flags: number): IntegerAttr {
  return IntegerAttr.get(IntegerType.get(context, 32), flags);
}

/** An enum whose cases are numbered in the order listed, as LLVM's predicates are. */
function numberedCases<K extends string>(names: readonly K[]): Record<K, number> {
  return Object.fromEntries(names.map((name, index) => [name, index])) as Record<K, number>;
}

/** `llvm.icmp` predicates (MLIR's `LLVM::ICmpPredicate`, an i64 enum). */
export const ICmpPredicateAttr = new IntegerEnumAttr(
  'ICmpPredicate',
  64,
  numberedCases(['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'] as const),
);
export type ICmpPredicate = keyof typeof ICmpPredicateAttr.cases;

/** `llvm.fcmp` predicates (MLIR's `LLVM::FCmpPredicate`, an i64 enum): ordered, unordered, constant. */
export const FCmpPredicateAttr = new IntegerEnumAttr(
  'FCmpPredicate',
  64,
  // prettier-ignore
  numberedCases([
    '_false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord',
    'ueq', 'ugt', 'uge', 'ult', 'ule', 'une', 'uno', '_true',
  ] as const),
);
export type FCmpPredicate = keyof typeof FCmpPredicateAttr.cases;

/**
 * How the dialect parses `#llvm.<mnemonic>...`: one entry per attribute kind, each reading what
 * follows its mnemonic. Another attribute kind is one more line here.
 */
export const attributeParsers: Record<string, (parser: AttrTypeParser) => Attribute | null> = {
  fastmath: (parser) => FastmathFlagsAttr.parse(parser),
  overflow: (parser) => IntegerOverflowFlagsAttr.parse(parser),
  linkage: (parser) => LinkageAttr.parse(parser),
  cconv: (parser) => CConvAttr.parse(parser),
  tailcallkind: (parser) => TailCallKindAttr.parse(parser),
};
