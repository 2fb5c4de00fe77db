/**
 * Wall-clock timing as a tree of named scopes, printed as MLIR's `Execution time report`
 * (`--mlir-timing`). A driver opens scopes for its own phases (Parser, Output) and the
 * {@link PassTiming} instrumentation opens one per pass and nested pipeline under it.
 */
import type { AnalysisClass } from './analysis-manager.js';
import type { AnyPass, PassInstrumentation } from './pass-manager.js';
import { OpToOpPassAdaptor } from './pass-manager.js';

/** One node of the timing tree. Time accumulates over every start/stop of the same node. */
export class Timer {
  elapsedMs = 0;
  /**
   * A hidden timer is left out of the tree display, its children taking its place (MLIR's
   * `TimingScope::hide`); the list display still shows it.
   */
  hidden = false;
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

/**
 * The timers below `root` as `[name, depth, ms]`, in tree order (explicit stack, no recursion);
 * with `showHidden` false, a hidden timer's children stand at its depth instead of it.
 */
function treeRows(root: Timer, showHidden: boolean): [string, number, number][] {
  const rows: [string, number, number][] = [];
  const stack: { timer: Timer; depth: number }[] = [];
  for (let i = root.children.length - 1; i >= 0; i--)
    stack.push({ timer: root.children[i]!, depth: 0 });
  while (stack.length > 0) {
    const { timer, depth } = stack.pop()!;
    const shown = showHidden || !timer.hidden;
    if (shown) rows.push([timer.name, depth, timer.elapsedMs]);
    const childDepth = shown ? depth + 1 : depth;
    for (let i = timer.children.length - 1; i >= 0; i--)
      stack.push({ timer: timer.children[i]!, depth: childDepth });
  }
  return rows;
}

/**
 * Every timer, the root and hidden ones included, merged by name (a pass run under several
 * pipelines is one row), slowest first, as MLIR's list display.
 */
function listRows(root: Timer): [string, number, number][] {
  const byName = new Map<string, number>([[root.name, root.elapsedMs]]);
  for (const [name, , ms] of treeRows(root, true)) byName.set(name, (byName.get(name) ?? 0) + ms);
  return [...byName].sort((a, b) => b[1] - a[1]).map(([name, ms]) => [name, 0, ms]);
}

/** `--mlir-output-format`: the text report, or the same rows as JSON objects. */
export type TimingOutputFormat = 'text' | 'json';

/**
 * The report for a root timer that was running for the whole execution: its descendants (as a
 * tree or a list), then `Rest` (time in no child of the root) and `Total`; as text under MLIR's
 * header, or as mlir-opt's JSON (one object per row, each tree row's children in its `passes`).
 */
export function formatTimingReport(
  root: Timer,
  display: TimingDisplay = 'tree',
  format: TimingOutputFormat = 'text',
): string {
  const total = root.elapsedMs / 1000;
  const rows = display === 'list' ? listRows(root) : treeRows(root, false);
  const inChildren = root.children.reduce((sum, child) => sum + child.elapsedMs, 0) / 1000;
  // Negative when rows overlap (a pass's own pipeline is a top-level row and inside the pass's
  // time too), printed as mlir-opt prints it.
  const rest = total - inChildren;
  if (format === 'json') return jsonReport(rows, display === 'tree', total, rest);
  const chunks = [
    reportHeader('... Execution time report ...'),
    `  Total Execution Time: ${total.toFixed(4)} seconds\n\n`,
    '  ----Wall Time----  ----Name----\n',
  ];
  for (const [name, depth, ms] of rows) chunks.push(row(ms / 1000, total, depth, name));
  chunks.push(row(rest, total, 0, 'Rest'));
  chunks.push(row(total, total, 0, 'Total'));
  return chunks.join('');
}

function jsonRow(seconds: number, total: number, name: string): string {
  const percent = total > 0 ? (100 * seconds) / total : 0;
  return `{"wall": {"duration": ${seconds.toFixed(4).padStart(8)}, "percentage": ${percent.toFixed(1).padStart(5)}}, "name": "${name}"`;
}

/**
 * mlir-opt's JSON timing report: a list of rows; in the tree display each row opens a `passes`
 * list of its children, indented two spaces a level and closed by `{}]}` on a line of its own.
 */
function jsonReport(
  rows: [string, number, number][],
  nested: boolean,
  total: number,
  rest: number,
): string {
  const lines = ['[\n'];
  /** Depths of the rows whose `passes` list is still open. */
  const open: number[] = [];
  const closeTo = (depth: number) => {
    while (open.length > 0 && open[open.length - 1]! >= depth)
      lines.push(`${'  '.repeat(open.pop()!)}{}]},\n`);
  };
  for (const [name, depth, ms] of rows) {
    closeTo(depth);
    const indent = '  '.repeat(depth);
    if (!nested) {
      lines.push(`${indent}${jsonRow(ms / 1000, total, name)}},\n`);
      continue;
    }
    lines.push(`${indent}${jsonRow(ms / 1000, total, name)}, "passes": [\n`);
    open.push(depth);
  }
  closeTo(0);
  lines.push(`${jsonRow(rest, total, 'Rest')}},\n`, `${jsonRow(total, total, 'Total')}}\n`, ']\n');
  return lines.join('');
}

/**
 * Times every pass (by instance, so one pass run on many functions is one row), every nested
 * pipeline (`'func.func' Pipeline`), nested the way the pipeline is, and every analysis a pass
 * computes (`(A) DominanceInfo` under the pass, one row per analysis class). An adaptor's timer
 * (`Pipeline Collection : ['func.func']`) is hidden: the tree shows its pipelines in its place.
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
    const timer = this.current.nest(pass, pass.name);
    if (pass instanceof OpToOpPassAdaptor) timer.hidden = true;
    this.active.push(timer);
    timer.start();
  }

  runAfterPass(): void {
    this.active.pop()?.stop();
  }

  runAfterPassFailed(): void {
    this.runAfterPass();
  }

  runBeforeAnalysis(name: string, analysis: AnalysisClass): void {
    const timer = this.current.nest(analysis, `(A) ${name}`);
    this.active.push(timer);
    timer.start();
  }

  runAfterAnalysis(): void {
    this.active.pop()?.stop();
  }
}
