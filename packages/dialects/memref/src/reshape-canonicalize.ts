/**
 * The canonicalization patterns of `memref.expand_shape` and `memref.collapse_shape`, after MLIR
 * 22's (MemRefOps.cpp, ReshapeOpsUtils.h). Built on demand, as in canonicalize.ts.
 */
import {
  type Attribute,
  IntegerAttr,
  isDynamicDim,
  kDynamic,
  MemRefType,
  type Operation,
  type Type,
  type Value,
} from '@strata/ir-core';
import {
  definePattern,
  getConstantOperandValue,
  type PatternRewriter,
  type RewritePattern,
} from '@strata/pattern-rewrite';
import { replaceWithCast, sourceOfLoosingCast } from './canonicalize.js';
import { hasIdentityLayout, staticArray, staticValues } from './layout.js';
import { CollapseShapeOp, ExpandShapeOp } from './ops/reshape.js';
import {
  composeReassociations,
  computeCollapsedType,
  computeExpandedType,
  type Reassociation,
  reassociationAttr,
  reassociationGroups,
} from './reassociation.js';

/** MLIR's `hasNonIdentityLayout`, which keeps the composing patterns away from strided views. */
function allIdentity(...types: Type[]): boolean {
  return types.every((type) => !(type instanceof MemRefType) || hasIdentityLayout(type));
}

/** A `memref.collapse_shape` of `source` to `type` with `groups`. */
function createCollapse(
  rewriter: PatternRewriter,
  at: Operation,
  source: Value,
  groups: Reassociation,
  type: Type,
): Operation {
  return rewriter.create({
    name: 'memref.collapse_shape',
    location: at.location,
    operands: [source],
    resultTypes: [type],
    properties: new Map([['reassociation', reassociationAttr(at.context, groups)]]),
  });
}

/** A `memref.expand_shape` of `source` with `groups` to `type`, with this output shape. */
function createExpand(
  rewriter: PatternRewriter,
  at: Operation,
  source: Value,
  groups: Reassociation,
  type: Type,
  outputShape: readonly Value[],
  staticOutputShape: Attribute,
): Operation {
  return rewriter.create({
    name: 'memref.expand_shape',
    location: at.location,
    operands: [source, ...outputShape],
    resultTypes: [type],
    properties: new Map<string, Attribute>([
      ['reassociation', reassociationAttr(at.context, groups)],
      ['static_output_shape', staticOutputShape],
    ]),
  });
}

/**
 * A reshape of a reshape in the same direction is one reshape of the first source (MLIR's
 * `ComposeReassociativeReshapeOps`), for identity layouts only.
 */
function composeSameDirection(
  name: 'memref.expand_shape' | 'memref.collapse_shape',
): RewritePattern {
  return definePattern(
    name,
    (op, rewriter) => {
      const producer = op.getOperand(0).getDefiningOp();
      if (producer === null || producer.name.identifier !== name) return false;
      const source = producer.getOperand(0);
      if (!allIdentity(source.type, op.getOperand(0).type, op.getResult(0).type)) return false;
      const groups = composeReassociations(
        reassociationGroups(producer.properties.get('reassociation')!),
        reassociationGroups(op.properties.get('reassociation')!),
      );
      if (groups === null) return false;
      rewriter.replaceOp(
        op,
        name === 'memref.expand_shape'
          ? // The result type, hence its output shape, stays.
            createExpand(
              rewriter,
              op,
              source,
              groups,
              op.getResult(0).type,
              op.operands.slice(1),
              op.properties.get('static_output_shape')!,
            )
          : createCollapse(rewriter, op, source, groups, op.getResult(0).type),
      );
      return true;
    },
    { debugName: 'ComposeReassociativeReshapeOps', generatedOps: [name] },
  );
}

/**
 * `collapse_shape(expand_shape(x))` is one reshape of x when every group of the lower-rank side
 * is a union of whole groups of the other (MLIR's `ComposeCollapseOfExpandOp`); at equal ranks it
 * is a `memref.cast`. The expanding outcome is built only for a static result, whose output shape
 * needs no new ops.
 */
function composeCollapseOfExpand(): RewritePattern {
  return definePattern(
    CollapseShapeOp,
    (op, rewriter) => {
      const expand = op.src.getDefiningOp();
      if (!(expand instanceof ExpandShapeOp)) return false;
      const source = expand.src;
      const sourceType = source.type as MemRefType;
      const resultType = op.result.type as MemRefType;
      if (!allIdentity(op.src.type, sourceType)) return false;
      if (sourceType === resultType) return false;
      const expanding = sourceType.rank < resultType.rank;
      const [higher, lower] = expanding
        ? [op.reassociationIndices, expand.reassociationIndices]
        : [expand.reassociationIndices, op.reassociationIndices];
      const composed: number[][] = [];
      let next = 0;
      for (const group of lower) {
        const last = group[group.length - 1]!;
        const indices: number[] = [];
        while (next < higher.length) {
          const rightmost = higher[next]![higher[next]!.length - 1]!;
          if (rightmost > last) return false;
          indices.push(next++);
          if (rightmost === last) break;
        }
        composed.push(indices);
      }
      if (sourceType.rank > resultType.rank) {
        rewriter.replaceOp(op, createCollapse(rewriter, op, source, composed, resultType));
      } else if (expanding) {
        if (!resultType.hasStaticShape) return false;
        rewriter.replaceOp(
          op,
          createExpand(
            rewriter,
            op,
            source,
            composed,
            resultType,
            [],
            staticArray(op.context, resultType.shape),
          ),
        );
      } else {
        rewriter.replaceOp(
          op,
          rewriter.create({
            name: 'memref.cast',
            location: op.location,
            operands: [source],
            resultTypes: [resultType],
          }),
        );
      }
      return true;
    },
    {
      debugName: 'ComposeCollapseOfExpandOp',
      generatedOps: ['memref.collapse_shape', 'memref.expand_shape', 'memref.cast'],
    },
  );
}

/**
 * A collapse of a `memref.cast` that only made the type less static collapses the cast's source;
 * when that changes the result type, a cast back keeps it (MLIR's `CollapseShapeOpMemRefCastFolder`).
 */
function collapseOfCast(): RewritePattern {
  return definePattern(
    CollapseShapeOp,
    (op, rewriter) => {
      const source = sourceOfLoosingCast(op.src);
      if (source === null) return false;
      const groups = op.reassociationIndices;
      const type = computeCollapsedType(source.type as MemRefType, groups);
      if (type === null) return false;
      if (type === op.result.type) {
        rewriter.modifyOpInPlace(op, () => op.setOperand(0, source));
        return true;
      }
      replaceWithCast(rewriter, op, createCollapse(rewriter, op, source, groups, type));
      return true;
    },
    {
      debugName: 'CollapseShapeOpMemRefCastFolder',
      generatedOps: ['memref.collapse_shape', 'memref.cast'],
    },
  );
}

/**
 * An expansion of a `memref.cast` that only made the type less static expands the cast's source
 * instead, with its constant output sizes made static, and a cast back to the old type. It applies
 * when some size becomes static and the sizes then multiply, group by group, to exactly the cast
 * source's shape (a group with a size still dynamic to a dynamic one); otherwise the new expansion
 * could not read the cast's source as it is.
 */
function expandOfCast(): RewritePattern {
  return definePattern(
    ExpandShapeOp,
    (op, rewriter) => {
      const source = sourceOfLoosingCast(op.src);
      if (source === null) return false;
      const sourceType = source.type as MemRefType;
      const shape = staticValues(op.static_output_shape);
      const dynamicSizes: Value[] = [];
      let next = 0;
      let madeStatic = false;
      for (let dim = 0; dim < shape.length; dim++) {
        if (!isDynamicDim(shape[dim]!)) continue;
        const size = op.output_shape[next++]!;
        const constant = getConstantOperandValue(size);
        if (constant instanceof IntegerAttr) {
          shape[dim] = Number(constant.value);
          madeStatic = true;
        } else dynamicSizes.push(size);
      }
      if (!madeStatic) return false;
      const groups = op.reassociationIndices;
      const fitsSource = groups.every((group, i) => {
        const product = group.reduce(
          (total, dim) =>
            isDynamicDim(shape[dim]!) || isDynamicDim(total) ? kDynamic : total * shape[dim]!,
          1,
        );
        return product === sourceType.shape[i];
      });
      if (!fitsSource) return false;
      const type = computeExpandedType(sourceType, shape, groups);
      if (type === null) return false;
      const expand = createExpand(
        rewriter,
        op,
        source,
        groups,
        type,
        dynamicSizes,
        staticArray(op.context, shape),
      );
      replaceWithCast(rewriter, op, expand);
      return true;
    },
    {
      debugName: 'ExpandShapeOpMemRefCastFolder',
      generatedOps: ['memref.expand_shape', 'memref.cast'],
    },
  );
}

export function expandShapePatterns(): RewritePattern[] {
  return [composeSameDirection('memref.expand_shape'), expandOfCast()];
}

export function collapseShapePatterns(): RewritePattern[] {
  return [
    composeSameDirection('memref.collapse_shape'),
    composeCollapseOfExpand(),
    collapseOfCast(),
  ];
}
