/**
 * `memref.dim`'s canonicalization (MLIR 22's `DimOfMemRefReshape`): the size of a dimension of a
 * `memref.reshape` is the shape buffer's element at that dimension. Built on demand, as the other
 * pattern modules: ops/shape.ts refers to this one while the op modules load.
 */
import { BoolAttr, IndexType, type MemRefType, type Value } from '@strata/ir-core';
import { definePattern, type RewritePattern } from '@strata/pattern-rewrite';
import { LoadOp } from './ops/access.js';
import { ReshapeOp } from './ops/reshape.js';
import { DimOp } from './ops/shape.js';

/**
 * Whether `index` is available just after `reshape`, judged as MLIR judges it (no dominance
 * analysis): defined before the reshape in its block, or a block argument there, or defined in a
 * region enclosing the reshape's; or, from another block, used by a dim in the reshape's block.
 */
function availableAfter(index: Value, reshape: ReshapeOp, dim: DimOp): boolean {
  const block = index.getParentBlock();
  if (block === reshape.parentBlock) {
    const definer = index.getDefiningOp();
    return definer === null || !reshape.isBeforeInBlock(definer);
  }
  if (dim.parentBlock === reshape.parentBlock) return true;
  const indexRegion = index.getParentRegion();
  const reshapeRegion = reshape.parentBlock?.parent ?? null;
  return (
    indexRegion !== null && reshapeRegion !== null && indexRegion.isProperAncestor(reshapeRegion)
  );
}

/**
 * `dim(reshape(src, shape), i) -> load(shape[i])`, loaded right after the reshape (the shape buffer
 * may be written later), cast to index by `arith.index_cast` when the shape holds integers. The
 * cast is built by name, as memref does not depend on arith; without arith loadable, no rewrite.
 */
function dimOfReshape(): RewritePattern {
  return definePattern(
    DimOp,
    (op, rewriter) => {
      const reshape = op.source.getDefiningOp();
      if (!(reshape instanceof ReshapeOp) || !availableAfter(op.index, reshape, op)) return false;
      const index = IndexType.get(op.context);
      // The shape operand's constraint makes it a ranked memref of integers or indices.
      const loaded = (reshape.shape.type as MemRefType).elementType;
      if (loaded !== index && op.context.getOrLoadDialect('arith') === undefined) return false;
      rewriter.setInsertionPointAfter(reshape);
      let size: Value = rewriter.createOp(LoadOp, op.location, {
        memref: reshape.shape,
        indices: [op.index],
        result: loaded,
        // As MLIR's builder, which sets the default (visible in the generic form).
        nontemporal: BoolAttr.get(op.context, false),
      }).result;
      if (loaded !== index)
        size = rewriter
          .create({
            name: 'arith.index_cast',
            location: op.location,
            operands: [size],
            resultTypes: [index],
          })
          .getResult(0);
      rewriter.replaceOp(op, [size]);
      return true;
    },
    { debugName: 'DimOfMemRefReshape', generatedOps: ['memref.load', 'arith.index_cast'] },
  );
}

export function dimPatterns(): RewritePattern[] {
  return [dimOfReshape()];
}
