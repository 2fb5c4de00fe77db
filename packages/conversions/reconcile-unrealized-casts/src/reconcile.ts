import { type Operation, type Type, UnrealizedConversionCastOp, type Value } from '@strata/ir-core';

/**
 * MLIR's `SetVector` as the reconciliation uses it: each cast at most once, processed last
 * inserted first. A cast taken out may be inserted again.
 */
class CastWorklist {
  private readonly stack: UnrealizedConversionCastOp[] = [];
  private readonly members = new Set<Operation>();

  insert(op: UnrealizedConversionCastOp): void {
    if (this.members.has(op)) return;
    this.members.add(op);
    this.stack.push(op);
  }

  pop(): UnrealizedConversionCastOp | undefined {
    const op = this.stack.pop();
    if (op !== undefined) this.members.delete(op);
    return op;
  }
}

function sameTypes(values: readonly Value[], types: readonly Type[]): boolean {
  if (values.length !== types.length) return false;
  for (let i = 0; i < values.length; i++) if (values[i]!.type !== types[i]) return false;
  return true;
}

/** The cast whose results are exactly the inputs of `cast`, in order; null if there is none. */
function inputCastOf(cast: UnrealizedConversionCastOp): UnrealizedConversionCastOp | null {
  const inputs = cast.inputs;
  if (inputs.length === 0) return null;
  const producer = inputs[0]!.getDefiningOp();
  if (!(producer instanceof UnrealizedConversionCastOp)) return null;
  if (producer.numResults !== inputs.length) return null;
  for (let i = 0; i < inputs.length; i++) if (producer.getResult(i) !== inputs[i]) return null;
  return producer;
}

/**
 * Removes what it can of `castOps` (MLIR 22's `reconcileUnrealizedCasts`): a cast without uses is
 * erased; a cast that, following the chain of casts feeding it, gets back to values of its own
 * result types is replaced by those values. The casts feeding a removed cast are looked at again,
 * so whole chains fold away. Casts that stay (live and unresolvable) are appended to
 * `remainingCastOps`, in the order given. Casts are processed last first, as in MLIR.
 */
export function reconcileUnrealizedCasts(
  castOps: readonly UnrealizedConversionCastOp[],
  remainingCastOps?: UnrealizedConversionCastOp[],
): void {
  const worklist = new CastWorklist();
  for (const op of castOps) worklist.insert(op);
  const erased = new Set<Operation>();
  const enqueueInputs = (cast: UnrealizedConversionCastOp): void => {
    for (const input of cast.inputs) {
      const producer = input.getDefiningOp();
      if (producer instanceof UnrealizedConversionCastOp) worklist.insert(producer);
    }
  };
  const erase = (cast: UnrealizedConversionCastOp): void => {
    enqueueInputs(cast);
    erased.add(cast);
    cast.erase();
  };

  for (let cast = worklist.pop(); cast !== undefined; cast = worklist.pop()) {
    if (cast.useEmpty()) {
      erase(cast);
      continue;
    }
    const resultTypes = cast.getResultTypes();
    for (
      let next: UnrealizedConversionCastOp | null = cast;
      next !== null;
      next = inputCastOf(next)
    ) {
      const sources = next.inputs;
      if (!sameTypes(sources, resultTypes)) continue;
      cast.replaceAllUsesWith(sources);
      erase(cast);
      break;
    }
  }

  if (remainingCastOps !== undefined)
    for (const op of castOps) if (!erased.has(op)) remainingCastOps.push(op);
}
