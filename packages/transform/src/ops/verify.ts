/**
 * `transform.verify %target : T`: runs the IR verifier on each payload op of the handle. The
 * verifier's own diagnostics are emitted as they come; the first op that fails ends the transform
 * with a definite failure and a note at that op.
 */
import {
  defineOp,
  Diagnostic,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  verify,
} from '@strata/ir-core';
import { TransformOpHandle } from '../constraints.js';
import { DiagnosedSilenceableFailure } from '../diagnosed.js';
import { navigationEffects, TransformOpInterface } from '../interfaces.js';
import { parseConstrainedType } from './syntax.js';

export class VerifyOp extends defineOp({
  name: 'transform.verify',
  operands: { target: TransformOpHandle },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, _results, state) {
        for (const target of state.getPayloadOps(op.getOperand(0))) {
          if (verify(target)) continue;
          // Definite, as in MLIR, and reported at the location only (no op attached).
          const error = new Diagnostic('error', op.location, 'failed to verify payload op');
          error.attachNote('payload op', target.location);
          op.context.diagnostics.emit(error);
          return DiagnosedSilenceableFailure.definiteFailure();
        }
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  // `$target attr-dict : type($target)`, the type checked as the parser reads it.
  parse: (parser: OperationParser, state: ParsedOperationState): boolean => {
    const target = parser.parseOperand();
    if (target === null || !parser.parseOptionalAttrDict(state.attributes)) return false;
    if (!parser.parseColon()) return false;
    const type = parseConstrainedType(parser, TransformOpHandle);
    return type !== null && parser.resolveOperand(target, type, state.operands);
  },
  print: (op: Operation, printer: OpAsmPrinter): void => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printer.printOptionalAttrDict(op.getAttrs());
    printer.write(' : ');
    printer.printType(op.getOperand(0).type);
  },
}) {}
