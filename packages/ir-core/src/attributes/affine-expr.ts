import type { MLIRContext } from '../context.js';
import type { Uniqued } from '../support/uniquer.js';

export type AffineExprKind =
  'dim' | 'symbol' | 'constant' | 'add' | 'mul' | 'mod' | 'floordiv' | 'ceildiv';

type BinaryKind = 'add' | 'mul' | 'mod' | 'floordiv' | 'ceildiv';

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** Floor division and non-negative modulo on integers, as MLIR folds them. */
function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

function ceilDiv(a: number, b: number): number {
  return Math.ceil(a / b);
}

function positiveMod(a: number, b: number): number {
  const r = a % b;
  return r < 0 ? r + Math.abs(b) : r;
}

/**
 * An affine expression over dimensions `d_i`, symbols `s_i` and integer constants, uniqued per
 * context like MLIR's `AffineExpr`. The arithmetic methods simplify as MLIR's operators do (constants
 * fold and move right, `x * 1` and `x + 0` vanish, `(x floordiv c) * c` patterns become `mod`, ...), so
 * building the same expression in Strata and MLIR yields the same printed form.
 *
 * Properties that MLIR computes by walking the tree are computed once at construction instead,
 * from the operands' cached values, so no query recurses.
 */
export class AffineExpr implements Uniqued {
  /** True when no dimension occurs in the expression. */
  readonly isSymbolicOrConstant: boolean;
  /** True when the expression is affine: every product and divisor has a symbolic or constant side. */
  readonly isPureAffine: boolean;
  /** The largest integer known to divide the expression's value. */
  readonly largestKnownDivisor: number;

  private constructor(
    readonly context: MLIRContext,
    readonly uid: number,
    readonly kind: AffineExprKind,
    /** Position of a dim or symbol; value of a constant; 0 for binary expressions. */
    readonly value: number,
    readonly lhs: AffineExpr | null,
    readonly rhs: AffineExpr | null,
  ) {
    if (lhs && rhs) {
      this.isSymbolicOrConstant = lhs.isSymbolicOrConstant && rhs.isSymbolicOrConstant;
      const affineOperands = lhs.isPureAffine && rhs.isPureAffine;
      this.isPureAffine =
        kind === 'add'
          ? affineOperands
          : kind === 'mul'
            ? affineOperands && (lhs.kind === 'constant' || rhs.kind === 'constant')
            : affineOperands && rhs.kind === 'constant';
      this.largestKnownDivisor = AffineExpr.divisorOf(kind as BinaryKind, lhs, rhs);
    } else {
      this.isSymbolicOrConstant = kind !== 'dim';
      this.isPureAffine = true;
      this.largestKnownDivisor = kind === 'constant' ? Math.abs(value) : 1;
    }
  }

  private static divisorOf(kind: BinaryKind, lhs: AffineExpr, rhs: AffineExpr): number {
    switch (kind) {
      case 'mul':
        return lhs.largestKnownDivisor * rhs.largestKnownDivisor;
      case 'add':
      case 'mod':
        return gcd(lhs.largestKnownDivisor, rhs.largestKnownDivisor);
      case 'floordiv':
      case 'ceildiv': {
        if (rhs.kind === 'constant' && rhs.value !== 0 && lhs.largestKnownDivisor % rhs.value === 0)
          return Math.abs(lhs.largestKnownDivisor / rhs.value);
        return 1;
      }
    }
  }

  static dim(context: MLIRContext, position: number): AffineExpr {
    return context.uniquer.get(
      `ae|d${position}`,
      (uid) => new AffineExpr(context, uid, 'dim', position, null, null),
    );
  }

  static symbol(context: MLIRContext, position: number): AffineExpr {
    return context.uniquer.get(
      `ae|s${position}`,
      (uid) => new AffineExpr(context, uid, 'symbol', position, null, null),
    );
  }

  static constant(context: MLIRContext, value: number): AffineExpr {
    return context.uniquer.get(
      `ae|c${value}`,
      (uid) => new AffineExpr(context, uid, 'constant', value, null, null),
    );
  }

  /** The binary expression exactly as given, without simplification. */
  static binary(kind: BinaryKind, lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
    const context = lhs.context;
    return context.uniquer.get(
      `ae|${kind}|${lhs.uid}|${rhs.uid}`,
      (uid) => new AffineExpr(context, uid, kind, 0, lhs, rhs),
    );
  }

  get isBinary(): boolean {
    return this.lhs !== null;
  }

  private asConstant(other: AffineExpr | number): AffineExpr {
    return typeof other === 'number' ? AffineExpr.constant(this.context, other) : other;
  }

  add(otherIn: AffineExpr | number): AffineExpr {
    const other = this.asConstant(otherIn);
    return simplifyAdd(this, other) ?? AffineExpr.binary('add', this, other);
  }

  mul(otherIn: AffineExpr | number): AffineExpr {
    const other = this.asConstant(otherIn);
    return simplifyMul(this, other) ?? AffineExpr.binary('mul', this, other);
  }

  neg(): AffineExpr {
    return this.mul(-1);
  }

  sub(otherIn: AffineExpr | number): AffineExpr {
    return this.add(this.asConstant(otherIn).neg());
  }

  floorDiv(otherIn: AffineExpr | number): AffineExpr {
    const other = this.asConstant(otherIn);
    return simplifyDiv('floordiv', this, other) ?? AffineExpr.binary('floordiv', this, other);
  }

  ceilDiv(otherIn: AffineExpr | number): AffineExpr {
    const other = this.asConstant(otherIn);
    return simplifyDiv('ceildiv', this, other) ?? AffineExpr.binary('ceildiv', this, other);
  }

  mod(otherIn: AffineExpr | number): AffineExpr {
    const other = this.asConstant(otherIn);
    return simplifyMod(this, other) ?? AffineExpr.binary('mod', this, other);
  }

  /**
   * This expression with `d_i` replaced by `dims[i]` and `s_i` by `symbols[i]` (positions beyond
   * the arrays stay), rebuilt through the simplifying operators. Post-order with an explicit
   * stack, so deep expressions cannot overflow.
   */
  replaceDimsAndSymbols(dims: readonly AffineExpr[], symbols: readonly AffineExpr[]): AffineExpr {
    const done = new Map<AffineExpr, AffineExpr>();
    const stack: AffineExpr[] = [this];
    while (stack.length > 0) {
      const expr = stack[stack.length - 1]!;
      if (done.has(expr)) {
        stack.pop();
        continue;
      }
      if (!expr.lhs || !expr.rhs) {
        const replacement =
          expr.kind === 'dim'
            ? dims[expr.value]
            : expr.kind === 'symbol'
              ? symbols[expr.value]
              : undefined;
        done.set(expr, replacement ?? expr);
        stack.pop();
        continue;
      }
      const lhs = done.get(expr.lhs);
      const rhs = done.get(expr.rhs);
      if (!lhs || !rhs) {
        if (!lhs) stack.push(expr.lhs);
        if (!rhs) stack.push(expr.rhs);
        continue;
      }
      done.set(expr, applyBinary(expr.kind as BinaryKind, lhs, rhs));
      stack.pop();
    }
    return done.get(this)!;
  }

  /** Whether this is `d{position}`. */
  isDim(position: number): boolean {
    return this.kind === 'dim' && this.value === position;
  }

  /** Whether this is the constant `value`. */
  isConstant(value: number): boolean {
    return this.kind === 'constant' && this.value === value;
  }
}

/** Two dimensions (or two symbols) in decreasing position order: MLIR 22 swaps them (`d1 + d0` is `d0 + d1`). */
function isOutOfOrder(lhs: AffineExpr, rhs: AffineExpr): boolean {
  return (
    lhs.kind === rhs.kind && (lhs.kind === 'dim' || lhs.kind === 'symbol') && lhs.value > rhs.value
  );
}

/** `lhs op rhs` through the simplifying operators. */
function applyBinary(kind: BinaryKind, lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
  switch (kind) {
    case 'add':
      return lhs.add(rhs);
    case 'mul':
      return lhs.mul(rhs);
    case 'mod':
      return lhs.mod(rhs);
    case 'floordiv':
      return lhs.floorDiv(rhs);
    case 'ceildiv':
      return lhs.ceilDiv(rhs);
  }
}

function simplifyAdd(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | null {
  if (lhs.kind === 'constant' && rhs.kind === 'constant')
    return AffineExpr.constant(lhs.context, lhs.value + rhs.value);
  // Constants go right; a symbolic operand goes right of a non-symbolic one.
  if (lhs.kind === 'constant' || (lhs.isSymbolicOrConstant && !rhs.isSymbolicOrConstant))
    return rhs.add(lhs);
  if (rhs.kind === 'constant' && rhs.value === 0) return lhs;
  if (isOutOfOrder(lhs, rhs)) return rhs.add(lhs);
  // (x + c1) + c2 -> x + (c1 + c2)
  if (lhs.kind === 'add' && rhs.kind === 'constant' && lhs.rhs!.kind === 'constant')
    return lhs.lhs!.add(lhs.rhs!.value + rhs.value);
  // c1 * x + c2 * x -> (c1 + c2) * x
  const [firstFactor, firstExpr] =
    lhs.kind === 'mul' && lhs.rhs!.kind === 'constant' ? [lhs.rhs!.value, lhs.lhs!] : [1, lhs];
  const [secondFactor, secondExpr] =
    rhs.kind === 'mul' && rhs.rhs!.kind === 'constant' ? [rhs.rhs!.value, rhs.lhs!] : [1, rhs];
  if (firstExpr === secondExpr) return firstExpr.mul(firstFactor + secondFactor);
  // (x + c) + y -> (x + y) + c
  if (lhs.kind === 'add' && lhs.rhs!.kind === 'constant') return lhs.lhs!.add(rhs).add(lhs.rhs!);
  // x + (x floordiv c) * -c -> x mod c, for c > 0
  if (rhs.kind === 'mul' && rhs.rhs!.kind === 'constant') {
    const quotient = rhs.lhs!;
    if (quotient.kind === 'floordiv' && quotient.lhs === lhs && quotient.rhs!.kind === 'constant') {
      const divisor = quotient.rhs!.value;
      if (divisor > 0 && rhs.rhs!.value === -divisor) return lhs.mod(divisor);
    }
  }
  return null;
}

function simplifyMul(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | null {
  if (lhs.kind === 'constant' && rhs.kind === 'constant')
    return AffineExpr.constant(lhs.context, lhs.value * rhs.value);
  if (!lhs.isSymbolicOrConstant && !rhs.isSymbolicOrConstant) return null;
  // The symbolic or constant operand goes right.
  if (!rhs.isSymbolicOrConstant || lhs.kind === 'constant' || isOutOfOrder(lhs, rhs))
    return rhs.mul(lhs);
  if (rhs.kind === 'constant') {
    if (rhs.value === 1) return lhs;
    if (rhs.value === 0) return rhs;
  }
  if (lhs.kind === 'mul' && lhs.rhs!.kind === 'constant') {
    // (x * c1) * c2 -> x * (c1 * c2)
    if (rhs.kind === 'constant') return lhs.lhs!.mul(lhs.rhs!.value * rhs.value);
    // (x * c) * y -> (x * y) * c
    return lhs.lhs!.mul(rhs).mul(lhs.rhs!);
  }
  return null;
}

function simplifyDiv(
  kind: 'floordiv' | 'ceildiv',
  lhs: AffineExpr,
  rhs: AffineExpr,
): AffineExpr | null {
  if (rhs.kind !== 'constant' || rhs.value === 0) return null;
  const divisor = rhs.value;
  if (lhs.kind === 'constant') {
    return AffineExpr.constant(
      lhs.context,
      kind === 'floordiv' ? floorDiv(lhs.value, divisor) : ceilDiv(lhs.value, divisor),
    );
  }
  if (divisor < 1) return null;
  if (divisor === 1) return lhs;
  // (x * c1) div c2 -> x * (c1 / c2) when c2 divides c1
  if (lhs.kind === 'mul' && lhs.rhs!.kind === 'constant' && lhs.rhs!.value % divisor === 0)
    return lhs.lhs!.mul(lhs.rhs!.value / divisor);
  // (x + y) floordiv c splits when c divides one side
  if (kind === 'floordiv' && lhs.kind === 'add') {
    if (
      lhs.lhs!.largestKnownDivisor % divisor === 0 ||
      lhs.rhs!.largestKnownDivisor % divisor === 0
    )
      return lhs.lhs!.floorDiv(divisor).add(lhs.rhs!.floorDiv(divisor));
  }
  return null;
}

function simplifyMod(lhs: AffineExpr, rhs: AffineExpr): AffineExpr | null {
  if (rhs.kind !== 'constant' || rhs.value < 1) return null;
  const divisor = rhs.value;
  if (lhs.kind === 'constant')
    return AffineExpr.constant(lhs.context, positiveMod(lhs.value, divisor));
  if (lhs.largestKnownDivisor % divisor === 0) return AffineExpr.constant(lhs.context, 0);
  if (lhs.kind === 'add') {
    if (lhs.lhs!.largestKnownDivisor % divisor === 0) return lhs.rhs!.mod(divisor);
    if (lhs.rhs!.largestKnownDivisor % divisor === 0) return lhs.lhs!.mod(divisor);
  }
  // (x mod c1) mod c2 -> x mod c2 when c2 divides c1
  if (
    lhs.kind === 'mod' &&
    lhs.rhs!.kind === 'constant' &&
    lhs.rhs!.value >= 1 &&
    lhs.rhs!.value % divisor === 0
  )
    return lhs.lhs!.mod(divisor);
  return null;
}

const enum Strength {
  Weak,
  Strong,
}

const SPELLING: Record<BinaryKind, string> = {
  add: ' + ',
  mul: ' * ',
  mod: ' mod ',
  floordiv: ' floordiv ',
  ceildiv: ' ceildiv ',
};

/**
 * Prints an expression as MLIR does (`d0 - d1`, `-d0`, `d0 * -5 + 3`, minimal parentheses), with an
 * explicit work stack so that deeply nested expressions cannot overflow the call stack.
 */
export function printAffineExpr(root: AffineExpr, out: string[]): void {
  const stack: (AffineExpr | Strength | string)[] = [Strength.Weak, root];
  // A string is written as is; an expression is printed with the binding strength stored below it.
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    const expr = item as AffineExpr;
    const strength = stack.pop() as Strength;
    switch (expr.kind) {
      case 'dim':
        out.push('d' + expr.value);
        continue;
      case 'symbol':
        out.push('s' + expr.value);
        continue;
      case 'constant':
        out.push(String(expr.value));
        continue;
      default:
        break;
    }
    const lhs = expr.lhs!;
    const rhs = expr.rhs!;
    const open = strength === Strength.Strong;
    // Pushed in reverse of printing order.
    const parts: (AffineExpr | Strength | string)[] = [];
    const visit = (e: AffineExpr, s: Strength) => parts.push(e, s);
    if (open) parts.push('(');
    if (expr.kind !== 'add') {
      if (expr.kind === 'mul' && rhs.isConstant(-1)) {
        parts.push('-');
        visit(lhs, Strength.Strong);
      } else {
        visit(lhs, Strength.Strong);
        parts.push(SPELLING[expr.kind as BinaryKind]);
        visit(rhs, Strength.Strong);
      }
    } else if (rhs.kind === 'mul' && rhs.rhs!.kind === 'constant' && rhs.rhs!.value <= -1) {
      // `a - b` needs parentheses around b only when b is a sum; `a - b * 3` around any compound b.
      const factor = rhs.rhs!.value;
      visit(lhs, Strength.Weak);
      parts.push(' - ');
      visit(rhs.lhs!, factor < -1 || rhs.lhs!.kind === 'add' ? Strength.Strong : Strength.Weak);
      if (factor < -1) parts.push(' * ' + -factor);
    } else if (rhs.kind === 'constant' && rhs.value < 0) {
      visit(lhs, Strength.Weak);
      parts.push(' - ' + -rhs.value);
    } else {
      visit(lhs, Strength.Weak);
      parts.push(' + ');
      visit(rhs, Strength.Weak);
    }
    if (open) parts.push(')');
    // `parts` lists (expr, strength) pairs in print order; pushed reversed, each strength lands below its expr.
    for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!);
  }
}
