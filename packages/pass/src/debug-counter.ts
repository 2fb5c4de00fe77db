/**
 * MLIR's `DebugCounter` (`--mlir-debug-counter`, `--mlir-print-debug-counter`): an action filter
 * that, for each action tag it has a counter for, counts the actions of that tag and lets only some
 * of them run, to bisect which rewrite breaks a program. Strata's actions are MLIR's, by the same
 * tags: `pass-execution` (each pass and each nested pass manager a pass manager runs),
 * `GreedyPatternRewriteIteration` (each iteration of the greedy rewrite driver) and
 * `apply-pattern` (each pattern the greedy driver tries on an op).
 */

/** One counter: actions seen so far, how many to skip first, and how many to run after (-1: all). */
interface Counter {
  count: number;
  skip: bigint;
  stopAfter: bigint;
}

export class DebugCounter {
  private constructor(private readonly counters: Map<string, Counter>) {}

  /**
   * The counter set by `--mlir-debug-counter` values (each a comma-separated list of `tag-skip=N`
   * and `tag-count=N`; a later setting of the same tag wins), or, for the first malformed
   * argument, mlir-opt's message (without its `error: ` prefix).
   */
  static parse(values: readonly string[]): DebugCounter | { error: string } {
    const counters = new Map<string, Counter>();
    for (const value of values) {
      for (const arg of value.split(',')) {
        if (arg === '') continue;
        const equals = arg.indexOf('=');
        const text = equals < 0 ? '' : arg.slice(equals + 1);
        if (text === '') {
          return {
            error: `expected DebugCounter argument to have an \`=\` separating the counter name and value, but the provided argument was: \`${arg}\``,
          };
        }
        const number = parseInt64(text);
        if (number === null) {
          return {
            error: `expected DebugCounter counter value to be numeric, but got \`${text}\``,
          };
        }
        const name = arg.slice(0, equals);
        const kind = name.endsWith('-skip') ? 'skip' : name.endsWith('-count') ? 'count' : null;
        if (kind === null) {
          // Sic: mlir-opt's message has no space before the name.
          return {
            error: `expected DebugCounter counter name to end with either \`-skip\` or \`-count\`, but got\`${name}\``,
          };
        }
        const tag = name.slice(0, name.length - kind.length - 1);
        let counter = counters.get(tag);
        if (counter === undefined) {
          counter = { count: 0, skip: 0n, stopAfter: -1n };
          counters.set(tag, counter);
        }
        if (kind === 'skip') counter.skip = number;
        else counter.stopAfter = number;
      }
    }
    return new DebugCounter(counters);
  }

  /** A counter with the same settings and nothing counted: mlir-opt starts one per input chunk. */
  fresh(): DebugCounter {
    const counters = new Map<string, Counter>();
    for (const [tag, { skip, stopAfter }] of this.counters)
      counters.set(tag, { count: 0, skip, stopAfter });
    return new DebugCounter(counters);
  }

  /**
   * Counts an action of `tag` and answers whether it runs: actions with no counter always do; the
   * others after the first `skip` ones, while no more than `count` have run (negative: no limit).
   */
  readonly shouldExecute = (tag: string): boolean => {
    const counter = this.counters.get(tag);
    if (counter === undefined) return true;
    const count = BigInt(++counter.count);
    if (counter.skip < 0n) return true;
    if (counter.skip >= count) return false;
    return counter.stopAfter < 0n || counter.stopAfter + counter.skip >= count;
  };

  /** The counters in mlir-opt's format: by tag, each `{count,skip,stop-after}`. */
  print(): string {
    const tags = [...this.counters.keys()].sort();
    let text = 'DebugCounter counters:\n';
    for (const tag of tags) {
      const { count, skip, stopAfter } = this.counters.get(tag)!;
      text += `${tag.padEnd(32)}: {${count},${skip},${stopAfter}}\n`;
    }
    return text;
  }
}

const INT64_MAX = (1n << 63n) - 1n;

/**
 * A 64-bit signed integer as LLVM's `StringRef::getAsInteger` with radix 0 reads it: an optional
 * `-`, then decimal, `0x` hex, `0b` binary, `0o` or `0`-prefixed octal digits, and nothing else.
 */
function parseInt64(text: string): bigint | null {
  const negative = text.startsWith('-');
  let digits = negative ? text.slice(1) : text;
  let radix = 10;
  // As LLVM: `0x` and `0b` in either case, `0o` in lower case only.
  const prefix = digits.slice(0, 2);
  const lower = prefix.toLowerCase();
  if (lower === '0x') radix = 16;
  else if (lower === '0b') radix = 2;
  else if (prefix === '0o') radix = 8;
  else if (digits.length > 1 && digits[0] === '0' && digits[1]! >= '0' && digits[1]! <= '9')
    radix = 8;
  if (radix !== 10) digits = digits.slice(radix === 8 && prefix !== '0o' ? 1 : 2);
  if (digits === '') return null;
  let value = 0n;
  const base = BigInt(radix);
  for (const char of digits.toLowerCase()) {
    const digit = parseInt(char, 36);
    if (Number.isNaN(digit) || digit >= radix) return null;
    value = value * base + BigInt(digit);
    if (value > INT64_MAX + 1n) return null;
  }
  if (negative) return -value;
  return value > INT64_MAX ? null : value;
}
