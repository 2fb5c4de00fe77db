import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from './commands.js';

/** How far a scratch consumer got: `install` or `run` failed, or everything passed. */
export interface ConsumerResult {
  ok: boolean;
  stage: 'install' | 'run' | 'passed';
  output: string;
  projectDir: string;
}

/**
 * Makes a project in a fresh temp dir (outside the workspace, so nothing of it can be resolved by
 * accident), installs `tarballs` into it with `npm --offline` and a private empty cache (so every
 * package must come from a tarball), then runs `script` as an ES module there.
 */
export function installAndRun(
  tarballs: ReadonlyMap<string, string>,
  script: string,
): ConsumerResult {
  const projectDir = mkdtempSync(join(tmpdir(), 'strata-consumer-'));
  const dependencies = Object.fromEntries(
    [...tarballs].map(([name, file]) => [name, `file:${file}`]),
  );
  const manifest = { name: 'strata-consumer', private: true, type: 'module', dependencies };
  writeFileSync(join(projectDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(projectDir, 'consumer.mjs'), script);

  const install = runCommand(
    ['npm', 'install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    projectDir,
    { npm_config_cache: join(projectDir, '.npm-cache') },
  );
  if (install.status !== 0)
    return { ok: false, stage: 'install', output: install.output, projectDir };
  const run = runCommand([process.execPath, 'consumer.mjs'], projectDir);
  if (run.status !== 0) return { ok: false, stage: 'run', output: run.output, projectDir };
  return { ok: true, stage: 'passed', output: run.output, projectDir };
}
