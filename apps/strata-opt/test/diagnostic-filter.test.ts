/**
 * The diagnostic filter on its own: which severities each verbosity level lets through, and notes
 * emitted as diagnostics of their own (no strata-opt input produces one, so the differential
 * tests cannot show it).
 */
import { Diagnostic, type DiagnosticSeverity, MLIRContext, UnknownLoc } from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { type DiagnosticFilterOptions, installDiagnosticFilter } from '../src/diagnostic-filter.js';

const SEVERITIES: DiagnosticSeverity[] = ['error', 'warning', 'remark', 'note'];

/** The severities that reach a handler registered before the filter, as the printing one is. */
function passed(options: DiagnosticFilterOptions): DiagnosticSeverity[] {
  const context = new MLIRContext();
  const seen: DiagnosticSeverity[] = [];
  context.diagnostics.registerHandler((diagnostic) => {
    seen.push(diagnostic.severity);
    return true;
  });
  installDiagnosticFilter(context, options);
  for (const severity of SEVERITIES)
    context.diagnostics.emit(new Diagnostic(severity, UnknownLoc.get(context), 'message'));
  return seen;
}

describe('installDiagnosticFilter', () => {
  it('lets everything through by default', () => {
    expect(passed({ verbosity: 'remarks', showNotes: true })).toEqual(SEVERITIES);
  });

  it('drops remarks at the warnings level, and warnings too at the errors level', () => {
    expect(passed({ verbosity: 'warnings', showNotes: true })).toEqual([
      'error',
      'warning',
      'note',
    ]);
    expect(passed({ verbosity: 'errors', showNotes: true })).toEqual(['error', 'note']);
  });

  it('drops notes emitted on their own with --mlir-disable-diagnostic-notes', () => {
    expect(passed({ verbosity: 'remarks', showNotes: false })).toEqual([
      'error',
      'warning',
      'remark',
    ]);
    expect(passed({ verbosity: 'errors', showNotes: false })).toEqual(['error']);
  });
});
