/**
 * Random CFG programs for differential tests of sccp and remove-dead-values: a public function of
 * 1 to 4 blocks (block arguments, constants, arithmetic, comparisons, selects, calls to a private
 * function, stores), ending each block with a return, a branch or a conditional branch. Seeded, so
 * every run tests the same programs.
 */

/** A small deterministic generator (mulberry32). */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomCfgProgram(seed: number): string {
  const random = generator(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  let counter = 0;
  const fresh = () => `%v${++counter}`;

  const lines = [
    'func.func private @h(%p: i32) -> i32 {',
    '  %k = arith.constant 3 : i32',
    '  %s = arith.addi %p, %k : i32',
    '  return %s : i32',
    '}',
    'func.func @f(%arg0: i32, %arg1: i32, %m: memref<i32>) -> i32 {',
  ];
  const numBlocks = int(1, 4);
  for (let block = 0; block < numBlocks; block++) {
    const live = ['%arg0', '%arg1'];
    if (block > 0) {
      const argument = fresh();
      lines.push(`^bb${block}(${argument}: i32):`);
      live.push(argument);
    }
    for (let n = int(1, 5); n > 0; n--) {
      const kind = random();
      const value = fresh();
      if (kind < 0.3) lines.push(`  ${value} = arith.constant ${int(-2, 3)} : i32`);
      else if (kind < 0.6) lines.push(`  ${value} = arith.addi ${pick(live)}, ${pick(live)} : i32`);
      else if (kind < 0.7) lines.push(`  ${value} = arith.muli ${pick(live)}, ${pick(live)} : i32`);
      else if (kind < 0.8) lines.push(`  ${value} = func.call @h(${pick(live)}) : (i32) -> i32`);
      else if (kind < 0.9) {
        const condition = fresh();
        lines.push(`  ${condition} = arith.cmpi slt, ${pick(live)}, ${pick(live)} : i32`);
        lines.push(`  ${value} = arith.select ${condition}, ${pick(live)}, ${pick(live)} : i32`);
      } else {
        lines.push(`  memref.store ${pick(live)}, %m[] : memref<i32>`);
        continue;
      }
      live.push(value);
    }
    if (block === numBlocks - 1 || random() < 0.2) {
      lines.push(`  return ${pick(live)} : i32`);
    } else if (random() < 0.5) {
      lines.push(`  cf.br ^bb${int(1, numBlocks - 1)}(${pick(live)} : i32)`);
    } else {
      const condition = fresh();
      lines.push(`  ${condition} = arith.cmpi eq, ${pick(live)}, ${pick(live)} : i32`);
      lines.push(
        `  cf.cond_br ${condition}, ^bb${int(1, numBlocks - 1)}(${pick(live)} : i32), ` +
          `^bb${int(1, numBlocks - 1)}(${pick(live)} : i32)`,
      );
    }
  }
  lines.push('}', '');
  return lines.join('\n');
}
