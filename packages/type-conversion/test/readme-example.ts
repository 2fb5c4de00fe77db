import {
  ComplexType,
  IndexType,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';
import {
  applySignatureConversion,
  buildUnrealizedConversionCast,
  TypeConverter,
} from '../src/index.js';

const context = new MLIRContext({ allowUnregisteredDialects: true });
loadBuiltinDialect(context);
const module = parseSourceString(
  `"test.region"() ({
^bb0(%x: index, %z: complex<f32>, %flag: i1):
  "test.use"(%x, %z, %flag) : (index, complex<f32>, i1) -> ()
}) : () -> ()`,
  context,
)!;

// Rules run most recent first: index becomes i64, complex<T> becomes (T, T), the rest stays.
const converter = new TypeConverter();
converter.addConversion((type) => type);
converter.addConversion(IndexType, () => IntegerType.get(context, 64));
converter.addConversion(ComplexType, (type, results) => {
  results.push(type.elementType, type.elementType);
  return true;
});
// Uses of the old arguments that survive get a cast back to the original type.
converter.addSourceMaterialization(
  (builder, type, inputs, loc) => buildUnrealizedConversionCast(builder, loc, [type], inputs)[0],
);

const block = module.getRegion(0).front!.front!.getRegion(0).front!;
const conversion = converter.convertBlockSignature(block)!;
applySignatureConversion(block, conversion, { typeConverter: converter });
export const text = printOperation(module);
