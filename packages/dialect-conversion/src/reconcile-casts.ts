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

/** How {@link reconcileUnrealizedCasts} changes the IR; by default directly. */
export interface ReconcileActions {
  /** Makes the uses of `from` use `to`. */
  redirectUses(from: Value, to: Value): void;
  /** Removes `cast`, which has no uses left but those of casts removed before it. */
  eraseCast(cast: Operation): void;
}

const DIRECT: ReconcileActions = {
  redirectUses: (from, to) => from.replaceAllUsesWith(to),
  eraseCast: (cast) => cast.erase(),
};

/**
 * Simplifies chains of `builtin.unrealized_conversion_cast` ops starting from `casts` (MLIR's
 * `reconcileUnrealizedCasts`): a dead cast is erased, and a cast whose results have the types of
 * the inputs of a cast earlier in its chain is bypassed to those inputs and erased. Returns the
 * casts of `casts` that remain. `actions` lets the conversion driver journal the changes.
 */
export function reconcileUnrealizedCasts(
  casts: readonly Operation[],
  actions: ReconcileActions = DIRECT,
): Operation[] {
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
  /** Dead: every use (if any) is by a cast erased already. */
  const isDead = (cast: Operation): boolean => {
    for (const result of cast.results)
      for (let use = result.firstUse; use !== null; use = use.nextUse)
        if (!erased.has(use.owner)) return false;
    return true;
  };
  while (worklist.length !== 0) {
    const cast = worklist.pop()!;
    queued.delete(cast);
    if (erased.has(cast)) continue;
    if (isDead(cast)) {
      enqueueInputs(cast);
      erased.add(cast);
      actions.eraseCast(cast);
      continue;
    }
    for (let next: Operation | null = cast; next !== null; next = inputCast(next)) {
      if (!sameTypes(next.operands, cast.results)) continue;
      enqueueInputs(cast);
      const inputs = next.operands;
      cast.results.forEach((result, i) => actions.redirectUses(result, inputs[i]!));
      erased.add(cast);
      actions.eraseCast(cast);
      break;
    }
  }
  return casts.filter((cast) => !erased.has(cast));
}
