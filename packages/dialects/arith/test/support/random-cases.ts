/**
 * Random constant-folding cases: each is a function computing one arith op on constant operands,
 * at integer widths 1, 8, 16, 32, 64 (and index) and float types f16, bf16, f32, f64. Values are
 * drawn from a seeded generator, with the edge values (0, ±1, min, max, ±0, ±inf, NaN,
 * subnormals) over-represented, so a failure is reproducible from the seed.
 */

/** xorshift64*: small, seeded, good enough for test inputs. */
export class Random {
  private state: bigint;

  constructor(seed: number) {
    this.state = BigInt(seed) | 1n;
  }

  /** `bits` uniformly random bits. */
  bits(bits: number): bigint {
    let out = 0n;
    for (let got = 0; got < bits; got += 32) {
      this.state ^= this.state >> 12n;
      this.state ^= BigInt.asUintN(64, this.state << 25n);
      this.state ^= this.state >> 27n;
      out = (out << 32n) | (BigInt.asUintN(64, this.state * 0x2545f4914f6cdd1dn) >> 32n);
    }
    return BigInt.asUintN(bits, out);
  }

  below(n: number): number {
    return Number(this.bits(32) % BigInt(n));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }
}

export const INT_WIDTHS = [1, 8, 16, 32, 64] as const;

/** A signed integer of `width` bits: an edge value half of the time. */
export function randomInt(random: Random, width: number): bigint {
  const edges = [0n, 1n, -1n, -(1n << BigInt(width - 1)), (1n << BigInt(width - 1)) - 1n, 2n, -2n];
  const raw = random.below(2) === 0 ? random.pick(edges) : random.bits(width);
  return BigInt.asIntN(width, raw);
}

export interface FloatFormat {
  readonly name: 'f16' | 'bf16' | 'f32' | 'f64';
  readonly width: number;
  readonly mantissa: number;
}

export const FLOAT_FORMATS: readonly FloatFormat[] = [
  { name: 'f16', width: 16, mantissa: 10 },
  { name: 'bf16', width: 16, mantissa: 7 },
  { name: 'f32', width: 32, mantissa: 23 },
  { name: 'f64', width: 64, mantissa: 52 },
];

/** Bits of a float of `format`: specials a third of the time, small-exponent values a third. */
export function randomFloatBits(random: Random, format: FloatFormat): bigint {
  const { width, mantissa } = format;
  const sign = 1n << BigInt(width - 1);
  const exponentMask = ((1n << BigInt(width - 1 - mantissa)) - 1n) << BigInt(mantissa);
  const one = (exponentMask >> 1n) & exponentMask;
  const specials = [
    0n,
    sign,
    exponentMask,
    sign | exponentMask,
    exponentMask | (1n << BigInt(mantissa - 1)),
    one,
    sign | one,
    1n,
    exponentMask - 1n,
  ];
  switch (random.below(3)) {
    case 0:
      return random.pick(specials);
    case 1: {
      // Near 1.0: exponent within a few steps of the bias, so sums and products stay finite.
      const exponent = (one >> BigInt(mantissa)) + BigInt(random.below(9)) - 4n;
      return (
        (random.bits(1) === 1n ? sign : 0n) | (exponent << BigInt(mantissa)) | random.bits(mantissa)
      );
    }
    default:
      return random.bits(width);
  }
}

/** MLIR's spelling of an integer constant of `width` bits. */
export function intLiteral(value: bigint, width: number): string {
  if (width === 1) return value === 0n ? 'false' : 'true';
  return `${value} : i${width}`;
}

/** A float constant by its bit pattern (MLIR accepts `0x...` for any float type). */
export function floatLiteral(bits: bigint, format: FloatFormat): string {
  return `0x${bits
    .toString(16)
    .toUpperCase()
    .padStart(format.width / 4, '0')} : ${format.name}`;
}

export const INT_BINARY_OPS = [
  'addi',
  'subi',
  'muli',
  'divsi',
  'divui',
  'ceildivsi',
  'ceildivui',
  'floordivsi',
  'remsi',
  'remui',
  'andi',
  'ori',
  'xori',
  'shli',
  'shrsi',
  'shrui',
  'maxsi',
  'maxui',
  'minsi',
  'minui',
] as const;

export const FLOAT_BINARY_OPS = [
  'addf',
  'subf',
  'mulf',
  'divf',
  'remf',
  'maximumf',
  'minimumf',
  'maxnumf',
  'minnumf',
] as const;

export const CMPI_PREDICATES = [
  'eq',
  'ne',
  'slt',
  'sle',
  'sgt',
  'sge',
  'ult',
  'ule',
  'ugt',
  'uge',
] as const;
export const CMPF_PREDICATES = [
  'oeq',
  'ogt',
  'oge',
  'olt',
  'ole',
  'one',
  'ord',
  'ueq',
  'ugt',
  'uge',
  'ult',
  'ule',
  'une',
  'uno',
] as const;

/** One case: the ops computing `%r<id>` from constants, and its type. */
export interface FoldingCase {
  readonly lines: readonly string[];
  readonly result: string;
  readonly type: string;
}

/** `count` random cases; SSA names carry the case number, so cases can share one body. */
export function randomCases(
  seed: number,
  count: number,
  options: { vectors?: boolean } = {},
): FoldingCase[] {
  const random = new Random(seed);
  const cases: FoldingCase[] = [];
  for (let i = 0; i < count; i++) {
    cases.push(
      options.vectors && random.below(4) === 0 ? vectorCase(random, i) : oneCase(random, i),
    );
  }
  return cases;
}

/** An element-wise op on dense vector constants (splat or not). */
function vectorCase(random: Random, id: number): FoldingCase {
  const n = 1 + random.below(4);
  const splat = random.below(3) === 0;
  const make = (element: () => string) => {
    const values = splat ? [element()] : Array.from({ length: n }, element);
    return splat ? values[0]! : `[${values.join(', ')}]`;
  };
  if (random.below(2) === 0) {
    const width = random.pick(INT_WIDTHS.filter((w) => w > 1));
    const type = `vector<${n}xi${width}>`;
    const element = () => randomInt(random, width).toString();
    const op = random.pick(INT_BINARY_OPS);
    return made(id, type, [
      `%a = arith.constant dense<${make(element)}> : ${type}`,
      `%b = arith.constant dense<${make(element)}> : ${type}`,
      `%r = arith.${op} %a, %b : ${type}`,
    ]);
  }
  const format = random.pick(FLOAT_FORMATS);
  const type = `vector<${n}x${format.name}>`;
  const element = () => floatLiteral(randomFloatBits(random, format), format).split(' ')[0]!;
  const op = random.pick(FLOAT_BINARY_OPS);
  return made(id, type, [
    `%a = arith.constant dense<${make(element)}> : ${type}`,
    `%b = arith.constant dense<${make(element)}> : ${type}`,
    `%r = arith.${op} %a, %b : ${type}`,
  ]);
}

/** `count` functions `@caseN`, each folding one op on constant operands, as one module text. */
export function foldingCases(seed: number, count: number): string {
  return randomCases(seed, count, { vectors: true })
    .map(
      (c, i) =>
        `func.func @case${i}() -> ${c.type} {\n${c.lines.map((line) => `  ${line}\n`).join('')}  return ${c.result} : ${c.type}\n}\n`,
    )
    .join('\n');
}

function made(id: number, type: string, lines: readonly string[]): FoldingCase {
  return {
    lines: lines.map((line) =>
      line.replaceAll('%a', `%a${id}`).replaceAll('%b', `%b${id}`).replaceAll('%r', `%r${id}`),
    ),
    result: `%r${id}`,
    type,
  };
}

function oneCase(random: Random, id: number): FoldingCase {
  switch (random.below(6)) {
    case 0:
    case 1: {
      const width = random.pick(INT_WIDTHS);
      const type = `i${width}`;
      const op = random.pick(INT_BINARY_OPS);
      return made(id, type, [
        `%a = arith.constant ${intLiteral(randomInt(random, width), width)}`,
        `%b = arith.constant ${intLiteral(randomInt(random, width), width)}`,
        `%r = arith.${op} %a, %b : ${type}`,
      ]);
    }
    case 2: {
      const width = random.pick(INT_WIDTHS);
      return made(id, 'i1', [
        `%a = arith.constant ${intLiteral(randomInt(random, width), width)}`,
        `%b = arith.constant ${intLiteral(randomInt(random, width), width)}`,
        `%r = arith.cmpi ${random.pick(CMPI_PREDICATES)}, %a, %b : i${width}`,
      ]);
    }
    case 3: {
      const format = random.pick(FLOAT_FORMATS);
      const op = random.pick(FLOAT_BINARY_OPS);
      return made(id, format.name, [
        `%a = arith.constant ${floatLiteral(randomFloatBits(random, format), format)}`,
        `%b = arith.constant ${floatLiteral(randomFloatBits(random, format), format)}`,
        `%r = arith.${op} %a, %b : ${format.name}`,
      ]);
    }
    case 4: {
      const format = random.pick(FLOAT_FORMATS);
      return made(id, 'i1', [
        `%a = arith.constant ${floatLiteral(randomFloatBits(random, format), format)}`,
        `%b = arith.constant ${floatLiteral(randomFloatBits(random, format), format)}`,
        `%r = arith.cmpf ${random.pick(CMPF_PREDICATES)}, %a, %b : ${format.name}`,
      ]);
    }
    default:
      return castCase(random, id);
  }
}

/** int <-> float, float <-> float conversions of a random constant. */
function castCase(random: Random, id: number): FoldingCase {
  const intWidth = random.pick(INT_WIDTHS.filter((w) => w > 1));
  const format = random.pick(FLOAT_FORMATS);
  const int = `i${intWidth}`;
  const intConstant = `%a = arith.constant ${intLiteral(randomInt(random, intWidth), intWidth)}`;
  const floatConstant = `%a = arith.constant ${floatLiteral(randomFloatBits(random, format), format)}`;
  switch (random.below(6)) {
    case 0:
      return made(id, format.name, [
        intConstant,
        `%r = arith.sitofp %a : ${int} to ${format.name}`,
      ]);
    case 1:
      return made(id, format.name, [
        intConstant,
        `%r = arith.uitofp %a : ${int} to ${format.name}`,
      ]);
    case 2:
      return made(id, int, [floatConstant, `%r = arith.fptosi %a : ${format.name} to ${int}`]);
    case 3:
      return made(id, int, [floatConstant, `%r = arith.fptoui %a : ${format.name} to ${int}`]);
    case 4: {
      const wider = FLOAT_FORMATS.filter((f) => f.width > format.width);
      const to = wider.length === 0 ? null : random.pick(wider);
      if (to === null) return made(id, 'f16', [floatConstant, '%r = arith.truncf %a : f64 to f16']);
      return made(id, to.name, [
        floatConstant,
        `%r = arith.extf %a : ${format.name} to ${to.name}`,
      ]);
    }
    default: {
      const narrower = FLOAT_FORMATS.filter((f) => f.width < format.width);
      const to = narrower.length === 0 ? null : random.pick(narrower);
      if (to === null)
        return made(id, 'f64', [floatConstant, `%r = arith.extf %a : ${format.name} to f64`]);
      return made(id, to.name, [
        floatConstant,
        `%r = arith.truncf %a : ${format.name} to ${to.name}`,
      ]);
    }
  }
}
