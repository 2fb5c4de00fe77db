/**
 * `--mlir-pass-statistics`: the counters of every pass, printed in the pipeline's shape (or merged
 * by pass name in list mode) as MLIR's `Pass statistics report`.
 */
import type { AnyPass, OpPassManager } from './pass-manager.js';
import { OpToOpPassAdaptor } from './pass-manager.js';
import type { Statistic } from './statistic.js';
import { reportHeader } from './timing.js';

export type StatisticsDisplay = 'pipeline' | 'list';

interface StatisticLine {
  name: string;
  description: string;
  value: number;
}

function passEntry(indent: number, name: string, statistics: StatisticLine[]): string {
  let text = `${' '.repeat(indent)}${name}\n`;
  if (statistics.length === 0) return text;
  const sorted = [...statistics].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const nameWidth = Math.max(...sorted.map((s) => s.name.length));
  const valueWidth = Math.max(...sorted.map((s) => String(s.value).length));
  for (const statistic of sorted) {
    text += `${' '.repeat(indent + 2)}(S) ${String(statistic.value).padStart(valueWidth)} ${statistic.name.padEnd(nameWidth)} - ${statistic.description}\n`;
  }
  return text;
}

function lines(statistics: readonly Statistic[]): StatisticLine[] {
  return statistics.map((s) => ({ name: s.name, description: s.description, value: s.value }));
}

type ReportItem =
  { pass: AnyPass; heading?: undefined; indent: number } | { heading: string; indent: number };

function pipelineReport(pm: OpPassManager): string {
  const chunks: string[] = [];
  const stack: ReportItem[] = [];
  const pushPasses = (passes: readonly AnyPass[], indent: number) => {
    for (let i = passes.length - 1; i >= 0; i--) stack.push({ pass: passes[i]!, indent });
  };
  pushPasses(pm.passes, 0);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.heading !== undefined) {
      chunks.push(passEntry(item.indent, item.heading, []));
      continue;
    }
    const { pass, indent } = item;
    if (!(pass instanceof OpToOpPassAdaptor)) {
      chunks.push(passEntry(indent, pass.name, lines(pass.statistics)));
      continue;
    }
    let inner = indent;
    if (pass.managers.length > 1) {
      chunks.push(passEntry(indent, pass.name, []));
      inner += 2;
    }
    // Pushed in reverse so that each manager's heading prints before its passes, in order.
    for (let i = pass.managers.length - 1; i >= 0; i--) {
      const nested = pass.managers[i]!;
      pushPasses(nested.passes, inner + 2);
      stack.push({ heading: `'${nested.anchor}' Pipeline`, indent: inner });
    }
  }
  return chunks.join('');
}

function listReport(pm: OpPassManager): string {
  const merged = new Map<string, StatisticLine[]>();
  const pending: AnyPass[] = [...pm.passes];
  while (pending.length > 0) {
    const pass = pending.pop()!;
    if (pass instanceof OpToOpPassAdaptor) {
      for (const nested of pass.managers) pending.push(...nested.passes);
      continue;
    }
    if (pass.statistics.length === 0) continue;
    const existing = merged.get(pass.name);
    if (!existing) merged.set(pass.name, lines(pass.statistics));
    else pass.statistics.forEach((s, i) => (existing[i]!.value += s.value));
  }
  return [...merged.keys()]
    .sort()
    .map((name) => passEntry(2, name, merged.get(name)!))
    .join('');
}

/** The whole statistics report for a pipeline that has run. */
export function formatStatisticsReport(
  pm: OpPassManager,
  display: StatisticsDisplay = 'pipeline',
): string {
  return `${reportHeader('... Pass statistics report ...')}${display === 'list' ? listReport(pm) : pipelineReport(pm)}\n`;
}
