import { Block } from './block.js';
import type { IRMapping } from './mapping.js';
import { Operation } from './operation.js';
import type { Region } from './region.js';

/** What `Operation.clone` copies besides the op itself. */
export interface CloneOptions {
  /** Copy the regions' contents (otherwise the clone's regions are empty). */
  regions: boolean;
  /** Copy the operands (otherwise the clone has none). */
  operands: boolean;
}

/** A copy of `op` alone: same name, location, attributes, result types, successors and region count. */
function shallowCopy(op: Operation, mapping: IRMapping, withOperands: boolean): Operation {
  const copy = Operation.create({
    name: op.name,
    location: op.location,
    operands: withOperands ? op.operands : [],
    resultTypes: op.getResultTypes(),
    properties: op.hasProperties() ? op.properties : undefined,
    attributes: op.getDiscardableAttrs(),
    successors: op.successors,
    regions: op.regions.length,
  });
  mapping.map(op, copy);
  for (let i = 0; i < op.results.length; i++) mapping.map(op.results[i]!, copy.results[i]!);
  return copy;
}

/**
 * Copies the blocks of each `(source, dest)` region pair, and of all regions nested in them, with
 * an explicit worklist. Block arguments and results are mapped as they are created; operands and
 * successors are remapped afterwards, since they may refer to values or blocks created later
 * (forward branches, graph regions). Returns the ops created.
 */
function copyRegions(pairs: [Region, Region, Block | null][], mapping: IRMapping): Operation[] {
  const created: Operation[] = [];
  while (pairs.length !== 0) {
    const [source, dest, before] = pairs.pop()!;
    for (let block = source.firstBlock; block !== null; block = block.nextNode) {
      const newBlock = new Block();
      for (const arg of block.arguments)
        mapping.map(arg, newBlock.addArgument(arg.type, arg.location));
      mapping.map(block, newBlock);
      dest.insertAt(newBlock, before);
    }
    for (let block = source.firstBlock; block !== null; block = block.nextNode) {
      const newBlock = mapping.lookup(block);
      for (let op = block.firstOp; op !== null; op = op.nextNode) {
        const copy = shallowCopy(op, mapping, true);
        newBlock.push(copy);
        created.push(copy);
        for (let i = 0; i < op.regions.length; i++)
          pairs.push([op.regions[i]!, copy.regions[i]!, null]);
      }
    }
  }
  return created;
}

/** Points each created op's operands and successors at the mapped values and blocks. */
function remapReferences(ops: readonly Operation[], mapping: IRMapping): void {
  for (const op of ops) {
    for (const operand of op.getOpOperands()) {
      const mapped = mapping.lookupOrNull(operand.get());
      if (mapped !== undefined) operand.set(mapped);
    }
    for (const successor of op.getBlockOperands()) {
      const mapped = mapping.lookupOrNull(successor.get());
      if (mapped !== undefined) successor.set(mapped);
    }
  }
}

/** Clones `op` (see `Operation.clone`). */
export function cloneOperation(
  op: Operation,
  mapping: IRMapping,
  options: CloneOptions,
): Operation {
  const copy = shallowCopy(op, mapping, options.operands);
  remapReferences([copy], mapping);
  if (options.regions) {
    const pairs: [Region, Region, Block | null][] = op.regions.map((region, i) => [
      region,
      copy.regions[i]!,
      null,
    ]);
    remapReferences(copyRegions(pairs, mapping), mapping);
  }
  return copy;
}

/** Clones the blocks of `source` into `dest` before `before` (see `Region.cloneInto`). */
export function cloneRegionInto(
  source: Region,
  dest: Region,
  before: Block | null,
  mapping: IRMapping,
): void {
  remapReferences(copyRegions([[source, dest, before]], mapping), mapping);
}
