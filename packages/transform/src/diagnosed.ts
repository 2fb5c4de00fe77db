/**
 * MLIR's `DiagnosedSilenceableFailure`: the outcome of applying a transform op. Success; a
 * silenceable failure that holds its diagnostics until an enclosing op decides to report or
 * suppress them; or a definite failure whose diagnostics were already emitted.
 */
import { Diagnostic, emitErrorAt, type Location, type Operation } from '@strata/ir-core';

type Kind = 'success' | 'silenceable' | 'definite';

export class DiagnosedSilenceableFailure {
  private constructor(
    private readonly kind: Kind,
    /** The held diagnostics of a silenceable failure, in emission order. */
    private diagnostics: Diagnostic[],
  ) {}

  static success(): DiagnosedSilenceableFailure {
    return new DiagnosedSilenceableFailure('success', []);
  }

  /** A failure whose diagnostics have already been emitted. */
  static definiteFailure(): DiagnosedSilenceableFailure {
    return new DiagnosedSilenceableFailure('definite', []);
  }

  static silenceableFailure(diagnostics: Diagnostic[]): DiagnosedSilenceableFailure {
    return new DiagnosedSilenceableFailure('silenceable', diagnostics);
  }

  succeeded(): boolean {
    return this.kind === 'success';
  }

  isSilenceableFailure(): boolean {
    return this.kind === 'silenceable';
  }

  isDefiniteFailure(): boolean {
    return this.kind === 'definite';
  }

  /** Adds a note to the last held diagnostic (no-op for other outcomes), and returns it. */
  attachNote(message: string, location?: Location): Diagnostic | null {
    const last = this.diagnostics[this.diagnostics.length - 1];
    return last === undefined ? null : last.attachNote(message, location);
  }

  /** Appends text to the last held diagnostic's message (MLIR's `diag << ...`). */
  append(text: string): this {
    this.diagnostics[this.diagnostics.length - 1]?.append(text);
    return this;
  }

  /** Moves the held diagnostics out (the failure becomes one without diagnostics). */
  takeDiagnostics(): Diagnostic[] {
    const taken = this.diagnostics;
    this.diagnostics = [];
    return taken;
  }

  /**
   * Emits the held diagnostics of a silenceable failure (MLIR's `checkAndReport`) and answers
   * whether the outcome was a success.
   */
  checkAndReport(): boolean {
    for (const diagnostic of this.takeDiagnostics())
      diagnostic.location.context.diagnostics.emit(diagnostic);
    return this.kind === 'success';
  }

  /** Drops the diagnostics of a silenceable failure; the outcome must not be used afterwards. */
  silence(): void {
    this.diagnostics = [];
  }
}

/** A silenceable failure with one error at `location` (MLIR's `emitSilenceableFailure`). */
export function emitSilenceableFailure(
  location: Location,
  message: string,
): DiagnosedSilenceableFailure {
  return DiagnosedSilenceableFailure.silenceableFailure([
    new Diagnostic('error', location, message),
  ]);
}

/**
 * Emits an error at `op`'s location now and answers a definite failure (MLIR's
 * `emitDefiniteFailure`). Reported at the location, not on the op: as in MLIR, no "see current
 * operation" note is attached.
 */
export function emitDefiniteFailure(
  op: Operation,
  message: string,
  configure?: (diagnostic: Diagnostic) => void,
): DiagnosedSilenceableFailure {
  emitErrorAt(op.location, message, configure);
  return DiagnosedSilenceableFailure.definiteFailure();
}
