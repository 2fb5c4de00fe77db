/**
 * strata-opt (which registers arith) run in process, as the workspace's lit setup provides it:
 * dialect packages sit below the app, so they reach it through the registered lit tool instead
 * of importing it.
 */
import { getLitTool } from '@strata/filecheck/lit';

export type { ToolResult } from '@strata/filecheck/lit';

export const arithOpt = getLitTool('strata-opt');
