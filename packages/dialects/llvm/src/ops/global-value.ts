/**
 * What `llvm.func` and `llvm.mlir.global` share as LLVM global values: the `linkage`,
 * `visibility_` and `unnamed_addr` properties with their keywords, and property constraints
 * both use.
 */
import {
  AnyAttr,
  type Attribute,
  AttrConstraint,
  attrOfClass,
  defaultValued,
  IntegerAttr,
  IntegerType,
  type MLIRContext,
  type OpAsmPrinter,
  type OperationParser,
  optional,
  type ParsedOperationState,
  UnitAttrConstraint,
} from '@strata/ir-core';
import { LinkageAttr } from '../enum-attributes.js';

/**
 * The I64 enums `visibility_` and `unnamed_addr`: case i is keyword i; the first case, the
 * default, has no keyword.
 */
const VISIBILITY_KEYWORDS = ['', 'hidden', 'protected'] as const;
const UNNAMED_ADDR_KEYWORDS = ['', 'local_unnamed_addr', 'unnamed_addr'] as const;

export function i64(context: MLIRContext, value: number): IntegerAttr {
  return IntegerAttr.get(IntegerType.get(context, 64), value);
}

/**
 * An I64 enum property whose values `isCase` accepts: MLIR stores the enum itself, so another
 * integer fails the property conversion.
 */
export function i64Enum(
  summary: string,
  isCase: (value: bigint) => boolean,
): AttrConstraint<IntegerAttr> {
  const accepts = (attr: unknown) =>
    attr instanceof IntegerAttr && attr.type.isSignlessInteger(64) && isCase(attr.value);
  return new AttrConstraint<IntegerAttr>(summary, accepts, accepts);
}

/** The cases of an enum whose case i is keyword i. */
function keywordCases(keywords: readonly string[]) {
  return (value: bigint) => value >= 0n && value < BigInt(keywords.length);
}

export const unit = optional(UnitAttrConstraint);
/** Attributes whose own kinds Strata does not model yet (memory effects, debug info, ...). */
export const opaque = optional(AnyAttr);

export const linkage = defaultValued(
  attrOfClass('LLVM Linkage specification', LinkageAttr),
  (context) => LinkageAttr.get(context, 'external'),
);
export const visibility = defaultValued(
  i64Enum('LLVM GlobalValue Visibility', keywordCases(VISIBILITY_KEYWORDS)),
  (context) => i64(context, 0),
);
export const unnamedAddr = optional(
  i64Enum('LLVM GlobalValue UnnamedAddr', keywordCases(UNNAMED_ADDR_KEYWORDS)),
);

/** The index of the keyword read from `keywords` (none read: 0, the default case). */
function parseOptionalEnumKeyword(parser: OperationParser, keywords: readonly string[]): number {
  const keyword = parser.parseOptionalKeyword(keywords.filter((k) => k !== ''));
  return keyword === undefined ? 0 : keywords.indexOf(keyword);
}

/** An optional linkage keyword (`external` when there is none) into `linkage`. */
export function parseLinkage(parser: OperationParser, state: ParsedOperationState): void {
  const keyword = parser.parseOptionalKeyword(LinkageAttr.enumeration.cases) ?? 'external';
  state.properties.set('linkage', LinkageAttr.get(parser.context, keyword));
}

/** An optional `hidden` / `protected` into `visibility_`. */
export function parseVisibility(parser: OperationParser, state: ParsedOperationState): void {
  const value = parseOptionalEnumKeyword(parser, VISIBILITY_KEYWORDS);
  state.properties.set('visibility_', i64(parser.context, value));
}

/** An optional `local_unnamed_addr` / `unnamed_addr` into `unnamed_addr`. */
export function parseUnnamedAddr(parser: OperationParser, state: ParsedOperationState): void {
  const value = parseOptionalEnumKeyword(parser, UNNAMED_ADDR_KEYWORDS);
  state.properties.set('unnamed_addr', i64(parser.context, value));
}

function printEnumKeyword(
  printer: OpAsmPrinter,
  keywords: readonly string[],
  value: Attribute | undefined,
): void {
  const keyword = value instanceof IntegerAttr ? (keywords[Number(value.value)] ?? '') : '';
  if (keyword !== '') printer.write(`${keyword} `);
}

/** `hidden ` / `protected `, or nothing for the default visibility. */
export function printVisibility(printer: OpAsmPrinter, value: Attribute | undefined): void {
  printEnumKeyword(printer, VISIBILITY_KEYWORDS, value);
}

/** `local_unnamed_addr ` / `unnamed_addr `, or nothing. */
export function printUnnamedAddr(printer: OpAsmPrinter, value: Attribute | undefined): void {
  printEnumKeyword(printer, UNNAMED_ADDR_KEYWORDS, value);
}
