import { type Operation, printOperation } from '@strata/ir-core';
import * as z from 'zod/mini';
import { ReportingPass } from './reporting-pass.js';

const options = z.object({
  label: z._default(z.string().check(z.describe('Label')), ''),
});

/**
 * `print-ir` (MLIR's `PrintIRPass`): writes `// -----// IR Dump LABEL //----- //` and then the op
 * it runs on, as MLIR's `Operation::dump` prints it: in local scope (no alias definitions), with
 * the tool's printing options (the context's `defaultPrintingFlags`), to `write` (stderr).
 */
export class PrintIRPass extends ReportingPass<typeof options> {
  readonly argument = 'print-ir';
  readonly name = 'PrintIRPass';
  override readonly description = 'Print IR on the debug stream';
  override readonly optionsSchema = options;

  runOnOperation(): void {
    const op = this.getOperation() as Operation;
    const label = this.options.label === '' ? '' : ` ${this.options.label}`;
    const flags = { ...op.context.defaultPrintingFlags, localScope: true };
    this.write(`// -----// IR Dump${label} //----- //\n${printOperation(op, flags)}\n`);
    this.markAllAnalysesPreserved();
  }
}
