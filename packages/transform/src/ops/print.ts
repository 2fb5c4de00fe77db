/**
 * `transform.print [%target] attr-dict [: T]`: writes `[[[ IR printer: NAME ]]]` and then each
 * payload op of `%target` (or, without a target, the top-level op with `top-level` in the banner)
 * to the interpreter's print output, as MLIR's `transform::PrintOp` writes to stdout.
 */
import {
  defineOp,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  memoryEffect,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type OpPrintingFlags,
  optional,
  type ParsedOperationState,
  printOperation,
  StrAttr,
  type StringAttr,
  UnitAttrConstraint,
  verify,
} from '@strata/ir-core';
import { TransformOpHandle } from '../constraints.js';
import { DiagnosedSilenceableFailure } from '../diagnosed.js';
import { onlyReadsHandle, onlyReadsPayload, TransformOpInterface } from '../interfaces.js';

export class PrintOp extends defineOp({
  name: 'transform.print',
  operands: { target: optional(TransformOpHandle) },
  properties: {
    name: optional(StrAttr),
    assume_verified: UnitAttrConstraint,
    use_local_scope: UnitAttrConstraint,
    skip_regions: UnitAttrConstraint,
  },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects(op: Operation): MemoryEffectInstance[] {
        const effects: MemoryEffectInstance[] = [];
        onlyReadsHandle(op.operands, effects);
        onlyReadsPayload(effects);
        // Writing the output has no resource of its own: MLIR declares a default-resource write.
        effects.push(memoryEffect('write'));
        return effects;
      },
    }),
    TransformOpInterface.implement({
      apply(op, _rewriter, _results, state) {
        const name = op.properties.get('name') as StringAttr | undefined;
        const banner = `[[[ IR printer: ${name === undefined ? '' : `${name.value} `}`;
        const write = state.options.printOutput ?? writeToProcessStdout;
        const flags: OpPrintingFlags = {
          localScope: op.properties.has('use_local_scope'),
          skipRegions: op.properties.has('skip_regions'),
        };
        const assumeVerified = op.properties.has('assume_verified');
        const targets = op.numOperands === 0 ? null : state.getPayloadOps(op.getOperand(0));
        if (targets === null) {
          write(`${banner}top-level ]]]\n`);
          write(`${printPayload(state.getTopLevel(), flags, assumeVerified)}\n`);
          return DiagnosedSilenceableFailure.success();
        }
        write(`${banner}]]]\n`);
        for (const target of targets) write(`${printPayload(target, flags, assumeVerified)}\n`);
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  parse: parsePrintOp,
  print: printPrintOp,
}) {}

/**
 * Prints `op` as MLIR's `Operation::print` does for these flags: unless told the IR is verified,
 * an op that fails verification (its diagnostics swallowed) is printed in generic form.
 */
function printPayload(op: Operation, given: OpPrintingFlags, assumeVerified: boolean): string {
  const flags: OpPrintingFlags = { ...given };
  if (!assumeVerified) {
    const swallow = op.context.diagnostics.registerHandler(() => true);
    try {
      flags.generic = !verify(op);
    } finally {
      swallow.dispose();
    }
  }
  return printOperation(op, flags);
}

/** The process's stdout when running under Node, for callers that gave no `printOutput`. */
function writeToProcessStdout(text: string): void {
  const stdout = (globalThis as { process?: { stdout?: { write(text: string): unknown } } }).process
    ?.stdout;
  stdout?.write(text);
}

/** `[%target] attr-dict [: T]` (MLIR's `$target attr-dict (`:` type($target)^)?`). */
function parsePrintOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const target = parser.parseOptionalOperand();
  if (target === null) return false;
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  if (target === undefined) return true;
  const type = parser.parseColonType();
  return type !== null && parser.resolveOperand(target, type, state.operands);
}

/** Keeps MLIR's spacing: a space after the name even when no target follows. */
function printPrintOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  if (op.numOperands > 0) printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(op.getAttrs());
  if (op.numOperands === 0) return;
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
}
