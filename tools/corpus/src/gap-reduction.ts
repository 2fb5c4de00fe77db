import { functionTexts } from './function-texts.js';
import type { MlirTools } from './mlir-tools.js';
import { countOpsPerFunction } from './op-count.js';
import { runProcess } from './processes.js';
import { reduceLines } from './reduce.js';
import { runStrataOpt } from './strata.js';

type FoundTools = Extract<MlirTools, { found: true }>;

/** A small input where strata-opt's pass does worse than mlir-opt's, with both outputs. */
export interface GapCase {
  name: string;
  input: string;
  /** Ops of `name` after each tool's pass (undefined where strata-opt failed). */
  strataOps: number | undefined;
  mlirOps: number | undefined;
  /** Strata's output of `name`, or its diagnostics when it failed. */
  strataText: string | undefined;
  mlirText: string | undefined;
}

/** Both tools' `--PASS` on `text`, and the op count and printed text of function `name`. */
export async function runBothOnFunction(
  tools: FoundTools,
  text: string,
  pass: string,
  name: string,
): Promise<GapCase | undefined> {
  const mlir = await runProcess(tools.mlirOpt, ['-', `--${pass}`], text);
  if (mlir.status !== 0) return undefined;
  const strata = await runStrataOpt(text, [`--${pass}`]);
  const mlirCount = countOpsPerFunction(mlir.stdout);
  const strataCount = strata.ok ? countOpsPerFunction(strata.stdout) : undefined;
  return {
    name,
    input: text,
    mlirOps: mlirCount.ok ? mlirCount.counts.get(name) : undefined,
    strataOps: strataCount?.ok ? strataCount.counts.get(name) : undefined,
    mlirText: functionTexts(mlir.stdout).get(name),
    strataText: strata.ok ? functionTexts(strata.stdout).get(name) : strata.stderr.trim(),
  };
}

/** strata-opt fails on it, or leaves more ops in `name` than mlir-opt does. */
export function isGap(result: GapCase | undefined): result is GapCase {
  if (!result || result.mlirOps === undefined) return false;
  return result.strataOps === undefined || result.strataOps > result.mlirOps;
}

/**
 * Shrinks `text` (a module holding function `name`) while the same kind of gap remains: a
 * strata-opt failure with the same first diagnostic line, or more ops than mlir-opt's.
 */
export async function reduceGap(
  tools: FoundTools,
  text: string,
  pass: string,
  name: string,
): Promise<GapCase | undefined> {
  const original = await runBothOnFunction(tools, text, pass, name);
  if (!isGap(original)) return undefined;
  const failure = original.strataOps === undefined ? firstLine(original.strataText) : undefined;
  const stillAGap = async (candidate: string): Promise<boolean> => {
    const result = await runBothOnFunction(tools, candidate, pass, name);
    if (!isGap(result)) return false;
    if (failure !== undefined)
      return result.strataOps === undefined && firstLine(result.strataText) === failure;
    return result.strataOps !== undefined;
  };
  const reduced = await reduceLines(text, stillAGap, (line) =>
    line.startsWith(`func.func @${name}(`),
  );
  return runBothOnFunction(tools, reduced, pass, name);
}

/** A diagnostic's message without its location, so that it matches across reduced inputs. */
function firstLine(text: string | undefined): string {
  const line = (text ?? '').split('\n')[0] ?? '';
  return line.replace(/^[^:]*:\d+:\d+: /, '');
}
