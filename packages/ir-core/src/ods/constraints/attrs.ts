import type { Attribute } from '../../attributes/attribute.js';
import {
  ArrayAttr,
  DictionaryAttr,
  FloatAttr,
  IntegerAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
} from '../../attributes/builtin-attributes.js';
import { DenseArrayAttr, DenseIntOrFPElementsAttr } from '../../attributes/elements-attributes.js';
import type { MLIRContext } from '../../context.js';
import { IntegerType } from '../../types/builtin-types.js';
import { AttrConstraint, type TypeConstraint } from '../constraint.js';

/**
 * The common attribute constraints of MLIR's `CommonAttrConstraints.td`, with MLIR's summaries
 * ("attribute 'value' failed to satisfy constraint: <summary>").
 */

export const AnyAttr = new AttrConstraint<Attribute>('any attribute', () => true);

/**
 * A constraint that is exactly "is an instance of `attrClass`", which is also its storage check;
 * what a dialect uses for its own attribute classes (`#arith.overflow<...>`).
 */
export function attrOfClass<A extends Attribute>(
  summary: string,
  // Attribute classes have private constructors, so they are matched by their prototype.
  attrClass: Function & { prototype: A },
): AttrConstraint<A> {
  const isInstance = (a: Attribute) => a instanceof attrClass;
  return new AttrConstraint<A>(summary, isInstance, isInstance);
}

const isIntegerAttr = (a: Attribute) => a instanceof IntegerAttr;

const isUnitAttr = (a: Attribute) => a instanceof UnitAttr;
/** Typed with a literal `isUnit` so accessors read `UnitAttr | undefined` and builders may omit it. */
export const UnitAttrConstraint = new AttrConstraint<UnitAttr>(
  'unit attribute',
  isUnitAttr,
  isUnitAttr,
  true,
) as AttrConstraint<UnitAttr> & {
  readonly isUnit: true;
};

export const StrAttr = attrOfClass('string attribute', StringAttr);

/** A string naming a symbol (MLIR's `SymbolNameAttr`). */
export const SymbolNameAttr = attrOfClass('string attribute', StringAttr);

export const SymbolRefAttrConstraint = attrOfClass('symbol reference attribute', SymbolRefAttr);

/** Stored as MLIR's `FlatSymbolRefAttr`, so a nested reference fails property conversion already. */
const isFlatSymbolRef = (a: Attribute) => a instanceof SymbolRefAttr && a.isFlat;
export const FlatSymbolRefAttrConstraint = new AttrConstraint<SymbolRefAttr>(
  'flat symbol reference attribute',
  isFlatSymbolRef,
  isFlatSymbolRef,
);

export const ArrayAttrConstraint = attrOfClass('array attribute', ArrayAttr);

export const DictionaryAttrConstraint = attrOfClass(
  'dictionary of named attribute values',
  DictionaryAttr,
);

export const BoolAttrConstraint = new AttrConstraint<IntegerAttr>(
  'bool attribute',
  (a) => a instanceof IntegerAttr && a.type.isSignlessInteger(1),
  isIntegerAttr,
);

export const AnyIntegerAttr = attrOfClass('arbitrary integer attribute', IntegerAttr);

/** An integer attribute of a signless `width`-bit type (MLIR's `I32Attr`, `I64Attr`). */
export function SignlessIntegerAttr(width: number): AttrConstraint<IntegerAttr> {
  return new AttrConstraint<IntegerAttr>(
    `${width}-bit signless integer attribute`,
    (a) => a instanceof IntegerAttr && a.type.isSignlessInteger(width),
    isIntegerAttr,
  );
}

export const I32Attr = SignlessIntegerAttr(32);
export const I64Attr = SignlessIntegerAttr(64);

export const IndexAttr = new AttrConstraint<IntegerAttr>(
  'index attribute',
  (a) => a instanceof IntegerAttr && a.type.isIndex(),
  isIntegerAttr,
);

export const AnyFloatAttr = attrOfClass('arbitrary floating-point attribute', FloatAttr);

/** A type attribute whose type satisfies `type` (MLIR's `TypeAttrOf`). */
export function TypeAttrOf(type: TypeConstraint): AttrConstraint<TypeAttr> {
  return new AttrConstraint<TypeAttr>(
    `type attribute of ${type.summary}`,
    (a) => a instanceof TypeAttr && type.isSatisfiedBy(a.value),
    (a) => a instanceof TypeAttr,
  );
}

export const TypeAttrConstraint = attrOfClass('any type attribute', TypeAttr);

/** An array whose every element satisfies `element` (MLIR's `TypedArrayAttrBase`). */
export function ArrayAttrOf<A extends Attribute>(
  element: AttrConstraint<A>,
  summary?: string,
): AttrConstraint<ArrayAttr> {
  return new AttrConstraint<ArrayAttr>(
    summary ?? `array attribute of ${element.summary}`,
    (a) => a instanceof ArrayAttr && a.value.every((e) => element.isSatisfiedBy(e)),
    (a) => a instanceof ArrayAttr,
  );
}

/** An array of strings (MLIR's `StrArrayAttr`), as op names listed by transform ops. */
export const StrArrayAttr = ArrayAttrOf(StrAttr, 'string array attribute');

/** A dense array of signless `width`-bit integers (MLIR's `DenseI32ArrayAttr`, ...). */
export function DenseIntArrayAttr(width: 1 | 8 | 16 | 32 | 64): AttrConstraint<DenseArrayAttr> {
  const matches = (a: Attribute) =>
    a instanceof DenseArrayAttr && a.elementType.isSignlessInteger(width);
  return new AttrConstraint<DenseArrayAttr>(`i${width} dense array attribute`, matches, matches);
}

export const DenseI32ArrayAttr = DenseIntArrayAttr(32);

/** Dense integer elements of any shape (MLIR's `AnyIntElementsAttr`), as switch case values. */
export const AnyIntElementsAttr = new AttrConstraint<DenseIntOrFPElementsAttr>(
  'integer elements attribute',
  (a) => a instanceof DenseIntOrFPElementsAttr && a.scalarType.isInteger(),
  (a) => a instanceof DenseIntOrFPElementsAttr,
);
export const DenseI64ArrayAttr = DenseIntArrayAttr(64);

/** Any attribute that has a type (MLIR's `TypedAttrInterface`), e.g. the value of a constant. */
const hasType = (a: Attribute): boolean => a.getType() !== null;
/** MLIR's `TypedAttrInterface`: also its storage, so an untyped attribute fails conversion and parsing. */
export const TypedAttr = new AttrConstraint<Attribute>('TypedAttr instance', hasType, hasType);

/** An attribute further restricted by `predicate` (MLIR's `ConfinedAttr`), with its own summary. */
export function confined<A extends Attribute>(
  base: AttrConstraint<A>,
  summary: string,
  predicate: (attr: A) => boolean,
): AttrConstraint<A> {
  return new AttrConstraint<A>(
    summary,
    (a) => base.isSatisfiedBy(a) && predicate(a),
    base.storageAccepts,
  );
}

/** Builds `IntegerAttr`s of a signless integer type, for `defaultValued` and builders. */
export function integerAttr(
  context: MLIRContext,
  width: number,
  value: bigint | number,
): IntegerAttr {
  return IntegerAttr.get(IntegerType.get(context, width), value);
}
