import { describe, expect, test } from 'vitest';
import { StringAttr } from '../../src/attributes/builtin-attributes.js';
import { FileLineColLoc, type Location } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Block } from '../../src/ir/block.js';
import { Dialect } from '../../src/ir/dialect.js';
import { Operation, type OperationState } from '../../src/ir/operation.js';
import type { OperationInfo } from '../../src/ir/operation-name.js';
import { CoreTraits, type RegionKind, type TraitKey } from '../../src/ir/traits.js';
import type { Diagnostic } from '../../src/support/diagnostics.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import { verify } from '../../src/verifier.js';

interface TestOpSpec {
  traits?: TraitKey[];
  regionKind?: RegionKind;
  verify?: (op: Operation) => boolean;
  verifyRegions?: (op: Operation) => boolean;
}

/**
 * A context with a `tst` dialect whose ops are registered with the given traits and hooks, a
 * line counter giving each created op its own location, and the diagnostics rendered as
 * `line:col: severity: message` plus notes.
 */
function env(options: { allowUnregistered?: boolean } = {}) {
  const context = new MLIRContext({ allowUnregisteredDialects: options.allowUnregistered ?? true });
  const dialect = context.loadDialect(new Dialect('tst', context));
  const diagnostics: string[] = [];
  const render = (d: Diagnostic) =>
    `${(d.location as FileLineColLoc).line}: ${d.severity}: ${d.message}`;
  context.diagnostics.registerHandler((d) => {
    diagnostics.push([render(d), ...d.notes.map(render)].join(' | '));
    return true;
  });
  let line = 0;
  const register = (name: string, spec: TestOpSpec = {}): void => {
    const traits = new Set(spec.traits ?? []);
    const info: OperationInfo = {
      opClass: Operation,
      dialect,
      hasTrait: (t) => traits.has(t),
      getInterface: () => null,
      inherentAttrNames: new Set(),
      verifyInvariants: spec.verify ?? (() => true),
      verifyRegionInvariants: spec.verifyRegions ?? (() => true),
      regionKind: () => spec.regionKind ?? 'ssacfg',
    };
    context.registerOperation(name, info);
  };
  const op = (name: string, rest: Omit<OperationState, 'name' | 'location'> = {}): Operation =>
    Operation.create({ name, location: FileLineColLoc.get(context, 'f', ++line, 1), ...rest });
  const i32 = IntegerType.get(context, 32);
  register('tst.term', { traits: [CoreTraits.IsTerminator] });
  register('tst.plain');
  register('tst.graph', { regionKind: 'graph', traits: [CoreTraits.NoTerminator] });
  register('tst.container', { traits: [CoreTraits.NoTerminator] });
  register('tst.isolated', { traits: [CoreTraits.IsIsolatedFromAbove, CoreTraits.NoTerminator] });
  register('tst.module', {
    traits: [CoreTraits.SymbolTable, CoreTraits.NoTerminator, CoreTraits.IsIsolatedFromAbove],
  });
  /** An op with one region of `blocks` blocks. */
  const withBlocks = (name: string, blocks: number): [Operation, Block[]] => {
    const parent = op(name, { regions: 1 });
    const list: Block[] = [];
    for (let i = 0; i < blocks; i++) list.push(parent.regions[0]!.emplaceBlock());
    return [parent, list];
  };
  return {
    context,
    diagnostics,
    register,
    op,
    i32,
    withBlocks,
    loc: (l: number): Location => FileLineColLoc.get(context, 'f', l, 1),
  };
}

describe('verify', () => {
  test('accepts well-formed IR and reports nothing', () => {
    const { op, withBlocks, diagnostics, i32 } = env();
    const [root, [entry, exit]] = withBlocks('tst.plain', 2);
    const def = op('tst.plain', { resultTypes: [i32] });
    entry!.push(def);
    entry!.push(op('tst.term', { successors: [exit!] }));
    exit!.push(op('tst.plain', { operands: [def.results[0]!] }));
    exit!.push(op('tst.term'));
    expect(verify(root)).toBe(true);
    expect(diagnostics).toEqual([]);
  });

  test('operand #0 does not dominate this use (same block)', () => {
    const { op, withBlocks, diagnostics, i32 } = env();
    const [root, [body]] = withBlocks('tst.container', 1);
    const def = op('tst.plain', { resultTypes: [i32] }); // line 2
    const use = op('tst.plain', { operands: [def.results[0]!] }); // line 3
    body!.push(use);
    body!.push(def);
    expect(verify(root)).toBe(false);
    expect(diagnostics).toEqual([
      '3: error: operand #0 does not dominate this use | 2: note: operand defined here (op in the same block)',
    ]);
  });

  test('a use before its definition is found after the block renumbers during the check', () => {
    const { op, withBlocks, diagnostics, i32 } = env();
    const [root, [body]] = withBlocks('tst.isolated', 1); // line 1
    const fillers = Array.from({ length: 10 }, () => op('tst.plain')); // lines 2-11
    for (const filler of fillers) body!.push(filler);
    const user = op('tst.plain'); // line 12
    const late = op('tst.plain', { resultTypes: [i32] }); // line 13
    body!.push(user);
    body!.push(late);
    expect(fillers[0]!.isBeforeInBlock(user)).toBe(true); // numbers the block
    // Erasing keeps the numbers; the user's stays high.
    for (const filler of fillers.slice(0, 9)) filler.erase();
    // Two unnumbered ops before the user: asking about the second one renumbers the whole block.
    const first = op('tst.plain', { resultTypes: [i32] }); // line 14
    const second = op('tst.plain', { resultTypes: [i32] }); // line 15
    body!.insertBefore(user, first);
    body!.insertBefore(user, second);
    user.setOperands([second.results[0]!, late.results[0]!]);
    expect(verify(root)).toBe(false);
    expect(diagnostics).toEqual([
      '12: error: operand #1 does not dominate this use | 13: note: operand defined here (op in the same block)',
    ]);
  });

  test('dominance notes: same region, parent region, child region, block argument', () => {
    const { op, withBlocks, diagnostics, i32, loc } = env();
    const [root, [entry, left, right]] = withBlocks('tst.plain', 3); // line 1
    entry!.push(op('tst.term', { successors: [left!, right!] }));
    const leftDef = op('tst.plain', { resultTypes: [i32] }); // line 3
    left!.push(leftDef);
    left!.push(op('tst.term'));
    const rightArg = right!.addArgument(i32, loc(99));
    right!.push(op('tst.plain', { operands: [leftDef.results[0]!] })); // line 5
    right!.push(op('tst.term'));
    expect(verify(root)).toBe(false);
    expect(diagnostics.pop()).toBe(
      '5: error: operand #0 does not dominate this use | 3: note: operand defined here (op in the same region)',
    );

    right!.firstOp!.setOperand(0, rightArg);
    const [inner, [innerBody]] = withBlocks('tst.container', 1); // line 7
    left!.insertBefore(left!.lastOp!, inner);
    innerBody!.push(op('tst.plain', { operands: [rightArg] })); // line 8
    expect(verify(root)).toBe(false);
    expect(diagnostics.pop()).toBe(
      '8: error: operand #0 does not dominate this use | 1: note: operand defined as a block argument (block #2 in a parent region)',
    );

    innerBody!.firstOp!.setOperand(0, leftDef.results[0]!);
    const nestedDef = op('tst.plain', { resultTypes: [i32] }); // line 9
    innerBody!.push(nestedDef);
    right!.firstOp!.setOperand(0, nestedDef.results[0]!);
    expect(verify(root)).toBe(false);
    expect(diagnostics.pop()).toBe(
      '5: error: operand #0 does not dominate this use | 9: note: operand defined here (op in a child region)',
    );
  });

  test('graph regions and unregistered ops accept uses before definitions', () => {
    const { op, withBlocks, diagnostics, i32 } = env();
    for (const name of ['tst.graph', 'other.unknown']) {
      const [root, [body]] = withBlocks(name, 1);
      const def = op('tst.plain', { resultTypes: [i32] });
      body!.push(op('tst.plain', { operands: [def.results[0]!] }));
      body!.push(def);
      expect(verify(root)).toBe(true);
    }
    expect(diagnostics).toEqual([]);
  });

  test('graph regions hold at most one block', () => {
    const { withBlocks, diagnostics } = env();
    const [root] = withBlocks('tst.graph', 2);
    expect(verify(root)).toBe(false);
    expect(diagnostics).toEqual([
      "1: error: 'tst.graph' op expects graph region #0 to have 0 or 1 blocks",
    ]);
  });

  test('unreachable blocks are not checked for dominance', () => {
    const { op, withBlocks, diagnostics, i32 } = env();
    const [root, [entry, dead]] = withBlocks('tst.plain', 2);
    entry!.push(op('tst.term'));
    const def = op('tst.plain', { resultTypes: [i32] });
    dead!.push(op('tst.plain', { operands: [def.results[0]!] }));
    dead!.push(def);
    dead!.push(op('tst.term'));
    expect(verify(root)).toBe(true);
    expect(diagnostics).toEqual([]);
  });

  test('block with no terminator, empty block, successors in the middle', () => {
    const { op, withBlocks, diagnostics, context } = env();
    context.printOperationForDiagnostic = (o) => `"${o.name.identifier}"() : () -> ()`;
    const [a, [aBody]] = withBlocks('tst.plain', 1);
    aBody!.push(op('tst.plain'));
    expect(verify(a)).toBe(false);
    const [b] = withBlocks('tst.plain', 1);
    expect(verify(b)).toBe(false);
    const [c, [cEntry, cNext]] = withBlocks('tst.plain', 2);
    cEntry!.push(op('tst.term', { successors: [cNext!] }));
    cEntry!.push(op('tst.term'));
    cNext!.push(op('tst.term'));
    expect(verify(c)).toBe(false);
    expect(diagnostics).toEqual([
      '2: error: block with no terminator, has "tst.plain"() : () -> () | 2: note: see current operation: "tst.plain"() : () -> ()',
      '3: error: empty block: expect at least a terminator',
      '5: error: operation with block successors must terminate its parent block | 5: note: see current operation: "tst.term"() : () -> ()',
    ]);
  });

  test('entry block predecessors and branches to another region', () => {
    const { op, withBlocks, diagnostics } = env();
    const [a, [entry, second]] = withBlocks('tst.plain', 2);
    entry!.push(op('tst.term', { successors: [second!] }));
    second!.push(op('tst.term', { successors: [entry!] }));
    expect(verify(a)).toBe(false);
    const [b, [bEntry, bSecond]] = withBlocks('tst.plain', 2); // line 4
    const [other, [otherEntry]] = withBlocks('tst.plain', 1); // line 5
    bEntry!.push(other);
    bEntry!.push(op('tst.term', { successors: [bSecond!] }));
    bSecond!.push(op('tst.term'));
    otherEntry!.push(op('tst.term', { successors: [bSecond!] })); // line 8
    expect(verify(b)).toBe(false);
    expect(diagnostics).toEqual([
      '1: error: entry block of region may not have predecessors',
      "8: error: 'tst.term' op branching to block of a different region",
    ]);
  });

  test('isolated from above: using value defined outside the region', () => {
    const { op, withBlocks, diagnostics, i32 } = env();
    const [root, [body]] = withBlocks('tst.container', 1);
    const outside = op('tst.plain', { resultTypes: [i32] }); // line 2
    body!.push(outside);
    const [isolated, [isoBody]] = withBlocks('tst.isolated', 1); // line 3
    body!.push(isolated);
    const [nested, [nestedBody]] = withBlocks('tst.container', 1); // line 4
    isoBody!.push(nested);
    nestedBody!.push(op('tst.plain', { operands: [outside.results[0]!] })); // line 5
    expect(verify(root)).toBe(false);
    expect(diagnostics).toEqual([
      "5: error: 'tst.plain' op using value defined outside the region | 3: note: required by region isolation constraints",
    ]);
  });

  test('redefinition of symbol in a symbol table', () => {
    const { op, withBlocks, diagnostics, context } = env();
    const [module, [body]] = withBlocks('tst.module', 1);
    const sym = (name: string) =>
      op('tst.plain', { attributes: [['sym_name', StringAttr.get(context, name)]] });
    body!.push(sym('a')); // line 2
    body!.push(sym('b'));
    body!.push(sym('a')); // line 4
    expect(verify(module)).toBe(false);
    expect(diagnostics).toEqual([
      "4: error: redefinition of symbol named 'a' | 2: note: see existing symbol definition here",
    ]);
  });

  test('unregistered dialects and unknown ops of registered dialects', () => {
    const strict = env({ allowUnregistered: false });
    expect(verify(strict.op('foo.x'))).toBe(false);
    expect(verify(strict.op('tst.unknown'))).toBe(false);
    strict.context.getLoadedDialect('tst')!.allowsUnknownOperations = true;
    expect(verify(strict.op('tst.unknown'))).toBe(true);
    expect(strict.diagnostics).toEqual([
      "1: error: 'foo.x' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
      "2: error: unregistered operation 'tst.unknown' found in dialect ('tst') that does not allow unknown operations",
    ]);
  });

  test("MLIR's order: invariants on entry, isolated children and region invariants on exit, dominance last", () => {
    const { op, withBlocks, register, i32 } = env();
    const events: string[] = [];
    const tag = (o: Operation) => String((o.location as FileLineColLoc).line);
    register('tst.traced', {
      traits: [CoreTraits.NoTerminator],
      verify: (o) => (events.push(`inv ${tag(o)}`), true),
      verifyRegions: (o) => (events.push(`regions ${tag(o)}`), true),
    });
    register('tst.tracedIsolated', {
      traits: [CoreTraits.NoTerminator, CoreTraits.IsIsolatedFromAbove],
      verify: (o) => (events.push(`inv ${tag(o)}`), true),
      verifyRegions: (o) => (events.push(`regions ${tag(o)}`), true),
    });
    const [root, [body]] = withBlocks('tst.traced', 1); // 1
    const [iso, [isoBody]] = withBlocks('tst.tracedIsolated', 1); // 2
    const [child] = withBlocks('tst.traced', 1); // 3
    const leaf = op('tst.traced'); // 4
    body!.push(iso);
    body!.push(child);
    isoBody!.push(leaf);
    expect(verify(root)).toBe(true);
    expect(events).toEqual([
      'inv 1',
      'inv 3',
      'regions 3',
      'inv 2',
      'inv 4',
      'regions 4',
      'regions 2',
      'regions 1',
    ]);
    void i32;
  });

  test('a failing invariant stops verification at the first error', () => {
    const { withBlocks, register, op, diagnostics } = env();
    register('tst.bad', { verify: (o) => (o.emitOpError('is bad'), false) });
    const [root, [body]] = withBlocks('tst.container', 1);
    body!.push(op('tst.bad'));
    body!.push(op('tst.bad'));
    expect(verify(root)).toBe(false);
    expect(diagnostics).toEqual(["2: error: 'tst.bad' op is bad"]);
  });

  test('verifyRecursively: false checks the op alone', () => {
    const { withBlocks, register, op } = env();
    register('tst.bad', { verify: () => false });
    const [root, [body]] = withBlocks('tst.container', 1);
    body!.push(op('tst.bad'));
    expect(verify(root, { verifyRecursively: false })).toBe(true);
    expect(verify(root)).toBe(false);
  });

  test('null operands are reported, not thrown', () => {
    const { op, i32, diagnostics } = env();
    const def = op('tst.plain', { resultTypes: [i32] });
    const user = op('tst.plain', { operands: [def.results[0]!] });
    def.dropAllUses();
    expect(verify(user)).toBe(false);
    expect(diagnostics).toEqual(['2: error: null operand found']);
  });

  test('deep nesting verifies without overflowing the call stack', () => {
    const { op, i32 } = env();
    const depth = 100_000;
    const root = op('tst.container', { regions: 1 });
    const def = op('tst.plain', { resultTypes: [i32] });
    root.regions[0]!.emplaceBlock().push(def);
    let current = root;
    for (let i = 0; i < depth; i++) {
      const child = op(i % 2 === 0 ? 'tst.container' : 'tst.isolated', { regions: 1 });
      current.regions[0]!.front!.push(child);
      child.regions[0]!.emplaceBlock();
      current = child;
    }
    expect(verify(root)).toBe(true);
    current.regions[0]!.front!.push(op('tst.plain', { operands: [def.results[0]!] }));
    expect(verify(root)).toBe(false);
  });
});

describe('dialect attributes', () => {
  test('a dialect verifies the discardable attributes in its namespace, on any op', () => {
    const { context, op, diagnostics } = env();
    const dialect = context.getLoadedDialect('tst')!;
    dialect.verifyOperationAttribute = (o, name, value) => {
      if (value instanceof StringAttr && value.value === 'ok') return true;
      o.emitOpError(`attribute '${name}' must be "ok"`);
      return false;
    };
    expect(
      verify(
        op('other.op', {
          attributes: [
            ['tst.flag', StringAttr.get(context, 'ok')],
            ['plain', StringAttr.get(context, 'x')],
          ],
        }),
      ),
    ).toBe(true);
    expect(
      verify(op('other.op', { attributes: [['tst.flag', StringAttr.get(context, 'bad')]] })),
    ).toBe(false);
    expect(diagnostics).toEqual([`2: error: 'other.op' op attribute 'tst.flag' must be "ok"`]);
  });
});
