// foldOp / foldOperation: the op's folder, then the trait folders (Commutative, Involution,
// Idempotent), then the dialect's fold hook, as MLIR's Operation::fold.
import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../src/attributes/attribute.js';
import { IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import { UnknownLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Block } from '../../src/ir/block.js';
import { Dialect } from '../../src/ir/dialect.js';
import { Operation } from '../../src/ir/operation.js';
import { AnyAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import {
  type FoldResult,
  foldOp,
  foldOperation,
  foldReadsOperandConstants,
  getConstantOperandValue,
} from '../../src/ods/fold.js';
import { registerOperations } from '../../src/ods/register.js';
import {
  Commutative,
  ConstantLike,
  Idempotent,
  Involution,
} from '../../src/ods/traits/structure.js';
import { IntegerType } from '../../src/types/builtin-types.js';

class ConstOp extends defineOp({
  name: 'fold.constant',
  properties: { value: AnyAttr },
  results: { out: AnyType },
  traits: [ConstantLike],
}) {
  fold(): FoldResult {
    return this.value;
  }
}
class AddOp extends defineOp({
  name: 'fold.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { out: AnyType },
  traits: [Commutative],
}) {}
/** Commutative with a folder that folds `x + 0`, to see the folder win over the traits. */
class AddZeroOp extends defineOp({
  name: 'fold.add_zero',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { out: AnyType },
  traits: [Commutative],
}) {
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    const rhs = operands[1];
    return rhs instanceof IntegerAttr && rhs.value === 0n ? this.lhs : null;
  }
}
class NegOp extends defineOp({
  name: 'fold.neg',
  operands: { input: AnyType },
  results: { out: AnyType },
  traits: [Involution],
}) {}
class AbsOp extends defineOp({
  name: 'fold.abs',
  operands: { input: AnyType },
  results: { out: AnyType },
  traits: [Idempotent],
}) {}
class MaxOp extends defineOp({
  name: 'fold.max',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { out: AnyType },
  traits: [Idempotent],
}) {}
/** Claims two results but its folder returns one: a folder bug. */
class BadFoldOp extends defineOp({
  name: 'fold.bad',
  results: { a: AnyType, b: AnyType },
}) {
  fold(): FoldResult {
    return [this.a];
  }
}

/** Folds `fold.unknown` ops (unregistered) to their first operand, and registered ops never. */
class FoldDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('fold', context);
    this.allowsUnknownOperations = true;
    registerOperations(this, [ConstOp, AddOp, AddZeroOp, NegOp, AbsOp, MaxOp, BadFoldOp]);
  }

  override fold(op: Operation): FoldResult {
    return op.name.identifier === 'fold.unknown' ? op.getOperand(0) : null;
  }
}

function env() {
  const context = new MLIRContext();
  context.loadDialect(new FoldDialect(context));
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  const block = new Block();
  const x = block.addArgument(i32, loc);
  const y = block.addArgument(i32, loc);
  const add = <T extends Operation>(op: T): T => {
    block.push(op);
    return op;
  };
  const constant = (value: number) =>
    add(ConstOp.create(loc, { value: IntegerAttr.get(i32, value), out: i32 }));
  return { context, loc, i32, block, x, y, add, constant };
}

describe('foldOp', () => {
  it('moves the constant operands of a commutative op last, in place', () => {
    const { loc, i32, x, add, constant } = env();
    const c = constant(3).out;
    const sum = add(AddOp.create(loc, { lhs: c, rhs: x, out: i32 }));
    expect(foldOp(sum, [getConstantOperandValue(c), null])).toEqual([]);
    expect(sum.operands).toEqual([x, c]);
    // Already canonical: nothing more to do.
    expect(foldOp(sum, [null, getConstantOperandValue(c)])).toBeNull();
  });

  it("runs the op's own folder first, and the traits when it does not fold", () => {
    const { loc, i32, x, add, constant } = env();
    const zero = constant(0).out;
    const folds = add(AddZeroOp.create(loc, { lhs: x, rhs: zero, out: i32 }));
    expect(foldOperation(folds)).toEqual([x]);
    const swaps = add(AddZeroOp.create(loc, { lhs: zero, rhs: x, out: i32 }));
    expect(foldOperation(swaps)).toBe('in-place');
    expect(swaps.operands).toEqual([x, zero]);
    // Now the folder sees the zero on the right.
    expect(foldOperation(swaps)).toEqual([x]);
  });

  it('folds an involution applied twice to the innermost operand', () => {
    const { loc, i32, x, add } = env();
    const once = add(NegOp.create(loc, { input: x, out: i32 }));
    const twice = add(NegOp.create(loc, { input: once.out, out: i32 }));
    expect(foldOperation(twice)).toEqual([x]);
    expect(foldOperation(once)).toBeNull();
  });

  it('folds an idempotent op applied twice, or to two equal operands', () => {
    const { loc, i32, x, y, add } = env();
    const once = add(AbsOp.create(loc, { input: x, out: i32 }));
    const twice = add(AbsOp.create(loc, { input: once.out, out: i32 }));
    expect(foldOperation(twice)).toEqual([once.out]);
    expect(foldOperation(once)).toBeNull();
    expect(foldOperation(add(MaxOp.create(loc, { lhs: x, rhs: x, out: i32 })))).toEqual([x]);
    expect(foldOperation(add(MaxOp.create(loc, { lhs: x, rhs: y, out: i32 })))).toBeNull();
  });

  it("falls back to the dialect's fold hook, the only folder of an unregistered op", () => {
    const { loc, i32, x, add } = env();
    const unknown = add(
      Operation.create({ name: 'fold.unknown', location: loc, operands: [x], resultTypes: [i32] }),
    );
    expect(unknown.isRegistered).toBe(false);
    expect(foldOperation(unknown)).toEqual([x]);
    const other = add(
      Operation.create({ name: 'fold.other', location: loc, operands: [x], resultTypes: [i32] }),
    );
    expect(foldOperation(other)).toBeNull();
  });

  it('reports a folder returning the wrong number of results', () => {
    const { loc, i32, add } = env();
    const bad = add(BadFoldOp.create(loc, { a: i32, b: i32 }));
    expect(() => foldOperation(bad)).toThrow("folder of 'fold.bad' returned 1 results for 2");
  });
});

/** A folder that takes no constants: `plain.first` folds to its first operand. */
class FirstOp extends defineOp({
  name: 'plain.first',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { out: AnyType },
}) {
  fold(): FoldResult {
    return this.lhs;
  }
}
/** The same folder on a commutative op: the trait's folder reads the constants. */
class CommutingFirstOp extends defineOp({
  name: 'plain.commuting_first',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { out: AnyType },
  traits: [Commutative],
}) {
  fold(): FoldResult {
    return this.lhs;
  }
}
/** A folder declared with the constants parameter. */
class ReadsOp extends defineOp({
  name: 'plain.reads',
  operands: { input: AnyType },
  results: { out: AnyType },
}) {
  fold(operands: readonly (Attribute | null)[]): FoldResult {
    return operands[0] ?? null;
  }
}

/** A dialect without a fold hook. */
class PlainDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('plain', context);
    registerOperations(this, [FirstOp, CommutingFirstOp, ReadsOp]);
  }
}

describe('foldReadsOperandConstants', () => {
  it('is false only for a parameterless folder that no trait or dialect folder joins', () => {
    const { context } = env();
    context.loadDialect(new PlainDialect(context));
    const reads = (name: string) => foldReadsOperandConstants(context.getOperationName(name));
    expect(reads('plain.first')).toBe(false);
    expect(reads('plain.commuting_first')).toBe(true);
    expect(reads('plain.reads')).toBe(true);
    // The fold dialect has a fold hook, which reads them, whatever the op's own folder.
    expect(reads('fold.bad')).toBe(true);
    // An op without a folder of its own folds by traits or its dialect only.
    expect(reads('fold.add')).toBe(true);
  });

  it('lets foldOperation skip the constants for such an op and still fold it', () => {
    const { context, loc, i32, x, add, constant } = env();
    context.loadDialect(new PlainDialect(context));
    const c = constant(7).out;
    const first = add(FirstOp.create(loc, { lhs: x, rhs: c, out: i32 }));
    expect(foldOperation(first, false)).toEqual([x]);
    // Told to skip them, a folder that reads the constants sees none.
    const reading = add(ReadsOp.create(loc, { input: c, out: i32 }));
    expect(foldOperation(reading)).toEqual([IntegerAttr.get(i32, 7)]);
    expect(foldOperation(reading, false)).toBeNull();
  });
});
