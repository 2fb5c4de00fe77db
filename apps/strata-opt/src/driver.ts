/**
 * One strata-opt run over validated options: read the input, split it if asked, and for each
 * chunk parse, run the pipeline, and print; then write the output. Mirrors mlir-opt's
 * `MlirOptMain`: per-chunk pass managers and reports, outputs joined with the split marker, and
 * a file output that is written only when every chunk succeeded.
 */
import {
  DebugCounter,
  Timer,
  formatStatisticsReport,
  formatTimingReport,
  type PassRegistry,
} from '@strata/pass';
import { configureDebugLog } from '@strata/pass/debug';
import type { CliOptions } from './cli-options.js';
import { readInput, writeOutput } from './files.js';
import type { InputChunk, IRBackend, IRRun, IRSession } from './ir-backend.js';
import { buildPassManager, instrument, printOptionsOf } from './pipeline-setup.js';
import {
  applyReproducerFlags,
  enableCrashReproducer,
  generateReproducer,
  threadingFlagError,
} from './reproducers.js';
import type { ToolIO } from './tool-io.js';

/** The part of the output for one chunk, and whether the chunk succeeded. */
interface ChunkResult {
  ok: boolean;
  output: string;
}

function processChunk(
  chunk: InputChunk,
  run: IRRun,
  options: CliOptions,
  registry: PassRegistry,
  io: ToolIO,
  counters: DebugCounter | undefined,
): ChunkResult {
  // As mlir-opt, each chunk counts afresh, and the counters print when it starts and ends.
  const counter = counters?.fresh();
  const printCounter = counter && options['mlir-print-debug-counter'];
  if (printCounter) io.stderr(counter.print());
  const session = run.open(chunk, counter?.shouldExecute);
  const timing = options['mlir-timing'] ? new Timer('root') : undefined;
  timing?.start();
  const result = runActions(session, options, registry, io, timing);
  timing?.stop();
  if (timing) {
    io.stderr(
      formatTimingReport(timing, options['mlir-timing-display'], options['mlir-output-format']),
    );
  }
  if (printCounter) io.stderr(counter.print());
  return result;
}

function runActions(
  session: IRSession,
  options: CliOptions,
  registry: PassRegistry,
  io: ToolIO,
  timing: Timer | undefined,
): ChunkResult {
  const parser = timing?.nest('parser', 'Parser');
  parser?.start();
  const op = session.parse();
  parser?.stop();
  if (op === null) return { ok: false, output: '' };
  if (options['verify-roundtrip'] && !session.verifyRoundTrip(op)) return { ok: false, output: '' };
  const ir = session.adapter;
  const threadingError = threadingFlagError(options);
  if (threadingError !== null) {
    ir.emitError(null, threadingError);
    return { ok: false, output: '' };
  }
  const reproducer = session.reproducer;
  const pm = buildPassManager(
    options,
    registry,
    ir,
    ir.opName(op),
    (name) => session.loadDialect(name),
    reproducer.pipeline,
  );
  if (typeof pm === 'string') {
    io.stderr(pm);
    return { ok: false, output: '' };
  }
  applyReproducerFlags(pm, reproducer);
  instrument(pm, options, io, timing);
  // Last, so that what the other instrumentations print about a failing pass comes first.
  enableCrashReproducer(pm, options, io, reproducer);
  if (options['dump-pass-pipeline']) {
    pm.finalize();
    io.stderr(pm.dump());
  }
  const errorsBefore = session.errorCount();
  const ok = pm.run(op);
  if (options['mlir-pass-statistics'])
    io.stderr(formatStatisticsReport(pm, options['mlir-pass-statistics-display']));
  if (!ok) {
    // A pass that failed without saying why would leave the user with nothing: name it. (One
    // that reported errors is not named again, so stderr stays what mlir-opt prints.)
    const failure = pm.failure;
    if (
      failure &&
      session.errorCount() === errorsBefore &&
      options['verify-diagnostics'] === false
    ) {
      const symbol = ir.symbolName(failure.op);
      io.stderr(
        `strata-opt: pass '${failure.pass.argument}' failed on '${ir.opName(failure.op)}'${symbol === undefined ? '' : ` @${symbol}`} without reporting an error\n`,
      );
    }
    return { ok: false, output: '' };
  }
  const reproducerError = generateReproducer(pm, op, options, io);
  if (reproducerError !== null) {
    io.stderr(`strata-opt: ${reproducerError}\n`);
    return { ok: false, output: '' };
  }
  const output = timing?.nest('output', 'Output');
  output?.start();
  // The printer checks IR it cannot know to be valid (as mlir-opt's does): here that is only IR
  // not verified on parsing, or changed by passes without the verifier running after them.
  const verified =
    !options['mlir-very-unsafe-disable-verifier-on-parsing'] &&
    (pm.verifyEach || pm.passes.length === 0);
  const text = `${session.print(op, verified)}\n`;
  output?.stop();
  return { ok: true, output: text };
}

/** Runs the tool; returns the exit code. */
export async function runDriver(
  options: CliOptions,
  registry: PassRegistry,
  backend: IRBackend,
  io: ToolIO,
): Promise<number> {
  configureDebugLog(options['debug-only'], (line) => io.stderr(line));
  try {
    const input = await readInput(options.input, io);
    if ('error' in input) {
      io.stderr(`strata-opt: ${input.error}\n`);
      return 1;
    }
    const counters = debugCounterOf(options);
    if (counters !== undefined && 'error' in counters) {
      // mlir-opt reports the same and aborts (LLVM ERROR, exit code 134).
      io.stderr(`error: ${counters.error}\n`);
      return 1;
    }
    const filename = options.input === '-' ? '<stdin>' : options.input;
    const level = options['verify-diagnostics'];
    const verifyDiagnostics = level === true ? 'all' : level;
    const run = backend.start(input.text, filename, {
      allowUnregisteredDialect: options['allow-unregistered-dialect'],
      verifyDiagnostics,
      implicitModule: !options['no-implicit-module'],
      verifyOnParse: !options['mlir-very-unsafe-disable-verifier-on-parsing'],
      print: printOptionsOf(options),
      printOpOnDiagnostic: options['mlir-print-op-on-diagnostic'],
      diagnosticFilter: {
        verbosity: options['mlir-diagnostic-verbosity-level'],
        showNotes: !options['mlir-disable-diagnostic-notes'],
      },
      stderr: (text) => io.stderr(text),
      readReproducer: options['run-reproducer'],
    });
    const split = options['split-input-file'];
    const chunks: InputChunk[] | string =
      split === false
        ? [{ text: input.text, filename, lineOffset: 0, firstColumn: 1 }]
        : run.split(split === true || split === '' ? '// -----' : split);
    if (typeof chunks === 'string') {
      io.stderr(`strata-opt: ${chunks}\n`);
      return 1;
    }
    let ok = true;
    const outputs: string[] = [];
    for (const chunk of chunks) {
      const result = processChunk(chunk, run, options, registry, io, counters);
      ok &&= result.ok;
      outputs.push(result.output);
    }
    // With --verify-diagnostics the run passes when the diagnostics were exactly the expected ones.
    const diagnosticsOk = run.finish();
    if (verifyDiagnostics !== false) ok = diagnosticsOk;
    const marker = options['output-split-marker'];
    const text = outputs.join(`${marker}\n`);
    // A file is only written for a fully successful run; stdout gets whatever succeeded, as mlir-opt.
    if (!ok && options.o !== '-') return 1;
    const error = writeOutput(options.o, text, io);
    if (error) {
      io.stderr(`strata-opt: ${error}\n`);
      return 1;
    }
    return ok ? 0 : 1;
  } finally {
    configureDebugLog([], () => {});
  }
}

/** The debug counter the flags ask for (either flag turns it on, as in mlir-opt), or its error. */
function debugCounterOf(options: CliOptions): DebugCounter | { error: string } | undefined {
  const specs = options['mlir-debug-counter'];
  if (specs.length === 0 && !options['mlir-print-debug-counter']) return undefined;
  return DebugCounter.parse(specs);
}
