import type { MLIRContext } from '../context.js';

/**
 * A namespace of operations, types and attributes. Concrete dialects subclass this and register
 * their ops, types and attributes when constructed.
 */
export class Dialect {
  constructor(
    readonly namespace: string,
    readonly context: MLIRContext,
  ) {}
}
