/** The manifest, TypeScript configs, README and changeset of a generated dialect package. */
import type { DialectNames } from './names.js';

export function packageJson(n: DialectNames): string {
  const manifest = {
    name: n.packageName,
    version: '0.0.0',
    description: `Strata's ${n.name} dialect`,
    license: 'Apache-2.0',
    type: 'module',
    sideEffects: false,
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    files: ['dist', 'README.md', 'CHANGELOG.md'],
    scripts: { build: 'tsc -p tsconfig.build.json', typecheck: 'tsc -p tsconfig.json --noEmit' },
    engines: { node: '>=20.19' },
    dependencies: { '@strata/ir-core': 'workspace:^', '@strata/pattern-rewrite': 'workspace:^' },
    devDependencies: { '@strata/filecheck': 'workspace:^' },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function tsconfigJson(): string {
  return `{
  "extends": "../../../tsconfig.base.json",
  "compilerOptions": { "noEmit": true },
  "include": ["src", "test"]
}
`;
}

export function tsconfigBuildJson(): string {
  return `{
  "extends": "../../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist" },
  "include": ["src"]
}
`;
}

export function readme(n: DialectNames): string {
  return `# ${n.packageName}

The \`${n.name}\` dialect for Strata. It starts with one op, \`${n.name}.scale\` (\`x\` times a
constant non-zero \`factor\`), which folds \`by 1\` away and merges nested scales.

## Example

\`\`\`ts
import { register${n.pascal}Dialect } from '${n.packageName}';
import {
  loadBuiltinDialect,
  MLIRContext,
  parseSourceString,
  printOperation,
} from '@strata/ir-core';

const context = new MLIRContext({ allowUnregisteredDialects: true });
register${n.pascal}Dialect(context.registry);
loadBuiltinDialect(context);

const module = parseSourceString(
  '%x = "test.value"() : () -> i32\\n%y = "${n.name}.scale"(%x) <{factor = 3 : i64}> : (i32) -> i32',
  context,
)!;
console.log(printOperation(module));
// module {
//   %0 = "test.value"() : () -> i32
//   %1 = ${n.name}.scale %0 by 3 : i32
// }
\`\`\`

## API

- \`${n.pascal}Dialect\`, \`register${n.pascal}Dialect(registry)\` — the dialect and its lazy loader.
- \`ScaleOp\` — \`${n.name}.scale\` (\`op.input\`, \`op.factor\`, \`op.result\`).

## Tests

\`test/*.mlir\` are lit tests run by \`test/lit.test.ts\` through the workspace's strata-opt, once
\`register${n.pascal}Dialect\` is listed in \`apps/strata-opt/src/dialect-catalog.ts\`.
`;
}

export function changeset(n: DialectNames): string {
  return `---
"${n.packageName}": minor
---

${n.name}: a new dialect package with \`${n.name}.scale\`, its folder and canonicalization.
`;
}
