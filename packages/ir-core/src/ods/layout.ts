import type { Operation } from '../ir/operation.js';
import type { SegmentLayout, ValueGroupSpec } from './spec.js';
import {
  OPERAND_SEGMENT_SIZES,
  RESULT_SEGMENT_SIZES,
  readSegmentSizes,
} from './traits/segments.js';

/** Start and length of one operand/result group within the op's flat list. */
export interface GroupRange {
  start: number;
  length: number;
}

/**
 * Where group `index` of `groups` sits in a list of `total` values (MLIR's generated
 * `getODSOperandIndexAndLength`). `sizes` are the segment sizes for the `attr-sized` layout.
 */
export function groupRange(
  groups: readonly ValueGroupSpec[],
  layout: SegmentLayout,
  index: number,
  total: number,
  sizes: readonly number[] | null,
): GroupRange {
  switch (layout) {
    case 'fixed':
      return { start: index, length: 1 };
    case 'one-variable': {
      const variableLength = total - (groups.length - 1);
      let start = 0;
      for (let i = 0; i < index; i++) start += groups[i]!.arity === 'single' ? 1 : variableLength;
      return { start, length: groups[index]!.arity === 'single' ? 1 : variableLength };
    }
    case 'same-size': {
      let variableGroups = 0;
      for (const group of groups) if (group.arity !== 'single') variableGroups++;
      const variableLength = Math.floor(
        (total - (groups.length - variableGroups)) / variableGroups,
      );
      let start = 0;
      for (let i = 0; i < index; i++) start += groups[i]!.arity === 'single' ? 1 : variableLength;
      return { start, length: groups[index]!.arity === 'single' ? 1 : variableLength };
    }
    case 'attr-sized': {
      let start = 0;
      for (let i = 0; i < index; i++) start += sizes?.[i] ?? 0;
      return { start, length: sizes?.[index] ?? 0 };
    }
  }
}

/** The operand segment sizes of `op` (null when absent or malformed). */
export function operandSegmentSizes(op: Operation): readonly number[] | null {
  return readSegmentSizes(op.getInherentAttr(OPERAND_SEGMENT_SIZES));
}

/** The result segment sizes of `op` (null when absent or malformed). */
export function resultSegmentSizes(op: Operation): readonly number[] | null {
  return readSegmentSizes(op.getInherentAttr(RESULT_SEGMENT_SIZES));
}
