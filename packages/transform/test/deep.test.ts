// Deeply nested transform IR (the parser accepts 512 levels): the verifier rejects recursive
// includes, the interpreter still stops runaway nesting in unverified IR with a located error
// instead of overflowing the stack, and effects and the static use check are computed bottom-up,
// not recursively (they were exponential in the nesting once).
import {
  applyTransformNamedSequence,
  checkTransformUses,
  findTransformEntryPoint,
} from '@strata/transform';
import { describe, expect, test } from 'vitest';
import { makeContext, runScript } from './support.js';
import { parseSourceString } from '@strata/ir-core';

/** `depth` sequences, each nested in the previous one's body. */
function nestedSequences(depth: number): string {
  const open: string[] = [];
  for (let i = 0; i < depth; i++)
    open.push(
      `transform.sequence %a${i} : !transform.any_op failures(propagate) {\n^bb0(%a${i + 1}: !transform.any_op):\n`,
    );
  return `module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%a0: !transform.any_op {transform.readonly}) {
${open.join('')}${'}\n'.repeat(depth)}    transform.yield
  }
}`;
}

describe('deep transform IR', () => {
  const recursive = `module attributes {transform.with_named_sequence} {
  transform.named_sequence @again(%a: !transform.any_op {transform.readonly}) {
    transform.include @again failures(propagate) (%a) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.include @again failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}`;

  test('the verifier rejects a recursive include', () => {
    expect(() => runScript(recursive)).toThrow(/error: recursion not allowed in named sequences/);
  });

  test('on unverified IR, applications nested past the limit are a located error', () => {
    const context = makeContext();
    const errors: string[] = [];
    context.diagnostics.registerHandler((d) => {
      errors.push(`${d.severity}: ${d.message}`);
      return true;
    });
    const module = parseSourceString(recursive, context, { verifyAfterParse: false })!;
    const entry = findTransformEntryPoint(module, null, '__transform_main')!;
    expect(applyTransformNamedSequence(module, entry)).toBe(false);
    expect(errors).toEqual([
      'error: transform ops nest more than 1000 applications deep (recursive include?)',
    ]);
  });

  test('nesting within the limit runs', () => {
    expect(runScript(nestedSequences(300)).ok).toBe(true);
  });

  test('the use check handles deep nesting', () => {
    const context = makeContext();
    const module = parseSourceString(nestedSequences(500), context);
    expect(module).not.toBeNull();
    const warnings: string[] = [];
    context.diagnostics.registerHandler((d) => {
      warnings.push(d.message);
      return true;
    });
    checkTransformUses(module!);
    expect(warnings).toEqual([]);
  });
});
