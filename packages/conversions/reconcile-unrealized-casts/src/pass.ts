import { type Operation, UnrealizedConversionCastOp } from '@strata/ir-core';
import { Pass } from '@strata/pass';
import { reconcileUnrealizedCasts } from './reconcile.js';

/**
 * `reconcile-unrealized-casts`: runs {@link reconcileUnrealizedCasts} on every
 * `builtin.unrealized_conversion_cast` nested in the op it runs on (collected in post-order, as
 * MLIR's pass does). Casts that stay are not an error.
 */
export class ReconcileUnrealizedCastsPass extends Pass {
  readonly argument = 'reconcile-unrealized-casts';
  readonly name = 'ReconcileUnrealizedCastsPass';
  override readonly description = 'Simplify and eliminate unrealized conversion casts';

  runOnOperation(): void {
    const root = this.getOperation() as Operation;
    const casts: UnrealizedConversionCastOp[] = [];
    root.walk(
      (op) => {
        if (op instanceof UnrealizedConversionCastOp) casts.push(op);
      },
      { order: 'post' },
    );
    reconcileUnrealizedCasts(casts);
  }
}
