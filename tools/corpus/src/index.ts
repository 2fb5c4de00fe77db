export { generateCorpus, type Corpus, type CorpusOptions } from './corpus.js';
export type { FunctionSignature } from './function-generator.js';
export { comparePass, type FunctionOutcome, type PassOutcome } from './differential.js';
export { executeModule, outputLines, LOWERING_FLAGS, type Execution } from './execute.js';
export { functionTexts } from './function-texts.js';
export { locateMlirTools, type MlirTools } from './mlir-tools.js';
export { countOpsPerFunction, type OpCounts } from './op-count.js';
export { runProcess, type ProcessResult } from './processes.js';
export { runStrataOpt, type StrataRun } from './strata.js';
export { renderGapsReport } from './gaps-report.js';
export { summarizePass, summaryLine, type PassSummary } from './summary.js';
export { functionSources, standaloneFunction } from './corpus.js';
export { DIFFERENTIAL_PASSES, differentialCorpora } from './differential-config.js';
export { isGap, reduceGap, runBothOnFunction, type GapCase } from './gap-reduction.js';
export { reduceLines } from './reduce.js';
export { compareRun, type RunToCompare } from './differential.js';
export {
  compareScripts,
  LOOP_TRANSFORM_SCRIPTS,
  loopTransformRun,
  TRANSFORM_SCRIPTS,
  transformRun,
  withoutTransformScript,
  withTransformScript,
} from './transform-scripts.js';
export { generateLoopCorpus, loopCorpora, type LoopCorpusOptions } from './loop-corpus.js';
export { TILE_ROOT_ATTRIBUTE } from './loop-function-generator.js';
export { equalUpToSplitBounds } from './split-bounds.js';
