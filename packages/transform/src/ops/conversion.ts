/**
 * `transform.apply_conversion_patterns`: a dialect conversion (partial or full) of each payload
 * op, with the conversion patterns and target rules that the descriptor ops of its region add
 * (MLIR's `ConversionPatternDescriptorOpInterface`, injected by dialect extensions), and an
 * optional `with type_converter { op }` region whose op builds the default type converter of the
 * descriptors that bring none (MLIR's `TypeConverterBuilderOpInterface`).
 */
import {
  ConversionTarget,
  applyFullConversion,
  applyPartialConversion,
} from '@strata/dialect-conversion';
import {
  AnyRegion,
  type ArrayAttr,
  StrArrayAttr,
  defineOp,
  Diagnostic,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  NoTerminator,
  type OpAsmPrinter,
  OpInterface,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  Region,
  SingleBlock,
  type StringAttr,
  UnitAttrConstraint,
  variadic,
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

/** Implemented by the op of a `with type_converter` region (MLIR's `TypeConverterBuilderOpInterface`). */
export interface TypeConverterBuilderModel {
  getTypeConverter(op: Operation): TypeConverter;
}

export const TypeConverterBuilderOpInterface = new OpInterface<TypeConverterBuilderModel>(
  'TypeConverterBuilderOpInterface',
);

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
    legal_ops: optional(StrArrayAttr),
    illegal_ops: optional(StrArrayAttr),
    legal_dialects: optional(StrArrayAttr),
    illegal_dialects: optional(StrArrayAttr),
    partial_conversion: UnitAttrConstraint,
    preserve_handles: UnitAttrConstraint,
  },
  regions: { patterns: AnyRegion, default_type_converter_region: variadic(AnyRegion) },
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
        const builder = op.regions[1]?.front?.front ?? null;
        const defaultConverter =
          builder === null
            ? null
            : TypeConverterBuilderOpInterface.get(builder)!.getTypeConverter(builder);
        for (const descriptor of op.getRegion(0).front?.operations ?? []) {
          // The verifier made sure that every op of the region is a descriptor.
          const model = ConversionPatternDescriptorOpInterface.get(descriptor)!;
          const converter = model.getTypeConverter(descriptor) ?? defaultConverter;
          if (converter === null) {
            // Reported at the op's location only, as MLIR does (no op attached).
            const error = new Diagnostic(
              'error',
              op.location,
              'pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter',
            );
            error.attachNote('pattern descriptor op', descriptor.location);
            op.context.diagnostics.emit(error);
            return DiagnosedSilenceableFailure.definiteFailure();
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
  parse: parseApplyConversionPatterns,
  print: printApplyConversionPatterns,
}) {
  override verify(): boolean {
    for (const child of this.getRegion(0).front?.operations ?? []) {
      if (ConversionPatternDescriptorOpInterface.isImplementedBy(child)) continue;
      this.emitOpError(
        'expected pattern children ops to implement ConversionPatternDescriptorOpInterface',
        (diagnostic) => diagnostic.attachNote('op without interface', child.location),
      );
      return false;
    }
    const converterRegion = this.regions[1];
    if (converterRegion === undefined) return true;
    const ops = converterRegion.front?.operations ?? [];
    if (ops.length !== 1) {
      this.emitOpError('expected exactly one op in default type converter region');
      return false;
    }
    if (!TypeConverterBuilderOpInterface.isImplementedBy(ops[0]!)) {
      this.emitOpError(
        'expected default converter child op to implement TypeConverterBuilderOpInterface',
        (diagnostic) => diagnostic.attachNote('op without interface', ops[0]!.location),
      );
      return false;
    }
    return true;
  }
}

/** A region of the op: parsed, then given its single block when written empty (`{}`). */
function parseSingleBlockRegion(parser: OperationParser, state: ParsedOperationState): boolean {
  const region = new Region();
  state.regions.push(region);
  if (!parser.parseRegion(region)) return false;
  if (region.empty()) region.emplaceBlock();
  return true;
}

/**
 * `to $target $patterns (with type_converter $default_type_converter_region)? attr-dict : type`
 * (written by hand: the optional group is anchored on a variadic region).
 */
function parseApplyConversionPatterns(
  parser: OperationParser,
  state: ParsedOperationState,
): boolean {
  if (parser.parseKeyword('to') === null) return false;
  const target = parser.parseOperand();
  if (target === null || !parseSingleBlockRegion(parser, state)) return false;
  if (parser.parseOptionalKeyword('with') !== undefined) {
    if (parser.parseKeyword('type_converter') === null) return false;
    if (!parseSingleBlockRegion(parser, state)) return false;
  }
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  const type = parser.parseColonType();
  return type !== null && parser.resolveOperand(target, type, state.operands);
}

function printApplyConversionPatterns(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' to ');
  printer.printOperand(op.getOperand(0));
  printer.write(' ');
  printer.printRegion(op.getRegion(0), true, true);
  if (op.regions.length > 1) {
    printer.write(' with type_converter ');
    printer.printRegion(op.getRegion(1), true, true);
  }
  printer.printOptionalAttrDict(op.getAttrs());
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
}
