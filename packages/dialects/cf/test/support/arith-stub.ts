/**
 * The two arith ops cf's tests and patterns meet, `arith.constant` (integers only) and
 * `arith.select` (scalar conditions only), so that the cf lit files also run under mlir-opt for the
 * differential tests. A test fixture, not the arith dialect: @strata/dialect-arith replaces it once
 * it lands.
 */
import {
  AllTypesMatch,
  AnyType,
  type Attribute,
  ConstantLike,
  Dialect,
  type DialectRegistry,
  defineOp,
  type FoldResult,
  I1,
  IntegerAttr,
  type Location,
  type MLIRContext,
  type OpBuilder,
  type Operation,
  type Type,
  OpAsmOpInterface,
  Pure,
  registerOperations,
  TypedAttr,
} from '@strata/ir-core';

class ConstantOp extends defineOp({
  name: 'arith.constant',
  properties: { value: TypedAttr },
  results: { result: AnyType },
  traits: [ConstantLike, Pure, AllTypesMatch('value', 'result')],
  interfaces: [
    OpAsmOpInterface.implement({
      // MLIR's names: `%true`/`%false` for i1, `%c42_i32` for integers, `%c0` for index.
      getAsmResultNames: (op, setName) => {
        const value = op.properties.get('value');
        if (!(value instanceof IntegerAttr)) return;
        if (value.type.isSignlessInteger(1))
          setName(op.getResult(0), value.value === 0n ? 'false' : 'true');
        else
          setName(
            op.getResult(0),
            value.type.isIndex() ? `c${value.value}` : `c${value.value}_${value.type.toString()}`,
          );
      },
    }),
  ],
  assemblyFormat: 'attr-dict $value',
}) {
  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    return this.value;
  }
}

class SelectOp extends defineOp({
  name: 'arith.select',
  operands: { condition: I1, true_value: AnyType, false_value: AnyType },
  results: { result: AnyType },
  traits: [Pure, AllTypesMatch('true_value', 'false_value', 'result')],
  assemblyFormat: '$condition `,` $true_value `,` $false_value attr-dict `:` type($result)',
}) {}

class ArithStubDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('arith', context);
    registerOperations(this, [ConstantOp, SelectOp]);
  }

  override materializeConstant(
    builder: OpBuilder,
    value: Attribute,
    type: Type,
    location: Location,
  ): Operation | null {
    if (!(value instanceof IntegerAttr) || value.type !== type) return null;
    return builder.insert(ConstantOp.create(location, { value, result: type }));
  }
}

export function registerArithStub(registry: DialectRegistry): void {
  registry.insert('arith', (context) => new ArithStubDialect(context));
}
