import type { GapCase } from './gap-reduction.js';

/**
 * Markdown for engineers filling canonicalization gaps: each reduced input where strata-opt's pass
 * fails or leaves more ops than mlir-opt's, with both tools' output of the function.
 */
export function renderGapsReport(pass: string, cases: readonly GapCase[], found: number): string {
  const parts = [
    `# --${pass}: where strata-opt does worse than mlir-opt`,
    '',
    `Found by the corpus (tools/corpus): ${found} generated function(s) where strata-opt fails or ` +
      `leaves more ops than mlir-opt; ${cases.length} of them reduced (lines removed while the ` +
      `gap remains) and shown here. Regenerate with \`node tools/corpus/dist/cli.js gaps --out FILE\` ` +
      '(after `pnpm turbo run build --filter=@strata/corpus...`).',
    '',
  ];
  for (const gap of cases) {
    const verdict =
      gap.strataOps === undefined
        ? 'strata-opt fails'
        : `strata-opt ${gap.strataOps} ops, mlir-opt ${gap.mlirOps} ops`;
    parts.push(
      `## @${gap.name}: ${verdict}`,
      '',
      '```mlir',
      gap.input.trimEnd(),
      '```',
      '',
      'strata-opt:',
      '',
      '```',
      gap.strataText ?? '(missing)',
      '```',
      '',
      'mlir-opt:',
      '',
      '```mlir',
      gap.mlirText ?? '(missing)',
      '```',
      '',
    );
  }
  return parts.join('\n');
}
