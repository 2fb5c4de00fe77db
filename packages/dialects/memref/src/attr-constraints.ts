/** The attribute constraints of MLIR's MemRef ODS that ir-core does not define. */
import { confined, I64Attr } from '@strata/ir-core';

/**
 * MLIR's `ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>`: the `alignment` of `memref.alloc`,
 * `memref.alloca`, `memref.global`, `memref.load` and `memref.store`.
 */
export const AlignmentAttr = confined(
  I64Attr,
  '64-bit signless integer attribute whose value is positive and whose value is a power of two > 0',
  (attr) => attr.value > 0n && (attr.value & (attr.value - 1n)) === 0n,
);
