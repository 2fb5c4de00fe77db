// Planning and running the lit cases of one test file: one case per RUN command, or, for a RUN
// command with --split-input-file, one case per `// -----` chunk.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileCheckMain } from '../cli.js';
import type { Tool } from '../tool.js';
import { parseRunLines, type RunLine } from './run-lines.js';
import { parseShellCommand, ShellSyntaxError } from './shell-parser.js';
import { runScript } from './shell-exec.js';
import { splitInputChunks, type InputChunk } from './split-input.js';
import { substitute } from './substitute.js';

export interface LitOptions {
  /**
   * In-process tools by command name, e.g. `{ 'strata-opt': (argv, io) => main(argv, io) }`.
   * `FileCheck` and `strata-filecheck` are this package's FileCheck unless overridden.
   */
  readonly tools?: Readonly<Record<string, Tool>>;
  /** Environment for commands run through sh; default process.env. */
  readonly env?: NodeJS.ProcessEnv;
}

export interface LitCaseResult {
  readonly ok: boolean;
  readonly exitCode: number;
  /** Commands, exit codes and outputs, for the failure message. */
  readonly log: string;
}

export interface LitCase {
  /** e.g. `RUN at line 1: cmd` or `RUN at line 1: cmd, chunk 3 (line 20)`. */
  readonly name: string;
  run(): Promise<LitCaseResult>;
}

/**
 * Tools every lit case may use, beyond FileCheck: a workspace registers the tools its tests share
 * (e.g. `strata-opt` from a vitest setup file), so that a package's tests can run a tool the
 * package itself must not depend on.
 */
const sharedTools = new Map<string, Tool>();

/** Makes `tool` available under `name` to every lit case planned afterwards. */
export function registerLitTool(name: string, tool: Tool): void {
  sharedTools.set(name, tool);
}

/** The shared tool registered under `name` (for tests that drive it directly, not via RUN lines). */
export function getLitTool(name: string): Tool {
  const tool = sharedTools.get(name);
  if (!tool) throw new Error(`no lit tool '${name}' is registered (see registerLitTool)`);
  return tool;
}

export function defaultTools(extra: Readonly<Record<string, Tool>> = {}): Map<string, Tool> {
  return new Map<string, Tool>([
    ['FileCheck', fileCheckMain],
    ['strata-filecheck', fileCheckMain],
    ...sharedTools,
    ...Object.entries(extra),
  ]);
}

/** The cases of the test file at `path` whose contents are `text`. */
export function planLitCases(path: string, text: string, options: LitOptions = {}): LitCase[] {
  const tools = defaultTools(options.tools);
  const runLines = parseRunLines(text);
  if (runLines.length === 0) {
    return [
      {
        name: 'RUN lines',
        run: async () => ({ ok: false, exitCode: 1, log: `${path}: test has no 'RUN:' line\n` }),
      },
    ];
  }
  const cases: LitCase[] = [];
  for (const runLine of runLines) {
    const shown =
      runLine.command.length > 72 ? `${runLine.command.slice(0, 69)}...` : runLine.command;
    const base = `RUN at line ${runLine.line}: ${shown}`;
    if (!/(^|\s)--?split-input-file(\s|=|$)/.test(runLine.command)) {
      cases.push({ name: base, run: () => runCase(path, runLine, undefined, tools, options.env) });
      continue;
    }
    for (const chunk of splitInputChunks(text)) {
      cases.push({
        name: `${base}, chunk ${chunk.index + 1} (line ${chunk.startLine})`,
        run: () => runCase(path, runLine, chunk, tools, options.env),
      });
    }
  }
  return cases;
}

async function runCase(
  path: string,
  runLine: RunLine,
  chunk: InputChunk | undefined,
  tools: ReadonlyMap<string, Tool>,
  env: NodeJS.ProcessEnv | undefined,
): Promise<LitCaseResult> {
  const tempDir = await mkdtemp(join(tmpdir(), 'strata-lit-'));
  try {
    let source = path;
    if (chunk) {
      // Same base name as the test, so tools that print the file name print the usual one.
      source = join(tempDir, basename(path));
      await writeFile(source, chunk.text);
    }
    const command = substitute(runLine.command, {
      source,
      sourceDir: dirname(path),
      temp: join(tempDir, `${basename(path)}.tmp`),
      tempDir,
    });
    let script;
    try {
      script = parseShellCommand(command);
    } catch (e) {
      if (e instanceof ShellSyntaxError)
        return {
          ok: false,
          exitCode: 2,
          log: `$ ${command}\n# shell syntax error: ${e.message}\n`,
        };
      throw e;
    }
    const result = await runScript(script, { cwd: dirname(path), tools, env });
    const header = `${path}:${runLine.line}: RUN: ${command}\n`;
    return { ok: result.exitCode === 0, exitCode: result.exitCode, log: header + result.log };
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}
