/**
 * Wall-clock timing as a tree of named scopes, printed as MLIR's `Execution time report`
 * (`--mlir-timing`). A driver opens scopes for its own phases (Parser, Output) and the
 * {@link PassTiming} instrumentation opens one per pass and nested pipeline under it.
 */
import type { AnyPass, PassInstrumentation } from './pass-manager.js';
import { OpToOpPassAdaptor } from './pass-manager.js';

/** One node of the timing tree. Time accumulates over every start/stop of the same node. */
export class Timer {
  elapsedMs = 0;
  private startedAt = -1;
  readonly children: Timer[] = [];
  private readonly byKey = new Map<unknown, Timer>();

  constructor(readonly name: string) {}

  /** The child for `key`, created (and named) on first use; children keep creation order. */
  nest(key: unknown, name: string): Timer {
    let child = this.byKey.get(key);
    if (!child) {
      child = new Timer(name);
      this.byKey.set(key, child);
      this.children.push(child);
    }
    return child;
  }

  start(): void {
    this.startedAt = performance.now();
  }

  stop(): void {
    if (this.startedAt < 0) return;
    this.elapsedMs += performance.now() - this.startedAt;
    this.startedAt = -1;
  }
}

const RULE = `===${'-'.repeat(73)}===\n`;

/** The centered title block MLIR puts above its timing and statistics reports. */
export function reportHeader(title: string): string {
  return `${RULE}${' '.repeat(Math.floor((80 - title.length) / 2))}${title}\n${RULE}`;
}

function row(seconds: number, total: number, depth: number, name: string): string {
  const percent = total > 0 ? (100 * seconds) / total : 0;
  return `  ${seconds.toFixed(4).padStart(8)} (${percent.toFixed(1).padStart(5)}%)  ${'  '.repeat(depth)}${name}\n`;
}

/** `--mlir-timing-display`: the timer tree as is, or one row per name sorted by time. */
export type TimingDisplay = 'tree' | 'list';

/** Every timer below `root` as `[name, depth, ms]`, in tree order (explicit stack, no recursion). */
function treeRows(root: Timer): [string, number, number][] {
  const rows: [string, number, number][] = [];
  const stack: { timer: Timer; depth: number }[] = [];
  for (let i = root.children.length - 1; i >= 0; i--)
    stack.push({ timer: root.children[i]!, depth: 0 });
  while (stack.length > 0) {
    const { timer, depth } = stack.pop()!;
    rows.push([timer.name, depth, timer.elapsedMs]);
    for (let i = timer.children.length - 1; i >= 0; i--)
      stack.push({ timer: timer.children[i]!, depth: depth + 1 });
  }
  return rows;
}

/** Rows merged by name (a pass run under several pipelines is one row), slowest first. */
function listRows(root: Timer): [string, number, number][] {
  const byName = new Map<string, number>();
  for (const [name, , ms] of treeRows(root)) byName.set(name, (byName.get(name) ?? 0) + ms);
  return [...byName].sort((a, b) => b[1] - a[1]).map(([name, ms]) => [name, 0, ms]);
}

/**
 * The report for a root timer that was running for the whole execution: its descendants (as a
 * tree or a list), then `Rest` (time in no child of the root) and `Total`.
 */
export function formatTimingReport(root: Timer, display: TimingDisplay = 'tree'): string {
  const total = root.elapsedMs / 1000;
  const chunks = [
    reportHeader('... Execution time report ...'),
    `  Total Execution Time: ${total.toFixed(4)} seconds\n\n`,
    '  ----Wall Time----  ----Name----\n',
  ];
  for (const [name, depth, ms] of display === 'list' ? listRows(root) : treeRows(root)) {
    chunks.push(row(ms / 1000, total, depth, name));
  }
  const inChildren = root.children.reduce((sum, child) => sum + child.elapsedMs, 0) / 1000;
  chunks.push(row(Math.max(0, total - inChildren), total, 0, 'Rest'));
  chunks.push(row(total, total, 0, 'Total'));
  return chunks.join('');
}

/**
 * Times every pass (by instance, so one pass run on many functions is one row) and every nested
 * pipeline (`'func.func' Pipeline`), nested the way the pipeline is. Adaptors are not rows of
 * their own: their pipelines are.
 */
export class PassTiming implements PassInstrumentation {
  private readonly active: Timer[];

  constructor(root: Timer) {
    this.active = [root];
  }

  private get current(): Timer {
    return this.active[this.active.length - 1]!;
  }

  runBeforePipeline(anchor: string, _op: object, parent?: AnyPass): void {
    // Keyed by anchor under the current scope, so each function's run of a pipeline adds up. A
    // pipeline a pass runs itself is a top-level row, as in MLIR (whose timing nests pipelines
    // only under the adaptors that run them).
    const scope = parent === undefined ? this.current : this.active[0]!;
    const timer = scope.nest(`pipeline:${anchor}`, `'${anchor}' Pipeline`);
    this.active.push(timer);
    timer.start();
  }

  runAfterPipeline(): void {
    this.active.pop()?.stop();
  }

  runBeforePass(pass: AnyPass): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    const timer = this.current.nest(pass, pass.name);
    this.active.push(timer);
    timer.start();
  }

  runAfterPass(pass: AnyPass): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    this.active.pop()?.stop();
  }

  runAfterPassFailed(pass: AnyPass): void {
    this.runAfterPass(pass);
  }
}
