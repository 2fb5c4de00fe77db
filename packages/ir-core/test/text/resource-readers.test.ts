/**
 * `resourceParsers`: external resource groups read while parsing (as mlir-opt's `--run-reproducer`
 * reads `mlir_reproducer`) instead of being kept for printing. The error texts are mlir-opt 22's.
 */
import { describe, expect, it } from 'vitest';
import { MLIRContext } from '../../src/context.js';
import { SourceMgrDiagnosticHandler } from '../../src/diagnostics/handlers.js';
import { SourceMgr } from '../../src/diagnostics/source-mgr.js';
import { loadBuiltinDialect } from '../../src/dialects/builtin/dialect.js';
import { printOperation } from '../../src/text/printer.js';
import { type ParsedResourceEntry, parseSourceString } from '../../src/text/source-parser.js';

function withGroup(entries: string): string {
  return `"t.op"() : () -> ()\n{-#\n  external_resources: {\n    settings: {\n${entries}\n    },\n    other: {\n      kept: true\n    }\n  }\n#-}\n`;
}

/** Reads `settings` entries into a record: `name` as a string, `flag` as a bool. */
function read(text: string) {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const sources = new SourceMgr();
  sources.addBuffer('res.mlir', text);
  let stderr = '';
  new SourceMgrDiagnosticHandler(sources, context, (line) => (stderr += line));
  const seen: Record<string, string | boolean> = {};
  const reader = (entry: ParsedResourceEntry): boolean => {
    const value =
      entry.key === 'name'
        ? entry.parseAsString()
        : entry.key === 'flag'
          ? entry.parseAsBool()
          : entry.emitError(`no setting '${entry.key}'`) || null;
    if (value === null) return false;
    seen[entry.key] = value;
    return true;
  };
  const op = parseSourceString(text, context, {
    filename: 'res.mlir',
    resourceParsers: { settings: reader },
  });
  return { op, seen, stderr };
}

describe('external resource readers', () => {
  it('hands the group to its reader and keeps only the other groups for printing', () => {
    const { op, seen, stderr } = read(withGroup('      name: "a\\"b",\n      flag: false'));
    expect(stderr).toBe('');
    expect(seen).toEqual({ name: 'a"b', flag: false });
    expect(printOperation(op!, {})).toBe(
      'module {\n  "t.op"() : () -> ()\n}\n\n{-#\n  external_resources: {\n    other: {\n      kept: true\n    }\n  }\n#-}\n',
    );
  });

  it.each([
    ['      name: true', "expected string value for key 'name'"],
    ['      flag: "yes"', "expected 'true' or 'false' value for key 'flag'"],
  ])('reports a value of the wrong kind at the value: %s', (entry, message) => {
    const { op, stderr } = read(withGroup(entry));
    expect(op).toBeNull();
    expect(stderr).toBe(`res.mlir:5:13: error: ${message}\n${entry}\n            ^\n`);
  });

  it("reports the reader's own errors at the key", () => {
    const { op, stderr } = read(withGroup('      flag: true, size: 3'));
    expect(op).toBeNull();
    expect(stderr).toBe(
      "res.mlir:5:19: error: no setting 'size'\n      flag: true, size: 3\n                  ^\n",
    );
  });
});
