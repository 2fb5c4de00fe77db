import type { Attribute } from '../../attributes/attribute.js';
import { ArrayAttr, DictionaryAttr } from '../../attributes/builtin-attributes.js';
import type { Operation } from '../../ir/operation.js';
import type { FunctionType } from '../../types/builtin-types.js';
import { OpInterface } from '../interface.js';
import type { CallableModel } from './symbols.js';

export const ARG_ATTRS = 'arg_attrs';
export const RES_ATTRS = 'res_attrs';

export interface FunctionModel extends CallableModel {
  getFunctionType(op: Operation): FunctionType;
}

function failed(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

/** Per-argument (or per-result) attribute dictionaries: right count, dialect names only. */
function verifyAttrArray(
  op: Operation,
  name: string,
  expected: number,
  what: 'argument' | 'result',
): boolean {
  const attr: Attribute | undefined = op.getAttr(name);
  if (!(attr instanceof ArrayAttr)) return true;
  const plural = what === 'argument' ? 'arguments' : 'results';
  if (attr.value.length !== expected) {
    return failed(
      op,
      `expects ${what} attribute array to have the same number of elements as the number of function ${plural}, ` +
        `got ${attr.value.length}, but expected ${expected}`,
    );
  }
  for (const entry of attr.value) {
    if (!(entry instanceof DictionaryAttr)) continue;
    for (const named of entry.value) {
      if (!named.name.includes('.'))
        return failed(op, `${plural} may only have dialect attributes`);
    }
  }
  return true;
}

/**
 * MLIR's `function_interface_impl::verifyTrait`: argument/result attribute arrays match the
 * signature, and a function with a body has entry block arguments of the signature's types.
 */
function verifyFunction(op: Operation, model: FunctionModel): boolean {
  const type = model.getFunctionType(op);
  if (!verifyAttrArray(op, ARG_ATTRS, type.numInputs, 'argument')) return false;
  if (!verifyAttrArray(op, RES_ATTRS, type.numResults, 'result')) return false;
  const body = model.getCallableRegion(op);
  const entry = body?.front ?? null;
  if (entry === null) return true;
  if (entry.numArguments !== type.numInputs) {
    return failed(
      op,
      `entry block must have ${type.numInputs} arguments to match function signature`,
    );
  }
  for (let i = 0; i < type.numInputs; i++) {
    const actual = entry.getArgument(i).type;
    const expected = type.inputs[i]!;
    if (actual !== expected) {
      return failed(
        op,
        `type of entry block argument #${i}('${actual.toString()}') must match the type of the corresponding ` +
          `argument in function signature('${expected.toString()}')`,
      );
    }
  }
  return true;
}

/**
 * MLIR's `FunctionOpInterface`: a callable symbol with a function type, optional per-argument and
 * per-result attributes, and a body whose entry block takes the arguments.
 */
export const FunctionOpInterface = new OpInterface<
  FunctionModel,
  'getArgumentTypes' | 'getResultTypes'
>('FunctionOpInterface', {
  // Defaults are merged into each model, so `this` is the model itself.
  defaults: {
    getArgumentTypes(this: FunctionModel, op: Operation) {
      return this.getFunctionType(op).inputs;
    },
    getResultTypes(this: FunctionModel, op: Operation) {
      return this.getFunctionType(op).results;
    },
  },
  verify: verifyFunction,
});
