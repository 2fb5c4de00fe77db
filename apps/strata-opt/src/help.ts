/** `--help`, `--version` and `--list-passes` text. */
import type { PassListing } from '@strata/pass';
import { listDebugChannels } from '@strata/pass/debug';
import { FLAGS } from './cli-flags.js';

export const VERSION = '0.0.0';

export function versionText(): string {
  return `strata-opt ${VERSION}\n  MLIR-compatible optimizer driver (reference: MLIR 22)\n`;
}

function flagUsage(name: string, valueName: string | undefined, optional: boolean): string {
  const dash = name.length === 1 ? '-' : '--';
  if (!valueName) return `${dash}${name}`;
  if (name.length === 1) return `${dash}${name} <${valueName}>`;
  return optional ? `${dash}${name}[=<${valueName}>]` : `${dash}${name}=<${valueName}>`;
}

/** Lines `  --name<padding> - description`, aligned like LLVM's option listing. */
function aligned(entries: { usage: string; description: string; indent: number }[]): string {
  const width = Math.max(...entries.map((e) => e.indent + e.usage.length)) + 2;
  return entries
    .map((e) => `${' '.repeat(e.indent)}${e.usage.padEnd(width - e.indent)}- ${e.description}\n`)
    .join('');
}

function optionUsage(option: PassListing['options'][number]): string {
  const value =
    option.kind === 'boolean' && !option.isList
      ? ''
      : `=<${option.kind === 'enum' ? option.values.join('|') : option.kind}${option.isList ? ',...' : ''}>`;
  return `--${option.name}${value}`;
}

/** Passes with their options, as `--list-passes` and the pass section of `--help` show them. */
export function passListText(passes: PassListing[]): string {
  const entries: { usage: string; description: string; indent: number }[] = [];
  for (const pass of passes) {
    entries.push({ usage: `--${pass.argument}`, description: pass.description, indent: 2 });
    for (const option of pass.options)
      entries.push({ usage: optionUsage(option), description: option.description, indent: 4 });
  }
  return entries.length === 0 ? '' : aligned(entries);
}

export function listPassesText(passes: PassListing[]): string {
  return `Passes:\n${passListText(passes)}`;
}

/** `--debug-only` channels that loaded code declared (passes declare theirs when loaded). */
function debugChannelText(): string {
  const channels = listDebugChannels();
  if (channels.length === 0) return '';
  const entries = channels.map((c) => ({ usage: c.name, description: c.description, indent: 2 }));
  return `\nDebug channels for --debug-only:\n${aligned(entries)}`;
}

export function helpText(passes: PassListing[]): string {
  const options = aligned(
    FLAGS.map((flag) => ({
      usage: flagUsage(flag.name, flag.valueName, flag.kind === 'optional-value'),
      description: flag.description,
      indent: 2,
    })),
  );
  return [
    'OVERVIEW: Strata modular optimizer driver (mlir-opt compatible)\n\n',
    'USAGE: strata-opt [options] <input file>\n\n',
    'OPTIONS:\n',
    options,
    '\nCompiler passes to run (each also usable as --pass=<options>):\n',
    passListText(passes),
    debugChannelText(),
  ].join('');
}
