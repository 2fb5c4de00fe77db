/**
 * Node's file system for `snapshot-op-locations` (`@strata/transforms/node`), kept out of the main
 * entry point so that the passes load in a browser.
 */
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SnapshotFiles } from './location-snapshot.js';

/** The C library's wording of the errors a file may fail to open with, as LLVM reports them. */
const OPEN_ERRORS: Readonly<Record<string, string>> = {
  EACCES: 'Permission denied',
  EISDIR: 'Is a directory',
  ENOENT: 'No such file or directory',
  ENOSPC: 'No space left on device',
  ENOTDIR: 'Not a directory',
  EROFS: 'Read-only file system',
};

export const nodeSnapshotFiles: SnapshotFiles = {
  write(path, text) {
    try {
      writeFileSync(path, text);
      return null;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      const reason = OPEN_ERRORS[code] ?? (error as Error).message;
      return `cannot open output file '${path}': ${reason}`;
    }
  },
  temporaryPath() {
    // The file is created here, exclusively ('wx'), so that an existing file that happens to have
    // the name is never reused (and truncated): another name is drawn instead. If the directory
    // is unusable, the name is still returned and writing it reports why.
    for (;;) {
      const suffix = Math.floor(Math.random() * 0x1000000)
        .toString(16)
        .padStart(6, '0');
      const path = join(tmpdir(), `mlir_snapshot-${suffix}.tmp.mlir`);
      try {
        closeSync(openSync(path, 'wx'));
        return path;
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') return path;
      }
    }
  },
};
