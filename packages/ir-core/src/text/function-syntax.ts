/**
 * The custom syntax of function-like ops (MLIR's `function_interface_impl::parseFunctionOp` and
 * `printFunctionOp`), as `func.func` and `transform.named_sequence` use it:
 *
 *     func.func [visibility] @name(%arg0: i32 {dialect.attr}, ...) -> (i64 {dialect.attr}, ...)
 *         attributes {...} { body }
 *
 * External declarations list only types: `func.func private @name(i32, f32 {a.b}) -> i32`.
 */
import type { Attribute } from '../attributes/attribute.js';
import {
  ArrayAttr,
  DictionaryAttr,
  StringAttr,
  TypeAttr,
} from '../attributes/builtin-attributes.js';
import type { Operation } from '../ir/operation.js';
import { Region } from '../ir/region.js';
import { ARG_ATTRS, RES_ATTRS } from '../ods/interfaces/function.js';
import { FunctionType } from '../types/builtin-types.js';
import type { Type } from '../types/type.js';
import type { OpAsmArgument, OperationParser, ParsedOperationState } from './parser.js';
import type { OpAsmPrinter } from './printer.js';

const FUNCTION_TYPE = 'function_type';
const SYM_NAME = 'sym_name';
const SYM_VISIBILITY = 'sym_visibility';
const VISIBILITIES = ['public', 'private', 'nested'] as const;

/** Attributes the signature spells, so they may not appear in the `attributes {...}` dictionary. */
const INFERRED_ATTRIBUTES = [SYM_VISIBILITY, SYM_NAME, FUNCTION_TYPE];
/** Attributes the printer does not repeat in `attributes {...}`. */
const ELIDED_ATTRIBUTES = [SYM_NAME, SYM_VISIBILITY, FUNCTION_TYPE, ARG_ATTRS, RES_ATTRS];

function entriesOf(dictionary: DictionaryAttr | null): [string, Attribute][] {
  if (dictionary === null) return [];
  return dictionary.value.map((named) => [named.name, named.value]);
}

/** `(arg, ...)`: named arguments (`%a: T {attrs} loc(...)`) or bare types (`T {attrs}`), not mixed. */
function parseArguments(parser: OperationParser, args: OpAsmArgument[]): boolean {
  return parser.parseCommaSeparatedList('paren', () => {
    if (parser.tokenKind === 'percent_identifier') {
      const offset = parser.getCurrentOffset();
      const argument = parser.parseArgument(true, true);
      if (argument === null) return false;
      if (args.length > 0 && args[args.length - 1]!.ssaName.name === '') {
        return parser.emitCustomError(offset, 'expected type instead of SSA identifier');
      }
      args.push(argument);
      return true;
    }
    const offset = parser.getCurrentOffset();
    if (args.length > 0 && args[args.length - 1]!.ssaName.name !== '')
      return parser.emitCustomError(offset, 'expected SSA identifier');
    const type = parser.parseType();
    if (type === null) return false;
    let attrs: DictionaryAttr | null = null;
    if (parser.tokenKind === 'l_brace') {
      attrs = parser.parseDictionaryAttr();
      if (attrs === null) return false;
    }
    const sourceLoc = parser.parseOptionalLocationSpecifier();
    if (sourceLoc === null) return false;
    args.push({
      ssaName: { name: '', number: 0, offset },
      type,
      attrs,
      sourceLoc: sourceLoc ?? null,
    });
    return true;
  });
}

/** `T`, or `(T {attrs}, ...)` (MLIR's `parseFunctionResultList`). */
function parseResults(
  parser: OperationParser,
  types: Type[],
  attrs: (DictionaryAttr | null)[],
): boolean {
  if (!parser.parseOptionalLParen()) {
    const type = parser.parseType();
    if (type === null) return false;
    types.push(type);
    attrs.push(null);
    return true;
  }
  if (parser.parseOptionalRParen()) return true;
  const ok = parser.parseCommaSeparatedList('none', () => {
    const type = parser.parseType();
    if (type === null) return false;
    types.push(type);
    let dictionary: DictionaryAttr | null = null;
    if (parser.tokenKind === 'l_brace') {
      dictionary = parser.parseDictionaryAttr();
      if (dictionary === null) return false;
    }
    attrs.push(dictionary);
    return true;
  });
  return ok && parser.parseRParen();
}

/** The `arg_attrs`/`res_attrs` array: absent unless some entry has attributes, `{}` for the others. */
function attrArray(
  parser: OperationParser,
  dictionaries: readonly (DictionaryAttr | null)[],
): ArrayAttr | null {
  if (!dictionaries.some((d) => d !== null && d.value.length > 0)) return null;
  const context = parser.context;
  return ArrayAttr.get(
    context,
    dictionaries.map((d) => d ?? DictionaryAttr.get(context)),
  );
}

/** Parses a function-like op after its name into `state` (MLIR's `parseFunctionOp`, not variadic). */
export function parseFunctionOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const visibility = parser.parseOptionalKeyword(VISIBILITIES);
  if (visibility !== undefined)
    state.properties.set(SYM_VISIBILITY, StringAttr.get(context, visibility));
  const name = parser.parseSymbolName();
  if (name === null) return false;
  state.properties.set(SYM_NAME, StringAttr.get(context, name));

  const args: OpAsmArgument[] = [];
  if (!parseArguments(parser, args)) return false;
  const resultTypes: Type[] = [];
  const resultAttrs: (DictionaryAttr | null)[] = [];
  if (parser.parseOptionalArrow() && !parseResults(parser, resultTypes, resultAttrs)) return false;
  const type = FunctionType.get(
    context,
    args.map((arg) => arg.type!),
    resultTypes,
  );
  state.properties.set(FUNCTION_TYPE, TypeAttr.get(type));

  const dictionaryOffset = parser.getCurrentOffset();
  const attributes: [string, Attribute][] = [];
  if (!parser.parseOptionalAttrDictWithKeyword(attributes)) return false;
  for (const [attrName] of attributes) {
    if (INFERRED_ATTRIBUTES.includes(attrName)) {
      return parser.emitCustomError(
        dictionaryOffset,
        `'${attrName}' is an inferred attribute and should not be specified in the explicit attribute dictionary`,
      );
    }
  }
  state.attributes.push(...attributes);
  const argAttrs = attrArray(
    parser,
    args.map((arg) => arg.attrs),
  );
  if (argAttrs !== null) state.properties.set(ARG_ATTRS, argAttrs);
  const resAttrs = attrArray(parser, resultAttrs);
  if (resAttrs !== null) state.properties.set(RES_ATTRS, resAttrs);

  const body = new Region();
  state.regions.push(body);
  const bodyOffset = parser.getCurrentOffset();
  const parsed = parser.parseOptionalRegion(body, args, false);
  if (parsed === undefined) return true;
  if (!parsed) return false;
  if (body.empty()) return parser.emitCustomError(bodyOffset, 'expected non-empty function body');
  return true;
}

function attrDictionaryAt(array: Attribute | undefined, index: number): [string, Attribute][] {
  if (!(array instanceof ArrayAttr)) return [];
  const entry = array.value[index];
  return entry instanceof DictionaryAttr ? entriesOf(entry) : [];
}

/** Prints a function-like op after its name (MLIR's `printFunctionOp`). */
export function printFunctionOp(op: Operation, printer: OpAsmPrinter, type: FunctionType): void {
  printer.write(' ');
  const visibility = op.getAttr(SYM_VISIBILITY);
  if (visibility instanceof StringAttr) printer.write(`${visibility.value} `);
  const name = op.getAttr(SYM_NAME);
  printer.printSymbolName(name instanceof StringAttr ? name.value : '');

  const body = op.getRegion(0);
  const external = body.empty();
  // Invalid IR (an entry block short of arguments) still prints, with types where names are missing.
  const entry = body.front;
  const argAttrs = op.getAttr(ARG_ATTRS);
  printer.write('(');
  type.inputs.forEach((input, i) => {
    if (i > 0) printer.write(', ');
    if (external || entry === null || i >= entry.numArguments) {
      printer.printType(input);
      printer.printOptionalAttrDict(attrDictionaryAt(argAttrs, i));
    } else {
      printer.printRegionArgument(entry.getArgument(i), attrDictionaryAt(argAttrs, i));
    }
  });
  printer.write(')');

  const results = type.results;
  if (results.length > 0) {
    printer.write(' -> ');
    const resAttrs = op.getAttr(RES_ATTRS);
    const needsParens =
      results.length > 1 ||
      results[0] instanceof FunctionType ||
      attrDictionaryAt(resAttrs, 0).length > 0;
    if (needsParens) printer.write('(');
    results.forEach((result, i) => {
      if (i > 0) printer.write(', ');
      printer.printType(result);
      printer.printOptionalAttrDict(attrDictionaryAt(resAttrs, i));
    });
    if (needsParens) printer.write(')');
  }

  printer.printOptionalAttrDictWithKeyword(op.getAttrs(), ELIDED_ATTRIBUTES);
  if (!external) {
    printer.write(' ');
    printer.printRegion(body, false, true);
  }
}
