/**
 * Ops with regions that run other transform ops: `foreach` (its body once per payload entity)
 * and `alternatives` (the first region that succeeds on a clone of the scope wins).
 */
import {
  defineOp,
  IsolatedFromAbove,
  MemoryEffectOpInterface,
  optional,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  Region,
  SizedRegion1,
  SingleBlockImplicitTerminator,
  UnitAttr,
  UnitAttrConstraint,
  type Value,
  variadic,
} from '@strata/ir-core';
import { TransformAnyHandle, TransformOpHandle } from '../constraints.js';
import {
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
} from '../diagnosed.js';
import {
  functionalStyleEffects,
  PossibleTopLevelTransformOpTrait,
  TransformOpInterface,
} from '../interfaces.js';
import type { MappedValue } from '../results.js';
import {
  bodyBoundEffects,
  ensureYield,
  forwardTerminatorOperands,
  hasImplicitYield,
  parseOptionalArrowResultTypes,
  printArrowResultTypes,
  verifyTerminatorTypes,
  YIELD,
} from './sequence-support.js';

export class ForeachOp extends defineOp({
  name: 'transform.foreach',
  operands: { targets: variadic(TransformAnyHandle) },
  results: { outputs: variadic(TransformAnyHandle) },
  properties: { with_zip_shortest: UnitAttrConstraint },
  regions: { body: SizedRegion1 },
  traits: [SingleBlockImplicitTerminator(YIELD)],
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: bodyBoundEffects }),
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        // Payloads are read before the body runs: the body may change the handles.
        const payloads = op.operands.map((target) => state.getMappedValues(target));
        // `with_zip_shortest` stops at the shortest payload instead of requiring equal sizes.
        const zipShortest = op.properties.has('with_zip_shortest');
        let iterations = payloads[0]?.length ?? 0;
        if (zipShortest)
          for (const payload of payloads) iterations = Math.min(iterations, payload.length);
        for (let i = 1; !zipShortest && i < payloads.length; i++) {
          if (payloads[i]!.length !== iterations) {
            return emitSilenceableFailure(
              op.location,
              `prior targets' payload size (${iterations}) differs from payload size (${payloads[i]!.length}) of target ${describeValue(op.getOperand(i))}`,
            );
          }
        }
        const body = op.getRegion(0);
        const block = body.front!;
        const collected: MappedValue[][] = Array.from({ length: op.numResults }, () => []);
        for (let iteration = 0; iteration < iterations; iteration++) {
          try {
            for (let a = 0; a < block.numArguments; a++) {
              if (!state.setMappedValues(block.arguments[a]!, [payloads[a]![iteration]!]))
                return DiagnosedSilenceableFailure.definiteFailure();
            }
            for (
              let nested = block.front;
              nested !== null && nested !== block.back;
              nested = nested.nextNode
            ) {
              const result = state.applyTransform(nested);
              if (!result.succeeded()) return result;
            }
            block.back!.operands.forEach((yielded, r) =>
              collected[r]!.push(...state.getMappedValues(yielded)),
            );
          } finally {
            state.forgetRegion(body);
          }
        }
        collected.forEach((entries, r) => results.setMappedValues(r, entries));
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  parse: parseForeachOp,
  print: printForeachOp,
}) {
  override verify(): boolean {
    const block = this.body.front;
    if (block === null) return true;
    // Each iteration binds one entity of each target to its block argument, and what the body
    // yields is appended to the co-indexed result: the types must be equal, pair by pair.
    return (
      verifyCoIndexedTypes(
        this,
        this.operands,
        block.arguments,
        'expects the same number of targets as the body has block arguments',
        "expects co-indexed targets and the body's block arguments to have the same op/value/param type",
      ) &&
      verifyCoIndexedTypes(
        this,
        this.results,
        block.back?.operands ?? [],
        'expects the same number of results as the yield terminator has operands',
        'expects co-indexed results and yield operands to have the same op/value/param type',
      )
    );
  }
}

/** Reports the first count or type mismatch between `mine` and `theirs`, in MLIR's order. */
function verifyCoIndexedTypes(
  op: Operation,
  mine: readonly Value[],
  theirs: readonly Value[],
  countMessage: string,
  typeMessage: string,
): boolean {
  for (let i = 0; i < Math.max(mine.length, theirs.length); i++) {
    const message =
      i >= mine.length || i >= theirs.length
        ? countMessage
        : mine[i]!.type !== theirs[i]!.type
          ? typeMessage
          : null;
    if (message === null) continue;
    op.emitOpError(message);
    return false;
  }
  return true;
}

/**
 * `$targets [with_zip_shortest] : type($targets) [-> type($outputs)] $body attr-dict` (written by
 * hand: the flag is a unit property spelled as a bare keyword).
 */
function parseForeachOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const targets = parser.parseOperandList();
  if (targets === null) return false;
  if (parser.parseOptionalKeyword('with_zip_shortest') !== undefined)
    state.properties.set('with_zip_shortest', UnitAttr.get(parser.context));
  const offset = parser.getCurrentOffset();
  const types = parser.parseColonTypeList();
  if (types === null || !parser.resolveOperands(targets, types, offset, state.operands))
    return false;
  const outputs = parseOptionalArrowResultTypes(parser);
  if (outputs === null) return false;
  state.resultTypes.push(...outputs);
  const body = new Region();
  state.regions.push(body);
  if (!parser.parseRegion(body)) return false;
  ensureYield(body, state.location);
  return parser.parseOptionalAttrDict(state.attributes);
}

function printForeachOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperands(op.operands);
  if (op.properties.has('with_zip_shortest')) printer.write(' with_zip_shortest');
  printer.write(' : ');
  printer.printTypeList(op.operands.map((v) => v.type));
  printArrowResultTypes(op, printer);
  printer.write(' ');
  printer.printRegion(op.getRegion(0), true, !hasImplicitYield(op.getRegion(0)));
  printer.printOptionalAttrDict(op.getAttrs(), ['with_zip_shortest']);
}

/** A transform value as MLIR writes it into a diagnostic: its defining op, generic form. */
function describeValue(value: import('@strata/ir-core').Value): string {
  const definer = value.getDefiningOp();
  if (definer === null) return '<block argument>';
  return definer.context.printOperationForDiagnostic?.(definer, true) ?? definer.name.identifier;
}

export class AlternativesOp extends defineOp({
  name: 'transform.alternatives',
  operands: { scope: optional(TransformOpHandle) },
  // MLIR 22 lets alternatives yield op handles only.
  results: { outputs: variadic(TransformOpHandle) },
  regions: { alternatives: variadic(SizedRegion1) },
  traits: [
    IsolatedFromAbove,
    PossibleTopLevelTransformOpTrait,
    SingleBlockImplicitTerminator(YIELD),
  ],
  interfaces: [
    functionalStyleEffects,
    TransformOpInterface.implement({
      apply(op, rewriter, results, state) {
        const originals =
          op.numOperands > 0 ? state.getPayloadOps(op.getOperand(0)) : [state.getTopLevel()];
        for (const original of originals) {
          if (original.isAncestor(op)) {
            return emitDefiniteFailure(
              op,
              'scope must not contain the transforms being applied',
              (d) => d.attachNote('scope', original.location),
            );
          }
          if (!original.hasTrait(IsolatedFromAbove.key)) {
            return emitDefiniteFailure(
              op,
              'only isolated-from-above ops can be alternative scopes',
              (d) => d.attachNote('scope', original.location),
            );
          }
        }
        for (const region of op.regions) {
          const block = region.front!;
          // Each alternative works on clones, so that a failed one leaves the payload untouched.
          const clones = originals.map((original) => original.clone());
          let failed = false;
          try {
            if (block.numArguments > 0 && !state.setMappedValues(block.arguments[0]!, clones)) {
              clones.forEach((clone) => clone.erase());
              return DiagnosedSilenceableFailure.definiteFailure();
            }
            for (
              let nested = block.front;
              nested !== null && nested !== block.back;
              nested = nested.nextNode
            ) {
              const result = state.applyTransform(nested);
              if (result.isDefiniteFailure()) {
                clones.forEach((clone) => clone.erase());
                return result;
              }
              if (result.isSilenceableFailure()) {
                result.silence();
                failed = true;
                break;
              }
            }
            if (failed) {
              clones.forEach((clone) => clone.erase());
              continue;
            }
            // The clones replace the originals; handles to the originals follow them.
            originals.forEach((original, i) => {
              const clone = clones[i]!;
              original.parentBlock!.insertAt(clone, original);
              rewriter.replaceOp(original, clone);
            });
            forwardTerminatorOperands(block, state, results);
            return DiagnosedSilenceableFailure.success();
          } finally {
            state.forgetRegion(region);
          }
        }
        return emitSilenceableFailure(op.location, 'all alternatives failed');
      },
    }),
  ],
  assemblyFormat:
    '($scope^ `:` type($scope))? (`->` type($outputs)^)? attr-dict-with-keyword regions',
}) {
  override verify(): boolean {
    // Whichever alternative succeeds, its terminator provides the op's results.
    return this.regions.every(
      (region) =>
        region.front === null ||
        verifyTerminatorTypes(
          this,
          region.front,
          'expects terminator operands to have the same type as results of the operation',
        ),
    );
  }
}
