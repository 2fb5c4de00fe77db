/**
 * MLIR's `LoopLikeOpInterface`, reduced to what the scf loops need: the loop-carried values and
 * their verification. ir-core does not define this interface yet, so scf holds it; it moves to
 * ir-core once other dialects need it.
 */
import {
  type BlockArgument,
  OpInterface,
  type Operation,
  type OpResult,
  type Value,
} from '@strata/ir-core';

export interface LoopLikeModel {
  /** The values the loop-carried arguments start with. */
  getInits(op: Operation): readonly Value[];
  /** The block arguments that carry values from one iteration to the next. */
  getRegionIterArgs(op: Operation): readonly BlockArgument[];
  /** What each iteration passes to the next (the terminator's operands), or null without a terminator. */
  getYieldedValues(op: Operation): readonly Value[] | null;
  /** The results the loop-carried values end up in, or null when they are not the loop's results (scf.while). */
  getLoopResults(op: Operation): readonly OpResult[] | null;
}

function fail(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

/** MLIR's `verifyLoopLikeOpInterface`: inits, iter_args, yielded values and results agree. */
function verifyLoopLike(op: Operation, model: LoopLikeModel): boolean {
  const inits = model.getInits(op);
  const iterArgs = model.getRegionIterArgs(op);
  if (inits.length !== iterArgs.length) {
    return fail(
      op,
      `different number of inits and region iter_args: ${inits.length} != ${iterArgs.length}`,
    );
  }
  // An empty yield is left to the region-branch verifier, as in MLIR.
  const given = model.getYieldedValues(op);
  const yielded = given === null || given.length === 0 ? null : given;
  if (yielded !== null && yielded.length !== iterArgs.length) {
    return fail(
      op,
      `different number of region iter_args and yielded values: ${iterArgs.length} != ${yielded.length}`,
    );
  }
  const results = model.getLoopResults(op);
  if (results !== null && results.length !== iterArgs.length) {
    return fail(
      op,
      `different number of inits and loop results: ${inits.length} != ${results.length}`,
    );
  }
  for (let i = 0; i < inits.length; i++) {
    const init = inits[i]!.type;
    const arg = iterArgs[i]!.type;
    if (init !== arg)
      return fail(
        op,
        `${i}-th init and ${i}-th region iter_arg have different type: '${init}' != '${arg}'`,
      );
    const next = yielded?.[i]?.type;
    if (next !== undefined && next !== arg) {
      return fail(
        op,
        `${i}-th region iter_arg and ${i}-th yielded value have different type: '${arg}' != '${next}'`,
      );
    }
    const result = results?.[i]!.type;
    if (result !== undefined && result !== arg) {
      return fail(
        op,
        `${i}-th region iter_arg and ${i}-th loop result have different type: '${arg}' != '${result}'`,
      );
    }
  }
  return true;
}

export const LoopLikeOpInterface = new OpInterface<LoopLikeModel>('LoopLikeOpInterface', {
  verifyRegion: verifyLoopLike,
});
