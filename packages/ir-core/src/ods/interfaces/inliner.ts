/**
 * MLIR's `DialectInlinerInterface`: what a dialect tells the inliner. A dialect opts in by setting
 * `Dialect.inlinerInterface`; the inliner asks the dialect of each op involved (the call, the
 * parent op of the destination region, every inlined op, the callee's terminators). An op whose
 * dialect has no inliner interface is never inlined, as in MLIR.
 */
import type { Location } from '../../attributes/location.js';
import type { Block } from '../../ir/block.js';
import type { OpBuilder } from '../../ir/builder.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import type { Value } from '../../ir/value.js';
import type { Type } from '../../types/type.js';

export interface DialectInlinerInterface {
  /** May `call` (an op of this dialect) be replaced with the body of `callable`? */
  isLegalToInlineCall(call: Operation, callable: Operation, wouldBeCloned: boolean): boolean;
  /** May region `source` be inlined into region `dest` (whose parent op is of this dialect)? */
  isLegalToInlineRegion(dest: Region, source: Region, wouldBeCloned: boolean): boolean;
  /** May `op` (of this dialect, from the inlined body) be moved into region `dest`? */
  isLegalToInlineOp(op: Operation, dest: Region, wouldBeCloned: boolean): boolean;
  /**
   * The body had several blocks: turn terminator `op` into a branch to `newDest`, whose arguments
   * receive the returned values.
   */
  handleTerminatorWithBranch(op: Operation, newDest: Block): void;
  /** The body had one block: replace `valuesToReplace` (the call's results) with what `op` returns. */
  handleTerminatorWithValues(op: Operation, valuesToReplace: readonly Value[]): void;
  /**
   * Builds an op converting `input` to `resultType` where a call's operand or result type differs
   * from the callee's (MLIR's `materializeCallConversion`); null when the dialect cannot.
   */
  materializeCallConversion?(
    builder: OpBuilder,
    input: Value,
    resultType: Type,
    location: Location,
  ): Operation | null;
}

/**
 * The inliner interface of dialects whose ops may all be inlined anywhere and that have no
 * return-like terminator to rewrite (MLIR's arith, cf, memref, scf and ub interfaces).
 */
export const InlineAnythingInterface: DialectInlinerInterface = {
  isLegalToInlineCall: () => true,
  isLegalToInlineRegion: () => true,
  isLegalToInlineOp: () => true,
  handleTerminatorWithBranch: () => {},
  handleTerminatorWithValues: () => {},
};
