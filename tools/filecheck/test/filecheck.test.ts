import { describe, expect, test } from 'vitest';
import { fileCheck, type FileCheckOptions } from '../src/index.js';

function run(checkText: string, input: string, options: FileCheckOptions = {}) {
  return fileCheck({ checkText, checkFileName: 't.mlir', input, options });
}

function passes(checkText: string, input: string, options: FileCheckOptions = {}): boolean {
  const result = run(checkText, input, options);
  expect(result.exitCode === 0).toBe(result.ok);
  return result.ok;
}

describe('CHECK', () => {
  test('matches in order, anywhere on a line', () => {
    expect(passes('CHECK: b\nCHECK: d\n', 'a b c\nd\n')).toBe(true);
    expect(passes('CHECK: d\nCHECK: b\n', 'a b c\nd\n')).toBe(false);
  });

  test('reports the check line, the scan start and a possible intended match', () => {
    const result = run('// CHECK: foo\n// CHECK: arith.adi\n', 'foo\n  %0 = arith.addi %a, %b\n');
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toBe(
      't.mlir:2:11: error: CHECK: expected string not found in input\n' +
        '// CHECK: arith.adi\n' +
        '          ^\n' +
        '<stdin>:1:4: note: scanning from here\n' +
        'foo\n' +
        '   ^\n' +
        '<stdin>:2:7: note: possible intended match here\n' +
        ' %0 = arith.addi %a, %b\n' +
        '      ^\n',
    );
  });

  test('uses the given input name', () => {
    const result = fileCheck({
      checkText: 'CHECK: x\n',
      checkFileName: 'c',
      input: 'y\n',
      inputName: 'out.txt',
    });
    expect(result.diagnostics).toContain('out.txt:1:1: note: scanning from here');
  });

  test('horizontal whitespace runs are equivalent, in the pattern and the input', () => {
    expect(passes('CHECK: a \t b\n', 'a     b\n')).toBe(true);
    expect(passes('CHECK: a b\n', 'ab\n')).toBe(false);
  });

  test('columns count bytes of UTF-8', () => {
    const result = run('CHECK: é\nCHECK: zz\n', 'é é\n');
    expect(result.diagnostics).toContain('<stdin>:1:3: note: scanning from here\né é\n<stdin>');
  });

  test('an empty pattern is an error of the check file (exit 2)', () => {
    const result = run('CHECK:\n', 'a\n');
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics).toBe(
      "t.mlir:1:7: error: found empty check string with prefix 'CHECK:'\nCHECK:\n      ^\n",
    );
  });

  test('a check file without directives is rejected', () => {
    const result = run('nothing\n', 'a\n');
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics).toBe("error: no check strings found with prefix 'CHECK:'\n");
  });

  test('an empty input is rejected unless allowed', () => {
    expect(run('CHECK-NOT: x\n', '').diagnostics).toBe("FileCheck error: '<stdin>' is empty.\n");
    expect(run('CHECK-NOT: x\n', '').exitCode).toBe(2);
    expect(passes('CHECK-NOT: x\n', '', { allowEmpty: true })).toBe(true);
  });

  test('a prefix glued to a longer word is not a directive', () => {
    expect(passes('MYCHECK: nope\nCHECK_X: nope\nCHECK: a\n', 'a\n')).toBe(true);
  });

  test('misspelled directives are errors', () => {
    const result = run('CHECK_NEXT: a\n', 'a\n');
    expect(result.diagnostics).toBe(
      "t.mlir:1:1: error: misspelled directive 'CHECK_NEXT:'\nCHECK_NEXT: a\n^\n",
    );
  });
});

describe('CHECK-NEXT / CHECK-SAME / CHECK-EMPTY', () => {
  test('NEXT must be on the following line', () => {
    expect(passes('CHECK: a\nCHECK-NEXT: b\n', 'a\nb\n')).toBe(true);
    const result = run('CHECK: a\nCHECK-NEXT: c\n', 'a\nb\nc\n');
    expect(result.diagnostics).toBe(
      't.mlir:2:13: error: CHECK-NEXT: is not on the line after the previous match\n' +
        'CHECK-NEXT: c\n' +
        '            ^\n' +
        "<stdin>:3:1: note: 'next' match was here\nc\n^\n" +
        '<stdin>:1:2: note: previous match ended here\na\n ^\n' +
        '<stdin>:2:1: note: non-matching line after previous match is here\nb\n^\n',
    );
  });

  test('NEXT on the same line', () => {
    const result = run('CHECK: a\nCHECK-NEXT: b\n', 'a b\n');
    expect(result.diagnostics).toMatch(
      /^t\.mlir:2:13: error: CHECK-NEXT: is on the same line as previous match\n/,
    );
  });

  test('NEXT needs a previous check', () => {
    const result = run('CHECK-NEXT: a\n', 'a\n');
    expect(result.diagnostics).toBe(
      "t.mlir:1:1: error: found 'CHECK-NEXT' without previous 'CHECK: line\nCHECK-NEXT: a\n^\n",
    );
  });

  test('SAME must stay on the line', () => {
    expect(passes('CHECK: a\nCHECK-SAME: c\n', 'a b c\n')).toBe(true);
    const result = run('CHECK: a\nCHECK-SAME: c\n', 'a\nc\n');
    expect(result.diagnostics).toMatch(
      /^t\.mlir:2:13: error: CHECK-SAME: is not on the same line as the previous match\n/,
    );
  });

  test('EMPTY matches an empty next line only', () => {
    expect(passes('CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n', 'a\n\nb\n')).toBe(true);
    expect(passes('CHECK: a\nCHECK-EMPTY:\n', 'a\nb\n\n')).toBe(false);
    expect(run('CHECK: a\nCHECK-EMPTY: x\n', 'a\n\n').diagnostics).toContain(
      "error: found non-empty check string for empty check with prefix 'CHECK:'",
    );
  });
});

describe('CHECK-NOT', () => {
  test('excluded between the surrounding matches', () => {
    expect(passes('CHECK: a\nCHECK-NOT: x\nCHECK: b\n', 'x\na\nb\nx\n')).toBe(true);
    const result = run('CHECK: a\nCHECK-NOT: x\nCHECK: b\n', 'a\n xx\nb\n');
    expect(result.diagnostics).toBe(
      't.mlir:2:12: error: CHECK-NOT: excluded string found in input\nCHECK-NOT: x\n           ^\n' +
        '<stdin>:2:2: note: found here\n xx\n ^\n',
    );
  });

  test('found-here underlines the whole match', () => {
    const result = run('CHECK-NOT: {{x+}}\n', 'a xxx\n');
    expect(result.diagnostics).toContain('<stdin>:1:3: note: found here\na xxx\n  ^~~\n');
  });

  test('trailing NOTs run to the end of input; leading ones from the start', () => {
    expect(passes('CHECK: a\nCHECK-NOT: x\n', 'x\na\n')).toBe(
      false === passes('CHECK: a\nCHECK-NOT: x\n', 'a\nx\n'),
    );
    expect(passes('CHECK-NOT: x\nCHECK: a\n', 'a\nx\n')).toBe(true);
  });

  test('every failing NOT is reported', () => {
    const result = run('CHECK: a\nCHECK-NOT: b\nCHECK-NOT: c\nCHECK: d\n', 'a\nb\nc\nd\n');
    expect(result.diagnostics.match(/error: CHECK-NOT/g)).toHaveLength(2);
  });

  test('NOT cannot be combined with other suffixes', () => {
    expect(run('CHECK-DAG-NOT: a\n', 'a\n').diagnostics).toContain(
      "t.mlir:1:7: error: unsupported -NOT combo on prefix 'CHECK'",
    );
  });
});

describe('CHECK-DAG', () => {
  test('matches in any order without overlapping', () => {
    expect(passes('CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n', 'a\nb\nc\n')).toBe(true);
    expect(passes('CHECK-DAG: a\nCHECK-DAG: a\n', 'a\n')).toBe(false);
    expect(passes('CHECK-DAG: a\nCHECK-DAG: a\n', 'a a\n')).toBe(true);
  });

  test('the next check starts after the whole group', () => {
    expect(passes('CHECK-DAG: c\nCHECK: b\n', 'a\nb\nc\n')).toBe(false);
  });

  test('NOT between DAG groups', () => {
    expect(passes('CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'a\nb\nx\n')).toBe(true);
    expect(passes('CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n', 'a\nx\nb\n')).toBe(false);
  });

  test('a missing DAG is reported from where the search started', () => {
    const result = run('CHECK: a\nCHECK-DAG: zz\nCHECK: b\n', 'a\nb\n');
    expect(result.diagnostics).toMatch(
      /^t\.mlir:2:12: error: CHECK-DAG: expected string not found in input\n.*\n.*\n<stdin>:1:2: note: scanning from here/,
    );
  });
});

describe('CHECK-LABEL', () => {
  test('splits the input into independent blocks', () => {
    const input = 'func @f\n  x\nfunc @g\n  y\n';
    expect(passes('CHECK-LABEL: @f\nCHECK: x\nCHECK-LABEL: @g\nCHECK: y\n', input)).toBe(true);
    expect(passes('CHECK-LABEL: @f\nCHECK: y\nCHECK-LABEL: @g\n', input)).toBe(false);
  });

  test('a failure in one block does not stop the next block', () => {
    const result = run(
      'CHECK-LABEL: @f\nCHECK: nope\nCHECK-LABEL: @g\nCHECK: nope2\n',
      'func @f\nfunc @g\n',
    );
    expect(result.diagnostics.match(/error: CHECK: expected string not found/g)).toHaveLength(2);
  });

  test('labels may not use variables', () => {
    expect(run('CHECK-LABEL: [[X:a]]\n', 'a\n').diagnostics).toContain(
      "error: found 'CHECK-LABEL:' with variable definition or use",
    );
  });
});

describe('CHECK-COUNT', () => {
  test('matches n times', () => {
    expect(passes('CHECK-COUNT-3: x\nCHECK-NOT: x\n', 'x\nx x\n')).toBe(true);
    expect(run('CHECK-COUNT-3: x\n', 'x\nx\n').diagnostics).toContain(
      'error: CHECK-COUNT: expected string not found in input (3 out of 3)',
    );
  });

  test('invalid counts', () => {
    expect(run('CHECK-COUNT-0: x\n', 'x\n').diagnostics).toContain(
      "t.mlir:1:14: error: invalid count in -COUNT specification on prefix 'CHECK'",
    );
  });
});

describe('patterns', () => {
  test('{{regex}} with POSIX semantics', () => {
    expect(passes('CHECK: %{{[0-9]+}} = addi\n', '%12 = addi\n')).toBe(true);
    expect(passes('CHECK: {{a\\sb}}\n', 'a b\n')).toBe(false);
    expect(passes('CHECK: x{{.*}}y\n', 'x\ny\n')).toBe(false);
  });

  test('an alternation in {{}} is grouped', () => {
    expect(passes('CHECK: a{{b|c}}d\n', 'acd\n')).toBe(true);
    expect(passes('CHECK: a{{b|c}}d\n', 'ab\n')).toBe(false);
  });

  test('alternations take the longest match, as POSIX does', () => {
    expect(passes('CHECK: [[X:a|ab]]\nCHECK: <[[X]]>\n', 'ab\n<ab>\n')).toBe(true);
  });

  test('invalid regexes are check-file errors located at the regex', () => {
    const result = run('CHECK: x{{a(}}\n', 'a\n');
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics).toBe(
      't.mlir:1:11: error: invalid regex: parentheses not balanced\nCHECK: x{{a(}}\n          ^\n',
    );
    expect(run('CHECK: {{abc\n', 'a\n').diagnostics).toContain(
      "t.mlir:1:8: error: found start of regex string with no end '}}'",
    );
  });

  test('{LITERAL} matches braces and brackets verbatim', () => {
    expect(passes('CHECK{LITERAL}: {{x}} [[y]]\n', '{{x}} [[y]]\n')).toBe(true);
    expect(run('CHECK-NEXT{LITERAL}: q\n', 'q\n').diagnostics).toContain(
      "found 'CHECK-NEXT' without previous",
    );
  });
});

describe('variables', () => {
  test('[[VAR:regex]] defines, [[VAR]] uses (escaped)', () => {
    const check = 'CHECK: [[V:%[0-9]+]] = addi\nCHECK: muli [[V]], [[V]]\n';
    expect(passes(check, '%3 = addi\n%4 = muli %3, %3\n')).toBe(true);
    expect(passes(check, '%3 = addi\n%4 = muli %3, %4\n')).toBe(false);
    expect(passes('CHECK: [[V:.+]]\nCHECK: ([[V]])\n', 'a.b\n(a.b)\n')).toBe(true);
    expect(passes('CHECK: [[V:.+]]\nCHECK: ([[V]])\n', 'a.b\n(axb)\n')).toBe(false);
  });

  test('a failed match reports the substituted values', () => {
    const result = run('CHECK: [[V:[a-z]+]]\nCHECK: [[V]]!\n', 'abc\nxyz!\n');
    expect(result.diagnostics).toContain('<stdin>:1:4: note: with "V" equal to "abc"\n');
  });

  test('same-line use is a back-reference', () => {
    expect(passes('CHECK: [[X:[a-z]+]] [[X]]\n', 'ab ab\n')).toBe(true);
    expect(passes('CHECK: [[X:[a-z]+]] [[X]]\n', 'ab cd\n')).toBe(false);
  });

  test('undefined variables are reported at their use', () => {
    const result = run('CHECK: [[U]]x\n', 'a\n');
    expect(result.diagnostics).toBe(
      't.mlir:1:10: error: undefined variable: U\nCHECK: [[U]]x\n         ^\n',
    );
  });

  test('-D defines string variables', () => {
    expect(passes('CHECK: [[NAME]]\n', 'hello\n', { defines: ['NAME=hello'] })).toBe(true);
    expect(run('CHECK: a\n', 'a\n', { defines: ['NAME'] }).diagnostics).toBe(
      "Missing equal sign in command-line definition '-DNAME'\n",
    );
  });

  test('--enable-var-scope clears local variables at labels', () => {
    const check = 'CHECK-LABEL: a\nCHECK: [[X:[0-9]]]\nCHECK-LABEL: b\nCHECK: [[X]]\n';
    expect(passes(check, 'a 1\nb 1\n')).toBe(true);
    expect(passes(check, 'a 1\nb 1\n', { enableVarScope: true })).toBe(false);
    expect(passes(check.replace(/X/g, '$X'), 'a 1\nb 1\n', { enableVarScope: true })).toBe(true);
  });

  test('variable name errors', () => {
    expect(run('CHECK: [[X Y:a]]\n', 'a\n').diagnostics).toContain(
      't.mlir:1:11: error: unexpected whitespace',
    );
    expect(run('CHECK: [[9:a]]\n', 'a\n').diagnostics).toContain(
      't.mlir:1:10: error: invalid variable name',
    );
    expect(run('CHECK: [[X:a\n', 'a\n').diagnostics).toContain(
      't.mlir:1:8: error: Invalid substitution block, no ]] found',
    );
  });
});

describe('numeric substitutions', () => {
  test('@LINE, legacy and numeric forms', () => {
    expect(passes('\nCHECK: line [[@LINE]] [[@LINE-1]] [[# @LINE + 1]]\n', 'line 2 1 3\n')).toBe(
      true,
    );
  });

  test('definitions, formats and expressions', () => {
    expect(passes('CHECK: x=[[#X:]]\nCHECK: y=[[#X+1]]\n', 'x=41\ny=42\n')).toBe(true);
    expect(passes('CHECK: [[#%x,A:]]\nCHECK: [[#A+1]]\n', 'ff\n100\n')).toBe(true);
    expect(passes('CHECK: [[#%X,A:]]\nCHECK: [[#A+1]]\n', 'FF\n100\n')).toBe(true);
    expect(passes('CHECK: [[#%.3d,V:]] [[#V]]\n', '007 7\n')).toBe(false);
    expect(passes('CHECK: [[#%.3d,V:]]\nCHECK: [[#V+1]]\n', '007\n008\n')).toBe(true);
    expect(
      passes('CHECK: [[#max(A,B)]] [[#sub(B,A)]]\n', '9 6\n', { defines: ['#A=3', '#B=9'] }),
    ).toBe(true);
  });

  test('numeric errors', () => {
    expect(run('CHECK: [[#N*2]]\n', '1\n', { defines: ['#N=1'] }).diagnostics).toBe(
      "t.mlir:1:12: error: unsupported operation '*'\nCHECK: [[#N*2]]\n           ^\n\n",
    );
    expect(run('CHECK: [[#Q]]\n', '1\n').diagnostics).toContain(
      't.mlir:1:11: error: undefined variable: Q',
    );
  });
});

describe('prefixes', () => {
  test('custom and multiple prefixes', () => {
    expect(passes('A: a\nB: b\n', 'a\nb\n', { checkPrefixes: ['A', 'B'] })).toBe(true);
    expect(run('A: a\n', 'a\n', { checkPrefixes: ['A', 'B'] }).diagnostics).toBe(
      "error: no check strings found with prefix 'B:'\n",
    );
    expect(passes('A: a\n', 'a\n', { checkPrefixes: ['A', 'B'], allowUnusedPrefixes: true })).toBe(
      true,
    );
  });

  test('prefix validation', () => {
    expect(run('C: a\n', 'a\n', { checkPrefixes: ['A.B'] }).diagnostics).toBe(
      "error: supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: 'A.B'\n",
    );
    expect(run('C: a\n', 'a\n', { checkPrefixes: ['COM'] }).diagnostics).toBe(
      "error: supplied check prefix must be unique among check and comment prefixes: 'COM'\n",
    );
    expect(run('C: a\n', 'a\n', { checkPrefixes: [''] }).exitCode).toBe(2);
  });

  test('comment prefixes hide directives', () => {
    expect(
      passes('COM: CHECK: nope\n// RUN: x | FileCheck %s -check-prefix=CHECK:\nCHECK: a\n', 'a\n'),
    ).toBe(true);
    expect(passes('NOTE: CHECK: nope\nCHECK: a\n', 'a\n', { commentPrefixes: ['NOTE'] })).toBe(
      true,
    );
  });
});

describe('options', () => {
  test('--implicit-check-not', () => {
    expect(passes('CHECK: a\nCHECK: b\n', 'a\nb\n', { implicitCheckNot: ['warning'] })).toBe(true);
    const result = run('CHECK: a\n', 'a\nwarning: x\n', { implicitCheckNot: ['warning'] });
    expect(result.diagnostics).toBe(
      "command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input\n-implicit-check-not='warning'\n                     ^\n" +
        '<stdin>:2:1: note: found here\nwarning: x\n^~~~~~~\n',
    );
  });

  test('--match-full-lines', () => {
    expect(passes('CHECK: a b\n', '  a b \n', { matchFullLines: true })).toBe(true);
    expect(passes('CHECK: a b\n', 'xa b\n', { matchFullLines: true })).toBe(false);
    expect(passes('CHECK: a\nCHECK-NOT: b\n', 'a\nxbx\n', { matchFullLines: true })).toBe(false);
  });

  test('--strict-whitespace', () => {
    expect(passes('CHECK: a b\n', 'a  b\n', { strictWhitespace: true })).toBe(false);
    expect(passes('CHECK: a  b\n', 'a  b\n', { strictWhitespace: true })).toBe(true);
    // With both options even the space after the colon belongs to the pattern.
    expect(passes('CHECK: a b\n', 'a b\n', { strictWhitespace: true, matchFullLines: true })).toBe(
      false,
    );
    expect(passes('CHECK: a b\n', ' a b\n', { strictWhitespace: true, matchFullLines: true })).toBe(
      true,
    );
  });

  test('--ignore-case', () => {
    expect(passes('CHECK: HeLLo {{W}}\n', 'hello w\n', { ignoreCase: true })).toBe(true);
    expect(passes('CHECK: HeLLo\n', 'hello\n')).toBe(false);
  });
});

describe('robustness', () => {
  test('deeply nested regex groups are a located error, not a stack overflow', () => {
    const depth = 100_000;
    const result = run(`CHECK: {{${'('.repeat(depth)}a${')'.repeat(depth)}}}\n`, 'a\n');
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics).toMatch(
      /^t\.mlir:1:10: error: invalid regex: parentheses nested too deeply\n/,
    );
  });

  test('deeply nested and very long numeric expressions are located errors', () => {
    const nested = run(`CHECK: [[#${'('.repeat(100_000)}1${')'.repeat(100_000)}]]\n`, '1\n');
    expect(nested.diagnostics).toMatch(/^t\.mlir:1:\d+: error: expression nested too deeply\n/);
    const long = run(`CHECK: [[#${'1+'.repeat(100_000)}1]]\n`, '1\n');
    expect(long.diagnostics).toMatch(/^t\.mlir:1:\d+: error: expression nested too deeply\n/);
  });

  test('a large input with many checks', () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `  %${i} = op\t%${i - 1}`);
    const checks = Array.from(
      { length: 200 },
      (_, k) => `CHECK: %${k * 1000} = op\nCHECK-NEXT: = op %${k * 1000}\n`,
    );
    expect(passes(checks.join(''), lines.join('\n') + '\n')).toBe(true);
  });
});
