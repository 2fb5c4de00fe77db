// The example of README.md, run by readme-example.test.ts.
import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import { inferSubViewResultType, registerMemRefDialect, SubViewOp } from '@strata/dialect-memref';
import {
  FloatType,
  kDynamic,
  loadBuiltinDialect,
  MemRefType,
  MLIRContext,
  parseSourceString,
} from '@strata/ir-core';

export function runExample(): { inferred: string; parsed: string[] } {
  const context = new MLIRContext();
  registerFuncDialect(context.registry);
  registerArithDialect(context.registry);
  registerMemRefDialect(context.registry);
  loadBuiltinDialect(context);

  // The type of an 8x8 buffer's 2x2 window at a dynamic row offset.
  const source = MemRefType.get(context, [8, 8], FloatType.getF32(context));
  const inferred = inferSubViewResultType(source, [kDynamic, 4], [2, 2], [1, 1])!.toString();

  const module = parseSourceString(
    `func.func @window(%m: memref<8x8xf32>, %i: index) -> f32 {
       %c0 = arith.constant 0 : index
       %w = memref.subview %m[%i, 4] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
       %v = memref.load %w[%c0, %c0] : memref<2x2xf32, strided<[8, 1], offset: ?>>
       return %v : f32
     }`,
    context,
  )!;
  const parsed: string[] = [];
  module.walk((op) => {
    if (op instanceof SubViewOp) parsed.push(op.result.type.toString());
  });
  return { inferred, parsed };
}
