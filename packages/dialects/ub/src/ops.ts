import {
  AnyType,
  AttrConstraint,
  type Attribute,
  ConstantLike,
  defaultValued,
  type FoldResult,
  Pure,
  Terminator,
  defineOp,
} from '@strata/ir-core';
import { PoisonAttr } from './attributes.js';

/**
 * MLIR's `PoisonAttrInterface`, reduced to the one attribute that implements it: a property of
 * another attribute class fails property conversion as in MLIR.
 */
const isPoisonAttr = (attr: Attribute): boolean => attr instanceof PoisonAttr;
const PoisonAttrConstraint = new AttrConstraint<PoisonAttr>(
  'PoisonAttrInterface instance',
  isPoisonAttr,
  isPoisonAttr,
);

/**
 * `ub.poison`: a value of any type whose use is undefined behaviour. Constant-like and pure, so
 * CSE merges equal poisons and DCE drops unused ones; it folds to its `value` attribute.
 */
export class PoisonOp extends defineOp({
  name: 'ub.poison',
  properties: { value: defaultValued(PoisonAttrConstraint, (context) => PoisonAttr.get(context)) },
  results: { result: AnyType },
  traits: [ConstantLike, Pure],
  assemblyFormat: 'attr-dict (`<` $value^ `>`)? `:` type($result)',
}) {
  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    return this.value;
  }
}

/**
 * `ub.unreachable`: control never reaches this point. A terminator; cf's canonicalization drops
 * conditional edges into blocks holding only this op.
 */
export class UnreachableOp extends defineOp({
  name: 'ub.unreachable',
  traits: [Terminator],
  assemblyFormat: 'attr-dict',
}) {}
