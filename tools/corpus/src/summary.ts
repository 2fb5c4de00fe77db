import type { FunctionOutcome, PassOutcome } from './differential.js';

/** Totals of one pass over every module, for the console and the lead's report. */
export interface PassSummary {
  pass: string;
  functions: number;
  /** Functions whose results differ from the input's. */
  wrongResults: number;
  strataOps: number;
  mlirOps: number;
  /** Functions with more ops after strata-opt's pass than after mlir-opt's. */
  moreOpsThanMlir: number;
  /** Functions strata-opt printed byte for byte as mlir-opt did. */
  identical: number;
}

export function summarizePass(pass: string, outcomes: readonly PassOutcome[]): PassSummary {
  const functions: FunctionOutcome[] = outcomes.flatMap((outcome) => outcome.functions);
  let strataOps = 0;
  let mlirOps = 0;
  for (const fn of functions) {
    strataOps += fn.strataOps ?? 0;
    mlirOps += fn.mlirOps ?? 0;
  }
  return {
    pass,
    functions: functions.length,
    wrongResults: functions.filter((fn) => fn.actual !== fn.expected).length,
    strataOps,
    mlirOps,
    moreOpsThanMlir: functions.filter((fn) => (fn.strataOps ?? 0) > (fn.mlirOps ?? 0)).length,
    identical: functions.filter((fn) => fn.identical).length,
  };
}

/** One line: `canonicalize: 320 functions, ops strata/mlir 10234/10001 = 1.023, ...`. */
export function summaryLine(summary: PassSummary): string {
  const ratio = summary.mlirOps === 0 ? 'n/a' : (summary.strataOps / summary.mlirOps).toFixed(3);
  return (
    `${summary.pass}: ${summary.functions} functions, ops strata-opt/mlir-opt ` +
    `${summary.strataOps}/${summary.mlirOps} = ${ratio}, ${summary.moreOpsThanMlir} with more ops ` +
    `than mlir-opt, ${summary.identical} printed byte-identical to mlir-opt, ` +
    `${summary.wrongResults} with different results`
  );
}
