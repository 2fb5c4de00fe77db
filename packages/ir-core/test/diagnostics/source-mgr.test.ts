import { describe, expect, it } from 'vitest';
import { SourceMgr, formatUnlocatedMessage } from '../../src/diagnostics/source-mgr.js';

describe('SourceMgr.formatMessage', () => {
  const mgr = new SourceMgr();
  mgr.addBuffer('a.mlir', 'func.func @f() {\n  return %x\n}\n');

  it('prints header, source line and caret as LLVM does', () => {
    expect(mgr.formatMessage('a.mlir', 2, 10, 'error', 'use of undeclared SSA value name')).toBe(
      'a.mlir:2:10: error: use of undeclared SSA value name\n  return %x\n         ^\n',
    );
  });

  it('accepts the column just past the end of the line', () => {
    expect(mgr.formatMessage('a.mlir', 2, 12, 'error', "expected ':'")).toBe(
      "a.mlir:2:12: error: expected ':'\n  return %x\n           ^\n",
    );
  });

  it('underlines a range with tildes', () => {
    expect(mgr.formatMessage('a.mlir', 1, 1, 'error', 'm', 4)).toBe(
      'a.mlir:1:1: error: m\nfunc.func @f() {\n^~~~\n',
    );
  });

  it('prints only the header for unknown files, lines past the end and columns past the line', () => {
    expect(mgr.formatMessage('x.c', 3, 4, 'note', 'n')).toBe('x.c:3:4: note: n\n');
    expect(mgr.formatMessage('a.mlir', 9, 1, 'warning', 'w')).toBe('a.mlir:9:1: warning: w\n');
    expect(mgr.formatMessage('a.mlir', 2, 13, 'remark', 'r')).toBe('a.mlir:2:13: remark: r\n');
    expect(mgr.formatMessage('a.mlir', 0, 0, 'error', 'e')).toBe('a.mlir:0:0: error: e\n');
  });

  it('expands tabs in the source and caret lines', () => {
    const tabs = new SourceMgr();
    tabs.addBuffer('t', '\tx\ty\n');
    expect(tabs.formatMessage('t', 1, 4, 'error', 'e')).toBe(
      't:1:4: error: e\n        x       y\n                ^\n',
    );
  });

  it('maps the lines of a split chunk to the original file and shows stdin as <stdin>', () => {
    const chunked = new SourceMgr();
    chunked.addBuffer('-', '\nfoo bar\n', 4);
    expect(chunked.formatMessage('-', 6, 5, 'error', 'e')).toBe(
      '<stdin>:6:5: error: e\nfoo bar\n    ^\n',
    );
    expect(chunked.formatMessage('-', 2, 1, 'error', 'e')).toBe('<stdin>:2:1: error: e\n');
  });

  it('formats messages without location like mlir-opt', () => {
    expect(formatUnlocatedMessage('error', 'boom')).toBe('<unknown>:0: error: boom\n');
  });
});
