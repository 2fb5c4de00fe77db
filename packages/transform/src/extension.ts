/**
 * Transform dialect extensions (MLIR's `TransformDialectExtension`): how a dialect package adds
 * its transform ops and types to the `transform` dialect without this package knowing it.
 */
import {
  type MLIRContext,
  MemoryEffectOpInterface,
  type RegistrableOpClass,
} from '@strata/ir-core';
import { PatternDescriptorOpInterface, TransformOpInterface } from './interfaces.js';
import {
  ConversionPatternDescriptorOpInterface,
  TypeConverterBuilderOpInterface,
} from './ops/conversion.js';

const DESCRIPTOR_INTERFACES = [
  PatternDescriptorOpInterface,
  ConversionPatternDescriptorOpInterface,
  TypeConverterBuilderOpInterface,
];
import type { TransformTypeParser } from './types.js';

export interface TransformDialectExtension {
  /** Names the extension in error messages, e.g. `scf-transform`. */
  readonly name: string;
  /**
   * Op classes made with `defineOp`, named `transform.<prefix>.<op>`. Each must implement
   * {@link TransformOpInterface} and `MemoryEffectOpInterface` (checked when loaded).
   */
  readonly ops?: readonly RegistrableOpClass[];
  /** Type parsers by mnemonic (`!transform.<mnemonic>...`); the types subclass `TransformType`. */
  readonly types?: Readonly<Record<string, TransformTypeParser>>;
  /** Dialects whose ops the extension's transforms create; loaded with the extension. */
  readonly dependentDialects?: readonly string[];
}

/** Thrown when an extension's op lacks an interface the interpreter needs (a bug in the extension). */
export class TransformExtensionError extends Error {}

/**
 * Checks that every op of the extension, once registered in `context`, implements the interfaces
 * the interpreter calls (MLIR checks the same when an extension is loaded).
 */
export function checkInjectedOps(context: MLIRContext, extension: TransformDialectExtension): void {
  for (const opClass of extension.ops ?? []) {
    const info = context.getOperationName(opClass.spec.name).info;
    // Pattern descriptors (ops of `apply_patterns` / `apply_conversion_patterns` regions) are
    // not applied themselves.
    const descriptor = DESCRIPTOR_INTERFACES.find((d) => info?.getInterface(d.key) != null);
    const applied = descriptor ?? TransformOpInterface;
    for (const iface of [applied, MemoryEffectOpInterface]) {
      if (info?.getInterface(iface.key) == null) {
        throw new TransformExtensionError(
          `transform dialect extension '${extension.name}': op '${opClass.spec.name}' does not implement ${iface.name}`,
        );
      }
    }
  }
}
