import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

// The example below is the one in src/ir/README.md; the second test keeps the two identical.
// --- example start
import {
  Block,
  DominanceInfo,
  IntegerType,
  MLIRContext,
  OpBuilder,
  Operation,
  UnknownLoc,
  verify,
} from '@strata/ir-core';

function example(): string[] {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);

  // A function-like op with one region and one block taking an i32 argument.
  const func = Operation.create({ name: 'demo.func', location: loc, regions: 1 });
  const builder = new OpBuilder(context);
  const entry: Block = builder.createBlock(func.getRegion(0), null, [i32], [loc]);
  const x = entry.getArgument(0);

  // %0 = demo.double %x ; %1 = demo.add %0, %0 ; demo.return %1
  const double = builder.create({
    name: 'demo.double',
    location: loc,
    operands: [x],
    resultTypes: [i32],
  });
  const add = builder.create({
    name: 'demo.add',
    location: loc,
    operands: [double.getResult(0), double.getResult(0)],
    resultTypes: [i32],
  });
  builder.create({ name: 'demo.return', location: loc, operands: [add.getResult(0)] });

  const log: string[] = [];
  log.push(`uses of %0: ${double.getResult(0).getNumUses()}`);

  // Replace %0 by %x everywhere, then erase the dead op: use lists make both O(uses).
  double.getResult(0).replaceAllUsesWith(x);
  double.erase();

  // Walk in post-order (the default), as MLIR does.
  func.walk((op) => void log.push(`visit ${op.name.identifier}`));

  const dominance = new DominanceInfo();
  log.push(`%x dominates the return: ${dominance.properlyDominates(x, entry.back!)}`);
  log.push(`verifies: ${verify(func)}`);
  return log;
}
// --- example end

test('the README example runs and does what it says', () => {
  expect(example()).toEqual([
    'uses of %0: 2',
    'visit demo.add',
    'visit demo.return',
    'visit demo.func',
    '%x dominates the return: true',
    'verifies: true',
  ]);
});

test('the README shows exactly this example', () => {
  const own = readFileSync(new URL(import.meta.url), 'utf8');
  const example = own.slice(
    own.indexOf('// --- example start\n') + 21,
    own.indexOf('// --- example end'),
  );
  const readme = readFileSync(new URL('../../src/ir/README.md', import.meta.url), 'utf8');
  expect(readme).toContain(example.trim());
});
