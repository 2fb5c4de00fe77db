/**
 * Matching: `match.operation_name` and `match.param.cmpi` (match ops, which may appear in the
 * matcher sequences), `foreach_match` (run an action on each payload op a matcher accepts) and
 * `collect_matching` (collect what a matcher yields for each payload op it accepts).
 */
import {
  AllTypesMatch,
  ArrayAttr,
  ArrayAttrOf,
  StrArrayAttr,
  type Block,
  defineOp,
  IntegerAttr,
  IntegerEnumAttr,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  OpAsmOpInterface,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  type StringAttr,
  SymbolRefAttr,
  SymbolRefAttrConstraint,
  SymbolTable,
  SymbolUserOpInterface,
  UnitAttr,
  UnitAttrConstraint,
  type UnresolvedOperand,
  variadic,
  defineTrait,
} from '@strata/ir-core';
import { TransformAnyHandle, TransformOpHandle, TransformParam } from '../constraints.js';
import {
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
} from '../diagnosed.js';
import {
  consumesHandle,
  modifiesPayload,
  navigationEffects,
  onlyReadsHandle,
  producesHandle,
  TransformOpInterface,
} from '../interfaces.js';
import type { MappedValue } from '../results.js';
import type { TransformState } from '../state.js';
import { verifyCollectMatchingSymbols } from './collect-matching-checks.js';
import { verifyForeachMatch, verifyForeachMatchSymbols } from './foreach-match-checks.js';
import { NamedSequenceOp } from './sequence.js';

/** Marks ops allowed in matcher sequences (MLIR's `MatchOpInterface`). */
export const MatchOpTrait = defineTrait('MatchOpInterface');

/** The single payload op of a match op's operand, or the silenceable failure MLIR reports. */
function singlePayload(
  op: Operation,
  state: TransformState,
): Operation | DiagnosedSilenceableFailure {
  const payload = state.getPayloadOps(op.getOperand(0));
  if (payload.length === 1) return payload[0]!;
  return emitSilenceableFailure(
    op.location,
    'SingleOpMatchOpTrait requires the operand handle to point to a single payload op',
  );
}

export class MatchOperationNameOp extends defineOp({
  name: 'transform.match.operation_name',
  operands: { operand_handle: TransformOpHandle },
  properties: { op_names: StrArrayAttr },
  traits: [MatchOpTrait],
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, _results, state) {
        const current = singlePayload(op, state);
        if (current instanceof DiagnosedSilenceableFailure) return current;
        const names = (op.properties.get('op_names') as ArrayAttr).value;
        if (names.some((name) => (name as StringAttr).value === current.name.identifier))
          return DiagnosedSilenceableFailure.success();
        return emitSilenceableFailure(op.location, 'wrong operation name');
      },
    }),
  ],
  assemblyFormat: '$operand_handle $op_names attr-dict `:` type($operand_handle)',
}) {}

/** MLIR's `MatchCmpIPredicate`. */
export const MatchCmpIPredicate = new IntegerEnumAttr('MatchCmpIPredicate', 32, {
  eq: 0,
  ne: 1,
  lt: 2,
  le: 3,
  gt: 4,
  ge: 5,
});

const PREDICATE_WORDS = [
  'equal to',
  'not equal to',
  'less than',
  'less than or equal to',
  'greater than',
  'greater than or equal to',
] as const;

function compare(predicate: number, value: bigint, reference: bigint): boolean {
  switch (predicate) {
    case 0:
      return value === reference;
    case 1:
      return value !== reference;
    case 2:
      return value < reference;
    case 3:
      return value <= reference;
    case 4:
      return value > reference;
    default:
      return value >= reference;
  }
}

export class MatchParamCmpIOp extends defineOp({
  name: 'transform.match.param.cmpi',
  operands: { param: TransformParam, reference: TransformParam },
  properties: { predicate: MatchCmpIPredicate },
  traits: [MatchOpTrait, AllTypesMatch('param', 'reference')],
  interfaces: [
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, _results, state) {
        const params = state.getParams(op.getOperand(0));
        const references = state.getParams(op.getOperand(1));
        if (params.length !== references.length) {
          return emitSilenceableFailure(
            op.location,
            `parameters have different payload lengths (${params.length} vs ${references.length})`,
          );
        }
        const predicate = Number((op.properties.get('predicate') as IntegerAttr).value);
        for (let i = 0; i < params.length; i++) {
          const value = params[i];
          const reference = references[i];
          if (!(value instanceof IntegerAttr) || !(reference instanceof IntegerAttr))
            return emitDefiniteFailure(op, 'non-integer parameter value not expected');
          if (value.type !== reference.type)
            return emitDefiniteFailure(
              op,
              `mismatching integer attribute types in parameter #${i}`,
            );
          if (compare(predicate, value.value, reference.value)) continue;
          const failure = emitSilenceableFailure(
            op.location,
            `expected parameter to be ${PREDICATE_WORDS[predicate]} ${reference.value}, got ${value.value}`,
          );
          failure.attachNote(
            `value # ${i} associated with the parameter defined here`,
            op.getOperand(0).location,
          );
          return failure;
        }
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  assemblyFormat: '$predicate $param `,` $reference attr-dict `:` type($param)',
}) {}

// ---- Running matchers and actions -----------------------------------------------------------

/** The named sequence `symbol` refers to from `from`, or null. */
function lookupSequence(from: Operation, symbol: SymbolRefAttr): NamedSequenceOp | null {
  const found = SymbolTable.lookupNearestSymbolFrom(from, symbol);
  return found instanceof NamedSequenceOp ? found : null;
}

/**
 * Runs the matcher `block` with its arguments bound to `inputs` (MLIR's `matchBlock`); on
 * success answers what its terminator yields.
 */
function matchBlock(
  block: Block,
  inputs: readonly (readonly MappedValue[])[],
  state: TransformState,
): MappedValue[][] | DiagnosedSilenceableFailure {
  try {
    for (let i = 0; i < block.numArguments; i++)
      if (!state.setMappedValues(block.arguments[i]!, inputs[i] ?? []))
        return DiagnosedSilenceableFailure.definiteFailure();
    for (let op = block.front; op !== null && op !== block.back; op = op.nextNode) {
      if (!op.hasTrait(MatchOpTrait.key)) {
        return emitDefiniteFailure(
          op,
          'expected operations in the match part to implement MatchOpInterface',
        );
      }
      const result = state.applyTransform(op);
      if (!result.succeeded()) return result;
    }
    return block.back!.operands.map((value) => state.getMappedValues(value));
  } finally {
    state.forgetRegion(block.parent!);
  }
}

/** Runs the action `block` with its arguments bound to `inputs`; answers the yielded payloads. */
function runAction(
  block: Block,
  inputs: readonly (readonly MappedValue[])[],
  state: TransformState,
): { outcome: DiagnosedSilenceableFailure; yielded: MappedValue[][] } {
  try {
    for (let i = 0; i < block.numArguments; i++)
      if (!state.setMappedValues(block.arguments[i]!, inputs[i] ?? []))
        return { outcome: DiagnosedSilenceableFailure.definiteFailure(), yielded: [] };
    let outcome = DiagnosedSilenceableFailure.success();
    for (let op = block.front; op !== null && op !== block.back; op = op.nextNode) {
      const result = state.applyTransform(op);
      if (result.isDefiniteFailure()) return { outcome: result, yielded: [] };
      if (result.isSilenceableFailure() && outcome.succeeded()) outcome = result;
      else if (result.isSilenceableFailure()) result.silence();
    }
    return { outcome, yielded: block.back!.operands.map((value) => state.getMappedValues(value)) };
  } finally {
    state.forgetRegion(block.parent!);
  }
}

// ---- transform.foreach_match ----------------------------------------------------------------

/** MLIR's `SymbolRefArrayAttr`, whose summary diagnostics quote. */
const SymbolRefArrayAttr = ArrayAttrOf(SymbolRefAttrConstraint, 'symbol ref array attribute');

export class ForeachMatchOp extends defineOp({
  name: 'transform.foreach_match',
  operands: { root: TransformOpHandle, forwarded_inputs: variadic(TransformAnyHandle) },
  results: { updated: TransformOpHandle, forwarded_outputs: variadic(TransformAnyHandle) },
  properties: {
    restrict_root: UnitAttrConstraint,
    flatten_results: UnitAttrConstraint,
    matchers: SymbolRefArrayAttr,
    actions: SymbolRefArrayAttr,
  },
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects(op: Operation): MemoryEffectInstance[] {
        const effects: MemoryEffectInstance[] = [];
        consumesHandle(op.operands.slice(0, 1), effects);
        onlyReadsHandle(op.operands.slice(1), effects);
        producesHandle(op.results, effects);
        modifiesPayload(effects);
        return effects;
      },
    }),
    OpAsmOpInterface.implement({
      getAsmResultNames(op, setName) {
        setName(op.getResult(0), 'updated_root');
      },
    }),
    SymbolUserOpInterface.implement({ verifySymbolUses: verifyForeachMatchSymbols }),
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const matchers = (op.properties.get('matchers') as ArrayAttr).value as SymbolRefAttr[];
        const actions = (op.properties.get('actions') as ArrayAttr).value as SymbolRefAttr[];
        const pairs: [Block, Block, NamedSequenceOp][] = [];
        for (let i = 0; i < matchers.length; i++) {
          const matcher = lookupSequence(op, matchers[i]!);
          const action = lookupSequence(op, actions[i]!);
          if (matcher === null || action === null) {
            return emitDefiniteFailure(
              op,
              `unresolved symbol ${matcher === null ? matchers[i] : actions[i]}`,
            );
          }
          if (matcher.body.empty())
            return emitDefiniteFailure(op, `unresolved external symbol ${matchers[i]}`);
          if (action.body.empty())
            return emitDefiniteFailure(op, `unresolved external symbol ${actions[i]}`);
          pairs.push([matcher.body.front!, action.body.front!, action]);
        }
        const forwarded = op.operands.slice(1).map((value) => state.getMappedValues(value));
        const numForwardedOutputs = op.numResults - 1;
        const collected: MappedValue[][] = Array.from({ length: numForwardedOutputs }, () => []);
        const flatten = op.properties.has('flatten_results');
        let overall = DiagnosedSilenceableFailure.success();
        for (const root of state.getPayloadOps(op.getOperand(0))) {
          const candidates: Operation[] = [];
          root.walk((candidate) => {
            if (op.properties.has('restrict_root') || candidate !== root)
              candidates.push(candidate);
          });
          for (const candidate of candidates) {
            for (const [matcherBlock, actionBlock, action] of pairs) {
              const matched = matchBlock(matcherBlock, [[candidate], ...forwarded], state);
              if (matched instanceof DiagnosedSilenceableFailure) {
                if (matched.isDefiniteFailure()) return matched;
                matched.silence();
                continue;
              }
              const { outcome, yielded } = runAction(actionBlock, matched, state);
              if (outcome.isDefiniteFailure()) return outcome;
              if (outcome.isSilenceableFailure()) {
                const message = outcome.takeDiagnostics()[0]?.message ?? '';
                if (overall.succeeded())
                  overall = emitSilenceableFailure(op.location, 'actions failed');
                overall.attachNote(`failed action: ${message}`, action.location);
                overall.attachNote('when applied to this matching payload', candidate.location);
                break;
              }
              for (let r = 0; r < numForwardedOutputs; r++) {
                const entries = yielded[r] ?? [];
                if (entries.length > 1 && !flatten) {
                  return emitDefiniteFailure(
                    op,
                    `action @${action.sym_name.value} has results associated with multiple payload entities, but flattening was not requested`,
                  );
                }
                collected[r]!.push(...entries);
              }
              break;
            }
          }
        }
        results.set(0, state.getPayloadOps(op.getOperand(0)));
        collected.forEach((entries, r) => results.setMappedValues(r + 1, entries));
        return overall;
      },
    }),
  ],
  parse: parseForeachMatchOp,
  print: (op: Operation, printer: OpAsmPrinter) => printForeachMatchOp(op, printer),
}) {
  override verify(): boolean {
    return verifyForeachMatch(this);
  }
}

/**
 * `[restrict_root] [flatten_results] in %root[, %inputs...] @m -> @a, ... attr-dict : (T...) -> (R...)`.
 */
function parseForeachMatchOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  for (const flag of ['restrict_root', 'flatten_results']) {
    if (parser.parseOptionalKeyword(flag) !== undefined)
      state.properties.set(flag, UnitAttr.get(context));
  }
  if (parser.parseKeyword('in') === null) return false;
  const operands: UnresolvedOperand[] = [];
  do {
    const operand = parser.parseOperand();
    if (operand === null) return false;
    operands.push(operand);
  } while (parser.parseOptionalComma());
  const matchers: SymbolRefAttr[] = [];
  const actions: SymbolRefAttr[] = [];
  do {
    const matcher = parser.parseSymbolName();
    if (matcher === null || !parser.parseArrow()) return false;
    const action = parser.parseSymbolName();
    if (action === null) return false;
    matchers.push(SymbolRefAttr.get(context, matcher));
    actions.push(SymbolRefAttr.get(context, action));
  } while (parser.parseOptionalComma());
  state.properties.set('matchers', ArrayAttr.get(context, matchers));
  state.properties.set('actions', ArrayAttr.get(context, actions));
  if (!parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
  const inputs = parser.parseTypeListParens();
  if (inputs === null || !parser.parseArrow()) return false;
  const outputs = parser.parseFunctionResultTypes();
  if (outputs === null) return false;
  state.resultTypes.push(...outputs);
  return parser.resolveOperands(operands, inputs, parser.getCurrentOffset(), state.operands);
}

function printForeachMatchOp(op: Operation, printer: OpAsmPrinter): void {
  if (op.properties.has('restrict_root')) printer.write(' restrict_root');
  if (op.properties.has('flatten_results')) printer.write(' flatten_results');
  printer.write(' in ');
  printer.printOperands(op.operands);
  const matchers = (op.properties.get('matchers') as ArrayAttr).value;
  const actions = (op.properties.get('actions') as ArrayAttr).value;
  // MLIR puts each pair on its own line, indented by four more spaces.
  printer.write(' ');
  matchers.forEach((matcher, i) => {
    if (i > 0) printer.write(', ');
    printer.increaseIndent();
    printer.increaseIndent();
    printer.printNewline();
    printer.decreaseIndent();
    printer.decreaseIndent();
    printer.printAttribute(matcher);
    printer.write(' -> ');
    printer.printAttribute(actions[i]!);
  });
  printer.printOptionalAttrDict(op.getAttrs(), [
    'restrict_root',
    'flatten_results',
    'matchers',
    'actions',
  ]);
  printer.write(' : ');
  printer.printFunctionalType(
    op.operands.map((v) => v.type),
    op.getResultTypes(),
  );
}

// ---- transform.collect_matching -------------------------------------------------------------

export class CollectMatchingOp extends defineOp({
  name: 'transform.collect_matching',
  operands: { root: TransformOpHandle },
  results: { outputs: variadic(TransformAnyHandle) },
  // A nested reference (`@lib::@matcher`) is fine: MLIR's is a SymbolRefAttr.
  properties: { matcher: SymbolRefAttrConstraint },
  interfaces: [
    SymbolUserOpInterface.implement({ verifySymbolUses: verifyCollectMatchingSymbols }),
    navigationEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const symbol = op.properties.get('matcher') as SymbolRefAttr;
        const matcher = lookupSequence(op, symbol);
        if (matcher === null) return emitDefiniteFailure(op, `unresolved symbol ${symbol}`);
        if (matcher.body.empty())
          return emitDefiniteFailure(op, `unresolved external symbol ${symbol}`);
        const collected: MappedValue[][] = Array.from({ length: op.numResults }, () => []);
        for (const root of state.getPayloadOps(op.getOperand(0))) {
          const candidates: Operation[] = [];
          root.walk((candidate) => void candidates.push(candidate));
          for (const candidate of candidates) {
            const matched = matchBlock(matcher.body.front!, [[candidate]], state);
            if (matched instanceof DiagnosedSilenceableFailure) {
              if (matched.isDefiniteFailure()) return matched;
              matched.silence();
              continue;
            }
            for (let r = 0; r < op.numResults; r++) {
              const entries = matched[r] ?? [];
              if (entries.length !== 1) {
                return emitSilenceableFailure(
                  op.location,
                  `result #${r}, associated with ${entries.length} payload objects, expected 1`,
                );
              }
              collected[r]!.push(entries[0]!);
            }
          }
        }
        collected.forEach((entries, r) => results.setMappedValues(r, entries));
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  assemblyFormat: '$matcher `in` $root attr-dict `:` functional-type($root, $outputs)',
}) {}
