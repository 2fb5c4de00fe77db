import { AffineExpr } from '../attributes/affine-expr.js';
import {
  AffineMapAttr,
  IntegerSetAttr,
  StridedLayoutAttr,
} from '../attributes/affine-attributes.js';
import { AffineMap, IntegerSet } from '../attributes/affine-map.js';
import type { Attribute } from '../attributes/attribute.js';
import { kDynamic } from '../types/dynamic-size.js';
import type { AttrTypeParser } from './attr-type-parser.js';

/** Names bound by `(d0, d1)[s0]`: any identifiers, mapped to their dimension or symbol. */
type Bindings = Map<string, AffineExpr>;

const HIGH_PRECEDENCE = ['floordiv', 'ceildiv', 'mod'] as const;

function parseIdentifierList(
  parser: AttrTypeParser,
  bindings: Bindings,
  delimiter: 'paren' | 'square',
  make: (position: number) => AffineExpr,
): boolean {
  let position = 0;
  const context = delimiter === 'paren' ? ' in dimensional identifier list' : ' in symbol list';
  return parser.parseCommaSeparatedList(
    delimiter,
    () => {
      const location = parser.tokenStart;
      const name = parser.parseKeyword();
      if (name === null) return false;
      if (bindings.has(name)) {
        parser.emitErrorAt(location, `redefinition of identifier '${name}'`);
        return false;
      }
      bindings.set(name, make(position++));
      return true;
    },
    context,
  );
}

/** `(dims)[symbols]`, returning the bindings and counts. */
function parseDimsAndSymbols(
  parser: AttrTypeParser,
): { bindings: Bindings; numDims: number; numSymbols: number } | null {
  const bindings: Bindings = new Map();
  const context = parser.context;
  if (!parseIdentifierList(parser, bindings, 'paren', (i) => AffineExpr.dim(context, i)))
    return null;
  const numDims = bindings.size;
  if (
    parser.tokenKind === 'l_square' &&
    !parseIdentifierList(parser, bindings, 'square', (i) => AffineExpr.symbol(context, i))
  )
    return null;
  return { bindings, numDims, numSymbols: bindings.size - numDims };
}

/**
 * An operand: identifier, integer, `(expr)` or `-operand`. `afterOperator` says whether a binary
 * operator precedes it: a missing operand is then reported as the operator's right operand.
 */
function parseOperand(
  parser: AttrTypeParser,
  bindings: Bindings,
  afterOperator: boolean,
): AffineExpr | null {
  const location = parser.tokenStart;
  switch (parser.tokenKind) {
    case 'l_paren':
      return parser.parseNested(() => {
        parser.consume();
        if (parser.tokenKind === 'r_paren') {
          parser.emitErrorAt(parser.tokenStart, 'no expression inside parentheses');
          return null;
        }
        const inner = parseAffineExpr(parser, bindings);
        if (!inner || !parser.parseRParen()) return null;
        return inner;
      });
    case 'minus':
      return parser.parseNested(() => {
        parser.consume();
        const operand = parseOperand(parser, bindings, afterOperator);
        if (operand) return operand.neg();
        // MLIR adds this error to the operand's own.
        parser.emitFollowUpError('missing operand of negation');
        return null;
      });
    case 'integer': {
      // Checked before the token is consumed: a follow-up error (as "missing operand of
      // negation") is then reported at the constant too, as MLIR does.
      const value = BigInt(parser.getTokenSpelling());
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
        parser.emitErrorAt(location, 'constant too large for index');
        return null;
      }
      parser.consume();
      return AffineExpr.constant(parser.context, Number(value));
    }
    case 'bare_identifier': {
      const bound = bindings.get(parser.getTokenSpelling());
      if (!bound) {
        parser.emitWrongTokenError('use of undeclared identifier');
        return null;
      }
      parser.consume();
      return bound;
    }
    case 'plus':
    case 'star':
      parser.emitErrorAt(
        location,
        afterOperator
          ? 'missing right operand of binary operator'
          : 'missing left operand of binary operator',
      );
      return null;
    default:
      parser.emitErrorAt(
        location,
        afterOperator ? 'missing right operand of binary operator' : 'expected affine expression',
      );
      return null;
  }
}

/**
 * Where MLIR reports a non-affine product or quotient: at its operator, unless another product or
 * quotient follows, whose operator it is then reported at (MLIR combines the pair when it sees
 * the next operator).
 */
function nonAffineErrorLocation(parser: AttrTypeParser, operatorLocation: number): number {
  const next = parser.tokenKind === 'star' || HIGH_PRECEDENCE.some((k) => parser.isKeyword(k));
  return next ? parser.tokenStart : operatorLocation;
}

/** Products and quotients: `operand ((* | floordiv | ceildiv | mod) operand)*`. */
function parseHighPrecedence(
  parser: AttrTypeParser,
  bindings: Bindings,
  afterOperator: boolean,
): AffineExpr | null {
  let lhs = parseOperand(parser, bindings, afterOperator);
  while (lhs) {
    const location = parser.tokenStart;
    const isMul = parser.tokenKind === 'star';
    const keyword = isMul ? undefined : parser.parseOptionalKeyword(HIGH_PRECEDENCE);
    if (!isMul && keyword === undefined) return lhs;
    if (isMul) parser.consume();
    const rhs = parseOperand(parser, bindings, true);
    if (!rhs) return null;
    if (isMul) {
      if (!lhs.isSymbolicOrConstant && !rhs.isSymbolicOrConstant) {
        parser.emitErrorAt(
          nonAffineErrorLocation(parser, location),
          'non-affine expression: at least one of the multiply operands has to be either a constant or symbolic',
        );
        return null;
      }
      lhs = lhs.mul(rhs);
      continue;
    }
    if (!rhs.isSymbolicOrConstant) {
      parser.emitErrorAt(
        nonAffineErrorLocation(parser, location),
        `non-affine expression: right operand of ${keyword} has to be either a constant or symbolic`,
      );
      return null;
    }
    lhs =
      keyword === 'floordiv'
        ? lhs.floorDiv(rhs)
        : keyword === 'ceildiv'
          ? lhs.ceilDiv(rhs)
          : lhs.mod(rhs);
  }
  return null;
}

/** Sums and differences of high-precedence terms. */
export function parseAffineExpr(parser: AttrTypeParser, bindings: Bindings): AffineExpr | null {
  let lhs = parseHighPrecedence(parser, bindings, false);
  while (lhs) {
    const kind = parser.tokenKind;
    if (kind !== 'plus' && kind !== 'minus') return lhs;
    parser.consume();
    const rhs = parseHighPrecedence(parser, bindings, true);
    if (!rhs) return null;
    lhs = kind === 'plus' ? lhs.add(rhs) : lhs.sub(rhs);
  }
  return null;
}

function parseExprList(parser: AttrTypeParser, bindings: Bindings): AffineExpr[] | null {
  const exprs: AffineExpr[] = [];
  const ok = parser.parseCommaSeparatedList(
    'paren',
    () => {
      const expr = parseAffineExpr(parser, bindings);
      if (expr) exprs.push(expr);
      return expr !== null;
    },
    ' in affine map range',
  );
  return ok ? exprs : null;
}

/** The body of `affine_map<...>`: `(dims)[symbols] -> (exprs)`. */
export function parseAffineMapBody(parser: AttrTypeParser): AffineMap | null {
  const header = parseDimsAndSymbols(parser);
  if (!header || !parser.expect('arrow', "expected '->' or ':'")) return null;
  if (parser.tokenKind !== 'l_paren') {
    parser.emitWrongTokenError("expected '(' in affine map range");
    return null;
  }
  const results = parseExprList(parser, header.bindings);
  return results ? AffineMap.get(parser.context, header.numDims, header.numSymbols, results) : null;
}

/** One `expr >= expr`, `expr <= expr` or `expr == expr`, normalized to `e >= 0` / `e == 0`. */
function parseConstraint(
  parser: AttrTypeParser,
  bindings: Bindings,
): { expr: AffineExpr; isEq: boolean } | null {
  const lhs = parseAffineExpr(parser, bindings);
  if (!lhs) return null;
  const first = parser.tokenKind;
  const isComparison = first === 'greater' || first === 'less' || first === 'equal';
  if (isComparison) parser.consume();
  if (isComparison && parser.parseOptionalEqual()) {
    const rhs = parseAffineExpr(parser, bindings);
    if (!rhs) return null;
    if (first === 'less') return { expr: rhs.sub(lhs), isEq: false };
    return { expr: lhs.sub(rhs), isEq: first === 'equal' };
  }
  parser.emitError(
    parser.currentLocation(),
    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
  );
  return null;
}

/** The body of `affine_set<...>`: `(dims)[symbols] : (constraints)`. */
export function parseIntegerSetBody(parser: AttrTypeParser): IntegerSet | null {
  const header = parseDimsAndSymbols(parser);
  if (!header || !parser.expect('colon', "expected '->' or ':'")) return null;
  const exprs: AffineExpr[] = [];
  const eqFlags: boolean[] = [];
  const ok = parser.parseCommaSeparatedList(
    'paren',
    () => {
      const constraint = parseConstraint(parser, header.bindings);
      if (!constraint) return false;
      exprs.push(constraint.expr);
      eqFlags.push(constraint.isEq);
      return true;
    },
    ' in integer set constraint list',
  );
  if (!ok) return null;
  // An empty constraint list is the universe set, which MLIR spells `(0 == 0)`.
  if (exprs.length === 0) {
    exprs.push(AffineExpr.constant(parser.context, 0));
    eqFlags.push(true);
  }
  return IntegerSet.get(parser.context, header.numDims, header.numSymbols, exprs, eqFlags);
}

/** `affine_map<...>`. */
export function parseAffineMapAttr(parser: AttrTypeParser): Attribute | null {
  parser.consume();
  if (!parser.parseLess()) return null;
  const map = parseAffineMapBody(parser);
  if (!map || !parser.parseGreater()) return null;
  return AffineMapAttr.get(map);
}

/** `affine_set<...>`. */
export function parseIntegerSetAttr(parser: AttrTypeParser): Attribute | null {
  parser.consume();
  if (!parser.parseLess()) return null;
  const set = parseIntegerSetBody(parser);
  if (!set || !parser.parseGreater()) return null;
  return IntegerSetAttr.get(set);
}

/** An integer or `?` (dynamic). */
function parseStrideOrOffset(parser: AttrTypeParser): number | null {
  if (parser.parseOptionalQuestion()) return kDynamic;
  const location = parser.tokenStart;
  const value = parser.parseOptionalInteger();
  if (
    value === undefined ||
    value > BigInt(Number.MAX_SAFE_INTEGER) ||
    value < -BigInt(Number.MAX_SAFE_INTEGER)
  ) {
    parser.emitErrorAt(location, "expected a 64-bit signed integer or '?'");
    return null;
  }
  return Number(value);
}

/** `strided<[strides], offset: o>`. */
export function parseStridedLayout(parser: AttrTypeParser): Attribute | null {
  parser.consume();
  if (!parser.expect('less', "expected '<' after 'strided'")) return null;
  const strides: number[] = [];
  const ok = parser.parseCommaSeparatedList('square', () => {
    const stride = parseStrideOrOffset(parser);
    if (stride === null) return false;
    strides.push(stride);
    return true;
  });
  if (!ok) return null;
  let offset = 0;
  if (!parser.parseOptionalGreater()) {
    if (!parser.expect('comma', "expected ','")) return null;
    if (parser.parseOptionalKeyword('offset') === undefined) {
      parser.emitWrongTokenError("expected 'offset' after comma");
      return null;
    }
    if (!parser.expect('colon', "expected ':' after 'offset'")) return null;
    const parsed = parseStrideOrOffset(parser);
    if (parsed === null || !parser.parseGreater()) return null;
    offset = parsed;
  }
  return StridedLayoutAttr.get(parser.context, offset, strides);
}
