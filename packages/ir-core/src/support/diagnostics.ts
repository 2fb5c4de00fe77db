import type { Location } from '../attributes/location.js';

export type DiagnosticSeverity = 'error' | 'warning' | 'remark' | 'note';

/** A located message with attached notes, as MLIR's `Diagnostic`. */
export class Diagnostic {
  readonly notes: Diagnostic[] = [];

  constructor(
    readonly severity: DiagnosticSeverity,
    readonly location: Location,
    public message: string,
  ) {}

  /** Attaches a note (at `location`, or at this diagnostic's location) and returns it. */
  attachNote(message: string, location: Location = this.location): Diagnostic {
    const note = new Diagnostic('note', location, message);
    this.notes.push(note);
    return note;
  }

  /** Appends text to the message, for building a message in pieces. */
  append(text: string): this {
    this.message += text;
    return this;
  }
}

/**
 * A handler sees each diagnostic as it is emitted. Returning `true` marks it handled; otherwise
 * the next (earlier registered) handler is tried, as with MLIR's handler stack.
 */
export type DiagnosticHandler = (diagnostic: Diagnostic) => boolean | void;

export interface DiagnosticHandlerRegistration {
  dispose(): void;
}

/** Routes diagnostics to the most recently registered handler that accepts them. */
export class DiagnosticEngine {
  private handlers: DiagnosticHandler[] = [];
  /** Diagnostics no handler took; printed to stderr unless a handler is registered. */
  readonly unhandled: Diagnostic[] = [];

  registerHandler(handler: DiagnosticHandler): DiagnosticHandlerRegistration {
    this.handlers.push(handler);
    return {
      dispose: () => {
        const index = this.handlers.lastIndexOf(handler);
        if (index >= 0) this.handlers.splice(index, 1);
      },
    };
  }

  emit(diagnostic: Diagnostic): void {
    for (let i = this.handlers.length - 1; i >= 0; i--) {
      if (this.handlers[i]!(diagnostic) === true) return;
    }
    this.unhandled.push(diagnostic);
  }
}
