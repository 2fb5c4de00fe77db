/**
 * Ops that make, reshape and navigate handles and parameters without changing the payload:
 * `param.constant`, `num_associations`, `cast`, `merge_handles`, `get_parent_op`,
 * `get_defining_op`, `get_result`, `structured.match` and `debug.emit_remark_at`.
 */
import {
  defaultValued,
  defineOp,
  Diagnostic,
  AnyAttr,
  I64Attr,
  IntegerAttr,
  IntegerType,
  IsolatedFromAbove,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  type OpAsmPrinter,
  type OperationParser,
  type ParsedOperationState,
  OpResult,
  SameOperandsAndResultType,
  type Operation,
  optional,
  StrAttr,
  StringAttr,
  UnitAttr,
  UnitAttrConstraint,
  variadic,
} from '@strata/ir-core';
import {
  TransformAnyHandle,
  TransformOpHandle,
  TransformParam,
  TransformValueHandle,
  PositiveI64Attr,
} from '../constraints.js';
import { DiagnosedSilenceableFailure, emitSilenceableFailure } from '../diagnosed.js';
import {
  navigationEffects,
  onlyReadsHandle,
  producesHandle,
  TransformOpInterface,
} from '../interfaces.js';
import type { MappedValue } from '../results.js';
import { handleKindOf } from '../types.js';

/** Effects of an op that only reads its operands and produces its results, payload untouched. */
export const readsOperandsEffects = MemoryEffectOpInterface.implement({
  getEffects(op: Operation): MemoryEffectInstance[] {
    const effects: MemoryEffectInstance[] = [];
    onlyReadsHandle(op.operands, effects);
    producesHandle(op.results, effects);
    return effects;
  },
});

const success = (): DiagnosedSilenceableFailure => DiagnosedSilenceableFailure.success();

export class ParamConstantOp extends defineOp({
  name: 'transform.param.constant',
  results: { param: TransformParam },
  properties: { value: AnyAttr },
  interfaces: [
    readsOperandsEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results) {
        results.setParams(0, [op.properties.get('value')!]);
        return success();
      },
    }),
  ],
  assemblyFormat: '$value attr-dict `->` type($param)',
}) {}

export class NumAssociationsOp extends defineOp({
  name: 'transform.num_associations',
  operands: { handle: TransformAnyHandle },
  results: { num: TransformParam },
  interfaces: [
    readsOperandsEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const count = state.getNumAssociations(op.getOperand(0));
        results.setParams(0, [IntegerAttr.get(IntegerType.get(op.context, 64), count)]);
        return success();
      },
    }),
  ],
  assemblyFormat: '$handle attr-dict `:` functional-type($handle, $num)',
}) {}

export class CastOp extends defineOp({
  name: 'transform.cast',
  operands: { input: TransformAnyHandle },
  results: { output: TransformAnyHandle },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      // The result type checks the payload when the interpreter associates it.
      apply(op, _rewriter, results, state) {
        results.setMappedValues(0, state.getMappedValues(op.getOperand(0)));
        return success();
      },
    }),
  ],
  assemblyFormat: '$input attr-dict `:` type($input) `to` type($output)',
}) {}

export class MergeHandlesOp extends defineOp({
  name: 'transform.merge_handles',
  operands: { handles: variadic(TransformAnyHandle) },
  results: { result: TransformAnyHandle },
  properties: { deduplicate: UnitAttrConstraint },
  traits: [SameOperandsAndResultType],
  interfaces: [
    // MLIR 22 only reads the merged handles (the op's description still says it consumes them).
    readsOperandsEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const merged: MappedValue[] = [];
        for (const handle of op.operands) merged.push(...state.getMappedValues(handle));
        const deduplicate = op.properties.has('deduplicate');
        results.setMappedValues(0, deduplicate ? [...new Set(merged)] : merged);
        return success();
      },
    }),
  ],
  parse: (parser: OperationParser, state: ParsedOperationState): boolean => {
    if (parser.parseOptionalKeyword('deduplicate') !== undefined)
      state.properties.set('deduplicate', UnitAttr.get(parser.context));
    const handles = parser.parseOperandList();
    if (handles === null || !parser.parseOptionalAttrDict(state.attributes)) return false;
    const type = parser.parseColonType();
    if (type === null) return false;
    state.resultTypes.push(type);
    return parser.resolveOperands(handles, type, parser.getCurrentOffset(), state.operands);
  },
  print: (op: Operation, printer: OpAsmPrinter): void => {
    printer.write(op.properties.has('deduplicate') ? ' deduplicate ' : ' ');
    printer.printOperands(op.operands);
    printer.printOptionalAttrDict(op.getAttrs(), ['deduplicate']);
    printer.write(' : ');
    printer.printType(op.getResult(0).type);
  },
}) {}

export class GetParentOp extends defineOp({
  name: 'transform.get_parent_op',
  operands: { target: TransformOpHandle },
  results: { parent: TransformOpHandle },
  properties: {
    isolated_from_above: UnitAttrConstraint,
    allow_empty_results: UnitAttrConstraint,
    op_name: optional(StrAttr),
    deduplicate: UnitAttrConstraint,
    nth_parent: defaultValued(PositiveI64Attr, (context) =>
      IntegerAttr.get(IntegerType.get(context, 64), 1),
    ),
  },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const props = op.properties;
        const isolated = props.has('isolated_from_above');
        const name = (props.get('op_name') as StringAttr | undefined)?.value;
        const nth = Number((props.get('nth_parent') as IntegerAttr | undefined)?.value ?? 1n);
        const parents: Operation[] = [];
        for (const target of state.getPayloadOps(op.getOperand(0))) {
          let parent: Operation | null = target;
          for (let n = 0; n < nth && parent !== null; n++) {
            parent = parent.getParentOp();
            while (
              parent !== null &&
              ((isolated && !parent.hasTrait(IsolatedFromAbove.key)) ||
                (name !== undefined && parent.name.identifier !== name))
            )
              parent = parent.getParentOp();
          }
          if (parent === null) {
            if (props.has('allow_empty_results')) continue;
            const failure = emitSilenceableFailure(
              op.location,
              'could not find a parent op that matches all requirements',
            );
            failure.attachNote('target op', target.location);
            return failure;
          }
          if (!props.has('deduplicate') || !parents.includes(parent)) parents.push(parent);
        }
        results.set(0, parents);
        return success();
      },
    }),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, $parent)',
}) {}

export class GetDefiningOp extends defineOp({
  name: 'transform.get_defining_op',
  operands: { target: TransformValueHandle },
  results: { result: TransformOpHandle },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const definers: Operation[] = [];
        for (const value of state.getPayloadValues(op.getOperand(0))) {
          if (!(value instanceof OpResult)) {
            const failure = emitSilenceableFailure(
              op.location,
              'cannot get defining op of block argument',
            );
            failure.attachNote('target value', value.location);
            return failure;
          }
          definers.push(value.owner);
        }
        results.set(0, definers);
        return success();
      },
    }),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, $result)',
}) {}

export class EmitRemarkAtOp extends defineOp({
  name: 'transform.debug.emit_remark_at',
  operands: { at: TransformAnyHandle },
  properties: { message: StrAttr },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, _results, state) {
        const message = (op.properties.get('message') as StringAttr).value;
        const at = op.getOperand(0);
        if (handleKindOf(at.type) === 'op') {
          for (const target of state.getPayloadOps(at)) target.emitRemark(message);
        } else if (handleKindOf(at.type) === 'value') {
          for (const value of state.getPayloadValues(at))
            op.context.diagnostics.emit(new Diagnostic('remark', value.location, message));
        }
        return success();
      },
    }),
  ],
  parse: (parser: OperationParser, state: ParsedOperationState): boolean => {
    const at = parser.parseOperand();
    if (at === null || !parser.parseComma()) return false;
    const message = parser.parseString();
    if (message === null || !parser.parseOptionalAttrDict(state.attributes)) return false;
    state.properties.set('message', StringAttr.get(parser.context, message));
    const type = parser.parseColonType();
    return type !== null && parser.resolveOperand(at, type, state.operands);
  },
  print: (op: Operation, printer: OpAsmPrinter): void => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printer.write(', ');
    printer.printAttribute(op.properties.get('message')!);
    printer.printOptionalAttrDict(op.getAttrs(), ['message']);
    printer.write(' : ');
    printer.printType(op.getOperand(0).type);
  },
}) {}
