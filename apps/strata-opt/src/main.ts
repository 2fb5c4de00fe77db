/**
 * `main(argv, io)`: strata-opt in-process. The bin calls it with the process's streams; the lit
 * runner calls it directly with captured ones. Every user error ends as one line on stderr and
 * exit code 1; an exception escaping to here is a Strata bug, reported as an internal error.
 */
import { OpPassManager, PassRegistry, pipelinePassNames } from '@strata/pass';
import { type TokenizedArgs, UsageError, tokenizeArgs } from './cli-flags.js';
import { type CliOptions, validateCliOptions } from './cli-options.js';
import { runDriver } from './driver.js';
import { helpText, listPassesText, versionText } from './help.js';
import type { DialectRegistration } from './dialect-catalog.js';
import type { IRBackend } from './ir-backend.js';
import { registerBuiltinPasses } from './pass-catalog.js';
import { buildPipeline } from './pipeline-setup.js';
import type { ToolIO } from './tool-io.js';

export interface MainDependencies {
  /** The passes the tool knows (default: the built-in catalog). */
  registry?: PassRegistry;
  /** The IR implementation (default: `@strata/ir-core`, loaded on first use). */
  loadBackend?: () => Promise<IRBackend>;
  /**
   * Dialects to register besides the built-in catalog, for the default backend (a dialect
   * package's tests run strata-opt in-process with their own dialect).
   */
  dialects?: readonly DialectRegistration[];
}

async function loadIRCoreBackend(dialects: readonly DialectRegistration[]): Promise<IRBackend> {
  const module = await import('./ir-core-backend.js');
  return module.createIRCoreBackend(dialects);
}

function defaultRegistry(io: ToolIO): PassRegistry {
  const registry = new PassRegistry();
  registerBuiltinPasses(
    registry,
    (text) => io.stdout(text),
    (text) => io.stderr(text),
  );
  return registry;
}

/** Parses and validates argv; a string is a one-line error. */
function parseCommandLine(argv: readonly string[], registry: PassRegistry): CliOptions | string {
  const tokens: TokenizedArgs | UsageError = tokenizeArgs(
    argv,
    (name) => registry.has(name),
    () => registry.arguments,
  );
  if (tokens instanceof UsageError) return tokens.message;
  const options = validateCliOptions(tokens);
  if (options instanceof UsageError) return options.message;
  // The IR-printing filters name passes, as mlir-opt checks.
  for (const flag of ['mlir-print-ir-before', 'mlir-print-ir-after'] as const) {
    const unknown = options[flag].find((name) => !registry.has(name));
    if (unknown !== undefined)
      return `for the --${flag} option: Cannot find option named '${unknown}'!`;
  }
  return options;
}

export async function main(
  argv: readonly string[],
  io: ToolIO,
  dependencies: MainDependencies = {},
): Promise<number> {
  try {
    const registry = dependencies.registry ?? defaultRegistry(io);
    const options = parseCommandLine(argv, registry);
    if (typeof options === 'string') {
      io.stderr(`strata-opt: ${options}\n`);
      return 1;
    }
    if (options.help) {
      io.stdout(helpText(await registry.list()));
      return 0;
    }
    if (options.version) {
      io.stdout(versionText());
      return 0;
    }
    if (options['list-passes']) {
      io.stdout(listPassesText(await registry.list()));
      return 0;
    }
    // Load only the passes this command line uses, then check the pipeline before reading input.
    const pipeline = options['pass-pipeline'];
    await registry.load(
      pipeline === undefined ? options.passes.map((p) => p.argument) : pipelinePassNames(pipeline),
    );
    // A reproducer's pipeline is only known once the input is parsed: any pass may be named.
    if (options['run-reproducer']) await registry.loadAll();
    const checked = buildPipeline(
      options,
      registry,
      'builtin.module',
      (anchor, nesting) => new OpPassManager(anchor, nesting),
    );
    if (typeof checked === 'string') {
      io.stderr(checked);
      return 1;
    }
    const backend = await (
      dependencies.loadBackend ?? (() => loadIRCoreBackend(dependencies.dialects ?? []))
    )();
    if (options['show-dialects']) {
      io.stdout(`Available Dialects: ${backend.dialectNames().join(',')}\n`);
      return 0;
    }
    return await runDriver(options, registry, backend, io);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    io.stderr(`strata-opt: internal error: ${detail}\n`);
    return 1;
  }
}

/**
 * `main` in the lit runner's calling convention (`@strata/filecheck`'s `Tool`): stdin as text in,
 * captured streams and exit code out.
 */
export async function runInProcess(
  argv: readonly string[],
  io: { stdin: string; cwd: string },
  dependencies: MainDependencies = {},
): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const exitCode = await main(
    argv,
    {
      stdout: (text) => void stdout.push(text),
      stderr: (text) => void stderr.push(text),
      readStdin: async () => new TextEncoder().encode(io.stdin),
      cwd: io.cwd,
    },
    dependencies,
  );
  return { stdout: stdout.join(''), stderr: stderr.join(''), exitCode };
}
