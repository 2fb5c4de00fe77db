/**
 * Outlining a single-block region into a `func.func` called in its place (MLIR's
 * `outlineSingleBlockRegion`), and the `transform.loop.outline` recipe built on it: wrap the loop
 * in an `scf.execute_region`, outline that region, and give the function a unique name.
 */
import { ConstantOp as ArithConstantOp } from '@strata/dialect-arith';
import { CallOp, FuncOp, ReturnOp } from '@strata/dialect-func';
import {
  FlatSymbolRefAttr,
  FunctionOpInterface,
  FunctionType,
  IRMapping,
  type Location,
  type Operation,
  type Region,
  StringAttr,
  SymbolTable,
  TypeAttr,
  type Value,
} from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import { ExecuteRegionOp } from '../ops/execute-region.js';
import { YieldOp } from '../ops/terminators.js';
import { loadGeneratedDialects } from './arith-helpers.js';
import { getUsedValuesDefinedAbove } from './region-values.js';

/** The function a region was outlined into, and the call that replaced its body. */
export interface OutlinedRegion {
  function: FuncOp;
  call: CallOp;
}

/** The closest op around `op` that implements `FunctionOpInterface`, or null. */
function enclosingFunction(op: Operation): Operation | null {
  for (let parent = op.getParentOp(); parent !== null; parent = parent.getParentOp())
    if (FunctionOpInterface.get(parent) !== null) return parent;
  return null;
}

/** Whether `value` is an `arith.constant` of index type (MLIR copies those into the function). */
function isIndexConstant(value: Value): boolean {
  const def = value.getDefiningOp();
  return def instanceof ArithConstantOp && value.type.isIndex();
}

/**
 * Moves the single block of `region` into a new `func.func @funcName`, inserted before the function
 * around the region, and leaves in the region a block that calls it and yields the call's results
 * with a copy of the old terminator. The function takes the block's arguments and then the values
 * the region used from outside; index constants among those are copied into the function instead
 * of being read from its arguments. The name is used as given (see {@link outlineLoop} for
 * uniquing). Returns null, leaving the IR alone, when the region has several blocks or is not
 * inside a function.
 */
export function outlineSingleBlockRegion(
  rewriter: PatternRewriter,
  location: Location,
  region: Region,
  funcName: string,
): OutlinedRegion | null {
  if (!region.hasOneBlock()) return null;
  const parentOp = region.parentOp;
  const parentFunction = parentOp === null ? null : enclosingFunction(parentOp);
  if (parentFunction === null) return null;
  loadGeneratedDialects(location.context);
  return rewriter.withInsertionGuard(() => {
    const original = region.front!;
    const terminator = original.back!;
    rewriter.setInsertionPoint(parentFunction);
    const captures = getUsedValuesDefinedAbove(region);
    const blockArgs = original.arguments;
    const argTypes = [...blockArgs.map((arg) => arg.type), ...captures.map((value) => value.type)];
    const blockArgLocations = blockArgs.map((arg) => arg.location);
    const context = location.context;
    const fn = rewriter.createOp(FuncOp, location, {
      sym_name: StringAttr.get(context, funcName),
      function_type: TypeAttr.get(
        FunctionType.get(context, argTypes, terminator.getOperandTypes()),
      ),
    });
    // The function's arguments take its location (MLIR's `addEntryBlock`); only the block left in
    // the region keeps the old arguments' locations.
    const body = rewriter.createBlock(
      fn.body,
      null,
      argTypes,
      argTypes.map(() => location),
    );
    const bodyArgs = body.arguments;
    rewriter.mergeBlocks(original, body, bodyArgs.slice(0, blockArgs.length));
    rewriter.setInsertionPointToEnd(body);
    rewriter.createOp(ReturnOp, location, { returnedValues: terminator.operands });

    // The region gets a new block with the old arguments, calling the function.
    const block = rewriter.createBlock(
      region,
      null,
      argTypes.slice(0, blockArgs.length),
      blockArgLocations,
    );
    const call = rewriter.createOp(CallOp, location, {
      callee: FlatSymbolRefAttr.get(context, funcName),
      argOperands: [...block.arguments, ...captures],
      callResults: fn.functionType.results,
    });
    const mapping = new IRMapping();
    terminator.operands.forEach((operand, i) => mapping.map(operand, call.getResult(i)));
    rewriter.clone(terminator, mapping);
    rewriter.eraseOp(terminator);

    // Inside the function, the captured values are its trailing arguments (or copied constants).
    captures.forEach((capture, i) => {
      let replacement: Value = bodyArgs[blockArgs.length + i]!;
      if (isIndexConstant(capture)) {
        rewriter.setInsertionPointToStart(body);
        replacement = rewriter.clone(capture.getDefiningOp()!).getResult(0);
      }
      rewriter.replaceUsesWithIf(capture, replacement, (use) => fn.isProperAncestor(use.owner));
    });
    return { function: fn, call };
  });
}

/**
 * Wraps `op`, which must have exactly one region, in an `scf.execute_region` yielding its results:
 * the op is rebuilt inside, taking over the old region. Returns the new op, or null when `op` has
 * another number of regions.
 */
export function wrapInExecuteRegion(
  rewriter: PatternRewriter,
  op: Operation,
): ExecuteRegionOp | null {
  if (op.numRegions !== 1) return null;
  return rewriter.withInsertionGuard(() => {
    rewriter.setInsertionPoint(op);
    const wrapper = rewriter.createOp(ExecuteRegionOp, op.location, {
      outputs: op.getResultTypes(),
    });
    rewriter.setInsertionPointToStart(wrapper.region.emplaceBlock());
    const rebuilt = rewriter.insert(op.cloneWithoutRegions());
    rewriter.inlineRegionBefore(op.getRegion(0), rebuilt.getRegion(0));
    rewriter.createOp(YieldOp, op.location, { values: rebuilt.results });
    rewriter.replaceOp(op, wrapper.results);
    return wrapper;
  });
}

/**
 * `transform.loop.outline`'s recipe: wraps `loop` in an `scf.execute_region`, outlines its region
 * into `func.func @funcName` (renamed `funcName_N` when the name is taken in the nearest symbol
 * table) and returns the function and its call. `symbolTables` caches the tables between calls,
 * as MLIR's op does across its targets. Returns null, leaving the IR alone, for an op with other
 * than one region or outside any function.
 */
export function outlineLoop(
  rewriter: PatternRewriter,
  loop: Operation,
  funcName: string,
  symbolTables: Map<Operation, SymbolTable> = new Map(),
): OutlinedRegion | null {
  const location = loop.location;
  const tableOp = SymbolTable.getNearestSymbolTable(loop);
  // Checked first: the wrapping below would otherwise stay behind when outlining is refused.
  if (loop.numRegions !== 1 || enclosingFunction(loop) === null) return null;
  const wrapper = wrapInExecuteRegion(rewriter, loop);
  if (wrapper === null) return null;
  const outlined = outlineSingleBlockRegion(rewriter, location, wrapper.region, funcName);
  if (outlined === null) return null;
  if (tableOp !== null) {
    let table = symbolTables.get(tableOp);
    if (table === undefined) {
      table = new SymbolTable(tableOp);
      symbolTables.set(tableOp, table);
    }
    const name = table.insert(outlined.function);
    const call = outlined.call;
    rewriter.modifyOpInPlace(call, () =>
      call.setInherentAttr('callee', FlatSymbolRefAttr.get(call.context, name.value)),
    );
  }
  return outlined;
}
