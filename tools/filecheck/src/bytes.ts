// FileCheck, like LLVM's, counts columns and matches regexes over bytes. Text is therefore held as
// a "byte string": UTF-8 encoded, one UTF-16 code unit (0..255) per byte. Pure-ASCII text, by far
// the common case, is its own byte string and is passed through without copying.

const NON_ASCII = /[^\x00-\x7f]/;
const CHUNK = 0x2000;

export function toByteString(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return fromBytes(new TextEncoder().encode(text));
}

export function fromByteString(bytes: string): string {
  if (!NON_ASCII.test(bytes)) return bytes;
  const array = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) array[i] = bytes.charCodeAt(i);
  return new TextDecoder('utf-8').decode(array);
}

interface NodeBufferLike {
  from(
    bytes: ArrayBuffer,
    offset: number,
    length: number,
  ): { toString(encoding: 'latin1'): string };
}

/** Latin-1 view of raw file contents, e.g. a Node Buffer read from disk or a pipe. */
export function fromBytes(bytes: Uint8Array): string {
  // Node's Buffer decodes latin1 natively; elsewhere build the string in chunks.
  const nodeBuffer = (globalThis as { Buffer?: NodeBufferLike }).Buffer;
  if (nodeBuffer)
    return nodeBuffer
      .from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)
      .toString('latin1');
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK) {
    parts.push(
      String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]),
    );
  }
  return parts.join('');
}
