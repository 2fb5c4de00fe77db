// The example of src/attributes/README.md, kept identical to it by test/types-readme.test.ts.
import {
  DenseIntOrFPElementsAttr,
  FloatAttr,
  FloatType,
  IntegerType,
  MLIRContext,
  RankedTensorType,
  kDynamic,
  parseAttribute,
  parseType,
} from '@strata/ir-core';

export function readmeExample(): string[] {
  // README-BEGIN
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const f32 = FloatType.getF32(context);
  const tensor = RankedTensorType.get(context, [2, kDynamic], f32);
  tensor.toString(); // 'tensor<2x?xf32>'
  parseType('tensor<2x?xf32>', context) === tensor; // true: types are uniqued

  FloatAttr.get(f32, 0.1).toString(); // '1.000000e-01 : f32'
  FloatAttr.get(f32, 12345678).toString(); // '0x4B3C614E : f32' (as mlir-opt prints it)

  const dense = DenseIntOrFPElementsAttr.get(
    RankedTensorType.get(context, [2], IntegerType.get(context, 8)),
    [1, 255],
  );
  dense.toString(); // 'dense<[1, -1]> : tensor<2xi8>'

  const map = parseAttribute(
    'affine_map<(i, j)[n] -> (i + 2 + 3, (j * 4) floordiv 2, n floordiv 1)>',
    context,
  );
  map?.toString(); // 'affine_map<(d0, d1)[s0] -> (d0 + 5, d1 * 2, s0)>'

  // Errors are located diagnostics, never exceptions.
  context.diagnostics.registerHandler((d) => {
    console.log(`${d.location.toString()}: ${d.message}`); // loc("<string>":1:8): invalid tensor element type
    return true;
  });
  parseType('tensor<none>', context); // null
  // README-END
  return [
    tensor.toString(),
    FloatAttr.get(f32, 0.1).toString(),
    FloatAttr.get(f32, 12345678).toString(),
    dense.toString(),
    map!.toString(),
  ];
}
