export {
  ANY_OP_ANCHOR,
  OperationPass,
  Pass,
  type PassRunResult,
  type PipelineRunner,
} from './pass.js';
export {
  type AnalysisClass,
  AnalysisManager,
  type AnalysisObserver,
  type ParentOpLookup,
  PreservedAnalyses,
  type SelfInvalidatingAnalysis,
  analysisName,
} from './analysis-manager.js';
export { Statistic } from './statistic.js';
export { DebugCounter } from './debug-counter.js';
export type { IRAdapter, IRPrintOptions } from './ir-adapter.js';
export {
  type OptionInfo,
  type PassOptionsOf,
  type PassOptionsSchema,
  describeOptions,
  parsePassOptions,
  pipelineOption,
  printPassOptions,
} from './options.js';
export { PipelineError } from './pipeline-error.js';
export {
  type AnyPass,
  type Nesting,
  type PassInstrumentation,
  OpPassManager,
  OpToOpPassAdaptor,
} from './pass-manager.js';
export { type PassFailure, type PassManagerOptions, PassManager } from './pass-runner.js';
export {
  type PassFactory,
  type PassListing,
  type PipelineBuilder,
  PassRegistry,
  globalPassRegistry,
  registerPass,
} from './registry.js';
export {
  MAX_PIPELINE_DEPTH,
  parsePassPipeline,
  parsePipelineInto,
  pipelinePassNames,
  printPipelineText,
} from './pipeline-parser.js';
export {
  PassTiming,
  Timer,
  type TimingDisplay,
  type TimingOutputFormat,
  formatTimingReport,
} from './timing.js';
export { type StatisticsDisplay, formatStatisticsReport } from './statistics-report.js';
export { type IRPrintingConfig, IRPrinting } from './ir-printing.js';
export {
  type CrashReproducerOptions,
  type ReproducerFlags,
  reproducerText,
} from './crash-reproducer.js';
