import {
  MLIRContext,
  type Operation,
  SourceMgr,
  SourceMgrDiagnosticHandler,
  StringAttr,
  UnknownLoc,
  loadBuiltinDialect,
  parseSourceString,
} from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import { Pass, PassManager } from '../src/index.js';
import { IRCoreAdapter } from '../src/ir-core-adapter.js';

const SOURCE = `module {
  module @a {
    "test.x"() : () -> ()
  }
  "test.y"() ({
    module @hidden {
    }
  }) : () -> ()
  module @b {
  }
}
`;

function setUp() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const sourceMgr = new SourceMgr();
  sourceMgr.addBuffer('in.mlir', SOURCE);
  let diagnostics = '';
  new SourceMgrDiagnosticHandler(sourceMgr, context, (text) => void (diagnostics += text));
  const module = parseSourceString(SOURCE, context, { filename: 'in.mlir' });
  if (!module) throw new Error(diagnostics);
  return { context, module, diagnostics: () => diagnostics };
}

/** Records the symbol of each op it runs on. */
class NamePass extends Pass {
  readonly argument = 'names';
  readonly name = 'Names';
  readonly seen: string[] = [];
  runOnOperation(): void {
    const op = this.getOperation() as Operation;
    this.seen.push(new IRCoreAdapter(op.context).symbolName(op) ?? '(none)');
  }
}

/** Gives its op an invalid symbol visibility, which the verifier after the pass rejects. */
class BadVisibilityPass extends Pass {
  readonly argument = 'bad-visibility';
  readonly name = 'BadVisibility';
  runOnOperation(): void {
    const op = this.getOperation() as Operation;
    op.setAttr('sym_visibility', StringAttr.get(op.context, 'bogus'));
  }
}

describe('IRCoreAdapter', () => {
  it('runs nested pipelines on the modules directly inside the top-level module', () => {
    const { context, module } = setUp();
    const pm = new PassManager('builtin.module', { ir: new IRCoreAdapter(context) });
    const pass = new NamePass();
    pm.nest('builtin.module').addPass(pass);
    expect(pm.run(module)).toBe(true);
    // @hidden is inside an unregistered op's region: not directly nested, not visited.
    expect(pass.seen).toEqual(['a', 'b']);
  });

  it('verifies after each pass with the ir-core verifier, failing the pass', () => {
    const { context, module, diagnostics } = setUp();
    const pm = new PassManager('builtin.module', { ir: new IRCoreAdapter(context) });
    pm.nest('builtin.module').addPass(new BadVisibilityPass());
    expect(pm.run(module)).toBe(false);
    expect(pm.failure?.pass.argument).toBe('bad-visibility');
    expect(diagnostics()).toContain(
      'visibility expected to be one of ["public", "private", "nested"], but got "bogus"',
    );
    const unchecked = setUp();
    const lenient = new PassManager('builtin.module', {
      ir: new IRCoreAdapter(unchecked.context),
      verifyEach: false,
    });
    lenient.nest('builtin.module').addPass(new BadVisibilityPass());
    expect(lenient.run(unchecked.module)).toBe(true);
  });

  it('answers registration, isolation, parents and names from the IR', () => {
    const { context, module } = setUp();
    const ir = new IRCoreAdapter(context);
    const [a, y, b] = [...ir.nestedOps(module)] as Operation[];
    expect([a, y, b].map((op) => ir.opName(op!))).toEqual([
      'builtin.module',
      'test.y',
      'builtin.module',
    ]);
    expect(ir.isRegistered(a!)).toBe(true);
    expect(ir.isRegistered(y!)).toBe(false);
    expect(ir.isIsolatedFromAbove(a!)).toBe(true);
    expect(ir.isIsolatedFromAbove(y!)).toBe(false);
    expect(ir.parentOp(a!)).toBe(module);
    expect(ir.parentOp(module)).toBeNull();
    expect(ir.symbolName(b!)).toBe('b');
    expect(ir.symbolName(module)).toBeUndefined();
    expect(ir.verify(module, true)).toBe(true);
  });

  it('prints as Operation::print and fingerprints changes, locations included', () => {
    const { context, module } = setUp();
    const ir = new IRCoreAdapter(context);
    const b = [...ir.nestedOps(module)][2] as Operation;
    expect(ir.print(b, {})).toBe('module @b {\n}');
    expect(ir.print(module, {}).endsWith('}\n')).toBe(true);
    const before = ir.fingerprint(module);
    expect(ir.fingerprint(module)).toBe(before);
    b.location = UnknownLoc.get(context);
    expect(ir.fingerprint(module)).not.toBe(before);
  });

  it('reports scheduling errors at the op, with and without the op note', () => {
    const { context, module, diagnostics } = setUp();
    const ir = new IRCoreAdapter(context);
    const y = [...ir.nestedOps(module)][1] as Operation;
    ir.emitError(y, 'plain');
    ir.emitOpError(y, 'about the op');
    ir.emitError(null, 'nowhere');
    const text = diagnostics();
    expect(text).toContain('in.mlir:5:3: error: plain\n');
    expect(text).toContain(`in.mlir:5:3: error: 'test.y' op about the op\n`);
    expect(text).toContain('<unknown>:0: error: nowhere\n');
  });
});
