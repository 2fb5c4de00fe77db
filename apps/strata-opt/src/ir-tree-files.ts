/**
 * `--mlir-print-ir-tree-dir=<dir>`: IR dumps written as files in a tree of directories under
 * `<dir>` (the pass package names them), instead of to stderr. As in mlir-opt, a directory or file
 * that cannot be made is reported on stderr and that dump skipped; the run goes on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeErrno } from './files.js';
import type { ToolIO } from './tool-io.js';

/** Writes a dump to `<root>/<path...>`, creating the directories; errors name paths as given. */
export function irTreeWriter(root: string, io: ToolIO): (path: string[], text: string) => void {
  const base = io.cwd ?? process.cwd();
  return (path, text) => {
    let shown = root;
    const directories = [root, ...path.slice(0, -1)];
    for (let i = 0; i < directories.length; i++) {
      if (i > 0) shown += `/${directories[i]}`;
      try {
        // An existing entry is fine here, even a file: writing below it then fails instead.
        mkdirSync(resolve(base, shown));
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST') continue;
        io.stderr(`Error while creating directory ${shown}: ${describeErrno(error)}\n`);
        return;
      }
    }
    shown += `/${path[path.length - 1]}`;
    try {
      writeFileSync(resolve(base, shown), text);
    } catch (error) {
      io.stderr(
        `Error opening output file ${shown}: cannot open output file '${shown}': ${describeErrno(error)}\n`,
      );
    }
  };
}
