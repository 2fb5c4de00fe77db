import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { nodeSnapshotFiles } from '@strata/transforms/node';

// The names Math.random() = 0.5 and 0.25 draw.
const taken = join(tmpdir(), 'mlir_snapshot-800000.tmp.mlir');
const drawnNext = join(tmpdir(), 'mlir_snapshot-400000.tmp.mlir');

describe('snapshot temporary files', () => {
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => {
    rmSync(taken, { force: true });
    rmSync(drawnNext, { force: true });
  });

  it('never hands out the name of an existing file: another name is drawn', () => {
    writeFileSync(taken, 'someone else’s file\n', { flag: 'wx' });
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.5).mockReturnValueOnce(0.25);
    const path = nodeSnapshotFiles.temporaryPath();
    expect(path).toBe(drawnNext);
    // The name is reserved by creating the file, empty, until the snapshot is written to it.
    expect(readFileSync(path, 'utf8')).toBe('');
    expect(readFileSync(taken, 'utf8')).toBe('someone else’s file\n');
    expect(nodeSnapshotFiles.write(path, 'module {\n}\n')).toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('module {\n}\n');
  });

  it('reports a file it cannot write in LLVM words', () => {
    const missing = join(tmpdir(), 'strata-no-such-directory-s13', 'x.mlir');
    expect(existsSync(missing)).toBe(false);
    expect(nodeSnapshotFiles.write(missing, '')).toBe(
      `cannot open output file '${missing}': No such file or directory`,
    );
  });
});
