/**
 * Ops that navigate from payload ops to their operands, results, producers and consumers, and
 * `split_handle`: `get_operand`, `get_result`, `get_producer_of_operand`,
 * `get_consumers_of_result`, `split_handle`.
 */
import {
  BoolAttr,
  BoolAttrConstraint,
  DenseArrayAttr,
  DenseI64ArrayAttr,
  defaultValued,
  defineOp,
  I64Attr,
  type IntegerAttr,
  IntegerType,
  type Location,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  UnitAttr,
  UnitAttrConstraint,
  type Value,
  variadic,
} from '@strata/ir-core';
import { TransformAnyHandle, TransformOpHandle, TransformValueHandle } from '../constraints.js';
import {
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
} from '../diagnosed.js';
import { navigationEffects, TransformOpInterface } from '../interfaces.js';
import type { MappedValue } from '../results.js';
import { readsOperandsEffects } from './handles.js';
import { parseUnaryFunctionalType } from './syntax.js';

const success = (): DiagnosedSilenceableFailure => DiagnosedSilenceableFailure.success();

/** An op as MLIR's `<< *op` writes it into a diagnostic (generic form). */
function describeOp(op: Operation): string {
  return op.context.printOperationForDiagnostic?.(op, true) ?? op.name.identifier;
}

// ---- Position lists: `[0, 2]`, `[all]`, `[except(0, 1)]` ------------------------------------

const POSITION_PROPERTIES = {
  raw_position_list: DenseI64ArrayAttr,
  is_inverted: UnitAttrConstraint,
  is_all: UnitAttrConstraint,
};

/**
 * The positions an op's position list selects among `count` (MLIR's
 * `expandTargetSpecification`): negative entries count from the end. Null after reporting an
 * out-of-range entry as a silenceable failure in `failure`.
 */
function expandPositions(
  op: Operation,
  count: number,
  location: Location,
  failure: { value: DiagnosedSilenceableFailure | null },
): number[] | null {
  const all = Array.from({ length: count }, (_, i) => i);
  if (op.properties.has('is_all')) return all;
  const raw = (op.properties.get('raw_position_list') as DenseArrayAttr).values.map(Number);
  const picked: number[] = [];
  for (const entry of raw) {
    const position = entry < 0 ? count + entry : entry;
    if (position < 0 || position >= count) {
      failure.value = emitSilenceableFailure(
        location,
        `position overflow ${position} (updated from ${entry}) for maximum ${count}`,
      );
      return null;
    }
    picked.push(position);
  }
  return op.properties.has('is_inverted') ? all.filter((i) => !picked.includes(i)) : picked;
}

/** `%target[...] attr-dict : (T) -> R`. */
function parsePositionOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const target = parser.parseOperand();
  if (target === null || !parser.parseLSquare()) return false;
  const context = parser.context;
  const raw: bigint[] = [];
  if (parser.parseOptionalKeyword('all') !== undefined) {
    state.properties.set('is_all', UnitAttr.get(context));
  } else {
    const inverted = parser.parseOptionalKeyword('except') !== undefined;
    if (inverted) state.properties.set('is_inverted', UnitAttr.get(context));
    const ok = parser.parseCommaSeparatedList(inverted ? 'paren' : 'none', () => {
      const negative = parser.parseOptionalMinus();
      const value = parser.parseInteger();
      if (value === null) return false;
      raw.push(negative ? -value : value);
      return true;
    });
    if (!ok) return false;
  }
  state.properties.set('raw_position_list', DenseArrayAttr.get(IntegerType.get(context, 64), raw));
  return parser.parseRSquare() && parseUnaryFunctionalType(parser, target, state);
}

function printPositionOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write('[');
  const raw = (op.properties.get('raw_position_list') as DenseArrayAttr).values.join(', ');
  if (op.properties.has('is_all')) printer.write('all');
  else if (op.properties.has('is_inverted')) printer.write(`except(${raw})`);
  else printer.write(raw);
  printer.write(']');
  printer.printOptionalAttrDict(op.getAttrs(), ['raw_position_list', 'is_inverted', 'is_all']);
  printer.write(' : ');
  printer.printFunctionalType([op.getOperand(0).type], [op.getResult(0).type]);
}

/** The values at the selected positions of each target: operands or results. */
function applyPositionOp(
  op: Operation,
  targets: readonly Operation[],
  valuesOf: (target: Operation) => readonly Value[],
): { values: Value[] } | DiagnosedSilenceableFailure {
  const values: Value[] = [];
  for (const target of targets) {
    const all = valuesOf(target);
    const failure = { value: null as DiagnosedSilenceableFailure | null };
    const positions = expandPositions(op, all.length, op.location, failure);
    if (positions === null) {
      failure.value!.attachNote(
        'while considering positions of this payload operation',
        target.location,
      );
      return failure.value!;
    }
    for (const position of positions) values.push(all[position]!);
  }
  return { values };
}

function positionOpModel(valuesOf: (target: Operation) => readonly Value[]) {
  return TransformOpInterface.implement({
    apply(op, _rewriter, results, state) {
      const outcome = applyPositionOp(op, state.getPayloadOps(op.getOperand(0)), valuesOf);
      if (outcome instanceof DiagnosedSilenceableFailure) return outcome;
      results.setValues(0, outcome.values);
      return success();
    },
  });
}

export class GetOperandOp extends defineOp({
  name: 'transform.get_operand',
  operands: { target: TransformOpHandle },
  results: { result: TransformValueHandle },
  properties: POSITION_PROPERTIES,
  interfaces: [navigationEffects, positionOpModel((target) => target.operands)],
  parse: parsePositionOp,
  print: printPositionOp,
}) {}

export class GetResultOp extends defineOp({
  name: 'transform.get_result',
  operands: { target: TransformOpHandle },
  results: { result: TransformValueHandle },
  properties: POSITION_PROPERTIES,
  interfaces: [navigationEffects, positionOpModel((target) => target.results)],
  parse: parsePositionOp,
  print: printPositionOp,
}) {}

// ---- Producers and consumers ----------------------------------------------------------------

export class GetProducerOfOperand extends defineOp({
  name: 'transform.get_producer_of_operand',
  operands: { target: TransformOpHandle },
  results: { producer: TransformOpHandle },
  properties: { operand_number: I64Attr },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const index = Number((op.properties.get('operand_number') as IntegerAttr).value);
        const producers: Operation[] = [];
        for (const target of state.getPayloadOps(op.getOperand(0))) {
          const producer =
            index >= 0 && index < target.numOperands
              ? target.getOperand(index).getDefiningOp()
              : null;
          if (producer === null) {
            const failure = emitSilenceableFailure(
              op.location,
              `could not find a producer for operand number: ${index} of ${describeOp(target)}`,
            );
            failure.attachNote('target op', target.location);
            return failure;
          }
          producers.push(producer);
        }
        results.set(0, producers);
        return success();
      },
    }),
  ],
  assemblyFormat:
    '$target `[` $operand_number `]` attr-dict `:` functional-type($target, $producer)',
}) {}

export class GetConsumersOfResult extends defineOp({
  name: 'transform.get_consumers_of_result',
  operands: { target: TransformOpHandle },
  results: { consumers: TransformOpHandle },
  properties: { result_number: I64Attr },
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const index = Number((op.properties.get('result_number') as IntegerAttr).value);
        const targets = state.getPayloadOps(op.getOperand(0));
        if (targets.length !== 1)
          return emitDefiniteFailure(op, 'handle must be mapped to exactly one payload op');
        const target = targets[0]!;
        if (index < 0 || index >= target.numResults)
          return emitDefiniteFailure(op, 'result number overflow');
        const consumers: Operation[] = [];
        for (let use = target.getResult(index).firstUse; use !== null; use = use.nextUse)
          consumers.push(use.owner);
        results.set(0, consumers);
        return success();
      },
    }),
  ],
  assemblyFormat:
    '$target `[` $result_number `]` attr-dict `:` functional-type($target, $consumers)',
}) {}

// ---- transform.split_handle -----------------------------------------------------------------

const trueAttr = defaultValued(BoolAttrConstraint, (context) => BoolAttr.get(context, true));

export class SplitHandleOp extends defineOp({
  name: 'transform.split_handle',
  operands: { handle: TransformAnyHandle },
  results: { pieces: variadic(TransformAnyHandle) },
  properties: {
    pass_through_empty_handle: trueAttr,
    fail_on_payload_too_small: trueAttr,
    overflow_result: optional(I64Attr),
  },
  interfaces: [
    readsOperandsEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const handle = op.getOperand(0);
        const payload = state.getMappedValues(handle);
        const numResults = op.numResults;
        const overflowAttr = op.properties.get('overflow_result') as IntegerAttr | undefined;
        const flag = (name: string) =>
          (op.properties.get(name) as IntegerAttr | undefined)?.value !== 0n;
        const tooMany = payload.length > numResults && overflowAttr === undefined;
        const tooFew =
          payload.length < numResults &&
          flag('fail_on_payload_too_small') &&
          (payload.length !== 0 || !flag('pass_through_empty_handle'));
        if (tooMany || tooFew) {
          const definer = handle.getDefiningOp();
          const described = definer === null ? '<block argument>' : describeOp(definer);
          return emitSilenceableFailure(
            op.location,
            `${described} expected to contain ${numResults} payloads but it contains ${payload.length} payloads`,
          );
        }
        const pieces: MappedValue[][] = Array.from({ length: numResults }, () => []);
        const overflow = overflowAttr === undefined ? -1 : Number(overflowAttr.value);
        payload.forEach((entry, i) => pieces[i < numResults ? i : overflow]!.push(entry));
        pieces.forEach((entries, i) => results.setMappedValues(i, entries));
        return success();
      },
    }),
  ],
  assemblyFormat: '$handle attr-dict `:` functional-type($handle, $pieces)',
}) {}
