import { Block } from './block.js';
import { Operation } from './operation.js';
import type { Value } from './value.js';

type Mappable = Value | Block | Operation;

/**
 * A correspondence from old IR objects to new ones (values, blocks, operations), filled while
 * cloning or inlining (MLIR's `IRMapping`).
 */
export class IRMapping {
  private readonly values = new Map<Value, Value>();
  private readonly blocks = new Map<Block, Block>();
  private readonly operations = new Map<Operation, Operation>();

  map(from: Value, to: Value): void;
  map(from: Block, to: Block): void;
  map(from: Operation, to: Operation): void;
  map(from: Mappable, to: Mappable): void {
    this.tableOf(from).set(from, to);
  }

  /** The mapped object, or undefined. */
  lookupOrNull<T extends Mappable>(from: T): T | undefined {
    return this.tableOf(from).get(from) as T | undefined;
  }

  /** The mapped object, or `from` itself when unmapped. */
  lookupOrDefault<T extends Mappable>(from: T): T {
    return (this.tableOf(from).get(from) as T | undefined) ?? from;
  }

  /** The mapped object; throws when unmapped (a bug in the caller). */
  lookup<T extends Mappable>(from: T): T {
    const found = this.tableOf(from).get(from) as T | undefined;
    if (found === undefined) throw new Error('IRMapping.lookup: no mapping for this object');
    return found;
  }

  contains(from: Mappable): boolean {
    return this.tableOf(from).has(from);
  }

  erase(from: Mappable): void {
    this.tableOf(from).delete(from);
  }

  clear(): void {
    this.values.clear();
    this.blocks.clear();
    this.operations.clear();
  }

  /** The value correspondences (for inspection). */
  getValueMap(): ReadonlyMap<Value, Value> {
    return this.values;
  }

  getBlockMap(): ReadonlyMap<Block, Block> {
    return this.blocks;
  }

  getOperationMap(): ReadonlyMap<Operation, Operation> {
    return this.operations;
  }

  private tableOf(from: Mappable): Map<Mappable, Mappable> {
    if (from instanceof Block) return this.blocks as Map<Mappable, Mappable>;
    if (from instanceof Operation) return this.operations as Map<Mappable, Mappable>;
    return this.values as Map<Mappable, Mappable>;
  }
}
