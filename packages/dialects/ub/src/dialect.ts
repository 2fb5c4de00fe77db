import {
  type Attribute,
  type AttrTypeParser,
  Dialect,
  type DialectRegistry,
  InlineAnythingInterface,
  type Location,
  type MLIRContext,
  type OpBuilder,
  type Operation,
  registerOperations,
  type Type,
} from '@strata/ir-core';
import { PoisonAttr } from './attributes.js';
import { PoisonOp, UnreachableOp } from './ops.js';

/** MLIR's `ub` dialect: undefined-behaviour values and unreachable code. */
export class UBDialect extends Dialect {
  /** Every ub op may be inlined anywhere, as MLIR's ub inliner interface allows. */
  override readonly inlinerInterface = InlineAnythingInterface;

  constructor(context: MLIRContext) {
    super('ub', context);
    registerOperations(this, [PoisonOp, UnreachableOp]);
  }

  override parseAttribute(parser: AttrTypeParser, type: Type | null): Attribute | null {
    void type;
    const location = parser.currentLocation();
    const mnemonic = parser.parseKeyword();
    if (mnemonic === null) return null;
    if (mnemonic !== 'poison') {
      parser.emitError(location, `unknown attribute \`${mnemonic}\` in dialect \`ub\``);
      return null;
    }
    return PoisonAttr.get(this.context);
  }

  /** Poison folds materialize as `ub.poison` of the folded value's type. */
  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    if (!(value instanceof PoisonAttr)) return null;
    return builder.insert(PoisonOp.create(location, { value, result: type }));
  }
}

/** Adds the ub dialect's loader to `registry` (it is built when an input first uses `ub`). */
export function registerUBDialect(registry: DialectRegistry): void {
  registry.insert('ub', (context) => new UBDialect(context));
}
