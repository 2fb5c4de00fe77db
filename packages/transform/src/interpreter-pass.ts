/**
 * `--transform-interpreter` (MLIR's `transform::InterpreterPass`): finds the named sequence
 * `entry-point` (default `@__transform_main`) in the op the pass runs on and applies it to that op,
 * or to the op `debug-payload-root-tag` selects, with trailing arguments bound by
 * `debug-bind-trailing-args`.
 */
import type { Operation } from '@strata/ir-core';
import { Pass, type PassRegistry } from '@strata/pass';
import { debugLog, isDebugEnabled, registerDebugChannel } from '@strata/pass/debug';
import * as z from 'zod/mini';
import type { TransformDialect } from './dialect.js';
import { applyTransformNamedSequence, findTransformEntryPoint } from './interpreter.js';
import { findPayloadRoot, parseTrailingBindings } from './interpreter-debug-options.js';

export const TRANSFORM_DEBUG_CHANNEL = 'transform-dialect';

registerDebugChannel(
  TRANSFORM_DEBUG_CHANNEL,
  'The transform interpreter: each transform op as it is applied',
);

const options = z.object({
  'debug-payload-root-tag': z._default(
    z
      .string()
      .check(
        z.describe(
          "Select the operation with 'transform.target_tag' attribute having the given value as payload IR root. If empty select the pass anchor operation as the payload IR root.",
        ),
      ),
    '',
  ),
  'debug-bind-trailing-args': z._default(
    z
      .array(z.string())
      .check(
        z.describe(
          'Binds trailing arguments of the entry point to the payload operations with specified names.',
        ),
      ),
    [],
  ),
  'entry-point': z._default(
    z.string().check(z.describe('Entry point of the pass pipeline.')),
    '__transform_main',
  ),
  'disable-expensive-checks': z._default(
    z.boolean().check(z.describe('Disable expensive checks in the interpreter for a faster run.')),
    false,
  ),
});

export class TransformInterpreterPass extends Pass<typeof options> {
  readonly argument = 'transform-interpreter';
  readonly name = 'InterpreterPass';
  override readonly description = 'transform dialect interpreter';
  override readonly optionsSchema = options;

  /**
   * `passRegistry` is what `transform.apply_registered_pass` may run; `printOutput` receives what
   * `transform.print` writes (default: the process's stdout).
   */
  constructor(
    private readonly passRegistry: PassRegistry | null = null,
    private readonly printOutput: ((text: string) => void) | null = null,
  ) {
    super();
  }

  runOnOperation(): void {
    const root = this.getOperation() as Operation;
    const dialect = root.context.getLoadedDialect('transform') as TransformDialect | undefined;
    const library = dialect?.libraryModule ?? null;
    const payloadRoot = findPayloadRoot(root, this.options['debug-payload-root-tag']);
    if (payloadRoot === null) return this.signalPassFailure();
    const entry = findTransformEntryPoint(root, library, this.options['entry-point']);
    if (entry === null) return this.signalPassFailure();
    const bindings = parseTrailingBindings(payloadRoot, this.options['debug-bind-trailing-args']);
    if (bindings === null) return this.signalPassFailure();
    const ok = applyTransformNamedSequence(payloadRoot, entry, bindings, {
      expensiveChecks: !this.options['disable-expensive-checks'],
      passRegistry: this.passRegistry,
      printOutput: this.printOutput,
      debugLog: isDebugEnabled(TRANSFORM_DEBUG_CHANNEL) ? writeDebugLine : null,
    });
    if (!ok) this.signalPassFailure();
  }
}

function writeDebugLine(line: string): void {
  debugLog(TRANSFORM_DEBUG_CHANNEL, line);
}
