import { type Operation, printOperation } from '@strata/ir-core';
import type { DebugSink, RewritePattern } from '@strata/pattern-rewrite';

/** The separator MLIR's conversion driver prints around each legalized op. */
const LINE_COMMENT = '//===-------------------------------------------===//';

/** Stable pseudo-addresses, so that the lines about one op can be matched up. */
const addresses = new WeakMap<Operation, string>();
let nextAddress = 0x600000;

function address(op: Operation): string {
  let found = addresses.get(op);
  if (found === undefined) {
    found = `0x${(nextAddress += 0x40).toString(16).padStart(12, '0')}`;
    addresses.set(op, found);
  }
  return found;
}

/** `'name'(0x...)`, as the log names ops. */
export function describeOp(op: Operation): string {
  return `'${op.name.identifier}'(${address(op)})`;
}

export type NotificationKind = 'Insert' | 'Replace' | 'Erase' | 'Modified' | 'Move';

/**
 * Writes the tree MLIR's conversion driver logs under `-debug-only=dialect-conversion`: a block per
 * legalized op, a nested block per fold or pattern attempt, `**` lines for what patterns do, and
 * `} -> SUCCESS` / `} -> FAILURE : reason` closing each block.
 */
export class ConversionLog {
  private depth = 0;

  constructor(private readonly sink: DebugSink) {}

  private line(text: string): void {
    this.sink('  '.repeat(this.depth) + text);
  }

  startLegalizing(op: Operation): void {
    this.sink('');
    this.line(LINE_COMMENT);
    this.line(`Legalizing operation : ${describeOp(op)} {`);
    this.depth++;
    if (op.numRegions === 0) {
      this.line(printOperation(op, { generic: true }));
      this.sink('');
    }
  }

  /** Closes an op's block with its result and the separator. */
  endLegalizing(succeeded: boolean, message: string): void {
    this.close(succeeded, message);
    this.line(LINE_COMMENT);
  }

  startFold(): void {
    this.line('* Fold {');
    this.depth++;
  }

  startPattern(op: Operation, pattern: RewritePattern): void {
    this.sink('');
    this.line(`* Pattern : '${op.name.identifier} -> (${pattern.getGeneratedOps().join(', ')})' {`);
    this.depth++;
  }

  notification(kind: NotificationKind, op: Operation): void {
    const label = kind === 'Modified' ? 'Modified:' : `${kind.padEnd(7)} :`;
    this.line(`** ${label} ${describeOp(op)}`);
  }

  /** A pattern created or moved a block into a region of `parent`. */
  blockInserted(parent: Operation | null): void {
    this.line(
      parent === null
        ? '** Insert Block into detached Region (nullptr parent op)'
        : `** Insert Block into : ${describeOp(parent)}`,
    );
  }

  matchFailure(reason: string): void {
    this.line(`** Failure : ${reason}`);
  }

  /** Closes the innermost block: `} -> SUCCESS[ : message]` or `} -> FAILURE : message`. */
  close(succeeded: boolean, message: string): void {
    if (this.depth > 0) this.depth--;
    const suffix = message === '' ? '' : ` : ${message}`;
    this.line(`} -> ${succeeded ? 'SUCCESS' : 'FAILURE'}${suffix}`);
  }
}
