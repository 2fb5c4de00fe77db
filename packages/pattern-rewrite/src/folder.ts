import {
  Attribute,
  type Block,
  CoreTraits,
  type Dialect,
  type Location,
  type MLIRContext,
  type Operation,
  type Region,
  type RewriterListener,
  type Type,
  foldOperation,
  getConstantValue,
  UnknownLoc,
  type Value,
} from '@strata/ir-core';
import { materializeConstant } from './fold-helpers.js';
import { PatternRewriter } from './rewriter.js';

/**
 * The region constants used in `block` are hoisted to: the closest enclosing region whose parent
 * op is (or might be) isolated from above, is top-level, or whose dialect asks for it
 * (`Dialect.shouldMaterializeInto`).
 */
export function getConstantInsertionRegion(block: Block): Region {
  for (let region = block.parent; region !== null;) {
    const parentOp = region.parentOp;
    if (
      parentOp === null ||
      parentOp.mightHaveTrait(CoreTraits.IsIsolatedFromAbove) ||
      parentOp.parentBlock === null
    ) {
      return region;
    }
    if (parentOp.name.getDialect()?.shouldMaterializeInto(region) === true) return region;
    region = parentOp.parentBlock.parent;
    if (region === null) break;
  }
  throw new Error('getConstantInsertionRegion: the block is not nested in a region');
}

/**
 * Key of a uniqued constant: its dialect (as a folder-local slot), value and type (all
 * identity-comparable). A number when the uids fit in one safe integer, which they always do in
 * practice: no string to build and hash for every constant seen while seeding.
 */
type ConstantKey = number | string;

const TYPE_UIDS = 2 ** 21;
const VALUE_UIDS = 2 ** 26;
const DIALECT_SLOTS = 64;

function constantKey(dialectSlot: number, value: Attribute, type: Type): ConstantKey {
  if (value.uid < VALUE_UIDS && type.uid < TYPE_UIDS && dialectSlot < DIALECT_SLOTS)
    return (value.uid * TYPE_UIDS + type.uid) * DIALECT_SLOTS + dialectSlot;
  return `${dialectSlot}\u0000${value.uid}\u0000${type.uid}`;
}

/**
 * Folds ops and uniques the constants it creates (MLIR's `OperationFolder`). Constants live at the
 * start of the entry block of their insertion region (see {@link getConstantInsertionRegion}); one
 * constant op per dialect, value and type per region. All changes go through a rewriter with the
 * given listener.
 */
export class OperationFolder {
  private readonly rewriter: PatternRewriter;
  /** Per insertion region: constant key -> the constant op. */
  private readonly scopes = new Map<Region, Map<ConstantKey, Operation>>();
  /** The constants this folder owns, and the keys (dialects) under which each is registered. */
  private readonly referencedKeys = new Map<Operation, ConstantKey[]>();
  /** The dialects met so far, in order: a dialect's key slot is its index (there are a few). */
  private readonly dialects: (Dialect | undefined)[] = [];
  /** Location given to constants that were merged or moved across blocks. */
  private readonly erasedLocation: Location;

  constructor(context: MLIRContext, listener: RewriterListener | null = null) {
    this.rewriter = new PatternRewriter(context, listener);
    this.erasedLocation = UnknownLoc.get(context);
  }

  /** Whether `op` is a constant this folder uniqued. */
  isFolderOwnedConstant(op: Operation | null): boolean {
    return op !== null && this.referencedKeys.has(op);
  }

  /**
   * Tries to fold `op`. Answers 'in-place' when the op changed itself, 'replaced' when it was
   * replaced (by existing values or uniqued constants) and erased, and null when nothing folded.
   * A constant owned by this folder is not folded, only re-hoisted if something was inserted before it.
   */
  tryToFold(op: Operation): 'in-place' | 'replaced' | null {
    if (this.isFolderOwnedConstant(op)) {
      this.rehoistIfNeeded(op);
      return null;
    }
    const outcome = foldOperation(op);
    if (outcome === null) return null;
    if (outcome === 'in-place') {
      this.rewriter.listener?.notifyOperationModified?.(op);
      return 'in-place';
    }
    const replacements = this.processFoldResults(op, outcome);
    if (replacements === null) return null;
    this.notifyRemoval(op);
    this.rewriter.replaceOp(op, replacements);
    return 'replaced';
  }

  /**
   * Registers an existing constant op (whose value is `value`, computed when not given). Answers
   * false when an equal constant already existed: `op` was then replaced by it and erased.
   * Otherwise `op` is moved to the front of its insertion region's entry block and kept.
   */
  insertKnownConstant(op: Operation, value: Attribute | null = null): boolean {
    const block = op.parentBlock!;
    if (this.isFolderOwnedConstant(op)) {
      this.rehoistIfNeeded(op);
      return true;
    }
    const constValue = value ?? getConstantValue(op);
    if (constValue === null)
      throw new Error(`insertKnownConstant: '${op.name.identifier}' is not a constant`);
    const region = getConstantInsertionRegion(block);
    const uniqued = this.scopeOf(region);
    const key = constantKey(
      this.dialectSlot(op.name.getDialect()),
      constValue,
      op.getResult(0).type,
    );
    const existing = uniqued.get(key);
    if (existing !== undefined) {
      this.notifyRemoval(op);
      this.rewriter.replaceOp(op, existing);
      existing.location = this.erasedLocation;
      return false;
    }
    const entry = region.firstBlock!;
    if (block !== entry) {
      moveToFront(op, entry);
      op.location = this.erasedLocation;
    } else if (block.firstOp !== op && !this.isFolderOwnedConstant(op.prevNode)) {
      moveToFront(op, block);
    }
    uniqued.set(key, op);
    this.referencedKeys.set(op, [key]);
    return true;
  }

  /**
   * The uniqued constant for `value` of `type` (built by `dialect` at the front of the insertion
   * region of `block` if needed), or null when the dialect cannot materialize it.
   */
  getOrCreateConstant(block: Block, dialect: Dialect, value: Attribute, type: Type): Value | null {
    const region = getConstantInsertionRegion(block);
    const constOp = this.withInsertionAtEntry(region, () =>
      this.tryGetOrCreateConstant(this.scopeOf(region), dialect, value, type),
    );
    return constOp === null ? null : constOp.getResult(0);
  }

  /** Forgets `op` if it is a constant this folder owns (call before erasing it). */
  notifyRemoval(op: Operation): void {
    const keys = this.referencedKeys.get(op);
    if (keys === undefined) return;
    this.referencedKeys.delete(op);
    const block = op.parentBlock;
    if (block === null) return;
    const uniqued = this.scopes.get(getConstantInsertionRegion(block));
    if (uniqued === undefined) return;
    for (const key of keys) if (uniqued.get(key) === op) uniqued.delete(key);
  }

  /** Forgets every constant. */
  clear(): void {
    this.scopes.clear();
    this.referencedKeys.clear();
  }

  private dialectSlot(dialect: Dialect | undefined): number {
    const dialects = this.dialects;
    for (let i = 0; i < dialects.length; i++) if (dialects[i] === dialect) return i;
    return dialects.push(dialect) - 1;
  }

  private scopeOf(region: Region): Map<ConstantKey, Operation> {
    let uniqued = this.scopes.get(region);
    if (uniqued === undefined) this.scopes.set(region, (uniqued = new Map()));
    return uniqued;
  }

  private rehoistIfNeeded(op: Operation): void {
    const block = op.parentBlock!;
    if (block.firstOp !== op && !this.isFolderOwnedConstant(op.prevNode)) {
      moveToFront(op, block);
      op.location = this.erasedLocation;
    }
  }

  private withInsertionAtEntry<T>(region: Region, body: () => T): T {
    const saved = this.rewriter.saveInsertionPoint();
    this.rewriter.setInsertionPointToStart(region.firstBlock!);
    try {
      return body();
    } finally {
      this.rewriter.restoreInsertionPoint(saved);
    }
  }

  /** Replacement values for the results of `op`; null (after cleaning up) when a constant cannot be built. */
  private processFoldResults(
    op: Operation,
    results: readonly (Attribute | Value)[],
  ): Value[] | null {
    const region = getConstantInsertionRegion(op.parentBlock!);
    const uniqued = this.scopeOf(region);
    const dialect = op.name.getDialect();
    return this.withInsertionAtEntry(region, () => {
      const replacements: Value[] = [];
      const created: Operation[] = [];
      for (let i = 0; i < results.length; i++) {
        const result = results[i]!;
        if (!isAttribute(result)) {
          replacements.push(result);
          continue;
        }
        const before = this.referencedKeys.size;
        const constOp = this.tryGetOrCreateConstant(uniqued, dialect, result, op.getResult(i).type);
        if (constOp === null) {
          for (const made of created) {
            if (!made.useEmpty()) continue;
            this.notifyRemoval(made);
            this.rewriter.eraseOp(made);
          }
          return null;
        }
        if (this.referencedKeys.size > before) created.push(constOp);
        replacements.push(constOp.getResult(0));
      }
      return replacements;
    });
  }

  private tryGetOrCreateConstant(
    uniqued: Map<ConstantKey, Operation>,
    dialect: Dialect | undefined,
    value: Attribute,
    type: Type,
  ): Operation | null {
    const key = constantKey(this.dialectSlot(dialect), value, type);
    const existing = uniqued.get(key);
    if (existing !== undefined) {
      existing.location = this.erasedLocation;
      return existing;
    }
    const constOp = materializeConstant(dialect, this.rewriter, value, type, this.erasedLocation);
    if (constOp === null) return null;
    const newDialect = constOp.name.getDialect();
    if (newDialect === dialect) {
      uniqued.set(key, constOp);
      this.referencedKeys.set(constOp, [key]);
      return constOp;
    }
    // Built by another dialect: it is also that dialect's constant for this value and type.
    const newKey = constantKey(this.dialectSlot(newDialect), value, type);
    const other = uniqued.get(newKey);
    if (other !== undefined) {
      this.rewriter.eraseOp(constOp);
      this.referencedKeys.get(other)!.push(key);
      other.location = this.erasedLocation;
      uniqued.set(key, other);
      return other;
    }
    uniqued.set(key, constOp);
    uniqued.set(newKey, constOp);
    this.referencedKeys.set(constOp, [key, newKey]);
    return constOp;
  }
}

/**
 * Moves a constant to the front of `block`. Done directly, as MLIR's folder does: hoisting a
 * constant is bookkeeping of the driver, not a rewrite, and reporting it would reorder the
 * greedy worklist relative to MLIR's.
 */
function moveToFront(op: Operation, block: Block): void {
  op.remove();
  block.insertAt(op, block.firstOp);
}

function isAttribute(result: Attribute | Value): result is Attribute {
  return result instanceof Attribute;
}
