/** Options every workload generator takes. The same options always give the same bytes. */
export interface GenerateOptions {
  seed: number;
  /** Stop once the text has at least this many lines (the last function is completed). */
  targetLines: number;
}

/** One benchmark: how to make its input, and the same job spelled for each tool. */
export interface Workload {
  name: string;
  description: string;
  defaultLines: number;
  generate(options: GenerateOptions): string;
  /** Arguments after the input file, for `strata-opt`. */
  strataOptArgs: readonly string[];
  /** Arguments after the input file, for `mlir-opt`. */
  mlirOptArgs: readonly string[];
}
