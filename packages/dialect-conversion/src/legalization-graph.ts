import type { RewritePattern } from '@strata/pattern-rewrite';
import type { ConversionTarget } from './conversion-target.js';

/** The patterns the legalizer may use, in the order it tries them. */
export interface LegalizationPatterns {
  /** Per root op name, best first. */
  readonly byRoot: Map<string, RewritePattern[]>;
  /** Patterns rooted on any op (or an interface or trait), best first. */
  readonly anyOp: RewritePattern[];
}

/**
 * Keeps the patterns that can lead to legal IR and orders them (MLIR's `buildLegalizationGraph`
 * and `computeLegalizationGraphBenefit`). A pattern is kept when every op it declares it generates
 * is legal or itself legalizable by kept patterns, so `bar.add -> baz.add -> foo.add` chains are
 * found. Patterns are then ordered by legalization depth (fewest steps to legal ops first), then
 * by benefit. Patterns rooted on no specific op defeat the analysis: then every pattern is kept.
 */
export function buildLegalizationPatterns(
  patterns: readonly RewritePattern[],
  target: ConversionTarget,
): LegalizationPatterns {
  const byRoot = new Map<string, RewritePattern[]>();
  const anyOp: RewritePattern[] = [];
  const parentOps = new Map<string, Set<string>>();
  const invalid = new Map<string, Set<RewritePattern>>();
  const worklist = new Set<RewritePattern>();

  for (const pattern of patterns) {
    const root = pattern.rootKind;
    if (root === null) {
      anyOp.push(pattern);
      continue;
    }
    if (target.getOpAction(root) === 'legal') continue;
    getOrCreate(invalid, root, () => new Set()).add(pattern);
    for (const generated of pattern.getGeneratedOps())
      getOrCreate(parentOps, generated, () => new Set()).add(root);
    worklist.add(pattern);
  }

  if (anyOp.length !== 0) {
    for (const pattern of worklist) getOrCreate(byRoot, pattern.rootKind!, () => []).push(pattern);
  } else {
    const queue = [...worklist];
    const queued = new Set(queue);
    while (queue.length !== 0) {
      const pattern = queue.pop()!;
      queued.delete(pattern);
      const root = pattern.rootKind!;
      const blocked = pattern.getGeneratedOps().some((name) => {
        const action = target.getOpAction(name);
        return !byRoot.has(name) && (action === undefined || action === 'illegal');
      });
      if (blocked) continue;
      getOrCreate(byRoot, root, () => []).push(pattern);
      invalid.get(root)?.delete(pattern);
      for (const parent of parentOps.get(root) ?? []) {
        for (const candidate of invalid.get(parent) ?? []) {
          if (queued.has(candidate)) continue;
          queued.add(candidate);
          queue.push(candidate);
        }
      }
    }
    // Keep the set's order among a root's patterns before sorting (the worklist pops in reverse).
    const order = new Map(patterns.map((p, i) => [p, i]));
    for (const list of byRoot.values()) list.sort((a, b) => order.get(a)! - order.get(b)!);
  }

  const depths = new Map<string, number>();
  for (const root of byRoot.keys()) opDepth(root, depths, byRoot);
  if (anyOp.length !== 0) sortByDepth(anyOp, depths, byRoot);
  return { byRoot, anyOp };
}

function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** The fewest steps to legalize ops named `name` (0 when no pattern is needed). */
function opDepth(
  name: string,
  depths: Map<string, number>,
  byRoot: Map<string, RewritePattern[]>,
): number {
  const known = depths.get(name);
  if (known !== undefined) return known;
  const list = byRoot.get(name);
  if (list === undefined || list.length === 0) return 0;
  // Cycles see "unreachable" while the depth is being computed.
  depths.set(name, Number.MAX_SAFE_INTEGER);
  const depth = sortByDepth(list, depths, byRoot);
  depths.set(name, depth);
  return depth;
}

/** Sorts `patterns` by depth, then decreasing benefit (stable); answers the smallest depth. */
function sortByDepth(
  patterns: RewritePattern[],
  depths: Map<string, number>,
  byRoot: Map<string, RewritePattern[]>,
): number {
  let min = Number.MAX_SAFE_INTEGER;
  const withDepth = patterns.map((pattern) => {
    let depth = 1;
    for (const generated of pattern.getGeneratedOps()) {
      const d = opDepth(generated, depths, byRoot);
      depth = Math.max(depth, d === Number.MAX_SAFE_INTEGER ? d : d + 1);
    }
    min = Math.min(min, depth);
    return { pattern, depth };
  });
  if (withDepth.length > 1) {
    withDepth.sort(
      (a, b) => a.depth - b.depth || b.pattern.getBenefit().rank - a.pattern.getBenefit().rank,
    );
    for (let i = 0; i < withDepth.length; i++) patterns[i] = withDepth[i]!.pattern;
  }
  return min;
}
