/**
 * `transform.apply_conversion_patterns`: a dialect conversion (partial or full) of each payload
 * op, with the conversion patterns and target rules that the descriptor ops of its region add
 * (MLIR's `ConversionPatternDescriptorOpInterface`, injected by dialect extensions).
 */
import {
  ConversionTarget,
  applyFullConversion,
  applyPartialConversion,
} from '@strata/dialect-conversion';
import {
  AnyRegion,
  type ArrayAttr,
  ArrayAttrConstraint,
  defineOp,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  NoTerminator,
  OpInterface,
  type Operation,
  optional,
  SingleBlock,
  type StringAttr,
  UnitAttrConstraint,
} from '@strata/ir-core';
import { RewritePatternSet } from '@strata/pattern-rewrite';
import type { TypeConverter } from '@strata/type-conversion';
import { TransformOpHandle } from '../constraints.js';
import {
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
} from '../diagnosed.js';
import {
  consumesHandle,
  modifiesPayload,
  onlyReadsHandle,
  TransformOpInterface,
} from '../interfaces.js';
import { TrackingListener } from '../tracking-listener.js';

/** Implemented by the ops in an `apply_conversion_patterns` region. */
export interface ConversionPatternDescriptorModel {
  /** The type converter the descriptor's patterns need; null to use the op's default one. */
  getTypeConverter(op: Operation): TypeConverter | null;
  populatePatterns(op: Operation, typeConverter: TypeConverter, patterns: RewritePatternSet): void;
  /** Target rules that depend on the type converter (e.g. dynamic legality of signatures). */
  populateConversionTargetRules(
    op: Operation,
    typeConverter: TypeConverter,
    target: ConversionTarget,
  ): void;
}

export const ConversionPatternDescriptorOpInterface = new OpInterface<
  ConversionPatternDescriptorModel,
  'getTypeConverter' | 'populateConversionTargetRules'
>('ConversionPatternDescriptorOpInterface', {
  defaults: { getTypeConverter: () => null, populateConversionTargetRules: () => {} },
});

function names(op: Operation, property: string): string[] {
  const list = op.properties.get(property) as ArrayAttr | undefined;
  return list === undefined ? [] : list.value.map((a) => (a as StringAttr).value);
}

/** The conversion target the op's legality properties describe. */
function conversionTargetOf(op: Operation): ConversionTarget {
  const target = new ConversionTarget(op.context);
  target.addLegalOp(...names(op, 'legal_ops'));
  target.addIllegalOp(...names(op, 'illegal_ops'));
  target.addLegalDialect(...names(op, 'legal_dialects'));
  target.addIllegalDialect(...names(op, 'illegal_dialects'));
  return target;
}

export class ApplyConversionPatternsOp extends defineOp({
  name: 'transform.apply_conversion_patterns',
  operands: { target: TransformOpHandle },
  properties: {
    legal_ops: optional(ArrayAttrConstraint),
    illegal_ops: optional(ArrayAttrConstraint),
    legal_dialects: optional(ArrayAttrConstraint),
    illegal_dialects: optional(ArrayAttrConstraint),
    partial_conversion: UnitAttrConstraint,
    preserve_handles: UnitAttrConstraint,
  },
  regions: { patterns: AnyRegion },
  traits: [SingleBlock, NoTerminator],
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects(op: Operation): MemoryEffectInstance[] {
        const effects: MemoryEffectInstance[] = [];
        if (op.properties.has('preserve_handles')) onlyReadsHandle(op.operands, effects);
        else consumesHandle(op.operands, effects);
        modifiesPayload(effects);
        return effects;
      },
    }),
    TransformOpInterface.implement({
      apply(op, _rewriter, _results, state) {
        const target = conversionTargetOf(op);
        const patterns = new RewritePatternSet(op.context);
        for (const descriptor of op.getRegion(0).front?.operations ?? []) {
          const model = ConversionPatternDescriptorOpInterface.get(descriptor);
          if (model === null)
            return emitDefiniteFailure(descriptor, 'expected a conversion pattern descriptor op');
          const converter = model.getTypeConverter(descriptor);
          if (converter === null) {
            return emitDefiniteFailure(
              op,
              'pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter',
              (d) => d.attachNote('pattern descriptor op', descriptor.location),
            );
          }
          model.populateConversionTargetRules(descriptor, converter, target);
          model.populatePatterns(descriptor, converter, patterns);
        }
        // With preserve_handles, handles follow replacements even by ops of another name.
        const listener = op.properties.has('preserve_handles')
          ? new TrackingListener(state, op, [], false)
          : null;
        const convert = op.properties.has('partial_conversion')
          ? applyPartialConversion
          : applyFullConversion;
        for (const payload of state.getPayloadOps(op.getOperand(0))) {
          if (payload.isAncestor(op))
            return emitDefiniteFailure(
              op,
              'cannot apply transform to itself (or one of its ancestors)',
            );
          const converted = convert(payload, target, patterns, { listener });
          const tracking = listener?.mergeFailureInto(DiagnosedSilenceableFailure.success());
          if (!converted) {
            const failure = emitSilenceableFailure(op.location, 'dialect conversion failed');
            failure.attachNote('target op', payload.location);
            tracking?.silence();
            return failure;
          }
          if (tracking !== undefined && !tracking.succeeded()) return tracking;
        }
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  assemblyFormat: '`to` $target $patterns attr-dict `:` type($target)',
}) {}
