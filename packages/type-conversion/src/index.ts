export { SignatureConversion, type InputMapping } from './signature-conversion.js';
export {
  TypeConverter,
  TypeRange,
  type TypeClass,
  type AttributeClass,
  type ConversionCallback,
  type ContextAwareConversionCallback,
  type TypeOrValue,
  type SourceMaterializationCallback,
  type TargetMaterializationCallback,
  type OneToNTargetMaterializationCallback,
} from './type-converter.js';
export {
  buildUnrealizedConversionCast,
  materializeConversion,
  type MaterializationKind,
  type MaterializeOptions,
} from './materialize.js';
export {
  applySignatureConversion,
  type ApplySignatureConversionOptions,
} from './apply-signature-conversion.js';
export {
  AttributeConversionResult,
  type TypeAttributeConversionCallback,
} from './type-attribute-conversion.js';
