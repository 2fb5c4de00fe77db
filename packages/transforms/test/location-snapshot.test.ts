import { describe, expect, it } from 'vitest';
import { FileLineColLoc, type MLIRContext, type Operation, printOperation } from '@strata/ir-core';
import { PassManager } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';
import { LocationSnapshotPass, type SnapshotFiles } from '@strata/transforms';
import { parseCollectingErrors } from './helpers.js';

/** Files kept in a map; `failWith` makes every write fail with that reason. */
function memoryFiles(failWith: string | null = null) {
  const written = new Map<string, string>();
  const files: SnapshotFiles = {
    write(path, text) {
      if (failWith !== null) return failWith;
      written.set(path, text);
      return null;
    },
    temporaryPath: () => 'scratch-7.tmp.mlir',
  };
  return { files, written };
}

function run(module: Operation, context: MLIRContext, files: SnapshotFiles, options = '') {
  const pm = new PassManager('builtin.module', { ir: new IRCoreAdapter(context) });
  const pass = new LocationSnapshotPass(files);
  expect(pass.initializeOptions(options)).toBeNull();
  pm.addPass(pass);
  return pm.run(module);
}

describe('snapshot-op-locations', () => {
  it('writes to a temporary file when given no name, and points locations into it', () => {
    const { context, module } = parseCollectingErrors(
      '"t.first"() : () -> ()\n"t.second"() : () -> ()\n',
    );
    const { files, written } = memoryFiles();
    expect(run(module, context, files)).toBe(true);
    expect(written.get('scratch-7.tmp.mlir')).toBe(
      'module {\n  "t.first"() : () -> ()\n  "t.second"() : () -> ()\n}\n',
    );
    const second = module.getRegion(0).front!.back!;
    expect(second.location).toBe(FileLineColLoc.get(context, 'scratch-7.tmp.mlir', 3, 2));
  });

  it('reports a file it cannot write on the op and fails, leaving the locations', () => {
    const { context, module, errors } = parseCollectingErrors('"t.only"() : () -> ()\n');
    const before = printOperation(module, { debugInfo: true });
    const { files } = memoryFiles("cannot open output file 'x': Permission denied");
    expect(run(module, context, files, 'filename=x')).toBe(false);
    expect(errors).toEqual(["cannot open output file 'x': Permission denied"]);
    expect(printOperation(module, { debugInfo: true })).toBe(before);
  });
});
