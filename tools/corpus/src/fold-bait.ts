import { NON_BOOL_INT_TYPES } from './arith-statements.js';
import type { BodyWriter } from './body-writer.js';
import { randomLiteral } from './body-writer.js';
import { FLOAT_TYPES, INT_TYPES, SCALAR_TYPES, SIZED_INT_TYPES } from './scalar-types.js';

/*
 * Straight-line code that folding, canonicalization and CSE simplify: identities (x + 0, x * 1,
 * x - x), comparisons of a value with itself, selects on constants or between equal values, cast
 * round trips, constant arithmetic, constant chains, repeated expressions. Each case computes what
 * it would unsimplified, so a wrong simplification changes a printed result.
 */

type Bait = (w: BodyWriter) => void;

/** `x op c` where `c` makes the op an identity or a constant. */
const identity: Bait = (w) => {
  const type = w.rng.pick(NON_BOOL_INT_TYPES);
  const [op, literal] = w.rng.pick([
    ['addi', '0'],
    ['subi', '0'],
    ['ori', '0'],
    ['xori', '0'],
    ['muli', '1'],
    ['divsi', '1'],
    ['divui', '1'],
    ['andi', '-1'],
    ['muli', '0'],
    ['andi', '0'],
    ['ori', '-1'],
    ['remui', '1'],
    ['shli', '0'],
    ['shrsi', '0'],
  ] as const);
  const c = w.constant(type, literal);
  const x = w.value(type);
  const commutative =
    op === 'addi' || op === 'ori' || op === 'xori' || op === 'muli' || op === 'andi';
  const [lhs, rhs] = commutative && w.rng.chance(0.3) ? [c, x] : [x, c];
  w.define(type, `arith.${op} ${lhs}, ${rhs} : ${type}`);
};

/** `x op x`: zero, x itself, or a comparison with a known answer. */
const selfOperand: Bait = (w) => {
  const type = w.rng.pick(INT_TYPES);
  const x = w.value(type);
  if (w.rng.chance(0.5)) {
    const op = w.rng.pick(['subi', 'xori', 'andi', 'ori', 'maxsi', 'minui'] as const);
    w.define(type, `arith.${op} ${x}, ${x} : ${type}`);
  } else {
    const predicate = w.rng.pick(['eq', 'ne', 'slt', 'sle', 'ugt', 'uge'] as const);
    w.define('i1', `arith.cmpi ${predicate}, ${x}, ${x} : ${type}`);
  }
};

/** An op on two constants. */
const constantOperands: Bait = (w) => {
  const type = w.rng.pick(SCALAR_TYPES);
  const a = w.constant(type, randomLiteral(w.rng, type));
  const b = w.constant(type, randomLiteral(w.rng, type));
  if (type === 'f32' || type === 'f64') {
    const op = w.rng.pick(['addf', 'subf', 'mulf', 'maximumf', 'minnumf'] as const);
    w.define(type, `arith.${op} ${a}, ${b} : ${type}`);
  } else if (w.rng.chance(0.3)) {
    w.define(
      'i1',
      `arith.cmpi ${w.rng.pick(['eq', 'slt', 'ult', 'sge'] as const)}, ${a}, ${b} : ${type}`,
    );
  } else {
    const op = w.rng.pick([
      'addi',
      'subi',
      'muli',
      'andi',
      'ori',
      'xori',
      'maxsi',
      'minui',
    ] as const);
    w.define(type, `arith.${op} ${a}, ${b} : ${type}`);
  }
};

/** `select` on a constant condition, between equal values, or of the booleans themselves. */
const selectBait: Bait = (w) => {
  const type = w.rng.pick(SCALAR_TYPES);
  const roll = w.rng.int(0, 3);
  if (roll === 0) {
    const cond = w.constant('i1', w.rng.chance(0.5) ? 'true' : 'false');
    w.define(type, `arith.select ${cond}, ${w.value(type)}, ${w.value(type)} : ${type}`);
  } else if (roll === 1) {
    const x = w.value(type);
    w.define(type, `arith.select ${w.value('i1')}, ${x}, ${x} : ${type}`);
  } else if (roll === 2) {
    const [t, f] = [w.constant('i1', 'true'), w.constant('i1', 'false')];
    const [a, b] = w.rng.chance(0.5) ? [t, f] : [f, t];
    w.define('i1', `arith.select ${w.value('i1')}, ${a}, ${b} : i1`);
  } else {
    const cond = w.value('i1');
    const inner = w.define(
      type,
      `arith.select ${cond}, ${w.value(type)}, ${w.value(type)} : ${type}`,
    );
    w.define(type, `arith.select ${cond}, ${inner}, ${w.value(type)} : ${type}`);
  }
};

/** Casts there and back: ext then trunc, index_cast both ways, extf then truncf. */
const castRoundTrip: Bait = (w) => {
  const roll = w.rng.int(0, 2);
  if (roll === 0) {
    const narrow = w.rng.int(0, SIZED_INT_TYPES.length - 2);
    const from = SIZED_INT_TYPES[narrow]!;
    const to = SIZED_INT_TYPES[w.rng.int(narrow + 1, SIZED_INT_TYPES.length - 1)]!;
    const op = w.rng.pick(['extsi', 'extui'] as const);
    const wide = w.define(to, `arith.${op} ${w.value(from)} : ${from} to ${to}`);
    w.define(from, `arith.trunci ${wide} : ${to} to ${from}`);
  } else if (roll === 1) {
    const type = w.rng.pick(SIZED_INT_TYPES);
    const index = w.define('index', `arith.index_cast ${w.value(type)} : ${type} to index`);
    w.define(type, `arith.index_cast ${index} : index to ${type}`);
  } else {
    const wide = w.define('f64', `arith.extf ${w.value('f32')} : f32 to f64`);
    w.define('f32', `arith.truncf ${wide} : f64 to f32`);
  }
};

/** `(x + c1) + c2`, `(x + y) - y`, `(x ^ y) ^ y`: chains that reassociate or cancel. */
const chain: Bait = (w) => {
  const type = w.rng.pick(NON_BOOL_INT_TYPES);
  const x = w.value(type);
  const roll = w.rng.int(0, 2);
  if (roll === 0) {
    const op = w.rng.pick(['addi', 'muli', 'andi', 'ori', 'xori'] as const);
    const c1 = w.constant(type, randomLiteral(w.rng, type));
    const first = w.define(type, `arith.${op} ${x}, ${c1} : ${type}`);
    const c2 = w.constant(type, randomLiteral(w.rng, type));
    w.define(type, `arith.${op} ${first}, ${c2} : ${type}`);
  } else {
    const y = w.value(type);
    const [op, undo] = roll === 1 ? (['addi', 'subi'] as const) : (['xori', 'xori'] as const);
    const first = w.define(type, `arith.${op} ${x}, ${y} : ${type}`);
    w.define(type, `arith.${undo} ${first}, ${y} : ${type}`);
  }
};

/** A comparison negated with `xori true`, which canonicalizes to the inverse predicate. */
const negatedCompare: Bait = (w) => {
  const type = w.rng.pick(INT_TYPES);
  const cmp = w.define('i1', `arith.cmpi slt, ${w.value(type)}, ${w.value(type)} : ${type}`);
  const t = w.constant('i1', 'true');
  w.define('i1', `arith.xori ${cmp}, ${t} : i1`);
};

/** Float identities that hold for every input: `x * 1.0`, `x + -0.0`, `x / 1.0`, `-(-x)`. */
const floatIdentity: Bait = (w) => {
  const type = w.rng.pick(FLOAT_TYPES);
  const x = w.value(type);
  const roll = w.rng.int(0, 3);
  if (roll === 3) {
    const neg = w.define(type, `arith.negf ${x} : ${type}`);
    w.define(type, `arith.negf ${neg} : ${type}`);
    return;
  }
  const [op, literal] = (
    [
      ['mulf', '1.0'],
      ['addf', '-0.0'],
      ['divf', '1.0'],
    ] as const
  )[roll]!;
  w.define(type, `arith.${op} ${x}, ${w.constant(type, literal)} : ${type}`);
};

/** The same expression twice, for CSE. */
const repeated: Bait = (w) => {
  const type = w.rng.pick(INT_TYPES);
  const [a, b] = [w.value(type), w.value(type)];
  const op = w.rng.pick(['addi', 'muli', 'xori', 'maxsi'] as const);
  w.define(type, `arith.${op} ${a}, ${b} : ${type}`);
  w.define(type, `arith.${op} ${a}, ${b} : ${type}`);
};

const BAITS: readonly Bait[] = [
  identity,
  identity,
  selfOperand,
  constantOperands,
  constantOperands,
  selectBait,
  castRoundTrip,
  chain,
  negatedCompare,
  floatIdentity,
  repeated,
];

/** One random statement that some folder, canonicalization pattern or CSE simplifies. */
export function emitFoldBait(w: BodyWriter): void {
  w.rng.pick(BAITS)(w);
}
