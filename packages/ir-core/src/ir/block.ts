import type { Location } from '../attributes/location.js';
import type { Type } from '../types/type.js';
import { dropDefinedValueUses } from './erase.js';
import { IntrusiveList, ListOwner } from './intrusive-list.js';
import type { BlockOperand } from './operands.js';
import { INVALID_ORDER, ORDER_STRIDE, type Operation } from './operation.js';
import type { Region } from './region.js';
import { CoreTraits } from './traits.js';
import { iterateUses, type UseListHead } from './use-list.js';
import { BlockArgument } from './value.js';
import { walkOpsInBlocks, type WalkCallback, type WalkOrder, type WalkResult } from './walk.js';

/** A block's label and position in its region, as the text printer's block naming sets them. */
export interface BlockPrintInfo {
  /** Position of the block in its region, used to sort predecessor lists; -1 until numbered. */
  readonly ordering: number;
  /** The label with its `^`. */
  readonly name: string;
}

/**
 * A basic block: arguments and an intrusive doubly linked list of operations. Its uses are the
 * successor operands ({@link BlockOperand}) of the terminators branching to it.
 */
export class Block extends ListOwner<Operation> implements UseListHead<BlockOperand> {
  // Declared and assigned in the constructor, as Operation's fields.
  declare firstUse: BlockOperand | null;
  declare readonly arguments: BlockArgument[];
  /** The region holding this block, and its neighbours there; maintained by {@link Region}. */
  declare parent: Region | null;
  declare prevNode: Block | null;
  declare nextNode: Block | null;
  /** The ops, linked through their `prevNode`/`nextNode`. */
  declare readonly opList: IntrusiveList<Operation>;
  /** False once an insertion may have left the ops' order numbers inconsistent. */
  declare opOrderValid: boolean;
  /**
   * Scratch slot of the text printer's block naming, as `Value.printName`: the block's label,
   * valid while `printInfoOwner` is the naming state that set it (a map from blocks cost a hash
   * lookup per block and per branch printed).
   */
  declare printInfo: BlockPrintInfo | null;
  declare printInfoOwner: object | null;

  constructor() {
    super();
    this.firstUse = null;
    this.arguments = [];
    this.parent = null;
    this.prevNode = null;
    this.nextNode = null;
    this.opList = new IntrusiveList<Operation>();
    this.opOrderValid = false;
    this.printInfo = null;
    this.printInfoOwner = null;
  }

  // ---- Arguments --------------------------------------------------------------------------------

  get numArguments(): number {
    return this.arguments.length;
  }

  getArgument(index: number): BlockArgument {
    return this.arguments[index]!;
  }

  getArgumentTypes(): Type[] {
    return this.arguments.map((arg) => arg.type);
  }

  addArgument(type: Type, location: Location): BlockArgument {
    const arg = new BlockArgument(type, this, this.arguments.length, location);
    this.arguments.push(arg);
    return arg;
  }

  addArguments(types: readonly Type[], locations: readonly Location[]): BlockArgument[] {
    if (types.length !== locations.length)
      throw new RangeError('addArguments: one location per type is required');
    return types.map((type, i) => this.addArgument(type, locations[i]!));
  }

  insertArgument(index: number, type: Type, location: Location): BlockArgument {
    const arg = new BlockArgument(type, this, index, location);
    this.arguments.splice(index, 0, arg);
    this.renumberArguments(index + 1);
    return arg;
  }

  /** Erases argument `index`, which must have no uses left. */
  eraseArgument(index: number): void {
    this.eraseArguments(index, 1);
  }

  eraseArguments(start: number, count: number): void {
    for (let i = start; i < start + count; i++) {
      if (!this.arguments[i]!.useEmpty())
        throw new Error(`eraseArguments: argument #${i} still has uses`);
    }
    this.arguments.splice(start, count);
    this.renumberArguments(start);
  }

  private renumberArguments(from: number): void {
    for (let i = from; i < this.arguments.length; i++) this.arguments[i]!.argNumber = i;
  }

  // ---- Operations -------------------------------------------------------------------------------

  get firstOp(): Operation | null {
    return this.opList.first;
  }

  get lastOp(): Operation | null {
    return this.opList.last;
  }

  get front(): Operation | null {
    return this.opList.first;
  }

  get back(): Operation | null {
    return this.opList.last;
  }

  empty(): boolean {
    return this.opList.first === null;
  }

  /** Iterates the ops; the next op is read before yielding, so the current one may be erased or moved. */
  [Symbol.iterator](): Iterator<Operation> {
    return this.opList[Symbol.iterator]();
  }

  /** The ops from last to first; as safe as forward iteration. */
  reversed(): Iterable<Operation> {
    return { [Symbol.iterator]: () => this.opList.reversed() };
  }

  /** The ops as an array (a snapshot). */
  get operations(): Operation[] {
    return this.opList.toArray();
  }

  protected get nodeList(): IntrusiveList<Operation> {
    return this.opList;
  }

  protected owns(op: Operation): boolean {
    return op.parentBlock === this;
  }

  /** Links `op` before `before` (at the end when null). */
  override insertAt(op: Operation, before: Operation | null): void {
    if (op.parentBlock !== null)
      throw new Error(`cannot insert '${op.name.identifier}': it is already in a block`);
    this.opList.insertBefore(op, before);
    op.parentBlock = this;
    op.orderIndex = INVALID_ORDER;
  }

  /**
   * Completes the append of an op constructed with this block as its parent and the block's last
   * op as its predecessor (by `Operation.createWithProperties`): the op's own links are set.
   */
  linkConstructedOp(op: Operation): void {
    const list = this.opList;
    const last = list.last;
    if (last === null) list.first = op;
    else last.nextNode = op;
    list.last = op;
  }

  /** Unlinks `op` (an op of this block) without destroying it. */
  removeOp(op: Operation): void {
    this.opList.remove(op);
    op.parentBlock = null;
  }

  /** Numbers every op afresh; called lazily by `Operation.isBeforeInBlock`. */
  recomputeOpOrder(): void {
    let index = 0;
    for (let op = this.firstOp; op !== null; op = op.nextNode)
      op.orderIndex = index += ORDER_STRIDE;
    this.opOrderValid = true;
  }

  invalidateOpOrder(): void {
    this.opOrderValid = false;
  }

  /** The last op if it may be a terminator (registered with the trait, or unregistered), else null. */
  getTerminator(): Operation | null {
    const last = this.lastOp;
    return last !== null && last.mightHaveTrait(CoreTraits.IsTerminator) ? last : null;
  }

  /**
   * Moves `op` and every op after it into a new block inserted after this one, and returns the new
   * block (which has no arguments).
   */
  splitBlock(op: Operation): Block {
    if (op.parentBlock !== this) throw new Error('splitBlock: the operation is not in this block');
    const tail = new Block();
    if (this.parent !== null) this.parent.insertAfter(this, tail);
    this.opList.spliceTailInto(op, tail.opList);
    for (let moved: Operation | null = op; moved !== null; moved = moved.nextNode)
      moved.parentBlock = tail;
    tail.opOrderValid = false;
    return tail;
  }

  // ---- Structure --------------------------------------------------------------------------------

  getParentOp(): Operation | null {
    return this.parent?.parentOp ?? null;
  }

  isEntryBlock(): boolean {
    return this.parent !== null && this.parent.firstBlock === this;
  }

  /** The successors of this block's terminator. */
  get successors(): Block[] {
    const last = this.lastOp;
    return last === null ? [] : last.successors;
  }

  /** The blocks branching here, once per branch edge. */
  *predecessors(): Generator<Block> {
    for (const use of iterateUses(this.firstUse)) yield use.owner.parentBlock!;
  }

  hasNoPredecessors(): boolean {
    return this.firstUse === null;
  }

  /** The only predecessor edge's block, or null (several edges, even from one block, give null). */
  getSinglePredecessor(): Block | null {
    const use = this.firstUse;
    return use !== null && use.nextUse === null ? use.owner.parentBlock : null;
  }

  /** The one block all predecessor edges come from, or null. */
  getUniquePredecessor(): Block | null {
    let unique: Block | null = null;
    for (let use = this.firstUse; use !== null; use = use.nextUse) {
      const block = use.owner.parentBlock;
      if (unique !== null && block !== unique) return null;
      unique = block;
    }
    return unique;
  }

  /** Whether `op` is this block's op or nested in one of them; `op` itself if so, else null. */
  findAncestorOpInBlock(op: Operation): Operation | null {
    for (let current: Operation | null = op; current !== null; current = current.getParentOp()) {
      if (current.parentBlock === this) return current;
    }
    return null;
  }

  /** Visits every op in this block and nested in it, iteratively (post-order by default, as MLIR). */
  walk(callback: WalkCallback<Operation>, options?: { order?: WalkOrder }): WalkResult {
    return walkOpsInBlocks([this], callback, options?.order ?? 'post');
  }

  /** Drops the uses of the arguments and of every value defined by the ops (recursively). */
  dropAllDefinedValueUses(): void {
    for (const arg of this.arguments) arg.dropAllUses();
    for (let op = this.firstOp; op !== null; op = op.nextNode) dropDefinedValueUses(op);
  }

  /** Drops the operands and successors of every op in this block, recursively. */
  dropAllReferences(): void {
    for (let op = this.firstOp; op !== null; op = op.nextNode) op.dropAllReferences();
  }

  /** Unlinks this block from its region (if any) without destroying it. */
  remove(): void {
    this.parent?.removeBlock(this);
  }

  /**
   * Unlinks this block and destroys its ops. Nothing outside may still use its values or branch to
   * it: that is a bug in the caller and throws, as MLIR asserts.
   */
  erase(): void {
    if (this.firstUse !== null)
      throw new Error('erasing a block that is still the successor of an operation');
    this.dropAllReferences();
    for (const op of this) op.erase();
    this.remove();
  }

  /** Moves this block right before `anchor` (a block in some region). */
  moveBefore(anchor: Block): void {
    const region = anchor.parent;
    if (region === null) throw new Error('moveBefore: the anchor block is not in a region');
    this.remove();
    region.insertBefore(anchor, this);
  }
}
