import type { Location } from '../attributes/location.js';
import { Block } from './block.js';
import { cloneRegionInto } from './clone.js';
import { IntrusiveList, ListOwner } from './intrusive-list.js';
import type { IRMapping } from './mapping.js';
import type { Operation } from './operation.js';
import { walkOpsInBlocks, type WalkCallback, type WalkOrder, type WalkResult } from './walk.js';

/** A region: an intrusive doubly linked list of blocks, owned by an operation. */
export class Region extends ListOwner<Block> {
  /** The blocks, linked through their `prevNode`/`nextNode`. */
  declare readonly blockList: IntrusiveList<Block>;
  /** The op owning this region; null for a detached region (e.g. one being built). */
  declare readonly parentOp: Operation | null;

  constructor(parentOp: Operation | null = null) {
    super();
    this.blockList = new IntrusiveList<Block>();
    this.parentOp = parentOp;
  }

  /**
   * Makes this detached region a region of `op` (used by `Operation.createWithProperties`, which
   * takes over the parser's regions); not for general use: `op.regions` must list it.
   */
  setParentOp(op: Operation): void {
    if (this.parentOp !== null) throw new Error('setParentOp: the region already has an owner');
    (this as { parentOp: Operation | null }).parentOp = op;
  }

  get firstBlock(): Block | null {
    return this.blockList.first;
  }

  get lastBlock(): Block | null {
    return this.blockList.last;
  }

  get front(): Block | null {
    return this.blockList.first;
  }

  get back(): Block | null {
    return this.blockList.last;
  }

  empty(): boolean {
    return this.blockList.first === null;
  }

  hasOneBlock(): boolean {
    return this.blockList.first !== null && this.blockList.first === this.blockList.last;
  }

  /** Iterates the blocks; the next one is read before yielding, so the current may be erased. */
  [Symbol.iterator](): Iterator<Block> {
    return this.blockList[Symbol.iterator]();
  }

  /** Every op of every block, in order; as safe against erasing the current op as block iteration. */
  *ops(): Generator<Operation> {
    for (let block = this.blockList.first; block !== null; block = block.nextNode) yield* block;
  }

  /** Visits every op in this region and nested in it, iteratively (post-order by default, as MLIR). */
  walk(callback: WalkCallback<Operation>, options?: { order?: WalkOrder }): WalkResult {
    return walkOpsInBlocks(this, callback, options?.order ?? 'post');
  }

  get blocks(): Block[] {
    return this.blockList.toArray();
  }

  /** The location of the owning op (MLIR's `Region::getLoc`); null when detached. */
  get location(): Location | null {
    return this.parentOp?.location ?? null;
  }

  /** Position of this region among its owner's regions. */
  getRegionNumber(): number {
    return this.parentOp === null ? 0 : this.parentOp.regions.indexOf(this);
  }

  /** The region enclosing the owning op. */
  getParentRegion(): Region | null {
    return this.parentOp?.getParentRegion() ?? null;
  }

  /** True if `other` is this region or nested in it. */
  isAncestor(other: Region | null): boolean {
    for (let region = other; region !== null; region = region.getParentRegion())
      if (region === this) return true;
    return false;
  }

  isProperAncestor(other: Region): boolean {
    return other !== this && this.isAncestor(other);
  }

  /** The op of this region that is `op` or contains it, or null. */
  findAncestorOpInRegion(op: Operation): Operation | null {
    for (let current: Operation | null = op; current !== null; current = current.getParentOp()) {
      if (current.getParentRegion() === this) return current;
    }
    return null;
  }

  /** The block of this region that is `block` or contains it, or null. */
  findAncestorBlockInRegion(block: Block): Block | null {
    for (
      let current: Block | null = block;
      current !== null;
      current = current.getParentOp()?.parentBlock ?? null
    ) {
      if (current.parent === this) return current;
    }
    return null;
  }

  // ---- Block list -------------------------------------------------------------------------------

  protected get nodeList(): IntrusiveList<Block> {
    return this.blockList;
  }

  protected owns(block: Block): boolean {
    return block.parent === this;
  }

  /** Links `block` before `before` (at the end when null). */
  override insertAt(block: Block, before: Block | null): void {
    if (block.parent !== null) throw new Error('cannot insert a block that is already in a region');
    this.blockList.insertBefore(block, before);
    block.parent = this;
  }

  /** Unlinks `block` (a block of this region) without destroying it. */
  removeBlock(block: Block): void {
    this.blockList.remove(block);
    block.parent = null;
  }

  /** Adds a new empty block at the end and returns it. */
  emplaceBlock(): Block {
    const block = new Block();
    this.push(block);
    return block;
  }

  /**
   * Moves every block of `other` into this region, which must be empty or is emptied first (its
   * blocks are dropped, as MLIR's `takeBody`).
   */
  takeBody(other: Region): void {
    if (other === this) return;
    this.dropAllReferences();
    while (this.firstBlock !== null) this.firstBlock.erase();
    const first = other.blockList.first;
    if (first === null) return;
    other.blockList.spliceTailInto(first, this.blockList);
    for (let block: Block | null = first; block !== null; block = block.nextNode)
      block.parent = this;
  }

  /** Drops the operands and successors of every op in this region, recursively. */
  dropAllReferences(): void {
    for (let block = this.firstBlock; block !== null; block = block.nextNode)
      block.dropAllReferences();
  }

  /**
   * Clones this region's blocks into `dest` before `before` (at the end when null), remapping through
   * `mapping`, which receives the block, argument and result correspondences.
   */
  cloneInto(dest: Region, mapping: IRMapping, before: Block | null = null): void {
    cloneRegionInto(this, dest, before, mapping);
  }
}
