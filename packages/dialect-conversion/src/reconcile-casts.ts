import { type Operation, UnrealizedConversionCastOp, type Value } from '@strata/ir-core';

const CAST_NAME = UnrealizedConversionCastOp.operationName;

function isCast(op: Operation | null): op is Operation {
  return op !== null && op.name.identifier === CAST_NAME;
}

function sameTypes(values: readonly Value[], others: readonly Value[]): boolean {
  if (values.length !== others.length) return false;
  for (let i = 0; i < values.length; i++) if (values[i]!.type !== others[i]!.type) return false;
  return true;
}

/** The cast defining all of `cast`'s inputs, exactly its results in order; null otherwise. */
function inputCast(cast: Operation): Operation | null {
  const inputs = cast.operands;
  if (inputs.length === 0) return null;
  const def = inputs[0]!.getDefiningOp();
  if (!isCast(def) || def.numResults !== inputs.length) return null;
  for (let i = 0; i < inputs.length; i++) if (inputs[i] !== def.getResult(i)) return null;
  return def;
}

/**
 * Simplifies chains of `builtin.unrealized_conversion_cast` ops starting from `casts` (MLIR's
 * `reconcileUnrealizedCasts`): a dead cast is erased, and a cast whose results have the types of
 * the inputs of a cast earlier in its chain is bypassed to those inputs and erased. Returns the
 * casts of `casts` that remain.
 */
export function reconcileUnrealizedCasts(casts: readonly Operation[]): Operation[] {
  const worklist: Operation[] = [...casts];
  const queued = new Set(worklist);
  const erased = new Set<Operation>();
  const enqueueInputs = (cast: Operation): void => {
    for (const input of cast.operands) {
      const def = input.getDefiningOp();
      if (isCast(def) && !queued.has(def) && !erased.has(def)) {
        queued.add(def);
        worklist.push(def);
      }
    }
  };
  while (worklist.length !== 0) {
    const cast = worklist.pop()!;
    queued.delete(cast);
    if (erased.has(cast)) continue;
    if (cast.useEmpty()) {
      enqueueInputs(cast);
      erased.add(cast);
      cast.erase();
      continue;
    }
    for (let next: Operation | null = cast; next !== null; next = inputCast(next)) {
      if (!sameTypes(next.operands, cast.results)) continue;
      enqueueInputs(cast);
      const inputs = next.operands;
      cast.results.forEach((result, i) => result.replaceAllUsesWith(inputs[i]!));
      erased.add(cast);
      cast.erase();
      break;
    }
  }
  return casts.filter((cast) => !erased.has(cast));
}
