// The generic region-branch canonicalizations on an op that is not scf's: `rb.loop` carries its
// operands into its body's arguments and out as its results (an scf.for without bounds), and
// `rb.swapped` forwards its operands reversed, which the patterns cannot map to operand runs.
import { describe, expect, it } from 'vitest';
import {
  AnyRegion,
  AnyType,
  defineOp,
  Dialect,
  type MLIRContext,
  type Operation,
  parseSourceString,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  registerOperations,
  type RegionSuccessor,
  Terminator,
  type Value,
  variadic,
} from '@strata/ir-core';
import {
  applyPatternsGreedily,
  FrozenRewritePatternSet,
  RewritePatternSet,
  regionBranchCanonicalizationPatterns,
} from '@strata/pattern-rewrite';
import { print, setup } from './helpers.js';

function loopSuccessors(op: Operation): RegionSuccessor[] {
  const body = op.getRegion(0);
  return [
    { region: body, inputs: body.front?.arguments ?? [] },
    { region: null, inputs: op.results },
  ];
}

/** A loop-like op whose entry edges forward what `entry` answers. */
function defineLoopOp(name: string, entry: (op: Operation) => readonly Value[]) {
  return defineOp({
    name,
    operands: { inits: variadic(AnyType) },
    results: { outs: variadic(AnyType) },
    regions: { body: AnyRegion },
    interfaces: [
      RegionBranchOpInterface.implement({
        getSuccessorRegions: loopSuccessors,
        getEntrySuccessorOperands: entry,
      }),
    ],
  });
}

class LoopOp extends defineLoopOp('rb.loop', (op) => op.operands) {}

class SwappedOp extends defineLoopOp('rb.swapped', (op) => [...op.operands].reverse()) {}

class YieldOp extends defineOp({
  name: 'rb.yield',
  operands: { values: variadic(AnyType) },
  traits: [Terminator],
  interfaces: [RegionBranchTerminatorOpInterface.implement({})],
}) {}

class RbDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('rb', context);
    registerOperations(this, [LoopOp, SwappedOp, YieldOp]);
  }
}

/** Parses `body` as the region of a `test.func` taking two i32, runs the patterns, prints it. */
function canonicalize(root: string, body: string): string {
  const { context } = setup();
  context.loadDialect(new RbDialect(context));
  const text = `"test.func"() ({\n^bb0(%x: i32, %y: i32):\n${body}\n}) : () -> ()`;
  const module = parseSourceString(text, context);
  expect(module).not.toBeNull();
  const func = module!.getRegion(0).front!.front!;
  const patterns = new RewritePatternSet(context, ...regionBranchCanonicalizationPatterns(root));
  applyPatternsGreedily(func, new FrozenRewritePatternSet(patterns));
  return print(func);
}

const loop = (inits: string, yielded: string, uses: string, results = '%r:2') => `
  ${results} = "rb.loop"(${inits}) ({
  ^bb1(%a: i32, %b: i32):
    %s = "test.add"(%a, %b) : (i32, i32) -> i32
    %t = "test.mul"(%a, %b) : (i32, i32) -> i32
    "rb.yield"(${yielded}) : (i32, i32) -> ()
  }) : (i32, i32) -> (i32, i32)
  "test.return"(${uses}) : (i32, i32) -> ()`;

describe('regionBranchCanonicalizationPatterns', () => {
  it('merges two inputs every branch point forwards the same values to', () => {
    const out = canonicalize('rb.loop', loop('%x, %x', '%s, %s', '%r#0, %r#1'));
    expect(out).toContain('%0 = "rb.loop"(%arg0) ({');
    expect(out).toContain('^bb0(%arg2: i32):');
    expect(out).toContain('"test.add"(%arg2, %arg2)');
    expect(out).toContain('"test.return"(%0, %0)');
  });

  it('keeps inputs that get different values from one branch point', () => {
    const out = canonicalize('rb.loop', loop('%x, %x', '%s, %t', '%r#0, %r#1'));
    expect(out).toContain('%0:2 = "rb.loop"(%arg0, %arg0) ({');
    expect(out).toContain('"test.return"(%0#0, %0#1)');
  });

  it('replaces an input that only ever holds one outside value, then erases it', () => {
    // %b is yielded unchanged: it, and the second result, can only be %y.
    const out = canonicalize('rb.loop', loop('%x, %y', '%s, %b', '%r#0, %r#1'));
    expect(out).toContain('%0 = "rb.loop"(%arg0) ({');
    expect(out).toContain('"test.add"(%arg2, %arg1)');
    expect(out).toContain('"test.return"(%0, %arg1)');
  });

  it('erases a tied set only when every member is unused', () => {
    // The second result is unused but its argument %b is read: the set stays.
    const kept = canonicalize('rb.loop', loop('%x, %y', '%s, %t', '%r#0, %r#0'));
    expect(kept).toContain('%0:2 = "rb.loop"(%arg0, %arg1)');
    // Neither the first argument nor the first result is used once the body stops reading %a.
    const body = `
  %r:2 = "rb.loop"(%x, %y) ({
  ^bb1(%a: i32, %b: i32):
    %s = "test.add"(%b, %b) : (i32, i32) -> i32
    "rb.yield"(%x, %s) : (i32, i32) -> ()
  }) : (i32, i32) -> (i32, i32)
  "test.return"(%r#1, %r#1) : (i32, i32) -> ()`;
    const erased = canonicalize('rb.loop', body);
    expect(erased).toContain('%0 = "rb.loop"(%arg1) ({');
    expect(erased).toContain('"rb.yield"(%1) : (i32) -> ()');
    expect(erased).toContain('"test.return"(%0, %0)');
  });

  it('leaves an op alone when its forwarded values are not a run of its operands', () => {
    const body = loop('%x, %y', '%s, %b', '%r#0, %r#1').replace('"rb.loop"', '"rb.swapped"');
    const out = canonicalize('rb.swapped', body);
    expect(out).toContain('%0:2 = "rb.swapped"(%arg0, %arg1)');
    expect(out).toContain('"test.return"(%0#0, %0#1)');
  });
});
