import { type Block, Commutative, type Operation, type Region, type Value } from '@strata/ir-core';

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
  const operands = op.getOpOperands().map((operand) => numbering.numberOf(operand.get()));
  // Operand order does not matter to a commutative op (MLIR hashes its operands as a multiset).
  if (op.hasTrait(Commutative.key)) operands.sort((a, b) => a - b);
  parts.push(...operands);
  return parts.join(',');
}

/** Whether two ops have the same name, attributes, properties, result types and operand, region and successor counts. */
function sameShape(lhs: Operation, rhs: Operation): boolean {
  if (
    lhs.name !== rhs.name ||
    lhs.numRegions !== rhs.numRegions ||
    lhs.numSuccessors !== rhs.numSuccessors ||
    lhs.numOperands !== rhs.numOperands ||
    lhs.numResults !== rhs.numResults
  ) {
    return false;
  }
  // Read without allocating: most ops compared have properties and no discardable attributes.
  if (lhs.hasProperties() || rhs.hasProperties()) {
    const lhsProperties = lhs.properties;
    const rhsProperties = rhs.properties;
    if (lhsProperties.size !== rhsProperties.size) return false;
    for (const [name, value] of lhsProperties) if (rhsProperties.get(name) !== value) return false;
  }
  if (lhs.hasDiscardableAttrs() || rhs.hasDiscardableAttrs()) {
    const lhsAttrs = lhs.getDiscardableAttrs();
    const rhsAttrs = rhs.getDiscardableAttrs();
    if (lhsAttrs.length !== rhsAttrs.length) return false;
    for (let i = 0; i < lhsAttrs.length; i++) {
      if (lhsAttrs[i]![0] !== rhsAttrs[i]![0] || lhsAttrs[i]![1] !== rhsAttrs[i]![1]) return false;
    }
  }
  const lhsResults = lhs.results;
  const rhsResults = rhs.results;
  for (let i = 0; i < lhsResults.length; i++)
    if (lhsResults[i]!.type !== rhsResults[i]!.type) return false;
  return true;
}

/**
 * Whether the operands are the same values: position by position, or for a commutative op as
 * multisets. What {@link sameOperands} answers before any value inside the ops is paired, without
 * its callback.
 */
function identicalOperands(lhs: Operation, rhs: Operation): boolean {
  const left = lhs.getOpOperands();
  const right = rhs.getOpOperands();
  const n = left.length;
  if (n > 1 && lhs.hasTrait(Commutative.key)) return sameOperands(lhs, rhs, isSameValue);
  for (let i = 0; i < n; i++) if (left[i]!.get() !== right[i]!.get()) return false;
  return true;
}

function isSameValue(a: Value, b: Value): boolean {
  return a === b;
}

/**
 * Whether the operands correspond: position by position, or for a commutative op as multisets
 * (MLIR's commutative equivalence).
 */
function sameOperands(
  lhs: Operation,
  rhs: Operation,
  sameValue: (a: Value, b: Value) => boolean,
): boolean {
  const n = lhs.numOperands;
  if (!lhs.hasTrait(Commutative.key)) {
    for (let i = 0; i < n; i++) if (!sameValue(lhs.getOperand(i), rhs.getOperand(i))) return false;
    return true;
  }
  const unmatched = rhs.operands;
  for (let i = 0; i < n; i++) {
    const a = lhs.getOperand(i);
    const j = unmatched.findIndex((b) => b !== null && sameValue(a, b));
    if (j < 0) return false;
    unmatched[j] = null as unknown as Value;
  }
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
  if (!sameShape(lhs, rhs) || !identicalOperands(lhs, rhs)) return false;
  // Most ops CSE compares hold no regions: nothing inside them to pair.
  if (lhs.numRegions === 0) return true;
  const equivalent = new Map<Value, Value>();
  const sameValue = (a: Value, b: Value) => a === b || equivalent.get(a) === b;
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
      if (
        rightBlock === null ||
        leftBlock.numArguments !== rightBlock.numArguments ||
        !mapBlock(leftBlock, rightBlock)
      )
        return false;
      for (let i = 0; i < leftBlock.numArguments; i++) {
        const a = leftBlock.getArgument(i);
        const b = rightBlock.getArgument(i);
        if (a.type !== b.type) return false;
        equivalent.set(a, b);
      }
      let rightOp = rightBlock.firstOp;
      for (let leftOp = leftBlock.firstOp; leftOp !== null; leftOp = leftOp.nextNode) {
        if (
          rightOp === null ||
          !sameShape(leftOp, rightOp) ||
          !sameOperands(leftOp, rightOp, sameValue)
        )
          return false;
        for (let i = 0; i < leftOp.numResults; i++)
          equivalent.set(leftOp.getResult(i), rightOp.getResult(i));
        for (let i = 0; i < leftOp.numSuccessors; i++)
          if (!mapBlock(leftOp.getSuccessor(i), rightOp.getSuccessor(i))) return false;
        for (let i = 0; i < leftOp.numRegions; i++)
          regions.push([leftOp.getRegion(i), rightOp.getRegion(i)]);
        rightOp = rightOp.nextNode;
      }
      if (rightOp !== null) return false;
      rightBlock = rightBlock.nextNode;
    }
    if (rightBlock !== null) return false;
  }
  return true;
}
