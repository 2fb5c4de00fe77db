// FileCheck's command line, as LLVM spells it: `FileCheck [options] check-file < input`.

import { fileCheckBytes, type FileCheckOptions } from './filecheck.js';
import { fromByteString, fromBytes, toByteString } from './bytes.js';
import type { ToolIo, ToolResult } from './tool.js';

export interface FileCheckArgs {
  readonly checkFile: string;
  /** Read the input from this file instead of stdin. */
  readonly inputFile: string | undefined;
  readonly options: FileCheckOptions;
}

/**
 * A malformed command line. LLVM's option parser exits with 1 for these; FileCheck's own usage
 * errors (bad prefixes, unreadable files, empty input) exit with 2.
 */
export class UsageError {
  readonly exitCode = 1;
  constructor(readonly message: string) {}
}

type Setter = (value: string, state: ArgState) => void;

interface ArgState {
  checkPrefixes: string[] | undefined;
  commentPrefixes: string[] | undefined;
  implicitCheckNot: string[];
  defines: string[];
  flags: Map<string, boolean>;
  inputFile: string | undefined;
}

const BOOLEAN_OPTIONS: Record<string, keyof FileCheckOptions> = {
  'match-full-lines': 'matchFullLines',
  'strict-whitespace': 'strictWhitespace',
  'ignore-case': 'ignoreCase',
  'allow-empty': 'allowEmpty',
  'allow-unused-prefixes': 'allowUnusedPrefixes',
  'enable-var-scope': 'enableVarScope',
  'allow-deprecated-dag-overlap': 'allowDeprecatedDagOverlap',
};

const DUMP_INPUT_MODES = ['help', 'always', 'fail', 'never'];

/** Options that take a value: `--opt=value`, or `--opt value` (the next argument). */
const VALUE_OPTIONS: Record<string, Setter> = {
  'check-prefix': (v, s) => (s.checkPrefixes ??= []).push(v),
  'check-prefixes': (v, s) => (s.checkPrefixes ??= []).push(...v.split(',')),
  'comment-prefixes': (v, s) => (s.commentPrefixes ??= []).push(...v.split(',')),
  'implicit-check-not': (v, s) => s.implicitCheckNot.push(v),
  'input-file': (v, s) => (s.inputFile = v),
  'dump-input': (v) => {
    if (!DUMP_INPUT_MODES.includes(v)) {
      throw new UsageError(
        `FileCheck: for the --dump-input option: Cannot find option named '${v}'!\n`,
      );
    }
  },
  // Accepted for compatibility; this FileCheck never dumps the annotated input.
  'dump-input-filter': () => {},
  'dump-input-context': () => {},
};

const IGNORED_FLAGS = new Set(['v', 'vv', 'color', 'color=false', 'color=true']);

const BOOL_VALUES: Record<string, boolean> = {
  true: true,
  TRUE: true,
  '1': true,
  false: false,
  FALSE: false,
  '0': false,
};

export function parseFileCheckArgs(argv: readonly string[]): FileCheckArgs | UsageError {
  const state: ArgState = {
    checkPrefixes: undefined,
    commentPrefixes: undefined,
    implicitCheckNot: [],
    defines: [],
    flags: new Map(),
    inputFile: undefined,
  };
  const positional: string[] = [];
  try {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i]!;
      if (!arg.startsWith('-') || arg === '-') {
        positional.push(arg);
        continue;
      }
      if (arg === '--') {
        positional.push(...argv.slice(i + 1));
        break;
      }
      const body = arg.replace(/^--?/, '');
      if (body.startsWith('D') && !body.startsWith('dump')) {
        // Like LLVM's cl::AlwaysPrefix option, the value must be attached: -DNAME=VALUE.
        if (body.length === 1)
          throw new UsageError('FileCheck: for the -D option: requires a value!\n');
        state.defines.push(body.slice(1));
        continue;
      }
      const eq = body.indexOf('=');
      const name = eq < 0 ? body : body.slice(0, eq);
      const inline = eq < 0 ? undefined : body.slice(eq + 1);
      const booleanKey = BOOLEAN_OPTIONS[name];
      if (booleanKey !== undefined) {
        const value = inline === undefined ? true : BOOL_VALUES[inline];
        if (value === undefined) {
          throw new UsageError(
            `FileCheck: for the --${name} option: '${inline}' is invalid value for boolean argument! Try 0 or 1\n`,
          );
        }
        state.flags.set(booleanKey, value);
        continue;
      }
      const setter = Object.hasOwn(VALUE_OPTIONS, name) ? VALUE_OPTIONS[name] : undefined;
      if (setter) {
        const value = inline ?? argv[++i];
        if (value === undefined)
          throw new UsageError(`FileCheck: for the --${name} option: requires a value!\n`);
        setter(value, state);
        continue;
      }
      if (IGNORED_FLAGS.has(body)) continue;
      throw new UsageError(
        `FileCheck: Unknown command line argument '${arg}'.  Try: 'FileCheck --help'\n`,
      );
    }
  } catch (e) {
    if (e instanceof UsageError) return e;
    throw e;
  }
  if (positional.length !== 1) {
    return new UsageError(
      positional.length === 0
        ? 'FileCheck: Not enough positional command line arguments specified!\nMust specify at least 1 positional argument: See: FileCheck --help\n'
        : `FileCheck: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: FileCheck --help\n`,
    );
  }
  const options: Record<string, unknown> = {
    implicitCheckNot: state.implicitCheckNot,
    defines: state.defines,
  };
  if (state.checkPrefixes) options.checkPrefixes = state.checkPrefixes;
  if (state.commentPrefixes) options.commentPrefixes = state.commentPrefixes;
  for (const [key, value] of state.flags) options[key] = value;
  return {
    checkFile: positional[0]!,
    inputFile: state.inputFile,
    options: options as FileCheckOptions,
  };
}

export const FILECHECK_USAGE = `USAGE: FileCheck [options] <check-file>

Reads the input from stdin (or --input-file) and checks it against the check file.

OPTIONS:
  --check-prefix=<p>          Directive prefix to use (repeatable); default CHECK
  --check-prefixes=<a,b,...>  Several prefixes at once
  --comment-prefixes=<a,...>  Comment directive prefixes; default COM,RUN
  -D<VAR>=<VALUE>             Define a string variable (-D#VAR=expr: numeric)
  --implicit-check-not=<pat>  Pattern that must not occur between matches (repeatable)
  --match-full-lines          Patterns must match whole lines
  --strict-whitespace         Do not canonicalize horizontal whitespace
  --ignore-case               Case-insensitive matching
  --allow-empty               Accept an empty input
  --allow-unused-prefixes     Do not require every prefix to be used
  --enable-var-scope          Forget local variables at each CHECK-LABEL
  --allow-deprecated-dag-overlap  Let CHECK-DAG matches overlap
  --input-file=<file>         Read the input from a file
  --dump-input=<mode>         Accepted for compatibility (input is never dumped)
`;

type ReadFile = (path: string) => Promise<Uint8Array>;

async function nodeReadFile(path: string): Promise<Uint8Array> {
  const fs = await import('node:fs/promises');
  return fs.readFile(path);
}

async function resolvePath(cwd: string, path: string): Promise<string> {
  const { resolve } = await import('node:path');
  return resolve(cwd, path);
}

/** The `strata-filecheck` command, runnable in-process (as a lit tool) or from bin.ts. */
export async function fileCheckMain(
  argv: readonly string[],
  io: ToolIo,
  readFile: ReadFile = nodeReadFile,
): Promise<ToolResult> {
  if (argv.includes('--help') || argv.includes('-help'))
    return { stdout: FILECHECK_USAGE, stderr: '', exitCode: 0 };
  const args = parseFileCheckArgs(argv);
  if (args instanceof UsageError)
    return { stdout: '', stderr: args.message, exitCode: args.exitCode };
  const checkText = await readText(readFile, await resolvePath(io.cwd, args.checkFile));
  if (checkText === undefined) {
    return {
      stdout: '',
      stderr: `Could not open check file '${args.checkFile}': No such file or directory\n`,
      exitCode: 2,
    };
  }
  let input = toByteString(io.stdin);
  let inputName = '<stdin>';
  if (args.inputFile !== undefined && args.inputFile !== '-') {
    const text = await readText(readFile, await resolvePath(io.cwd, args.inputFile));
    if (text === undefined) {
      return {
        stdout: '',
        stderr: `Could not open input file '${args.inputFile}': No such file or directory\n`,
        exitCode: 2,
      };
    }
    input = text;
    inputName = args.inputFile;
  }
  const result = fileCheckBytes({
    checkText,
    checkFileName: args.checkFile,
    input,
    inputName,
    options: args.options,
  });
  return { stdout: '', stderr: fromByteString(result.diagnostics), exitCode: result.exitCode };
}

async function readText(readFile: ReadFile, path: string): Promise<string | undefined> {
  try {
    return fromBytes(await readFile(path));
  } catch {
    return undefined;
  }
}
