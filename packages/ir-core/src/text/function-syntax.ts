/**
 * The custom syntax of function-like ops (MLIR's `function_interface_impl::parseFunctionOp` and
 * `printFunctionOp`), as `func.func` and `transform.named_sequence` use it:
 *
 *     func.func [visibility] @name(%arg0: i32 {dialect.attr}, ...) -> (i64 {dialect.attr}, ...)
 *         attributes {...} { body }
 *
 * External declarations list only types: `func.func private @name(i32, f32 {a.b}) -> i32`.
 * Ops with a syntax of their own around the signature (`llvm.func`, which adds linkage and a
 * variadic `...`) use the pieces: {@link parseFunctionSignatureWithArguments},
 * {@link addArgAndResultAttrs}, {@link printFunctionSignature} and {@link printFunctionAttributes}.
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
/** Attributes the printer does not repeat in `attributes {...}` (besides `sym_name`). */
const ELIDED_ATTRIBUTES = [SYM_VISIBILITY, FUNCTION_TYPE, ARG_ATTRS, RES_ATTRS];

function entriesOf(dictionary: DictionaryAttr | null): [string, Attribute][] {
  if (dictionary === null) return [];
  return dictionary.value.map((named) => [named.name, named.value]);
}

/**
 * `(arg, ...)`: named arguments (`%a: T {attrs} loc(...)`) or bare types (`T {attrs}`), not mixed,
 * and with `allowVariadic` a last `...`. Returns whether the list ended in `...`, null on error.
 */
function parseArguments(
  parser: OperationParser,
  args: OpAsmArgument[],
  allowVariadic: boolean,
): boolean | null {
  let isVariadic = false;
  const ok = parser.parseCommaSeparatedList('paren', () => {
    if (isVariadic) {
      return parser.emitCustomError(
        parser.getCurrentOffset(),
        'variadic arguments must be in the end of the argument list',
      );
    }
    if (allowVariadic && parser.parseOptionalEllipsis()) {
      isVariadic = true;
      return true;
    }
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
  return ok ? isVariadic : null;
}

/** `T`, or `(T {attrs}, ...)` (MLIR's `parseFunctionResultList`), as after `->`. */
function parseFunctionResultList(
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

/** A parsed signature: the entry arguments (types and attributes), `...`, and the results. */
export interface ParsedFunctionSignature {
  args: OpAsmArgument[];
  isVariadic: boolean;
  resultTypes: Type[];
  resultAttrs: (DictionaryAttr | null)[];
}

/**
 * `(%a: T {attrs}, ...) -> (R {attrs})`, or types only for a declaration (MLIR's
 * `parseFunctionSignatureWithArguments`); `...` ends the arguments when `allowVariadic`.
 */
export function parseFunctionSignatureWithArguments(
  parser: OperationParser,
  allowVariadic: boolean,
): ParsedFunctionSignature | null {
  const args: OpAsmArgument[] = [];
  const isVariadic = parseArguments(parser, args, allowVariadic);
  if (isVariadic === null) return null;
  const resultTypes: Type[] = [];
  const resultAttrs: (DictionaryAttr | null)[] = [];
  if (parser.parseOptionalArrow() && !parseFunctionResultList(parser, resultTypes, resultAttrs))
    return null;
  return { args, isVariadic, resultTypes, resultAttrs };
}

/**
 * Sets `arg_attrs` / `res_attrs` when some argument or result has attributes (MLIR's
 * `addArgAndResultAttrs`); `argAttrs[i]` belongs to argument i, null when it has none.
 */
export function addArgAndResultAttrs(
  parser: OperationParser,
  state: ParsedOperationState,
  argAttrs: readonly (DictionaryAttr | null)[],
  resultAttrs: readonly (DictionaryAttr | null)[],
): void {
  const args = attrArray(parser, argAttrs);
  if (args !== null) state.properties.set(ARG_ATTRS, args);
  const results = attrArray(parser, resultAttrs);
  if (results !== null) state.properties.set(RES_ATTRS, results);
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

  const signature = parseFunctionSignatureWithArguments(parser, false);
  if (signature === null) return false;
  const type = FunctionType.get(
    context,
    signature.args.map((arg) => arg.type!),
    signature.resultTypes,
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
  addArgAndResultAttrs(
    parser,
    state,
    signature.args.map((arg) => arg.attrs),
    signature.resultAttrs,
  );

  const body = new Region();
  state.regions.push(body);
  const bodyOffset = parser.getCurrentOffset();
  const parsed = parser.parseOptionalRegion(body, signature.args, false);
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

/**
 * `(%arg0: T {attrs}, ...) -> (R {attrs})` (MLIR's `printFunctionSignature`): argument names when
 * the op has a body, types only for a declaration, `...` last when `isVariadic`.
 */
export function printFunctionSignature(
  op: Operation,
  printer: OpAsmPrinter,
  inputs: readonly Type[],
  isVariadic: boolean,
  results: readonly Type[],
): void {
  const body = op.getRegion(0);
  const external = body.empty();
  // Invalid IR (an entry block short of arguments) still prints, with types where names are missing.
  const entry = body.front;
  const argAttrs = op.getAttr(ARG_ATTRS);
  printer.write('(');
  inputs.forEach((input, i) => {
    if (i > 0) printer.write(', ');
    if (external || entry === null || i >= entry.numArguments) {
      printer.printType(input);
      printer.printOptionalAttrDict(attrDictionaryAt(argAttrs, i));
    } else {
      printer.printRegionArgument(entry.getArgument(i), attrDictionaryAt(argAttrs, i));
    }
  });
  if (isVariadic) printer.write(inputs.length > 0 ? ', ...' : '...');
  printer.write(')');

  if (results.length > 0) {
    printer.write(' -> ');
    printFunctionResultList(op, printer, results);
  }
}

/** `R`, or `(R {attrs}, ...)` when more than one, a function type or attributes need parentheses. */
function printFunctionResultList(op: Operation, printer: OpAsmPrinter, results: readonly Type[]) {
  const resAttrs = op.getAttr(RES_ATTRS);
  const needsParens =
    results.length !== 1 ||
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

/**
 * `(T {attrs}, ...) -> R` with the call's `arg_attrs`/`res_attrs`; `-> ()` without results
 * (MLIR's `call_interface_impl::printFunctionSignature`).
 */
export function printCallSignature(
  op: Operation,
  printer: OpAsmPrinter,
  args: readonly Type[],
  results: readonly Type[],
): void {
  const argAttrs = op.getAttr(ARG_ATTRS);
  printer.write('(');
  args.forEach((type, i) => {
    if (i > 0) printer.write(', ');
    printer.printType(type);
    printer.printOptionalAttrDict(attrDictionaryAt(argAttrs, i));
  });
  printer.write(') -> ');
  printFunctionResultList(op, printer, results);
}

/** A call's parsed signature: types with their attributes (null for none). */
export interface ParsedCallSignature {
  argTypes: Type[];
  argAttrs: (DictionaryAttr | null)[];
  resultTypes: Type[];
  resultAttrs: (DictionaryAttr | null)[];
}

/**
 * `(T {attrs}, ...) -> R` (MLIR's `call_interface_impl::parseFunctionSignature`). Null on error,
 * and also, with nothing reported, when the `->` is missing: callers add their own message.
 */
export function parseCallSignature(parser: OperationParser): ParsedCallSignature | null {
  const signature: ParsedCallSignature = {
    argTypes: [],
    argAttrs: [],
    resultTypes: [],
    resultAttrs: [],
  };
  const args = parser.parseCommaSeparatedList('paren', () => {
    const type = parser.parseType();
    if (type === null) return false;
    signature.argTypes.push(type);
    if (parser.tokenKind !== 'l_brace') return signature.argAttrs.push(null) > 0;
    const dictionary = parser.parseDictionaryAttr();
    signature.argAttrs.push(dictionary);
    return dictionary !== null;
  });
  const ok =
    args &&
    parser.parseOptionalArrow() &&
    parseFunctionResultList(parser, signature.resultTypes, signature.resultAttrs);
  return ok ? signature : null;
}

/** ` attributes {...}` with the op's attributes but `sym_name` and `elided` (MLIR's `printFunctionAttributes`). */
export function printFunctionAttributes(
  op: Operation,
  printer: OpAsmPrinter,
  elided: readonly string[],
): void {
  printer.printOptionalAttrDictWithKeyword(op.getAttrs(), [SYM_NAME, ...elided]);
}

/** Prints a function-like op after its name (MLIR's `printFunctionOp`). */
export function printFunctionOp(op: Operation, printer: OpAsmPrinter, type: FunctionType): void {
  printer.write(' ');
  const visibility = op.getAttr(SYM_VISIBILITY);
  if (visibility instanceof StringAttr) printer.write(`${visibility.value} `);
  const name = op.getAttr(SYM_NAME);
  printer.printSymbolName(name instanceof StringAttr ? name.value : '');
  printFunctionSignature(op, printer, type.inputs, false, type.results);
  printFunctionAttributes(op, printer, ELIDED_ATTRIBUTES);
  const body = op.getRegion(0);
  if (!body.empty()) {
    printer.write(' ');
    printer.printRegion(body, false, true);
  }
}
