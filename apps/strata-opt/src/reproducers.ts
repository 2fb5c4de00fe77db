/**
 * mlir-opt's reproducer flags: `--mlir-pass-pipeline-crash-reproducer=FILE` (with
 * `--mlir-pass-pipeline-local-reproducer`) writes the IR and pipeline of a failing run,
 * `--mlir-generate-reproducer=FILE` those of a successful one; `--run-reproducer` runs a
 * reproducer's pipeline (its resource is read by the backend, applied here).
 */
import type { PassManager } from '@strata/pass';
import { reproducerText } from '@strata/pass';
import type { CliOptions } from './cli-options.js';
import { writeOutput } from './files.js';
import type { ReproducerResource } from './ir-backend.js';
import { printOptionsOf } from './pipeline-setup.js';
import type { ToolIO } from './tool-io.js';

/**
 * The error mlir-opt reports (at an unknown location, after parsing) for flags that need
 * `--mlir-disable-threading`, or null. Strata always runs on one thread, but asks for the flag as
 * mlir-opt does, so that command lines stay interchangeable.
 */
export function threadingFlagError(options: CliOptions): string | null {
  if (options['mlir-disable-threading']) return null;
  if (
    options['mlir-pass-pipeline-crash-reproducer'] !== undefined &&
    options['mlir-pass-pipeline-local-reproducer']
  )
    // (sic: mlir-opt's spelling)
    return 'Local crash reproduction may not be used without disabling mutli-threading first.';
  if (options['mlir-print-ir-module-scope'])
    return "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n";
  return null;
}

function reproducerWriter(path: string, io: ToolIO): (text: string) => string | null {
  return (text) => writeOutput(path, text, io);
}

/**
 * Sets up `--mlir-pass-pipeline-crash-reproducer`; call after the other instrumentations. A
 * reproducer being run passes its `disable_threading` on.
 */
export function enableCrashReproducer(
  pm: PassManager,
  options: CliOptions,
  io: ToolIO,
  running: ReproducerResource,
): void {
  const path = options['mlir-pass-pipeline-crash-reproducer'];
  if (path === undefined) return;
  pm.enableCrashReproducer({
    path,
    write: reproducerWriter(path, io),
    local: options['mlir-pass-pipeline-local-reproducer'],
    disableThreading: running.disableThreading ?? options['mlir-disable-threading'],
    print: printOptionsOf(options),
  });
}

/**
 * `--mlir-generate-reproducer`: after a successful run, the IR as the pipeline left it and the
 * pipeline, with mlir-opt's fixed flags (`disable_threading` and `verify_each` false). Returns a
 * one-line error when the file cannot be written (mlir-opt says nothing then).
 */
export function generateReproducer(
  pm: PassManager,
  op: object,
  options: CliOptions,
  io: ToolIO,
): string | null {
  const path = options['mlir-generate-reproducer'];
  if (path === undefined) return null;
  const ir = pm.ir.print(op, { ...printOptionsOf(options), externalResources: false });
  const text = reproducerText(ir, {
    pipeline: pm.toString(),
    disableThreading: false,
    verifyEach: false,
  });
  return reproducerWriter(path, io)(text);
}

/** `--run-reproducer`: the pass manager takes the resource's flags (its pipeline is set up apart). */
export function applyReproducerFlags(pm: PassManager, resource: ReproducerResource): void {
  if (resource.verifyEach !== undefined) pm.verifyEach = resource.verifyEach;
}
