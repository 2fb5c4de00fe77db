/**
 * The transform-dialect part of the differential corpus: transform scripts that both tools run
 * with `--transform-interpreter` on a corpus module, so that the transformed functions can be
 * compared byte for byte with mlir-opt's and executed.
 */
import type { Corpus } from './corpus.js';
import type { RunToCompare } from './differential.js';

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

const ENTRY = '  transform.named_sequence @__transform_main(';

/** The corpus module with the script appended, in a module marked for named sequences. */
export function withTransformScript(corpus: Corpus, body: string): string {
  return (
    'module attributes {transform.with_named_sequence} {\n' +
    corpus.text +
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

/** The run that compares script `name` on `corpus`, labelled `transform:NAME`. */
export function transformRun(corpus: Corpus, name: string): RunToCompare {
  return {
    label: `transform:${name}`,
    input: withTransformScript(corpus, TRANSFORM_SCRIPTS[name]!),
    flags: ['--transform-interpreter'],
    payloadOf: withoutTransformScript,
  };
}
