/**
 * Ops that build a handle's list from other handles' lists without touching the payload:
 * `transform.select` (the payload ops of one name) and `transform.replicate` (each handle's list
 * repeated once per payload op of a pattern handle).
 */
import {
  defineOp,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  StrAttr,
  StringAttr,
  type Type,
  variadic,
} from '@strata/ir-core';
import { TransformAnyHandle, TransformOpHandle } from '../constraints.js';
import { DiagnosedSilenceableFailure } from '../diagnosed.js';
import { navigationEffects, TransformOpInterface } from '../interfaces.js';
import type { MappedValue } from '../results.js';
import { readsOperandsEffects } from './handles.js';
import { parseConstrainedType, parseUnaryFunctionalType } from './syntax.js';

export class SelectOp extends defineOp({
  name: 'transform.select',
  operands: { target: TransformOpHandle },
  results: { result: TransformOpHandle },
  properties: { op_name: StrAttr },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const name = (op.properties.get('op_name') as StringAttr).value;
        const selected: Operation[] = [];
        for (const target of state.getPayloadOps(op.getOperand(0)))
          if (target.name.identifier === name) selected.push(target);
        results.set(0, selected);
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  // `$op_name in $target attr-dict : functional-type(operands, results)`.
  parse: (parser: OperationParser, state: ParsedOperationState): boolean => {
    const offset = parser.getCurrentOffset();
    const name = parser.parseAttribute();
    if (name === null) return false;
    if (!(name instanceof StringAttr))
      return parser.emitCustomError(offset, 'invalid kind of attribute specified');
    state.properties.set('op_name', name);
    if (parser.parseKeyword('in') === null) return false;
    const target = parser.parseOperand();
    return target !== null && parseUnaryFunctionalType(parser, target, state);
  },
  print: (op: Operation, printer: OpAsmPrinter): void => {
    printer.write(' ');
    printer.printAttribute(op.properties.get('op_name')!);
    printer.write(' in ');
    printer.printOperand(op.getOperand(0));
    printer.printOptionalAttrDict(op.getAttrs(), ['op_name']);
    printer.write(' : ');
    printer.printFunctionalType([op.getOperand(0).type], [op.getResult(0).type]);
  },
}) {}

export class ReplicateOp extends defineOp({
  name: 'transform.replicate',
  operands: { pattern: TransformOpHandle, handles: variadic(TransformAnyHandle) },
  results: { replicated: variadic(TransformAnyHandle) },
  interfaces: [
    readsOperandsEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const times = state.getPayloadOps(op.getOperand(0)).length;
        for (let i = 1; i < op.numOperands; i++) {
          const list = state.getMappedValues(op.getOperand(i));
          const repeated: MappedValue[] = [];
          for (let n = 0; n < times; n++) for (const entry of list) repeated.push(entry);
          results.setMappedValues(i - 1, repeated);
        }
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  // `num ( $pattern ) $handles attr-dict : type($pattern) , type($handles)`; the results take the
  // handles' types (`AllTypesMatch<["handles", "replicated"]>`).
  parse: (parser: OperationParser, state: ParsedOperationState): boolean => {
    if (parser.parseKeyword('num') === null || !parser.parseLParen()) return false;
    const pattern = parser.parseOperand();
    if (pattern === null || !parser.parseRParen()) return false;
    const handlesOffset = parser.getCurrentOffset();
    const handles = parser.parseOperandList();
    if (handles === null || !parser.parseOptionalAttrDict(state.attributes)) return false;
    if (!parser.parseColon()) return false;
    const patternType = parseConstrainedType(parser, TransformOpHandle);
    if (patternType === null || !parser.parseComma()) return false;
    const types: Type[] = [];
    do {
      const type = parseConstrainedType(parser, TransformAnyHandle);
      if (type === null) return false;
      types.push(type);
    } while (parser.parseOptionalComma());
    state.resultTypes.push(...types);
    return (
      parser.resolveOperand(pattern, patternType, state.operands) &&
      parser.resolveOperands(handles, types, handlesOffset, state.operands)
    );
  },
  print: (op: Operation, printer: OpAsmPrinter): void => {
    const handles = op.operands.slice(1);
    printer.write(' num(');
    printer.printOperand(op.getOperand(0));
    printer.write(') ');
    printer.printOperands(handles);
    printer.printOptionalAttrDict(op.getAttrs());
    printer.write(' : ');
    printer.printType(op.getOperand(0).type);
    printer.write(', ');
    handles.forEach((handle, i) => {
      if (i > 0) printer.write(', ');
      printer.printType(handle.type);
    });
  },
}) {
  /** MLIR compares the two type lists whole, so their lengths must agree too. */
  override verify(): boolean {
    const operands = this.operands;
    let same = operands.length - 1 === this.numResults;
    for (let i = 0; same && i < this.numResults; i++)
      same = operands[i + 1]!.type === this.getResult(i).type;
    if (!same)
      this.emitOpError('failed to verify that all of {handles, replicated} have same type');
    return same;
  }
}
