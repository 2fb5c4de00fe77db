/**
 * A hash table keyed by source text: it finds what was stored for the characters `text[start, end)`
 * without slicing them into a string first. The parser meets the same few spellings (`arith.addi`,
 * `i32`, `memref<32xf32>`) on most lines of a large module; looking them up in a `Map<string, T>`
 * cost a substring, its hash and a map probe per token, where this costs one pass over the
 * characters (hash, then compare against the one candidate found).
 *
 * Open addressing with linear probing over two parallel arrays, grown to keep it at most half full.
 */
export class SpellingTable<T> {
  /** The key of each slot; the empty string marks a free slot (no key is empty). */
  private keys: string[];
  private values: (T | undefined)[];
  private mask: number;
  private count: number;

  constructor() {
    this.keys = new Array<string>(64).fill('');
    this.values = new Array<T | undefined>(64).fill(undefined);
    this.mask = 63;
    this.count = 0;
  }

  /** The value stored for the text in [start, end), or undefined. */
  get(text: string, start: number, end: number): T | undefined {
    const length = end - start;
    const keys = this.keys;
    const mask = this.mask;
    let slot = hashRange(text, start, end) & mask;
    for (;;) {
      const key = keys[slot]!;
      if (key === '') return undefined;
      if (key.length === length && sameChars(key, text, start)) return this.values[slot];
      slot = (slot + 1) & mask;
    }
  }

  /** Stores `value` for the text in [start, end) (which must not be empty), replacing any earlier one. */
  set(text: string, start: number, end: number, value: T): void {
    const key = text.slice(start, end);
    let slot = this.findSlot(key);
    if (this.keys[slot] === '') {
      if (2 * (this.count + 1) > this.keys.length) {
        this.grow();
        slot = this.findSlot(key);
      }
      this.keys[slot] = key;
      this.count++;
    }
    this.values[slot] = value;
  }

  /** The slot holding `key`, or the free slot where it belongs. */
  private findSlot(key: string): number {
    const keys = this.keys;
    const mask = this.mask;
    let slot = hashRange(key, 0, key.length) & mask;
    while (keys[slot] !== '' && keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const capacity = oldKeys.length * 2;
    this.keys = new Array<string>(capacity).fill('');
    this.values = new Array<T | undefined>(capacity).fill(undefined);
    this.mask = capacity - 1;
    for (let i = 0; i < oldKeys.length; i++) {
      const key = oldKeys[i]!;
      if (key === '') continue;
      const slot = this.findSlot(key);
      this.keys[slot] = key;
      this.values[slot] = oldValues[i];
    }
  }
}

/** FNV-1a over the char codes of text[start, end). */
function hashRange(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

function sameChars(key: string, text: string, start: number): boolean {
  for (let i = 0; i < key.length; i++)
    if (key.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}
