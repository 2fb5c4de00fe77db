// The parser's shortcuts for the most frequent inputs (shaped types looked up by their text, types
// and integer attributes uniqued without key strings, properties handed to the op constructor)
// must give exactly what the general paths give.
import { describe, expect, it } from 'vitest';
import { IntegerAttr } from '../../src/attributes/builtin-attributes.js';
import { UnknownLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { Operation } from '../../src/ir/operation.js';
import { minimalOpInfo } from '../ir/helpers.js';
import { AttrTypeParser } from '../../src/text/attr-type-parser.js';
import { parseCollectingErrors } from './support/strata.js';
import { FloatType, IndexType, IntegerType, TupleType } from '../../src/types/builtin-types.js';
import {
  MemRefType,
  RankedTensorType,
  VectorType,
  kDynamic,
} from '../../src/types/shaped-types.js';

function parse(text: string) {
  const { context, op, errors } = parseCollectingErrors(text, { filename: 'c.mlir' });
  const ops = op === null ? [] : [...op.regions[0]!.front!.operations];
  return { context, ops, errors };
}

describe('shaped types looked up by their text', () => {
  it('gives the uniqued type on every spelling, and parsing goes on after it', () => {
    const { context, ops, errors } = parse(
      [
        '%0 = "x.a"() : () -> memref<4xf32>',
        '%1 = "x.b"(%0) : (memref<4xf32>) -> vector<2xi1>',
        '%2 = "x.c"(%0, %1) : (memref<4xf32>, vector<2xi1>) -> tensor<?x3xindex>',
        '%3 = "x.d"() : () -> tuple<memref<4xf32>, tensor<?x3xindex>>',
        '%4 = "x.e"() : () -> memref<4xf32, 1>',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    const f32 = FloatType.getF32(context);
    const memref = MemRefType.get(context, [4], f32);
    const vector = VectorType.get(context, [2], IntegerType.get(context, 1));
    const tensor = RankedTensorType.get(context, [kDynamic, 3], IndexType.get(context));
    expect(ops.map((op) => op.getResult(0).type)).toEqual([
      memref,
      vector,
      tensor,
      TupleType.get(context, [memref, tensor]),
      ops[4]!.getResult(0).type,
    ]);
    expect(ops[0]!.getResult(0).type).toBe(memref);
    expect(ops[1]!.getOperand(0).type).toBe(memref);
    expect(ops[2]!.getResult(0).type).toBe(tensor);
    // A memory space is not part of the cached spelling: a distinct type.
    expect(ops[4]!.getResult(0).type).not.toBe(memref);
    expect(String(ops[4]!.getResult(0).type)).toBe('memref<4xf32, 1>');
  });

  it('reports a bad element type at the element, after good spellings too', () => {
    const bad = '"x.b"() : () -> memref<4xfoo>';
    const alone = parse(bad).errors;
    expect(alone).toEqual(['loc("c.mlir":1:26): expected non-function type']);
    const afterGood = parse(`"x.a"() : () -> memref<4xf32>\n${bad}`).errors;
    expect(afterGood).toEqual(['loc("c.mlir":2:26): expected non-function type']);
  });

  it('keeps the nesting limit when the type is already known', () => {
    // The same deep type after a first op that spells memref<4xf32> (a cache hit) or not.
    const outcome = (first: string, depth: number) => {
      const deep = 'tuple<'.repeat(depth) + 'memref<4xf32>' + '>'.repeat(depth);
      return parse(`"x.a"() : () -> ${first}\n"x.b"() : () -> ${deep}`).errors;
    };
    const limit = AttrTypeParser.maxNestingDepth;
    const outcomes = [];
    for (let depth = limit - 3; depth <= limit + 1; depth++) {
      const cached = outcome('memref<4xf32>', depth);
      expect(cached).toEqual(outcome('memref<5xf32>', depth));
      outcomes.push(cached.length);
    }
    // The range crosses the limit: some depths parse, the deepest do not.
    expect(outcomes[0]).toBe(0);
    expect(outcomes[outcomes.length - 1]).toBe(1);
  });
});

describe('uniquing without key strings', () => {
  it('gives one integer type per width and signedness, small widths or large', () => {
    const context = new MLIRContext({});
    for (const width of [0, 1, 32, 4095, 4096, 1 << 20]) {
      const type = IntegerType.get(context, width);
      expect(IntegerType.get(context, width)).toBe(type);
      expect(type.width).toBe(width);
      expect(IntegerType.get(context, width, 'signed')).not.toBe(type);
      expect(IntegerType.get(context, width, 'signed').signedness).toBe('signed');
    }
    expect(() => IntegerType.get(context, -1)).toThrow(/invalid integer width/);
    expect(() => IntegerType.get(context, 1.5)).toThrow(/invalid integer width/);
    expect(() => IntegerType.get(context, 1 << 24)).toThrow(/limited/);
    expect(IndexType.get(context)).toBe(IndexType.get(context));
    expect(FloatType.get(context, 'bf16')).toBe(FloatType.getBF16(context));
    expect(FloatType.get(context, 'bf16')).not.toBe(FloatType.getF16(context));
    expect(() => FloatType.get(context, 'f7')).toThrow(/unknown float semantics/);
    // Each object has its own uid, as uid-keyed composite keys require.
    const uids = [
      IntegerType.get(context, 8),
      IntegerType.get(context, 8, 'unsigned'),
      IndexType.get(context),
      FloatType.getF32(context),
    ].map((t) => t.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('gives one integer attribute per type and wrapped value', () => {
    const context = new MLIRContext({});
    const i8 = IntegerType.get(context, 8);
    const a = IntegerAttr.get(i8, 5);
    expect(IntegerAttr.get(i8, 5n)).toBe(a);
    // 261 wraps to 5 in 8 bits.
    expect(IntegerAttr.get(i8, 261n)).toBe(a);
    expect(IntegerAttr.get(IntegerType.get(context, 16), 5)).not.toBe(a);
    expect(IntegerAttr.get(i8, -1).value).toBe(-1n);
    expect(IntegerAttr.get(IntegerType.get(context, 8, 'unsigned'), -1).value).toBe(255n);
    const wide = IntegerType.get(context, 128);
    expect(IntegerAttr.get(wide, 2n ** 100n)).toBe(IntegerAttr.get(wide, 2n ** 100n));
  });
});

describe('Operation.createWithProperties', () => {
  function setup() {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    loadBuiltinDialect(context);
    const seenInConstructor: (string | undefined)[] = [];
    class DefaultingOp extends Operation {
      constructor(state: ConstructorParameters<typeof Operation>[0]) {
        super(state);
        seenInConstructor.push(String(this.getInherentAttr('p') ?? 'none'));
        // As ops with default-valued properties do: fill only what is missing.
        if (!this.properties.has('p')) this.setInherentAttr('p', IntegerAttr.get(i1(), 0));
        // An op made here does not take the map handed to the outer one.
        const inner = Operation.create({ name: 'x.inner', location: this.location });
        seenInConstructor.push(String(inner.hasProperties()));
      }
    }
    const i1 = () => IntegerType.get(context, 1);
    const info = minimalOpInfo(DefaultingOp, ['p']);
    context.registerOperation('t.defaulting', info);
    return { context, i1, seenInConstructor, location: UnknownLoc.get(context) };
  }

  it('gives the op the map before its constructor runs', () => {
    const { i1, seenInConstructor, location } = setup();
    const map = new Map([['p', IntegerAttr.get(i1(), 1)]]);
    const op = Operation.createWithProperties({ name: 't.defaulting', location }, map);
    expect(op.properties).toBe(map);
    expect(String(op.getInherentAttr('p'))).toBe('true');
    expect(seenInConstructor).toEqual(['true', 'false']);
  });

  it('with an empty map behaves as create', () => {
    const { seenInConstructor, location } = setup();
    const map = new Map();
    const op = Operation.createWithProperties({ name: 't.defaulting', location }, map);
    expect(op.properties).not.toBe(map);
    expect(String(op.getInherentAttr('p'))).toBe('false');
    expect(seenInConstructor).toEqual(['none', 'false']);
    const plain = Operation.createWithProperties({ name: 'x.plain', location }, new Map());
    expect(plain.hasProperties()).toBe(false);
  });
});
