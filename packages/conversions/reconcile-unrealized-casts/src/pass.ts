import { reconcileUnrealizedCasts } from '@strata/dialect-conversion';
import { type Operation, UnrealizedConversionCastOp } from '@strata/ir-core';
import { Pass } from '@strata/pass';

/**
 * `reconcile-unrealized-casts` (MLIR's `ReconcileUnrealizedCastsPass`): runs dialect-conversion's
 * `reconcileUnrealizedCasts` on every `builtin.unrealized_conversion_cast` nested in the op it runs
 * on, collected in post-order as MLIR's pass collects them. Casts that stay are not an error.
 */
export class ReconcileUnrealizedCastsPass extends Pass {
  readonly argument = 'reconcile-unrealized-casts';
  readonly name = 'ReconcileUnrealizedCastsPass';
  override readonly description = 'Simplify and eliminate unrealized conversion casts';

  runOnOperation(): void {
    const root = this.getOperation() as Operation;
    const casts: Operation[] = [];
    root.walk(
      (op) => {
        if (op instanceof UnrealizedConversionCastOp) casts.push(op);
      },
      { order: 'post' },
    );
    reconcileUnrealizedCasts(casts);
  }
}
