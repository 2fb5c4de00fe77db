/**
 * MLIR's `PossibleTopLevelTransformOpTrait` and its verifier. An op with the trait may start a
 * transform script: at the top it binds the payload root to the first argument of its body and
 * the interpreter's extra bindings to the others; nested in another such op it binds its operands
 * instead. So the entry block's arguments must be able to hold those, and a nested op must be
 * given one operand per argument.
 */
import { defineTrait, type Diagnostic, type Operation } from '@strata/ir-core';
import { handleKindOf } from './types.js';

/** Reports `message` on `op`, as MLIR's trait verifier does, and answers false. */
function reject(op: Operation, message: string, note?: (d: Diagnostic) => void): false {
  op.emitOpError(message, note);
  return false;
}

function verifyPossibleTopLevelTransformOp(op: Operation): boolean {
  if (op.regions.length < 1) return reject(op, 'expects at least one region');
  const body = op.getRegion(0);
  if (body.empty() || body.front !== body.back) return reject(op, 'expects a single-block region');
  const args = body.front!.arguments;
  if (args.length === 0) return reject(op, 'expects the entry block to have at least one argument');
  if (handleKindOf(args[0]!.type) !== 'op') {
    return reject(
      op,
      'expects the first entry block argument to be of type implementing TransformHandleTypeInterface',
    );
  }
  if (op.numOperands !== 0 && args[0]!.type !== op.getOperand(0).type)
    return reject(op, 'expects the type of the block argument to match the type of the operand');
  // Extra bindings may be handles of any kind or parameters.
  const untyped = args.findIndex((arg, i) => i > 0 && handleKindOf(arg.type) === null);
  if (untyped >= 0) {
    return reject(
      op,
      'expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface',
      (d) => d.attachNote(`argument #${untyped} does not`, op.location),
    );
  }
  // Only the outermost op is bound by the interpreter; a nested one needs its operands.
  const parent = op.getParentWithTrait(PossibleTopLevelTransformOpTrait.key);
  if (parent !== null && op.numOperands !== args.length) {
    return reject(op, 'expects operands to be provided for a nested op', (d) =>
      d.attachNote('nested in another possible top-level op', parent.location),
    );
  }
  return true;
}

/** Marks ops that may be the top-level op of a transform script. */
export const PossibleTopLevelTransformOpTrait = defineTrait('PossibleTopLevelTransformOpTrait', {
  verify: verifyPossibleTopLevelTransformOp,
});
