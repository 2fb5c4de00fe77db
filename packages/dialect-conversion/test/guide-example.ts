import {
  IndexType,
  IntegerType,
  MLIRContext,
  type Operation,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';
import { RewritePatternSet } from '@strata/pattern-rewrite';
import { buildUnrealizedConversionCast, TypeConverter } from '@strata/type-conversion';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '@strata/dialect-conversion';

const context = new MLIRContext({ allowUnregisteredDialects: true });
const module = parseSourceString(
  `"hi.func"() ({
^bb0(%n: index):
  %0 = "hi.add"(%n, %n) : (index, index) -> index
  "hi.print"(%0) : (index) -> ()
}) : () -> ()`,
  context,
)!;

// 1. The type converter: index becomes i64, every other type stays. Casts bridge the two where
//    converted and unconverted IR meet.
const converter = new TypeConverter();
converter.addConversion((type) => type);
converter.addConversion(IndexType, () => IntegerType.get(context, 64));
converter.addSourceMaterialization(
  (builder, type, inputs, loc) => buildUnrealizedConversionCast(builder, loc, [type], inputs)[0],
);
converter.addTargetMaterialization(
  (builder, type, inputs, loc) => buildUnrealizedConversionCast(builder, loc, [type], inputs)[0],
);

// 2. The patterns. `adaptor.operands` are the operands as already converted.
class AddLowering extends ConversionPattern {
  constructor() {
    super('hi.add', { generatedOps: ['lo.add'], typeConverter: converter });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const resultTypes = converter.convertTypes(op.getResultTypes());
    if (resultTypes === null) return rewriter.notifyMatchFailure(op, 'unsupported result type');
    const add = rewriter.create({
      name: 'lo.add',
      location: op.location,
      operands: adaptor.operands,
      resultTypes,
    });
    rewriter.replaceOp(op, add);
    return true;
  }
}

class FuncLowering extends ConversionPattern {
  constructor() {
    super('hi.func', { generatedOps: ['lo.func'], typeConverter: converter });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    void adaptor;
    const func = rewriter.create({ name: 'lo.func', location: op.location, regions: 1 });
    // Move the body into the new op, then convert the types of its block arguments.
    rewriter.inlineRegionBefore(op.getRegion(0), func.getRegion(0));
    if (!rewriter.convertRegionTypes(func.getRegion(0), converter)) return false;
    rewriter.replaceOp(op, func);
    return true;
  }
}

// 3. The target: the lo dialect is legal, hi.add and hi.func must go. Other ops (hi.print) are
//    unknown: a partial conversion leaves them, with casts back to the types they expect.
const target = new ConversionTarget(context)
  .addLegalDialect('lo', 'builtin')
  .addIllegalOp('hi.add', 'hi.func');

const patterns = new RewritePatternSet(context).add(new AddLowering(), new FuncLowering());
const ok = applyPartialConversion(module, target, patterns);
export const result = { ok, text: printOperation(module) };
