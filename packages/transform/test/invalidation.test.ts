// Handle invalidation rules, with a consuming test op shaped as mlir-opt's test extension's
// `transform.test_consume_operand` (consumes its operand, changes the payload, does nothing).
// The expected diagnostics are what mlir-opt 22 prints for the same scripts.
import { defineOp } from '@strata/ir-core';
import {
  DiagnosedSilenceableFailure,
  functionalStyleEffects,
  TransformAnyHandle,
  type TransformDialectExtension,
  TransformOpInterface,
} from '@strata/transform';
import { describe, expect, test } from 'vitest';
import { runScript } from './support.js';

class TestConsumeOperandOp extends defineOp({
  name: 'transform.test_consume_operand',
  operands: { operand: TransformAnyHandle },
  interfaces: [
    functionalStyleEffects,
    TransformOpInterface.implement({ apply: () => DiagnosedSilenceableFailure.success() }),
  ],
  assemblyFormat: '$operand attr-dict `:` type($operand)',
}) {}

const testExtension: TransformDialectExtension = {
  name: 'test-consume',
  ops: [TestConsumeOperandOp],
};

const payload = `"test.func"() ({
  ^bb0(%a: i32):
    %0 = "test.add"(%a, %a) : (i32, i32) -> i32
    %1 = "test.mul"(%0, %0) : (i32, i32) -> i32
    "test.return"(%1) : (i32) -> ()
  }) : () -> ()`;

function run(body: string, expensiveChecks = true) {
  return runScript(
    `module attributes {transform.with_named_sequence} {
  ${payload}
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    ${body}
    transform.yield
  }
}`,
    [testExtension],
    { expensiveChecks },
  );
}

describe('handle invalidation', () => {
  test('consuming a value handle invalidates other handles to the same value', () => {
    const result =
      run(`%0 = transform.structured.match ops{["test.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_result %0[0] : (!transform.any_op) -> !transform.any_value
    %w = transform.get_result %0[0] : (!transform.any_op) -> !transform.any_value
    transform.test_consume_operand %v : !transform.any_value
    transform.debug.emit_remark_at %w, "x" : !transform.any_value`);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      'error: op uses a handle invalidated by a previously executed transform op',
      '  note: invalidated handle',
      '  note: invalidated by this transform op that consumes its operand #0 and invalidates handles to the same values as associated with it',
      '  note: payload value',
    ]);
  });

  test('consuming a value handle to a block argument invalidates handles to ops of its block', () => {
    const result =
      run(`%0 = transform.structured.match ops{["test.mul"]} in %root : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["test.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %arg = transform.get_operand %add[0] : (!transform.any_op) -> !transform.any_value
    transform.test_consume_operand %arg : !transform.any_value
    transform.debug.emit_remark_at %0, "x" : !transform.any_op`);
    expect(result.diagnostics).toEqual([
      'error: op uses a handle invalidated by a previously executed transform op',
      '  note: handle to invalidated ops',
      '  note: invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them',
      '  note: ancestor payload op',
      '  note: nested payload op',
      '  note: consumed handle points to this payload value',
    ]);
  });

  test('consuming an empty handle invalidates it', () => {
    const result =
      run(`%0 = transform.structured.match ops{["test.none"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test_consume_operand %0 : !transform.any_op
    transform.debug.emit_remark_at %0, "x" : !transform.any_op`);
    expect(result.diagnostics).toEqual([
      'error: op uses a handle associated with empty payload and invalidated by a previously executed transform op',
      '  note: invalidated by this transform op that consumes its operand #0',
    ]);
  });

  test('handles to ops outside the consumed payload stay valid', () => {
    const result =
      run(`%mul = transform.structured.match ops{["test.mul"]} in %root : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["test.add"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test_consume_operand %add : !transform.any_op
    transform.debug.emit_remark_at %mul, "still valid" : !transform.any_op`);
    expect(result.diagnostics).toEqual(['remark: still valid']);
    expect(result.ok).toBe(true);
  });

  test('without expensive checks the use is not diagnosed', () => {
    const result = run(
      `%f = transform.structured.match ops{["test.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mul = transform.structured.match ops{["test.mul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test_consume_operand %f : !transform.any_op
    transform.debug.emit_remark_at %mul, "unchecked" : !transform.any_op`,
      false,
    );
    expect(result.diagnostics).toEqual(['remark: unchecked']);
  });
});
