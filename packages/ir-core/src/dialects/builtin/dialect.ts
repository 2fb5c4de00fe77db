import type { DialectRegistry, MLIRContext } from '../../context.js';
import { Dialect } from '../../ir/dialect.js';
import { registerOperations } from '../../ods/register.js';
import { ModuleOp, UnrealizedConversionCastOp } from './ops.js';

/** The builtin dialect's ops (its types and attributes are the builtin ones of ir-core). */
export class BuiltinDialect extends Dialect {
  constructor(context: MLIRContext) {
    super('builtin', context);
    registerOperations(this, [ModuleOp, UnrealizedConversionCastOp]);
  }
}

/** Adds the builtin dialect to `registry`. */
export function registerBuiltinDialect(registry: DialectRegistry): void {
  registry.insert('builtin', (context) => new BuiltinDialect(context));
}

/**
 * The builtin dialect of `context`. Every context loads it when created, so this only fetches it;
 * it remains for code written when loading it was the caller's job.
 */
export function loadBuiltinDialect(context: MLIRContext): Dialect {
  return context.getLoadedDialect('builtin')!;
}
