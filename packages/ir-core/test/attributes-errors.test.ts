// Rejected input: every spelling of test/syntax/invalid.txt must be rejected by Strata with one
// located diagnostic (and, when mlir-opt is available, by mlir-opt too), and input nested a million
// levels deep must give a diagnostic rather than a stack overflow.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  FileLineColLoc,
  MLIRContext,
  parseAttribute,
  parseType,
  type Diagnostic,
} from './syntax/strata.js';

const MLIR_OPT = process.env.STRATA_MLIR_OPT ?? '/usr/lib/llvm-22/bin/mlir-opt';
const hasMlirOpt = existsSync(MLIR_OPT);
if (!hasMlirOpt)
  console.warn(
    `mlir-opt not found at ${MLIR_OPT}: skipping the check that it rejects the invalid corpus`,
  );

const invalidLines = readFileSync(join(import.meta.dirname, 'syntax/invalid.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('//'));

function collect(context: MLIRContext): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  context.diagnostics.registerHandler((d) => {
    diagnostics.push(d);
    return true;
  });
  return diagnostics;
}

/** Parses `text` as an attribute and returns the diagnostics it produced. */
function rejectAttribute(text: string, filename = 'input.mlir'): Diagnostic[] {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const diagnostics = collect(context);
  expect(parseAttribute(text, context, { filename }), text).toBeNull();
  return diagnostics;
}

describe('invalid types and attributes', () => {
  test.each(invalidLines)('rejects %s with one located diagnostic', (line) => {
    const diagnostics = rejectAttribute(line);
    expect(diagnostics).toHaveLength(1);
    const [diagnostic] = diagnostics;
    expect(diagnostic!.severity).toBe('error');
    const location = diagnostic!.location;
    expect(location).toBeInstanceOf(FileLineColLoc);
    const loc = location as FileLineColLoc;
    expect(loc.filename).toBe('input.mlir');
    expect(loc.line).toBe(1);
    expect(loc.column).toBeGreaterThanOrEqual(1);
    expect(loc.column).toBeLessThanOrEqual(line.length + 1);
  });

  test.skipIf(!hasMlirOpt)(
    'mlir-opt rejects the same spellings with the same message at the same column',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'strata-invalid-'));
      const prefix = '"test.op"() {a = ';
      const mismatches: string[] = [];
      for (const line of invalidLines) {
        const file = join(dir, 'input.mlir');
        writeFileSync(file, `${prefix}${line}} : () -> ()\n`);
        const run = spawnSync(MLIR_OPT, ['--allow-unregistered-dialect', file], {
          encoding: 'utf8',
        });
        const reported = /input\.mlir:1:(\d+): error: (.*)/.exec(run.stderr);
        if (run.status !== 1 || !reported) {
          mismatches.push(`${line}: mlir-opt exit ${run.status}`);
          continue;
        }
        // The string runs to the end of the line, which the op wrapper moves.
        if (line.startsWith('"unterminated')) continue;
        const [diagnostic] = rejectAttribute(line);
        const ours = `${(diagnostic!.location as FileLineColLoc).column + prefix.length}: ${diagnostic!.message}`;
        const theirs = `${reported[1]}: ${reported[2]}`;
        if (ours !== theirs) mismatches.push(`${line}\n  mlir-opt: ${theirs}\n  strata:   ${ours}`);
      }
      expect(mismatches.join('\n')).toBe('');
    },
  );

  test('diagnostics point at the offending token', () => {
    const check = (text: string, column: number, message: RegExp) => {
      const [diagnostic] = rejectAttribute(text);
      expect((diagnostic!.location as FileLineColLoc).column, text).toBe(column);
      expect(diagnostic!.message).toMatch(message);
    };
    check('3 : i1', 1, /out of range/);
    check('tensor<4xnone>', 10, /invalid tensor element type/);
    check('affine_map<(d0) -> (d1)>', 21, /undeclared identifier/);
    check('"bad \\q"', 6, /unknown escape/);
    check('{a = 1, a = 2}', 9, /duplicate key 'a'/);
    check('array<index: 1>', 7, /expected integer or float type/);
    check('i32 junk', 5, /trailing characters/);
  });

  test('lines and columns count from the start of the buffer', () => {
    const [diagnostic] = rejectAttribute('[\n  1,\n  -1 : ui8]');
    const loc = diagnostic!.location as FileLineColLoc;
    expect([loc.line, loc.column]).toEqual([3, 4]);
  });

  test('an unregistered dialect needs allowUnregisteredDialects', () => {
    const context = new MLIRContext();
    const diagnostics = collect(context);
    expect(parseType('!foo.bar', context)).toBeNull();
    expect(diagnostics[0]!.message).toMatch(/dialect 'foo'/);
  });
});

describe('deep nesting gives a diagnostic, not a stack overflow', () => {
  const depth = 1_000_000;
  test.each([
    ['tuple<', 'tuple<'.repeat(depth) + 'i32' + '>'.repeat(depth)],
    ['[', '['.repeat(depth) + ']'.repeat(depth)],
    ['{a = ', '{a = '.repeat(depth) + 'unit' + '}'.repeat(depth)],
    ['dense<[', 'dense<' + '['.repeat(depth) + '1' + ']'.repeat(depth) + '> : tensor<1xi32>'],
    ['affine (', 'affine_map<(d0) -> (' + '('.repeat(depth) + 'd0' + ')'.repeat(depth) + ')>'],
    ['affine -', 'affine_map<(d0) -> (' + '-'.repeat(depth) + 'd0)>'],
    ['callsite', 'loc(' + 'callsite('.repeat(depth) + '"a"' + ' at "b")'.repeat(depth) + ')'],
    ['function', '('.repeat(depth) + ') -> ()'.repeat(depth)],
    ['dialect body', '!foo.bar' + '<'.repeat(depth) + '>'.repeat(depth)],
  ])('%s', (_, text) => {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    const diagnostics = collect(context);
    const result = parseAttribute(text, context);
    if (result === null) {
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]!.message).toMatch(/nesting depth/);
    } else {
      // Only a dialect body (scanned with an explicit stack) may be accepted whole.
      expect(_).toBe('dialect body');
    }
  });
});
