// The calling convention shared by in-process tools (FileCheck here, strata-opt elsewhere) and the
// lit runner that chains them: argv in, stdout/stderr/exit code out, no process start-up.

export interface ToolIo {
  /** Standard input, decoded as UTF-8. */
  readonly stdin: string;
  /** Directory relative paths are resolved against. */
  readonly cwd: string;
}

export interface ToolResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** An in-process command: `argv` excludes the command name itself. */
export type Tool = (argv: readonly string[], io: ToolIo) => Promise<ToolResult>;
