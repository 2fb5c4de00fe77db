import { describe, expect, it } from 'vitest';
import {
  CallSiteLoc,
  FileLineColLoc,
  FusedLoc,
  NameLoc,
  UnknownLoc,
} from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import {
  SourceMgrDiagnosticHandler,
  SourceMgrDiagnosticVerifierHandler,
  findFileLineColLoc,
} from '../../src/diagnostics/handlers.js';
import { SourceMgr } from '../../src/diagnostics/source-mgr.js';
import { Diagnostic } from '../../src/support/diagnostics.js';

const source = '"t.a"() : () -> ()\n%0 = "t.b"(%x) : (i32) -> i32\n';

function setUp(text = source) {
  const context = new MLIRContext();
  const mgr = new SourceMgr();
  mgr.addBuffer('in.mlir', text);
  let out = '';
  return { context, mgr, write: (s: string) => void (out += s), read: () => out };
}

describe('SourceMgrDiagnosticHandler', () => {
  it('prints the error with its source line and notes without repeating the same line', () => {
    const { context, mgr, write, read } = setUp();
    const handler = new SourceMgrDiagnosticHandler(mgr, context, write);
    const loc = FileLineColLoc.get(context, 'in.mlir', 2, 12);
    const diagnostic = new Diagnostic('error', loc, 'use of undeclared SSA value name');
    diagnostic.attachNote('same place');
    diagnostic.attachNote('elsewhere', FileLineColLoc.get(context, 'in.mlir', 1, 1));
    context.diagnostics.emit(diagnostic);
    handler.dispose();
    expect(read()).toBe(
      'in.mlir:2:12: error: use of undeclared SSA value name\n' +
        '%0 = "t.b"(%x) : (i32) -> i32\n' +
        '           ^\n' +
        'in.mlir:2:12: note: same place\n' +
        'in.mlir:1:1: note: elsewhere\n' +
        '"t.a"() : () -> ()\n' +
        '^\n',
    );
    context.diagnostics.emit(new Diagnostic('error', loc, 'after dispose'));
    expect(context.diagnostics.unhandled).toHaveLength(1);
  });

  it('prints unknown and non-file locations like mlir-opt', () => {
    const { context, mgr, write, read } = setUp();
    new SourceMgrDiagnosticHandler(mgr, context, write);
    context.diagnostics.emit(new Diagnostic('error', UnknownLoc.get(context), 'a'));
    context.diagnostics.emit(new Diagnostic('warning', NameLoc.get(context, 'n'), 'b'));
    expect(read()).toBe('<unknown>:0: error: a\n<unknown>:0: warning: loc("n"): b\n');
  });

  it('shows the callee of a call site and its callers as "called from" notes', () => {
    const { context, mgr, write, read } = setUp();
    new SourceMgrDiagnosticHandler(mgr, context, write);
    const callee = FileLineColLoc.get(context, 'a', 1, 1);
    const caller = FileLineColLoc.get(context, 'b', 2, 2);
    context.diagnostics.emit(new Diagnostic('error', CallSiteLoc.get(callee, caller), 'm'));
    expect(read()).toBe('a:1:1: error: m\nb:2:2: note: called from\n');
  });

  it('finds the first file location inside fused and named locations', () => {
    const context = new MLIRContext();
    const inner = FileLineColLoc.get(context, 'f', 3, 4);
    const fused = FusedLoc.get(context, [
      NameLoc.get(context, 'x'),
      NameLoc.get(context, 'y', inner),
    ]);
    expect(findFileLineColLoc(fused)).toBe(inner);
    expect(findFileLineColLoc(UnknownLoc.get(context))).toBeNull();
  });
});

describe('SourceMgrDiagnosticVerifierHandler', () => {
  const text = [
    '// expected-error@+1 {{undeclared}}',
    '"t.b"(%x) : (i32) -> ()',
    '"t.c"() : () -> () // expected-warning {{never}}',
    '"t.d"() : () -> () // expected-error {{kind}}',
  ].join('\n');

  it('accepts expected diagnostics and reports unexpected, mismatched and missing ones', () => {
    const { context, mgr, write, read } = setUp(text);
    const handler = new SourceMgrDiagnosticVerifierHandler(mgr, context, write);
    const at = (line: number, col: number) => FileLineColLoc.get(context, 'in.mlir', line, col);
    context.diagnostics.emit(new Diagnostic('error', at(2, 7), 'use of undeclared SSA value name'));
    context.diagnostics.emit(new Diagnostic('warning', at(4, 1), 'wrong kind'));
    context.diagnostics.emit(new Diagnostic('error', at(3, 1), 'surprise'));
    expect(handler.verify()).toBe(false);
    expect(read()).toBe(
      "in.mlir:4:23: error: 'warning' diagnostic emitted when expecting a 'error'\n" +
        '"t.d"() : () -> () // expected-error {{kind}}\n' +
        '                      ^\n' +
        'in.mlir:3:1: error: unexpected error: surprise\n' +
        '"t.c"() : () -> () // expected-warning {{never}}\n' +
        '^\n' +
        'in.mlir:3:23: error: expected warning "never" was not produced\n' +
        '"t.c"() : () -> () // expected-warning {{never}}\n' +
        '                      ^~~~~\n' +
        'in.mlir:4:23: error: expected error "kind" was not produced\n' +
        '"t.d"() : () -> () // expected-error {{kind}}\n' +
        '                      ^~~~\n',
    );
  });

  it('succeeds when every expectation is met, matching notes as well', () => {
    const { context, mgr, write, read } = setUp(
      'op // expected-error {{bad}}\n// expected-note@-1 {{here}}\n',
    );
    const handler = new SourceMgrDiagnosticVerifierHandler(mgr, context, write);
    const diagnostic = new Diagnostic(
      'error',
      FileLineColLoc.get(context, 'in.mlir', 1, 1),
      'bad op',
    );
    diagnostic.attachNote('see here');
    context.diagnostics.emit(diagnostic);
    expect(handler.verify()).toBe(true);
    expect(read()).toBe('');
  });
});
