import type { Block, Operation, Region, Value } from '@strata/ir-core';

/** Small integers standing for values, so that structural keys can name them. */
export class ValueNumbering {
  private readonly numbers = new Map<Value, number>();

  numberOf(value: Value): number {
    let n = this.numbers.get(value);
    if (n === undefined) this.numbers.set(value, (n = this.numbers.size + 1));
    return n;
  }
}

/**
 * A key equal for ops CSE may merge (MLIR's `OperationEquivalence::computeHash` with locations
 * ignored): name, discardable attributes, properties, result types and operand identities.
 * Regions are not part of the key; {@link isEquivalentTo} compares them.
 */
export function operationKey(op: Operation, numbering: ValueNumbering): string {
  const parts: (string | number)[] = [op.name.identifier];
  for (const [name, value] of op.getDiscardableAttrs()) parts.push(name, value.uid);
  parts.push(';');
  const properties = [...op.properties].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [name, value] of properties) parts.push(name, value.uid);
  parts.push(';');
  for (const result of op.results) parts.push(result.type.uid);
  parts.push(';');
  for (const operand of op.getOpOperands()) parts.push(numbering.numberOf(operand.get()));
  return parts.join(',');
}

/** Whether two ops have the same name, attributes, properties, result types and operand, region and successor counts. */
function sameShape(lhs: Operation, rhs: Operation): boolean {
  if (
    lhs.name !== rhs.name ||
    lhs.numRegions !== rhs.numRegions ||
    lhs.numSuccessors !== rhs.numSuccessors ||
    lhs.numOperands !== rhs.numOperands ||
    lhs.numResults !== rhs.numResults ||
    lhs.properties.size !== rhs.properties.size
  ) {
    return false;
  }
  for (const [name, value] of lhs.properties) if (rhs.properties.get(name) !== value) return false;
  const lhsAttrs = lhs.getDiscardableAttrs();
  const rhsAttrs = rhs.getDiscardableAttrs();
  if (lhsAttrs.length !== rhsAttrs.length) return false;
  for (let i = 0; i < lhsAttrs.length; i++) {
    if (lhsAttrs[i]![0] !== rhsAttrs[i]![0] || lhsAttrs[i]![1] !== rhsAttrs[i]![1]) return false;
  }
  for (let i = 0; i < lhs.numResults; i++) if (lhs.getResult(i).type !== rhs.getResult(i).type) return false;
  return true;
}

/**
 * Whether `lhs` and `rhs` compute the same thing, locations aside (MLIR's
 * `OperationEquivalence::isEquivalentTo` with `IgnoreLocations`): same shape, identical operands,
 * and structurally equal regions, where values defined inside correspond pairwise. Iterative over
 * nested regions.
 */
export function isEquivalentTo(lhs: Operation, rhs: Operation): boolean {
  if (lhs === rhs) return true;
  const equivalent = new Map<Value, Value>();
  const sameValue = (a: Value, b: Value) => a === b || equivalent.get(a) === b;
  if (!sameShape(lhs, rhs)) return false;
  for (let i = 0; i < lhs.numOperands; i++) if (!sameValue(lhs.getOperand(i), rhs.getOperand(i))) return false;
  for (let i = 0; i < lhs.numResults; i++) equivalent.set(lhs.getResult(i), rhs.getResult(i));
  const regions: [Region, Region][] = lhs.regions.map((region, i) => [region, rhs.getRegion(i)]);
  while (regions.length > 0) {
    const [left, right] = regions.pop()!;
    const blocks = new Map<Block, Block>();
    const mapBlock = (a: Block, b: Block) => {
      const known = blocks.get(a);
      if (known === undefined) blocks.set(a, b);
      return known === undefined || known === b;
    };
    let rightBlock = right.firstBlock;
    for (let leftBlock = left.firstBlock; leftBlock !== null; leftBlock = leftBlock.nextNode) {
      if (rightBlock === null || leftBlock.numArguments !== rightBlock.numArguments || !mapBlock(leftBlock, rightBlock)) return false;
      for (let i = 0; i < leftBlock.numArguments; i++) {
        const a = leftBlock.getArgument(i);
        const b = rightBlock.getArgument(i);
        if (a.type !== b.type) return false;
        equivalent.set(a, b);
      }
      let rightOp = rightBlock.firstOp;
      for (let leftOp = leftBlock.firstOp; leftOp !== null; leftOp = leftOp.nextNode) {
        if (rightOp === null || !sameShape(leftOp, rightOp)) return false;
        for (let i = 0; i < leftOp.numOperands; i++) {
          const a = leftOp.getOperand(i);
          const b = rightOp.getOperand(i);
          if (a !== b && (a.type !== b.type || !sameValue(a, b))) return false;
        }
        for (let i = 0; i < leftOp.numResults; i++) equivalent.set(leftOp.getResult(i), rightOp.getResult(i));
        for (let i = 0; i < leftOp.numSuccessors; i++) if (!mapBlock(leftOp.getSuccessor(i), rightOp.getSuccessor(i))) return false;
        for (let i = 0; i < leftOp.numRegions; i++) regions.push([leftOp.getRegion(i), rightOp.getRegion(i)]);
        rightOp = rightOp.nextNode;
      }
      if (rightOp !== null) return false;
      rightBlock = rightBlock.nextNode;
    }
    if (rightBlock !== null) return false;
  }
  return true;
}
