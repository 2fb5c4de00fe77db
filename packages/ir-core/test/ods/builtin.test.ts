import { describe, expect, it } from 'vitest';
import { IntegerAttr, StringAttr } from '../../src/attributes/builtin-attributes.js';
import { FileLineColLoc } from '../../src/attributes/location.js';
import { DialectRegistry, MLIRContext } from '../../src/context.js';
import {
  BuiltinDialect,
  loadBuiltinDialect,
  registerBuiltinDialect,
} from '../../src/dialects/builtin/dialect.js';
import { ModuleOp, UnrealizedConversionCastOp } from '../../src/dialects/builtin/ops.js';
import { Block } from '../../src/ir/block.js';
import { Operation } from '../../src/ir/operation.js';
import { CoreTraits } from '../../src/ir/traits.js';
import { OpAsmOpInterface } from '../../src/ods/interfaces/op-asm.js';
import { isPure } from '../../src/ods/interfaces/side-effects.js';
import { SymbolOpInterface } from '../../src/ods/interfaces/symbols.js';
import { printOperation } from '../../src/text/printer.js';
import { IntegerType } from '../../src/types/builtin-types.js';
import { verify } from '../../src/verifier.js';
import { collectDiagnostics } from './helpers.js';

function env() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const diagnostics = collectDiagnostics(context);
  const loc = FileLineColLoc.get(context, 'in.mlir', 1, 1);
  const messages = () => diagnostics.map((d) => d.message);
  return { context, loc, diagnostics, messages };
}

/** A module whose body holds one block (what the parser makes of `module {}`). */
function moduleWithBody(loc: FileLineColLoc): ModuleOp {
  const module = ModuleOp.create(loc, {});
  module.bodyRegion.push(new Block());
  return module;
}

describe('builtin dialect registration', () => {
  it('registers through a registry and loads once', () => {
    const registry = new DialectRegistry();
    registerBuiltinDialect(registry);
    const context = new MLIRContext({ registry });
    const dialect = context.getOrLoadDialect('builtin');
    expect(dialect).toBeInstanceOf(BuiltinDialect);
    expect(loadBuiltinDialect(context)).toBe(dialect);
    expect(context.getOperationName('builtin.module').info!.opClass).toBe(ModuleOp);
  });
});

describe('builtin.module', () => {
  it('is a symbol table, isolated, without terminator, with a graph region', () => {
    const { loc } = env();
    const module = moduleWithBody(loc);
    expect(module.hasTrait(CoreTraits.SymbolTable)).toBe(true);
    expect(module.hasTrait(CoreTraits.IsIsolatedFromAbove)).toBe(true);
    expect(module.hasTrait(CoreTraits.NoTerminator)).toBe(true);
    expect(module.getRegionKind(0)).toBe('graph');
    expect(OpAsmOpInterface.get(module)!.getDefaultDialect(module)).toBe('builtin');
    expect(SymbolOpInterface.get(module)!.getName(module)).toBeNull();
    expect(module.body).toBe(module.bodyRegion.front);
  });

  it('verifies, named or anonymous', () => {
    const { context, loc, messages } = env();
    const module = moduleWithBody(loc);
    expect(verify(module)).toBe(true);
    module.sym_name = StringAttr.get(context, 'foo');
    expect(verify(module)).toBe(true);
    expect(messages()).toEqual([]);
    // mlir-opt -mlir-print-op-generic on `module @foo {}` prints exactly this (an empty entry block
    // is spelled out in generic form).
    expect(printOperation(module, { generic: true })).toBe(
      '"builtin.module"() <{sym_name = "foo"}> ({\n^bb0:\n}) : () -> ()\n',
    );
  });

  it('reports what mlir-opt reports', () => {
    const { context, loc, messages } = env();
    const empty = ModuleOp.create(loc, {});
    expect(verify(empty)).toBe(false);
    expect(messages()).toEqual([
      "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
    ]);

    const attrs = moduleWithBody(loc);
    attrs.setAttr('foo', IntegerAttr.get(IntegerType.get(context, 64), 1));
    expect(verify(attrs)).toBe(false);
    expect(messages().at(-1)).toBe(
      "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'",
    );

    const badName = moduleWithBody(loc);
    badName.setAttr('sym_name', IntegerAttr.get(IntegerType.get(context, 64), 3));
    expect(verify(badName)).toBe(false);
    expect(messages().at(-1)).toBe(
      "'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute",
    );

    const withArgs = moduleWithBody(loc);
    withArgs.body.addArgument(IntegerType.get(context, 32), loc);
    expect(verify(withArgs)).toBe(false);
    expect(messages().at(-1)).toBe("'builtin.module' op region should have no arguments");

    // SingleBlock is a structural trait: it is checked before the region constraint.
    const twoBlocks = moduleWithBody(loc);
    twoBlocks.bodyRegion.push(new Block());
    expect(verify(twoBlocks)).toBe(false);
    expect(messages().at(-1)).toBe("'builtin.module' op expects region #0 to have 0 or 1 blocks");

    const twoRegions = Operation.create({ name: 'builtin.module', location: loc, regions: 2 });
    expect(verify(twoRegions)).toBe(false);
    expect(messages().at(-1)).toBe("'builtin.module' op requires one region");
  });
});

describe('builtin.unrealized_conversion_cast', () => {
  it('builds with variadic inputs and outputs and prints generically as mlir-opt does', () => {
    const { context, loc } = env();
    const i32 = IntegerType.get(context, 32);
    const i64 = IntegerType.get(context, 64);
    const module = moduleWithBody(loc);
    const source = Operation.create({ name: 'test.c', location: loc, resultTypes: [i32] });
    module.body.push(source);
    const cast = UnrealizedConversionCastOp.create(loc, {
      inputs: [source.getResult(0)],
      outputs: [i64],
    });
    module.body.push(cast);
    expect(cast.inputs).toEqual([source.getResult(0)]);
    expect(cast.outputs.map((r) => r.type)).toEqual([i64]);
    expect(isPure(cast)).toBe(true);
    expect(verify(module)).toBe(true);
    expect(printOperation(module, { generic: true })).toBe(
      '"builtin.module"() ({\n' +
        '  %0 = "test.c"() : () -> i32\n' +
        '  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64\n' +
        '}) : () -> ()\n',
    );
  });

  it('requires a result', () => {
    const { loc, messages } = env();
    const cast = UnrealizedConversionCastOp.create(loc, { inputs: [], outputs: [] });
    expect(verify(cast)).toBe(false);
    expect(messages()).toEqual([
      "'builtin.unrealized_conversion_cast' op expected at least one result for cast operation",
    ]);
  });

  it('folds identity casts and round trips', () => {
    const { context, loc } = env();
    const i32 = IntegerType.get(context, 32);
    const i64 = IntegerType.get(context, 64);
    const x = Operation.create({ name: 'test.c', location: loc, resultTypes: [i32] }).getResult(0);
    const identity = UnrealizedConversionCastOp.create(loc, { inputs: [x], outputs: [i32] });
    expect(identity.fold([null])).toEqual([x]);
    const there = UnrealizedConversionCastOp.create(loc, { inputs: [x], outputs: [i64] });
    expect(there.fold([null])).toBeNull();
    const back = UnrealizedConversionCastOp.create(loc, { inputs: there.outputs, outputs: [i32] });
    expect(back.fold([null])).toEqual([x]);
    const elsewhere = UnrealizedConversionCastOp.create(loc, {
      inputs: there.outputs,
      outputs: [IntegerType.get(context, 8)],
    });
    expect(elsewhere.fold([null])).toBeNull();
  });
});
