/**
 * Reproducers of failing pipelines, as MLIR's pass crash recovery writes them: the IR as it was
 * before the pipeline that failed, followed by an `mlir_reproducer` external resource naming that
 * pipeline and the pass manager's flags, so that `--run-reproducer` replays the failure from the
 * file alone.
 *
 * The whole pipeline is reproduced from the top-level op as it was when the run started; a *local*
 * reproducer is the failing pass alone, nested down to the op it ran on, from the top-level op as
 * it was when that pass started (the IR is snapshotted as text before each pass then, so it is for
 * finding bugs, not for speed).
 */
import type { IRAdapter, IRPrintOptions } from './ir-adapter.js';
import { type AnyPass, OpToOpPassAdaptor, type PassInstrumentation } from './pass-manager.js';

export interface CrashReproducerOptions {
  /** The reproducer's file name, as the note shows it. */
  path: string;
  /**
   * Writes the reproducer (never leaving a half-written file); null, or why it could not be
   * written (`cannot open output file '...': ...`).
   */
  write: (text: string) => string | null;
  /** Reproduce the failing pass alone (`--mlir-pass-pipeline-local-reproducer`). */
  local: boolean;
  /** Recorded as the reproducer's `disable_threading` (`--mlir-disable-threading`). */
  disableThreading: boolean;
  /** How the IR is printed; the input's external resources are always left out. */
  print: IRPrintOptions;
}

/** The `mlir_reproducer` resource's values. */
export interface ReproducerFlags {
  pipeline: string;
  disableThreading: boolean;
  verifyEach: boolean;
}

/** A pipeline string as an MLIR string literal (MLIR's escaping: `\\`, `\"`, `\XX` for others). */
function quote(text: string): string {
  let out = '"';
  for (const byte of new TextEncoder().encode(text)) {
    if (byte === 0x22 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `${out}"`;
}

const SECTION_END = '\n#-}\n';

/**
 * A reproducer file: `ir` (a top-level op as printed, without external resources, so ending with
 * a newline and possibly with a `dialect_resources` section) with the `mlir_reproducer` entry
 * added to its resource section, as MLIR prints it.
 */
export function reproducerText(ir: string, flags: ReproducerFlags): string {
  const entry =
    `  external_resources: {\n    mlir_reproducer: {\n` +
    `      pipeline: ${quote(flags.pipeline)},\n` +
    `      disable_threading: ${flags.disableThreading},\n` +
    `      verify_each: ${flags.verifyEach}\n    }\n  }`;
  // The printer closes the section it opened for dialect resources; the entry joins it.
  if (ir.endsWith(SECTION_END))
    return `${ir.slice(0, -SECTION_END.length)},\n${entry}${SECTION_END}`;
  return `${ir}\n{-#\n${entry}${SECTION_END}`;
}

/** A pipeline to reproduce and the IR it starts from. */
interface Snapshot {
  pipeline: string;
  ir: string;
  /** For a local reproducer, its pass and the op it runs on. */
  pass?: [AnyPass, object];
}

/**
 * The instrumentation behind `--mlir-pass-pipeline-crash-reproducer`, driven by the pass manager
 * it is enabled on (`PassManager.enableCrashReproducer`): on the first failure of a run, it
 * writes the reproducer and reports an error at the failing op with a note naming the passes that
 * were running and where the reproducer went.
 */
export class CrashReproducer implements PassInstrumentation {
  /** The non-adaptor passes running, outermost first (a pass running a dynamic pipeline stays). */
  private readonly running: [AnyPass, object][] = [];
  /** The whole pipeline's snapshot, or one per running pass when local. */
  private readonly snapshots: Snapshot[] = [];
  private verifyEach = true;
  private failed = false;

  constructor(
    private readonly ir: IRAdapter,
    private readonly options: CrashReproducerOptions,
  ) {}

  /** A run of the (finalized) `passes` on `op` starts. */
  begin(passes: readonly AnyPass[], op: object, verifyEach: boolean): void {
    this.running.length = 0;
    this.snapshots.length = 0;
    this.failed = false;
    this.verifyEach = verifyEach;
    if (this.options.local) return;
    const pipeline = passes.map((pass) => pass.printAsTextualPipeline()).join(', ');
    this.snapshots.push({ pipeline: `${this.ir.opName(op)}(${pipeline})`, ir: this.snapshot(op) });
  }

  /**
   * The run on `op` ended. After a failure, a reproducer still pending is written and reported
   * at `op`, as MLIR does: that of a pass that failed after the first report (local reproducers),
   * of a pass that threw, or of the whole pipeline when the op could not be scheduled on.
   */
  end(op: object, ok: boolean): void {
    if (!ok) this.report(op);
    this.running.length = 0;
    this.snapshots.length = 0;
  }

  runBeforePass(pass: AnyPass, op: object): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    this.running.push([pass, op]);
    if (!this.options.local) return;
    // The pass nested under the names of the ops from below the top-level one down to its op.
    let pipeline = pass.printAsTextualPipeline();
    let top = op;
    for (let parent = this.ir.parentOp(top); parent !== null; parent = this.ir.parentOp(top)) {
      pipeline = `${this.ir.opName(top)}(${pipeline})`;
      top = parent;
    }
    this.snapshots.push({
      pipeline: `${this.ir.opName(top)}(${pipeline})`,
      ir: this.snapshot(top),
      pass: [pass, op],
    });
  }

  runAfterPass(pass: AnyPass, op: object): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    const index = this.running.findLastIndex(([p, o]) => p === pass && o === op);
    if (index >= 0) this.running.splice(index, 1);
    if (this.options.local) this.snapshots.pop();
  }

  runAfterPassFailed(_pass: AnyPass, op: object): void {
    // The first failure is reported at once; the state of later ones is left for `end`.
    if (this.failed) return;
    this.failed = true;
    this.report(op);
  }

  private snapshot(top: object): string {
    return this.ir.print(top, { ...this.options.print, externalResources: false });
  }

  /** Writes and reports the innermost pending reproducer, if any; none is pending afterwards. */
  private report(op: object): void {
    const snapshot = this.snapshots[this.snapshots.length - 1];
    if (snapshot === undefined) return;
    const error = this.options.write(
      reproducerText(snapshot.ir, {
        pipeline: snapshot.pipeline,
        disableThreading: this.options.disableThreading,
        verifyEach: this.verifyEach,
      }),
    );
    const where =
      error === null
        ? `reproducer generated at \`${this.options.path}\``
        : `failed to create output stream: Failed to create reproducer stream: ${error}`;
    const passes = snapshot.pass
      ? this.describe(snapshot.pass)
      : `[${this.running.map((entry) => this.describe(entry)).join(', ')}]`;
    this.ir.emitError(op, 'Failures have been detected while processing an MLIR pass pipeline', [
      `Pipeline failed while executing ${passes}: ${where}`,
    ]);
    this.running.length = 0;
    this.snapshots.length = 0;
  }

  private describe([pass, op]: [AnyPass, object]): string {
    const symbol = this.ir.symbolName(op);
    return `\`${pass.name}\` on '${this.ir.opName(op)}' operation${symbol === undefined ? '' : `: @${symbol}`}`;
  }
}
