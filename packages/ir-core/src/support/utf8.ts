/**
 * MLIR strings are byte strings; Strata keeps them as JS strings. Valid UTF-8 decodes to the usual
 * characters; each byte of an invalid sequence becomes a lone surrogate U+DC80+byte (as Python's
 * "surrogateescape"), so any byte string survives a decode/encode round trip unchanged.
 */

const decoder = new TextDecoder('utf-8', { fatal: true });

export function decodeBytes(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch {
    return decodeLeniently(bytes);
  }
}

/** Length of the valid UTF-8 sequence starting at `i`, or 0. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  const need =
    b < 0x80
      ? 1
      : b >= 0xc2 && b <= 0xdf
        ? 2
        : b >= 0xe0 && b <= 0xef
          ? 3
          : b >= 0xf0 && b <= 0xf4
            ? 4
            : 0;
  if (need <= 1 || i + need > bytes.length) return need === 1 ? 1 : 0;
  for (let k = 1; k < need; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return 0;
  const b1 = bytes[i + 1]!;
  if (b === 0xe0 && b1 < 0xa0) return 0;
  if (b === 0xed && b1 >= 0xa0) return 0;
  if (b === 0xf0 && b1 < 0x90) return 0;
  if (b === 0xf4 && b1 >= 0x90) return 0;
  return need;
}

function decodeLeniently(bytes: Uint8Array): string {
  const parts: string[] = [];
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) {
      parts.push(String.fromCharCode(0xdc00 + bytes[i]!));
      i++;
    } else {
      parts.push(decoder.decode(bytes.subarray(i, i + length)));
      i += length;
    }
  }
  return parts.join('');
}

/** The bytes of `text`: UTF-8, with escaped lone surrogates U+DC80..U+DCFF turned back into raw bytes. */
export function encodeString(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out.push(code);
      continue;
    }
    if (code >= 0xdc80 && code <= 0xdcff) {
      out.push(code - 0xdc00);
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000)
      out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      out.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return Uint8Array.from(out);
}
