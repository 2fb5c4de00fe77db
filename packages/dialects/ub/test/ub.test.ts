// The ub dialect's API: the uniqued #ub.poison attribute, ub.poison's folder and the dialect's
// constant materialization.
import {
  Block,
  FileLineColLoc,
  IntegerAttr,
  IntegerType,
  isOpTriviallyDead,
  MLIRContext,
  OpBuilder,
  parseAttribute,
  VectorType,
} from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { PoisonAttr, PoisonOp, registerUBDialect, UBDialect } from '../src/index.js';

function setup() {
  const context = new MLIRContext();
  registerUBDialect(context.registry);
  const dialect = context.getOrLoadDialect('ub') as UBDialect;
  const loc = FileLineColLoc.get(context, 'test.mlir', 1, 1);
  return { context, dialect, loc };
}

describe('ub', () => {
  it('uniques #ub.poison and parses both spellings to it', () => {
    const { context } = setup();
    const poison = PoisonAttr.get(context);
    expect(PoisonAttr.get(context)).toBe(poison);
    expect(parseAttribute('#ub.poison', context)).toBe(poison);
    expect(parseAttribute('#ub<poison>', context)).toBe(poison);
    expect(poison.toString()).toBe('#ub.poison');
    expect(PoisonAttr.get(new MLIRContext())).not.toBe(poison);
  });

  it('builds ub.poison with its default value; it folds to it and dies unused', () => {
    const { context, loc } = setup();
    const i32 = IntegerType.get(context, 32);
    const op = PoisonOp.create(loc, { result: i32 });
    expect(op.value).toBe(PoisonAttr.get(context));
    expect(op.fold([])).toBe(PoisonAttr.get(context));
    expect(isOpTriviallyDead(op)).toBe(true);
  });

  it('materializes poison of any type, and nothing else', () => {
    const { context, dialect, loc } = setup();
    const block = new Block();
    const builder = OpBuilder.atBlockEnd(block, context);
    const vector = VectorType.get(context, [4], IntegerType.get(context, 8));
    const op = dialect.materializeConstant(builder, PoisonAttr.get(context), vector, loc);
    expect(op).toBeInstanceOf(PoisonOp);
    expect(op!.getResult(0).type).toBe(vector);
    expect(block.front).toBe(op);
    expect(
      dialect.materializeConstant(
        builder,
        IntegerAttr.get(IntegerType.get(context, 8), 1n),
        vector,
        loc,
      ),
    ).toBeNull();
  });
});

describe('README example', () => {
  it('prints and folds as the README says', async () => {
    const { text, folded } = await import('./readme-example.js');
    expect(text).toBe('module {\n  %0 = ub.poison : i32\n  "test.use"(%0) : (i32) -> ()\n}\n');
    expect(folded).toBe('#ub.poison');
  });
});
