// The library entry point: one FileCheck run over a check text and an input text.

import { fromByteString, toByteString } from './bytes.js';
import { canonicalizeText } from './canonicalize.js';
import { CheckFileError, readCheckFile } from './check-file.js';
import { Matcher } from './matcher.js';
import { evaluate, NumericBlockParser, NumericParseError } from './numeric.js';
import { DiagnosticSink, Reporter } from './report.js';
import { SourceBuffer } from './source-buffer.js';
import { parseVariableName } from './variable-name.js';
import { Variables } from './variables.js';

export interface FileCheckOptions {
  /** Directive prefixes; default `['CHECK']`. */
  readonly checkPrefixes?: readonly string[];
  /** Prefixes of comment directives; default `['COM', 'RUN']`. */
  readonly commentPrefixes?: readonly string[];
  /** Patterns that must not occur anywhere between matched checks. */
  readonly implicitCheckNot?: readonly string[];
  /** `-D` definitions: `NAME=VALUE` (string variable) or `#NAME=EXPR` / `#%x,NAME=EXPR` (numeric). */
  readonly defines?: readonly string[];
  readonly matchFullLines?: boolean;
  readonly strictWhitespace?: boolean;
  readonly ignoreCase?: boolean;
  /** Accept an empty input (otherwise a usage error, as in LLVM). */
  readonly allowEmpty?: boolean;
  /** Do not require every check prefix to be used. */
  readonly allowUnusedPrefixes?: boolean;
  /** Forget variables not starting with `$` at each CHECK-LABEL. */
  readonly enableVarScope?: boolean;
}

export interface FileCheckRequest {
  readonly checkText: string;
  /** Name used in diagnostics for the check file; default `check-file`. */
  readonly checkFileName?: string;
  readonly input: string;
  /** Name used in diagnostics for the input; default `<stdin>`. */
  readonly inputName?: string;
  readonly options?: FileCheckOptions;
}

export interface FileCheckResult {
  readonly ok: boolean;
  /** 0: all checks passed; 1: a check failed; 2: bad usage, check file or input (as LLVM). */
  readonly exitCode: 0 | 1 | 2;
  /** Everything FileCheck printed to stderr, in LLVM's format. */
  readonly diagnostics: string;
}

export const DEFAULT_CHECK_PREFIXES: readonly string[] = ['CHECK'];
export const DEFAULT_COMMENT_PREFIXES: readonly string[] = ['COM', 'RUN'];

/** Run FileCheck on JavaScript strings (UTF-8 is assumed where columns are counted in bytes). */
export function fileCheck(request: FileCheckRequest): FileCheckResult {
  const result = fileCheckBytes({
    ...request,
    checkText: toByteString(request.checkText),
    input: toByteString(request.input),
  });
  return { ...result, diagnostics: fromByteString(result.diagnostics) };
}

/** Run FileCheck on byte strings (one char per byte, e.g. files read as latin1). */
export function fileCheckBytes(request: FileCheckRequest): FileCheckResult {
  const options = request.options ?? {};
  const usageError = (diagnostics: string): FileCheckResult => ({ ok: false, exitCode: 2, diagnostics });
  const prefixError = validatePrefixes(options);
  if (prefixError) return usageError(prefixError);
  const variables = new Variables();
  const defineError = applyDefines(options.defines ?? [], variables);
  if (defineError) return usageError(defineError);

  const strictWhitespace = options.strictWhitespace ?? false;
  const checkBuffer = new SourceBuffer(
    request.checkFileName ?? 'check-file',
    canonicalizeText(request.checkText, strictWhitespace),
  );
  const checks = readCheckFile(
    checkBuffer,
    {
      checkPrefixes: options.checkPrefixes ?? DEFAULT_CHECK_PREFIXES,
      commentPrefixes: options.commentPrefixes ?? DEFAULT_COMMENT_PREFIXES,
      implicitCheckNot: options.implicitCheckNot ?? [],
      allowUnusedPrefixes: options.allowUnusedPrefixes ?? false,
      defaultPrefixes: options.checkPrefixes === undefined,
      matchFullLines: options.matchFullLines ?? false,
      strictWhitespace,
      ignoreCase: options.ignoreCase ?? false,
    },
    variables,
  );
  if (checks instanceof CheckFileError) {
    return { ok: false, exitCode: checks.exitCode === 1 ? 1 : 2, diagnostics: checks.message };
  }
  const inputName = request.inputName ?? '<stdin>';
  if (request.input.length === 0 && !options.allowEmpty) {
    return usageError(`FileCheck error: '${inputName}' is empty.\n`);
  }
  const input = new SourceBuffer(inputName, canonicalizeText(request.input, strictWhitespace));
  const sink = new DiagnosticSink();
  const matcher = new Matcher(input.text, new Reporter(sink, input), variables, options.enableVarScope ?? false);
  const ok = matcher.run(checks);
  return { ok, exitCode: ok ? 0 : 1, diagnostics: sink.text() };
}

const PREFIX_SYNTAX = /^[a-zA-Z0-9_-]*$/;

function validatePrefixes(options: FileCheckOptions): string | undefined {
  const seen = new Set<string>();
  if (!options.checkPrefixes) DEFAULT_CHECK_PREFIXES.forEach((p) => seen.add(p));
  if (!options.commentPrefixes) DEFAULT_COMMENT_PREFIXES.forEach((p) => seen.add(p));
  const groups: [string, readonly string[]][] = [
    ['check', options.checkPrefixes ?? []],
    ['comment', options.commentPrefixes ?? []],
  ];
  for (const [kind, prefixes] of groups) {
    for (const prefix of prefixes) {
      if (prefix.length === 0) return `error: supplied ${kind} prefix must not be the empty string\n`;
      if (!PREFIX_SYNTAX.test(prefix)) {
        return (
          `error: supplied ${kind} prefix must start with a letter and contain only alphanumeric ` +
          `characters, hyphens, and underscores: '${prefix}'\n`
        );
      }
      if (seen.has(prefix)) {
        return `error: supplied ${kind} prefix must be unique among check and comment prefixes: '${prefix}'\n`;
      }
      seen.add(prefix);
    }
  }
  return undefined;
}

/** Apply `-D` definitions; a rendered error for the first malformed one. */
function applyDefines(defines: readonly string[], variables: Variables): string | undefined {
  for (let n = 0; n < defines.length; n++) {
    const define = defines[n]!;
    const eq = define.indexOf('=');
    if (eq < 0) return `Missing equal sign in command-line definition '-D${define}'\n`;
    if (eq === 0) return `Missing variable name in command-line definition '-D${define}'\n`;
    const buffer = new SourceBuffer(`Global define #${n + 1}`, define);
    if (define.startsWith('#')) {
      const error = defineNumeric(define, eq, variables);
      if (error) return buffer.format(error.offset, 'error', error.message);
      continue;
    }
    const name = define.slice(0, eq);
    const parsed = parseVariableName(name);
    if (typeof parsed === 'string' || parsed.pseudo || parsed.length !== name.length) {
      return buffer.format(0, 'error', `invalid name in string variable definition '${name}'`);
    }
    if (variables.isNumericVariable(name)) {
      return buffer.format(0, 'error', `numeric variable with name '${name}' already exists`);
    }
    variables.strings.set(name, define.slice(eq + 1));
    variables.stringNames.add(name);
  }
  return undefined;
}

function defineNumeric(define: string, eq: number, variables: Variables): NumericParseError | undefined {
  // `#%x,NAME=EXPR` is parsed as the block `%x,NAME:EXPR`, which defines NAME as EXPR's value.
  const block = `${define.slice(1, eq)}:${define.slice(eq + 1)}`;
  try {
    const parsed = new NumericBlockParser(block, variables, undefined, false).parseBlock();
    if (!parsed.expr) return new NumericParseError('missing numeric expression', eq);
    const value = evaluate(parsed.expr, 0);
    if (typeof value !== 'bigint') {
      return value === 'overflow'
        ? new NumericParseError('unable to represent numeric value', eq)
        : new NumericParseError(`undefined variable: ${value.undefinedVariable.name}`, eq + value.offset);
    }
    variables.defineNumeric(parsed.defines!, parsed.format, undefined).value = value;
    return undefined;
  } catch (e) {
    if (e instanceof NumericParseError) return new NumericParseError(e.message, e.offset + 1);
    throw e;
  }
}
