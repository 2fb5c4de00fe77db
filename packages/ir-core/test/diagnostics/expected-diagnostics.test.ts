import { describe, expect, it } from 'vitest';
import { scanExpectedDiagnostics } from '../../src/diagnostics/expected-diagnostics.js';
import { SourceBuffer } from '../../src/diagnostics/source-mgr.js';

function scan(text: string, lineOffset = 0) {
  return scanExpectedDiagnostics(new SourceBuffer('f.mlir', text, lineOffset));
}

describe('scanExpectedDiagnostics', () => {
  it('resolves @+N, @-N, @above, @below and plain designators to lines', () => {
    const text = [
      'op1', // 1
      '// expected-error@+2 {{two below}}', // 2
      '// expected-warning@below {{next}}', // 3
      '// expected-remark @below {{next too}}', // 4
      'op2', // 5
      '// expected-note@above {{above}}', // 6
      'op3 // expected-error {{same}}', // 7
      '// expected-error@-6 {{first}}', // 8
    ].join('\n');
    const { located, unknown, errors } = scan(text);
    expect(errors).toEqual([]);
    expect(unknown).toEqual([]);
    expect(located.map((e) => [e.severity, e.line, e.substring])).toEqual([
      ['error', 4, 'two below'],
      ['warning', 5, 'next'],
      ['remark', 5, 'next too'],
      ['note', 5, 'above'],
      ['error', 7, 'same'],
      ['error', 2, 'first'],
    ]);
    expect(located[0]!.designatorColumn).toBe(4);
  });

  it('keeps line numbers of the original file for a chunk', () => {
    const { located } = scan('\n// expected-error@below {{x}}\nop\n', 10);
    expect(located[0]!.line).toBe(13);
    expect(located[0]!.designatorLine).toBe(12);
  });

  it('collects @unknown designators separately and leaves a dangling @below on the last line', () => {
    const { located, unknown } = scan(
      '// expected-error@unknown {{u}}\n// expected-error@below {{d}}',
    );
    expect(unknown.map((e) => e.substring)).toEqual(['u']);
    expect(located.map((e) => e.line)).toEqual([2]);
  });

  it('takes the text between the first {{ and the last }} of the line', () => {
    const { located } = scan("// expected-error {{expected '}}' here}}");
    expect(located[0]!.substring).toBe("expected '}}' here");
    expect(located[0]!.matches("error: expected '}}' here, really")).toBe(true);
    expect(located[0]!.matches('something else')).toBe(false);
  });

  it('matches -re designators with their regex blocks and escapes the literal parts', () => {
    const { located } = scan('// expected-error-re {{value {{[0-9]+}} (x)}}');
    expect(located[0]!.matches('value 42 (x)')).toBe(true);
    expect(located[0]!.matches('value a (x)')).toBe(false);
  });

  it('reports unterminated and invalid regex blocks', () => {
    const { errors, located } = scan(
      '// expected-error-re {{a {{b}}\n// expected-error-re {{ {{(}} }}',
    );
    expect(located).toEqual([]);
    expect(errors.map((e) => [e.line, e.message.split(':')[0]])).toEqual([
      [1, "found start of regex with no end '}}'"],
      [2, 'invalid regex'],
    ]);
  });
});
