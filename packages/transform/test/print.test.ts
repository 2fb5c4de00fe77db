// transform.print: the banner and payload it writes to the print output, checked by hand and,
// when mlir-opt is installed, byte for byte against what mlir-opt writes to stdout (the print
// output followed by the final module).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSourceString, printOperation } from '@strata/ir-core';
import { applyTransformNamedSequence, findTransformEntryPoint } from '@strata/transform';
import { makeContext, runScript } from './support.js';

const MLIR_OPT = process.env.MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const available = existsSync(MLIR_OPT);
if (!available)
  console.warn(`[transform print] differential skipped: ${MLIR_OPT} not found (set MLIR_OPT)`);

const PAYLOAD = `
  "test.outer"() ({
    %0 = "test.a"() : () -> i32
    %1 = "test.b"(%0, %0) : (i32, i32) -> i32
    "test.c"(%1) : (i32) -> ()
  }) : () -> ()`;

function script(body: string): string {
  return `module attributes {transform.with_named_sequence} {${PAYLOAD}
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
${body}
    transform.yield
  }
}
`;
}

/** Runs the script in-process; answers what it printed and the module after the run. */
function run(source: string): {
  ok: boolean;
  printed: string;
  output: string;
  diagnostics: string[];
} {
  const chunks: string[] = [];
  const result = runScript(source, [], { printOutput: (text) => void chunks.push(text) });
  return {
    ok: result.ok,
    printed: chunks.join(''),
    output: result.output,
    diagnostics: result.diagnostics,
  };
}

const CASES: Record<string, string> = {
  'named, two targets': `
    %b = transform.structured.match ops{["test.b", "test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %b {name = "two ops"} : !transform.any_op`,
  'unnamed, local scope, assume verified': `
    %b = transform.structured.match ops{["test.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %o = transform.structured.match ops{["test.outer"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %b {use_local_scope} : !transform.any_op
    transform.print %o {use_local_scope, assume_verified} : !transform.any_op`,
  'top level, named and not': `
    transform.print {name = "whole"}
    transform.print`,
  'skip regions, with and without a target': `
    %o = transform.structured.match ops{["test.outer"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %o {name = "outer", skip_regions} : !transform.any_op
    transform.print {skip_regions}`,
  'empty handle': `
    %n = transform.structured.match ops{["test.none"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %n {name = "nothing"} : !transform.any_op`,
};

describe('transform.print', () => {
  test('writes the banner and each target, each followed by a newline', () => {
    const { ok, printed } = run(script(CASES['named, two targets']!));
    expect(ok).toBe(true);
    expect(printed).toBe(
      '[[[ IR printer: two ops ]]]\n' +
        '%0 = "test.a"() : () -> i32\n' +
        '%1 = "test.b"(%0, %0) : (i32, i32) -> i32\n',
    );
  });

  test('without a target prints the top-level op, marked top-level, then an empty line', () => {
    const { printed, output } = run(script('    transform.print'));
    expect(printed).toBe(`[[[ IR printer: top-level ]]]\n${output}\n`);
    expect(output).toContain('transform.print \n');
  });

  test('skip_regions prints each region as {...}', () => {
    const { ok, printed } = run(script(CASES['skip regions, with and without a target']!));
    expect(ok).toBe(true);
    expect(printed).toBe(
      '[[[ IR printer: outer ]]]\n' +
        '"test.outer"() ({...}) : () -> ()\n' +
        '[[[ IR printer: top-level ]]]\n' +
        'module attributes {transform.with_named_sequence} {...}\n\n',
    );
  });

  test('an invalid payload op is printed in generic form unless assume_verified', () => {
    // A payload foreach whose body takes one more argument than it has targets fails to verify.
    const source = `module attributes {transform.with_named_sequence} {
  "test.holder"() ({
  ^bb0(%h: !transform.any_op):
    transform.foreach %h : !transform.any_op {
    ^bb0(%x: !transform.any_op):
    }
    "test.end"() : () -> ()
  }) : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["transform.foreach"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %f : !transform.any_op
    transform.print %f {assume_verified} : !transform.any_op
    transform.yield
  }
}`;
    const context = makeContext();
    const diagnostics: string[] = [];
    context.diagnostics.registerHandler((d) => (diagnostics.push(d.message), true));
    const module = parseSourceString(source, context)!;
    const holder = module.getRegion(0).front!.front!;
    const foreach = holder.getRegion(0).front!.front!;
    foreach.getRegion(0).front!.addArgument(foreach.getOperand(0).type, foreach.location);
    const chunks: string[] = [];
    const entry = findTransformEntryPoint(module, null, '__transform_main')!;
    const ok = applyTransformNamedSequence(module, entry, [], {
      printOutput: (text) => void chunks.push(text),
    });
    expect(ok).toBe(true);
    expect(diagnostics).toEqual([]);
    const generic = printOperation(foreach, { generic: true });
    const custom = printOperation(foreach);
    expect(generic).toMatch(/^"transform.foreach"/);
    expect(custom).toMatch(/^transform.foreach /);
    expect(chunks.join('')).toBe(
      `[[[ IR printer: ]]]\n${generic}\n[[[ IR printer: ]]]\n${custom}\n`,
    );
  });

  describe.skipIf(!available)('byte-identical with mlir-opt', () => {
    for (const [name, body] of Object.entries(CASES)) {
      test(name, () => {
        const source = script(body);
        const expected = spawnSync(
          MLIR_OPT,
          ['--allow-unregistered-dialect', '--transform-interpreter', '-'],
          { input: source, encoding: 'utf8' },
        );
        expect(expected.status).toBe(0);
        const { ok, printed, output } = run(source);
        expect(ok).toBe(true);
        // mlir-opt ends its output with an empty line after the module.
        expect(`${printed}${output}\n`).toBe(expected.stdout);
      });
    }
  });
});
