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
import type { MLIRContext } from '../../context.js';
import { IntegerType } from '../../types/builtin-types.js';
import { AttrConstraint, type TypeConstraint } from '../constraint.js';

/**
 * The common attribute constraints of MLIR's `CommonAttrConstraints.td`, with MLIR's summaries
 * ("attribute 'value' failed to satisfy constraint: <summary>").
 */

export const AnyAttr = new AttrConstraint<Attribute>('any attribute', () => true);

export const UnitAttrConstraint = new AttrConstraint<UnitAttr>('unit attribute', (a) => a instanceof UnitAttr);

export const StrAttr = new AttrConstraint<StringAttr>('string attribute', (a) => a instanceof StringAttr);

/** A string naming a symbol (MLIR's `SymbolNameAttr`). */
export const SymbolNameAttr = new AttrConstraint<StringAttr>('string attribute', (a) => a instanceof StringAttr);

export const SymbolRefAttrConstraint = new AttrConstraint<SymbolRefAttr>(
  'symbol reference attribute',
  (a) => a instanceof SymbolRefAttr,
);

export const FlatSymbolRefAttrConstraint = new AttrConstraint<SymbolRefAttr>(
  'flat symbol reference attribute',
  (a) => a instanceof SymbolRefAttr && a.isFlat,
);

export const ArrayAttrConstraint = new AttrConstraint<ArrayAttr>('array attribute', (a) => a instanceof ArrayAttr);

export const DictionaryAttrConstraint = new AttrConstraint<DictionaryAttr>(
  'dictionary of named attribute values',
  (a) => a instanceof DictionaryAttr,
);

export const BoolAttrConstraint = new AttrConstraint<IntegerAttr>(
  'bool attribute',
  (a) => a instanceof IntegerAttr && a.type.isSignlessInteger(1),
);

export const AnyIntegerAttr = new AttrConstraint<IntegerAttr>('arbitrary integer attribute', (a) => a instanceof IntegerAttr);

/** An integer attribute of a signless `width`-bit type (MLIR's `I32Attr`, `I64Attr`). */
export function SignlessIntegerAttr(width: number): AttrConstraint<IntegerAttr> {
  return new AttrConstraint<IntegerAttr>(
    `${width}-bit signless integer attribute`,
    (a) => a instanceof IntegerAttr && a.type.isSignlessInteger(width),
  );
}

export const I32Attr = SignlessIntegerAttr(32);
export const I64Attr = SignlessIntegerAttr(64);

export const IndexAttr = new AttrConstraint<IntegerAttr>(
  'index attribute',
  (a) => a instanceof IntegerAttr && a.type.isIndex(),
);

export const AnyFloatAttr = new AttrConstraint<FloatAttr>('arbitrary floating-point attribute', (a) => a instanceof FloatAttr);

/** A type attribute whose type satisfies `type` (MLIR's `TypeAttrOf`). */
export function TypeAttrOf(type: TypeConstraint): AttrConstraint<TypeAttr> {
  return new AttrConstraint<TypeAttr>(
    `type attribute of ${type.summary}`,
    (a) => a instanceof TypeAttr && type.isSatisfiedBy(a.value),
  );
}

export const TypeAttrConstraint = new AttrConstraint<TypeAttr>('any type attribute', (a) => a instanceof TypeAttr);

/** An array whose every element satisfies `element` (MLIR's `TypedArrayAttrBase`). */
export function ArrayAttrOf<A extends Attribute>(element: AttrConstraint<A>, summary?: string): AttrConstraint<ArrayAttr> {
  return new AttrConstraint<ArrayAttr>(
    summary ?? `array attribute of ${element.summary}`,
    (a) => a instanceof ArrayAttr && a.value.every((e) => element.isSatisfiedBy(e)),
  );
}

/** Any attribute that has a type (MLIR's `TypedAttrInterface`), e.g. the value of a constant. */
export const TypedAttr = new AttrConstraint<Attribute>(
  'TypedAttr instance',
  (a) => a.getType() !== null,
);

/** An attribute further restricted by `predicate` (MLIR's `ConfinedAttr`), with its own summary. */
export function confined<A extends Attribute>(
  base: AttrConstraint<A>,
  summary: string,
  predicate: (attr: A) => boolean,
): AttrConstraint<A> {
  return new AttrConstraint<A>(summary, (a) => base.isSatisfiedBy(a) && predicate(a));
}

/** Builds `IntegerAttr`s of a signless integer type, for `defaultValued` and builders. */
export function integerAttr(context: MLIRContext, width: number, value: bigint | number): IntegerAttr {
  return IntegerAttr.get(IntegerType.get(context, width), value);
}
