/**
 * The dialects strata-opt knows. Each is registered by name with a loader, so a context builds
 * only the dialects its input uses. A new dialect package adds one line here (and a dependency).
 */
import { registerArithDialect } from '@strata/dialect-arith';
import { registerCFDialect } from '@strata/dialect-cf';
import { registerFuncDialect } from '@strata/dialect-func';
import { registerLlvmDialect } from '@strata/dialect-llvm';
import { registerMemRefDialect } from '@strata/dialect-memref';
import { registerSCFDialect } from '@strata/dialect-scf';
import { registerSCFTransformDialectExtension } from '@strata/dialect-scf/transform';
import { registerUBDialect } from '@strata/dialect-ub';
import { type DialectRegistry, registerBuiltinDialect } from '@strata/ir-core';
import { registerTransformDialect } from '@strata/transform';

/** Adds one or more dialects to a registry, as each dialect package's `registerXDialect` does. */
export type DialectRegistration = (registry: DialectRegistry) => void;

const CATALOG: readonly DialectRegistration[] = [
  registerBuiltinDialect,
  registerArithDialect,
  registerCFDialect,
  registerFuncDialect,
  registerLlvmDialect,
  registerMemRefDialect,
  registerSCFDialect,
  registerTransformDialect,
  registerSCFTransformDialectExtension,
  registerUBDialect,
];

export function registerDialects(
  registry: DialectRegistry,
  extra: readonly DialectRegistration[] = [],
): void {
  for (const register of CATALOG) register(registry);
  for (const register of extra) register(registry);
}
