import { describe, expect, it } from 'vitest';
import { FileLineColLoc, NameLoc, UnknownLoc } from '../src/attributes/location.js';
import { OpaqueLoc } from '../src/attributes/opaque-loc.js';
import { MLIRContext } from '../src/context.js';
import { SourceMgrDiagnosticHandler, findFileLineColLoc } from '../src/diagnostics/handlers.js';
import { SourceMgr } from '../src/diagnostics/source-mgr.js';
import { Diagnostic } from '../src/support/diagnostics.js';

/** A frontend's own location record, the kind of object an OpaqueLoc carries. */
class AstNode {
  constructor(readonly id: number) {}
}

describe('OpaqueLoc', () => {
  it('is uniqued on the wrapped object and the fallback', () => {
    const context = new MLIRContext();
    const node = new AstNode(1);
    const fallback = FileLineColLoc.get(context, 'a.mlir', 3, 4);
    const loc = OpaqueLoc.get(node, fallback);
    expect(OpaqueLoc.get(node, fallback)).toBe(loc);
    expect(OpaqueLoc.get(new AstNode(1), fallback)).not.toBe(loc);
    expect(OpaqueLoc.get(node, UnknownLoc.get(context))).not.toBe(loc);
    expect(loc.underlyingLocation).toBe(node);
    expect(loc.fallbackLocation).toBe(fallback);
    expect(loc.context).toBe(context);
  });

  it('gives back the wrapped object only for the asked-for class', () => {
    const context = new MLIRContext();
    const node = new AstNode(7);
    const loc = OpaqueLoc.get(node, UnknownLoc.get(context));
    expect(OpaqueLoc.getUnderlyingLocationOrNull(loc, AstNode)).toBe(node);
    expect(OpaqueLoc.getUnderlyingLocationOrNull(loc, Map)).toBeNull();
    expect(OpaqueLoc.getUnderlyingLocationOrNull(UnknownLoc.get(context), AstNode)).toBeNull();
  });

  it('prints as its fallback, at top level and nested', () => {
    const context = new MLIRContext();
    const fallback = FileLineColLoc.get(context, 'a.mlir', 3, 4);
    const loc = OpaqueLoc.get(new AstNode(2), fallback);
    expect(loc.toString()).toBe('loc("a.mlir":3:4)');
    expect(NameLoc.get(context, 'x', loc).toString()).toBe('loc("x"("a.mlir":3:4))');
    expect(OpaqueLoc.get(new AstNode(3), UnknownLoc.get(context)).toString()).toBe('loc(unknown)');
  });

  it('shows diagnostics at its fallback', () => {
    const context = new MLIRContext();
    const mgr = new SourceMgr();
    mgr.addBuffer('in.mlir', '"t.a"() : () -> ()\n');
    let out = '';
    new SourceMgrDiagnosticHandler(mgr, context, (s) => void (out += s));
    const fallback = FileLineColLoc.get(context, 'in.mlir', 1, 1);
    const loc = OpaqueLoc.get(new AstNode(4), fallback);
    expect(findFileLineColLoc(loc)).toBe(fallback);
    context.diagnostics.emit(new Diagnostic('error', loc, 'bad op'));
    expect(out).toBe('in.mlir:1:1: error: bad op\n"t.a"() : () -> ()\n^\n');
  });
});
