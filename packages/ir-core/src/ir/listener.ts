import type { Block } from './block.js';
import type { Operation } from './operation.js';
import type { Region } from './region.js';
import type { Location } from '../attributes/location.js';
import type { Value } from './value.js';

/** Where an op or block was before a move: the block (or region) and the item it preceded. */
export interface InsertPoint {
  readonly block: Block;
  /** The op the moved op preceded; null when it was the last op. */
  readonly before: Operation | null;
}

/**
 * Observes what an {@link OpBuilder} creates (MLIR's `OpBuilder::Listener`). Both methods are
 * optional.
 */
export interface BuilderListener {
  /**
   * An op was inserted. `previous` is where it was before when it was moved, null when it was not
   * in a block (newly created).
   */
  notifyOperationInserted?(op: Operation, previous: InsertPoint | null): void;
  /**
   * A block was inserted. `previousRegion`/`previousBefore` say where it was when it was moved
   * (both null when it is new).
   */
  notifyBlockInserted?(
    block: Block,
    previousRegion: Region | null,
    previousBefore: Block | null,
  ): void;
}

/**
 * A rewrite pattern as listeners see it. Patterns are defined by pattern-rewrite; ir-core only
 * names them, so this is their shape.
 */
export interface PatternDescription {
  getDebugName(): string;
}

/**
 * Observes every change a rewriter makes (MLIR's `RewriterBase::Listener`): the single extension
 * point of the greedy driver's worklist, the conversion driver's undo log and the transform
 * interpreter's handle tracking.
 */
export interface RewriterListener extends BuilderListener {
  /** An op was modified in place (operands, attributes, successors, types of its results...). */
  notifyOperationModified?(op: Operation): void;
  /** `op` is about to be replaced by `replacement` (an op with as many results, or values). */
  notifyOperationReplaced?(op: Operation, replacement: Operation | readonly Value[]): void;
  /** `op` is about to be erased. */
  notifyOperationErased?(op: Operation): void;
  /** `block` is about to be erased. */
  notifyBlockErased?(block: Block): void;
  /** A pattern failed to match; `reason` explains why (for debugging output). */
  notifyMatchFailure?(location: Location, reason: string): void;
  /** A driver is about to try `pattern` on `op` (MLIR 22's `notifyPatternBegin`). */
  notifyPatternBegin?(pattern: PatternDescription, op: Operation): void;
  /** The attempt announced by {@link notifyPatternBegin} ended; `succeeded` says whether it rewrote. */
  notifyPatternEnd?(pattern: PatternDescription, succeeded: boolean): void;
}

/** Forwards every notification to several listeners, in order (MLIR's `ForwardingListener` chain). */
export class ListenerList implements RewriterListener {
  constructor(readonly listeners: RewriterListener[] = []) {}

  notifyOperationInserted(op: Operation, previous: InsertPoint | null): void {
    for (const l of this.listeners) l.notifyOperationInserted?.(op, previous);
  }

  notifyBlockInserted(
    block: Block,
    previousRegion: Region | null,
    previousBefore: Block | null,
  ): void {
    for (const l of this.listeners) l.notifyBlockInserted?.(block, previousRegion, previousBefore);
  }

  notifyOperationModified(op: Operation): void {
    for (const l of this.listeners) l.notifyOperationModified?.(op);
  }

  notifyOperationReplaced(op: Operation, replacement: Operation | readonly Value[]): void {
    for (const l of this.listeners) l.notifyOperationReplaced?.(op, replacement);
  }

  notifyOperationErased(op: Operation): void {
    for (const l of this.listeners) l.notifyOperationErased?.(op);
  }

  notifyBlockErased(block: Block): void {
    for (const l of this.listeners) l.notifyBlockErased?.(block);
  }

  notifyMatchFailure(location: Location, reason: string): void {
    for (const l of this.listeners) l.notifyMatchFailure?.(location, reason);
  }

  notifyPatternBegin(pattern: PatternDescription, op: Operation): void {
    for (const l of this.listeners) l.notifyPatternBegin?.(pattern, op);
  }

  notifyPatternEnd(pattern: PatternDescription, succeeded: boolean): void {
    for (const l of this.listeners) l.notifyPatternEnd?.(pattern, succeeded);
  }
}
