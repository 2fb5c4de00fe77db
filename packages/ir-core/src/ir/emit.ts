import type { Location } from '../attributes/location.js';
import { Diagnostic, type DiagnosticSeverity } from '../support/diagnostics.js';

/**
 * Reports a diagnostic at `location` through its context's engine (MLIR's free `emitError`).
 * `configure` runs before emission, to attach notes.
 */
export function emitDiagnosticAt(
  severity: DiagnosticSeverity,
  location: Location,
  message: string,
  configure?: (diagnostic: Diagnostic) => void,
): Diagnostic {
  const diagnostic = new Diagnostic(severity, location, message);
  if (configure) configure(diagnostic);
  location.context.diagnostics.emit(diagnostic);
  return diagnostic;
}

export function emitErrorAt(
  location: Location,
  message: string,
  configure?: (diagnostic: Diagnostic) => void,
): Diagnostic {
  return emitDiagnosticAt('error', location, message, configure);
}
