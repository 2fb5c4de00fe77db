import type { Attribute } from '../../attributes/attribute.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import type { Value } from '../../ir/value.js';
import { OpInterface } from '../interface.js';

/** The operands forwarded to a successor block's arguments (MLIR's `SuccessorOperands`). */
export interface SuccessorOperands {
  /** How many leading block arguments the op produces itself (not from operands). */
  readonly producedOperandCount: number;
  /** The operand values forwarded to the remaining block arguments. */
  readonly forwardedOperands: readonly Value[];
}

export interface BranchModel {
  getSuccessorOperands(op: Operation, index: number): SuccessorOperands;
  /** The successor taken for these constant operands (null entries: unknown), if known. */
  getSuccessorForOperands(op: Operation, operands: readonly (Attribute | null)[]): Block | null;
}

/** MLIR's `BranchOpInterface`. */
export const BranchOpInterface = new OpInterface<BranchModel, 'getSuccessorForOperands'>('BranchOpInterface', {
  getSuccessorForOperands: () => null,
});

/** Where control goes from a region branch point: a region of the op, or back to the op's parent. */
export interface RegionSuccessor {
  /** The region entered, or null for "return to the parent op" (the op's results). */
  readonly region: Region | null;
  /** The values receiving the forwarded operands: the region's entry arguments or the op's results. */
  readonly inputs: readonly Value[];
}

export interface RegionBranchModel {
  /**
   * The successors when control enters from the parent op (`from` null) or leaves region `from`.
   * `operands` are constant values of the op's operands where known.
   */
  getSuccessorRegions(op: Operation, from: Region | null, operands: readonly (Attribute | null)[]): RegionSuccessor[];
  /** The op operands forwarded to `successor` when entering from the parent op. */
  getEntrySuccessorOperands(op: Operation, successor: Region | null): readonly Value[];
}

/** MLIR's `RegionBranchOpInterface` (scf.if, scf.for, ...). */
export const RegionBranchOpInterface = new OpInterface<RegionBranchModel, 'getEntrySuccessorOperands'>(
  'RegionBranchOpInterface',
  { getEntrySuccessorOperands: () => [] },
);

export interface RegionBranchTerminatorModel {
  /** The terminator's operands forwarded to `successor`. */
  getSuccessorOperands(op: Operation, successor: Region | null): readonly Value[];
}

/** MLIR's `RegionBranchTerminatorOpInterface` (scf.yield, scf.condition). */
export const RegionBranchTerminatorOpInterface = new OpInterface<RegionBranchTerminatorModel, 'getSuccessorOperands'>(
  'RegionBranchTerminatorOpInterface',
  { getSuccessorOperands: (op) => op.operands },
);
