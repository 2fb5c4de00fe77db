import { describe, expect, it } from 'vitest';
import type { Attribute } from '../../src/attributes/attribute.js';
import { IntegerAttr, StringAttr } from '../../src/attributes/builtin-attributes.js';
import { Block } from '../../src/ir/block.js';
import { Operation } from '../../src/ir/operation.js';
import { CoreTraits } from '../../src/ir/traits.js';
import { AnyRegion, optional, variadic } from '../../src/ods/constraint.js';
import { AnyAttr, StrAttr } from '../../src/ods/constraints/attrs.js';
import { AnyType } from '../../src/ods/constraints/types.js';
import { defineOp } from '../../src/ods/define-op.js';
import { foldOp, getConstantValue, hasFolder, type FoldResult } from '../../src/ods/fold.js';
import { OpInterface } from '../../src/ods/interface.js';
import { OpAsmOpInterface } from '../../src/ods/interfaces/op-asm.js';
import { graphRegions, RegionKindInterface } from '../../src/ods/interfaces/region-kind.js';
import {
  isOpTriviallyDead,
  isPure,
  memoryEffect,
  MemoryEffectOpInterface,
  Pure,
  wouldOpBeTriviallyDead,
} from '../../src/ods/interfaces/side-effects.js';
import { SymbolOpInterface } from '../../src/ods/interfaces/symbols.js';
import {
  addDialectExtension,
  attachInterface,
  registerOperations,
} from '../../src/ods/register.js';
import { DialectRegistry, MLIRContext } from '../../src/context.js';
import { Dialect } from '../../src/ir/dialect.js';
import { UnknownLoc } from '../../src/attributes/location.js';
import {
  ConstantLike,
  RecursiveMemoryEffects,
  Terminator,
} from '../../src/ods/traits/structure.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import { invariantErrors, setup } from './helpers.js';

interface ShapeModel {
  describe(op: Operation): string;
  arity(op: Operation): number;
}
const ShapeInterface = new OpInterface<ShapeModel, 'arity'>('ShapeInterface', {
  defaults: { arity: (op) => op.numOperands },
});

class ConstOp extends defineOp({
  name: 'test.const',
  results: { out: AnyType },
  properties: { value: AnyAttr },
  traits: [Pure, ConstantLike],
  interfaces: [ShapeInterface.implement({ describe: () => 'constant' })],
}) {
  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    return this.value;
  }
}

class StoreOp extends defineOp({
  name: 'test.store',
  operands: { value: AnyType },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [memoryEffect('write', op.getOperand(0))],
    }),
  ],
}) {}

class AllocOp extends defineOp({
  name: 'test.alloc',
  results: { mem: AnyType },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects: (op) => [memoryEffect('allocate', op.getResult(0))],
    }),
  ],
}) {}

class WrapperOp extends defineOp({
  name: 'test.wrapper',
  results: { out: variadic(AnyType) },
  regions: { body: AnyRegion },
  traits: [RecursiveMemoryEffects],
  interfaces: [graphRegions],
}) {}

class TermOp extends defineOp({ name: 'test.term', traits: [Pure, Terminator] }) {}

class OpaqueOp extends defineOp({ name: 'test.opaque', results: { out: AnyType } }) {}

class SymOp extends defineOp({
  name: 'test.sym',
  properties: { sym_name: optional(StrAttr), sym_visibility: optional(AnyAttr) },
  interfaces: [SymbolOpInterface.implement({})],
}) {}

class DeclOp extends defineOp({
  name: 'test.decl',
  properties: { sym_name: StrAttr, sym_visibility: optional(StrAttr) },
  interfaces: [SymbolOpInterface.implement({ isDeclaration: () => true })],
}) {}

const ops = [ConstOp, StoreOp, AllocOp, WrapperOp, TermOp, OpaqueOp, SymOp, DeclOp];

class TestOnlyDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('test', context);
    registerOperations(this, [OpaqueOp]);
  }
}

function env() {
  const { context, loc, diagnostics } = setup(ops);
  const i32 = IntegerType.get(context, 32);
  const constant = (n: number) => ConstOp.create(loc, { out: i32, value: IntegerAttr.get(i32, n) });
  return { context, loc, diagnostics, i32, constant };
}

describe('op interfaces', () => {
  it('finds the model an op definition declares, with defaults filled in', () => {
    const { constant, loc, i32 } = env();
    const c = constant(1);
    const model = ShapeInterface.get(c)!;
    expect(model.describe(c)).toBe('constant');
    expect(model.arity(c)).toBe(0);
    expect(c.hasTrait(ShapeInterface.key)).toBe(true);
    expect(c.getInterface<ShapeModel>(ShapeInterface.key)).toBe(model);
    const other = OpaqueOp.create(loc, { out: i32 });
    expect(ShapeInterface.get(other)).toBeNull();
    expect(ShapeInterface.isImplementedBy(other)).toBe(false);
  });

  it('attaches external models per context', () => {
    const first = env();
    const second = env();
    const a = OpaqueOp.create(first.loc, { out: first.i32 });
    const b = OpaqueOp.create(second.loc, { out: second.i32 });
    attachInterface(
      first.context,
      OpaqueOp,
      ShapeInterface.implement({ describe: () => 'attached' }),
    );
    expect(ShapeInterface.get(a)!.describe(a)).toBe('attached');
    expect(ShapeInterface.get(b)).toBeNull();
    attachInterface(
      second.context,
      'test.opaque',
      ShapeInterface.implement({ describe: () => 'by name', arity: () => 7 }),
    );
    expect(ShapeInterface.get(b)!.arity(b)).toBe(7);
    expect(() =>
      attachInterface(
        first.context,
        'test.missing',
        ShapeInterface.implement({ describe: () => '' }),
      ),
    ).toThrow(/not registered/);
  });

  it('attaches external models when a registry loads the dialect (dialect extensions)', () => {
    const registry = new DialectRegistry();
    registry.insert('test', (context) => new TestOnlyDialect(context));
    addDialectExtension(registry, 'test', (context) =>
      attachInterface(context, OpaqueOp, ShapeInterface.implement({ describe: () => 'extended' })),
    );
    const context = new MLIRContext({ registry });
    context.getOrLoadDialect('test');
    const op = OpaqueOp.create(UnknownLoc.get(context), { out: IntegerType.get(context, 1) });
    expect(ShapeInterface.get(op)!.describe(op)).toBe('extended');
    expect(() => addDialectExtension(registry, 'nope', () => {})).toThrow(/not in the registry/);
  });

  it('answers region kinds through RegionKindInterface', () => {
    const { loc, constant } = env();
    const wrapper = WrapperOp.create(loc, { out: [] });
    expect(wrapper.getRegionKind(0)).toBe('graph');
    expect(RegionKindInterface.get(wrapper)).not.toBeNull();
    expect(constant(0).name.info!.regionKind(0)).toBe('ssacfg');
  });

  it('gives OpAsmOpInterface do-nothing defaults', () => {
    const model = OpAsmOpInterface.implement({}).model;
    expect(model.getDefaultDialect(null as never)).toBe('');
  });
});

describe('memory effects', () => {
  it('classifies pure, writing, allocating and unknown ops', () => {
    const { loc, i32, constant } = env();
    const c = constant(1);
    expect(isPure(c)).toBe(true);
    expect(isOpTriviallyDead(c)).toBe(true);
    const store = StoreOp.create(loc, { value: c.out });
    expect(isPure(store)).toBe(false);
    expect(wouldOpBeTriviallyDead(store)).toBe(false);
    expect(isOpTriviallyDead(c)).toBe(false); // now used by the store
    const alloc = AllocOp.create(loc, { mem: i32 });
    expect(wouldOpBeTriviallyDead(alloc)).toBe(true);
    const opaque = OpaqueOp.create(loc, { out: i32 });
    expect(wouldOpBeTriviallyDead(opaque)).toBe(false);
    expect(wouldOpBeTriviallyDead(TermOp.create(loc, {}))).toBe(false);
  });

  it('collects effects of nested ops for RecursiveMemoryEffects', () => {
    const { loc, constant } = env();
    const wrapper = WrapperOp.create(loc, { out: [] });
    const block = new Block();
    wrapper.body.push(block);
    const c = constant(2);
    block.push(c);
    expect(wouldOpBeTriviallyDead(wrapper)).toBe(true);
    block.push(StoreOp.create(loc, { value: c.out }));
    expect(wouldOpBeTriviallyDead(wrapper)).toBe(false);
  });
});

describe('symbols', () => {
  it('verifies the symbol name and visibility with MLIR messages', () => {
    const { context, loc, diagnostics } = env();
    const sym = SymOp.create(loc, {});
    expect(invariantErrors(sym, diagnostics)).toEqual([
      "'test.sym' op requires string attribute 'sym_name'",
    ]);
    sym.sym_name = StringAttr.get(context, 'f');
    expect(invariantErrors(sym, diagnostics)).toEqual([]);
    expect(SymbolOpInterface.get(sym)!.getName(sym)).toBe('f');
    expect(SymbolOpInterface.get(sym)!.getVisibility(sym)).toBe('public');
    sym.sym_visibility = StringAttr.get(context, 'bad');
    expect(invariantErrors(sym, diagnostics)).toEqual([
      '\'test.sym\' op visibility expected to be one of ["public", "private", "nested"], but got "bad"',
    ]);
    sym.sym_visibility = IntegerAttr.get(IntegerType.get(context, 32), 1);
    expect(invariantErrors(sym, diagnostics)).toEqual([
      "'test.sym' op requires visibility attribute 'sym_visibility' to be a string attribute",
    ]);
    expect(sym.hasTrait(CoreTraits.Symbol)).toBe(true);
  });

  it('rejects public declarations', () => {
    const { context, loc, diagnostics } = env();
    const decl = DeclOp.create(loc, { sym_name: StringAttr.get(context, 'd') });
    // mlir-opt on `func.func @f()`: 'func.func' op symbol declaration cannot have public visibility
    expect(invariantErrors(decl, diagnostics)).toEqual([
      "'test.decl' op symbol declaration cannot have public visibility",
    ]);
    decl.sym_visibility = StringAttr.get(context, 'private');
    expect(invariantErrors(decl, diagnostics)).toEqual([]);
  });
});

describe('folding', () => {
  it('reads constants through the folder of ConstantLike ops', () => {
    const { loc, i32, constant } = env();
    const c = constant(5);
    expect(hasFolder(c)).toBe(true);
    expect(getConstantValue(c)).toBe(IntegerAttr.get(i32, 5));
    expect(foldOp(c, [])).toBe(IntegerAttr.get(i32, 5));
    const opaque = OpaqueOp.create(loc, { out: i32 });
    expect(hasFolder(opaque)).toBe(false);
    expect(foldOp(opaque, [])).toBeNull();
    expect(getConstantValue(opaque)).toBeNull();
    expect(opaque).toBeInstanceOf(Operation);
  });
});
