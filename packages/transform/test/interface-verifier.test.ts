// TransformOpInterface's verifier on ops whose declared effects are wrong. The transform ops
// Strata ships declare them right (the .mlir tests reach the missing-operand-effect case through
// transform.include); these ops of a test extension reach the other cases. The messages are
// those of MLIR's `verifyTransformOpInterface`.
import {
  defineOp,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  memoryEffect,
  type Operation,
  parseSourceString,
} from '@strata/ir-core';
import {
  DiagnosedSilenceableFailure,
  TransformAnyHandle,
  TransformMappingResource,
  TransformOpHandle,
  TransformOpInterface,
} from '@strata/transform';
import { describe, expect, test } from 'vitest';
import { makeContext } from './support.js';

/** A test op `transform.test.<name> %h : T -> T` with the effects `effects` gives. */
function opWithEffects(name: string, effects: (op: Operation) => MemoryEffectInstance[]) {
  return class extends defineOp({
    name: `transform.test.${name}`,
    operands: { target: TransformOpHandle },
    results: { result: TransformAnyHandle },
    interfaces: [
      MemoryEffectOpInterface.implement({ getEffects: effects }),
      TransformOpInterface.implement({ apply: () => DiagnosedSilenceableFailure.success() }),
    ],
    assemblyFormat: '$target attr-dict `:` functional-type($target, $result)',
  }) {};
}

const allocates = (value: Operation['operands'][number]) =>
  memoryEffect('allocate', value, TransformMappingResource);

const ops = [
  // Allocates its operand as well as its result.
  opWithEffects('allocates_operand', (op) => [
    allocates(op.getOperand(0)),
    allocates(op.getResult(0)),
  ]),
  // Frees its operand without saying it changes the payload.
  opWithEffects('frees_only', (op) => [
    memoryEffect('free', op.getOperand(0), TransformMappingResource),
    allocates(op.getResult(0)),
  ]),
  // Only reads its operand: its result is never allocated.
  opWithEffects('no_result_effect', (op) => [
    memoryEffect('read', op.getOperand(0), TransformMappingResource),
  ]),
];

/** The diagnostics of verifying a script applying `name` to the root handle. */
function diagnose(name: string): string[] {
  const context = makeContext([{ name: 'verifier-test', ops }]);
  const messages: string[] = [];
  context.diagnostics.registerHandler((d) => {
    messages.push(`${d.severity}: ${d.message}`, ...d.notes.map((n) => `note: ${n.message}`));
    return true;
  });
  const source = `module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.${name === 'frees_only' ? 'consumed' : 'readonly'}}) {
    %r = transform.test.${name} %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}`;
  expect(parseSourceString(source, context)).toBeNull();
  return messages.filter((m) => !m.startsWith('note: see current operation'));
}

describe('TransformOpInterface verifier', () => {
  test("an operand may not be 'allocate'd", () => {
    expect(diagnose('allocates_operand')).toEqual([
      "error: TransformOpInterface did not expect 'allocate' memory effect on an operand",
      'note: specified for operand #0',
    ]);
  });

  test('an op consuming an operand must write the payload', () => {
    expect(diagnose('frees_only')).toEqual([
      "error: TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource",
      'note: consumes operand #0',
    ]);
  });

  test('each result must be allocated', () => {
    expect(diagnose('no_result_effect')).toEqual([
      "error: TransformOpInterface requires 'allocate' memory effect to be specified for results",
      "note: no 'allocate' effect specified for result #0",
    ]);
  });
});
