import { type Block, IntegerAttr, IntegerType, type Operation } from '@strata/ir-core';
import { MatchAnyOpTypeTag } from '@strata/pattern-rewrite';
import { SignatureConversion } from '@strata/type-conversion';
import { expect } from 'vitest';
import { ConversionPattern, type ConversionPatternRewriter, type OpAdaptor } from '../src/index.js';
import type { makeConverter } from './helpers.js';

/** A small deterministic random generator (mulberry32), so that a failing case replays. */
export class Random {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

const TYPES = ['i32', 'index'];

/** Random generic-form IR: ops a.x / a.y (illegal) and k.z (legal), nested regions, block args. */
export function generate(random: Random, withNever = true): string {
  let next = 0;
  const lines: string[] = [];
  const block = (indent: string, available: { name: string; type: string }[], depth: number) => {
    const count = 1 + random.int(4);
    for (let i = 0; i < count; i++) {
      const name = random.pick(['a.x', 'a.y', 'k.z']);
      const operands =
        available.length === 0
          ? []
          : [0, 1].slice(0, random.int(3)).map(() => random.pick(available));
      const results = [0, 1]
        .slice(0, random.int(3))
        .map(() => ({ name: `%v${next++}`, type: random.pick(TYPES) }));
      const lhs = results.length === 0 ? '' : `${results.map((r) => r.name).join(', ')} = `;
      const signature = `(${operands.map((o) => o.type).join(', ')}) -> (${results.map((r) => r.type).join(', ')})`;
      const call = `"${name}"(${operands.map((o) => o.name).join(', ')})`;
      if (depth < 2 && random.int(3) === 0) {
        const args = [0, 1]
          .slice(0, random.int(3))
          .map(() => ({ name: `%b${next++}`, type: random.pick(TYPES) }));
        lines.push(`${indent}${lhs}${call} ({`);
        lines.push(`${indent}^bb0(${args.map((a) => `${a.name}: ${a.type}`).join(', ')}):`);
        block(indent + '  ', [...available, ...args], depth + 1);
        lines.push(`${indent}}) : ${signature}`);
      } else {
        lines.push(`${indent}${lhs}${call} : ${signature}`);
      }
      available.push(...results);
    }
  };
  block('', [], 0);
  if (withNever) lines.push('"a.never"() : () -> ()');
  return lines.join('\n');
}

/** Does random things through the rewriter, then succeeds or fails at random. */
export class Chaos extends ConversionPattern {
  constructor(
    private readonly random: Random,
    private readonly converter: ReturnType<typeof makeConverter>,
  ) {
    super(MatchAnyOpTypeTag, { typeConverter: converter });
  }

  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    if (op.name.identifier === 'a.never') return false;
    const random = this.random;
    const i64 = IntegerType.get(op.context, 64);
    let touched = false;
    const steps = 1 + random.int(4);
    for (let step = 0; step < steps; step++) {
      const region = op.numRegions > 0 ? op.getRegion(0) : null;
      const first: Block | null = region?.front ?? null;
      // Moves (splitBlock) can leave the insertion point inside another block: start afresh.
      rewriter.setInsertionPoint(op);
      switch (random.int(11)) {
        case 0:
          rewriter.create({
            name: 'n.new',
            location: op.location,
            operands: adaptor.operands.slice(0, random.int(3)),
            resultTypes: [i64],
          });
          break;
        case 1:
          rewriter.modifyOpInPlace(op, () =>
            op.setAttr('chaos', IntegerAttr.get(i64, BigInt(random.int(100)))),
          );
          touched = true;
          break;
        case 2:
          if (op.numOperands > 1) {
            rewriter.modifyOpInPlace(op, () => op.setOperands([...op.operands].reverse()));
            touched = true;
          }
          break;
        case 3: {
          const created = rewriter.create({
            name: 'n.repl',
            location: op.location,
            operands: adaptor.operands,
            resultTypes: op.getResultTypes(),
          });
          rewriter.replaceOp(op, created);
          return random.int(2) === 0;
        }
        case 4:
          rewriter.eraseOp(op);
          return random.int(2) === 0;
        case 5:
          if (first !== null) {
            const conversion = this.converter.convertBlockSignature(first);
            if (conversion !== null)
              rewriter.applySignatureConversion(first, conversion, this.converter);
            else {
              const drop = new SignatureConversion(first.numArguments);
              rewriter.applySignatureConversion(first, drop, this.converter);
            }
          }
          break;
        case 6:
          if (region !== null) rewriter.createBlock(region, null, [i64], [op.location]);
          break;
        case 7:
          if (region !== null && !region.empty()) {
            const holder = rewriter.create({ name: 'n.holder', location: op.location, regions: 1 });
            rewriter.inlineRegionBefore(region, holder.getRegion(0), null);
          }
          break;
        case 8:
          // Only an op that uses nothing from inside the region may leave it.
          if (
            first?.firstOp != null &&
            first.firstOp.numOperands === 0 &&
            first.firstOp.numRegions === 0
          )
            rewriter.moveOpBefore(first.firstOp, op);
          break;
        case 9:
          if (region !== null && region.blocks.length > 1) {
            const last = region.back!;
            if (last.numArguments === 0 && last.firstUse === null)
              rewriter.mergeBlocks(last, region.front!, []);
            else if (last.firstUse === null) rewriter.eraseBlock(last);
          } else if (op.parentBlock !== null && op.parentBlock.parent !== null) {
            rewriter.splitBlock(op.parentBlock, op);
          }
          break;
        case 10:
          if (op.numResults > 0) {
            rewriter.modifyOpInPlace(op, () => (op.getResult(0).type = i64));
            touched = true;
          }
          break;
      }
    }
    if (random.int(2) === 0) return false;
    if (!touched) rewriter.modifyOpInPlace(op, () => op.setAttr('chaos', IntegerAttr.get(i64, 0n)));
    return true;
  }
}

/** Every use of every value and block defined in `root` comes from an op inside `root`. */
export function checkUseLists(root: Operation): void {
  const ops = new Set<Operation>();
  root.walk((op) => void ops.add(op));
  for (const op of ops) {
    for (const result of op.results)
      for (const use of result.uses) expect(ops.has(use.owner)).toBe(true);
    for (const region of op.regions) {
      for (const block of region.blocks) {
        for (const arg of block.arguments)
          for (const use of arg.uses) expect(ops.has(use.owner)).toBe(true);
        for (let use = block.firstUse; use !== null; use = use.nextUse)
          expect(ops.has(use.owner)).toBe(true);
      }
    }
    op.operands.forEach((value, i) => {
      let found = false;
      for (const use of value.uses) if (use === op.getOpOperand(i)) found = true;
      expect(found).toBe(true);
    });
  }
}
