/**
 * The transform-dialect part of the differential corpus: transform scripts that both tools run
 * with `--transform-interpreter` on a corpus module, so that the transformed functions can be
 * compared byte for byte with mlir-opt's and executed.
 */
import { type Corpus, functionSources } from './corpus.js';
import { compareRun, type PassOutcome, type RunToCompare } from './differential.js';
import { executeModule } from './execute.js';
import type { MlirTools } from './mlir-tools.js';
import { TILE_ROOT_ATTRIBUTE } from './loop-function-generator.js';

/** The body of each script's `@__transform_main(%root)`, by name. */
export const TRANSFORM_SCRIPTS: Readonly<Record<string, string>> = {
  canonicalization: `
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op`,
  cse: `
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op`,
  'unroll-by-2': `
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %loops {factor = 2} : !transform.any_op`,
  'registered-licm': `
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.apply_registered_pass "loop-invariant-code-motion" to %f : (!transform.any_op) -> !transform.any_op`,
};

/**
 * The scripts the loop corpus runs (issue 8's differential evidence): unroll every scf.for by 2;
 * peel every scf.for that needs it (`loop.peel` fails silenceably on a loop whose step divides its
 * range, so each loop gets its own suppressing sequence); tile each nest marked `{tile_root}` and
 * unroll the innermost point loop that tiling produced. mlir-opt 22 has no tiling op for scf.for
 * (`transform.loop.tile` is Strata's): it rejects `tile-then-unroll`, which is checked by
 * execution only.
 */
export const LOOP_TRANSFORM_SCRIPTS: Readonly<Record<string, string>> = {
  'unroll-by-2': TRANSFORM_SCRIPTS['unroll-by-2']!,
  peel: `
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    transform.foreach %loops : !transform.op<"scf.for"> {
    ^bb0(%loop: !transform.op<"scf.for">):
      transform.sequence %loop : !transform.op<"scf.for"> failures(suppress) {
      ^bb1(%l: !transform.op<"scf.for">):
        %main, %rest = transform.loop.peel %l : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
      }
    }`,
  'tile-then-unroll': `
    %marked = transform.structured.match ops{["scf.for"]} attributes {${TILE_ROOT_ATTRIBUTE}} in %root : (!transform.any_op) -> !transform.any_op
    %roots = transform.cast %marked : !transform.any_op to !transform.op<"scf.for">
    %tiles, %points = transform.loop.tile %roots {tile_sizes = array<i64: 3, 4, 2>} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %points {factor = 2} : !transform.any_op`,
};

const ENTRY = '  transform.named_sequence @__transform_main(';

/** The corpus module with the script appended, in a module marked for named sequences. */
export function withTransformScript(corpus: Corpus, body: string): string {
  return scriptedModule(corpus.text, body);
}

/** `text` (top-level ops, one a line at column 0) and the script, in a named-sequence module. */
function scriptedModule(text: string, body: string): string {
  return (
    'module attributes {transform.with_named_sequence} {\n' +
    text +
    `${ENTRY}%root: !transform.any_op {transform.readonly}) {${body}\n    transform.yield\n  }\n}\n`
  );
}

/** A printed module without its `@__transform_main`: the payload, to execute and count. */
export function withoutTransformScript(output: string): string {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith(ENTRY));
  if (start < 0) return output;
  let end = start;
  while (end < lines.length && lines[end] !== '  }') end++;
  lines.splice(start, end - start + 1);
  return lines.join('\n');
}

/**
 * The run that compares script `name` (of `scripts`, by default TRANSFORM_SCRIPTS) on `corpus`,
 * labelled `transform:NAME`.
 */
export function transformRun(
  corpus: Corpus,
  name: string,
  scripts: Readonly<Record<string, string>> = TRANSFORM_SCRIPTS,
): RunToCompare {
  return {
    label: `transform:${name}`,
    input: withTransformScript(corpus, scripts[name]!),
    flags: ['--transform-interpreter'],
    payloadOf: withoutTransformScript,
  };
}

/**
 * The run of loop script `name` (LOOP_TRANSFORM_SCRIPTS) on a loop corpus module: strata-opt runs
 * it on the whole module, mlir-opt on each function alone (the functions call nothing), so that a
 * function whose script mlir-opt rejects leaves the others compared.
 */
export function loopTransformRun(corpus: Corpus, name: string): RunToCompare {
  const body = LOOP_TRANSFORM_SCRIPTS[name]!;
  const sources = functionSources(corpus);
  const chunks = corpus.functions.map((fn) => scriptedModule(`${sources.get(fn.name)!}\n`, body));
  return {
    ...transformRun(corpus, name, LOOP_TRANSFORM_SCRIPTS),
    mlirChunks: chunks.join('// -----\n'),
  };
}

/**
 * Runs each script on every module (the modules in parallel, the scripts in turn) after executing
 * the modules once for their baselines; `reportScript` hears each script's outcomes as they come.
 */
export async function compareScripts(
  tools: Extract<MlirTools, { found: true }>,
  corpora: readonly Corpus[],
  scripts: readonly string[],
  runOf: (corpus: Corpus, script: string) => RunToCompare,
  reportScript: (script: string, outcomes: PassOutcome[]) => void,
): Promise<Map<string, PassOutcome[]>> {
  const baselines = await Promise.all(corpora.map((corpus) => executeModule(tools, corpus.text)));
  const outcomes = new Map<string, PassOutcome[]>();
  for (const script of scripts) {
    const perModule = await Promise.all(
      corpora.map((corpus, i) => compareRun(tools, corpus, baselines[i]!, runOf(corpus, script))),
    );
    outcomes.set(script, perModule);
    reportScript(script, perModule);
  }
  return outcomes;
}
