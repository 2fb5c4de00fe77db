#!/usr/bin/env node
/**
 * `node tools/corpus/dist/cli.js gaps [--pass canonicalize] [--limit 12] --out FILE`: runs every
 * function of the differential corpus alone through strata-opt and mlir-opt, reduces the smallest
 * cases where strata-opt fails or leaves more ops, and writes them as markdown.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { functionSources, standaloneFunction } from './corpus.js';
import { differentialCorpora } from './differential-config.js';
import { type GapCase, isGap, reduceGap, runBothOnFunction } from './gap-reduction.js';
import { renderGapsReport } from './gaps-report.js';
import { locateMlirTools } from './mlir-tools.js';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      pass: { type: 'string', default: 'canonicalize' },
      limit: { type: 'string', default: '12' },
    },
  });
  const limit = Number(values.limit);
  if (positionals[0] !== 'gaps' || !values.out || !Number.isInteger(limit) || limit < 1) {
    process.stderr.write('usage: cli.js gaps --out FILE [--pass NAME] [--limit N]\n');
    return 2;
  }
  const tools = locateMlirTools();
  if (!tools.found) {
    process.stderr.write(`corpus: ${tools.reason}\n`);
    return 1;
  }
  const pass = values.pass!;
  const found: { name: string; text: string }[] = [];
  for (const corpus of differentialCorpora()) {
    const sources = functionSources(corpus);
    for (const fn of corpus.functions) {
      const text = standaloneFunction(corpus, fn.name);
      if (isGap(await runBothOnFunction(tools, text, pass, fn.name))) {
        found.push({ name: fn.name, text });
        process.stderr.write(
          `gap: @${fn.name} (${sources.get(fn.name)!.split('\n').length} lines)\n`,
        );
      }
    }
  }
  const smallest = found.sort((a, b) => a.text.length - b.text.length).slice(0, limit);
  const cases: GapCase[] = [];
  const seen = new Set<string>();
  for (const { name, text } of smallest) {
    const reduced = await reduceGap(tools, text, pass, name);
    if (!reduced) continue;
    const key = reduced.input.replaceAll(`@${name}(`, '@_(');
    if (seen.has(key)) continue;
    seen.add(key);
    cases.push(reduced);
    process.stderr.write(`reduced @${name} to ${reduced.input.split('\n').length} lines\n`);
  }
  writeFileSync(values.out, renderGapsReport(pass, cases, found.length));
  return 0;
}

process.exitCode = await main();
