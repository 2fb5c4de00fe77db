/**
 * The operand bundles of `llvm.call` (MLIR's `parseOpBundles` / `printOpBundles`):
 *
 *     llvm.call @f(%x) ["deopt"(%a, %b : i32, i64), "cold"()] : (i32) -> ()
 *
 * Bundle i holds `op_bundle_sizes[i]` of the operands after the callee operands, and is named by
 * `op_bundle_tags[i]`.
 */
import {
  ArrayAttr,
  type Attribute,
  DenseArrayAttr,
  IntegerType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  StringAttr,
  type Type,
  type UnresolvedOperand,
} from '@strata/ir-core';

/** Bundles as parsed, before their operands are resolved. */
export interface ParsedOpBundles {
  /** Where the list began, where MLIR reports a bundle whose types do not match. */
  offset: number;
  operands: UnresolvedOperand[][];
  types: Type[][];
}

/** `"tag"(%a, %b : T, U)` or `"tag"()`. */
function parseOneBundle(parser: OperationParser, bundles: ParsedOpBundles, tags: Attribute[]) {
  const offset = parser.getCurrentOffset();
  const tag = parser.parseOptionalString();
  if (tag === undefined) {
    // MLIR reports the missing string, then its own words.
    parser.emitCustomError(offset, 'expected string');
    parser.emitFollowUpError("custom op 'llvm.call' expect operand bundle tag", offset);
    return false;
  }
  if (!parser.parseLParen()) return false;
  let operands: UnresolvedOperand[] = [];
  let types: Type[] = [];
  if (!parser.parseOptionalRParen()) {
    const list = parser.parseOperandList();
    const typeList = list === null ? null : parser.parseColonTypeList();
    if (list === null || typeList === null || !parser.parseRParen()) return false;
    operands = list;
    types = typeList;
  }
  bundles.operands.push(operands);
  bundles.types.push(types);
  tags.push(StringAttr.get(parser.context, tag));
  return true;
}

/** `[bundle, ...]` if present (then `op_bundle_tags` is set when not empty); null on error. */
export function parseOpBundles(
  parser: OperationParser,
  state: ParsedOperationState,
): ParsedOpBundles | null {
  const bundles: ParsedOpBundles = {
    offset: parser.getCurrentOffset(),
    operands: [],
    types: [],
  };
  if (!parser.parseOptionalLSquare()) return bundles;
  const tags: Attribute[] = [];
  if (!parser.parseOptionalRSquare()) {
    const ok = parser.parseCommaSeparatedList('none', () => parseOneBundle(parser, bundles, tags));
    if (!ok || !parser.parseRSquare()) return null;
  }
  if (tags.length > 0) state.properties.set('op_bundle_tags', ArrayAttr.get(parser.context, tags));
  return bundles;
}

/** Resolves the bundle operands after the callee's and sets `op_bundle_sizes`. */
export function resolveOpBundles(
  parser: OperationParser,
  state: ParsedOperationState,
  bundles: ParsedOpBundles,
): boolean {
  const sizes: number[] = [];
  for (let i = 0; i < bundles.operands.length; i++) {
    const operands = bundles.operands[i]!;
    const types = bundles.types[i]!;
    if (operands.length !== types.length) {
      return parser.emitCustomError(
        bundles.offset,
        `expected ${operands.length} types for operand bundle operands for operand bundle #${i}, but actually got ${types.length}`,
      );
    }
    if (!parser.resolveOperands(operands, types, bundles.offset, state.operands)) return false;
    sizes.push(operands.length);
  }
  state.properties.set(
    'op_bundle_sizes',
    DenseArrayAttr.get(IntegerType.get(parser.context, 32), sizes),
  );
  return true;
}

/** ` ["tag"(%a : T), ...]` when the call has bundles; `first` is the first bundle operand. */
export function printOpBundles(op: Operation, printer: OpAsmPrinter, first: number): void {
  const sizes = op.getAttr('op_bundle_sizes');
  const counts = sizes instanceof DenseArrayAttr ? sizes.asNumbers() : [];
  if (counts.length === 0) return;
  const tags = op.getAttr('op_bundle_tags');
  printer.write(' [');
  let next = first;
  counts.forEach((count, i) => {
    if (i > 0) printer.write(', ');
    const tag = tags instanceof ArrayAttr ? tags.value[i] : undefined;
    printer.write(`"${tag instanceof StringAttr ? tag.value : ''}"(`);
    const operands = op.operands.slice(next, next + count);
    next += count;
    printer.printOperands(operands);
    if (operands.length > 0) {
      printer.write(' : ');
      operands.forEach((operand, j) => {
        if (j > 0) printer.write(', ');
        printer.printType(operand.type);
      });
    }
    printer.write(')');
  });
  printer.write(']');
}
