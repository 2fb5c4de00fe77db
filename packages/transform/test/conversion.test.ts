// transform.apply_conversion_patterns with a conversion pattern descriptor injected by an
// extension (MLIR's core dialect defines none; dialects do).
import {
  ConversionPattern,
  type ConversionPatternRewriter,
  type OpAdaptor,
} from '@strata/dialect-conversion';
import { defineOp, MemoryEffectOpInterface, type Operation } from '@strata/ir-core';
import {
  ConversionPatternDescriptorOpInterface,
  type TransformDialectExtension,
  TypeConverterBuilderOpInterface,
} from '@strata/transform';
import { TypeConverter } from '@strata/type-conversion';
import { describe, expect, test } from 'vitest';
import { runScript } from './support.js';

/** Renames `test.old` to `test.new`, keeping operands and result types. */
class RenameOld extends ConversionPattern {
  constructor() {
    super('test.old', { generatedOps: ['test.new'] });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    const renamed = rewriter.create({
      name: 'test.new',
      location: op.location,
      operands: adaptor.operands,
      resultTypes: op.getResultTypes(),
    });
    rewriter.replaceOp(op, renamed);
    return true;
  }
}

function descriptor(name: string, withConverter: boolean) {
  return class extends defineOp({
    name,
    interfaces: [
      MemoryEffectOpInterface.implement({ getEffects: () => [] }),
      ConversionPatternDescriptorOpInterface.implement({
        getTypeConverter: () => (withConverter ? new TypeConverter() : null),
        populatePatterns(_op, _converter, patterns) {
          patterns.add(new RenameOld());
        },
      }),
    ],
    assemblyFormat: 'attr-dict',
  }) {};
}

/** Builds the default type converter of a `with type_converter` region; records each build. */
const builtConverters: TypeConverter[] = [];
class TestTypeConverterOp extends defineOp({
  name: 'transform.apply_conversion_patterns.test.type_converter',
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: () => [] }),
    TypeConverterBuilderOpInterface.implement({
      getTypeConverter() {
        const converter = new TypeConverter();
        builtConverters.push(converter);
        return converter;
      },
    }),
  ],
  assemblyFormat: 'attr-dict',
}) {}

/** A descriptor that only records the converter it is given. */
const convertersSeen: TypeConverter[] = [];
class RecordConverterOp extends defineOp({
  name: 'transform.apply_conversion_patterns.test.record_converter',
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: () => [] }),
    ConversionPatternDescriptorOpInterface.implement({
      populatePatterns(_op, converter) {
        convertersSeen.push(converter);
      },
    }),
  ],
  assemblyFormat: 'attr-dict',
}) {}

const extension: TransformDialectExtension = {
  name: 'test-conversion',
  ops: [
    descriptor('transform.apply_conversion_patterns.test.rename', true),
    descriptor('transform.apply_conversion_patterns.test.rename_no_converter', false),
    TestTypeConverterOp,
    RecordConverterOp,
  ],
};

function script(body: string): string {
  return `module attributes {transform.with_named_sequence} {
  "test.holder"() ({
    %0 = "test.old"() : () -> i32
    "test.keep"(%0) : (i32) -> ()
  }) : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %h = transform.structured.match ops{["test.holder"]} in %root : (!transform.any_op) -> !transform.any_op
    %old = transform.structured.match ops{["test.old"]} in %root : (!transform.any_op) -> !transform.any_op
    ${body}
    transform.yield
  }
}`;
}

describe('transform.apply_conversion_patterns', () => {
  test('a partial conversion applies the descriptor patterns; preserved handles follow', () => {
    const run = runScript(
      script(`transform.apply_conversion_patterns to %h {
      transform.apply_conversion_patterns.test.rename
    } {legal_ops = ["test.new"], illegal_ops = ["test.old"], partial_conversion, preserve_handles} : !transform.any_op
    transform.debug.emit_remark_at %old, "converted" : !transform.any_op`),
      [extension],
    );
    expect(run.diagnostics).toEqual(['remark: converted']);
    expect(run.output).toContain('%0 = "test.new"() : () -> i32');
    expect(run.output).toContain(
      'transform.apply_conversion_patterns to %0 {\n      transform.apply_conversion_patterns.test.rename\n    } {illegal_ops = ["test.old"], legal_ops = ["test.new"], partial_conversion, preserve_handles} : !transform.any_op',
    );
  });

  test('a full conversion that leaves illegal ops fails silenceably and changes nothing', () => {
    const run = runScript(
      script(`transform.apply_conversion_patterns to %h {
      transform.apply_conversion_patterns.test.rename
    } {legal_ops = ["test.old"], illegal_ops = ["test.keep"]} : !transform.any_op`),
      [extension],
    );
    expect(run.ok).toBe(false);
    expect(run.diagnostics).toContain('error: dialect conversion failed');
    expect(run.diagnostics).toContain('  note: target op');
    expect(run.output).toContain('"test.old"()');
  });

  test('a descriptor without a type converter needs a default one', () => {
    const run = runScript(
      script(`transform.apply_conversion_patterns to %h {
      transform.apply_conversion_patterns.test.rename_no_converter
    } {partial_conversion} : !transform.any_op`),
      [extension],
    );
    expect(run.diagnostics).toEqual([
      'error: pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter',
      '  note: pattern descriptor op',
    ]);
  });

  test('the type_converter region gives descriptors without a converter the default one', () => {
    builtConverters.length = 0;
    convertersSeen.length = 0;
    const run = runScript(
      script(`transform.apply_conversion_patterns to %h {
      transform.apply_conversion_patterns.test.rename_no_converter
      transform.apply_conversion_patterns.test.record_converter
    } with type_converter {
      transform.apply_conversion_patterns.test.type_converter
    } {legal_ops = ["test.new"], illegal_ops = ["test.old"], partial_conversion, preserve_handles} : !transform.any_op`),
      [extension],
    );
    expect(run.diagnostics).toEqual([]);
    expect(run.ok).toBe(true);
    expect(run.output).toContain('%0 = "test.new"() : () -> i32');
    expect(builtConverters).toHaveLength(1);
    expect(convertersSeen).toEqual(builtConverters);
    expect(run.output).toContain(
      '    } with type_converter {\n      transform.apply_conversion_patterns.test.type_converter\n    } {illegal_ops',
    );
  });
});
