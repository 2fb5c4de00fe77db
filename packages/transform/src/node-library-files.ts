/** Node's file system as the preload pass's {@link LibraryFiles} (a separate entry point). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LibraryFiles } from './library.js';

export const nodeLibraryFiles: LibraryFiles = {
  expand(path) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return { error: `'${path}' is neither a file nor a directory` };
    }
    if (stats.isFile()) return [path];
    if (!stats.isDirectory()) return { error: `'${path}' is neither a file nor a directory` };
    return readdirSync(path)
      .filter((name) => name.endsWith('.mlir'))
      .sort()
      .map((name) => join(path, name));
  },
  read(path) {
    return readFileSync(path, 'utf8');
  },
};
