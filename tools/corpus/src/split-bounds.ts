/**
 * Peeling a loop with unknown bounds splits it at `ub - (ub - lb) mod step`. mlir-opt computes
 * that with one `affine.apply`; Strata, without an affine dialect, with `arith.subi`,
 * `arith.remsi`, `arith.subi` (equal on the non-empty ranges the loop corpus peels). These
 * normal forms let a test tell such functions apart from real differences.
 */

const NAME = String.raw`%[\w$.-]+`;
const MLIR_SPLIT = new RegExp(
  String.raw`^( *)%\d+ = affine\.apply #map\d*\(\)\[(${NAME}), (${NAME}), (${NAME})\]$`,
  'gm',
);
const STRATA_SPLIT = new RegExp(
  String.raw`^( *)%(\d+) = arith\.subi (${NAME}), (${NAME}) : \w+\n *%(\d+) = arith\.remsi %\2, (${NAME}) : \w+\n *%\d+ = arith\.subi \3, %\5 : \w+$`,
  'gm',
);
/** Numbered SSA values (`%12`, not `%c0` or `%arg1`): the split computations shift the numbering. */
const NUMBERED_VALUE = /%\d+\b/g;

/**
 * Whether a function strata-opt printed after peeling equals mlir-opt's but for the split bounds
 * (Strata's three arith ops where mlir-opt has an `affine.apply` of the same lb, ub and step) and
 * the numbering of SSA values that follows from them.
 */
export function equalUpToSplitBounds(strataText: string, mlirText: string): boolean {
  const strata = strataText
    .replace(STRATA_SPLIT, '$1split[$4, $3, $6]')
    .replace(NUMBERED_VALUE, '%_');
  const mlir = mlirText.replace(MLIR_SPLIT, '$1split[$2, $3, $4]').replace(NUMBERED_VALUE, '%_');
  return strata === mlir;
}
