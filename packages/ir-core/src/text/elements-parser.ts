import type { Attribute } from '../attributes/attribute.js';
import {
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  DenseResourceElementsAttr,
  DenseStringElementsAttr,
  SparseElementsAttr,
  type DenseElementsAttr,
  type ElementValue,
} from '../attributes/elements-attributes.js';
import { APFloat } from '../support/apfloat.js';
import { decodeBytes } from '../support/utf8.js';
import { ComplexType, FloatType, IntegerType } from '../types/builtin-types.js';
import { RankedTensorType, ShapedType, VectorType } from '../types/shaped-types.js';
import type { Type } from '../types/type.js';
import type { AttrTypeParser } from './attr-type-parser.js';
import { parseFloatLiteral } from './float-format.js';
import { integerForType, wrapInteger } from './integer-literal.js';
import { decodeStringLiteral } from './lexer.js';

/** One scalar (or complex pair) as written, converted once the element type is known. */
interface Literal {
  kind: 'integer' | 'float' | 'bool' | 'string' | 'complex';
  negative: boolean;
  spelling: string;
  offset: number;
  parts?: [Literal, Literal];
}

function parseScalarLiteral(parser: AttrTypeParser): Literal | null {
  const negative = parser.parseOptionalMinus();
  const kind = parser.tokenKind;
  // Located at the number itself (after any minus), as MLIR reports element errors.
  const start = parser.tokenStart;
  if (kind === 'integer' || kind === 'float') {
    return {
      kind,
      negative,
      spelling: parser.consumeSpelling(),
      offset: start,
    };
  }
  if (!negative && kind === 'string')
    return {
      kind: 'string',
      negative,
      spelling: parser.consumeSpelling(),
      offset: start,
    };
  if (!negative && kind === 'bare_identifier') {
    const keyword = parser.parseOptionalKeyword(['true', 'false']);
    if (keyword !== undefined) return { kind: 'bool', negative, spelling: keyword, offset: start };
  }
  parser.emitError(parser.currentLocation(), 'expected element literal of primitive type');
  return null;
}

function parseElementLiteral(parser: AttrTypeParser): Literal | null {
  const start = parser.tokenStart;
  if (!parser.parseOptionalLParen()) return parseScalarLiteral(parser);
  const real = parseScalarLiteral(parser);
  if (!real || !parser.expect('comma', "expected ',' between complex elements")) return null;
  const imaginary = parseScalarLiteral(parser);
  if (!imaginary || !parser.expect('r_paren', "expected ')' after complex elements")) return null;
  return {
    kind: 'complex',
    negative: false,
    spelling: '',
    offset: start,
    parts: [real, imaginary],
  };
}

/** A nested list literal: its inferred shape and its elements in row-major order. */
interface ListLiteral {
  shape: number[];
  elements: Literal[];
}

function parseList(parser: AttrTypeParser, out: Literal[]): number[] | null {
  return parser.parseNested(() => {
    let shape: number[] | null = null;
    let count = 0;
    const ok = parser.parseCommaSeparatedList('square', () => {
      let elementShape: number[] | null;
      if (parser.tokenKind === 'l_square') elementShape = parseList(parser, out);
      else {
        const literal = parseElementLiteral(parser);
        if (!literal) return false;
        out.push(literal);
        elementShape = [];
      }
      if (!elementShape) return false;
      if (shape && shape.join(',') !== elementShape.join(',')) {
        parser.emitError(
          parser.currentLocation(),
          'tensor literal is invalid; ranks are not consistent between elements',
        );
        return false;
      }
      shape = elementShape;
      count++;
      return true;
    });
    if (!ok) return null;
    return [count, ...(shape ?? [])];
  });
}

function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** The bytes of an even-length hex digit string, or null. */
function hexToBytes(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const high = hexDigit(hex.charCodeAt(2 * i));
    const low = hexDigit(hex.charCodeAt(2 * i + 1));
    if (high < 0 || low < 0) return null;
    bytes[i] = high * 16 + low;
  }
  return bytes;
}

/** Converts a scalar literal to a value for `scalar` (an integer, index or float type), or reports. */
function convertScalar(
  parser: AttrTypeParser,
  literal: Literal,
  scalar: Type,
): ElementValue | null {
  const location = literal.offset;
  const fail = (message: string): null => {
    parser.emitErrorAt(location, message);
    return null;
  };
  if (literal.kind === 'complex')
    return fail('unexpected complex literal for a non-complex element type');
  if (literal.kind === 'string') return fail('expected element literal of primitive type');
  if (scalar instanceof FloatType) {
    if (literal.kind === 'bool') return fail('expected floating point literal');
    if (literal.kind === 'float')
      return parseFloatLiteral(scalar.semantics, (literal.negative ? '-' : '') + literal.spelling);
    if (!literal.spelling.startsWith('0x')) {
      parser.errorWithNote(
        location,
        'unexpected decimal integer literal for a floating point value',
        location,
        'add a trailing dot to make the literal a float',
      );
      return null;
    }
    if (literal.negative) return fail('hexadecimal float literal should not have a leading minus');
    const bits = BigInt(literal.spelling);
    if (bits >> BigInt(scalar.width) !== 0n)
      return fail('hexadecimal float constant out of range for type');
    return new APFloat(scalar.semantics, bits);
  }
  if (literal.kind === 'bool') {
    if (!scalar.isInteger(1)) return fail("expected i1 type for 'true' or 'false' values");
    return literal.spelling === 'true';
  }
  if (literal.kind === 'float') return fail('expected integer elements, but parsed floating-point');
  if (literal.negative && scalar.isUnsignedInteger())
    return fail('expected unsigned integer elements, but parsed negative value');
  const value = integerForType(scalar, BigInt(literal.spelling), literal.negative);
  if (typeof value === 'string') return fail('integer constant out of range for type');
  return value;
}

function convertElements(
  parser: AttrTypeParser,
  literals: readonly Literal[],
  elementType: Type,
): ElementValue[] | null {
  const values: ElementValue[] = [];
  const isComplex = elementType instanceof ComplexType;
  const scalar = isComplex ? elementType.elementType : elementType;
  for (const literal of literals) {
    if (isComplex) {
      if (literal.kind !== 'complex') {
        parser.emitErrorAt(literal.offset, 'expected complex element literal `(re, im)`');
        return null;
      }
      for (const part of literal.parts!) {
        const value = convertScalar(parser, part, scalar);
        if (value === null) return null;
        values.push(value);
      }
    } else {
      const value = convertScalar(parser, literal, scalar);
      if (value === null) return null;
      values.push(value);
    }
  }
  return values;
}

/**
 * The type after `dense<...>`: given by the context, or `: type`; any statically shaped type
 * (tensors, vectors and memrefs, as MLIR accepts).
 */
function parseElementsType(
  parser: AttrTypeParser,
  given: Type | null,
  location: number,
): ShapedType | null {
  const type = given ?? parser.parseColonType();
  if (!type) return null;
  if (!(type instanceof ShapedType)) {
    parser.emitErrorAt(location, 'elements literal must be a shaped type');
    return null;
  }
  if (!type.hasStaticShape) {
    parser.emitErrorAt(location, 'elements literal type must have static shape');
    return null;
  }
  return type;
}

function isNumericElementType(type: Type): boolean {
  return DenseIntOrFPElementsAttr.isValidElementType(type);
}

/** A tensor literal as written: nested lists, or a single (splat) element. */
type TensorLiteral = { list: ListLiteral; splat: null } | { list: null; splat: Literal };

function parseTensorLiteral(parser: AttrTypeParser): TensorLiteral | null {
  if (parser.tokenKind === 'l_square') {
    const elements: Literal[] = [];
    const shape = parseList(parser, elements);
    return shape ? { list: { shape, elements }, splat: null } : null;
  }
  const splat = parseElementLiteral(parser);
  return splat ? { list: null, splat } : null;
}

/**
 * The elements attribute of `type` that `literal` denotes, or null after reporting. Errors about
 * the literal as a whole are reported at `location` (MLIR reports them at the keyword).
 */
function buildElements(
  parser: AttrTypeParser,
  literal: TensorLiteral,
  type: ShapedType,
  location: number,
): DenseElementsAttr | null {
  const elementType = type.elementType;
  const { list, splat } = literal;
  if (splat?.kind === 'string' && isNumericElementType(elementType)) {
    // Hex digits need no escapes: read them straight from the token when there are none.
    const text = splat.spelling.includes('\\')
      ? decodeBytes(decodeStringLiteral(splat.spelling))
      : splat.spelling.slice(1, -1);
    const bytes = text.startsWith('0x') ? hexToBytes(text.slice(2)) : null;
    if (!bytes)
      return failAt(
        parser,
        splat.offset,
        'expected string containing hex digits starting with `0x`',
      );
    const attr = DenseIntOrFPElementsAttr.getFromRawBuffer(type, bytes);
    return (
      attr ??
      failAt(
        parser,
        location,
        `elements hex data size is invalid for provided type: '${type.toString()}'`,
      )
    );
  }
  if (list) {
    const expected = type.shape!;
    if (list.shape.join(',') !== expected.join(',')) {
      return failAt(
        parser,
        location,
        `inferred shape of elements literal ([${list.shape.join(', ')}]) does not match type ([${expected.join(', ')}])`,
      );
    }
  }
  const literals = list ? list.elements : [splat!];
  // Complex elements must be written as pairs; MLIR counts the scalars it parsed instead.
  if (elementType instanceof ComplexType && literals.some((l) => l.kind !== 'complex')) {
    const expected = list
      ? `('${type.toString()}') expected ${type.numElements * 2}`
      : `('${elementType.toString()}') expected 2`;
    return failAt(
      parser,
      location,
      `parsed ${literals.length} elements, but type ${expected} elements`,
    );
  }
  if (!isNumericElementType(elementType)) {
    const strings: string[] = [];
    for (const l of literals) {
      if (l.kind !== 'string') return failAt(parser, l.offset, 'expected string element literal');
      strings.push(decodeBytes(decodeStringLiteral(l.spelling)));
    }
    return DenseStringElementsAttr.get(type, strings);
  }
  const values = convertElements(parser, literals, elementType);
  return values ? DenseIntOrFPElementsAttr.get(type, values) : null;
}

/** Empty elements of `type` (which must have no elements). */
function emptyElements(
  parser: AttrTypeParser,
  type: ShapedType,
  location: number,
): DenseElementsAttr | null {
  if (type.numElements !== 0)
    return failAt(
      parser,
      location,
      `parsed zero elements, but type ('${type.toString()}') expected at least 1`,
    );
  return isNumericElementType(type.elementType)
    ? DenseIntOrFPElementsAttr.get(type, [])
    : DenseStringElementsAttr.get(type, []);
}

/** `dense<literal> : type`: a splat, nested lists, a hex string, or nothing (for empty shapes). */
export function parseDenseElements(parser: AttrTypeParser, given: Type | null): Attribute | null {
  // Mismatches between the literal and its type are reported at `dense`, as MLIR does.
  const location = parser.tokenStart;
  parser.consume();
  if (!parser.parseLess()) return null;
  let literal: TensorLiteral | null = null;
  if (!parser.parseOptionalGreater()) {
    literal = parseTensorLiteral(parser);
    if (!literal || !parser.parseGreater()) return null;
  }
  const type = parseElementsType(parser, given, location);
  if (!type) return null;
  return literal
    ? buildElements(parser, literal, type, location)
    : emptyElements(parser, type, location);
}

/**
 * `sparse<indices, values> : type` or `sparse<>`. A splat index list is one index of the type's
 * rank; a splat value repeats for every index.
 */
export function parseSparseElements(parser: AttrTypeParser, given: Type | null): Attribute | null {
  const location = parser.tokenStart;
  parser.consume();
  if (!parser.parseLess()) return null;
  let indices: TensorLiteral | null = null;
  let values: TensorLiteral | null = null;
  if (!parser.parseOptionalGreater()) {
    indices = parseTensorLiteral(parser);
    if (!indices || !parser.parseComma()) return null;
    values = parseTensorLiteral(parser);
    if (!values || !parser.parseGreater()) return null;
  }
  const type = parseElementsType(parser, given, location);
  if (!type) return null;
  const context = parser.context;
  const i64 = IntegerType.get(context, 64);
  if (!indices || !values) {
    const noIndices = DenseIntOrFPElementsAttr.get(
      RankedTensorType.get(context, [0, type.rank], i64),
      [],
    );
    const noValues = emptyElements(
      parser,
      RankedTensorType.get(context, [0], type.elementType),
      location,
    );
    return noValues && SparseElementsAttr.get(type, noIndices, noValues);
  }
  const indicesShape = indices.list ? indices.list.shape : [1, type.rank];
  const indicesAttr = buildElements(
    parser,
    indices,
    RankedTensorType.get(context, indicesShape, i64),
    location,
  );
  if (!indicesAttr) return null;
  const valuesShape = values.list ? values.list.shape : [indicesShape[0]!];
  const valuesAttr = buildElements(
    parser,
    values,
    RankedTensorType.get(context, valuesShape, type.elementType),
    location,
  );
  if (!valuesAttr) return null;
  const problem = SparseElementsAttr.verify(
    type,
    indicesAttr as DenseIntOrFPElementsAttr,
    valuesAttr,
  );
  if (problem) return failAt(parser, location, problem);
  return SparseElementsAttr.get(type, indicesAttr as DenseIntOrFPElementsAttr, valuesAttr);
}

function failAt(parser: AttrTypeParser, offset: number, message: string): null {
  parser.emitErrorAt(offset, message);
  return null;
}

/** `dense_resource<handle> : type`. */
export function parseDenseResource(parser: AttrTypeParser, given: Type | null): Attribute | null {
  parser.consume();
  if (!parser.expect('less', "expected '<' after 'dense_resource'")) return null;
  const handle = parser.parseKeywordOrString();
  if (handle === null || !parser.parseGreater()) return null;
  const location = parser.tokenStart;
  const type = given ?? parser.parseColonType();
  if (!type) return null;
  // Any shaped type, dynamic or unranked too, as MLIR accepts.
  if (!(type instanceof ShapedType))
    return failAt(parser, location, '`dense_resource` expected a shaped type');
  return DenseResourceElementsAttr.get(type, handle);
}

/**
 * `array<type: v, ...>` or `array<type>`. Each element is checked as soon as it is read, as MLIR's
 * element parser does, so an error names the first bad element and stops there.
 */
export function parseDenseArray(parser: AttrTypeParser): Attribute | null {
  parser.consume();
  if (!parser.expect('less', "expected '<' after 'array'")) return null;
  const location = parser.tokenStart;
  const elementType = parser.parseType();
  if (!elementType) {
    parser.emitFollowUpError('expected an integer or floating point type', location);
    return null;
  }
  if (!DenseArrayAttr.isValidElementType(elementType)) {
    const width =
      elementType instanceof IntegerType || elementType instanceof FloatType
        ? elementType.width
        : 8;
    return failAt(
      parser,
      location,
      width % 8 !== 0 && width !== 1
        ? 'element type bitwidth must be a multiple of 8'
        : `expected integer or float type, got: '${elementType.toString()}'`,
    );
  }
  const values: ElementValue[] = [];
  if (parser.tokenKind !== 'greater') {
    if (!parser.expect('colon', "expected ':' after dense array type")) return null;
    const ok = parser.parseCommaSeparatedList(
      'none',
      elementType instanceof FloatType
        ? () => parseArrayFloat(parser, elementType, values)
        : () => parseArrayInteger(parser, elementType, values),
    );
    if (!ok) return null;
  }
  if (!parser.expect('greater', "expected '>' to close an array attribute")) return null;
  return DenseArrayAttr.get(elementType, values);
}

/**
 * One element of an integer dense array: `true`/`false` for 1-bit types (of any signedness) and
 * integer literals for the others. A negative literal wraps whatever the signedness (`-1` is 255
 * in `ui8`). A bad literal is reported at the token after it, where MLIR checks it.
 */
function parseArrayInteger(parser: AttrTypeParser, type: Type, out: ElementValue[]): boolean {
  const negative = parser.parseOptionalMinus();
  const isBool = type.isInteger(1);
  const spelling = parser.getTokenSpelling();
  if (parser.tokenKind === 'bare_identifier' && (spelling === 'true' || spelling === 'false')) {
    if (!isBool) return parser.errorHere("expected i1 type for 'true' or 'false' values");
    parser.consume();
    out.push(spelling === 'true');
    return true;
  }
  if (parser.tokenKind !== 'integer') return parser.errorHere('expected integer literal');
  parser.consume();
  if (isBool) return parser.errorHere("expected 'true' or 'false' values for i1 type");
  const value = wrapInteger(type, BigInt(spelling), negative);
  if (typeof value === 'string') return parser.errorHere('integer constant out of range');
  out.push(value);
  return true;
}

/** One element of a float dense array: a float literal, or an integer spelling the bits in hex. */
function parseArrayFloat(parser: AttrTypeParser, type: FloatType, out: ElementValue[]): boolean {
  const negative = parser.parseOptionalMinus();
  const kind = parser.tokenKind;
  if (kind !== 'integer' && kind !== 'float')
    return parser.errorHere('expected floating point literal');
  const offset = parser.tokenStart;
  // Converted before the token is consumed: an error stops there, where a follow-up lands too.
  const value = convertScalar(
    parser,
    { kind, negative, spelling: parser.getTokenSpelling(), offset },
    type,
  );
  if (value === null) return false;
  parser.consume();
  out.push(value);
  return true;
}
