import type { OptionInfo } from './options.js';
import type { AnyPass, OpPassManager } from './pass-manager.js';
import { nestingMismatchMessage } from './pass-manager.js';
import { PipelineError } from './pipeline-error.js';

/** Makes a fresh pass instance (each pipeline position gets its own). */
export type PassFactory = () => AnyPass;

/**
 * Adds a registered pipeline to `pm` given its option text; returns an error (offsets relative to
 * the option text) or null.
 */
export type PipelineBuilder = (pm: OpPassManager, options: string) => PipelineError | null;

/** One `--list-passes` line: a pass or pipeline with its options. */
export interface PassListing {
  argument: string;
  description: string;
  options: OptionInfo[];
}

interface PassEntry {
  kind: 'pass';
  argument: string;
  description: string;
  factory: PassFactory | undefined;
  /** For lazily registered passes: loads the module that defines the pass. */
  load: (() => Promise<PassFactory>) | undefined;
}

interface PipelineEntry {
  kind: 'pipeline';
  argument: string;
  description: string;
  build: PipelineBuilder;
}

type RegistryEntry = PassEntry | PipelineEntry;

/**
 * Pass and pass-pipeline names a tool knows (MLIR's pass registry). Passes may be registered
 * lazily, by name and description plus a loader, so that a tool knows every pass without loading
 * any; {@link load} brings in the ones a command line actually uses.
 */
export class PassRegistry {
  private readonly entries = new Map<string, RegistryEntry>();

  /** Registers a pass by factory; its argument and description are read from one instance. */
  registerPass(factory: PassFactory): void {
    const sample = factory();
    if (!sample.argument)
      throw new Error(`pass '${sample.name}' has no argument and cannot be registered`);
    this.entries.set(sample.argument, {
      kind: 'pass',
      argument: sample.argument,
      description: sample.description,
      factory,
      load: undefined,
    });
  }

  /** Registers a pass whose module is imported only when a pipeline names it. */
  registerLazyPass(argument: string, description: string, load: () => Promise<PassFactory>): void {
    this.entries.set(argument, { kind: 'pass', argument, description, factory: undefined, load });
  }

  /** Registers a named pipeline, usable wherever a pass name is. */
  registerPassPipeline(argument: string, description: string, build: PipelineBuilder): void {
    this.entries.set(argument, { kind: 'pipeline', argument, description, build });
  }

  has(argument: string): boolean {
    return this.entries.has(argument);
  }

  get arguments(): string[] {
    return [...this.entries.keys()].sort();
  }

  /** Loads the lazily registered passes among `names` (unknown names are ignored here). */
  async load(names: Iterable<string>): Promise<void> {
    const pending: Promise<void>[] = [];
    for (const name of names) {
      const entry = this.entries.get(name);
      if (entry?.kind !== 'pass' || entry.factory || !entry.load) continue;
      const load = entry.load;
      pending.push(load().then((factory) => void (entry.factory = factory)));
    }
    await Promise.all(pending);
  }

  async loadAll(): Promise<void> {
    await this.load(this.entries.keys());
  }

  /** A fresh instance of a registered, loaded pass; undefined for unknown or not-yet-loaded names. */
  createPass(argument: string): AnyPass | undefined {
    const entry = this.entries.get(argument);
    return entry?.kind === 'pass' && entry.factory ? entry.factory() : undefined;
  }

  /**
   * Adds the pass or pipeline `argument` with option text `options` to `pm`. With explicit
   * nesting a pass anchored elsewhere is an error (textual pipelines must spell nesting out).
   * Error offsets are relative to `options`, except for errors marked `aboutName`.
   */
  addToPipeline(pm: OpPassManager, argument: string, options: string): PipelineError | null {
    const entry = this.entries.get(argument);
    if (!entry) {
      return new PipelineError(
        `'${argument}' does not refer to a registered pass or pass pipeline`,
        0,
        argument,
        true,
      );
    }
    if (entry.kind === 'pipeline') return entry.build(pm, options);
    if (!entry.factory)
      throw new Error(`pass '${argument}' is registered lazily and was not loaded`);
    const pass = entry.factory();
    const error = pass.initializeOptions(options);
    if (error) return error;
    if (
      pm.nesting === 'explicit' &&
      pm.opName !== undefined &&
      pass.opName !== undefined &&
      pass.opName !== pm.opName
    ) {
      return new PipelineError(nestingMismatchMessage(pass, pm), 0, argument, true);
    }
    pm.addPass(pass);
    return null;
  }

  /** Every entry sorted by argument, with option tables (loads lazy passes to read them). */
  async list(): Promise<PassListing[]> {
    await this.loadAll();
    return this.arguments.map((argument) => {
      const entry = this.entries.get(argument)!;
      const options =
        entry.kind === 'pass' && entry.factory ? entry.factory().describeOptions() : [];
      return { argument, description: entry.description, options };
    });
  }
}

/** The registry that the free functions below and `strata-opt` use. */
export const globalPassRegistry = new PassRegistry();

/** Registers a pass in {@link globalPassRegistry}, as MLIR's `registerPass`. */
export function registerPass(factory: PassFactory): void {
  globalPassRegistry.registerPass(factory);
}
