import type { RewritePatternSet } from '@strata/pattern-rewrite';
import { ExecuteRegionLowering } from './patterns/execute-region-lowering.js';
import { ForLowering } from './patterns/for-lowering.js';
import { ForallLowering } from './patterns/forall-lowering.js';
import { IfLowering } from './patterns/if-lowering.js';
import { IndexSwitchLowering } from './patterns/index-switch-lowering.js';
import { ParallelLowering } from './patterns/parallel-lowering.js';
import { DoWhileLowering, WhileLowering } from './patterns/while-lowering.js';

/** Adds the scf-to-cf lowerings to `patterns` (MLIR's `populateSCFToControlFlowConversionPatterns`). */
export function populateSCFToControlFlowConversionPatterns(patterns: RewritePatternSet): void {
  patterns.add(
    new ForallLowering(),
    new ForLowering(),
    new IfLowering(),
    new ParallelLowering(),
    new WhileLowering(),
    new ExecuteRegionLowering(),
    new IndexSwitchLowering(),
    new DoWhileLowering(),
  );
}

/** The ops `--convert-scf-to-cf` must remove; everything else is left alone. */
export const SCF_OPS_TO_LOWER: readonly string[] = [
  'scf.forall',
  'scf.for',
  'scf.if',
  'scf.index_switch',
  'scf.parallel',
  'scf.while',
  'scf.execute_region',
];
