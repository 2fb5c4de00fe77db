/**
 * Turning the command line into a runnable pass manager: either `--pass-pipeline=...` (explicit
 * nesting, anchor from the text) or the pass flags in command-line order (implicit nesting under
 * the top-level op, as mlir-opt does), plus the instrumentation flags.
 */
import {
  type AnyPass,
  type IRAdapter,
  IRPrinting,
  type Nesting,
  type OpPassManager,
  PassManager,
  type PassRegistry,
  PassTiming,
  PipelineError,
  type Timer,
  parsePassPipeline,
} from '@strata/pass';
import type { CliOptions } from './cli-options.js';
import { irTreeWriter } from './ir-tree-files.js';
import type { ToolIO } from './tool-io.js';

/**
 * Builds the pipeline the command line describes, in a manager made by `create`, for a top-level
 * op named `topLevelName` (the anchor of flag-style pipelines). Returns the rendered error (one
 * message line, then the text and a caret) when the pipeline is invalid.
 */
export function buildPipeline<PM extends OpPassManager>(
  options: CliOptions,
  registry: PassRegistry,
  topLevelName: string,
  create: (anchor: string, nesting: Nesting) => PM,
): PM | string {
  const text = options['pass-pipeline'];
  if (text !== undefined) {
    const pm = parsePassPipeline(text, registry, (anchor) => create(anchor, 'explicit'));
    return pm instanceof PipelineError ? pm.format('<pass-pipeline>') : pm;
  }
  return addPassFlags(create(topLevelName, 'implicit'), options, registry);
}

/** Appends the command line's pass flags to `pm`; returns it, or the rendered error. */
function addPassFlags<PM extends OpPassManager>(
  pm: PM,
  options: CliOptions,
  registry: PassRegistry,
): PM | string {
  for (const flag of options.passes) {
    const error = registry.addToPipeline(pm, flag.argument, flag.options);
    if (!error) continue;
    // Show the flag as `--pass=options`, the caret on the name or inside the options.
    const shown = `--${flag.argument}=${flag.options}`;
    const located = error.aboutName
      ? new PipelineError(error.message, 2, shown)
      : error.rebase(shown, flag.argument.length + 3);
    return located.format('<command line>');
  }
  return pm;
}

/**
 * A runnable pass manager for the command line's pipeline over IR reached through `ir`. With
 * `--run-reproducer`, the reproducer's `pipeline` comes first and pass flags are appended to it;
 * `--pass-pipeline` replaces it, as in mlir-opt.
 */
export function buildPassManager(
  options: CliOptions,
  registry: PassRegistry,
  ir: IRAdapter,
  topLevelName: string,
  loadDialect: (name: string) => void,
  reproducerPipeline?: string,
): PassManager | string {
  const verifyEach = options['verify-each'];
  const create = (anchor: string, nesting: Nesting) =>
    new PassManager(anchor, { ir, nesting, verifyEach, loadDialect });
  if (reproducerPipeline === undefined || options['pass-pipeline'] !== undefined)
    return buildPipeline(options, registry, topLevelName, create);
  const pm = parsePassPipeline(reproducerPipeline, registry, (anchor) =>
    create(anchor, 'implicit'),
  );
  if (pm instanceof PipelineError) return reproducerPipelineError(pm);
  return addPassFlags(pm, options, registry);
}

/**
 * An error in a reproducer's pipeline, as mlir-opt reports it: located in the text inside the
 * anchor's parentheses (what MLIR's parser reads), or the bare message when there is no anchor.
 */
function reproducerPipelineError(error: PipelineError): string {
  const text = error.text;
  const open = text.indexOf('(');
  const close = text.trimEnd().length - 1;
  if (open < 0 || error.offset <= open || error.offset > close) return `${error.message}\n`;
  const inner = new PipelineError(
    error.message,
    error.offset - open - 1,
    text.slice(open + 1, close),
  );
  return inner.format('MLIR Textual PassPipeline Parser');
}

/** Adds the instrumentations the flags ask for. */
export function instrument(
  pm: PassManager,
  options: CliOptions,
  io: ToolIO,
  timingRoot: Timer | undefined,
): void {
  const stderr = (text: string) => io.stderr(text);
  const treeDir = options['mlir-print-ir-tree-dir'];
  if (timingRoot) pm.addInstrumentation(new PassTiming(timingRoot));
  const before = new Set(options['mlir-print-ir-before']);
  const after = new Set(options['mlir-print-ir-after']);
  const beforeAll = options['mlir-print-ir-before-all'];
  const afterAll = options['mlir-print-ir-after-all'] || options['mlir-print-ir-after-failure'];
  if (!beforeAll && !afterAll && before.size === 0 && after.size === 0) return;
  pm.addInstrumentation(
    new IRPrinting(pm.ir, {
      printBefore: (pass: AnyPass) => beforeAll || before.has(pass.argument),
      printAfter: (pass: AnyPass) => afterAll || after.has(pass.argument),
      onlyOnChange: options['mlir-print-ir-after-change'],
      onlyOnFailure: options['mlir-print-ir-after-failure'],
      moduleScope: options['mlir-print-ir-module-scope'],
      print: printOptionsOf(options),
      write: stderr,
      writeFile: treeDir === undefined ? undefined : irTreeWriter(treeDir, io),
    }),
  );
}

export function printOptionsOf(options: CliOptions) {
  return {
    generic: options['mlir-print-op-generic'],
    debugInfo: options['mlir-print-debuginfo'],
    prettyDebugInfo: options['mlir-pretty-debuginfo'],
    assumeVerified: options['mlir-print-assume-verified'],
    localScope: options['mlir-print-local-scope'],
    skipRegions: options['mlir-print-skip-regions'],
    valueUsers: options['mlir-print-value-users'],
    uniqueSSAIds: options['mlir-print-unique-ssa-ids'],
    nameLocAsPrefix: options['mlir-use-nameloc-as-prefix'],
    elementsHexThreshold: Number(options['mlir-print-elementsattrs-with-hex-if-larger']),
    elideElementsThreshold: Number(options['mlir-elide-elementsattrs-if-larger']),
    resourceStringLimit: optionalNumber(options['mlir-elide-resource-strings-if-larger']),
  };
}

function optionalNumber(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
}
