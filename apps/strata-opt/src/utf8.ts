/** Input must be UTF-8; this finds where it is not, so the error can point there. */

const fatalDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Length of the valid UTF-8 sequence starting at `i`, or 0 if it is invalid. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!;
  if (lead < 0x80) return 1;
  let length: number;
  let min: number;
  if (lead >= 0xc2 && lead <= 0xdf) [length, min] = [2, 0x80];
  else if (lead >= 0xe0 && lead <= 0xef) [length, min] = [3, 0x800];
  else if (lead >= 0xf0 && lead <= 0xf4) [length, min] = [4, 0x10000];
  else return 0;
  if (i + length > bytes.length) return 0;
  let code = lead & (0xff >> (length + 1));
  for (let k = 1; k < length; k++) {
    const next = bytes[i + k]!;
    if ((next & 0xc0) !== 0x80) return 0;
    code = (code << 6) | (next & 0x3f);
  }
  if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return 0;
  return length;
}

/** Byte offset of the first invalid sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const length = sequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return bytes.length;
}

/**
 * Decodes UTF-8, or returns the 1-based line and column (in characters) of the first byte that
 * is not valid UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { line: number; column: number } {
  try {
    return { text: fatalDecoder.decode(bytes) };
  } catch {
    const bad = firstInvalidByte(bytes);
    const before = fatalDecoder.decode(bytes.subarray(0, bad));
    const lineStart = before.lastIndexOf('\n') + 1;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (before.charCodeAt(i) === 10) line++;
    return { line, column: before.length - lineStart + 1 };
  }
}
