/**
 * The command-line surface of strata-opt, spelled as mlir-opt spells it (LLVM `cl` style): flags
 * take one or two dashes, values follow `=` (or the next argument for options that need one),
 * and every registered pass is a flag of its own (`--cse`, `--canonicalize=max-iterations=3`).
 * This module only tokenizes; {@link ./cli-options.ts} validates the result.
 */

/** How a flag takes its value. */
type FlagKind =
  /** `--flag` or `--flag=true|false` */
  | 'boolean'
  /** `--flag=value` or `--flag value` */
  | 'value'
  /** `--flag` or `--flag=value` (never the next argument) */
  | 'optional-value'
  /** `--flag=a,b` (repeatable; values accumulate) */
  | 'list';

export interface FlagSpec {
  name: string;
  kind: FlagKind;
  /** Shown in `--help`: `<value>` placeholder. */
  valueName?: string;
  description: string;
}

/** Every driver flag, in `--help` order. */
export const FLAGS: readonly FlagSpec[] = [
  {
    name: 'allow-unregistered-dialect',
    kind: 'boolean',
    description: 'Allow operation with no registered dialects',
  },
  {
    name: 'debug-only',
    kind: 'list',
    valueName: 'channel,...',
    description:
      'Enable debug output for the named channels (dialect-conversion, greedy-rewriter, transform-dialect, ...)',
  },
  {
    name: 'dump-pass-pipeline',
    kind: 'boolean',
    description: 'Print the pipeline that will be run',
  },
  { name: 'help', kind: 'boolean', description: 'Display available options' },
  {
    name: 'list-passes',
    kind: 'boolean',
    description: 'Print the list of registered passes and exit',
  },
  {
    name: 'mlir-debug-counter',
    kind: 'list',
    valueName: 'tag-skip=N,tag-count=N,...',
    description: 'Skip the first N actions of a tag, or run only N of them (tags: pass-execution)',
  },
  {
    name: 'mlir-diagnostic-verbosity-level',
    kind: 'value',
    valueName: 'errors|warnings|remarks',
    description: 'Choose level of diagnostic information (default: remarks, everything)',
  },
  {
    name: 'mlir-disable-diagnostic-notes',
    kind: 'boolean',
    description: 'Disable diagnostic notes (those emitted on their own, not attached to another)',
  },
  {
    name: 'mlir-disable-threading',
    kind: 'boolean',
    description:
      'strata-opt is single-threaded; this only tells the flags that need it (local reproducers, module-scope IR dumps) and reproducers',
  },
  {
    name: 'mlir-elide-elementsattrs-if-larger',
    kind: 'value',
    valueName: 'uint',
    description:
      'Elide ElementsAttrs with "..." that have more elements than the given upper limit',
  },
  {
    name: 'mlir-elide-resource-strings-if-larger',
    kind: 'value',
    valueName: 'uint',
    description: 'Elide printing value of resources if string is too long in chars.',
  },
  {
    name: 'mlir-generate-reproducer',
    kind: 'value',
    valueName: 'filename',
    description:
      'Generate an mlir reproducer at the provided filename (no crash required): the output IR with the pipeline',
  },
  {
    name: 'mlir-output-format',
    kind: 'value',
    valueName: 'text|json',
    description: 'Output format for timing data',
  },
  {
    name: 'mlir-pass-pipeline-crash-reproducer',
    kind: 'value',
    valueName: 'filename',
    description:
      'Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails',
  },
  {
    name: 'mlir-pass-pipeline-local-reproducer',
    kind: 'boolean',
    description:
      'When generating a crash reproducer, reproduce only the failing pass on the op it ran on (needs --mlir-disable-threading)',
  },
  {
    name: 'mlir-pass-statistics',
    kind: 'boolean',
    description: 'Display the statistics of each pass',
  },
  {
    name: 'mlir-pass-statistics-display',
    kind: 'value',
    valueName: 'list|pipeline',
    description: 'Display method for pass statistics',
  },
  {
    name: 'mlir-pretty-debuginfo',
    kind: 'boolean',
    description: 'Print pretty debug info in MLIR output',
  },
  {
    name: 'mlir-print-assume-verified',
    kind: 'boolean',
    description:
      'Skip op verification when using custom printers (otherwise ops that fail it print in generic form)',
  },
  {
    name: 'mlir-print-debug-counter',
    kind: 'boolean',
    description: 'Print the debug counters (count, skip, count limit) before and after each input',
  },
  { name: 'mlir-print-debuginfo', kind: 'boolean', description: 'Print debug info in MLIR output' },
  {
    name: 'mlir-print-elementsattrs-with-hex-if-larger',
    kind: 'value',
    valueName: 'long',
    description:
      'Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)',
  },
  {
    name: 'mlir-print-ir-after',
    kind: 'list',
    valueName: 'pass-arg',
    description: 'Print IR after specified passes',
  },
  { name: 'mlir-print-ir-after-all', kind: 'boolean', description: 'Print IR after each pass' },
  {
    name: 'mlir-print-ir-after-change',
    kind: 'boolean',
    description: 'When printing the IR after a pass, only print if the IR changed',
  },
  {
    name: 'mlir-print-ir-after-failure',
    kind: 'boolean',
    description: 'When printing the IR after a pass, only print if the pass failed',
  },
  {
    name: 'mlir-print-ir-before',
    kind: 'list',
    valueName: 'pass-arg',
    description: 'Print IR before specified passes',
  },
  { name: 'mlir-print-ir-before-all', kind: 'boolean', description: 'Print IR before each pass' },
  {
    name: 'mlir-print-ir-module-scope',
    kind: 'boolean',
    description:
      'When printing IR for print-ir-[before|after]{-all} always print the top-level operation',
  },
  {
    name: 'mlir-print-ir-tree-dir',
    kind: 'value',
    valueName: 'dir',
    description:
      'Write the IR dumps of the --mlir-print-ir-* flags as a file tree rooted at this directory',
  },
  {
    name: 'mlir-print-local-scope',
    kind: 'boolean',
    description:
      'Print with local scope and inline information (eliding aliases for attributes, types, and locations)',
  },
  { name: 'mlir-print-op-generic', kind: 'boolean', description: 'Print the generic op form' },
  {
    name: 'mlir-print-op-on-diagnostic',
    kind: 'boolean',
    description:
      'When a diagnostic is emitted on an operation, also print the operation as an attached note (default: true)',
  },
  {
    name: 'mlir-print-skip-regions',
    kind: 'boolean',
    description: 'Skip regions when printing ops.',
  },
  {
    name: 'mlir-print-unique-ssa-ids',
    kind: 'boolean',
    description:
      'Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions',
  },
  {
    name: 'mlir-print-value-users',
    kind: 'boolean',
    description: 'Print users of operation results and block arguments as a comment',
  },
  { name: 'mlir-timing', kind: 'boolean', description: 'Display execution times' },
  {
    name: 'mlir-timing-display',
    kind: 'value',
    valueName: 'list|tree',
    description: 'Display method for timing data',
  },
  {
    name: 'mlir-use-nameloc-as-prefix',
    kind: 'boolean',
    description: 'Print SSA IDs using NameLocs as prefixes',
  },
  {
    name: 'no-implicit-module',
    kind: 'boolean',
    description: 'Disable implicit addition of a top-level module op during parsing',
  },
  { name: 'o', kind: 'value', valueName: 'filename', description: 'Output filename' },
  {
    name: 'output-split-marker',
    kind: 'value',
    valueName: 'string',
    description: 'Split marker to use for merging the output',
  },
  {
    name: 'pass-pipeline',
    kind: 'value',
    valueName: 'string',
    description: 'Textual description of the pass pipeline to run',
  },
  {
    name: 'run-reproducer',
    kind: 'boolean',
    description:
      'Run the pipeline stored in the reproducer (the mlir_reproducer resource of the input)',
  },
  {
    name: 'show-dialects',
    kind: 'boolean',
    description: 'Print the list of registered dialects and exit',
  },
  {
    name: 'split-input-file',
    kind: 'optional-value',
    valueName: 'string',
    description:
      'Split the input file into chunks using the given or default marker and process each chunk independently',
  },
  {
    name: 'verify-diagnostics',
    kind: 'optional-value',
    valueName: 'all|only-expected',
    description: 'Check that emitted diagnostics match expected-* lines on the corresponding line',
  },
  {
    name: 'verify-each',
    kind: 'boolean',
    description: 'Run the verifier after each transformation pass (default: true)',
  },
  {
    name: 'verify-roundtrip',
    kind: 'boolean',
    description:
      'Round-trip the IR after parsing (print generic, parse back in a new context, compare)',
  },
  {
    name: 'mlir-very-unsafe-disable-verifier-on-parsing',
    kind: 'boolean',
    description: 'Disable the verifier on parsing (very unsafe)',
  },
  { name: 'version', kind: 'boolean', description: 'Display the version of this program' },
];

const FLAG_BY_NAME = new Map(FLAGS.map((flag) => [flag.name, flag]));

/** A pass given as a flag, with its option text, in command-line order. */
export interface PassFlag {
  argument: string;
  options: string;
}

export interface TokenizedArgs {
  /** Values by flag name: booleans as `true`/`false`, lists as arrays, others as strings. */
  flags: Record<string, string | boolean | string[]>;
  passes: PassFlag[];
  positionals: string[];
}

/** A command-line mistake, reported as one line. */
export class UsageError {
  constructor(readonly message: string) {}
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The closest known flag to a misspelled one, if it is close enough to be a typo. */
function suggest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 4)) + 1;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function parseBoolean(flag: string, value: string): boolean | UsageError {
  if (['true', 'TRUE', 'True', '1'].includes(value)) return true;
  if (['false', 'FALSE', 'False', '0'].includes(value)) return false;
  return new UsageError(
    `for the --${flag} option: '${value}' is invalid value for boolean argument! Try 0 or 1`,
  );
}

/**
 * Splits argv into driver flags, pass flags (by registered pass name) and positionals.
 * `isPass` says whether a name is a registered pass or pipeline.
 */
export function tokenizeArgs(
  argv: readonly string[],
  isPass: (name: string) => boolean,
  passNames: () => Iterable<string>,
): TokenizedArgs | UsageError {
  const result: TokenizedArgs = { flags: {}, passes: [], positionals: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      result.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      result.positionals.push(arg);
      continue;
    }
    const body = arg.startsWith('--') ? arg.slice(2) : arg.slice(1);
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    const inline = eq < 0 ? undefined : body.slice(eq + 1);
    const flag = FLAG_BY_NAME.get(name);
    if (!flag) {
      if (isPass(name)) {
        result.passes.push({ argument: name, options: inline ?? '' });
        continue;
      }
      const hint = suggest(name, [...FLAG_BY_NAME.keys(), ...passNames()]);
      return new UsageError(
        `unknown command line argument '${arg}'; try 'strata-opt --help'${hint ? ` (did you mean '--${hint}'?)` : ''}`,
      );
    }
    switch (flag.kind) {
      case 'boolean': {
        const value = inline === undefined ? true : parseBoolean(name, inline);
        if (value instanceof UsageError) return value;
        result.flags[name] = value;
        break;
      }
      case 'optional-value':
        result.flags[name] = inline ?? true;
        break;
      case 'value': {
        let value = inline;
        if (value === undefined) {
          if (i + 1 >= argv.length)
            return new UsageError(`for the --${name} option: requires a value!`);
          value = argv[++i]!;
        }
        result.flags[name] = value;
        break;
      }
      case 'list': {
        if (inline === undefined)
          return new UsageError(`for the --${name} option: requires a value!`);
        const previous = result.flags[name];
        const items = inline.split(',').filter((item) => item.length > 0);
        result.flags[name] = [...(Array.isArray(previous) ? previous : []), ...items];
        break;
      }
    }
  }
  return result;
}
