// @strata/filecheck: an LLVM-compatible FileCheck. The lit-style runner is in '@strata/filecheck/lit'
// and its vitest integration in '@strata/filecheck/vitest'.

export {
  DEFAULT_CHECK_PREFIXES,
  DEFAULT_COMMENT_PREFIXES,
  fileCheck,
  fileCheckBytes,
  type FileCheckOptions,
  type FileCheckRequest,
  type FileCheckResult,
} from './filecheck.js';
export {
  FILECHECK_USAGE,
  fileCheckMain,
  parseFileCheckArgs,
  UsageError,
  type FileCheckArgs,
} from './cli.js';
export type { Tool, ToolIo, ToolResult } from './tool.js';
export { translateEre, escapeEre, EreSyntaxError, type EreTranslation } from './ere.js';
