/**
 * Diagnostic handlers of a tool like mlir-opt: one that prints each diagnostic against the source
 * text (MLIR's `SourceMgrDiagnosticHandler`) and one that checks diagnostics against the input's
 * `expected-*` comments (`SourceMgrDiagnosticVerifierHandler`, i.e. `--verify-diagnostics`).
 */
import {
  CallSiteLoc,
  FileLineColLoc,
  FusedLoc,
  NameLoc,
  UnknownLoc,
  type Location,
} from '../attributes/location.js';
import { OpaqueLoc } from '../attributes/opaque-loc.js';
import type { MLIRContext } from '../context.js';
import type {
  Diagnostic,
  DiagnosticHandlerRegistration,
  DiagnosticSeverity,
} from '../support/diagnostics.js';
import { scanExpectedDiagnostics, type ExpectedDiagnostic } from './expected-diagnostics.js';
import { formatUnlocatedMessage, type SourceMgr } from './source-mgr.js';

/** Where rendered diagnostics go (e.g. `(text) => process.stderr.write(text)`). */
export type DiagnosticOutput = (text: string) => void;

/** The first file location inside `loc`, in pre-order (MLIR's `findInstanceOf<FileLineColLoc>`). */
export function findFileLineColLoc(loc: Location): FileLineColLoc | null {
  const stack: Location[] = [loc];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current instanceof FileLineColLoc) return current;
    if (current instanceof NameLoc) stack.push(current.childLoc);
    else if (current instanceof OpaqueLoc) stack.push(current.fallbackLocation);
    else if (current instanceof CallSiteLoc) stack.push(current.caller, current.callee);
    else if (current instanceof FusedLoc)
      for (let i = current.locations.length - 1; i >= 0; i--) stack.push(current.locations[i]!);
  }
  return null;
}

/**
 * The location a diagnostic is shown at (MLIR's `findLocToShow`): the callee of a call site, the
 * first showable part of a fusion, the child of a name; never an unknown location.
 */
function findLocationToShow(loc: Location): Location | null {
  let current = loc;
  for (;;) {
    if (current instanceof CallSiteLoc) current = current.callee;
    else if (current instanceof NameLoc) current = current.childLoc;
    // What an opaque location wraps means nothing here: its fallback is shown (as in MLIR).
    else if (current instanceof OpaqueLoc) current = current.fallbackLocation;
    else if (current instanceof UnknownLoc) return null;
    else if (current instanceof FusedLoc) {
      for (const part of current.locations) {
        const shown = findLocationToShow(part);
        if (shown !== null) return shown;
      }
      return null;
    } else return current;
  }
}

/** Prints each diagnostic as mlir-opt does: `file:line:col: error: msg`, source line, caret, notes. */
export class SourceMgrDiagnosticHandler {
  private readonly registrations: DiagnosticHandlerRegistration[] = [];
  /** How many caller frames of a call-site location are printed as `called from` notes. */
  callStackLimit = 10;

  /** Handles the diagnostics of `context` (more contexts can be attached, e.g. one per split chunk). */
  constructor(
    readonly sourceMgr: SourceMgr,
    context: MLIRContext | null,
    readonly output: DiagnosticOutput,
  ) {
    if (context !== null) this.attach(context);
  }

  /** Also handles the diagnostics of `context`. */
  attach(context: MLIRContext): void {
    this.registrations.push(
      context.diagnostics.registerHandler((diagnostic) => {
        this.handle(diagnostic);
        return true;
      }),
    );
  }

  /** Unregisters the handler from every context it was attached to. */
  dispose(): void {
    for (const registration of this.registrations) registration.dispose();
    this.registrations.length = 0;
  }

  protected handle(diagnostic: Diagnostic): void {
    this.emitDiagnostic(diagnostic);
  }

  /** Prints a diagnostic and its notes. */
  emitDiagnostic(diagnostic: Diagnostic): void {
    const shown: { loc: Location; message: string }[] = [];
    let loc = diagnostic.location;
    const first = findLocationToShow(loc);
    if (first !== null) shown.push({ loc: first, message: diagnostic.message });
    // A call site also shows its chain of callers; `loc` ends at the last caller, as in MLIR.
    if (loc instanceof CallSiteLoc) {
      loc = loc.caller;
      for (let depth = 0; depth < this.callStackLimit; depth++) {
        const frame = findLocationToShow(loc);
        if (frame !== null) shown.push({ loc: frame, message: 'called from' });
        if (!(loc instanceof CallSiteLoc)) break;
        loc = loc.caller;
      }
    }
    if (shown.length === 0)
      this.emitAt(diagnostic.location, diagnostic.message, diagnostic.severity, true);
    else {
      this.emitAt(shown[0]!.loc, shown[0]!.message, diagnostic.severity, true);
      for (let i = 1; i < shown.length; i++)
        this.emitAt(shown[i]!.loc, shown[i]!.message, 'note', true);
    }
    // A note's source line is shown only when its location differs from the previous location.
    for (const note of diagnostic.notes) {
      this.emitAt(note.location, note.message, note.severity, note.location !== loc);
      loc = note.location;
    }
  }

  /** Prints one message at `loc` (MLIR's `emitDiagnostic(loc, message, kind, displaySourceLine)`). */
  protected emitAt(
    loc: Location,
    message: string,
    severity: DiagnosticSeverity,
    displaySourceLine: boolean,
  ): void {
    const fileLoc = findFileLineColLoc(loc);
    if (fileLoc === null) {
      const prefix = loc instanceof UnknownLoc ? '' : `${loc.toString()}: `;
      this.output(formatUnlocatedMessage(severity, prefix + message));
      return;
    }
    const text = displaySourceLine
      ? this.sourceMgr.formatMessage(
          fileLoc.filename,
          fileLoc.line,
          fileLoc.column,
          severity,
          message,
        )
      : `${fileLoc.filename}:${fileLoc.line}:${fileLoc.column}: ${severity}: ${message}\n`;
    this.output(text);
  }
}

/**
 * How strictly `--verify-diagnostics` checks: `all` also fails on diagnostics nothing expected (and
 * on near misses, a match of the wrong severity); `only-expected` checks only that each `expected-*`
 * comment is met, and ignores every other diagnostic.
 */
export type VerifyDiagnosticsLevel = 'all' | 'only-expected';

/**
 * `--verify-diagnostics`: each emitted diagnostic (and each note) must match an `expected-*` comment
 * of the buffers in the source manager; {@link verify} then reports expectations nothing matched.
 * Mismatches are printed with mlir-opt's messages.
 */
export class SourceMgrDiagnosticVerifierHandler extends SourceMgrDiagnosticHandler {
  private readonly expectedByFile = new Map<string, ExpectedDiagnostic[]>();
  private readonly expectedUnknown: ExpectedDiagnostic[] = [];
  private failed = false;

  /**
   * Collects the `expected-*` designators of the source manager's main buffer — for a split input,
   * the whole file, so one handler serves every chunk and {@link verify} runs once at the end, as
   * in mlir-opt.
   */
  constructor(
    sourceMgr: SourceMgr,
    context: MLIRContext | null,
    output: DiagnosticOutput,
    private readonly level: VerifyDiagnosticsLevel = 'all',
  ) {
    super(sourceMgr, context, output);
    const buffer = sourceMgr.mainBuffer;
    if (buffer === undefined) return;
    const scanned = scanExpectedDiagnostics(buffer);
    this.expectedByFile.set(buffer.name, scanned.located);
    this.expectedUnknown.push(...scanned.unknown);
    for (const error of scanned.errors) {
      this.failed = true;
      output(
        sourceMgr.formatMessage(
          buffer.name,
          error.line,
          error.column,
          'error',
          error.message,
          error.length,
        ),
      );
    }
  }

  protected override handle(diagnostic: Diagnostic): void {
    this.process(diagnostic.location, diagnostic.message, diagnostic.severity);
    for (const note of diagnostic.notes) this.process(note.location, note.message, note.severity);
  }

  /**
   * Reports every expectation that no diagnostic matched. Returns true when every diagnostic was
   * expected and every expectation was met.
   */
  verify(): boolean {
    for (const [file, expectations] of this.expectedByFile) {
      for (const expected of expectations) this.reportUnmatched(expected, file);
    }
    for (const expected of this.expectedUnknown) this.reportUnmatched(expected, null);
    this.expectedByFile.clear();
    this.expectedUnknown.length = 0;
    return !this.failed;
  }

  private reportUnmatched(expected: ExpectedDiagnostic, file: string | null): void {
    if (expected.matched) return;
    this.failed = true;
    const message = `expected ${expected.severity} "${expected.substring}" was not produced`;
    this.output(
      file === null
        ? formatUnlocatedMessage('error', message)
        : this.sourceMgr.formatMessage(
            file,
            expected.designatorLine,
            expected.designatorColumn,
            'error',
            message,
            expected.substring.length,
          ),
    );
  }

  private process(loc: Location, message: string, severity: DiagnosticSeverity): void {
    const fileLoc = findFileLineColLoc(loc);
    const candidates =
      fileLoc === null ? this.expectedUnknown : (this.expectedByFile.get(fileLoc.filename) ?? []);
    let nearMiss: ExpectedDiagnostic | null = null;
    for (const expected of candidates) {
      if (fileLoc !== null && fileLoc.line !== expected.line) continue;
      if (!expected.matches(message)) continue;
      if (expected.severity === severity) {
        expected.matched = true;
        return;
      }
      nearMiss = expected;
    }
    if (this.level === 'only-expected') return;
    this.failed = true;
    if (nearMiss !== null) {
      const text = `'${severity}' diagnostic emitted when expecting a '${nearMiss.severity}'`;
      this.output(
        fileLoc === null
          ? formatUnlocatedMessage('error', text)
          : this.sourceMgr.formatMessage(
              fileLoc.filename,
              nearMiss.designatorLine,
              nearMiss.designatorColumn,
              'error',
              text,
            ),
      );
      return;
    }
    this.emitAt(loc, `unexpected ${severity}: ${message}`, 'error', true);
  }
}
