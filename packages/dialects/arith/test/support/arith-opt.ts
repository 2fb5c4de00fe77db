/**
 * strata-opt (which registers arith) run in process, as the workspace's lit setup provides it:
 * dialect packages sit below the app, so they reach it through the registered lit tool instead
 * of importing it.
 */
import { defaultTools, type ToolResult } from '@strata/filecheck/lit';

export type { ToolResult };

export function arithOpt(argv: readonly string[], io: { stdin: string; cwd: string }): Promise<ToolResult> {
  const tool = defaultTools().get('strata-opt');
  if (tool === undefined) throw new Error('strata-opt is not registered as a lit tool (see vitest.setup.ts)');
  return Promise.resolve(tool(argv, io));
}
