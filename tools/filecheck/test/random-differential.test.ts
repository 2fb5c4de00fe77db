// Random differential test: seeded random check files (directives, regexes, variables, numeric
// blocks, malformed pieces) against seeded random inputs, under several options. Every case must
// give byte-identical stderr and the same exit code from this FileCheck and LLVM's.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileCheck, type FileCheckOptions } from '../src/index.js';
import {
  haveLlvmFileCheck as available,
  LLVM_FILECHECK,
  runLlvmFileCheck,
  type LlvmResult,
} from './llvm-filecheck.js';
import { seededRandom } from './seeded-random.js';
const CASES = 500;

const FIRST_DIRECTIVES = ['CHECK:', 'CHECK-LABEL:', 'CHECK-COUNT-2:', 'CHECK{LITERAL}:'];
const DIRECTIVES = [
  ...FIRST_DIRECTIVES,
  'CHECK-NOT:',
  'CHECK-DAG:',
  'CHECK-NEXT:',
  'CHECK-SAME:',
  'CHECK-NEXT{LITERAL}:',
  'COM:',
];
/** Malformed spellings, used rarely so that most check files are valid. */
const RARE_DIRECTIVES = ['CHECK_NEXT:', 'CHECK-COUNT-0:', 'CHECK-DAG-NOT:', 'CHECK:'];
const PATTERN_PIECES = [
  'a',
  'b',
  'ab',
  ' ',
  '  ',
  '\t',
  '1',
  'x',
  '%',
  '{{a|b}}',
  '{{[ab]+}}',
  '{{.*}}',
  '{{b?}}',
  '{{a*}}',
  '{{^}}',
  '{{$}}',
  '{{[0-9]}}',
  '{{[[:digit:]]+}}',
  '{{(a)\\1}}',
  '[[X:a+]]',
  '[[X]]',
  '[[Y:b|ab]]',
  '[[Y]]',
  '[[X:]]',
  '[[Z:a|b]][[Z]]',
  '[[X:[^ ]*]]',
  '[[#N:]]',
  '[[#N+1]]',
  '[[#N-1]]',
  '[[#max(N,2)]]',
  '[[#%x,H:]]',
  '[[#H]]',
  '[[@LINE]]',
  '[[@LINE-1]]',
  'CHECK:',
];
const RARE_PIECES = ['[[]]', '{{', '}}', '[[', ']]', '{{*}}', '{{x|}}', '[[#N*2]]', '[[#%q,Q:]]'];
const RARE = 0.02;
const INPUT_PIECES = [
  'a',
  'b',
  'ab',
  'aab',
  ' ',
  '\t',
  '\n',
  '\n',
  '\n\n',
  '1',
  '2',
  '3',
  'x',
  '%',
];
const OPTION_SETS: readonly [readonly string[], FileCheckOptions][] = [
  [[], {}],
  [[], {}],
  [['--match-full-lines'], { matchFullLines: true }],
  [['--strict-whitespace'], { strictWhitespace: true }],
  [['--implicit-check-not=x'], { implicitCheckNot: ['x'] }],
  [['--enable-var-scope'], { enableVarScope: true }],
  [['--allow-empty'], { allowEmpty: true }],
];

function generate(next: () => number): {
  check: string;
  input: string;
  args: readonly string[];
  options: FileCheckOptions;
} {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const lines: string[] = [];
  for (let l = 0, n = 1 + Math.floor(next() * 6); l < n; l++) {
    if (next() < 0.1 && l > 0) {
      lines.push('CHECK-EMPTY:');
      continue;
    }
    const directive =
      next() < RARE ? pick(RARE_DIRECTIVES) : pick(l === 0 ? FIRST_DIRECTIVES : DIRECTIVES);
    // Labels may not use variables; a leading letter keeps the pattern from being all blanks.
    const pieces =
      directive === 'CHECK-LABEL:'
        ? PATTERN_PIECES.filter((p) => !p.includes('[['))
        : PATTERN_PIECES;
    let pattern = pick(['a', 'b', 'x', '%']);
    for (let k = 0, m = Math.floor(next() * 3); k < m; k++) {
      pattern += next() < RARE ? pick(RARE_PIECES) : pick(pieces);
    }
    lines.push(`${directive} ${pattern}`);
  }
  let input = '';
  if (next() < 0.5) {
    // An input written from the check lines (substitution blocks replaced by plausible text)
    // with noise between them, so that a good share of cases gets far or passes.
    for (const line of lines) {
      const body = line.slice(line.indexOf(':') + 1).trim();
      input += `${body
        .replace(/\{\{.*?\}\}/g, 'a')
        .replace(/\[\[#.*?\]\]/g, '1')
        .replace(/\[\[.*?\]\]/g, 'ab')}\n`;
      if (next() < 0.3) input += `${pick(INPUT_PIECES)}\n`;
    }
  } else {
    for (let k = 0, m = Math.floor(next() * 20); k < m; k++) input += pick(INPUT_PIECES);
  }
  const [args, options] = pick(OPTION_SETS);
  // An empty input is only generated where it is allowed: LLVM's rejection message quotes its own
  // command line, which cannot match.
  if (input.length > 0 || !options.allowEmpty) input += '\n';
  return { check: `${lines.join('\n')}\n`, input, args, options };
}

describe.skipIf(!available)('random differential against LLVM FileCheck', () => {
  const dir = mkdtempSync(join(tmpdir(), 'filecheck-random-'));
  const next = seededRandom(0x5eed);
  const cases = Array.from({ length: CASES }, (_, i) => ({ index: i + 1, ...generate(next) }));
  const checkPath = (index: number): string => join(dir, `c${index}.txt`);
  let llvmResults: LlvmResult[] = [];
  beforeAll(async () => {
    for (const c of cases) writeFileSync(checkPath(c.index), c.check);
    llvmResults = await runLlvmFileCheck(
      cases.map((c) => ({
        args: [checkPath(c.index), '--dump-input=never', ...c.args],
        input: c.input,
      })),
    );
  });
  const outcomes = { passed: 0, failed: 0, badUsage: 0 };
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `[filecheck random differential] ${outcomes.passed + outcomes.failed + outcomes.badUsage} of ${CASES} ` +
        'random cases byte-identical with LLVM FileCheck ' +
        `(${outcomes.passed} pass, ${outcomes.failed} fail, ${outcomes.badUsage} exit 2)`,
    );
  });

  test.each(cases.map((c) => [c.index, c] as const))('case %i', (_i, c) => {
    const llvm = llvmResults[c.index - 1]!;
    const ours = fileCheck({
      checkText: c.check,
      checkFileName: checkPath(c.index),
      input: c.input,
      options: c.options,
    });
    const context = `check file:\n${c.check}input: ${JSON.stringify(c.input)}\nargs: ${c.args.join(' ')}`;
    expect(ours.exitCode, context).toBe(llvm.status);
    expect(ours.diagnostics, context).toBe(llvm.stderr);
    outcomes[ours.exitCode === 0 ? 'passed' : ours.exitCode === 1 ? 'failed' : 'badUsage']++;
  });
});

test.runIf(!available)('random differential (skipped)', () => {
  console.warn(
    `[filecheck random differential] SKIPPED: LLVM FileCheck not found at ${LLVM_FILECHECK}`,
  );
});
