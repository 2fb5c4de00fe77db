// One vitest run covers every workspace package. Imports of `@strata/*` resolve to the packages'
// TypeScript sources, so unit tests never run against a stale build; lit tests drive the built
// `strata-opt` binary instead, which is why `pnpm test` builds first.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const groups = ['packages', 'packages/dialects', 'packages/conversions', 'apps', 'tools'];

function workspaceAliases(): { find: string; replacement: string }[] {
  const aliases: { find: string; replacement: string }[] = [];
  for (const group of groups) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const manifestPath = join(dir, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const exportsField: Record<string, unknown> = manifest.exports ?? {};
      for (const [subpath, target] of Object.entries(exportsField)) {
        const built = typeof target === 'string' ? target : (target as { import?: string }).import;
        if (!built || !built.startsWith('./dist/') || !built.endsWith('.js')) continue;
        const source = built.replace('./dist/', './src/').replace(/\.js$/, '.ts');
        aliases.push({
          find: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
          replacement: resolve(dir, entry.name, source),
        });
      }
    }
  }
  // Longest names first, so `@strata/x/transform` wins over `@strata/x`.
  return aliases
    .sort((a, b) => b.find.length - a.find.length)
    .map((a) => ({
      find: new RegExp(`^${a.find.replace(/[/.]/g, '\\$&')}$`),
      replacement: a.replacement,
    })) as never;
}

export default defineConfig({
  resolve: { alias: workspaceAliases() },
  test: {
    include: ['{packages,apps,tools}/**/test/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
