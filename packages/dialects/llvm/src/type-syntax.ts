/**
 * Parsing of the llvm dialect's types, with MLIR 22's messages and locations. Inside an llvm
 * type any type may be written in full (`!llvm.ptr`, `i32`) and llvm types also by their
 * shorthand (`ptr`); at the top level (`!llvm.<body>`) only the shorthand names a type.
 */
import type { AttrTypeParser, Location, Type } from '@strata/ir-core';
import {
  KEYWORD_TYPES,
  LLVMArrayType,
  LLVMFunctionType,
  LLVMPointerType,
  LLVMStructType,
  LLVMTargetExtType,
  verifyArrayElementType,
  verifyFunctionParamType,
  verifyFunctionResultType,
  verifyStructElementType,
} from './types.js';

/** The body of `!llvm.<body>`: a shorthand llvm type. */
export function parseLlvmDialectType(parser: AttrTypeParser): Type | null {
  const location = parser.currentLocation();
  const type = parser.parseOptionalType();
  if (type === null) return null;
  if (type !== undefined) {
    parser.emitError(location, 'unexpected type, expected keyword');
    return null;
  }
  return parseShorthandType(parser, location);
}

/** A type nested in an llvm type (MLIR's `parsePrettyLLVMType`): any type, or an llvm shorthand. */
export function parsePrettyLlvmType(parser: AttrTypeParser): Type | null {
  const location = parser.currentLocation();
  const type = parser.parseOptionalType();
  return type === undefined ? parseShorthandType(parser, location) : type;
}

function parseShorthandType(parser: AttrTypeParser, location: Location): Type | null {
  // Reported at the token itself, not after the previous one.
  const keyword = parser.parseOptionalKeyword();
  if (keyword === undefined) {
    parser.emitError(parser.currentLocation(), 'expected valid keyword');
    return null;
  }
  const context = parser.context;
  const simple = KEYWORD_TYPES.get(keyword);
  if (simple !== undefined) return simple.get(context);
  switch (keyword) {
    case 'ptr':
      return parsePointerType(parser);
    case 'array':
      return parseArrayType(parser);
    case 'struct':
      return parseStructType(parser);
    case 'func':
      return parseFunctionType(parser);
    case 'target':
      return parseTargetExtType(parser);
  }
  parser.emitError(location, `unknown LLVM type: ${keyword}`);
  return null;
}

/**
 * An unsigned integer of `bits` bits, as MLIR's `parseInteger<uintN_t>` reads it: a negative
 * literal wraps around when its digits (four bits each) fit in `bits`, and "integer value too
 * large" otherwise.
 */
function parseUnsigned(parser: AttrTypeParser, bits: number): bigint | null | undefined {
  const location = parser.currentLocation();
  const value = parser.parseOptionalInteger();
  if (value === undefined || value === null) return value;
  const limit = 1n << BigInt(bits);
  if (value >= 0n ? value < limit : (-value).toString().length * 4 <= bits)
    return value >= 0n ? value : limit + value;
  parser.emitError(location, 'integer value too large');
  return null;
}

/** `parseUnsigned` for a required parameter, with MLIR's follow-up error naming it. */
function parseUnsignedParameter(
  parser: AttrTypeParser,
  bits: number,
  typeName: string,
  parameter: string,
  cppType: string,
): bigint | null {
  let value = parseUnsigned(parser, bits);
  if (value === undefined) {
    parser.emitWrongTokenError('expected integer value');
    value = null;
  }
  if (value === null)
    parser.emitFollowUpError(
      `failed to parse ${typeName} parameter '${parameter}' which is to be a \`${cppType}\``,
    );
  return value;
}

/** `ptr` or `ptr<N>`. */
function parsePointerType(parser: AttrTypeParser): Type | null {
  if (!parser.parseOptionalLess()) return LLVMPointerType.get(parser.context);
  const space = parseUnsignedParameter(parser, 32, 'LLVMPointerType', 'addressSpace', 'unsigned');
  if (space === null || !parser.parseGreater()) return null;
  return LLVMPointerType.get(parser.context, Number(space));
}

/** `array<N x type>`. */
function parseArrayType(parser: AttrTypeParser): Type | null {
  const location = parser.currentLocation();
  if (!parser.parseLess()) return null;
  const count = parseUnsignedParameter(parser, 64, 'LLVMArrayType', 'numElements', 'uint64_t');
  if (count === null) return null;
  if (parser.parseOptionalKeyword('x') === undefined) {
    parser.emitError(parser.currentLocation(), "expected 'x'");
    return null;
  }
  const element = parsePrettyLlvmType(parser);
  if (element === null || !parser.parseGreater()) return null;
  const problem = verifyArrayElementType(element);
  if (problem) {
    parser.emitError(location, problem);
    return null;
  }
  return LLVMArrayType.get(element, count);
}

/** `func<result (params, ...)>`. */
function parseFunctionType(parser: AttrTypeParser): Type | null {
  const location = parser.currentLocation();
  if (!parser.parseLess()) return null;
  const result = parsePrettyLlvmType(parser);
  if (result === null || !parser.parseLParen()) return null;
  const params: Type[] = [];
  let isVarArg = false;
  if (!parser.parseOptionalRParen()) {
    do {
      if (parser.parseOptionalEllipsis()) {
        isVarArg = true;
        break;
      }
      const param = parsePrettyLlvmType(parser);
      if (param === null) return null;
      params.push(param);
    } while (parser.parseOptionalComma());
    if (!parser.parseRParen()) return null;
  }
  if (!parser.parseGreater()) return null;
  const problem =
    verifyFunctionResultType(result) ?? params.map(verifyFunctionParamType).find((p) => p !== null);
  if (problem) {
    parser.emitError(location, problem);
    return null;
  }
  return LLVMFunctionType.get(result, params, isVarArg);
}

/** Names of the identified structs being parsed, innermost last: inside, `struct<"name">` refers back. */
const structsBeingParsed: string[] = [];

/** `struct<(types)>`, `struct<packed (types)>`, `struct<"name", ...>`, `struct<"name", opaque>`. */
function parseStructType(parser: AttrTypeParser): Type | null {
  const location = parser.currentLocation();
  if (!parser.parseLess()) return null;
  const context = parser.context;
  const name = parser.parseOptionalString();
  if (name !== undefined) {
    const enclosing = structsBeingParsed.includes(name);
    const greaterLocation = parser.currentLocation();
    if (parser.parseOptionalGreater()) {
      if (enclosing) return LLVMStructType.getIdentified(context, name);
      parser.emitError(greaterLocation, 'struct without a body only allowed in a recursive struct');
      return null;
    }
    if (!parser.parseComma()) return null;
    if (enclosing) {
      // A reference back may also spell the enclosing struct opaque; it gets no body from it.
      if (parser.parseOptionalKeyword('opaque') !== undefined)
        return parser.parseGreater() ? LLVMStructType.getIdentified(context, name) : null;
      parser.emitError(parser.currentLocation(), 'identifier already used for an enclosing struct');
      return null;
    }
  }
  const keywordLocation = parser.currentLocation();
  if (parser.parseOptionalKeyword('opaque') !== undefined) {
    if (name === undefined) {
      parser.emitError(keywordLocation, 'only identified structs can be opaque');
      return null;
    }
    if (!parser.parseGreater()) return null;
    const type = LLVMStructType.getOpaque(context, name);
    if (type === null) parser.emitError(keywordLocation, 'redeclaring defined struct as opaque');
    return type;
  }
  const packed = parser.parseOptionalKeyword('packed') !== undefined;
  if (!parser.parseLParen()) return null;
  const bodyLocation = parser.currentLocation();
  const body: Type[] = [];
  if (!parser.parseOptionalRParen()) {
    if (name !== undefined) structsBeingParsed.push(name);
    try {
      do {
        const element = parsePrettyLlvmType(parser);
        if (element === null) return null;
        body.push(element);
      } while (parser.parseOptionalComma());
    } finally {
      if (name !== undefined) structsBeingParsed.pop();
    }
    if (!parser.parseRParen()) return null;
  }
  if (!parser.parseGreater()) return null;
  // As MLIR: a literal struct's problems are reported at its `<`, an identified one's at its
  // first element (at the keyword position when it has none).
  const problemLocation =
    name === undefined ? location : body.length === 0 ? keywordLocation : bodyLocation;
  for (const element of body) {
    const problem = verifyStructElementType(element);
    if (problem) {
      parser.emitError(problemLocation, problem);
      return null;
    }
  }
  if (name === undefined) return LLVMStructType.getLiteral(context, body, packed);
  const type = LLVMStructType.getIdentified(context, name);
  if (type.setBody(body, packed)) return type;
  parser.emitError(problemLocation, 'identified type already used with a different body');
  return null;
}

/** `target<"name", types..., ints...>`. */
function parseTargetExtType(parser: AttrTypeParser): Type | null {
  if (!parser.parseLess()) return null;
  const name = parser.parseString();
  if (name === null) {
    parser.emitFollowUpError(
      "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`",
    );
    return null;
  }
  const typeParams: Type[] = [];
  const intParams: number[] = [];
  while (parser.parseOptionalComma()) {
    // Integers follow the types; once one is read, only integers may come.
    const value = parseUnsigned(parser, 32);
    if (value === null) {
      // MLIR then tries the next token as a type, and says so.
      parser.emitFollowUpError('expected valid keyword');
      return failTargetParameters(parser);
    }
    if (value !== undefined) {
      intParams.push(Number(value));
      continue;
    }
    if (intParams.length > 0) return failTargetParameters(parser);
    const type = parsePrettyLlvmType(parser);
    if (type === null) return failTargetParameters(parser);
    typeParams.push(type);
  }
  if (!parser.parseGreater()) return null;
  return LLVMTargetExtType.get(parser.context, name, typeParams, intParams);
}

/** MLIR's error for a bad parameter list, added to the one that made a parameter fail, if any. */
function failTargetParameters(parser: AttrTypeParser): null {
  const message = 'failed to parse parameter list for target extension type';
  if (parser.failed) parser.emitFollowUpError(message);
  else parser.emitError(parser.currentLocation(), message);
  return null;
}
