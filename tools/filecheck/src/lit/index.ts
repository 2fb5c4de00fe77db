// @strata/filecheck/lit: lit-style RUN-line execution with in-process tools.

export { parseRunLines, type RunLine } from './run-lines.js';
export { splitInputChunks, type InputChunk } from './split-input.js';
export { substitute, type Substitutions } from './substitute.js';
export {
  parseShellCommand,
  ShellSyntaxError,
  type Command,
  type Connector,
  type Pipeline,
  type Redirect,
  type Script,
} from './shell-parser.js';
export { quoteForSh, runScript, type ShellContext, type ShellResult } from './shell-exec.js';
export {
  defaultTools,
  getLitTool,
  planLitCases,
  registerLitTool,
  type LitCase,
  type LitCaseResult,
  type LitOptions,
} from './runner.js';
export type { Tool, ToolIo, ToolResult } from '../tool.js';
