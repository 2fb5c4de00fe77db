/**
 * Inlining one call (MLIR's `InliningUtils`): legality through the dialects' inliner interfaces,
 * type conversions at the call boundary, cloning or moving the callee's blocks into the caller, and
 * turning the callee's terminators into values (one block) or branches to the split-off rest of
 * the caller's block (several blocks).
 */
import {
  Block,
  CallableOpInterface,
  CallOpInterface,
  CallSiteLoc,
  type DialectInlinerInterface,
  IRMapping,
  type Location,
  OpBuilder,
  type Operation,
  type Region,
  type Type,
  UnknownLoc,
  UnrealizedConversionCastOp,
  type Value,
} from '@strata/ir-core';

/** The inliner interface of `op`'s dialect; null (nothing may be inlined) without one. */
export function inlinerInterfaceOf(op: Operation): DialectInlinerInterface | null {
  return op.getDialect()?.inlinerInterface ?? null;
}

/**
 * Whether every op of `source`, nested ones included, may be moved into `dest` (MLIR's
 * `isLegalToInline` over a region). `unrealized_conversion_cast` always may (builtin has no
 * inliner interface, as in MLIR).
 */
function areOpsLegalToInline(source: Region, dest: Region, wouldBeCloned: boolean): boolean {
  const pending: Region[] = [source];
  while (pending.length > 0) {
    const region = pending.pop()!;
    for (const block of region) {
      for (const op of block) {
        if (op instanceof UnrealizedConversionCastOp) continue;
        if (inlinerInterfaceOf(op)?.isLegalToInlineOp(op, dest, wouldBeCloned) !== true)
          return false;
        for (const nested of op.regions) pending.push(nested);
      }
    }
  }
  return true;
}

/**
 * Locations as called from one call site. A call-site location already there keeps its callee
 * outermost and gets the new caller at the bottom of its caller chain: `callsite(a at b)` from
 * `c` becomes `callsite(a at callsite(b at c))`, as MLIR stacks them. Every location met on a
 * chain is remembered with its result, so that the chains the inlined ops share (after repeated
 * inlining, suffixes of each other) are rebuilt once per inlining rather than once per op: a
 * chain of n inlined functions costs O(n) per inlining instead of O(n^2).
 */
class CallSiteStacker {
  private readonly stacked = new Map<Location, Location>();
  private readonly path: CallSiteLoc[] = [];

  constructor(private readonly callerLoc: Location) {}

  stack(loc: Location): Location {
    const path = this.path;
    let base = loc;
    let result: Location | undefined;
    while ((result = this.stacked.get(base)) === undefined && base instanceof CallSiteLoc) {
      path.push(base);
      base = base.caller;
    }
    if (result === undefined) {
      result = CallSiteLoc.get(base, this.callerLoc);
      this.stacked.set(base, result);
    }
    // Rebuild the chain outward from the bottom (an explicit path: chains may be very deep).
    while (path.length !== 0) {
      const node = path.pop()!;
      result = CallSiteLoc.get(node.callee, result);
      this.stacked.set(node, result);
    }
    return result;
  }
}

/** Gives each inlined op and block argument its location as called from `callerLoc`. */
function remapInlinedLocations(blocks: readonly Block[], callerLoc: Location): void {
  const stacker = new CallSiteStacker(callerLoc);
  const pending: Block[] = [...blocks];
  while (pending.length > 0) {
    const block = pending.pop()!;
    for (const arg of block.arguments) arg.location = stacker.stack(arg.location);
    for (const op of block) {
      op.location = stacker.stack(op.location);
      for (const region of op.regions) for (const nested of region) pending.push(nested);
    }
  }
}

/** Moves every op of `from` to the end of `to`, in order. */
function spliceOpsAtEnd(from: Block, to: Block): void {
  for (const op of from) op.moveTo(to, null);
}

/** What the driver of the inliner learns about each inlining. */
export interface InlineListener {
  /** The blocks just placed in the caller, before their terminators are rewritten. */
  processInlinedBlocks(blocks: readonly Block[]): void;
}

/**
 * Builds a conversion of `input` to `type` with the call's dialect hook; null when it has none.
 * The cast ops made are recorded so that a failed inlining can remove them.
 */
function materializeConversion(
  iface: DialectInlinerInterface | null,
  castOps: Operation[],
  builder: OpBuilder,
  input: Value,
  type: Type,
  location: Location,
): Value | null {
  const cast = iface?.materializeCallConversion?.(builder, input, type, location) ?? null;
  if (cast === null) return null;
  castOps.push(cast);
  return cast.getResult(0);
}

/** Undoes the conversions made for a call whose inlining failed. */
function removeCasts(castOps: readonly Operation[]): false {
  for (const cast of castOps) {
    cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
    cast.erase();
  }
  return false;
}

/**
 * Inlines `source` (the body of `callable`) at `call` (MLIR's `inlineCall`): cloned when
 * `shouldClone`, otherwise moved (the callee is left with an empty body). The call itself stays,
 * with no uses left, for the caller to erase. Returns false, with the IR unchanged, when the
 * signatures do not match or a dialect forbids it.
 */
export function inlineCall(
  call: Operation,
  callable: Operation,
  source: Region,
  shouldClone: boolean,
  listener: InlineListener | null,
): boolean {
  const entry = source.front;
  const callModel = CallOpInterface.get(call);
  const callableModel = CallableOpInterface.get(callable);
  if (entry === null || callModel === null || callableModel === null) return false;
  const callOperands = callModel.getArgOperands(call);
  const callResults = call.results;
  const resultTypes = callableModel.getResultTypes(callable);
  if (callOperands.length !== entry.numArguments || callResults.length !== resultTypes.length)
    return false;

  const castOps: Operation[] = [];
  const callIface = inlinerInterfaceOf(call);
  const builder = OpBuilder.before(call);
  const argValues: Value[] = [];
  for (let i = 0; i < callOperands.length; i++) {
    let operand: Value | null = callOperands[i]!;
    const argType = entry.getArgument(i).type;
    if (operand.type !== argType) {
      operand = materializeConversion(callIface, castOps, builder, operand, argType, call.location);
      if (operand === null) return removeCasts(castOps);
    }
    argValues.push(operand);
  }
  builder.setInsertionPointAfter(call);
  for (let i = 0; i < callResults.length; i++) {
    const result = callResults[i]!;
    if (result.type === resultTypes[i]) continue;
    const converted = materializeConversion(
      callIface,
      castOps,
      builder,
      result,
      result.type,
      call.location,
    );
    if (converted === null) return removeCasts(castOps);
    result.replaceAllUsesWith(converted);
    converted.getDefiningOp()!.replaceUsesOfWith(converted, result);
  }
  if (callIface?.isLegalToInlineCall(call, callable, shouldClone) !== true)
    return removeCasts(castOps);
  if (!inlineRegionAt(call, source, argValues, resultTypes, shouldClone, listener))
    return removeCasts(castOps);
  return true;
}

/** MLIR's `inlineRegionImpl` at a call: checks legality, then places and stitches the blocks. */
function inlineRegionAt(
  call: Operation,
  source: Region,
  argValues: readonly Value[],
  resultTypes: readonly Type[],
  shouldClone: boolean,
  listener: InlineListener | null,
): boolean {
  const inlineBlock = call.getBlock()!;
  const insertRegion = inlineBlock.parent!;
  const destOwner = insertRegion.parentOp;
  if (destOwner === null) return false;
  const destIface = inlinerInterfaceOf(destOwner);
  if (destIface?.isLegalToInlineRegion(insertRegion, source, shouldClone) !== true) return false;
  if (!areOpsLegalToInline(source, insertRegion, shouldClone)) return false;

  // Split after the call; the callee's blocks go between the two halves.
  const postInsertBlock = splitAfter(inlineBlock, call);
  if (shouldClone) {
    source.cloneInto(insertRegion, new IRMapping(), postInsertBlock);
  } else {
    for (const block of source.blocks) {
      source.removeBlock(block);
      insertRegion.insertAt(block, postInsertBlock);
    }
  }
  const newBlocks: Block[] = [];
  for (let block = inlineBlock.nextNode; block !== postInsertBlock; block = block!.nextNode)
    newBlocks.push(block!);
  const firstNewBlock = newBlocks[0]!;
  // The callee's arguments become the call's operands.
  for (let i = 0; i < argValues.length; i++)
    firstNewBlock.getArgument(i).replaceAllUsesWith(argValues[i]!);
  if (!(call.location instanceof UnknownLoc)) remapInlinedLocations(newBlocks, call.location);
  listener?.processInlinedBlocks(newBlocks);

  if (newBlocks.length === 1) {
    const terminator = firstNewBlock.back!;
    inlinerInterfaceOf(terminator)?.handleTerminatorWithValues(terminator, call.results);
    terminator.erase();
    spliceOpsAtEnd(postInsertBlock, firstNewBlock);
    postInsertBlock.erase();
  } else {
    call.results.forEach((result, i) =>
      result.replaceAllUsesWith(postInsertBlock.addArgument(resultTypes[i]!, result.location)),
    );
    for (const block of newBlocks) {
      const terminator = block.back!;
      inlinerInterfaceOf(terminator)?.handleTerminatorWithBranch(terminator, postInsertBlock);
    }
  }
  spliceOpsAtEnd(firstNewBlock, inlineBlock);
  firstNewBlock.erase();
  return true;
}

/** MLIR's `splitBlock` after `op`: a new block after `block` holding the ops after `op`. */
function splitAfter(block: Block, op: Operation): Block {
  if (op.nextNode !== null) return block.splitBlock(op.nextNode);
  const tail = new Block();
  block.parent!.insertAt(tail, block.nextNode);
  return tail;
}
