/**
 * Shrinking a region op the way MLIR 22's patterns do (`RewriterBase::eraseOpResults`): the op
 * keeps its regions, which move whole into a twin with fewer results. Moving whole blocks notifies
 * no op, so a greedy driver does not queue the body's ops, and the operands the op stopped using
 * (erased in place beforehand) are not queued either: what MLIR 22 leaves alone stays.
 */
import { type Operation, Region, type Value } from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';

/**
 * Replaces `op` by an op of the same name, operands, properties and attributes whose results are
 * those of `op` where `keep` is true; `op`'s regions move over whole. The dropped results must be
 * unused. Returns the new op.
 */
export function eraseOpResults(
  rewriter: PatternRewriter,
  op: Operation,
  keep: readonly boolean[],
): Operation {
  const saved = rewriter.saveInsertionPoint();
  rewriter.setInsertionPoint(op);
  const resultTypes = [];
  for (let i = 0; i < op.numResults; i++) if (keep[i]) resultTypes.push(op.getResult(i).type);
  const replacement = rewriter.create({
    name: op.name.identifier,
    location: op.location,
    operands: op.operands,
    resultTypes,
    properties: new Map(op.properties),
    regions: op.regions.map(() => new Region()),
  });
  rewriter.restoreInsertionPoint(saved);
  for (const [name, value] of op.getDiscardableAttrs()) replacement.setDiscardableAttr(name, value);
  for (let i = 0; i < op.regions.length; i++)
    rewriter.inlineRegionBefore(op.getRegion(i), replacement.getRegion(i));
  // A dropped result has no uses: nothing stands for it.
  const replacements: (Value | null)[] = [];
  let next = 0;
  for (let i = 0; i < op.numResults; i++)
    replacements.push(keep[i] ? replacement.getResult(next++) : null);
  rewriter.replaceOp(op, replacements as Value[]);
  return replacement;
}
