/** `transform.debug.emit_param_as_remark`: reports parameter values as remarks (for tests). */
import {
  Diagnostic,
  defineOp,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  StrAttr,
  StringAttr,
  type UnresolvedOperand,
} from '@strata/ir-core';
import { TransformOpHandle, TransformParam } from '../constraints.js';
import { DiagnosedSilenceableFailure } from '../diagnosed.js';
import { navigationEffects, TransformOpInterface } from '../interfaces.js';

export class EmitParamAsRemarkOp extends defineOp({
  name: 'transform.debug.emit_param_as_remark',
  operands: { param: TransformParam, anchor: optional(TransformOpHandle) },
  properties: { message: optional(StrAttr) },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, _results, state) {
        const message = (op.properties.get('message') as StringAttr | undefined)?.value;
        const values = state.getParams(op.getOperand(0)).map((param) => param.toString());
        const text = (message === undefined ? '' : `${message} `) + values.join(', ');
        if (op.numOperands < 2) {
          op.emitRemark(text);
          return DiagnosedSilenceableFailure.success();
        }
        for (const anchor of state.getPayloadOps(op.getOperand(1)))
          op.context.diagnostics.emit(new Diagnostic('remark', anchor.location, text));
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  parse: parseEmitParamAsRemarkOp,
  print: (op: Operation, printer: OpAsmPrinter) => printEmitParamAsRemarkOp(op, printer),
}) {}

/** `%param [, "message"] [at %anchor] attr-dict : P [, A]`. */
function parseEmitParamAsRemarkOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const operands: UnresolvedOperand[] = [];
  const param = parser.parseOperand();
  if (param === null) return false;
  operands.push(param);
  if (parser.parseOptionalComma()) {
    const message = parser.parseString();
    if (message === null) return false;
    state.properties.set('message', StringAttr.get(parser.context, message));
  }
  if (parser.parseOptionalKeyword('at') !== undefined) {
    const anchor = parser.parseOperand();
    if (anchor === null) return false;
    operands.push(anchor);
  }
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  const types = parser.parseColonTypeList();
  return (
    types !== null &&
    parser.resolveOperands(operands, types, parser.getCurrentOffset(), state.operands)
  );
}

function printEmitParamAsRemarkOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  const message = op.properties.get('message');
  if (message !== undefined) {
    printer.write(', ');
    printer.printAttribute(message);
  }
  if (op.numOperands > 1) {
    printer.write(' at ');
    printer.printOperand(op.getOperand(1));
  }
  printer.printOptionalAttrDict(op.getAttrs(), ['message']);
  printer.write(' : ');
  printer.printTypeList(op.operands.map((v) => v.type));
}
