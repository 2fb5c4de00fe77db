/**
 * The dialects strata-opt knows. Each is registered by name with a loader, so a context builds
 * only the dialects its input uses. Dialect packages add their entries here as they land.
 */
import { type DialectRegistry, registerBuiltinDialect } from '@strata/ir-core';

export function registerDialects(registry: DialectRegistry): void {
  registerBuiltinDialect(registry);
}
