/**
 * The TypeScript sources of a generated dialect package. The example op, `NAME.scale`, is chosen to
 * show every piece of an op definition a real dialect needs: an operand, a result, a property, traits,
 * a verifier, a declarative assembly format, a folder and a canonicalization pattern that builds a
 * new op (which a folder cannot do).
 */
import type { DialectNames } from './names.js';

export function indexSource(n: DialectNames): string {
  return `export { ${n.pascal}Dialect, register${n.pascal}Dialect } from './dialect.js';
export { ScaleOp } from './ops.js';
`;
}

export function dialectSource(n: DialectNames): string {
  return `import {
  Dialect,
  type DialectRegistry,
  type MLIRContext,
  registerOperations,
} from '@strata/ir-core';
import { ScaleOp } from './ops.js';

/** The \`${n.name}\` dialect. */
export class ${n.pascal}Dialect extends Dialect {
  constructor(context: MLIRContext) {
    super('${n.name}', context);
    registerOperations(this, [ScaleOp]);
  }
}

/** Adds the ${n.name} dialect's loader to \`registry\` (it is built when an input first uses \`${n.name}\`). */
export function register${n.pascal}Dialect(registry: DialectRegistry): void {
  registry.insert('${n.name}', (context) => new ${n.pascal}Dialect(context));
}
`;
}

export function opsSource(n: DialectNames): string {
  return `import {
  type Attribute,
  defineOp,
  type FoldResult,
  I64Attr,
  Pure,
  SameOperandsAndResultType,
  SignlessIntegerLike,
} from '@strata/ir-core';
import { scaleCanonicalizationPatterns } from './canonicalize.js';
import { foldScale } from './fold.js';

/**
 * \`${n.name}.scale %x by 3 : i32\`: \`x\` multiplied by a constant, non-zero \`factor\`, wrapping
 * around at the type's width. Pure, so unused scales are erased.
 */
export class ScaleOp extends defineOp({
  name: '${n.name}.scale',
  summary: 'multiplication by a constant factor',
  operands: { input: SignlessIntegerLike },
  results: { result: SignlessIntegerLike },
  properties: { factor: I64Attr },
  traits: [Pure, SameOperandsAndResultType],
  assemblyFormat: '$input \`by\` $factor attr-dict \`:\` type($result)',
  canonicalizationPatterns: (patterns) => patterns.add(...scaleCanonicalizationPatterns()),
}) {
  /** What the declared constraints cannot say: a zero factor is rejected. */
  override verify(): boolean {
    if (this.factor.value === 0n) {
      this.emitOpError('factor must not be zero');
      return false;
    }
    return true;
  }

  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    return foldScale(this);
  }
}
`;
}

export function foldSource(n: DialectNames): string {
  return `import type { FoldResult } from '@strata/ir-core';
import type { ScaleOp } from './ops.js';

/**
 * The folder of \`${n.name}.scale\`: scaling by one is the input itself. A folder may only return
 * existing values or attributes; rewrites that build ops are canonicalization patterns.
 */
export function foldScale(op: ScaleOp): FoldResult {
  return op.factor.value === 1n ? op.input : null;
}
`;
}

export function canonicalizeSource(n: DialectNames): string {
  return `/**
 * The canonicalization patterns of the ${n.name} ops. They are built on demand: ops.ts refers to this
 * module, so nothing here may touch the op classes while the modules load.
 */
import { IntegerAttr } from '@strata/ir-core';
import { definePattern, type RewritePattern } from '@strata/pattern-rewrite';
import { ScaleOp } from './ops.js';

/** The factors' product, or null when it does not fit the 64-bit \`factor\` property exactly. */
function combinedFactor(outer: IntegerAttr, inner: IntegerAttr): IntegerAttr | null {
  const product = outer.value * inner.value;
  if (BigInt.asIntN(64, product) !== product) return null;
  return IntegerAttr.get(outer.type, product);
}

/** scale(scale(x, a), b) -> scale(x, a * b). */
function mergeNestedScales(): RewritePattern {
  return definePattern(ScaleOp, (op, rewriter) => {
    const inner = op.input.getDefiningOp();
    if (!(inner instanceof ScaleOp)) return rewriter.notifyMatchFailure(op, 'input is not a scale');
    const factor = combinedFactor(op.factor, inner.factor);
    if (factor === null) return rewriter.notifyMatchFailure(op, 'the product overflows i64');
    rewriter.replaceOpWithNewOp(op, ScaleOp, { input: inner.input, factor });
    return true;
  });
}

export function scaleCanonicalizationPatterns(): RewritePattern[] {
  return [mergeNestedScales()];
}
`;
}
