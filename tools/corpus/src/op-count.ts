import { registerArithDialect } from '@strata/dialect-arith';
import { registerCFDialect } from '@strata/dialect-cf';
import { registerFuncDialect } from '@strata/dialect-func';
import { registerMemRefDialect } from '@strata/dialect-memref';
import { registerSCFDialect } from '@strata/dialect-scf';
import { registerUBDialect } from '@strata/dialect-ub';
import {
  MLIRContext,
  type Operation,
  StringAttr,
  loadBuiltinDialect,
  parseSourceString,
  registerBuiltinDialect,
} from '@strata/ir-core';

/** Ops per function, or the parser's diagnostics when the text does not parse. */
export type OpCounts = { ok: true; counts: Map<string, number> } | { ok: false; error: string };

/**
 * Parses a module with Strata (func, arith, cf, memref, scf, ub registered) and counts, for each
 * top-level `func.func` with a body, the operations nested in it (the function op itself not
 * counted, its terminators counted).
 */
export function countOpsPerFunction(text: string): OpCounts {
  const context = new MLIRContext();
  for (const register of [
    registerBuiltinDialect,
    registerArithDialect,
    registerCFDialect,
    registerFuncDialect,
    registerMemRefDialect,
    registerSCFDialect,
    registerUBDialect,
  ]) {
    register(context.registry);
  }
  loadBuiltinDialect(context);
  const errors: string[] = [];
  context.diagnostics.registerHandler((diagnostic) => {
    errors.push(diagnostic.message);
    return true;
  });
  const module = parseSourceString(text, context);
  if (!module) return { ok: false, error: errors.join('\n') || 'parse failed' };
  const counts = new Map<string, number>();
  for (const op of module.regions[0]!.front!) {
    const name = op.getAttr('sym_name');
    if (op.name.identifier !== 'func.func' || !(name instanceof StringAttr)) continue;
    if (op.regions[0]!.front === null) continue;
    counts.set(name.value, nestedOpCount(op));
  }
  return { ok: true, counts };
}

function nestedOpCount(fn: Operation): number {
  let count = -1;
  fn.walk(() => {
    count++;
  });
  return count;
}
