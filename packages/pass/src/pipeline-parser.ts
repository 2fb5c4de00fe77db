/**
 * MLIR's textual pass pipelines: `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`.
 * Parsing happens in two steps, as in MLIR: the structure (names, option text, nesting) first,
 * then resolution against a registry. Every error is a {@link PipelineError} located in the text.
 */
import { OpPassManager } from './pass-manager.js';
import { PipelineError } from './pipeline-error.js';
import type { PassRegistry } from './registry.js';

interface PipelineElement {
  name: string;
  nameOffset: number;
  /** Text between the braces after a pass name, or '' when there are none. */
  options: string;
  optionsOffset: number;
  /** Non-empty for `anchor(...)` elements. */
  inner: PipelineElement[];
}

/**
 * The deepest nesting of `anchor(...)` accepted. Building, printing and running a pipeline recurse
 * once per level, so the parser bounds the depth (with a located error) instead of the call stack.
 */
export const MAX_PIPELINE_DEPTH = 512;

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

function skipSpaces(text: string, pos: number, end: number): number {
  while (pos < end && isSpace(text.charCodeAt(pos))) pos++;
  return pos;
}

/** Index of the first of `,(){` at or after `pos`, or `end`. */
function findSeparator(text: string, pos: number, end: number): number {
  for (let i = pos; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 44 || code === 40 || code === 41 || code === 123) return i;
  }
  return end;
}

/** Parses the structure of a pipeline body `text[start, end)`; nesting uses an explicit stack. */
function parseStructure(
  text: string,
  start: number,
  end: number,
): PipelineElement[] | PipelineError {
  const root: PipelineElement[] = [];
  const stack: PipelineElement[][] = [root];
  let pos = start;
  if (skipSpaces(text, start, end) === end) return root;
  for (;;) {
    const current = stack[stack.length - 1]!;
    const separator = findSeparator(text, pos, end);
    const nameStart = skipSpaces(text, pos, separator);
    let nameEnd = separator;
    while (nameEnd > nameStart && isSpace(text.charCodeAt(nameEnd - 1))) nameEnd--;
    const element: PipelineElement = {
      name: text.slice(nameStart, nameEnd),
      nameOffset: nameStart,
      options: '',
      optionsOffset: separator,
      inner: [],
    };
    current.push(element);
    if (separator === end) break;
    pos = separator;
    const code = text.charCodeAt(pos);
    if (code === 123) {
      let depth = 1;
      let close = -1;
      for (let i = pos + 1; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 123) depth++;
        else if (c === 125 && --depth === 0) {
          close = i;
          break;
        }
      }
      if (close < 0)
        return new PipelineError("missing closing '}' while processing pass options", pos, text);
      element.options = text.slice(pos + 1, close);
      element.optionsOffset = pos + 1;
      pos = skipSpaces(text, close + 1, end);
    } else if (code === 40) {
      if (stack.length > MAX_PIPELINE_DEPTH) {
        return new PipelineError(
          `pipeline nesting exceeds the maximum depth of ${MAX_PIPELINE_DEPTH}`,
          pos,
          text,
        );
      }
      stack.push(element.inner);
      pos++;
      continue;
    }
    while (pos < end && text.charCodeAt(pos) === 41) {
      if (stack.length === 1) {
        return new PipelineError(
          "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
          pos,
          text,
        );
      }
      stack.pop();
      pos = skipSpaces(text, pos + 1, end);
    }
    if (pos === end) break;
    if (text.charCodeAt(pos) !== 44)
      return new PipelineError("expected ',' after parsing pipeline", pos, text);
    pos++;
  }
  if (stack.length > 1) {
    return new PipelineError(
      'encountered unbalanced parentheses while parsing pipeline',
      end,
      text,
    );
  }
  return root;
}

function addElements(
  root: PipelineElement[],
  rootPm: OpPassManager,
  registry: PassRegistry,
  text: string,
): PipelineError | null {
  const work: { elements: PipelineElement[]; pm: OpPassManager }[] = [
    { elements: root, pm: rootPm },
  ];
  while (work.length > 0) {
    const { elements, pm } = work.pop()!;
    for (const element of elements) {
      if (element.inner.length > 0) {
        work.push({ elements: element.inner, pm: pm.nest(element.name) });
        continue;
      }
      const error = registry.addToPipeline(pm, element.name, element.options);
      if (error) {
        return error.aboutName
          ? new PipelineError(error.message, element.nameOffset, text)
          : error.rebase(text, element.optionsOffset);
      }
    }
  }
  return null;
}

/**
 * Names of all passes a pipeline mentions, with or without its anchor (anchors are inner nodes,
 * passes are leaves); used to load lazily registered passes before parsing for real.
 */
export function pipelinePassNames(text: string): string[] {
  const structure = parseStructure(text, 0, text.length);
  if (structure instanceof PipelineError) return [];
  const names: string[] = [];
  const pending = [...structure];
  while (pending.length > 0) {
    const element = pending.pop()!;
    if (element.inner.length > 0) pending.push(...element.inner);
    else names.push(element.name);
  }
  return names;
}

/**
 * Parses a pipeline body (`cse,func.func(canonicalize)`, without an enclosing anchor) into `pm`.
 * Nesting is explicit while parsing: the text must spell out every nested anchor.
 */
export function parsePipelineInto(
  pm: OpPassManager,
  text: string,
  registry: PassRegistry,
  start = 0,
  end = text.length,
): PipelineError | null {
  const structure = parseStructure(text, start, end);
  if (structure instanceof PipelineError) return structure;
  const unknown = firstUnknownName(structure, registry, text);
  if (unknown) return unknown;
  const saved = pm.nesting;
  pm.nesting = 'explicit';
  try {
    return addElements(structure, pm, registry, text);
  } finally {
    pm.nesting = saved;
  }
}

/** The leftmost name in the text that the registry does not know, as an error. */
function firstUnknownName(
  elements: PipelineElement[],
  registry: PassRegistry,
  text: string,
): PipelineError | null {
  let first: PipelineElement | undefined;
  const pending = [...elements];
  while (pending.length > 0) {
    const element = pending.pop()!;
    if (element.inner.length > 0) pending.push(...element.inner);
    else if (!registry.has(element.name) && (!first || element.nameOffset < first.nameOffset))
      first = element;
  }
  if (!first) return null;
  return new PipelineError(
    `'${first.name}' does not refer to a registered pass or pass pipeline`,
    first.nameOffset,
    text,
  );
}

/**
 * Parses a full pipeline `anchor(body)` into a new {@link OpPassManager} anchored at `anchor`,
 * made by `create` (a driver passes one that makes a runnable `PassManager`).
 */
export function parsePassPipeline<PM extends OpPassManager = OpPassManager>(
  text: string,
  registry: PassRegistry,
  create: (anchor: string) => PM = (anchor) => new OpPassManager(anchor) as PM,
): PM | PipelineError {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const open = text.indexOf('(', start);
  if (open < 0 || open >= end || open === start || text.charCodeAt(end - 1) !== 41) {
    return new PipelineError(
      "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
      start,
      text,
    );
  }
  let anchorEnd = open;
  while (anchorEnd > start && isSpace(text.charCodeAt(anchorEnd - 1))) anchorEnd--;
  const pm = create(text.slice(start, anchorEnd));
  const error = parsePipelineInto(pm, text, registry, open + 1, end - 1);
  return error ?? pm;
}

/**
 * A pipeline option's value as MLIR prints it: `text` parsed with `registry` and printed back
 * flat, every pass with all its options (`func.func(canonicalize{  max-iterations=10 ...})`);
 * `text` itself when it does not parse or names a pass that is not loaded.
 */
export function printPipelineText(text: string, registry: PassRegistry): string {
  let parsed: OpPassManager | PipelineError;
  try {
    parsed = parsePassPipeline(text, registry);
  } catch {
    return text;
  }
  return parsed instanceof OpPassManager ? parsed.toString() : text;
}
