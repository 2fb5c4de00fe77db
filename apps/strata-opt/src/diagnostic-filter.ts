/**
 * `--mlir-diagnostic-verbosity-level` and `--mlir-disable-diagnostic-notes`: diagnostics below the
 * chosen severity, and diagnostics emitted as notes on their own, are dropped before they are
 * printed. As in mlir-opt, errors always pass, notes attached to another diagnostic are printed
 * with it, and with `--verify-diagnostics` nothing is filtered.
 */
import type { Diagnostic, MLIRContext } from '@strata/ir-core';

/** Which diagnostics are printed: errors only, errors and warnings, or remarks too (the default). */
export type DiagnosticVerbosity = 'errors' | 'warnings' | 'remarks';

export interface DiagnosticFilterOptions {
  verbosity: DiagnosticVerbosity;
  showNotes: boolean;
}

function dropped(diagnostic: Diagnostic, options: DiagnosticFilterOptions): boolean {
  switch (diagnostic.severity) {
    case 'error':
      return false;
    case 'warning':
      return options.verbosity === 'errors';
    case 'remark':
      return options.verbosity !== 'remarks';
    case 'note':
      return !options.showNotes;
  }
}

/**
 * Registers the filter on `context`; it must be registered after the printing handler, so that it
 * sees each diagnostic first. Nothing is registered when it would let everything through.
 */
export function installDiagnosticFilter(
  context: MLIRContext,
  options: DiagnosticFilterOptions,
): void {
  if (options.verbosity === 'remarks' && options.showNotes) return;
  // A dropped diagnostic counts as handled, so that no other handler prints it.
  context.diagnostics.registerHandler((diagnostic) => dropped(diagnostic, options) || undefined);
}
