import { type Operation, printOperation } from '@strata/ir-core';
import type { RewritePattern } from './pattern.js';

/** Receives the greedy driver's debug output, one line at a time (no trailing newline). */
export type DebugSink = (line: string) => void;

/** The separator MLIR's greedy driver prints around each processed op. */
const LINE_COMMENT = '//===-------------------------------------------===//';

/** Stable pseudo-addresses for ops, so that log lines about one op can be matched up. */
const addresses = new WeakMap<Operation, string>();
let nextAddress = 0x1000;

export function opAddress(op: Operation): string {
  let address = addresses.get(op);
  if (address === undefined) {
    address = `0x${(nextAddress += 0x40).toString(16).padStart(12, '0')}`;
    addresses.set(op, address);
  }
  return address;
}

/**
 * Writes the tree MLIR's greedy driver logs under `-debug-only=greedy-rewriter`: one block per
 * processed op, one nested block per tried pattern, `**` lines for each IR notification.
 */
export class GreedyRewriterLog {
  private depth = 0;

  constructor(private readonly sink: DebugSink) {}

  private line(text: string): void {
    this.sink('  '.repeat(this.depth) + text);
  }

  startProcessing(op: Operation): void {
    this.sink('');
    this.line(LINE_COMMENT);
    this.line(`Processing operation : '${op.name.identifier}'(${opAddress(op)}) {`);
    this.depth++;
    if (op.numRegions === 0) {
      this.line(printOperation(op, { generic: true }));
      this.sink('');
    }
  }

  startPattern(pattern: RewritePattern, op: Operation): void {
    this.sink('');
    this.line(
      `* Pattern ${pattern.getDebugName()} : '${op.name.identifier} -> (${pattern.getGeneratedOps().join(', ')})' {`,
    );
    this.depth++;
  }

  /** A `** Kind : 'op'(address)` notification line; `kind` is padded as MLIR's are. */
  notification(kind: 'Insert' | 'Modified' | 'Replace' | 'Erase', op: Operation): void {
    const label = kind === 'Modified' ? 'Modified:' : `${kind.padEnd(7)} :`;
    this.line(`** ${label} '${op.name.identifier}'(${opAddress(op)})`);
  }

  failure(reason: string): void {
    this.line(`** Match Failure : ${reason}`);
  }

  /** Closes the innermost block with `} -> result : message`. */
  result(result: 'success' | 'failure', message: string): void {
    if (this.depth > 0) this.depth--;
    this.line(`} -> ${result} : ${message}`);
  }

  /** Closes a processed op's block and prints the separator. */
  resultWithLine(result: 'success' | 'failure', message: string): void {
    this.result(result, message);
    this.line(LINE_COMMENT);
  }

  /** A free-form line (e.g. the non-convergence note). */
  note(text: string): void {
    this.line(text);
  }
}
