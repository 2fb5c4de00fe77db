/**
 * MLIR's `LoopLikeOpInterface`: an op whose regions run repeatedly. It tells loop transformations
 * (loop-invariant code motion) which regions form the loop and how to move an op out of it, and
 * describes the loop-carried values (inits, iter_args, yielded values, results) that its verifier
 * checks.
 */
import type { OpResult, Value, BlockArgument } from '../../ir/value.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import { OpInterface } from '../interface.js';

export interface LoopLikeModel {
  /** The regions that make up the loop body (each may run more than once). */
  getLoopRegions(op: Operation): readonly Region[];
  /** Whether `value` is defined outside the loop. Default: its region is not inside `op`. */
  isDefinedOutsideOfLoop(op: Operation, value: Value): boolean;
  /** Moves `toMove`, a loop-invariant op of a loop region, out of the loop. Default: before `op`. */
  moveOutOfLoop(op: Operation, toMove: Operation): void;
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

/** A value is outside the loop when the op that owns its region is not the loop or inside it. */
function isDefinedOutsideOfLoop(op: Operation, value: Value): boolean {
  const owner = value.getParentRegion()?.parentOp ?? null;
  return owner === null || !op.isAncestor(owner);
}

export const LoopLikeOpInterface = new OpInterface<
  LoopLikeModel,
  'isDefinedOutsideOfLoop' | 'moveOutOfLoop'
>('LoopLikeOpInterface', {
  defaults: {
    isDefinedOutsideOfLoop,
    moveOutOfLoop: (op, toMove) => toMove.moveBefore(op),
  },
  verifyRegion: verifyLoopLike,
});
