// Executing a parsed RUN command. Registered tools run in-process; `not` inverts an exit code as
// LLVM's `not` does; any other command is a real process started through `sh`. Pipelines use
// pipefail semantics (a pipeline fails when any of its commands fails), as lit does.

import { spawn } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Tool, ToolResult } from '../tool.js';
import type { Command, Redirect, Script } from './shell-parser.js';

export interface ShellContext {
  readonly cwd: string;
  readonly tools: ReadonlyMap<string, Tool>;
  readonly env?: NodeJS.ProcessEnv;
}

export interface ShellResult extends ToolResult {
  /** A lit-style transcript: each command, its exit code and its output. */
  readonly log: string;
}

export async function runScript(script: Script, ctx: ShellContext): Promise<ShellResult> {
  const log: string[] = [];
  let last: ToolResult = { stdout: '', stderr: '', exitCode: 0 };
  for (const { connector, pipeline } of script.pipelines) {
    if (connector === '&&' && last.exitCode !== 0) continue;
    if (connector === '||' && last.exitCode === 0) continue;
    let stdin = '';
    let stderr = '';
    let exitCode = 0;
    let stdout = '';
    for (const command of pipeline.commands) {
      const result = await runCommand(command, stdin, ctx);
      log.push(`$ ${command.argv.map(quoteForSh).join(' ')}\n`);
      if (result.stderr) log.push(`# stderr:\n${withNewline(result.stderr)}`);
      if (result.exitCode !== 0) {
        log.push(`# exit code ${result.exitCode}\n`);
        // What a failing stage was given is usually what one needs to see (e.g. FileCheck's input).
        if (stdin) log.push(`# its stdin${excerpt(stdin)}`);
      }
      stderr += result.stderr;
      if (result.exitCode !== 0) exitCode = result.exitCode;
      stdin = result.stdout;
      stdout = result.stdout;
    }
    last = { stdout, stderr, exitCode };
  }
  if (last.stdout) log.push(`# final stdout:\n${last.stdout}`);
  return { ...last, log: log.join('') };
}

const STDIN_EXCERPT_LINES = 200;

function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

function excerpt(text: string): string {
  const lines = text.split('\n');
  if (lines.length <= STDIN_EXCERPT_LINES) return `:\n${withNewline(text)}`;
  return ` (first ${STDIN_EXCERPT_LINES} of ${lines.length} lines):\n${lines.slice(0, STDIN_EXCERPT_LINES).join('\n')}\n`;
}

async function runCommand(command: Command, stdin: string, ctx: ShellContext): Promise<ToolResult> {
  let input = stdin;
  for (const r of command.redirects) {
    if (r.op !== '<') continue;
    try {
      input = await readFile(resolve(ctx.cwd, r.target), 'utf8');
    } catch {
      return { stdout: '', stderr: `sh: ${r.target}: No such file or directory\n`, exitCode: 1 };
    }
  }
  return invoke(command.argv, input, ctx, command.redirects);
}

/** Runs `argv` with its output redirections applied (the `<` ones are already read). */
async function invoke(
  argv: readonly string[],
  stdin: string,
  ctx: ShellContext,
  redirects: readonly Redirect[],
): Promise<ToolResult> {
  if (argv[0] === 'not') {
    const crash = argv[1] === '--crash';
    const inner = await invoke(argv.slice(crash ? 2 : 1), stdin, ctx, redirects);
    // `not` succeeds when the command failed normally; `not --crash` only when it crashed.
    const crashed = inner.exitCode > 128 || inner.exitCode < 0;
    const ok = crash ? crashed : inner.exitCode !== 0 && !crashed;
    return { ...inner, exitCode: ok ? 0 : 1 };
  }
  if (argv.length === 0) return { stdout: '', stderr: 'not: missing command\n', exitCode: 127 };
  const tool = ctx.tools.get(argv[0]!);
  if (tool) return routeOutput(await runTool(tool, argv, stdin, ctx.cwd), redirects, ctx.cwd);
  // sh applies the redirections itself, interleaving the streams as the command wrote them.
  const shellCommand = [
    ...argv.map(quoteForSh),
    ...redirects.filter((r) => r.op !== '<').map(redirectForSh),
  ].join(' ');
  return spawnShell(shellCommand, stdin, ctx);
}

function redirectForSh(r: Redirect): string {
  if (r.op === '>&') return `${r.fd}>&${r.target}`;
  if (r.fd === 'both') return `>${quoteForSh(r.target)} 2>&1`;
  return `${r.fd}${r.op}${quoteForSh(r.target)}`;
}

/** An exception escaping an in-process tool is its crash: reported like an abort (exit 134). */
async function runTool(
  tool: Tool,
  argv: readonly string[],
  stdin: string,
  cwd: string,
): Promise<ToolResult> {
  try {
    return await tool(argv.slice(1), { stdin, cwd });
  } catch (e) {
    const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
    return { stdout: '', stderr: `${argv[0]} crashed: ${detail}\n`, exitCode: 128 + SIGABRT };
  }
}

function spawnShell(commandLine: string, stdin: string, ctx: ShellContext): Promise<ToolResult> {
  return new Promise((resolvePromise) => {
    const child = spawn('sh', ['-c', commandLine], { cwd: ctx.cwd, env: ctx.env ?? process.env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) =>
      resolvePromise({ stdout: '', stderr: `${e.message}\n`, exitCode: 127 }),
    );
    child.on('close', (code, signal) =>
      resolvePromise({
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        exitCode: code ?? (signal ? 128 + signalNumber(signal) : 1),
      }),
    );
    // A command that does not read its input closes the pipe early; that is not an error.
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
  });
}

const SIGABRT = 6;

function signalNumber(signal: NodeJS.Signals): number {
  const numbers: Partial<Record<NodeJS.Signals, number>> = {
    SIGABRT,
    SIGSEGV: 11,
    SIGKILL: 9,
    SIGTERM: 15,
  };
  return numbers[signal] ?? 1;
}

/** Where one of a command's output descriptors leads: the pipe, the stderr log, or a file. */
type Sink = 'stdout' | 'stderr' | { readonly path: string; readonly append: boolean; data: string };

/**
 * Applies an in-process tool's output redirections as sh would: in order, over a table of where
 * descriptors 1 and 2 lead, so `2>&1 >f` sends stderr down the pipe and stdout to `f`.
 */
async function routeOutput(
  result: ToolResult,
  redirects: readonly Redirect[],
  cwd: string,
): Promise<ToolResult> {
  let out: Sink = 'stdout';
  let err: Sink = 'stderr';
  const files: Exclude<Sink, string>[] = [];
  for (const r of redirects) {
    if (r.op === '<') continue;
    if (r.op === '>&') {
      if (r.fd === 2) err = r.target === '1' ? out : err;
      else out = r.target === '2' ? err : out;
      continue;
    }
    const file = { path: resolve(cwd, r.target), append: r.op === '>>', data: '' };
    files.push(file);
    if (r.fd === 'both' || r.fd === 1) out = file;
    if (r.fd === 'both' || r.fd === 2) err = file;
  }
  const routed = { stdout: '', stderr: '', exitCode: result.exitCode };
  const send = (sink: Sink, text: string): void => {
    if (sink === 'stdout') routed.stdout += text;
    else if (sink === 'stderr') routed.stderr += text;
    else sink.data += text;
  };
  // In-process tools cannot interleave; diagnostics usually precede output, so stderr goes first.
  send(err, result.stderr);
  send(out, result.stdout);
  // Every file named is created or truncated, as sh opens it, even if nothing ends up there.
  for (const file of files) await (file.append ? appendFile : writeFile)(file.path, file.data);
  return routed;
}

/** Quote one argument for sh. */
export function quoteForSh(arg: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}
