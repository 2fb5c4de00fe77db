/**
 * Runs transform scripts in-process for unit tests: a context with the transform dialect (plus
 * extensions), unregistered `test.*` payload ops, and the diagnostics collected as text.
 */
import {
  type Diagnostic,
  DialectRegistry,
  MLIRContext,
  type Operation,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';
import {
  applyTransformNamedSequence,
  findTransformEntryPoint,
  registerTransformDialect,
  registerTransformDialectExtension,
  type TransformDialectExtension,
  type TransformOptions,
} from '@strata/transform';

export interface ScriptRun {
  ok: boolean;
  /** `severity: message` of each diagnostic, with its notes indented below. */
  diagnostics: string[];
  /** The payload after the run (the whole module, script included). */
  output: string;
  module: Operation;
}

function describe(diagnostic: Diagnostic, indent = ''): string[] {
  return [
    `${indent}${diagnostic.severity}: ${diagnostic.message}`,
    ...diagnostic.notes
      .filter((note) => !note.message.startsWith('see current operation'))
      .flatMap((note) => describe(note, `${indent}  `)),
  ];
}

export function makeContext(extensions: readonly TransformDialectExtension[] = []): MLIRContext {
  const registry = new DialectRegistry();
  registerTransformDialect(registry);
  for (const extension of extensions) registerTransformDialectExtension(registry, extension);
  const context = new MLIRContext({ registry, allowUnregisteredDialects: true });
  context.getOrLoadDialect('transform');
  return context;
}

/** Parses `source` and runs its `@__transform_main` on the module. */
export function runScript(
  source: string,
  extensions: readonly TransformDialectExtension[] = [],
  options: TransformOptions = {},
): ScriptRun {
  const context = makeContext(extensions);
  const diagnostics: string[] = [];
  context.diagnostics.registerHandler((d) => {
    diagnostics.push(...describe(d));
    return true;
  });
  const module = parseSourceString(source, context);
  if (module === null) throw new Error(`test input does not parse:\n${diagnostics.join('\n')}`);
  const entry = findTransformEntryPoint(module, null, '__transform_main');
  const ok = entry !== null && applyTransformNamedSequence(module, entry, [], options);
  return { ok, diagnostics, output: printOperation(module), module };
}
