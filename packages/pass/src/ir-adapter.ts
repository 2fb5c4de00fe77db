/**
 * The seam between the pass infrastructure and the IR. The pass manager never touches operations
 * directly: it asks an adapter for an op's name, its directly nested ops, whether it can anchor a
 * pass pipeline, and to verify or print it. `@strata/ir-core` supplies the adapter for its
 * `Operation`; tests supply small fakes, which is what keeps the scheduling logic testable on its own.
 */

/** Printing choices shared by the driver's output and IR-dump instrumentation. */
export interface IRPrintOptions {
  generic?: boolean;
  debugInfo?: boolean;
  /** Locations in their pretty form, `file.c:3:4` (MLIR's `--mlir-pretty-debuginfo`). */
  prettyDebugInfo?: boolean;
  localScope?: boolean;
  /**
   * Print custom forms without verifying first (MLIR's `--mlir-print-assume-verified`). Otherwise
   * an op that fails verification (silently) is printed in generic form, whose printer cannot
   * trip over invalid IR, as MLIR prints it.
   */
  assumeVerified?: boolean;
  /** Print each region as `{...}` (MLIR's `--mlir-print-skip-regions`). */
  skipRegions?: boolean;
  /** Comment each op and block argument with its users (MLIR's `--mlir-print-value-users`). */
  valueUsers?: boolean;
  /** Number values uniquely across regions (MLIR's `--mlir-print-unique-ssa-ids`). */
  uniqueSSAIds?: boolean;
  /** Name values after the `NameLoc` in their location (MLIR's `--mlir-use-nameloc-as-prefix`). */
  nameLocAsPrefix?: boolean;
  /**
   * Print elements attributes with more elements than this as a hex string (MLIR's
   * `--mlir-print-elementsattrs-with-hex-if-larger`; default 100, -1 never).
   */
  elementsHexThreshold?: number;
  /**
   * Print non-splat elements attributes with more elements than this as
   * `dense_resource<__elided__>` (MLIR's `--mlir-elide-elementsattrs-if-larger`; default never).
   */
  elideElementsThreshold?: number;
  /**
   * Leave resource entries whose value prints longer than this out of the `{-# ... #-}` section
   * (MLIR's `--mlir-elide-resource-strings-if-larger`; default never).
   */
  resourceStringLimit?: number;
  /**
   * Print the input's `external_resources` with the top-level op (default true); IR dumps leave
   * them out, as mlir-opt's do.
   */
  externalResources?: boolean;
}

export interface IRAdapter<Op extends object = object> {
  /** The op's full name, e.g. `func.func`. */
  opName(op: Op): string;
  /** The ops directly inside the blocks of `op`'s regions, in order. */
  nestedOps(op: Op): Iterable<Op>;
  /** Whether `op`'s name belongs to a registered op definition. */
  isRegistered(op: Op): boolean;
  /** Whether `op` has the IsolatedFromAbove trait (required to anchor a nested pipeline). */
  isIsolatedFromAbove(op: Op): boolean;
  /** Verifies `op` (and, when `recursive`, everything nested), reporting failures as diagnostics. */
  verify(op: Op, recursive: boolean): boolean;
  /**
   * The op in MLIR's textual form as MLIR's `Operation::print` writes it: an op without a parent
   * is printed whole (aliases included) and ends with a newline; a nested op does not.
   */
  print(op: Op, options: IRPrintOptions): string;
  /**
   * A value that changes whenever the op or anything nested in it changes, locations included
   * (used by `--mlir-print-ir-after-change`).
   */
  fingerprint(op: Op): string;
  /**
   * Reports an error at `op`'s location, or at an unknown location for null (MLIR's
   * `emitError(loc)`), with `notes` attached at the same location.
   */
  emitError(op: Op | null, message: string, notes?: readonly string[]): void;
  /** Reports `'name' op message` on `op`, with the op attached as a note (MLIR's `op->emitOpError()`). */
  emitOpError(op: Op, message: string): void;
  /** The op enclosing `op`, or null at the top. */
  parentOp(op: Op): Op | null;
  /** The op's `sym_name`, if it is a symbol (shown in module-scope IR dumps). */
  symbolName(op: Op): string | undefined;
  /**
   * Whether the action `tag` on `op` runs (MLIR's action handler of the op's context, such as a
   * debug counter). Without this method every action runs.
   */
  shouldExecute?(op: Op, tag: string): boolean;
}
