import type { MLIRContext } from '../../context.js';
import { FloatType, FunctionType, IndexType, IntegerType } from '../../types/builtin-types.js';
import {
  MemRefType,
  RankedTensorType,
  ShapedType,
  TensorType,
  UnrankedTensorType,
  VectorType,
} from '../../types/shaped-types.js';
import type { Type } from '../../types/type.js';
import { type ParsedTypeClass, TypeConstraint } from '../constraint.js';

/**
 * The common type constraints of MLIR's `CommonTypeConstraints.td`, with MLIR's summaries (the
 * words of "operand #0 must be <summary>, but got 'f32'").
 */

/**
 * The builtin type classes that formats and custom parsers read by kind (`parseTypeOfClass`): a
 * type of another class is "invalid kind of type specified: expected builtin.memref, ...".
 */
export const ParsedIntegerType: ParsedTypeClass = {
  typeClass: IntegerType,
  name: 'builtin.integer',
};
export const ParsedMemRefType: ParsedTypeClass = { typeClass: MemRefType, name: 'builtin.memref' };
export const ParsedFunctionType: ParsedTypeClass = {
  typeClass: FunctionType,
  name: 'builtin.function',
};

export const AnyType = new TypeConstraint('any type', () => true);

export const AnyInteger = new TypeConstraint(
  'integer',
  (t) => t.isInteger(),
  undefined,
  ParsedIntegerType,
);

export const AnySignlessInteger = new TypeConstraint('signless integer', (t) =>
  t.isSignlessInteger(),
);

/** A signless integer of `width` bits (`I(32)` is MLIR's `I32`). */
export function I(width: number): TypeConstraint {
  return new TypeConstraint(
    `${width}-bit signless integer`,
    (t) => t.isSignlessInteger(width),
    (context) => IntegerType.get(context, width),
  );
}

/** A signed integer of `width` bits (MLIR's `SI<width>`). */
export function SI(width: number): TypeConstraint {
  return new TypeConstraint(
    `${width}-bit signed integer`,
    (t) => t.isSignedInteger(width),
    (context) => IntegerType.get(context, width, 'signed'),
  );
}

/** An unsigned integer of `width` bits (MLIR's `UI<width>`). */
export function UI(width: number): TypeConstraint {
  return new TypeConstraint(
    `${width}-bit unsigned integer`,
    (t) => t.isUnsignedInteger(width),
    (context) => IntegerType.get(context, width, 'unsigned'),
  );
}

export const I1 = I(1);
export const I8 = I(8);
export const I16 = I(16);
export const I32 = I(32);
export const I64 = I(64);

export const Index = new TypeConstraint(
  'index',
  (t) => t.isIndex(),
  (context) => IndexType.get(context),
);

export const AnySignlessIntegerOrIndex = new TypeConstraint(
  'signless integer or index',
  (t) => t.isSignlessInteger() || t.isIndex(),
);

export const AnyFloat = new TypeConstraint('floating-point', (t) => t.isFloat());

/** A float of `width` bits (MLIR's `F<width>`). */
export function F(width: 16 | 32 | 64): TypeConstraint {
  const get = (context: MLIRContext): Type =>
    width === 16
      ? FloatType.getF16(context)
      : width === 32
        ? FloatType.getF32(context)
        : FloatType.getF64(context);
  return new TypeConstraint(`${width}-bit float`, (t) => t === get(t.context), get);
}

export const F16 = F(16);
export const F32 = F(32);
export const F64 = F(64);

/** The element type of a vector or a (ranked or unranked) tensor, else null. */
function vectorOrTensorElementType(type: Type): Type | null {
  return type instanceof VectorType || type instanceof TensorType ? type.elementType : null;
}

/** `X`, or a vector or tensor of `X` (MLIR's `TypeOrContainer`). */
function orContainerOf(summary: string, predicate: (t: Type) => boolean): TypeConstraint {
  return new TypeConstraint(summary, (t) => {
    if (predicate(t)) return true;
    const element = vectorOrTensorElementType(t);
    return element !== null && predicate(element);
  });
}

export const SignlessIntegerLike = orContainerOf(
  'signless-integer-like',
  (t) => t.isSignlessInteger() || t.isIndex(),
);

export const SignlessIntegerOrIndexLike = SignlessIntegerLike;

export const BoolLike = orContainerOf('bool-like', (t) => t.isSignlessInteger(1));

export const FloatLike = orContainerOf('floating-point-like', (t) => t.isFloat());

export const SignlessIntegerOrFloatLike = orContainerOf(
  'signless-integer-or-float-like',
  (t) => t.isSignlessInteger() || t.isIndex() || t.isFloat(),
);

export const AnyShaped = new TypeConstraint(
  'shaped of any type values',
  (t) => t instanceof ShapedType,
);

function elementSummary(elements: readonly TypeConstraint[]): string {
  return elements.map((e) => e.summary).join(' or ');
}

/**
 * Whether one of `constraints` accepts `type`. A loop, not `some` with a closure: constraint memos
 * miss often for containers (a module uses many memref shapes), and each miss would allocate one.
 */
function anySatisfies(constraints: readonly TypeConstraint[], type: Type): boolean {
  for (let i = 0; i < constraints.length; i++) if (constraints[i]!.isSatisfiedBy(type)) return true;
  return false;
}

/** A vector whose element satisfies one of `elements` (MLIR's `VectorOf<[...]>`). */
export function VectorOf(elements: readonly TypeConstraint[]): TypeConstraint {
  return new TypeConstraint(
    `vector of ${elementSummary(elements)} values`,
    (t) => t instanceof VectorType && anySatisfies(elements, t.elementType),
    undefined,
    { typeClass: VectorType, name: 'builtin.vector' },
  );
}

/** A ranked or unranked tensor of those elements (MLIR's `TensorOf<[...]>`). */
export function TensorOf(elements: readonly TypeConstraint[]): TypeConstraint {
  return new TypeConstraint(
    `tensor of ${elementSummary(elements)} values`,
    (t) => t instanceof TensorType && anySatisfies(elements, t.elementType),
    undefined,
    { typeClass: TensorType, name: null },
  );
}

export function RankedTensorOf(elements: readonly TypeConstraint[]): TypeConstraint {
  return new TypeConstraint(
    `ranked tensor of ${elementSummary(elements)} values`,
    (t) => t instanceof RankedTensorType && anySatisfies(elements, t.elementType),
    undefined,
    { typeClass: RankedTensorType, name: 'builtin.tensor' },
  );
}

export function UnrankedTensorOf(elements: readonly TypeConstraint[]): TypeConstraint {
  return new TypeConstraint(
    `unranked tensor of ${elementSummary(elements)} values`,
    (t) => t instanceof UnrankedTensorType && anySatisfies(elements, t.elementType),
  );
}

export function MemRefOf(elements: readonly TypeConstraint[]): TypeConstraint {
  return new TypeConstraint(
    `memref of ${elementSummary(elements)} values`,
    (t) => t instanceof MemRefType && anySatisfies(elements, t.elementType),
    undefined,
    ParsedMemRefType,
  );
}

export const AnyVector = VectorOf([AnyType]);
export const AnyTensor = TensorOf([AnyType]);
export const AnyRankedTensor = RankedTensorOf([AnyType]);
export const AnyMemRef = MemRefOf([AnyType]);

/** Satisfied when any of `alternatives` is (MLIR's `AnyTypeOf`); summary joined with "or". */
export function AnyTypeOf(
  alternatives: readonly TypeConstraint[],
  summary = elementSummary(alternatives),
): TypeConstraint {
  return new TypeConstraint(summary, (t) => anySatisfies(alternatives, t));
}

/** Any type of class `typeClass` (a dialect's own type, or a builtin type class). */
export function typeOfClass(
  summary: string,
  typeClass: Function & { prototype: Type },
): TypeConstraint {
  return new TypeConstraint(summary, (t) => t instanceof typeClass);
}
