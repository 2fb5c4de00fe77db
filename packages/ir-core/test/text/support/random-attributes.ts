/**
 * Random builtin attributes and types for the differential hunt: every builtin kind, nested,
 * with edge values (NaN, infinities and wide hex patterns in every float type, integer limits,
 * escapes in strings, dense/sparse/resource elements, strided and affine layouts, locations).
 * Seeded, so a failure names the seed that reproduces it. Invalid spellings come out too (a hex
 * pattern too wide, a value out of range): mlir-opt's diagnostics are then what Strata must match.
 */

/** A small linear congruential generator: the same seed gives the same inputs everywhere. */
class Random {
  constructor(private state: number) {}

  /** A number in [0, 1). */
  next(): number {
    this.state = (Math.imul(this.state, 1103515245) + 12345) & 0x7fffffff;
    return this.state / 0x80000000;
  }

  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  /** `count` results of `make`, joined by `, `. */
  list(count: number, make: () => string): string {
    return Array.from({ length: count }, make).join(', ');
  }
}

/** Float types with their widths (for hex bit patterns). */
const FLOAT_WIDTHS: ReadonlyMap<string, number> = new Map([
  ['f16', 16],
  ['bf16', 16],
  ['f32', 32],
  ['f64', 64],
  ['f80', 80],
  ['f128', 128],
  ['tf32', 19],
  ['f8E5M2', 8],
  ['f8E4M3', 8],
  ['f8E4M3FN', 8],
  ['f8E5M2FNUZ', 8],
  ['f8E4M3FNUZ', 8],
  ['f8E4M3B11FNUZ', 8],
  ['f8E3M4', 8],
  ['f8E8M0FNU', 8],
  ['f6E2M3FN', 6],
  ['f6E3M2FN', 6],
  ['f4E2M1FN', 4],
]);
const FLOAT_TYPES = [...FLOAT_WIDTHS.keys()];
const INTEGER_TYPES = ['i1', 'i3', 'i8', 'i16', 'i32', 'i64', 'i65', 'i128', 'si8', 'ui8'];
const MORE_INTEGER_TYPES = [...INTEGER_TYPES, 'si32', 'ui64', 'si1', 'ui1', 'i0', 'index'];

const INTEGER_SPELLINGS = [
  '0',
  '3',
  '-6',
  '127',
  '128',
  '-128',
  '-129',
  '255',
  '256',
  '65535',
  '-32768',
  '2147483647',
  '-2147483649',
  '4294967295',
  '9223372036854775807',
  '-9223372036854775808',
  '18446744073709551615',
  '18446744073709551616',
  '0x1F',
  '0xFF',
  '0xFFFF',
  '0x80000000',
  '0xFFFFFFFFFFFFFFFF',
];
const FLOAT_SPELLINGS = [
  '0.0',
  '-0.0',
  '1.5',
  '-7.25',
  '0.3',
  '6.0e-8',
  '65504.0',
  '65520.0',
  '3.4028235e38',
  '3.5e38',
  '1.4e-45',
  '1.7976931348623157e308',
  '4.9e-324',
  '448.0',
  '57344.0',
  '240.0',
  '1.0e-300',
];
const STRING_PIECES = [
  'w',
  ' ',
  '\\22',
  '\\n',
  '\\t',
  '\\\\',
  '\\0A',
  '\\7f',
  '\\80',
  '\\c3\\a9',
  '\\01',
  '\\ff',
  'é',
  '#',
  '}',
];
const LOCATIONS = [
  'unknown',
  '"in.c":4:9',
  '"in.c":4:9 to 6:1',
  '"in.c":4:9 to :12',
  '"label"',
  '"label"("in.c":2:2)',
  '"label"(unknown)',
  'callsite("callee" at "in.c":8:3)',
  'callsite(callsite("inner" at "a.c":1:1) at fused["x", "y"])',
  'fused["p", "in.c":3:3]',
  'fused<"tag">["q"]',
  'fused<#ext.meta>[unknown]',
  'fused[]',
  '"quote\\22d":0:0',
];

class Generator {
  constructor(private readonly random: Random) {}

  private hex(bits: number): string {
    let digits = '';
    for (let i = 0; i < Math.ceil(bits / 4); i++)
      digits += '0123456789ABCDEF'[this.random.below(16)];
    return `0x${digits}`;
  }

  /** A decimal float spelling with a random mantissa and exponent. */
  private decimal(): string {
    const r = this.random;
    const mantissa = (r.next() * 10).toFixed(1 + r.below(9));
    const exponent = r.chance(0.6) ? `e${r.below(90) - 45}` : '';
    return `${r.chance(0.3) ? '-' : ''}${mantissa}${exponent}`;
  }

  private floatSpelling(width: number): string {
    const r = this.random;
    if (r.chance(0.3)) return this.hex(r.chance(0.8) ? width : r.pick([8, 16, 32, 64]));
    return r.chance(0.5) ? this.decimal() : r.pick(FLOAT_SPELLINGS);
  }

  private integerSpelling(type: string): string {
    if (type.endsWith('i1')) return this.random.pick(['true', 'false', '1', '0', '-1']);
    return this.random.pick(INTEGER_SPELLINGS);
  }

  private string(): string {
    let text = '"';
    for (let i = this.random.below(6); i > 0; i--) text += this.random.pick(STRING_PIECES);
    return `${text}"`;
  }

  private shape(): number[] {
    return Array.from({ length: this.random.below(3) }, () => 1 + this.random.below(3));
  }

  type(depth: number): string {
    const r = this.random;
    switch (depth > 2 ? r.below(3) : r.below(12)) {
      case 0:
        return r.pick(MORE_INTEGER_TYPES);
      case 1:
        return r.pick(FLOAT_TYPES);
      case 2:
        return r.pick(['none', 'index', `complex<${r.pick(['f32', 'f64', 'i16', 'bf16'])}>`]);
      case 3:
        return `tuple<${r.list(r.below(3), () => this.type(depth + 1))}>`;
      case 4: {
        const inputs = r.list(r.below(3), () => this.type(depth + 1));
        return `(${inputs}) -> (${r.list(r.below(3), () => this.type(depth + 1))})`;
      }
      case 5: {
        const dims = this.shape().map(String);
        if (dims.length === 0 || r.chance(0.3)) dims.push(r.chance(0.5) ? '[4]' : '2');
        return `vector<${dims.join('x')}x${r.pick(['f32', 'i1', 'index', 'f8E5M2', 'i7'])}>`;
      }
      case 6: {
        const dims = this.shape().map((d) => (r.chance(0.3) ? '?' : String(d)));
        const encoding = r.chance(0.2) ? `, ${this.attribute(depth + 1)}` : '';
        return `tensor<${[...dims, this.type(depth + 1)].join('x')}${encoding}>`;
      }
      case 7:
        return `tensor<*x${this.type(depth + 1)}>`;
      case 8:
        return this.memref();
      case 9:
        return `memref<*x${r.pick(['f32', 'i8', 'i1'])}${r.pick(['', ', 4', ', "shared"'])}>`;
      case 10:
        return r.pick(['!ext.cell', '!ext<"a\\22b">', '!ext.pair<1, [2]>', '!ext<>']);
      default:
        return r.pick(FLOAT_TYPES);
    }
  }

  private memref(): string {
    const r = this.random;
    const dims = this.shape();
    const layout = r.pick([
      '',
      `, strided<[${dims.map(() => r.pick(['1', '?', '6', '-3'])).join(', ')}]${r.pick(['', ', offset: ?', ', offset: 9'])}>`,
      `, affine_map<(${dims.map((_, i) => `d${i}`).join(', ')}) -> (${dims
        .map((_, i) => `d${i}`)
        .reverse()
        .join(', ')})>`,
      `, ${r.below(4)}`,
      ', "global"',
      ', #ext.space<2>',
    ]);
    const sizes = dims.map((d) => (r.chance(0.3) ? '?' : String(d)));
    const element = r.pick(['f32', 'i8', 'vector<2xf16>', 'index', 'complex<f64>', 'memref<2xi1>']);
    return `memref<${[...sizes, element].join('x')}${layout}>`;
  }

  private denseElements(): string {
    const r = this.random;
    const element = r.pick([
      ...INTEGER_TYPES,
      'f16',
      'bf16',
      'f32',
      'f64',
      'index',
      'complex<f32>',
    ]);
    const shape = this.shape();
    const width = FLOAT_WIDTHS.get(element);
    const scalar = (): string =>
      width !== undefined ? this.floatSpelling(width) : this.integerSpelling(element);
    const literal = (): string =>
      element.startsWith('complex')
        ? `(${this.floatSpelling(32)}, ${this.floatSpelling(32)})`
        : scalar();
    const container = r.chance(0.6) ? 'tensor' : 'vector';
    const dims = container === 'vector' && shape.length === 0 ? [2] : shape;
    const type = `${container}<${[...dims, element].join('x')}>`;
    if (r.chance(0.3)) return `dense<${literal()}> : ${type}`;
    const nest = (rest: readonly number[]): string =>
      rest.length === 0
        ? literal()
        : `[${Array.from({ length: rest[0]! }, () => nest(rest.slice(1))).join(', ')}]`;
    return `dense<${nest(dims)}> : ${type}`;
  }

  private affine(): string {
    const r = this.random;
    const dims = Array.from({ length: r.below(3) }, (_, i) => `d${i}`);
    const symbols = Array.from({ length: r.below(2) }, (_, i) => `s${i}`);
    const names = [...dims, ...symbols];
    const operand = (): string =>
      names.length > 0 && r.chance(0.7) ? r.pick(names) : String(r.below(20) - 6);
    const expr = (depth: number): string => {
      if (depth > 2 || r.chance(0.35)) return operand();
      const op = r.pick(['+', '-', '*', 'floordiv', 'ceildiv', 'mod']);
      // Only a constant may follow `*` and the divisions: the result stays affine.
      const rhs = op === '+' || op === '-' ? expr(depth + 1) : String(1 + r.below(9));
      const text = `${expr(depth + 1)} ${op} ${rhs}`;
      return r.chance(0.3) ? `(${text})` : text;
    };
    const head = `(${dims.join(', ')})${symbols.length > 0 ? `[${symbols.join(', ')}]` : ''}`;
    if (r.chance(0.7)) return `affine_map<${head} -> (${r.list(r.below(3), () => expr(0))})>`;
    const constraint = (): string => `${expr(0)} ${r.pick(['>= 0', '== 0'])}`;
    return `affine_set<${head} : (${r.list(1 + r.below(2), constraint)})>`;
  }

  attribute(depth: number): string {
    const r = this.random;
    switch (depth > 2 ? r.below(4) : r.below(20)) {
      case 0: {
        const type = r.pick(MORE_INTEGER_TYPES);
        return `${this.integerSpelling(type)} : ${type}`;
      }
      case 1: {
        const type = r.pick(FLOAT_TYPES);
        const spelling = this.floatSpelling(FLOAT_WIDTHS.get(type)!);
        // A negative value of this sign-less type prints with its sign in mlir-opt (LLVM's APFloat
        // keeps the sign its bits cannot hold); Strata keeps bits only: left out.
        return `${type === 'f8E8M0FNU' ? spelling.replace(/^-/, '') : spelling} : ${type}`;
      }
      case 2:
        return this.string();
      case 3:
        return r.pick(['unit', 'true', 'false', '@fn', '@outer::@inner', '@"sp ace"::@x', '42']);
      case 4:
        return `[${r.list(r.below(4), () => this.attribute(depth + 1))}]`;
      case 5: {
        const key = (i: number): string => r.pick(['k', `k${i}`, '"quoted key"', '"\\22"']);
        const entry = (i: number): string =>
          r.chance(0.2) ? key(i) : `${key(i)} = ${this.attribute(depth + 1)}`;
        return `{${Array.from({ length: r.below(3) }, (_, i) => entry(i)).join(', ')}}`;
      }
      case 6:
        return this.denseElements();
      case 7: {
        const type = r.pick(['i8', 'i16', 'i32', 'i64', 'f16', 'bf16', 'f32', 'f64', 'i1', 'ui8']);
        const width = FLOAT_WIDTHS.get(type);
        const element = (): string =>
          width !== undefined ? this.floatSpelling(width) : this.integerSpelling(type);
        return `array<${type}${r.chance(0.2) ? '' : `: ${r.list(1 + r.below(3), element)}`}>`;
      }
      case 8:
        return this.affine();
      case 9:
        return this.type(depth + 1);
      case 10:
        return r.pick(['#ext<"opaque">', '#ext.flag', '#ext.pair<1, "s">', '#ext<"a\\22b">']);
      case 11:
        return `sparse<[[0, 1], [1, 0]], [${this.floatSpelling(32)}, 5.0]> : tensor<2x2xf32>`;
      case 12: {
        const type = r.pick(['4xi8', '1xf32', 'i32', '2xi16', '2xf16', '1xf64', '3xi8', '2xi1']);
        return `dense<"${this.hex(r.pick([8, 16, 24, 32, 64]))}"> : tensor<${type}>`;
      }
      case 13:
        return `strided<[${r.list(r.below(3), () => r.pick(['1', '?', '8', '-1']))}]${r.pick(['', ', offset: 5', ', offset: ?'])}>`;
      case 14:
        return `dense<[${this.string()}, "b"]> : tensor<2x!ext.str>`;
      case 15:
        return `distinct[${r.below(3)}]<${r.chance(0.5) ? '' : this.attribute(depth + 1)}>`;
      case 16:
        return `dense<> : tensor<0x${r.pick(['i32', 'f32', 'complex<f64>'])}>`;
      case 17:
        return `loc(${r.pick(LOCATIONS)})`;
      case 18:
        return `dense_resource<${r.pick(['blob', 'other'])}> : tensor<${r.pick(['4xi8', '?xf32'])}>`;
      default:
        return this.integerSpelling('i64');
    }
  }

  /** One op holding a random attribute or result type, sometimes with a location. */
  chunk(): string {
    const r = this.random;
    const location = r.chance(0.25) ? ` loc(${r.pick(LOCATIONS)})` : '';
    return r.chance(0.2)
      ? `"ext.op"() : () -> (${this.type(0)})${location}`
      : `"ext.op"() {value = ${this.attribute(0)}} : () -> ()${location}`;
  }
}

/** `count` chunks of random builtin attributes and types, the same for the same `seed`. */
export function randomAttributeChunks(seed: number, count: number): string[] {
  const generator = new Generator(new Random(seed));
  return Array.from({ length: count }, () => generator.chunk());
}
