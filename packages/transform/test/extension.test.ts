import { defineOp, MemoryEffectOpInterface, StringAttr } from '@strata/ir-core';
import {
  applyToEach,
  DiagnosedSilenceableFailure,
  functionalStyleEffects,
  navigationEffects,
  PatternDescriptorOpInterface,
  readsHandlesModifiesPayloadEffects,
  TransformExtensionError,
  TransformOpHandle,
  TransformOpInterface,
  type TransformDialectExtension,
} from '@strata/transform';
import { describe, expect, test } from 'vitest';
import { makeContext, runScript } from './support.js';

/**
 * `transform.test.replace %h {name = "x"}`: replaces each target by a new op named `name` (default:
 * the target's own name) with the same operands and result types, through the rewriter.
 */
class ReplaceOp extends defineOp({
  name: 'transform.test.replace',
  operands: { target: TransformOpHandle },
  interfaces: [
    // Reads its handle (as apply_patterns does), so other handles to the targets stay valid and
    // must follow the replacements.
    readsHandlesModifiesPayloadEffects,
    TransformOpInterface.implement({
      apply: applyToEach((transform, target, rewriter) => {
        const name = (transform.getAttr('name') as StringAttr | undefined)?.value;
        const replacement = rewriter.create({
          name: name ?? target.name.identifier,
          location: target.location,
          operands: target.operands,
          resultTypes: target.getResultTypes(),
          attributes: [['replaced', StringAttr.get(target.context, 'yes')]],
        });
        rewriter.replaceOp(target, replacement);
        return DiagnosedSilenceableFailure.success();
      }),
    }),
  ],
  assemblyFormat: '$target attr-dict `:` type($target)',
}) {}

/** `transform.test.erase %h`: erases each target. */
class EraseOp extends defineOp({
  name: 'transform.test.erase',
  operands: { target: TransformOpHandle },
  interfaces: [
    functionalStyleEffects,
    TransformOpInterface.implement({
      apply: applyToEach((_transform, target, rewriter) => {
        rewriter.eraseOp(target);
        return DiagnosedSilenceableFailure.success();
      }),
    }),
  ],
  assemblyFormat: '$target attr-dict `:` type($target)',
}) {}

/** `transform.test.self %h -> result`: each target maps to itself (checks applyToEach results). */
class SelfOp extends defineOp({
  name: 'transform.test.self',
  operands: { target: TransformOpHandle },
  results: { result: TransformOpHandle },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply: applyToEach((_transform, target, _rewriter, results) => {
        results.push(target);
        return DiagnosedSilenceableFailure.success();
      }),
    }),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, $result)',
}) {}

/** `transform.apply_patterns.test.erase_dead`: a pattern descriptor erasing `test.dead` ops. */
class EraseDeadPatternsOp extends defineOp({
  name: 'transform.apply_patterns.test.erase_dead',
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: () => [] }),
    PatternDescriptorOpInterface.implement({
      populatePatterns(_op, patterns) {
        patterns.addFunction('test.dead', (dead, rewriter) => {
          rewriter.eraseOp(dead);
          return true;
        });
      },
    }),
  ],
  assemblyFormat: 'attr-dict',
}) {}

const testExtension: TransformDialectExtension = {
  name: 'test-transform',
  ops: [ReplaceOp, EraseOp, SelfOp, EraseDeadPatternsOp],
};

function script(body: string, payload = '"test.a"() : () -> ()\n  "test.b"() : () -> ()'): string {
  return `module attributes {transform.with_named_sequence} {
  ${payload}
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    ${body}
    transform.yield
  }
}`;
}

describe('transform dialect extensions', () => {
  test('injected ops parse, print and run', () => {
    const run = runScript(
      script(`%a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %s = transform.test.self %a : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %s, "self" : !transform.any_op`),
      [testExtension],
    );
    expect(run.diagnostics).toEqual(['remark: self']);
    expect(run.ok).toBe(true);
    expect(run.output).toContain(
      '%1 = transform.test.self %0 : (!transform.any_op) -> !transform.any_op',
    );
  });

  test('an extension op without memory effects is rejected when the extension loads', () => {
    class NoEffectsOp extends defineOp({
      name: 'transform.test.no_effects',
      interfaces: [
        TransformOpInterface.implement({ apply: () => DiagnosedSilenceableFailure.success() }),
      ],
    }) {}
    const bad: TransformDialectExtension = { name: 'bad', ops: [NoEffectsOp] };
    expect(() => makeContext([bad])).toThrow(TransformExtensionError);
    expect(() => makeContext([bad])).toThrow(
      "transform dialect extension 'bad': op 'transform.test.no_effects' does not implement MemoryEffectOpInterface",
    );
  });

  test('an extension op without TransformOpInterface is rejected when the extension loads', () => {
    class NoApplyOp extends defineOp({
      name: 'transform.test.no_apply',
      interfaces: [navigationEffects],
    }) {}
    expect(() => makeContext([{ name: 'bad2', ops: [NoApplyOp] }])).toThrow(
      "op 'transform.test.no_apply' does not implement TransformOpInterface",
    );
  });
});

describe('tracking listener', () => {
  test('a handle follows the replacement of its op by an op of the same name', () => {
    const run = runScript(
      script(`%a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %keep = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test.replace %a : !transform.any_op
    transform.annotate %keep "seen" : !transform.any_op`),
      [testExtension],
    );
    expect(run.diagnostics).toEqual([]);
    expect(run.ok).toBe(true);
    // The annotation lands on the replacement, which the tracked handle now points to.
    expect(run.output).toContain('"test.a"() {replaced = "yes", seen} : () -> ()');
  });

  test('a live handle to a replaced op without a same-name replacement fails the transform', () => {
    const run = runScript(
      script(`%a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %keep = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test.replace %a {name = "test.other"} : !transform.any_op
    transform.annotate %keep "seen" : !transform.any_op`),
      [testExtension],
    );
    expect(run.ok).toBe(false);
    expect(run.diagnostics[0]).toBe(
      'error: tracking listener failed to find replacement op during application of this transform op',
    );
    expect(run.diagnostics).toContain('  note: found replacement op of different name: test.other');
    expect(run.diagnostics).toContain(
      '  note: replacement is required because this handle must be updated',
    );
    expect(run.diagnostics).toContain('  note: [0] replaced op');
  });

  test('an erased op leaves the handles that pointed to it', () => {
    const run = runScript(
      script(`%a = transform.structured.match ops{["test.a", "test.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["test.b"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.test.erase %b : !transform.any_op
    %n = transform.num_associations %a : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_remark_at %a, "left" : !transform.any_op`),
      [testExtension],
      { expensiveChecks: false },
    );
    expect(run.diagnostics).toEqual(['remark: left']);
    expect(run.output).not.toContain('"test.b"()');
  });
});

describe('applyToEach', () => {
  test('maps each target to its own results, in target order', () => {
    const run = runScript(
      script(`%a = transform.structured.match ops{["test.a", "test.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %s = transform.test.self %a : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %s : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_remark_at %s, "each" : !transform.any_op`),
      [testExtension],
    );
    expect(run.diagnostics).toEqual(['remark: each', 'remark: each']);
  });
});

describe('pattern descriptors from extensions', () => {
  test('apply_patterns applies the patterns an injected descriptor adds', () => {
    const run = runScript(
      script(
        `transform.apply_patterns to %root {
      transform.apply_patterns.test.erase_dead
    } : !transform.any_op`,
        `"test.holder"() ({
    "test.dead"() : () -> ()
    "test.kept"() : () -> ()
  }) : () -> ()`,
      ),
      [testExtension],
    );
    // The module holds the script: apply_patterns refuses to rewrite its own ancestor.
    expect(run.diagnostics).toEqual([
      'error: cannot apply transform to itself (or one of its ancestors)',
    ]);
    const scoped = runScript(
      script(
        `%h = transform.structured.match ops{["test.holder"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %h {
      transform.apply_patterns.test.erase_dead
    } : !transform.any_op`,
        `"test.holder"() ({
    "test.dead"() : () -> ()
    "test.kept"() : () -> ()
  }) : () -> ()`,
      ),
      [testExtension],
    );
    expect(scoped.diagnostics).toEqual([]);
    expect(scoped.output).not.toContain('"test.dead"()');
    expect(scoped.output).toContain('"test.kept"()');
  });
});
