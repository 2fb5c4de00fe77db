import type { Operation } from '../ir/operation.js';
import { TraitKey } from '../ir/traits.js';

/**
 * An op interface: an identity plus a method table `M`. Each method takes the op as its first
 * argument, so one model object serves every op of a class and an external model (attached by a
 * dialect extension after the op was defined) looks exactly like a built-in one.
 *
 * `defaults` fills the methods a model leaves out, as MLIR's interface default implementations.
 */
export class OpInterface<M extends object, D extends keyof M = never> {
  readonly key: TraitKey;
  readonly defaults: Pick<M, D>;
  /** Runs in `verifyInvariants` for every op implementing the interface (MLIR's `verify`). */
  readonly verify: ((op: Operation, model: M) => boolean) | undefined;
  /** Runs after the nested ops are verified (MLIR's `verifyWithRegions`). */
  readonly verifyRegion: ((op: Operation, model: M) => boolean) | undefined;

  constructor(name: string, options: OpInterfaceOptions<M, D> = {} as OpInterfaceOptions<M, D>) {
    this.key = options.key ?? new TraitKey(name);
    this.defaults = options.defaults ?? ({} as Pick<M, D>);
    this.verify = options.verify;
    this.verifyRegion = options.verifyRegion;
  }

  get name(): string {
    return this.key.name;
  }

  /** The model of `op`'s implementation, or null when the op does not implement this interface. */
  get(op: Operation): M | null {
    const info = op.name.info;
    return info === null ? null : info.getInterface<M>(this.key);
  }

  /** Whether `op` implements this interface. */
  isImplementedBy(op: Operation): boolean {
    return this.get(op) !== null;
  }

  /**
   * Declares an implementation, for the `interfaces:` list of an op definition or for
   * {@link attachInterface}. Methods not given come from `defaults`.
   */
  implement(model: ModelOf<M, D>): InterfaceImplementation<M> {
    return new InterfaceImplementation(
      this as unknown as OpInterface<M, keyof M>,
      { ...this.defaults, ...model } as M,
    );
  }
}

/** How an interface is declared: default methods, verifiers and, rarely, an existing key. */
export interface OpInterfaceOptions<M extends object, D extends keyof M> {
  readonly defaults?: Pick<M, D>;
  readonly verify?: (op: Operation, model: M) => boolean;
  readonly verifyRegion?: (op: Operation, model: M) => boolean;
  /** Reuse an identity the IR model already knows (`CoreTraits.Symbol` for symbols). */
  readonly key?: TraitKey;
}

/** The methods a model must provide: every method, except that those with a default are optional. */
export type ModelOf<M extends object, D extends keyof M> = Omit<M, D> & Partial<Pick<M, D>>;

/** An interface together with one model of it. */
export class InterfaceImplementation<M extends object> {
  constructor(
    readonly iface: OpInterface<M, keyof M>,
    readonly model: M,
  ) {}
}
