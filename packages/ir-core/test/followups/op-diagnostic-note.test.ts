import { describe, expect, test } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import { SourceMgrDiagnosticHandler } from '../../src/diagnostics/handlers.js';
import { SourceMgr } from '../../src/diagnostics/source-mgr.js';
import { loadBuiltinDialect, ModuleOp } from '../../src/dialects/builtin/index.js';
import type { Operation } from '../../src/ir/operation.js';
import { parseSourceString } from '../../src/text/source-parser.js';
import { hasMlirOpt, MLIR_OPT_MISSING, runMlirOpt, writeTemp } from '../text/support/mlir-opt.js';

/**
 * The "see current operation" note of op diagnostics, compared byte for byte with mlir-opt's stderr
 * (print-op-on-diagnostic left on): a multi-line op starts on the line after the note's prefix;
 * errors print the op in generic form, remarks in custom form.
 */

/** Parses (and verifies) `source` as mlir-opt does, then runs `afterParse`; returns the rendered stderr. */
function strataStderr(name: string, source: string, afterParse?: (top: Operation) => void): string {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const sources = new SourceMgr();
  sources.addBuffer(name, source);
  let stderr = '';
  new SourceMgrDiagnosticHandler(sources, context, (text) => (stderr += text));
  const top = parseSourceString(source, context, { filename: name });
  if (top !== null && afterParse) afterParse(top);
  return stderr;
}

/** Remarks `symbol has 0 uses` on every named module, as `--test-symbol-uses` does on these inputs. */
function remarkUnusedModules(top: Operation): void {
  top.walk(
    (op: Operation) => {
      if (op instanceof ModuleOp && op.getAttr('sym_name') !== undefined)
        op.emitRemark('symbol has 0 uses');
    },
    { order: 'pre' },
  );
}

const ERROR_CASES: Record<string, string> = {
  'a multi-line op in an error note starts on its own line': `module attributes {foo = 1} {
  %0 = "t.a"() : () -> i32
  "t.r"() ({
    "t.y"(%0) : (i32) -> ()
  }) : () -> ()
}
`,
  'a one-line op stays on the note line': `"t.f"() ({
  "t.br"()[^bb1] : () -> ()
  "t.ret"() : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()
`,
  'an error prints a registered op in generic form': `"t.f"() ({
  %0 = "t.a"() : () -> i32
  "t.br"()[^bb1] : () -> ()
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
}) : () -> ()
`,
};

const REMARK_SOURCE = `module {
  "t.s"() ({
    "t.y"() : () -> ()
  }) {sym_name = "a"} : () -> ()
  module @m {
  }
  module @n attributes {t.x} {
    %0 = "t.a"() : () -> i32
  }
}
`;

// No `-o /dev/null` for mlir-opt here: a failing run removes its output file, and as root that
// deletes the device node.
describe.skipIf(!hasMlirOpt)('see current operation notes match mlir-opt', () => {
  let index = 0;
  for (const [name, source] of Object.entries(ERROR_CASES)) {
    test(name, () => {
      const path = writeTemp(`note-${index++}.mlir`, source);
      const expected = runMlirOpt(path, ['--allow-unregistered-dialect']).stderr;
      expect(expected).toContain('see current operation:');
      expect(strataStderr(path, source)).toBe(expected);
    });
  }

  test('a remark prints the op in custom form', () => {
    const path = writeTemp('note-remark.mlir', REMARK_SOURCE);
    const expected = runMlirOpt(path, [
      '--allow-unregistered-dialect',
      '--test-symbol-uses',
    ]).stderr;
    expect(expected).toContain('module @n attributes {t.x} {');
    expect(strataStderr(path, REMARK_SOURCE, remarkUnusedModules)).toBe(expected);
  });
});

describe.skipIf(hasMlirOpt)('see current operation notes match mlir-opt', () => {
  test.skip(MLIR_OPT_MISSING, () => {});
});

describe('see current operation notes', () => {
  test('warnings print custom form, errors generic form, multi-line ops on a new line', () => {
    const context = new MLIRContext();
    loadBuiltinDialect(context);
    const top = parseSourceString('module @k {\n}\n', context, { filename: 'k.mlir' })!;
    const notes: string[] = [];
    context.diagnostics.registerHandler((d) => {
      notes.push(d.notes[0]!.message);
      return true;
    });
    top.emitWarning('w');
    top.emitError('e');
    expect(notes).toEqual([
      'see current operation: \nmodule @k {\n}',
      'see current operation: \n"builtin.module"() <{sym_name = "k"}> ({\n^bb0:\n}) : () -> ()',
    ]);
  });
});
