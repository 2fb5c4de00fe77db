/**
 * Debug-log channels (LLVM's `DEBUG_TYPE` + `--debug-only=`). Drivers deep in the stack
 * (`dialect-conversion`, `greedy-rewriter`, `transform-dialect`, ...) write to a named channel;
 * the tool enables channels from its command line and decides where lines go. Checking
 * {@link isDebugEnabled} first keeps disabled logging to one Set lookup, with no message built.
 *
 * This is its own entry point (`@strata/pass/debug`) so that a rewrite driver can log without
 * loading the pass manager.
 */

const enabled = new Set<string>();
const described = new Map<string, string>();
let sink: (line: string) => void = () => {};

/** Declares a channel (for `--help` listings); writing to an undeclared channel works too. */
export function registerDebugChannel(name: string, description: string): void {
  described.set(name, description);
}

/** The declared channels, sorted by name. */
export function listDebugChannels(): { name: string; description: string }[] {
  return [...described.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, description]) => ({ name, description }));
}

/** Enables exactly `channels` and sends their lines to `write`; an empty list turns logging off. */
export function configureDebugLog(channels: Iterable<string>, write: (line: string) => void): void {
  enabled.clear();
  for (const channel of channels) enabled.add(channel);
  sink = write;
}

export function isDebugEnabled(channel: string): boolean {
  return enabled.has(channel);
}

/**
 * Writes one line to `channel` if it is enabled. Pass a function to avoid building the message
 * when the channel is off.
 */
export function debugLog(channel: string, message: string | (() => string)): void {
  if (!enabled.has(channel)) return;
  sink(`[${channel}] ${typeof message === 'function' ? message() : message}\n`);
}
