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
  /** Let the matches of one CHECK-DAG group overlap (LLVM's pre-2018 behaviour). */
  readonly allowDeprecatedDagOverlap?: boolean;
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
  const usageError = (diagnostics: string): FileCheckResult => ({
    ok: false,
    exitCode: 2,
    diagnostics,
  });
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
  const matcher = new Matcher(input.text, new Reporter(sink, input), variables, {
    enableVarScope: options.enableVarScope ?? false,
    allowDagOverlap: options.allowDeprecatedDagOverlap ?? false,
  });
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
      if (prefix.length === 0)
        return `error: supplied ${kind} prefix must not be the empty string\n`;
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

/**
 * Apply `-D` definitions. LLVM first rejects a definition without '=' or without a name; then it
 * places all definitions in a "Global defines" buffer, one line each (a numeric one also shown as
 * the block it is parsed as), and reports every bad definition located in that buffer.
 */
function applyDefines(defines: readonly string[], variables: Variables): string | undefined {
  for (const define of defines) {
    const eq = define.indexOf('=');
    if (eq < 0) return `Missing equal sign in command-line definition '-D${define}'\n`;
    if (eq === 0) return `Missing variable name in command-line definition '-D${define}'\n`;
  }
  const label = (i: number): string => `Global define #${i + 1}: `;
  const lines = defines.map((define, i) => {
    const shown = label(i) + define;
    return define.startsWith('#') ? `${shown} (parsed as: [[${numericBlockText(define)}]])` : shown;
  });
  const buffer = new SourceBuffer('Global defines', lines.join('\n'));
  const errors: string[] = [];
  defines.forEach((define, i) => {
    const defineStart = buffer.lineStart(i + 1) + label(i).length;
    const error = define.startsWith('#')
      ? defineNumeric(define, variables)
      : defineString(define, variables);
    if (error === undefined) return;
    if (typeof error === 'string') errors.push(`${error}\n`);
    else errors.push(`${buffer.format(defineStart + error.offset, 'error', error.message)}\n`);
  });
  return errors.length > 0 ? errors.join('') : undefined;
}

/** `#NAME=EXPR` as the numeric block (after `[[`) that LLVM parses it as: `#NAME:EXPR`. */
function numericBlockText(define: string): string {
  const eq = define.indexOf('=');
  return `${define.slice(0, eq)}:${define.slice(eq + 1)}`;
}

/** Offsets in the errors are relative to the definition text; a string is an unlocated error. */
function defineString(define: string, variables: Variables): NumericParseError | undefined {
  const eq = define.indexOf('=');
  const name = define.slice(0, eq);
  const parsed = parseVariableName(name);
  if (typeof parsed === 'string') return new NumericParseError(parsed, 0);
  if (parsed.pseudo || parsed.length !== name.length) {
    return new NumericParseError(`invalid name in string variable definition '${name}'`, 0);
  }
  if (variables.isNumericVariable(name)) {
    return new NumericParseError(`numeric variable with name '${name}' already exists`, 0);
  }
  variables.strings.set(name, define.slice(eq + 1));
  variables.stringNames.add(name);
  return undefined;
}

function defineNumeric(
  define: string,
  variables: Variables,
): NumericParseError | string | undefined {
  const block = numericBlockText(define).slice(1);
  // Error offsets point into the " (parsed as: [[#...]])" part of the buffer line.
  const blockOffset = define.length + ' (parsed as: [[#'.length;
  try {
    const parsed = new NumericBlockParser(block, variables, undefined, false).parseBlock();
    if (!parsed.expr) return new NumericParseError('missing numeric expression', define.length);
    const value = evaluate(parsed.expr, 0);
    if (value === 'overflow')
      return new NumericParseError('unable to represent numeric value', blockOffset);
    if (typeof value !== 'bigint') return `undefined variable: ${value.undefinedVariable.name}`;
    parsed.defines!.value = value;
    return undefined;
  } catch (e) {
    if (e instanceof NumericParseError)
      return new NumericParseError(e.message, blockOffset + e.offset);
    throw e;
  }
}
