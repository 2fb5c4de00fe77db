/**
 * A named counter owned by a pass (MLIR's `Pass::Statistic`). Values accumulate over every op the
 * pass runs on and are reported by `--mlir-pass-statistics`.
 */
export class Statistic {
  value = 0;

  constructor(
    readonly name: string,
    readonly description: string,
  ) {}

  add(amount = 1): void {
    this.value += amount;
  }
}
