import type { Attribute } from '../../attributes/attribute.js';
import { IntegerAttr } from '../../attributes/builtin-attributes.js';
import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import type { Value } from '../../ir/value.js';
import type { Type } from '../../types/type.js';
import { OpInterface } from '../interface.js';
import {
  forwardedOperandsFit,
  type ReadonlySuccessorOperands,
  SuccessorOperands,
} from './successor-operands.js';

export * from './successor-operands.js';

export interface BranchModel {
  /**
   * The operands `op` forwards to successor `index`. Answer a {@link SuccessorOperands} (for
   * operands that are declared operand groups, {@link successorOperandGroups} makes this method)
   * so that rewrites can add and remove them; a read-only answer keeps that successor's
   * arguments as they are.
   */
  getSuccessorOperands(op: Operation, index: number): ReadonlySuccessorOperands;
  /** The successor taken for these constant operands (null entries: unknown), if known. */
  getSuccessorForOperands(op: Operation, operands: readonly (Attribute | null)[]): Block | null;
  /** Whether a forwarded value of type `from` may flow into a block argument of type `to`. */
  areTypesCompatible(from: Type, to: Type): boolean;
}

/**
 * MLIR's `verifyBranchSuccessorOperands`: each successor gets as many operands (produced plus
 * forwarded) as it has arguments, of compatible types. Reported without the op prefix, as MLIR does.
 */
function verifyBranch(op: Operation, model: BranchModel): boolean {
  // The common case, checked without building the successor operands.
  if (forwardedOperandsFit(op, model)) return true;
  for (let index = 0; index < op.numSuccessors; index++) {
    const { producedOperandCount, forwardedOperands } = model.getSuccessorOperands(op, index);
    const block = op.getSuccessor(index);
    const count = producedOperandCount + forwardedOperands.length;
    if (count !== block.numArguments) {
      op.emitError(
        `branch has ${count} operands for successor #${index}, but target block has ${block.numArguments}`,
      );
      return false;
    }
    for (let i = producedOperandCount; i < count; i++) {
      if (
        !model.areTypesCompatible(
          forwardedOperands[i - producedOperandCount]!.type,
          block.getArgument(i).type,
        )
      ) {
        op.emitError(`type mismatch for bb argument #${i} of successor #${index}`);
        return false;
      }
    }
  }
  return true;
}

/** MLIR's `BranchOpInterface`. */
export const BranchOpInterface = new OpInterface<
  BranchModel,
  'getSuccessorForOperands' | 'areTypesCompatible'
>('BranchOpInterface', {
  defaults: { getSuccessorForOperands: () => null, areTypesCompatible: (from, to) => from === to },
  verify: verifyBranch,
});

/**
 * A `getSuccessorForOperands` for two-way conditional branches (`cf.cond_br`, `llvm.cond_br`):
 * with a constant condition (operand 0), the first successor when it is true, the second when
 * false; null when the condition is not known.
 */
export function conditionalBranchSuccessor(
  op: Operation,
  operands: readonly (Attribute | null)[],
): Block | null {
  const condition = operands[0];
  if (!(condition instanceof IntegerAttr)) return null;
  return op.getSuccessor(condition.value !== 0n ? 0 : 1);
}

/**
 * The operands `op` forwards to successor `index`, editable; null when `op` is not a branch or
 * its model answers them read-only.
 */
export function getEditableSuccessorOperands(
  op: Operation,
  index: number,
): SuccessorOperands | null {
  const model = BranchOpInterface.get(op);
  if (model === null) return null;
  const answer = model.getSuccessorOperands(op, index);
  return answer instanceof SuccessorOperands ? answer : null;
}

/** Where control goes from a region branch point: a region of the op, or back to the op's parent. */
export interface RegionSuccessor {
  /** The region entered, or null for "return to the parent op" (the op's results). */
  readonly region: Region | null;
  /** The values receiving the forwarded operands: the region's entry arguments or the op's results. */
  readonly inputs: readonly Value[];
}

/**
 * How many times a region runs each time its op runs (MLIR's `InvocationBounds`); `upperBound` is
 * null when unknown (the region may run any number of times).
 */
export interface InvocationBounds {
  readonly lowerBound: number;
  readonly upperBound: number | null;
}

/** Nothing known: zero or more times (MLIR's `InvocationBounds::getUnknown`). */
export const UNKNOWN_INVOCATION_BOUNDS: InvocationBounds = { lowerBound: 0, upperBound: null };

export interface RegionBranchModel {
  /**
   * The successors when control enters from the parent op (`from` null) or leaves region `from`.
   * `operands` are constant values (null: unknown) of the op's operands when entering, and of the
   * branching terminator's operands when leaving a region (MLIR's
   * `RegionBranchTerminatorOpInterface::getSuccessorRegions`).
   */
  getSuccessorRegions(
    op: Operation,
    from: Region | null,
    operands: readonly (Attribute | null)[],
  ): RegionSuccessor[];
  /** The op operands forwarded to `successor` when entering from the parent op. */
  getEntrySuccessorOperands(op: Operation, successor: Region | null): readonly Value[];
  /** Whether a forwarded value of type `from` may flow into an input of type `to`. */
  areTypesCompatible(from: Type, to: Type): boolean;
  /**
   * The invocation bounds of each of the op's regions, in order, for these constant operands
   * (null: unknown); by default unknown for every region.
   */
  getRegionInvocationBounds(
    op: Operation,
    operands: readonly (Attribute | null)[],
  ): readonly InvocationBounds[];
}

export interface RegionBranchTerminatorModel {
  /** The terminator's operands forwarded to `successor` (null: the parent op). */
  getSuccessorOperands(op: Operation, successor: Region | null): readonly Value[];
}

/** MLIR's `RegionBranchTerminatorOpInterface` (scf.yield, scf.condition). */
export const RegionBranchTerminatorOpInterface = new OpInterface<
  RegionBranchTerminatorModel,
  'getSuccessorOperands'
>('RegionBranchTerminatorOpInterface', { defaults: { getSuccessorOperands: (op) => op.operands } });

/**
 * The points control leaves from in a region branch op (MLIR's `getAllRegionBranchPoints`): null
 * for the op itself (entering it), then each block's last op that is a region branch terminator.
 */
export function getAllRegionBranchPoints(op: Operation): (Operation | null)[] {
  const points: (Operation | null)[] = [null];
  for (const region of op.regions) {
    for (const block of region) {
      const last = block.back;
      if (last !== null && RegionBranchTerminatorOpInterface.get(last) !== null) points.push(last);
    }
  }
  return points;
}

/**
 * The values forwarded from `point` (null: the op itself) to `successor` (null: the op's results),
 * MLIR's `RegionBranchOpInterface::getSuccessorOperands`.
 */
export function getRegionBranchSuccessorOperands(
  op: Operation,
  model: RegionBranchModel,
  point: Operation | null,
  successor: Region | null,
): readonly Value[] {
  return point === null
    ? model.getEntrySuccessorOperands(op, successor)
    : RegionBranchTerminatorOpInterface.get(point)!.getSuccessorOperands(point, successor);
}

/**
 * MLIR's `verifyRegionBranchOpInterface`: along every edge, from the parent op into a region or
 * from a region's branching terminator to a region or back to the parent, the forwarded operands
 * match the successor's inputs in number and type. A note points at the branch point. Branch
 * points are taken in MLIR's order: the parent, then the terminators region by region.
 */
function verifyRegionBranch(op: Operation, model: RegionBranchModel): boolean {
  const noConstants = unknownConstants(op.numOperands);
  if (!verifyEdgesFrom(op, model, null, null, noConstants)) return false;
  const regions = op.regions;
  for (let r = 0; r < regions.length; r++) {
    for (let block = regions[r]!.firstBlock; block !== null; block = block.nextNode) {
      const last = block.lastOp;
      if (last === null) continue;
      const terminator = RegionBranchTerminatorOpInterface.get(last);
      if (terminator !== null && !verifyEdgesFrom(op, model, last, terminator, noConstants))
        return false;
    }
  }
  return true;
}

/**
 * Arrays of nulls by length, shared: every region branch op verified asks for one ("no operand
 * is a known constant"), and the models only read it (typed read-only; not frozen, so that the
 * models' reads see the same kind of array as from their other callers).
 */
const unknownConstantsByLength: (readonly null[])[] = [];

function unknownConstants(length: number): readonly null[] {
  let array = unknownConstantsByLength[length];
  if (array === undefined) {
    array = new Array<null>(length).fill(null);
    unknownConstantsByLength[length] = array;
  }
  return array;
}

/** The edges from one branch point (`point` null: the parent op, else a terminator and its model). */
function verifyEdgesFrom(
  op: Operation,
  model: RegionBranchModel,
  point: Operation | null,
  terminator: RegionBranchTerminatorModel | null,
  noConstants: readonly null[],
): boolean {
  const from = point === null ? null : point.getParentRegion();
  const successors = model.getSuccessorRegions(op, from, noConstants);
  for (let s = 0; s < successors.length; s++) {
    const successor = successors[s]!;
    const operands =
      point === null
        ? model.getEntrySuccessorOperands(op, successor.region)
        : terminator!.getSuccessorOperands(point, successor.region);
    const inputs = successor.inputs;
    if (operands.length !== inputs.length) {
      return failEdge(
        op,
        point,
        successor.region,
        `region branch point has ${operands.length} operands, but region successor needs ${inputs.length} inputs`,
      );
    }
    for (let i = 0; i < operands.length; i++) {
      const fromType = operands[i]!.type;
      const toType = inputs[i]!.type;
      if (!model.areTypesCompatible(fromType, toType)) {
        return failEdge(
          op,
          point,
          successor.region,
          `successor operand type #${i} '${fromType.toString()}' should match successor input type #${i} '${toType.toString()}'`,
        );
      }
    }
  }
  return true;
}

/**
 * Reports a mismatch along the edge from `point` (null: the parent op) to `region` (null: back to
 * the parent), with a note at the branch point. Only a failure builds the edge's description.
 */
function failEdge(
  op: Operation,
  point: Operation | null,
  region: Region | null,
  detail: string,
): false {
  const edge =
    `along control flow edge from ${point === null ? 'parent' : `Operation ${point.name.identifier}`} to ` +
    (region === null ? 'parent' : `Region #${region.getRegionNumber()}`);
  op.emitOpError(`${edge}: ${detail}`, (d) =>
    d.attachNote('region branch point', (point ?? op).location),
  );
  return false;
}

/** MLIR's `RegionBranchOpInterface` (scf.if, scf.for, ...). */
export const RegionBranchOpInterface = new OpInterface<
  RegionBranchModel,
  'getEntrySuccessorOperands' | 'areTypesCompatible' | 'getRegionInvocationBounds'
>('RegionBranchOpInterface', {
  defaults: {
    getEntrySuccessorOperands: () => [],
    areTypesCompatible: (from, to) => from === to,
    getRegionInvocationBounds: (op) => op.regions.map(() => UNKNOWN_INVOCATION_BOUNDS),
  },
  // It looks at the terminators, so it runs once the nested ops are verified.
  verifyRegion: verifyRegionBranch,
});

/**
 * The region-branch model of an op whose single region is entered once from the op and returns
 * its results to it (`scf.execute_region`, `memref.alloca_scope`).
 */
export const RunsRegionOnce = RegionBranchOpInterface.implement({
  getSuccessorRegions: (op, from): RegionSuccessor[] =>
    from === null
      ? [{ region: op.getRegion(0), inputs: [] }]
      : [{ region: null, inputs: op.results }],
});
