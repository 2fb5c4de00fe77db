import type { MLIRContext, Operation, OperationName } from '@strata/ir-core';
import type { OpClassRef } from '@strata/pattern-rewrite';

/** What a target says about an op (MLIR's `ConversionTarget::LegalizationAction`). */
export type LegalizationAction = 'legal' | 'dynamic' | 'illegal';

/**
 * A dynamic legality callback: true (legal), false (illegal), or undefined for "no opinion", which
 * falls back to the callback registered before it, then to the unknown-op callback.
 */
export type DynamicLegalityCallback<T extends Operation = Operation> = (
  op: T,
) => boolean | undefined;

/** What {@link ConversionTarget.isLegal} knows about a legal op (MLIR's `LegalOpDetails`). */
export interface LegalOpDetails {
  /** The op's nested ops are legal too and the conversion skips them. */
  readonly isRecursivelyLegal: boolean;
}

/** An op given by name or by its class. */
export type OpRef = string | OpClassRef;

interface LegalizationInfo {
  action: LegalizationAction;
  isRecursivelyLegal: boolean;
  legalityFn: DynamicLegalityCallback | null;
}

function opNameOf(op: OpRef): string {
  return typeof op === 'string' ? op : op.operationName;
}

/** Tries `first`; when it has no opinion, `fallback` (MLIR's `composeLegalityCallbacks`). */
function compose(
  fallback: DynamicLegalityCallback | null,
  first: DynamicLegalityCallback,
): DynamicLegalityCallback {
  if (fallback === null) return first;
  return (op) => {
    const answer = first(op);
    return answer !== undefined ? answer : fallback(op);
  };
}

/**
 * What is legal after a conversion (MLIR's `ConversionTarget`): actions by op name, then by dialect,
 * then an optional callback for every other ("unknown") op. Ops may be marked recursively legal,
 * which makes everything nested in them legal too.
 */
export class ConversionTarget {
  private readonly ops = new Map<string, LegalizationInfo>();
  private readonly dialects = new Map<string, LegalizationAction>();
  private readonly dialectFns = new Map<string, DynamicLegalityCallback>();
  private readonly recursiveFns = new Map<string, DynamicLegalityCallback>();
  private unknownFn: DynamicLegalityCallback | null = null;
  /** {@link getOpInfo}'s answers by op name; every setter clears it. */
  private readonly resolved = new Map<string, LegalizationInfo | null>();

  constructor(readonly context: MLIRContext) {}

  // ---- Ops ------------------------------------------------------------------------------------------

  /** Sets the action of ops named `op` (MLIR's `setOpAction`); forgets a previous callback. */
  setOpAction(op: OpRef, action: LegalizationAction): this {
    this.resolved.clear();
    this.ops.set(opNameOf(op), { action, isRecursivelyLegal: false, legalityFn: null });
    return this;
  }

  addLegalOp(...ops: OpRef[]): this {
    for (const op of ops) this.setOpAction(op, 'legal');
    return this;
  }

  addIllegalOp(...ops: OpRef[]): this {
    for (const op of ops) this.setOpAction(op, 'illegal');
    return this;
  }

  /**
   * Marks ops as dynamically legal. With a callback, its answer decides (composed with an earlier
   * callback of the same op); without one, the unknown-op callback decides.
   */
  addDynamicallyLegalOp<T extends Operation>(
    op: OpClassRef<T>,
    callback?: DynamicLegalityCallback<T>,
  ): this;
  addDynamicallyLegalOp(op: OpRef | OpRef[], callback?: DynamicLegalityCallback): this;
  addDynamicallyLegalOp(op: OpRef | OpRef[], callback?: DynamicLegalityCallback): this {
    this.resolved.clear();
    for (const one of Array.isArray(op) ? op : [op]) {
      const name = opNameOf(one);
      const existing = this.ops.get(name);
      const previous = existing?.action === 'dynamic' ? existing.legalityFn : null;
      this.ops.set(name, {
        action: 'dynamic',
        isRecursivelyLegal: existing?.isRecursivelyLegal ?? false,
        legalityFn: callback === undefined ? previous : compose(previous, callback),
      });
    }
    return this;
  }

  /**
   * Marks ops (already legal or dynamically legal) as recursively legal: everything nested in them
   * is legal and not converted. A callback selects the instances (no opinion means yes).
   */
  markOpRecursivelyLegal<T extends Operation>(
    op: OpClassRef<T>,
    callback?: DynamicLegalityCallback<T>,
  ): this;
  markOpRecursivelyLegal(op: OpRef | OpRef[], callback?: DynamicLegalityCallback): this;
  markOpRecursivelyLegal(op: OpRef | OpRef[], callback?: DynamicLegalityCallback): this {
    for (const one of Array.isArray(op) ? op : [op]) {
      const name = opNameOf(one);
      const info = this.ops.get(name);
      if (info === undefined || info.action === 'illegal')
        throw new Error(
          `markOpRecursivelyLegal: '${name}' must first be marked legal or dynamically legal`,
        );
      info.isRecursivelyLegal = true;
      if (callback !== undefined) this.recursiveFns.set(name, callback);
      else this.recursiveFns.delete(name);
    }
    return this;
  }

  // ---- Dialects -------------------------------------------------------------------------------------

  setDialectAction(dialects: readonly string[], action: LegalizationAction): this {
    this.resolved.clear();
    for (const dialect of dialects) this.dialects.set(dialect, action);
    return this;
  }

  addLegalDialect(...dialects: string[]): this {
    return this.setDialectAction(dialects, 'legal');
  }

  addIllegalDialect(...dialects: string[]): this {
    return this.setDialectAction(dialects, 'illegal');
  }

  /** Marks dialects dynamically legal, decided by `callback` (composed with an earlier one). */
  addDynamicallyLegalDialect(
    dialects: string | readonly string[],
    callback?: DynamicLegalityCallback,
  ): this {
    const list = typeof dialects === 'string' ? [dialects] : dialects;
    this.setDialectAction(list, 'dynamic');
    this.resolved.clear();
    if (callback !== undefined) {
      for (const dialect of list)
        this.dialectFns.set(dialect, compose(this.dialectFns.get(dialect) ?? null, callback));
    }
    return this;
  }

  /** Ops with no action of their own or of their dialect are dynamically legal by `callback`. */
  markUnknownOpDynamicallyLegal(callback: DynamicLegalityCallback): this {
    this.resolved.clear();
    this.unknownFn = compose(this.unknownFn, callback);
    return this;
  }

  // ---- Queries --------------------------------------------------------------------------------------

  /** The action for ops named `name`, or undefined when the target says nothing about them. */
  getOpAction(name: OperationName | string): LegalizationAction | undefined {
    return this.getOpInfo(name)?.action;
  }

  /** Details when `op` is legal (statically or by its callback), undefined otherwise. */
  isLegal(op: Operation): LegalOpDetails | undefined {
    return this.isLegalNamed(op, op.name);
  }

  /** {@link isLegal} given the op's name (the driver reads it while collecting the ops). */
  isLegalNamed(op: Operation, name: OperationName): LegalOpDetails | undefined {
    const info = this.getOpInfo(name);
    if (info === undefined) return undefined;
    const legal =
      info.action === 'dynamic' ? this.dynamicAnswer(info, op) === true : info.action === 'legal';
    if (!legal) return undefined;
    if (!info.isRecursivelyLegal) return NOT_RECURSIVE;
    const fn = this.recursiveFns.get(name.identifier);
    return (fn?.(op) ?? true) ? RECURSIVE : NOT_RECURSIVE;
  }

  /**
   * Whether `op` is known to be illegal: marked illegal, or dynamically legal with a callback
   * answering false (no opinion is not illegal).
   */
  isIllegal(op: Operation): boolean {
    const info = this.getOpInfo(op.name);
    if (info === undefined) return false;
    if (info.action === 'dynamic') return this.dynamicAnswer(info, op) === false;
    return info.action === 'illegal';
  }

  /** The op's callback answer; when it has none or no opinion, the unknown-op callback's. */
  private dynamicAnswer(info: LegalizationInfo, op: Operation): boolean | undefined {
    const answer = info.legalityFn?.(op);
    if (answer !== undefined) return answer;
    if (this.unknownFn !== null && info.legalityFn !== this.unknownFn) return this.unknownFn(op);
    return undefined;
  }

  /** What applies to ops named `name`, resolved once per name (the maps only change by setters). */
  private getOpInfo(name: OperationName | string): LegalizationInfo | undefined {
    const identifier = typeof name === 'string' ? name : name.identifier;
    let info = this.resolved.get(identifier);
    if (info === undefined) {
      info = this.resolveOpInfo(identifier) ?? null;
      this.resolved.set(identifier, info);
    }
    return info ?? undefined;
  }

  private resolveOpInfo(identifier: string): LegalizationInfo | undefined {
    const own = this.ops.get(identifier);
    if (own !== undefined) return own;
    const dot = identifier.indexOf('.');
    const dialect = dot < 0 ? '' : identifier.slice(0, dot);
    const action = this.dialects.get(dialect);
    if (action !== undefined)
      return {
        action,
        isRecursivelyLegal: false,
        legalityFn: this.dialectFns.get(dialect) ?? null,
      };
    if (this.unknownFn !== null)
      return { action: 'dynamic', isRecursivelyLegal: false, legalityFn: this.unknownFn };
    return undefined;
  }
}

const RECURSIVE: LegalOpDetails = Object.freeze({ isRecursivelyLegal: true });
const NOT_RECURSIVE: LegalOpDetails = Object.freeze({ isRecursivelyLegal: false });
