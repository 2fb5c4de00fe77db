/**
 * Ops that find or change payload ops: `structured.match`, `annotate`, `apply_patterns` with
 * pattern descriptor ops (`apply_patterns.canonicalization`), and `apply_cse`.
 */
import {
  AnyRegion,
  ArrayAttr,
  type Attribute,
  defineOp,
  DictionaryAttr,
  DictionaryAttrConstraint,
  I64Attr,
  isOpTriviallyDead,
  IsolatedFromAbove,
  type MLIRContext,
  IntegerAttr,
  IntegerType,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  NoTerminator,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  SingleBlock,
  StrAttr,
  StringAttr,
  UnitAttr,
  UnitAttrConstraint,
  ArrayAttrConstraint,
  defaultValued,
  IntegerEnumAttr,
  LoopLikeOpInterface,
} from '@strata/ir-core';
import {
  applyOpPatternsGreedily,
  applyPatternsGreedily,
  FrozenRewritePatternSet,
  type PatternRewriter,
  RewritePatternSet,
} from '@strata/pattern-rewrite';
import { collectCanonicalizationPatterns, eliminateCommonSubexpressions } from '@strata/transforms';
import { TransformOpHandle, TransformParam } from '../constraints.js';
import {
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
} from '../diagnosed.js';
import {
  navigationEffects,
  readsHandlesModifiesPayloadEffects,
  PatternDescriptorOpInterface,
  TransformOpInterface,
  type TransformOpModel,
} from '../interfaces.js';
import { parseUnaryFunctionalType } from './syntax.js';

// ---- transform.structured.match -------------------------------------------------------------

/**
 * MLIR's `MatchInterfaceEnum`. A value outside the cases fails property conversion in generic
 * form, as in MLIR (hence storage accepts only satisfying attributes).
 */
type MatchInterfaceName = 'LinalgOp' | 'TilingInterface' | 'LoopLikeInterface';

class MatchInterfaceEnumAttr extends IntegerEnumAttr<MatchInterfaceName> {
  override readonly storageAccepts = (attr: Attribute): boolean => this.isSatisfiedBy(attr);
}

const MatchInterfaceEnum = new MatchInterfaceEnumAttr(
  'MatchInterfaceEnum',
  32,
  { LinalgOp: 0, TilingInterface: 1, LoopLikeInterface: 2 },
  'An interface to match',
);

/**
 * Whether `op` implements the interface `value` names. Strata defines no `LinalgOp` and no
 * `TilingInterface`, so no op implements them: they match nothing, which is what MLIR answers for
 * any payload without such ops.
 */
function implementsMatchInterface(op: Operation, value: bigint): boolean {
  return value === 2n && LoopLikeOpInterface.isImplementedBy(op);
}

export class MatchOp extends defineOp({
  name: 'transform.structured.match',
  operands: { target: TransformOpHandle },
  // MLIR calls the result `results`, which would hide `Operation.results`.
  results: { matched: TransformOpHandle },
  properties: {
    ops: optional(ArrayAttrConstraint),
    interface: optional(MatchInterfaceEnum),
    op_attrs: optional(DictionaryAttrConstraint),
  },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const targets = state.getPayloadOps(op.getOperand(0));
        if (targets.length !== 1)
          return emitDefiniteFailure(op, 'requires exactly one target handle!');
        const names = (op.properties.get('ops') as ArrayAttr | undefined)?.value.map(
          (a) => (a as StringAttr).value,
        );
        const iface = (op.properties.get('interface') as IntegerAttr | undefined)?.value;
        const attrs = (op.properties.get('op_attrs') as DictionaryAttr | undefined)?.value ?? [];
        const matched: Operation[] = [];
        targets[0]!.walk((candidate) => {
          if (names !== undefined && !names.includes(candidate.name.identifier)) return;
          if (iface !== undefined && !implementsMatchInterface(candidate, iface)) return;
          for (const named of attrs) if (candidate.getAttr(named.name) !== named.value) return;
          matched.push(candidate);
        });
        results.set(0, matched);
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  parse: parseMatchOp,
  print: (op: Operation, printer: OpAsmPrinter) => printMatchOp(op, printer),
}) {}

/** `[ops{[...]}] [interface{Name}] [attributes {...}] in %target : (T) -> T`. */
function parseMatchOp(parser: OperationParser, state: ParsedOperationState): boolean {
  if (parser.parseOptionalKeyword('ops') !== undefined) {
    if (!parser.parseLBrace()) return false;
    const ops = parser.parseAttribute();
    if (ops === null || !parser.parseRBrace()) return false;
    state.properties.set('ops', ops);
  }
  if (parser.parseOptionalKeyword('interface') !== undefined) {
    if (!parser.parseLBrace()) return false;
    const offset = parser.getCurrentOffset();
    const spelling = parser.parseOptionalKeyword() ?? parser.parseOptionalString();
    const value = spelling === undefined ? undefined : MatchInterfaceEnum.symbolize(spelling);
    if (value === undefined)
      return parser.emitCustomError(
        offset,
        `expected string or keyword containing one of the following enum values for attribute 'interface' [${Object.keys(MatchInterfaceEnum.cases).join(', ')}]`,
      );
    state.properties.set(
      'interface',
      MatchInterfaceEnum.get(parser.context, spelling as MatchInterfaceName),
    );
    if (!parser.parseRBrace()) return false;
  }
  if (parser.parseOptionalKeyword('attributes') !== undefined) {
    const attrs = parser.parseAttribute();
    if (attrs === null) return false;
    state.properties.set('op_attrs', attrs);
  }
  if (parser.parseKeyword('in') === null) return false;
  const target = parser.parseOperand();
  return target !== null && parseUnaryFunctionalType(parser, target, state);
}

function printMatchOp(op: Operation, printer: OpAsmPrinter): void {
  const ops = op.properties.get('ops');
  if (ops !== undefined) {
    printer.write(' ops{');
    printer.printAttribute(ops);
    printer.write('}');
  }
  const iface = op.properties.get('interface') as IntegerAttr | undefined;
  if (iface !== undefined)
    printer.write(` interface{${MatchInterfaceEnum.stringify(iface.value)}}`);
  const attrs = op.properties.get('op_attrs');
  if (attrs !== undefined) {
    printer.write(' attributes ');
    printer.printAttribute(attrs);
  }
  printer.write(' in ');
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(op.getAttrs(), ['ops', 'interface', 'op_attrs']);
  printer.write(' : ');
  printer.printFunctionalType([op.getOperand(0).type], [op.getResult(0).type]);
}

// ---- transform.annotate ---------------------------------------------------------------------

export class AnnotateOp extends defineOp({
  name: 'transform.annotate',
  operands: { target: TransformOpHandle, param: optional(TransformParam) },
  // ODS gives a group named like an `Operation` field no accessor: read it with `properties.get`.
  properties: { name: StrAttr },
  interfaces: [
    readsHandlesModifiesPayloadEffects,
    TransformOpInterface.implement({
      apply(op, rewriter, _results, state) {
        const name = (op.properties.get('name') as StringAttr).value;
        const targets = state.getPayloadOps(op.getOperand(0));
        let value: Attribute = UnitAttr.get(op.context);
        if (op.numOperands > 1) {
          const params = state.getParams(op.getOperand(1));
          if (params.length !== 1 && params.length !== targets.length) {
            return emitDefiniteFailure(
              op,
              `parameter and target have different payload lengths (${params.length} vs ${targets.length})`,
            );
          }
          targets.forEach((target, i) => {
            rewriter.modifyOpInPlace(target, () =>
              target.setAttr(name, params.length === 1 ? params[0]! : params[i]!),
            );
          });
          return DiagnosedSilenceableFailure.success();
        }
        for (const target of targets)
          rewriter.modifyOpInPlace(target, () => target.setAttr(name, value));
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  parse: parseAnnotateOp,
  print: (op: Operation, printer: OpAsmPrinter): void => {
    printer.write(' ');
    printer.printOperand(op.getOperand(0));
    printer.write(' ');
    printer.printAttribute(op.properties.get('name')!);
    printer.printOptionalAttrDict(op.getAttrs(), ['name']);
    if (op.numOperands > 1) {
      printer.write(' = ');
      printer.printOperand(op.getOperand(1));
    }
    printer.write(' : ');
    printer.printTypeList(op.operands.map((v) => v.type));
  },
}) {}

/** `%target "name" attr-dict (= %param)? : T (, P)?` (a hand-written parser because the name is a bare string). */
function parseAnnotateOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const target = parser.parseOperand();
  if (target === null) return false;
  const name = parser.parseString();
  if (name === null || !parser.parseOptionalAttrDict(state.attributes)) return false;
  state.properties.set('name', StringAttr.get(parser.context, name));
  const operands = [target];
  if (parser.parseOptionalEqual()) {
    const param = parser.parseOperand();
    if (param === null) return false;
    operands.push(param);
  }
  const types = parser.parseColonTypeList();
  if (types === null) return false;
  return parser.resolveOperands(operands, types, parser.getCurrentOffset(), state.operands);
}

// ---- transform.apply_patterns ---------------------------------------------------------------

export class ApplyCanonicalizationPatternsOp extends defineOp({
  name: 'transform.apply_patterns.canonicalization',
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: () => [] }),
    PatternDescriptorOpInterface.implement({
      populatePatterns(op, patterns) {
        patterns.insertAll(collectCanonicalizationPatterns(op.context));
      },
    }),
  ],
  assemblyFormat: 'attr-dict',
}) {}

const minusOne = (context: MLIRContext) => IntegerAttr.get(IntegerType.get(context, 64), -1);

export class ApplyPatternsOp extends defineOp({
  name: 'transform.apply_patterns',
  operands: { target: TransformOpHandle },
  properties: {
    apply_cse: UnitAttrConstraint,
    max_iterations: defaultValued(I64Attr, minusOne),
    max_num_rewrites: defaultValued(I64Attr, minusOne),
  },
  regions: { patterns: AnyRegion },
  traits: [SingleBlock, NoTerminator],
  interfaces: [
    readsHandlesModifiesPayloadEffects,
    TransformOpInterface.implement({
      apply(op, rewriter, _results, state) {
        const patterns = new RewritePatternSet(op.context);
        for (const descriptor of op.getRegion(0).front?.operations ?? []) {
          const model = PatternDescriptorOpInterface.get(descriptor);
          if (model === null)
            return emitDefiniteFailure(descriptor, 'expected a pattern descriptor op');
          model.populatePatterns(descriptor, patterns);
        }
        const frozen = new FrozenRewritePatternSet(patterns);
        const iterations = Number(
          (op.properties.get('max_iterations') as IntegerAttr | undefined)?.value ?? -1n,
        );
        const rewrites = Number(
          (op.properties.get('max_num_rewrites') as IntegerAttr | undefined)?.value ?? -1n,
        );
        const config = {
          listener: rewriter.listener,
          maxIterations: iterations,
          maxNumRewrites: rewrites,
        };
        for (const target of state.getPayloadOps(op.getOperand(0))) {
          if (target.isProperAncestor(op))
            return emitDefiniteFailure(
              op,
              'cannot apply transform to itself (or one of its ancestors)',
            );
          const converged = target.hasTrait(IsolatedFromAbove.key)
            ? applyPatternsGreedily(target, frozen, config).converged
            : applyOpPatternsGreedily(nestedOps(target), frozen, config).converged;
          if (!converged)
            return emitSilenceableFailure(target.location, 'greedy pattern application failed');
          if (op.properties.has('apply_cse'))
            eliminateCommonSubexpressions(target, { listener: rewriter.listener });
        }
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  assemblyFormat: '`to` $target $patterns attr-dict `:` type($target)',
}) {}

/** Every op nested in `root`, not `root` itself, in post-order. */
function nestedOps(root: Operation): Operation[] {
  const ops: Operation[] = [];
  root.walk((nested) => {
    if (nested !== root) ops.push(nested);
  });
  return ops;
}

// ---- transform.apply_cse --------------------------------------------------------------------

export class ApplyCommonSubexpressionEliminationOp extends defineOp({
  name: 'transform.apply_cse',
  operands: { target: TransformOpHandle },
  interfaces: [
    readsHandlesModifiesPayloadEffects,
    TransformOpInterface.implement({
      apply: onEachPayloadTarget((target, rewriter) => {
        eliminateCommonSubexpressions(target, { listener: rewriter.listener });
      }),
    }),
  ],
  assemblyFormat: '`to` $target attr-dict `:` type($target)',
}) {}

// ---- transform.apply_dce --------------------------------------------------------------------

export class ApplyDeadCodeEliminationOp extends defineOp({
  name: 'transform.apply_dce',
  operands: { target: TransformOpHandle },
  interfaces: [
    readsHandlesModifiesPayloadEffects,
    TransformOpInterface.implement({
      apply: onEachPayloadTarget((target, rewriter) => eraseDeadOps(target, rewriter)),
    }),
  ],
  assemblyFormat: '`to` $target attr-dict `:` type($target)',
}) {}

/**
 * Erases the trivially dead ops nested in `root` through `rewriter`, and those that become dead
 * when their users go (a worklist, as MLIR's `ApplyDeadCodeEliminationOp`).
 */
function eraseDeadOps(root: Operation, rewriter: PatternRewriter): void {
  const worklist = nestedOps(root);
  const queued = new Set(worklist);
  while (worklist.length > 0) {
    const op = worklist.pop()!;
    // Ops erased with an enclosing op were dropped from `queued`.
    if (!queued.delete(op) || !isOpTriviallyDead(op)) continue;
    for (const operand of op.operands) {
      const definer = operand.getDefiningOp();
      if (
        definer !== null &&
        definer !== root &&
        root.isProperAncestor(definer) &&
        !queued.has(definer)
      ) {
        worklist.push(definer);
        queued.add(definer);
      }
    }
    // Nested ops go with it: forget them so that they are not visited after erasure.
    op.walk((nested) => {
      if (nested !== op) queued.delete(nested);
    });
    rewriter.eraseOp(op);
  }
}

/**
 * An `apply` that runs `transformTarget` on each payload op of operand 0, refusing targets that
 * contain the transform op itself (changing the script while it runs is not allowed, as in MLIR).
 */
function onEachPayloadTarget(
  transformTarget: (target: Operation, rewriter: PatternRewriter) => void,
): TransformOpModel['apply'] {
  return (op, rewriter, _results, state) => {
    for (const target of state.getPayloadOps(op.getOperand(0))) {
      if (target.isProperAncestor(op))
        return emitDefiniteFailure(
          op,
          'cannot apply transform to itself (or one of its ancestors)',
        );
      transformTarget(target, rewriter);
    }
    return DiagnosedSilenceableFailure.success();
  };
}
