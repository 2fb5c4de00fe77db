/**
 * The validated options of one strata-opt invocation. The zod schema is the single statement of
 * what each flag may hold and what it defaults to; `CliOptions` is inferred from it.
 */
import * as z from 'zod/mini';
import { type PassFlag, type TokenizedArgs, UsageError } from './cli-flags.js';

const flag = () => z._default(z.boolean(), false);
const list = () => z._default(z.array(z.string()), []);

export const cliOptionsSchema = z.object({
  input: z._default(z.string(), '-'),
  o: z._default(z.string(), '-'),
  'pass-pipeline': z.optional(z.string()),
  'split-input-file': z._default(z.union([z.boolean(), z.string()]), false),
  'output-split-marker': z._default(z.string(), '// -----'),
  'verify-diagnostics': z._default(z.union([z.boolean(), z.enum(['all', 'only-expected'])]), false),
  'allow-unregistered-dialect': flag(),
  'mlir-print-op-generic': flag(),
  'mlir-print-debuginfo': flag(),
  'mlir-pretty-debuginfo': flag(),
  'mlir-print-assume-verified': flag(),
  'mlir-very-unsafe-disable-verifier-on-parsing': flag(),
  'mlir-print-local-scope': flag(),
  'mlir-print-skip-regions': flag(),
  'mlir-print-value-users': flag(),
  'mlir-print-unique-ssa-ids': flag(),
  'mlir-use-nameloc-as-prefix': flag(),
  'mlir-elide-elementsattrs-if-larger': z._default(z.string().check(z.regex(/^-?\d+$/)), '-1'),
  'mlir-elide-resource-strings-if-larger': z.optional(z.string().check(z.regex(/^\d+$/))),
  'mlir-print-elementsattrs-with-hex-if-larger': z._default(
    z.string().check(z.regex(/^-?\d+$/)),
    '100',
  ),
  'mlir-print-op-on-diagnostic': z._default(z.boolean(), true),
  'mlir-diagnostic-verbosity-level': z._default(
    z.enum(['errors', 'warnings', 'remarks']),
    'remarks',
  ),
  'mlir-disable-diagnostic-notes': flag(),
  'show-dialects': flag(),
  'verify-roundtrip': flag(),
  'no-implicit-module': flag(),
  'debug-only': list(),
  'mlir-debug-counter': list(),
  'mlir-print-debug-counter': flag(),
  'list-passes': flag(),
  help: flag(),
  version: flag(),
  'verify-each': z._default(z.boolean(), true),
  'dump-pass-pipeline': flag(),
  'mlir-disable-threading': flag(),
  'mlir-timing': flag(),
  'mlir-timing-display': z._default(z.enum(['list', 'tree']), 'tree'),
  'mlir-output-format': z._default(z.enum(['text', 'json']), 'text'),
  'mlir-pass-statistics': flag(),
  'mlir-pass-statistics-display': z._default(z.enum(['list', 'pipeline']), 'pipeline'),
  'mlir-print-ir-before': list(),
  'mlir-print-ir-after': list(),
  'mlir-print-ir-before-all': flag(),
  'mlir-print-ir-after-all': flag(),
  'mlir-print-ir-after-change': flag(),
  'mlir-print-ir-after-failure': flag(),
  'mlir-print-ir-module-scope': flag(),
  'mlir-print-ir-tree-dir': z.optional(z.string()),
  'mlir-pass-pipeline-crash-reproducer': z.optional(z.string()),
  'mlir-pass-pipeline-local-reproducer': flag(),
  'mlir-generate-reproducer': z.optional(z.string()),
  'run-reproducer': flag(),
});

export type CliOptions = z.infer<typeof cliOptionsSchema> & { passes: PassFlag[] };

/** Validates tokenized arguments; every failure is a one-line {@link UsageError}. */
export function validateCliOptions(args: TokenizedArgs): CliOptions | UsageError {
  if (args.positionals.length > 1) {
    return new UsageError(
      `too many positional arguments: expected at most one input file, got ${args.positionals.length}`,
    );
  }
  const raw: Record<string, unknown> = { ...args.flags };
  if (args.positionals.length === 1) raw['input'] = args.positionals[0];
  const checked = z.safeParse(cliOptionsSchema, raw);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const name = String(issue.path[0] ?? '');
    const given = raw[name];
    return new UsageError(
      `for the --${name} option: invalid value '${String(given)}' (${issue.message})`,
    );
  }
  if (checked.data['pass-pipeline'] !== undefined && args.passes.length > 0) {
    return new UsageError(`'--pass-pipeline' option can't be used with individual pass options`);
  }
  return { ...checked.data, passes: args.passes };
}
