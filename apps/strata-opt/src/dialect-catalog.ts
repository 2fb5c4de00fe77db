/**
 * The dialects strata-opt knows. Each is registered by name with a loader, so a context builds
 * only the dialects its input uses. Dialect packages add their entries here as they land.
 */
import { type DialectRegistry, registerBuiltinDialect } from '@strata/ir-core';

/** Adds one or more dialects to a registry, as each dialect package's `registerXDialect` does. */
export type DialectRegistration = (registry: DialectRegistry) => void;

export function registerDialects(
  registry: DialectRegistry,
  extra: readonly DialectRegistration[] = [],
): void {
  registerBuiltinDialect(registry);
  for (const register of extra) register(registry);
}
