import { describe, expect, it } from 'vitest';
import {
  type Diagnostic,
  FileLineColLoc,
  FloatType,
  OpBuilder,
  UnrealizedConversionCastOp,
  type Value,
} from '@strata/ir-core';
import { applySignatureConversion, SignatureConversion, TypeConverter } from '../src/index.js';
import { BranchOp, CastOp, RegionOp, setup, SourceOp, UseOp } from './helpers.js';

/**
 * An outer block defining `replacement` (i32), then `test.region_op` whose single block has the
 * arguments (%a: i64, %b: f64, %c: i8, %d: i16, %e: i32, %f: i8), uses all but %f in `test.use`
 * and ends with a branch to itself.
 */
function fixture() {
  const env = setup();
  const { context, loc, i8, i16, i32, i64 } = env;
  const f64 = FloatType.getF64(context);
  const outer = RegionOp.create(loc, {});
  const builder = new OpBuilder(context);
  builder.createBlock(outer.body);
  const replacement = builder.createOp(SourceOp, loc, { outputs: [i32] }).outputs[0]!;
  const holder = builder.createOp(RegionOp, loc, {});
  const argLocs = [1, 2, 3, 4, 5, 6].map((line) =>
    FileLineColLoc.get(context, 'args.mlir', line, 1),
  );
  const block = builder.createBlock(holder.body, null, [i64, f64, i8, i16, i32, i8], argLocs);
  const [a, b, c, d, e] = block.arguments;
  const use = builder.createOp(UseOp, loc, { inputs: [a!, b!, c!, d!, e!] });
  const branch = builder.createOp(BranchOp, loc, { destOperands: [], dest: block });

  // i64 -> i32, f64 -> (i16, i16), i8 -> nothing, everything else unchanged.
  const converter = new TypeConverter();
  converter.addConversion((t) => t);
  converter.addConversion((t, results) => {
    if (t === i64) return i32;
    if (t === f64) return (results.push(i16, i16), true);
    if (t === i8) return true;
    return undefined;
  });
  const conversion = new SignatureConversion(6);
  converter.convertSignatureArgs([i64, f64, i8, i16], conversion);
  conversion.remapInput(4, replacement);

  const diagnostics: Diagnostic[] = [];
  context.diagnostics.registerHandler((diagnostic) => diagnostics.push(diagnostic) > 0);
  return {
    ...env,
    f64,
    holder,
    block,
    use,
    branch,
    replacement,
    argLocs,
    converter,
    conversion,
    diagnostics,
  };
}

function castSources(value: Value): Value[] {
  return value.getDefiningOp()!.operands;
}

describe('applySignatureConversion', () => {
  it('replaces the block, mapping each argument to its new inputs through source materializations', () => {
    const {
      holder,
      block,
      use,
      branch,
      replacement,
      argLocs,
      converter,
      conversion,
      i8,
      i16,
      i32,
      i64,
      f64,
    } = fixture();
    converter.addSourceMaterialization(
      (b, t, inputs, l) => b.createOp(CastOp, l, { inputs: [...inputs], outputs: [t] }).outputs[0],
    );
    const newBlock = applySignatureConversion(block, conversion, { typeConverter: converter })!;

    expect(newBlock).not.toBe(block);
    expect(holder.body.blocks).toEqual([newBlock]);
    expect(block.parent).toBeNull();
    expect(newBlock.getArgumentTypes()).toEqual([i32, i16, i16, i16]);
    expect(newBlock.arguments.map((arg) => arg.location)).toEqual([
      argLocs[0],
      argLocs[1],
      argLocs[1],
      argLocs[3],
    ]);

    const [a, b, c, d, e] = use.operands;
    expect(a!.getDefiningOp()).toBeInstanceOf(CastOp);
    expect(a!.type).toBe(i64);
    expect(castSources(a!)).toEqual([newBlock.arguments[0]]);
    expect(b!.type).toBe(f64);
    expect(castSources(b!)).toEqual([newBlock.arguments[1], newBlock.arguments[2]]);
    expect(c!.type).toBe(i8);
    expect(castSources(c!)).toEqual([]);
    expect(d).toBe(newBlock.arguments[3]);
    expect(e).toBe(replacement);

    // The casts come first, then the block's own ops; the branch now targets the new block.
    const ops = newBlock.operations;
    expect(ops.slice(0, 3).every((op) => op instanceof CastOp)).toBe(true);
    expect(ops.slice(3)).toEqual([use, branch]);
    expect(branch.getSuccessor(0)).toBe(newBlock);
    expect(newBlock.getArgument(0).location).toBe(argLocs[0]);
  });

  it('builds unrealized casts without a converter or with buildMaterializations: false', () => {
    for (const options of [{}, { buildMaterializations: false }] as const) {
      const { block, use, converter, conversion } = fixture();
      const calls: number[] = [];
      converter.addSourceMaterialization(() => (calls.push(1), null));
      const typeConverter = 'buildMaterializations' in options ? converter : null;
      const newBlock = applySignatureConversion(block, conversion, { ...options, typeConverter })!;
      expect(use.getOperand(0).getDefiningOp()).toBeInstanceOf(UnrealizedConversionCastOp);
      expect(use.getOperand(0).getDefiningOp()!.operands).toEqual([newBlock.arguments[0]]);
      expect(calls).toEqual([]);
    }
  });

  it('leaves the IR unchanged and reports a located error when a materialization is impossible', () => {
    const { holder, block, use, branch, converter, conversion, diagnostics, argLocs } = fixture();
    const operandsBefore = use.operands;
    expect(applySignatureConversion(block, conversion, { typeConverter: converter })).toBeNull();
    expect(holder.body.blocks).toEqual([block]);
    expect(block.operations).toEqual([use, branch]);
    expect(use.operands).toEqual(operandsBefore);
    expect(branch.getSuccessor(0)).toBe(block);
    expect(diagnostics.map((d) => [d.severity, d.location, d.message])).toEqual([
      [
        'error',
        argLocs[0],
        "failed to materialize conversion for block argument #0 from ('i32') to 'i64' that remained live after conversion",
      ],
    ]);
  });

  it('needs no materialization for unused arguments and same-type replacements', () => {
    const { context, loc, i32 } = setup();
    const holder = RegionOp.create(loc, {});
    const builder = new OpBuilder(context);
    const block = builder.createBlock(holder.body, null, [i32, i32], [loc, loc]);
    const use = builder.createOp(UseOp, loc, { inputs: [block.getArgument(0)] });
    const conversion = new SignatureConversion(2);
    conversion.addInputs(0, [i32]);
    const newBlock = applySignatureConversion(block, conversion)!;
    expect(newBlock.operations).toEqual([use]);
    expect(use.getOperand(0)).toBe(newBlock.getArgument(0));
  });

  it('rejects a conversion made for another number of arguments', () => {
    const { block } = fixture();
    expect(() => applySignatureConversion(block, new SignatureConversion(2))).toThrow(RangeError);
  });
});
