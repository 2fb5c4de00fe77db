/**
 * Reading the input and writing the output (synchronously: one file each, and the sync calls
 * avoid loading `fs/promises` at start-up). Output goes to a temporary file beside the target
 * that is renamed over it only after the whole run succeeded, so a failed run never leaves a
 * half-written or truncated output behind.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { ToolIO } from './tool-io.js';
import { decodeUtf8 } from './utf8.js';

const ERRNO_TEXT: Record<string, string> = {
  ENOENT: 'No such file or directory',
  EISDIR: 'Is a directory',
  EACCES: 'Permission denied',
  EPERM: 'Operation not permitted',
  ENOTDIR: 'Not a directory',
  EROFS: 'Read-only file system',
  ENOSPC: 'No space left on device',
  ELOOP: 'Too many levels of symbolic links',
  ENAMETOOLONG: 'File name too long',
};

/** The C library's text for a failed file operation's error, as LLVM tools print it. */
export function describeErrno(error: unknown): string {
  const code = (error as { code?: string }).code;
  return (code && ERRNO_TEXT[code]) ?? code ?? 'unknown error';
}

/** The input as text, or a one-line error. `-` is standard input. */
export async function readInput(
  path: string,
  io: ToolIO,
): Promise<{ text: string } | { error: string }> {
  let bytes: Uint8Array;
  const shown = path === '-' ? '<stdin>' : path;
  try {
    if (path === '-') {
      bytes = await io.readStdin();
    } else {
      const full = resolve(io.cwd ?? process.cwd(), path);
      // readFile on a directory fails differently across platforms; check it first.
      if (statSync(full).isDirectory())
        return { error: `cannot open input file '${path}': Is a directory` };
      bytes = readFileSync(full);
    }
  } catch (error) {
    return { error: `cannot open input file '${path}': ${describeErrno(error)}` };
  }
  const decoded = decodeUtf8(bytes);
  if ('text' in decoded) return decoded;
  return { error: `${shown}:${decoded.line}:${decoded.column}: error: input is not valid UTF-8` };
}

/** Writes the output (to stdout for `-`); returns a one-line error on failure. */
export function writeOutput(path: string, text: string, io: ToolIO): string | null {
  if (path === '-') {
    io.stdout(text);
    return null;
  }
  const full = resolve(io.cwd ?? process.cwd(), path);
  // A device or pipe (`-o /dev/null`) is written in place: renaming over it would replace the
  // device node with a regular file, and there is nothing half-written to protect there.
  if (isSpecialFile(full)) {
    try {
      writeFileSync(full, text);
      return null;
    } catch (error) {
      return `cannot open output file '${path}': ${describeErrno(error)}`;
    }
  }
  // Unique enough for one process at a time per target; 'wx' refuses to reuse an existing file.
  const temp = join(
    dirname(full),
    `.${basename(full)}.${process.pid}.${Date.now().toString(36)}.tmp`,
  );
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    renameSync(temp, full);
    return null;
  } catch (error) {
    rmSync(temp, { force: true });
    return `cannot open output file '${path}': ${describeErrno(error)}`;
  }
}

/** Whether `path` exists and is neither a regular file nor a directory (a device, FIFO or socket). */
function isSpecialFile(path: string): boolean {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats !== undefined && !stats.isFile() && !stats.isDirectory();
}
