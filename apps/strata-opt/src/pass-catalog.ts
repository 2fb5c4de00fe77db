/**
 * The passes strata-opt knows, registered lazily: a name, a description and a loader each, so
 * that start-up loads none of them and a run loads only those its command line names.
 */
import type { PassRegistry } from '@strata/pass';

/**
 * Registers the built-in passes. `stdout` receives what passes print for the user rather than as
 * diagnostics (`transform.print`), and `stderr` the reports mlir-opt writes to stderr
 * (`print-op-stats`, `print-ir`); without them, they print to the process's streams.
 */
export function registerBuiltinPasses(
  registry: PassRegistry,
  stdout: ((text: string) => void) | null = null,
  stderr: ((text: string) => void) | null = null,
): void {
  registry.registerLazyPass('canonicalize', 'Canonicalize operations', async () => {
    const { CanonicalizerPass } = await import('@strata/transforms');
    return () => new CanonicalizerPass();
  });
  registry.registerLazyPass(
    'control-flow-sink',
    'Sink operations into conditional blocks',
    async () => {
      const { ControlFlowSinkPass } = await import('@strata/transforms');
      return () => new ControlFlowSinkPass();
    },
  );
  registry.registerLazyPass('cse', 'Eliminate common sub-expressions', async () => {
    const { CSEPass } = await import('@strata/transforms');
    return () => new CSEPass();
  });
  registry.registerLazyPass('inline', 'Inline function calls', async () => {
    const { InlinerPass } = await import('@strata/transforms');
    // `default-pipeline` may name any pass: load them all (not this one, nor the interpreter,
    // whose loader loads every pass, this one included). A pass whose module fails to load stays
    // unloaded, and the inliner reports it if its pipeline names it.
    const others = registry.arguments.filter(
      (name) => name !== 'inline' && name !== 'transform-interpreter',
    );
    await Promise.all(others.map((name) => registry.load([name]).catch(() => undefined)));
    return () => new InlinerPass(registry);
  });
  registry.registerLazyPass(
    'loop-invariant-code-motion',
    'Hoist loop invariant instructions outside of the loop',
    async () => {
      const { LoopInvariantCodeMotionPass } = await import('@strata/transforms');
      return () => new LoopInvariantCodeMotionPass();
    },
  );
  registry.registerLazyPass('symbol-dce', 'Eliminate dead symbols', async () => {
    const { SymbolDCEPass } = await import('@strata/transforms');
    return () => new SymbolDCEPass();
  });
  registry.registerLazyPass(
    'convert-scf-to-cf',
    'Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG',
    async () => {
      const { SCFToControlFlowPass } = await import('@strata/conversion-scf-to-cf');
      return () => new SCFToControlFlowPass();
    },
  );
  registry.registerLazyPass(
    'transform-dialect-check-uses',
    'warn about potential use-after-free in the transform dialect',
    async () => {
      const { CheckUsesPass } = await import('@strata/transform');
      return () => new CheckUsesPass();
    },
  );
  registry.registerLazyPass(
    'transform-preload-library',
    'preload transform dialect library',
    async () => {
      const { TransformPreloadLibraryPass } = await import('@strata/transform');
      const { nodeLibraryFiles } = await import('@strata/transform/node');
      return () => new TransformPreloadLibraryPass(nodeLibraryFiles);
    },
  );
  registry.registerLazyPass('transform-interpreter', 'transform dialect interpreter', async () => {
    const { TransformInterpreterPass } = await import('@strata/transform');
    // transform.apply_registered_pass may name any other pass: load them all (not this one).
    await registry.load(registry.arguments.filter((name) => name !== 'transform-interpreter'));
    return () => new TransformInterpreterPass(registry, stdout);
  });
  registry.registerLazyPass(
    'reconcile-unrealized-casts',
    'Simplify and eliminate unrealized conversion casts',
    async () => {
      const { ReconcileUnrealizedCastsPass } =
        await import('@strata/conversion-reconcile-unrealized-casts');
      return () => new ReconcileUnrealizedCastsPass();
    },
  );
  registry.registerLazyPass('print-ir', 'Print IR on the debug stream', async () => {
    const { PrintIRPass } = await import('@strata/transforms');
    return () => (stderr === null ? new PrintIRPass() : new PrintIRPass(stderr));
  });
  registry.registerLazyPass('mem2reg', 'Promotes memory slots into values.', async () => {
    const { Mem2RegPass } = await import('@strata/transforms');
    return () => new Mem2RegPass();
  });
  registry.registerLazyPass('print-op-stats', 'Print statistics of operations', async () => {
    const { PrintOpStatsPass } = await import('@strata/transforms');
    return () => (stderr === null ? new PrintOpStatsPass() : new PrintOpStatsPass(stderr));
  });
  registry.registerLazyPass('remove-dead-values', 'Remove dead values', async () => {
    const { RemoveDeadValuesPass } = await import('@strata/transforms');
    return () => new RemoveDeadValuesPass();
  });
  registry.registerLazyPass('sccp', 'Sparse Conditional Constant Propagation', async () => {
    const { SCCPPass } = await import('@strata/transforms');
    return () => new SCCPPass();
  });
  registry.registerLazyPass('sroa', 'Scalar Replacement of Aggregates', async () => {
    const { SROAPass } = await import('@strata/transforms');
    return () => new SROAPass();
  });
  registry.registerLazyPass(
    'snapshot-op-locations',
    'Generate new locations from the current IR',
    async () => {
      const { LocationSnapshotPass } = await import('@strata/transforms');
      const { nodeSnapshotFiles } = await import('@strata/transforms/node');
      return () => new LocationSnapshotPass(nodeSnapshotFiles);
    },
  );
  registry.registerLazyPass('strip-debuginfo', 'Strip debug info from all operations', async () => {
    const { StripDebugInfoPass } = await import('./passes/strip-debuginfo.js');
    return () => new StripDebugInfoPass();
  });
  registry.registerLazyPass(
    'topological-sort',
    'Sort regions without SSA dominance in topological order',
    async () => {
      const { TopologicalSortPass } = await import('@strata/transforms');
      return () => new TopologicalSortPass();
    },
  );
  registry.registerLazyPass('symbol-privatize', 'Mark symbols private', async () => {
    const { SymbolPrivatizePass } = await import('./passes/symbol-privatize.js');
    return () => new SymbolPrivatizePass();
  });
}
