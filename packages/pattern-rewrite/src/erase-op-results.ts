/**
 * MLIR's `RewriterBase::eraseOpResults`: an op loses some results by being replaced with a twin
 * that has only the others. The regions move over whole, which notifies no nested op, so a greedy
 * driver does not revisit the body: what MLIR 22 leaves alone stays alone.
 */
import type { Operation, Value } from '@strata/ir-core';
import type { PatternRewriter } from './rewriter.js';

/**
 * Replaces `op` by an op of the same name, operands, successors, properties and attributes whose
 * results are `op`'s where `keep` is true, built in front of it; `op`'s regions move into it. The
 * dropped results must be unused. Returns the new op.
 */
export function eraseOpResults(
  rewriter: PatternRewriter,
  op: Operation,
  keep: readonly boolean[],
): Operation {
  const resultTypes = [];
  for (const result of op.results) if (keep[result.resultNumber]) resultTypes.push(result.type);
  const saved = rewriter.saveInsertionPoint();
  rewriter.setInsertionPoint(op);
  const twin = rewriter.create({
    name: op.name.identifier,
    location: op.location,
    operands: op.operands,
    resultTypes,
    successors: op.successors,
    properties: new Map(op.properties),
    regions: op.numRegions,
  });
  rewriter.restoreInsertionPoint(saved);
  for (const [name, value] of op.getDiscardableAttrs()) twin.setDiscardableAttr(name, value);
  for (let i = 0; i < op.numRegions; i++)
    rewriter.inlineRegionBefore(op.getRegion(i), twin.getRegion(i));
  // Nothing stands for a dropped result: it has no uses.
  const replacements: (Value | null)[] = [];
  let next = 0;
  for (const result of op.results)
    replacements.push(keep[result.resultNumber] ? twin.getResult(next++) : null);
  rewriter.replaceOp(op, replacements as Value[]);
  return twin;
}
