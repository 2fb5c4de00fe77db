/**
 * Random programs over stack slots for differential tests of mem2reg and sroa: a function of 1
 * to 6 blocks whose allocas (single elements, rank 0 or 1x1, and small arrays) are loaded and
 * stored at constant or dynamic indices, passed to an unknown op or used inside an `scf.if`, with
 * branches, conditional branches and switches between blocks (some of them unreachable, some
 * with an argument of their own). Seeded, so every run tests the same programs.
 */
import { generator } from './random-cfg.js';

interface Slot {
  readonly name: string;
  readonly type: string;
  /** The index list of one access, fresh each call (a constant or, for arrays, a dynamic one). */
  readonly index: () => string;
}

export function randomSlotProgram(seed: number): string {
  const random = generator(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  let counter = 0;
  const fresh = () => `%v${++counter}`;

  const lines = ['func.func @f(%c: i1, %d: i1, %a: i32, %b: i32, %idx: index) -> i32 {'];
  lines.push('  %c0 = arith.constant 0 : index', '  %c1 = arith.constant 1 : index');
  lines.push('  %c2 = arith.constant 2 : index');
  const slots: Slot[] = [];
  for (let n = int(1, 3); n > 0; n--) {
    const name = `%m${slots.length}`;
    const kind = random();
    if (kind < 0.35) slots.push({ name, type: 'memref<i32>', index: () => '' });
    else if (kind < 0.5) slots.push({ name, type: 'memref<1x1xi32>', index: () => '%c0, %c0' });
    else
      slots.push({
        name,
        type: 'memref<3xi32>',
        index: () => (random() < 0.05 ? '%idx' : pick(['%c0', '%c1', '%c2'])),
      });
    lines.push(`  ${name} = memref.alloca() : ${slots[slots.length - 1]!.type}`);
  }
  const numBlocks = int(1, 6);
  const hasArgument = [false];
  for (let block = 1; block < numBlocks; block++) hasArgument.push(random() < 0.3);
  const target = (live: readonly string[]) => {
    const block = int(1, numBlocks - 1);
    return hasArgument[block] ? `^bb${block}(${pick(live)} : i32)` : `^bb${block}`;
  };
  for (let block = 0; block < numBlocks; block++) {
    const live = ['%a', '%b'];
    if (block > 0) {
      if (hasArgument[block]) {
        const argument = fresh();
        lines.push(`^bb${block}(${argument}: i32):`);
        live.push(argument);
      } else lines.push(`^bb${block}:`);
    }
    for (let n = int(0, 5); n > 0; n--) {
      const kind = random();
      const slot = pick(slots);
      if (kind < 0.4) {
        lines.push(`  memref.store ${pick(live)}, ${slot.name}[${slot.index()}] : ${slot.type}`);
      } else if (kind < 0.75) {
        const value = fresh();
        lines.push(`  ${value} = memref.load ${slot.name}[${slot.index()}] : ${slot.type}`);
        live.push(value);
      } else if (kind < 0.93) {
        const value = fresh();
        lines.push(`  ${value} = arith.addi ${pick(live)}, ${pick(live)} : i32`);
        live.push(value);
      } else if (kind < 0.97) {
        lines.push(`  scf.if %d {`);
        lines.push(`    memref.store ${pick(live)}, ${slot.name}[${slot.index()}] : ${slot.type}`);
        lines.push('  }');
      } else lines.push(`  "test.use"(${slot.name}) : (${slot.type}) -> ()`);
    }
    const kind = random();
    if (numBlocks === 1 || kind < 0.25) lines.push(`  return ${pick(live)} : i32`);
    else if (kind < 0.55) lines.push(`  cf.br ${target(live)}`);
    else if (kind < 0.9)
      lines.push(`  cf.cond_br ${pick(['%c', '%d'])}, ${target(live)}, ${target(live)}`);
    else {
      lines.push(`  cf.switch ${pick(live)} : i32, [`);
      lines.push(`    default: ${target(live)},`);
      lines.push(`    4: ${target(live)}`);
      lines.push('  ]');
    }
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}
