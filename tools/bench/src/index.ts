export { Prng } from './prng.js';
export { TextWriter } from './text-writer.js';
export { ValueScopes, type ScalarType } from './value-scopes.js';
export {
  FunctionEmitter,
  FUNCTION_SIGNATURE,
  type BodyShape,
  type StatementKind,
} from './function-emitter.js';
export * from './workloads/index.js';
export { median, pairedRatios, type RatioSummary } from './stats.js';
export { measure, type Measurement } from './measure.js';
export {
  DEFAULT_MLIR_OPT,
  locateGnuTime,
  locateMlirOpt,
  locateStrataOpt,
  toolVersion,
  type ToolLookup,
} from './tools.js';
export { runWorkload, type RunOptions, type SideResult, type WorkloadResult } from './runner.js';
export { describeMachine, renderReport, summaryLines, type Environment } from './report.js';
export { generateInput, runSuite, writeInputs, type SuiteOptions } from './suite.js';
export { parseCli, USAGE, type CliOptions, type ParsedCli } from './cli-options.js';
