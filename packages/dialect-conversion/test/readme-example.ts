import { MLIRContext, type Operation, parseSourceString, printOperation } from '@strata/ir-core';
import {
  applyFullConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '@strata/dialect-conversion';

const context = new MLIRContext({ allowUnregisteredDialects: true });
const module = parseSourceString(
  `%x = "foo.arg"() : () -> i32
%0 = "bar.add"(%x, %x) : (i32, i32) -> i32
"foo.print"(%0) : (i32) -> ()`,
  context,
)!;

/** Renames an op, keeping its remapped operands and its result types. */
class Rename extends ConversionPattern {
  constructor(
    from: string,
    private readonly to: string,
  ) {
    super(from, { generatedOps: [to] });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const renamed = rewriter.create({
      name: this.to,
      location: op.location,
      operands: adaptor.operands,
      resultTypes: op.getResultTypes(),
    });
    rewriter.replaceOp(op, renamed);
    return true;
  }
}

// Only the foo dialect is legal. There is no bar.add -> foo.add pattern, but the driver finds
// the two-step path through baz.add.
const target = new ConversionTarget(context).addLegalDialect('foo', 'builtin');
const ok = applyFullConversion(module, target, [
  new Rename('bar.add', 'baz.add'),
  new Rename('baz.add', 'foo.add'),
]);
export const result = { ok, text: printOperation(module) };
