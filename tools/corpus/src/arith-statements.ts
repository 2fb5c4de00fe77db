import type { BodyWriter } from './body-writer.js';
import { floatLiteral, randomLiteral } from './body-writer.js';
import {
  FLOAT_TYPES,
  INT_TYPES,
  SCALAR_TYPES,
  SIZED_INT_TYPES,
  bitWidth,
  type FloatType,
  type IntType,
} from './scalar-types.js';

/*
 * Straight-line arith code with defined behaviour only: integer ops wrap (no nsw/nuw flags),
 * divisors are non-zero constants (never -1 for a signed division, so no INT_MIN / -1), shift
 * amounts are below the width, and no float ever becomes an integer (fptosi of an out-of-range
 * value is poison; a float's bits could carry a NaN payload that differs between folding and
 * hardware).
 */

const INT_BINARY = [
  'addi',
  'subi',
  'muli',
  'andi',
  'ori',
  'xori',
  'maxsi',
  'minsi',
  'maxui',
  'minui',
] as const;
const SIGNED_DIVISION = ['divsi', 'remsi', 'ceildivsi', 'floordivsi'] as const;
const UNSIGNED_DIVISION = ['divui', 'remui', 'ceildivui'] as const;
const SIGNED_DIVISORS = [1, 2, 3, 5, 7, -2, -3, -7] as const;
const UNSIGNED_DIVISORS = [1, 2, 3, 5, 7] as const;
const SHIFTS = ['shli', 'shrsi', 'shrui'] as const;
const INT_PREDICATES = [
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
/** Every cmpf predicate, the constant ones included. */
const FLOAT_PREDICATES = 'false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true'.split(
  ' ',
);
const FLOAT_BINARY = [
  'addf',
  'subf',
  'mulf',
  'maximumf',
  'minimumf',
  'maxnumf',
  'minnumf',
] as const;
const FLOAT_DIVISORS = [1, 2, 4, -0.5, 3, 10] as const;
export const NON_BOOL_INT_TYPES = INT_TYPES.filter((type) => type !== 'i1');

/** One random straight-line statement: arithmetic, a comparison, a select, a cast or a constant. */
export function emitArith(w: BodyWriter): void {
  const roll = w.rng.int(0, 99);
  if (roll < 26) intBinary(w);
  else if (roll < 34) division(w);
  else if (roll < 40) shift(w);
  else if (roll < 50) intCompare(w);
  else if (roll < 55) floatCompare(w);
  else if (roll < 63) select(w);
  else if (roll < 75) cast(w);
  else if (roll < 90) floatArith(w);
  else {
    const type = w.rng.pick(SCALAR_TYPES);
    w.pool.define(type, w.constant(type, randomLiteral(w.rng, type)));
  }
}

function intBinary(w: BodyWriter): void {
  const type = w.rng.pick(INT_TYPES);
  const op = w.rng.pick(INT_BINARY);
  w.define(type, `arith.${op} ${w.value(type)}, ${w.value(type)} : ${type}`);
}

/** Division and remainder by a constant, or (unsigned only) by a value with its low bit set. */
function division(w: BodyWriter): void {
  const type = w.rng.pick(NON_BOOL_INT_TYPES);
  const dividend = w.value(type);
  if (w.rng.chance(0.5)) {
    const divisor = w.constant(type, String(w.rng.pick(SIGNED_DIVISORS)));
    w.define(type, `arith.${w.rng.pick(SIGNED_DIVISION)} ${dividend}, ${divisor} : ${type}`);
    return;
  }
  let divisor: string;
  if (w.rng.chance(0.5)) {
    divisor = w.constant(type, String(w.rng.pick(UNSIGNED_DIVISORS)));
  } else {
    const one = w.constant(type, '1');
    divisor = w.fresh();
    w.out.line(`${divisor} = arith.ori ${w.value(type)}, ${one} : ${type}`);
  }
  w.define(type, `arith.${w.rng.pick(UNSIGNED_DIVISION)} ${dividend}, ${divisor} : ${type}`);
}

/** A shift by a constant below the width, or by a value masked to below the width. */
function shift(w: BodyWriter): void {
  const type = w.rng.pick(NON_BOOL_INT_TYPES);
  const width = bitWidth(type);
  let amount: string;
  if (w.rng.chance(0.5)) {
    amount = w.constant(type, String(w.rng.int(0, width - 1)));
  } else {
    const mask = w.constant(type, String(width - 1));
    amount = w.fresh();
    w.out.line(`${amount} = arith.andi ${w.value(type)}, ${mask} : ${type}`);
  }
  w.define(type, `arith.${w.rng.pick(SHIFTS)} ${w.value(type)}, ${amount} : ${type}`);
}

function intCompare(w: BodyWriter): void {
  const type = w.rng.pick(INT_TYPES);
  const predicate = w.rng.pick(INT_PREDICATES);
  w.define('i1', `arith.cmpi ${predicate}, ${w.value(type)}, ${w.value(type)} : ${type}`);
}

function floatCompare(w: BodyWriter): void {
  const type = w.rng.pick(FLOAT_TYPES);
  const predicate = w.rng.pick(FLOAT_PREDICATES);
  w.define('i1', `arith.cmpf ${predicate}, ${w.value(type)}, ${w.value(type)} : ${type}`);
}

function select(w: BodyWriter): void {
  const type = w.rng.pick(SCALAR_TYPES);
  const cond = w.value('i1');
  w.define(type, `arith.select ${cond}, ${w.value(type)}, ${w.value(type)} : ${type}`);
}

/** Width changes, index casts, int-to-float conversions, float width changes, int-to-float bits. */
function cast(w: BodyWriter): void {
  const roll = w.rng.int(0, 5);
  if (roll <= 1) {
    const [from, to] = twoWidths(w);
    const op = w.rng.pick(['extsi', 'extui'] as const);
    w.define(to, `arith.${op} ${w.value(from)} : ${from} to ${to}`);
    if (w.rng.chance(0.5)) return;
    w.define(from, `arith.trunci ${w.value(to)} : ${to} to ${from}`);
  } else if (roll === 2) {
    const type = w.rng.pick(SIZED_INT_TYPES);
    const op = w.rng.pick(['index_cast', 'index_castui'] as const);
    if (w.rng.chance(0.5)) w.define('index', `arith.${op} ${w.value(type)} : ${type} to index`);
    else w.define(type, `arith.${op} ${w.value('index')} : index to ${type}`);
  } else if (roll === 3) {
    const from = w.rng.pick(SIZED_INT_TYPES);
    const to = w.rng.pick(FLOAT_TYPES);
    const op = w.rng.pick(['sitofp', 'uitofp'] as const);
    w.define(to, `arith.${op} ${w.value(from)} : ${from} to ${to}`);
  } else if (roll === 4) {
    if (w.rng.chance(0.5)) w.define('f64', `arith.extf ${w.value('f32')} : f32 to f64`);
    else w.define('f32', `arith.truncf ${w.value('f64')} : f64 to f32`);
  } else {
    const [from, to] = w.rng.chance(0.5) ? (['i32', 'f32'] as const) : (['i64', 'f64'] as const);
    w.define(to, `arith.bitcast ${w.value(from)} : ${from} to ${to}`);
  }
}

/** Two sized integer types, narrower first. */
function twoWidths(w: BodyWriter): [IntType, IntType] {
  const a = w.rng.int(0, SIZED_INT_TYPES.length - 2);
  const b = w.rng.int(a + 1, SIZED_INT_TYPES.length - 1);
  return [SIZED_INT_TYPES[a]!, SIZED_INT_TYPES[b]!];
}

function floatArith(w: BodyWriter): void {
  const type: FloatType = w.rng.pick(FLOAT_TYPES);
  const roll = w.rng.int(0, 9);
  if (roll < 7) {
    const op = w.rng.pick(FLOAT_BINARY);
    w.define(type, `arith.${op} ${w.value(type)}, ${w.value(type)} : ${type}`);
  } else if (roll < 9) {
    const divisor = w.constant(type, floatLiteral(w.rng.pick(FLOAT_DIVISORS)));
    w.define(type, `arith.divf ${w.value(type)}, ${divisor} : ${type}`);
  } else {
    w.define(type, `arith.negf ${w.value(type)} : ${type}`);
  }
}
