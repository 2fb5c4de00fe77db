import { type Corpus, functionSources } from './corpus.js';
import { type Execution, executeModule } from './execute.js';
import { functionTexts } from './function-texts.js';
import type { MlirTools } from './mlir-tools.js';
import { countOpsPerFunction, type OpCounts } from './op-count.js';
import { runProcess } from './processes.js';
import { runStrataOpt } from './strata.js';

type FoundTools = Extract<MlirTools, { found: true }>;

const NOT_COUNTED: OpCounts = { ok: true, counts: new Map() };

/** One function's outcome under one pass. */
export interface FunctionOutcome {
  name: string;
  /** The line main printed for it from the input, and from strata-opt's output (or undefined). */
  expected: string | undefined;
  actual: string | undefined;
  strataOps: number | undefined;
  mlirOps: number | undefined;
  /** strata-opt printed this function exactly as mlir-opt did. */
  identical: boolean;
  /** The function as generated, and as each tool printed it after the pass. */
  input: string;
  strataText: string | undefined;
  mlirText: string | undefined;
}

/** One pass over one module: whole-module failures, or per-function outcomes. */
export interface PassOutcome {
  pass: string;
  /** A failure that leaves nothing to compare: strata-opt failed, mlir-opt rejected its output, ... */
  failure: string | undefined;
  /** mlir-opt's diagnostics when it ran on {@link RunToCompare.mlirChunks} (chunks it rejected). */
  mlirDiagnostics?: string;
  functions: FunctionOutcome[];
}

/**
 * Runs `strata-opt --PASS` and `mlir-opt --PASS` on a corpus module, checks that mlir-opt accepts
 * Strata's output, executes it, and compares each function's printed results with the input's and
 * its op count with mlir-opt's. `baseline` is the input's own execution (shared by all passes).
 */
export async function comparePass(
  tools: FoundTools,
  corpus: Corpus,
  baseline: Execution,
  pass: string,
): Promise<PassOutcome> {
  const flag = `--${pass}`;
  return compareRun(tools, corpus, baseline, { label: pass, input: corpus.text, flags: [flag] });
}

/** One run of both tools to compare: the input text, the flags, and the outcome's label. */
export interface RunToCompare {
  label: string;
  input: string;
  flags: readonly string[];
  /** An output's payload, executed and counted (e.g. without the transform script). */
  payloadOf?: (output: string) => string;
  /**
   * mlir-opt's input instead of `input`: one `--split-input-file` chunk per corpus function, so
   * that a chunk mlir-opt rejects (or a script it cannot run) leaves only that function uncompared
   * (`mlirText` undefined). mlir-opt's ops are then not counted: its output may hold ops of
   * dialects Strata lacks (peeling a loop with unknown bounds writes `affine.apply`).
   */
  mlirChunks?: string;
}

/**
 * {@link comparePass} for any run over a corpus module's functions: both tools run `flags` on
 * `input`, and each function of the outputs is compared as comparePass describes.
 */
export async function compareRun(
  tools: FoundTools,
  corpus: Corpus,
  baseline: Execution,
  run: RunToCompare,
): Promise<PassOutcome> {
  const pass = run.label;
  const flag = run.flags.join(' ');
  const chunked = run.mlirChunks !== undefined;
  const mlirRun = chunked
    ? runProcess(tools.mlirOpt, ['-', '--split-input-file', ...run.flags], run.mlirChunks!)
    : runProcess(tools.mlirOpt, ['-', ...run.flags], run.input);
  const strata = await runStrataOpt(run.input, run.flags);
  const mlir = await mlirRun;
  const fail = (failure: string): PassOutcome => ({ pass, failure, functions: [] });
  if (!baseline.ok) return fail(`the input does not run: ${baseline.error}`);
  if (mlir.status !== 0 && !chunked) return fail(`mlir-opt ${flag} failed: ${mlir.stderr}`);
  if (!strata.ok) return fail(`strata-opt ${flag} failed: ${strata.stderr}`);
  const strataPayload = run.payloadOf?.(strata.stdout) ?? strata.stdout;
  // mlir-opt's check and the run proceed in other processes while Strata counts ops here. A
  // chunked run's script may use Strata's own ops: only its payload must be MLIR's.
  const acceptedRun = runProcess(tools.mlirOpt, ['-'], chunked ? strataPayload : strata.stdout);
  const executionRun = executeModule(tools, strataPayload);
  const strataCounts = countOpsPerFunction(strataPayload);
  const mlirCounts = chunked
    ? NOT_COUNTED
    : countOpsPerFunction(run.payloadOf?.(mlir.stdout) ?? mlir.stdout);
  const [accepted, execution] = await Promise.all([acceptedRun, executionRun]);
  if (accepted.status !== 0) {
    return fail(`mlir-opt rejects strata-opt ${flag}'s output: ${accepted.stderr}`);
  }
  if (!execution.ok) return fail(`strata-opt ${flag}'s output does not run: ${execution.error}`);
  if (!strataCounts.ok) return fail(`Strata cannot parse its own output: ${strataCounts.error}`);
  if (!mlirCounts.ok) return fail(`Strata cannot parse mlir-opt's output: ${mlirCounts.error}`);
  const inputTexts = functionSources(corpus);
  const strataTexts = functionTexts(strata.stdout);
  const mlirTexts = functionTexts(mlir.stdout);
  const functions = corpus.functions.map((fn, index): FunctionOutcome => {
    const strataText = strataTexts.get(fn.name);
    const mlirText = mlirTexts.get(fn.name);
    return {
      name: fn.name,
      expected: baseline.lines.get(index),
      actual: execution.lines.get(index),
      strataOps: strataCounts.counts.get(fn.name),
      mlirOps: mlirCounts.counts.get(fn.name),
      identical: strataText !== undefined && strataText === mlirText,
      input: inputTexts.get(fn.name) ?? '',
      strataText,
      mlirText,
    };
  });
  const mlirDiagnostics = chunked ? mlir.stderr : undefined;
  return { pass, failure: undefined, mlirDiagnostics, functions };
}
