/** The example of src/text/README.md, run as written (through the package entry point). */
import { expect, it } from 'vitest';
import {
  MLIRContext,
  SourceMgr,
  SourceMgrDiagnosticHandler,
  loadBuiltinDialect,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';

it('runs the README example', () => {
  const text = `#map = affine_map<(d0) -> (d0 * 2)>
%0 = "demo.op"() {m = #map} : () -> i32
"demo.use"(%0) : (i32) -> ()
`;
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  loadBuiltinDialect(context);
  const sources = new SourceMgr();
  sources.addBuffer('input.mlir', text);
  let errors = '';
  const handler = new SourceMgrDiagnosticHandler(sources, context, (s) => void (errors += s));
  const module = parseSourceString(text, context, { filename: 'input.mlir' });
  expect(errors).toBe('');
  expect(printOperation(module!) + '\n').toBe(
    '#map = affine_map<(d0) -> (d0 * 2)>\nmodule {\n  %0 = "demo.op"() {m = #map} : () -> i32\n  "demo.use"(%0) : (i32) -> ()\n}\n\n',
  );
  handler.dispose();
});
