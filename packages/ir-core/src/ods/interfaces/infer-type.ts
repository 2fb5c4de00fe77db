import type { Attribute } from '../../attributes/attribute.js';
import type { Location } from '../../attributes/location.js';
import type { MLIRContext } from '../../context.js';
import type { Value } from '../../ir/value.js';
import type { Type } from '../../types/type.js';
import { OpInterface } from '../interface.js';

export interface InferTypeModel {
  /**
   * The result types of an op with these operands and properties, or null after reporting why
   * they cannot be inferred (MLIR's `inferReturnTypes`).
   */
  inferReturnTypes(
    context: MLIRContext,
    location: Location,
    operands: readonly Value[],
    properties: ReadonlyMap<string, Attribute>,
  ): Type[] | null;
}

/** MLIR's `InferTypeOpInterface`: builders and parsers may leave the result types out. */
export const InferTypeOpInterface = new OpInterface<InferTypeModel>('InferTypeOpInterface');
