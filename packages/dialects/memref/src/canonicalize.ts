/**
 * The canonicalization patterns of the memref ops, after MLIR 22's (MemRefOps.cpp). Patterns are
 * built on demand: the op modules refer to this one, so nothing here may touch the op classes
 * while the modules load.
 */
import {
  IntegerAttr,
  isDynamicDim,
  MemRefType,
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  type Operation,
} from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { CopyOp } from './ops/access.js';

/** The allocation's users are only deallocations and stores into it: nothing can observe it. */
function isDeadAllocation(alloc: Operation): boolean {
  const buffer = alloc.getResult(0);
  for (const user of buffer.users()) {
    const name = user.name.identifier;
    if (name === 'memref.store' ? user.getOperand(0) === buffer : name !== 'memref.dealloc')
      return false;
  }
  return true;
}

export function allocPatterns(name: string): RewritePattern[] {
  return [
    // An allocation nobody reads goes, with its stores and deallocations.
    definePattern(
      name,
      (op, rewriter) => {
        if (!isDeadAllocation(op)) return false;
        for (const user of [...op.getResult(0).users()]) rewriter.eraseOp(user);
        rewriter.eraseOp(op);
        return true;
      },
      { debugName: 'SimplifyDeadAlloc' },
    ),
    // Constant dynamic sizes move into the type; a cast gives back the original type.
    definePattern(
      name,
      (op, rewriter) => {
        const type = op.getResult(0).type as MemRefType;
        const dynamicCount = type.numDynamicDims;
        const sizes = op.operands.slice(0, dynamicCount);
        const constants = sizes.map((size) => {
          const attr = getConstantOperandValue(size);
          return attr instanceof IntegerAttr && attr.value >= 0n ? Number(attr.value) : null;
        });
        if (constants.every((value) => value === null)) return false;
        let next = 0;
        const shape = type.shape.map((size) =>
          isDynamicDim(size) ? (constants[next++] ?? size) : size,
        );
        const newType = MemRefType.get(
          op.context,
          shape,
          type.elementType,
          type.layout,
          type.memorySpace,
        );
        const kept = sizes.filter((_, i) => constants[i] === null);
        const symbols = op.operands.slice(dynamicCount);
        const properties = new Map(op.properties);
        properties.set(
          OPERAND_SEGMENT_SIZES,
          makeSegmentSizesAttr(op.context, [kept.length, symbols.length]),
        );
        const alloc = rewriter.create({
          name: op.name.identifier,
          location: op.location,
          operands: [...kept, ...symbols],
          resultTypes: [newType],
          properties,
        });
        for (const [attrName, value] of op.getDiscardableAttrs())
          alloc.setDiscardableAttr(attrName, value);
        const cast = rewriter.create({
          name: 'memref.cast',
          location: op.location,
          operands: [alloc.getResult(0)],
          resultTypes: [type],
        });
        rewriter.replaceOp(op, cast);
        return true;
      },
      { debugName: 'SimplifyAllocConst', generatedOps: ['memref.cast'] },
    ),
  ];
}

export function copyPatterns(): RewritePattern[] {
  return [
    // Copying a buffer onto itself does nothing.
    definePattern(
      CopyOp,
      (op, rewriter) => {
        if (op.source !== op.target) return false;
        rewriter.eraseOp(op);
        return true;
      },
      { debugName: 'FoldSelfCopy' },
    ),
  ];
}
