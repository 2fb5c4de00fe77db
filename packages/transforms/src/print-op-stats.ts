import { type Operation, walkOperations } from '@strata/ir-core';
import * as z from 'zod/mini';
import { ReportingPass } from './reporting-pass.js';

const options = z.object({
  json: z._default(z.boolean().check(z.describe('print the stats as JSON')), false),
});

/** How many ops of each name `root` holds, itself included. */
export function countOperations(root: Operation): Map<string, number> {
  const counts = new Map<string, number>();
  walkOperations(
    root,
    (op) => {
      const name = op.name.identifier;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    },
    'post',
  );
  return counts;
}

/** Names in byte order (all ASCII in practice, where UTF-16 order agrees). */
function sortedNames(counts: Map<string, number>): string[] {
  return [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The table mlir-opt prints: dialect names right-aligned before the first dot, op names
 * left-aligned after it, then ` , COUNT`. A name without a dot is indented past the dot column.
 */
export function formatOpStats(counts: Map<string, number>): string {
  const names = sortedNames(counts);
  const split = names.map((name) => {
    const dot = name.indexOf('.');
    return dot < 0 || dot === name.length - 1
      ? { dialect: '', op: dot < 0 ? name : name.slice(0, dot) }
      : { dialect: name.slice(0, dot), op: name.slice(dot + 1) };
  });
  const dialectWidth = Math.max(0, ...split.map((s) => s.dialect.length));
  const opWidth = Math.max(0, ...split.map((s) => s.op.length));
  let text = 'Operations encountered:\n-----------------------\n';
  split.forEach(({ dialect, op }, i) => {
    text +=
      dialect === '' ? ' '.repeat(dialectWidth + 3) : dialect.padStart(dialectWidth + 2) + '.';
    text += `${op.padEnd(opWidth)} , ${counts.get(names[i]!)}\n`;
  });
  return text;
}

/** The JSON object mlir-opt prints: one `"name" : count` line per op name, in order. */
export function formatOpStatsAsJSON(counts: Map<string, number>): string {
  const lines = sortedNames(counts).map((name) => `  "${name}" : ${counts.get(name)}`);
  return `{\n${lines.join(',\n')}${lines.length === 0 ? '' : '\n'}}\n`;
}

/**
 * `print-op-stats` (MLIR's `PrintOpStats`): counts the ops of each name under the op it runs on
 * and writes the table, or with `json` a JSON object, to `write` (stderr, as mlir-opt).
 */
export class PrintOpStatsPass extends ReportingPass<typeof options> {
  readonly argument = 'print-op-stats';
  readonly name = 'PrintOpStats';
  override readonly description = 'Print statistics of operations';
  override readonly optionsSchema = options;

  runOnOperation(): void {
    const counts = countOperations(this.getOperation() as Operation);
    this.write(this.options.json ? formatOpStatsAsJSON(counts) : formatOpStats(counts));
    this.markAllAnalysesPreserved();
  }
}
