// scf structural type conversion: scf.for / scf.if / scf.while and their terminators rebuilt with
// converted types, with a 1:1 converter (index -> i64) and a 1:N one (tuples split into their
// elements), whose expected text is checked by hand (mlir-opt must accept it); and, byte for byte
// against mlir-opt's --test-vector-linearize (whose only conversions here are the structural ones),
// n-D vectors carried by scf ops turned into 1-D vectors.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { registerArithDialect } from '@strata/dialect-arith';
import { applyPartialConversion, ConversionTarget } from '@strata/dialect-conversion';
import { registerFuncDialect } from '@strata/dialect-func';
import {
  IndexType,
  IntegerType,
  MLIRContext,
  parseSourceString,
  type Location,
  type OpBuilder,
  type Operation,
  printOperation,
  splitInputFile,
  TupleType,
  type Type,
  type Value,
  VectorType,
} from '@strata/ir-core';
import { RewritePatternSet } from '@strata/pattern-rewrite';
import { buildUnrealizedConversionCast, TypeConverter, TypeRange } from '@strata/type-conversion';
import { describe, expect, test } from 'vitest';
import { registerSCFDialect } from '../src/index.js';
import { populateSCFStructuralTypeConversionsAndLegality } from '../src/conversion.js';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';

/**
 * A converter whose materializations are unrealized casts (1:N on the target side); `rule` answers
 * undefined for the types it leaves to the identity rule.
 */
function converterWith(
  rule: (type: Type, results: Type[]) => boolean | Type | undefined,
): TypeConverter {
  const converter = new TypeConverter();
  converter.addConversion((type) => type);
  converter.addConversion((type, results) => rule(type, results));
  converter.addSourceMaterialization(
    (builder, type, inputs, location) =>
      buildUnrealizedConversionCast(builder, location, [type], inputs)[0],
  );
  converter.addTargetMaterialization(TypeRange, (builder, types, inputs, location) =>
    buildUnrealizedConversionCast(builder, location, types, inputs),
  );
  return converter;
}

const indexToI64 = converterWith((type) =>
  type instanceof IndexType ? IntegerType.get(type.context, 64) : undefined,
);
const splitTuples = converterWith((type, results) => {
  if (!(type instanceof TupleType)) return undefined;
  results.push(...type.types);
  return true;
});

function parse(text: string): Operation {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  for (const register of [registerArithDialect, registerFuncDialect, registerSCFDialect])
    register(context.registry);
  return parseSourceString(text, context)!;
}

/** Converts the scf ops of `text` (everything else legal) and prints the result. */
function convert(text: string, converter: TypeConverter): string {
  const module = parse(text);
  const context = module.context;
  const errors: string[] = [];
  context.diagnostics.registerHandler((diagnostic) => void errors.push(diagnostic.message));
  const target = new ConversionTarget(context);
  target.markUnknownOpDynamicallyLegal(() => true);
  const patterns = new RewritePatternSet(context);
  populateSCFStructuralTypeConversionsAndLegality(converter, patterns, target);
  const succeeded = applyPartialConversion(module, target, patterns);
  expect(errors).toEqual([]);
  expect(succeeded).toBe(true);
  const printed = printOperation(module);
  if (existsSync(MLIR_OPT)) {
    const check = spawnSync(MLIR_OPT, ['--allow-unregistered-dialect', '-'], {
      input: printed,
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
  }
  return printed;
}

const lines = (...text: string[]) => [...text, ''].join('\n');

describe('1:1 (index -> i64)', () => {
  test('scf.for carries the converted type; bounds and users get casts', () => {
    const out = convert(
      `func.func @f(%lb: index, %ub: index, %s: index, %x: index) -> index {
         %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (index) {
           %b = "test.op"(%a, %i) : (index, index) -> index
           scf.yield %b : index
         } {tag}
         return %r : index
       }`,
      indexToI64,
    );
    // As in MLIR, every operand of the converted type is remapped, the bounds too.
    expect(out).toBe(
      lines(
        'module {',
        '  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {',
        '    %0 = builtin.unrealized_conversion_cast %arg3 : index to i64',
        '    %1 = builtin.unrealized_conversion_cast %arg2 : index to i64',
        '    %2 = builtin.unrealized_conversion_cast %arg1 : index to i64',
        '    %3 = builtin.unrealized_conversion_cast %arg0 : index to i64',
        '    %4 = scf.for %arg4 = %3 to %2 step %1 iter_args(%arg5 = %0) -> (i64)  : i64 {',
        '      %6 = builtin.unrealized_conversion_cast %arg5 : i64 to index',
        '      %7 = builtin.unrealized_conversion_cast %arg4 : i64 to index',
        '      %8 = "test.op"(%6, %7) : (index, index) -> index',
        '      %9 = builtin.unrealized_conversion_cast %8 : index to i64',
        '      scf.yield %9 : i64',
        '    } {tag}',
        '    %5 = builtin.unrealized_conversion_cast %4 : i64 to index',
        '    return %5 : index',
        '  }',
        '}',
      ),
    );
  });
});

describe('1:N (tuples split)', () => {
  test('scf.if yields the elements; a user of the result sees them cast back', () => {
    const out = convert(
      `func.func @f(%c: i1, %t: tuple<i32, f32>) {
         %r = scf.if %c -> (tuple<i32, f32>) {
           scf.yield %t : tuple<i32, f32>
         } else {
           %u = "test.make"() : () -> tuple<i32, f32>
           scf.yield %u : tuple<i32, f32>
         }
         "test.use"(%r) : (tuple<i32, f32>) -> ()
         return
       }`,
      splitTuples,
    );
    expect(out).toBe(
      lines(
        'module {',
        '  func.func @f(%arg0: i1, %arg1: tuple<i32, f32>) {',
        '    %0:2 = builtin.unrealized_conversion_cast %arg1 : tuple<i32, f32> to i32, f32',
        '    %1:2 = scf.if %arg0 -> (i32, f32) {',
        '      scf.yield %0#0, %0#1 : i32, f32',
        '    } else {',
        '      %3 = "test.make"() : () -> tuple<i32, f32>',
        '      %4:2 = builtin.unrealized_conversion_cast %3 : tuple<i32, f32> to i32, f32',
        '      scf.yield %4#0, %4#1 : i32, f32',
        '    }',
        '    %2 = builtin.unrealized_conversion_cast %1#0, %1#1 : i32, f32 to tuple<i32, f32>',
        '    "test.use"(%2) : (tuple<i32, f32>) -> ()',
        '    return',
        '  }',
        '}',
      ),
    );
  });

  test('scf.while carries the elements through both regions', () => {
    const out = convert(
      `func.func @f(%t: tuple<i32, i64>) {
         %r = scf.while (%a = %t) : (tuple<i32, i64>) -> tuple<i32, i64> {
           %c = "test.cond"(%a) : (tuple<i32, i64>) -> i1
           scf.condition(%c) %a : tuple<i32, i64>
         } do {
         ^bb0(%b: tuple<i32, i64>):
           scf.yield %b : tuple<i32, i64>
         }
         "test.use"(%r) : (tuple<i32, i64>) -> ()
         return
       }`,
      splitTuples,
    );
    expect(out).toBe(
      lines(
        'module {',
        '  func.func @f(%arg0: tuple<i32, i64>) {',
        '    %0:2 = builtin.unrealized_conversion_cast %arg0 : tuple<i32, i64> to i32, i64',
        '    %1:2 = scf.while (%arg1 = %0#0, %arg2 = %0#1) : (i32, i64) -> (i32, i64) {',
        '      %3 = builtin.unrealized_conversion_cast %arg1, %arg2 : i32, i64 to tuple<i32, i64>',
        '      %4 = "test.cond"(%3) : (tuple<i32, i64>) -> i1',
        '      scf.condition(%4) %arg1, %arg2 : i32, i64',
        '    } do {',
        '    ^bb0(%arg1: i32, %arg2: i64):',
        '      scf.yield %arg1, %arg2 : i32, i64',
        '    }',
        '    %2 = builtin.unrealized_conversion_cast %1#0, %1#1 : i32, i64 to tuple<i32, i64>',
        '    "test.use"(%2) : (tuple<i32, i64>) -> ()',
        '    return',
        '  }',
        '}',
      ),
    );
  });
});

/**
 * MLIR's vector-linearize type converter: n-D vectors (n >= 2) become 1-D, with `vector.shape_cast`
 * (unregistered here: Strata has no vector dialect) as both materializations.
 */
function linearizeConverter(): TypeConverter {
  const converter = new TypeConverter();
  converter.addConversion((type) => type);
  converter.addConversion(VectorType, (type) => {
    if (type.shape.length < 2) return type;
    const size = type.shape.reduce((product, dim) => product * dim, 1);
    return VectorType.get(type.context, [size], type.elementType);
  });
  const shapeCast = (
    builder: OpBuilder,
    type: Type,
    inputs: readonly Value[],
    location: Location,
  ) => {
    if (
      inputs.length !== 1 ||
      !(type instanceof VectorType) ||
      !(inputs[0]!.type instanceof VectorType)
    )
      return null;
    return builder
      .create({ name: 'vector.shape_cast', location, operands: inputs, resultTypes: [type] })
      .getResult(0);
  };
  converter.addSourceMaterialization(shapeCast);
  converter.addTargetMaterialization(shapeCast);
  return converter;
}

const available = existsSync(MLIR_OPT);
if (!available) {
  console.warn(
    `[scf structural conversion differential] skipped: ${MLIR_OPT} not found (set MLIR_OPT or install mlir-22-tools)`,
  );
}

describe.skipIf(!available)('byte-identical with mlir-opt --test-vector-linearize', () => {
  const source = readFileSync(new URL('Inputs/linearize.mlir', import.meta.url), 'utf8');
  splitInputFile(source).chunks.forEach((chunk, index) => {
    test(`chunk ${index}`, () => {
      const reference = spawnSync(
        MLIR_OPT,
        ['--allow-unregistered-dialect', '--test-vector-linearize', '--mlir-print-op-generic', '-'],
        { input: chunk.text, encoding: 'utf8' },
      );
      expect(reference.stderr).toBe('');
      const module = parse(chunk.text);
      const converter = linearizeConverter();
      const target = new ConversionTarget(module.context);
      target.markUnknownOpDynamicallyLegal(() => true);
      const patterns = new RewritePatternSet(module.context);
      populateSCFStructuralTypeConversionsAndLegality(converter, patterns, target);
      expect(applyPartialConversion(module, target, patterns)).toBe(true);
      expect(`${printOperation(module, { generic: true })}\n`).toBe(reference.stdout);
    });
  });
});
