/**
 * The scf dialect's transform ops (MLIR 22's SCFTransformOps), injected into the transform
 * dialect as an extension: `transform.loop.unroll`, `loop.unroll_and_jam`, `loop.peel`,
 * `loop.outline`, `loop.coalesce`, `loop.promote_if_one_iteration`, and Strata's own
 * `transform.loop.tile` (MLIR has no scf-only tiling op). Each applies a loop utility of this
 * package (src/utils) through the interpreter's rewriter, so that handles follow the payload.
 *
 * A separate entry point (`@strata/dialect-scf/transform`): users of the dialect alone do not load
 * the transform interpreter.
 */
import { registerArithDialect } from '@strata/dialect-arith';
import { registerFuncDialect } from '@strata/dialect-func';
import {
  BoolAttrConstraint,
  DenseArrayAttr,
  DenseI64ArrayAttr,
  defaultValued,
  defineOp,
  emitErrorAt,
  type DialectRegistry,
  IntegerAttr,
  IntegerType,
  OpAsmOpInterface,
  type Operation,
  type RegistrableOpClass,
  type SymbolTable,
  StrAttr,
  type StringAttr,
  TypeConstraint,
  UnitAttr,
  UnitAttrConstraint,
  variadic,
  FunctionType,
  type OpAsmPrinter,
  type OperationParser,
  type ParsedOperationState,
} from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';
import {
  type ApplyToOne,
  applyToEach,
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
  functionalStyleEffects,
  OperationType,
  PositiveI64Attr,
  readsHandlesModifiesPayloadEffects,
  registerTransformDialectExtension,
  type TransformDialectExtension,
  TransformOpHandle,
  TransformOpInterface,
} from '@strata/transform';
import { registerSCFDialect } from './dialect.js';
import { ForOp } from './ops/for.js';
import { ForallOp } from './ops/forall.js';
import { IfOp } from './ops/if.js';
import { coalescePerfectlyNestedSCFForLoops } from './utils/coalesce.js';
import { forallToForLoop, forallToParallelLoop } from './utils/forall-to-for.js';
import { outlineLoop } from './utils/outline.js';
import { peelForLoopAndSimplifyBounds, peelForLoopFirstIteration } from './utils/peel.js';
import { promoteIfSingleIteration } from './utils/promote.js';
import { tilePerfectlyNestedByConstants } from './utils/tile.js';
import { loopUnrollJamByFactor } from './utils/unroll-jam.js';
import { loopUnrollByFactor } from './utils/unroll.js';
import { ApplyForLoopCanonicalizationPatternsOp } from './transform/for-loop-canonicalization.js';
import { ApplySCFStructuralConversionPatternsOp } from './transform/structural-conversions.js';

/** MLIR's `Transform_ScfForOp`: a handle of type `!transform.op<"scf.for">`. */
const ScfForHandle = new TypeConstraint(
  'Transform IR handle to scf.for operations',
  (t) => t instanceof OperationType && t.operationName === 'scf.for',
);

const success = (): DiagnosedSilenceableFailure => DiagnosedSilenceableFailure.success();
/**
 * The `factor` property, or null beyond 2^53: no loop could be unrolled that many times (MLIR would
 * try, and not finish), so such factors fail instead.
 */
function factorOf(op: Operation): number | null {
  const factor = Number((op.properties.get('factor') as IntegerAttr).value);
  return Number.isSafeInteger(factor) ? factor : null;
}
const flag = (op: Operation, name: string): boolean =>
  ((op.properties.get(name) as IntegerAttr | undefined)?.value ?? 0n) !== 0n;
const falseAttr = (context: Parameters<typeof IntegerType.get>[0]) =>
  IntegerAttr.get(IntegerType.get(context, 1), 0);

/**
 * Results named after their ODS names (`%peeled_loop, %remainder_loop = ...`), as MLIR names the
 * results of its multi-result ops.
 */
function namedResults(...names: string[]) {
  return OpAsmOpInterface.implement({
    getAsmResultNames: (op, setName) => names.forEach((name, i) => setName(op.getResult(i), name)),
  });
}

/** The `apply` of a transform op acting on each target on its own. */
function eachTarget(applyToOne: ApplyToOne) {
  return TransformOpInterface.implement({ apply: applyToEach(applyToOne) });
}

/** Payload in a handle typed `!transform.op<"scf.for">` is an scf.for; this guards the cast. */
function requireFor(transform: Operation, target: Operation): ForOp | DiagnosedSilenceableFailure {
  return target instanceof ForOp
    ? target
    : emitDefiniteFailure(
        transform,
        `expected an 'scf.for' payload op, got '${target.name.identifier}'`,
      );
}

/** `transform.loop.unroll %loops {factor = 4} : !transform.any_op`: unrolls each scf.for. */
export class LoopUnrollOp extends defineOp({
  name: 'transform.loop.unroll',
  operands: { target: TransformOpHandle },
  properties: { factor: PositiveI64Attr },
  interfaces: [
    functionalStyleEffects,
    eachTarget((op, target, rewriter) => {
      if (!(target instanceof ForOp))
        return emitSilenceableFailure(op.location, 'failed to unroll, incorrect type of payload');
      const factor = factorOf(op);
      if (factor !== null && loopUnrollByFactor(rewriter, target, factor) !== null)
        return success();
      return emitSilenceableFailure(op.location, 'failed to unroll');
    }),
  ],
  assemblyFormat: '$target attr-dict `:` type($target)',
}) {}

/** `transform.loop.unroll_and_jam %loop {factor = 2} : !transform.op<"scf.for">`. */
export class LoopUnrollAndJamOp extends defineOp({
  name: 'transform.loop.unroll_and_jam',
  operands: { target: TransformOpHandle },
  properties: { factor: PositiveI64Attr },
  interfaces: [
    functionalStyleEffects,
    eachTarget((op, target, rewriter) => {
      const factor = factorOf(op);
      if (
        target instanceof ForOp &&
        factor !== null &&
        loopUnrollJamByFactor(rewriter, target, factor) === null
      )
        return success();
      return emitSilenceableFailure(op.location, 'failed to unroll and jam');
    }),
  ],
  assemblyFormat: '$target attr-dict `:` type($target)',
}) {}

/**
 * `%main, %rest = transform.loop.peel %loop [{peel_front}] : (!transform.op<"scf.for">) -> (...)`:
 * peels the last (or, with `peel_front`, the first) iteration. Results: the target loop and the
 * loop of the peeled iteration(s). A loop that needs no peeling is a silenceable failure.
 */
export class LoopPeelOp extends defineOp({
  name: 'transform.loop.peel',
  operands: { target: ScfForHandle },
  results: { peeled_loop: TransformOpHandle, remainder_loop: TransformOpHandle },
  properties: {
    peel_front: defaultValued(BoolAttrConstraint, falseAttr),
    fail_if_already_divisible: defaultValued(BoolAttrConstraint, falseAttr),
  },
  interfaces: [
    functionalStyleEffects,
    namedResults('peeled_loop', 'remainder_loop'),
    eachTarget((op, target, rewriter, results) => {
      const loop = requireFor(op, target);
      if (!(loop instanceof ForOp)) return loop;
      if (flag(op, 'peel_front')) {
        const first = peelForLoopFirstIteration(rewriter, loop);
        if (first === null)
          return emitSilenceableFailure(op.location, 'failed to peel the first iteration');
        results.push(loop, first);
        return success();
      }
      const peeled = peelForLoopAndSimplifyBounds(rewriter, loop);
      if (peeled === null)
        return emitSilenceableFailure(op.location, 'failed to peel the last iteration');
      results.push(peeled.mainLoop, peeled.partialIteration);
      return success();
    }),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, results)',
}) {}

/**
 * `%fn, %call = transform.loop.outline %loop {func_name = "f"} : (...) -> (...)`: moves each loop
 * into a new function (named `f`, or `f_N` when taken) called in its place.
 */
export class LoopOutlineOp extends defineOp({
  name: 'transform.loop.outline',
  operands: { target: TransformOpHandle },
  results: { function: TransformOpHandle, call: TransformOpHandle },
  properties: { func_name: StrAttr },
  interfaces: [
    functionalStyleEffects,
    namedResults('function', 'call'),
    TransformOpInterface.implement({
      apply(op, rewriter, results, state) {
        const name = (op.properties.get('func_name') as StringAttr).value;
        const functions: Operation[] = [];
        const calls: Operation[] = [];
        const tables = new Map<Operation, SymbolTable>();
        for (const target of state.getPayloadOps(op.getOperand(0))) {
          const outlined = outlineLoop(rewriter, target, name, tables);
          if (outlined === null) {
            const failure = emitSilenceableFailure(op.location, 'failed to outline');
            failure.attachNote('target op', target.location);
            return failure;
          }
          functions.push(outlined.function);
          calls.push(outlined.call);
        }
        results.set(0, functions);
        results.set(1, calls);
        return success();
      },
    }),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, results)',
}) {}

/** `%c = transform.loop.coalesce %loop : (...) -> (...)`: coalesces the perfect nest under each loop. */
export class LoopCoalesceOp extends defineOp({
  name: 'transform.loop.coalesce',
  operands: { target: TransformOpHandle },
  results: { transformed: TransformOpHandle },
  interfaces: [
    functionalStyleEffects,
    eachTarget((op, target, rewriter, results) => {
      results.push(target);
      if (target instanceof ForOp && coalescePerfectlyNestedSCFForLoops(rewriter, target))
        return success();
      return emitSilenceableFailure(op.location, 'failed to coalesce');
    }),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, $transformed)',
}) {}

/** `transform.loop.promote_if_one_iteration %loop : ...`: inlines each loop that runs once. */
export class LoopPromoteIfOneIterationOp extends defineOp({
  name: 'transform.loop.promote_if_one_iteration',
  operands: { target: TransformOpHandle },
  interfaces: [
    functionalStyleEffects,
    eachTarget((_op, target, rewriter) => {
      if (target instanceof ForOp) promoteIfSingleIteration(rewriter, target);
      return success();
    }),
  ],
  assemblyFormat: '$target attr-dict `:` type($target)',
}) {}

/**
 * Strata's `%outer, %inner = transform.loop.tile %loop {tile_sizes = array<i64: 4, 8>} :
 * (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)`: tiles the perfect nest
 * rooted at each loop by strip-mining (MLIR's `tilePerfectlyNested`; one size per loop, extra
 * sizes ignored). Results: the outermost tile loop (the target) and the innermost point loop. A
 * nest that cannot be tiled (iter_args, unsigned loops) is a silenceable failure.
 */
export class LoopTileOp extends defineOp({
  name: 'transform.loop.tile',
  operands: { target: ScfForHandle },
  results: { tile_loop: TransformOpHandle, point_loop: TransformOpHandle },
  properties: { tile_sizes: DenseI64ArrayAttr },
  interfaces: [
    functionalStyleEffects,
    namedResults('tile_loop', 'point_loop'),
    eachTarget((op, target, rewriter, results) => {
      const loop = requireFor(op, target);
      if (!(loop instanceof ForOp)) return loop;
      const sizes = (op.properties.get('tile_sizes') as DenseArrayAttr).values.map(Number);
      const tiled = tilePerfectlyNestedByConstants(rewriter, loop, sizes);
      if (typeof tiled === 'string')
        return emitSilenceableFailure(op.location, `failed to tile: ${tiled}`);
      results.push(loop, tiled.pointLoops.at(-1) ?? loop);
      return success();
    }),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, results)',
}) {}

/**
 * The `apply` of the forall-lowering ops: the handle must hold one `scf.forall`, `countProblem`
 * checks the number of results of the transform op against it, and `lower` replaces it by the ops
 * the results are bound to, one each (or answers why it cannot).
 */
function lowerSingleForall(
  countProblem: (op: Operation, target: ForallOp) => string | null,
  lower: (rewriter: PatternRewriter, target: ForallOp) => readonly Operation[] | string,
) {
  return TransformOpInterface.implement({
    apply(op, rewriter, results, state) {
      const payload = state.getPayloadOps(op.getOperand(0));
      if (payload.length !== 1)
        return emitSilenceableFailure(op.location, 'expected a single payload op');
      const target = payload[0]!;
      const problem =
        target instanceof ForallOp
          ? countProblem(op, target)
          : 'expected the payload to be scf.forall';
      if (problem !== null) {
        const failure = emitSilenceableFailure(op.location, problem);
        failure.attachNote('payload op', target.location);
        return failure;
      }
      const lowered = lower(rewriter, target as ForallOp);
      if (typeof lowered === 'string') return emitSilenceableFailure(op.location, lowered);
      lowered.forEach((loop, i) => results.set(i, [loop]));
      return success();
    },
  });
}

/**
 * `%i, %j = transform.loop.forall_to_for %forall : (!transform.any_op) -> (!transform.any_op,
 * !transform.any_op)`: replaces one `scf.forall` (without shared outputs) by a nest of `scf.for`
 * loops, one result per induction variable.
 */
export class ForallToForOp extends defineOp({
  name: 'transform.loop.forall_to_for',
  operands: { target: TransformOpHandle },
  results: { transformed: variadic(TransformOpHandle) },
  interfaces: [
    functionalStyleEffects,
    lowerSingleForall(
      (op, target) =>
        op.numResults === target.rank
          ? null
          : `op expects as many results (${op.numResults}) as payload has induction variables (${target.rank})`,
      forallToForLoop,
    ),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, results)',
}) {}

/** `%p = transform.loop.forall_to_parallel %forall : (!transform.any_op) -> !transform.any_op`. */
export class ForallToParallelOp extends defineOp({
  name: 'transform.loop.forall_to_parallel',
  operands: { target: TransformOpHandle },
  results: { transformed: variadic(TransformOpHandle) },
  interfaces: [
    functionalStyleEffects,
    lowerSingleForall(
      (op) => (op.numResults === 1 ? null : `op expects one result, given ${op.numResults}`),
      (rewriter, target) => {
        const loop = forallToParallelLoop(rewriter, target);
        return typeof loop === 'string' ? loop : [loop];
      },
    ),
  ],
  assemblyFormat: '$target attr-dict `:` functional-type($target, results)',
}) {}

const TAKE_ELSE = 'take_else_branch';

/**
 * `transform.scf.take_assumed_branch %if [take_else_branch] : (!transform.any_op) -> ()`: replaces
 * each `scf.if` by the contents of its then (or else) region, as if the condition were known.
 */
export class TakeAssumedBranchOp extends defineOp({
  name: 'transform.scf.take_assumed_branch',
  operands: { target: TransformOpHandle },
  properties: { take_else_branch: UnitAttrConstraint },
  interfaces: [
    readsHandlesModifiesPayloadEffects,
    eachTarget((op, target, rewriter) => {
      // MLIR reports these at the transform op's location, without the op itself.
      if (!(target instanceof IfOp)) {
        emitErrorAt(op.location, 'transform applied to the wrong op kind', (diagnostic) =>
          diagnostic.attachNote('when applied to this op', target.location),
        );
        return DiagnosedSilenceableFailure.definiteFailure();
      }
      const takeElse = op.properties.has(TAKE_ELSE);
      const region = takeElse ? target.elseRegion : target.thenRegion;
      if (!region.hasOneBlock()) {
        const which = takeElse ? '`else`' : '`then`';
        emitErrorAt(op.location, `requires an scf.if op with a single-block ${which} region`);
        return DiagnosedSilenceableFailure.definiteFailure();
      }
      const block = region.front!;
      const terminator = block.back!;
      const values = terminator.operands;
      rewriter.inlineBlockBefore(block, target.getBlock()!, target);
      rewriter.replaceOp(target, values);
      rewriter.eraseOp(terminator);
      return success();
    }),
  ],
  // MLIR's format is `$target (`take_else_branch` $take_else_branch^)? attr-dict `:`
  // functional-type(operands, results)`; ir-core's formats do not yet print a unit attribute as its
  // keyword alone, hence the hand-written syntax.
  parse: parseTakeAssumedBranch,
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    if (op.properties.has(TAKE_ELSE)) printer.write(` ${TAKE_ELSE}`);
    printer.printOptionalAttrDict(op.getAttrs(), [TAKE_ELSE]);
    printer.write(' : ');
    printer.printFunctionalType(op.getOperandTypes(), []);
  },
}) {}

function parseTakeAssumedBranch(parser: OperationParser, state: ParsedOperationState): boolean {
  const target = parser.parseOperand();
  if (target === null) return false;
  if (parser.parseOptionalKeyword(TAKE_ELSE) !== undefined)
    state.properties.set(TAKE_ELSE, UnitAttr.get(parser.context));
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  const offset = parser.getCurrentOffset();
  const type = parser.parseColonType();
  if (type === null) return false;
  if (!(type instanceof FunctionType) || type.inputs.length !== 1 || type.results.length !== 0) {
    parser.emitErrorAt(offset, 'expected a function type with one input and no results');
    return false;
  }
  return parser.resolveOperand(target, type.inputs[0]!, state.operands);
}

export { ApplyForLoopCanonicalizationPatternsOp, ApplySCFStructuralConversionPatternsOp };

/** The scf extension of the transform dialect. */
export const scfTransformDialectExtension: TransformDialectExtension = {
  name: 'scf-transform',
  ops: [
    ApplyForLoopCanonicalizationPatternsOp,
    ApplySCFStructuralConversionPatternsOp,
    LoopCoalesceOp,
    LoopOutlineOp,
    LoopPeelOp,
    LoopPromoteIfOneIterationOp,
    LoopTileOp,
    LoopUnrollAndJamOp,
    LoopUnrollOp,
    TakeAssumedBranchOp,
    ForallToForOp,
    ForallToParallelOp,
  ] as readonly RegistrableOpClass[],
  dependentDialects: ['arith', 'func', 'scf'],
};

/**
 * Registers the scf transform ops with the transform dialect of `registry` (MLIR's
 * `scf::registerTransformDialectExtension`), and the dialects their transforms generate ops of.
 */
export function registerSCFTransformDialectExtension(registry: DialectRegistry): void {
  if (registry.getLoader('arith') === undefined) registerArithDialect(registry);
  if (registry.getLoader('func') === undefined) registerFuncDialect(registry);
  if (registry.getLoader('scf') === undefined) registerSCFDialect(registry);
  registerTransformDialectExtension(registry, scfTransformDialectExtension);
}
