/**
 * `transform.sequence`, `transform.named_sequence`, `transform.include` and `transform.yield`:
 * the ops that hold and run blocks of transform ops.
 */
import {
  ArrayAttr,
  CallableOpInterface,
  CallOpInterface,
  DenseArrayAttr,
  IntegerType,
  SizedRegion1,
  type Attribute,
  DictionaryAttr,
  defaultValued,
  defineOp,
  FunctionOpInterface,
  FunctionType,
  IsolatedFromAbove,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  OpAsmOpInterface,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  parseFunctionOp,
  printFunctionOp,
  Region,
  RegionConstraint,
  ReturnLike,
  SingleBlockImplicitTerminator,
  StrAttr,
  SymbolOpInterface,
  SymbolRefAttr,
  SymbolTable,
  Terminator,
  TypeAttr,
  TypeAttrConstraint,
  type UnresolvedOperand,
  ArrayAttrConstraint,
  SymbolRefAttrConstraint,
  variadic,
  AttrSizedOperandSegments,
} from '@strata/ir-core';
import { TransformAnyHandle, TransformOpHandle } from '../constraints.js';
import { handleKindOf } from '../types.js';
import { DiagnosedSilenceableFailure, emitDefiniteFailure } from '../diagnosed.js';
import {
  consumesHandle,
  modifiesPayload,
  onlyReadsHandle,
  PossibleTopLevelTransformOpTrait,
  producesHandle,
  TransformOpInterface,
} from '../interfaces.js';
import { checkConsumeAnnotations, checkNamedSequence } from './named-sequence-checks.js';
import {
  applySequenceBlock,
  bodyBoundEffects,
  ensureYield,
  FailurePropagationMode,
  failurePropagationOf,
  hasImplicitYield,
  mapTopLevelBlockArguments,
  parseOptionalArrowResultTypes,
  printArrowResultTypes,
  YIELD,
} from './sequence-support.js';
import { verifySequenceBody } from './sequence-checks.js';

const CONSUMED = 'transform.consumed';

/** The `operandSegmentSizes` of an op with `AttrSizedOperandSegments`. */
function segmentSizes(op: Operation): readonly number[] {
  return (
    (op.properties.get('operandSegmentSizes') as DenseArrayAttr | undefined)?.values.map(Number) ??
    []
  );
}

/** The callee of an include op. */
function functionTypeOf(sequence: Operation): FunctionType {
  return (sequence.properties.get('function_type') as TypeAttr).value as FunctionType;
}

/** The include's target; null only on an op not verified yet. */
function calleeName(op: Operation): SymbolRefAttr | null {
  return (op.properties.get('target') as SymbolRefAttr | undefined) ?? null;
}
const READONLY = 'transform.readonly';

// ---- transform.yield ------------------------------------------------------------------------

export class YieldOp extends defineOp({
  name: YIELD,
  // MLIR calls the group `operands`, which would hide `Operation.operands`.
  operands: { yielded: variadic(TransformAnyHandle) },
  traits: [Terminator, ReturnLike],
  interfaces: [
    MemoryEffectOpInterface.implement({
      getEffects(op: Operation): MemoryEffectInstance[] {
        const effects: MemoryEffectInstance[] = [];
        onlyReadsHandle(op.operands, effects);
        return effects;
      },
    }),
  ],
  parse: parseYieldOp,
  // MLIR's generated printer leaves a space after the name even when nothing follows.
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printOptionalAttrDict(op.getAttrs());
    if (op.numOperands === 0) return;
    printer.printOperands(op.operands);
    printer.write(' : ');
    printer.printTypeList(op.operands.map((v) => v.type));
  },
}) {}

/** `attr-dict ($operands^ : type($operands))?`. */
function parseYieldOp(parser: OperationParser, state: ParsedOperationState): boolean {
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  const operands = parser.parseOperandList();
  if (operands === null) return false;
  if (operands.length === 0) return true;
  const types = parser.parseColonTypeList();
  if (types === null) return false;
  return parser.resolveOperands(operands, types, parser.getCurrentOffset(), state.operands);
}

// ---- transform.sequence ---------------------------------------------------------------------

export class SequenceOp extends defineOp({
  name: 'transform.sequence',
  operands: { root: optional(TransformOpHandle), extra_bindings: variadic(TransformAnyHandle) },
  // MLIR 22 lets a sequence yield op handles only.
  results: { outputs: variadic(TransformOpHandle) },
  properties: { failure_propagation_mode: FailurePropagationMode },
  regions: { body: SizedRegion1 },
  traits: [
    AttrSizedOperandSegments,
    PossibleTopLevelTransformOpTrait,
    SingleBlockImplicitTerminator(YIELD),
  ],
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: bodyBoundEffects }),
    OpAsmOpInterface.implement({ getDefaultDialect: () => 'transform' }),
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state): DiagnosedSilenceableFailure {
        const block = op.getRegion(0).front!;
        // Operands are bound to the block arguments in order; without a root operand, the
        // first argument is the payload root.
        const ok =
          segmentSizes(op)[0] === 1
            ? block.arguments.every((arg, i) =>
                state.setMappedValues(arg, state.getMappedValues(op.getOperand(i))),
              )
            : mapTopLevelBlockArguments(op, block, state);
        if (!ok) return DiagnosedSilenceableFailure.definiteFailure();
        try {
          return applySequenceBlock(block, failurePropagationOf(op), state, results);
        } finally {
          state.forgetRegion(op.getRegion(0));
        }
      },
    }),
  ],
  parse: parseSequenceOp,
  print: (op: Operation, printer: OpAsmPrinter) => printSequenceOp(op, printer),
}) {
  override verify(): boolean {
    // Extra bindings are given to a nested sequence along with its root.
    if (segmentSizes(this)[0] === 0 && this.extra_bindings.length > 0) {
      this.emitOpError('does not expect extra operands when used as top-level');
      return false;
    }
    return verifySequenceBody(this);
  }
}

function parseFailures(parser: OperationParser, state: ParsedOperationState): boolean {
  if (parser.parseKeyword('failures') === null || !parser.parseLParen()) return false;
  const offset = parser.getCurrentOffset();
  const word = parser.parseKeyword();
  if (word === null) return false;
  const value = FailurePropagationMode.symbolize(word);
  if (value === undefined)
    return parser.emitCustomError(offset, `invalid failure propagation mode '${word}'`);
  state.properties.set(
    'failure_propagation_mode',
    FailurePropagationMode.get(parser.context, word as 'propagate'),
  );
  return parser.parseRParen();
}

/**
 * MLIR's `custom<SequenceOpOperands>`: `%root (, %extra)* : (T (, U)*)`, the parentheses
 * optional. Answers how many extra bindings were parsed, or null after an error.
 */
function parseSequenceOperands(
  parser: OperationParser,
  state: ParsedOperationState,
  root: UnresolvedOperand,
): number | null {
  const operands = [root];
  while (parser.parseOptionalComma()) {
    const next = parser.parseOperand();
    if (next === null) return null;
    operands.push(next);
  }
  if (!parser.parseColon()) return null;
  parser.parseOptionalLParen();
  const rootType = parser.parseType();
  if (rootType === null) return null;
  const types = [rootType];
  if (operands.length > 1) {
    const extraTypes = parser.parseComma() ? parser.parseTypeList() : null;
    if (extraTypes === null) return null;
    types.push(...extraTypes);
  }
  if (types.length !== operands.length) {
    parser.emitError(
      parser.getNameLocation(),
      `custom op '${state.name.identifier}' expected types to be provided for all operands`,
    );
    return null;
  }
  parser.parseOptionalRParen();
  for (let i = 0; i < operands.length; i++)
    if (!parser.resolveOperand(operands[i]!, types[i]!, state.operands)) return null;
  return operands.length - 1;
}

function parseSequenceOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const root = parser.parseOptionalOperand();
  if (root === null) return false;
  const numExtra = root === undefined ? 0 : parseSequenceOperands(parser, state, root);
  if (numExtra === null) return false;
  const resultTypes = parseOptionalArrowResultTypes(parser);
  if (resultTypes === null) return false;
  state.resultTypes.push(...resultTypes);
  if (!parseFailures(parser, state)) return false;
  if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
  state.properties.set(
    'operandSegmentSizes',
    makeSegments(parser, [root === undefined ? 0 : 1, numExtra]),
  );
  const body = new Region();
  state.regions.push(body);
  if (!parser.parseRegion(body)) return false;
  ensureYield(body, state.location);
  return true;
}

function makeSegments(parser: OperationParser, sizes: number[]): Attribute {
  return DenseArrayAttr.get(IntegerType.get(parser.context, 32), sizes);
}

function printFailures(op: Operation, printer: OpAsmPrinter): void {
  printer.write(`failures(${failurePropagationOf(op)})`);
}

function printSequenceOp(op: Operation, printer: OpAsmPrinter): void {
  // MLIR's format leaves the space before the (possibly empty) operand list.
  printer.write(' ');
  if (op.numOperands > 0) {
    printer.printOperands(op.operands);
    printer.write(' : ');
    // MLIR's printer parenthesizes the types when there are extra bindings.
    const types = op.operands.map((v) => v.type);
    if (types.length > 1) printer.write('(');
    printer.printTypeList(types);
    if (types.length > 1) printer.write(')');
  }
  printArrowResultTypes(op, printer);
  printer.write(' ');
  printFailures(op, printer);
  printer.printOptionalAttrDictWithKeyword(op.getAttrs(), [
    'failure_propagation_mode',
    'operandSegmentSizes',
  ]);
  printer.write(' ');
  printer.printRegion(op.getRegion(0), true, !hasImplicitYield(op.getRegion(0)));
}

// ---- transform.named_sequence ---------------------------------------------------------------

/** MLIR's `MaxSizedRegion<1>`: an external sequence has no block, a defined one a single block. */
const MaxSizedRegion1 = new RegionConstraint(
  'region with at most 1 blocks',
  (region) => region.front === region.back,
);

export class NamedSequenceOp extends defineOp({
  name: 'transform.named_sequence',
  properties: {
    sym_name: StrAttr,
    function_type: TypeAttrConstraint,
    sym_visibility: optional(StrAttr),
    arg_attrs: optional(ArrayAttrConstraint),
    res_attrs: optional(ArrayAttrConstraint),
  },
  regions: { body: MaxSizedRegion1 },
  traits: [IsolatedFromAbove],
  interfaces: [
    SymbolOpInterface.implement({}),
    // A callable for the call graph, which the module's `transform.with_named_sequence` checks
    // for recursion.
    CallableOpInterface.implement({
      getCallableRegion: callableRegion,
      getArgumentTypes: (op) => functionTypeOf(op).inputs,
      getResultTypes: (op) => functionTypeOf(op).results,
    }),
    FunctionOpInterface.implement({
      getFunctionType: functionTypeOf,
      getCallableRegion: callableRegion,
    }),
    MemoryEffectOpInterface.implement({
      getEffects(): MemoryEffectInstance[] {
        return [];
      },
    }),
    TransformOpInterface.implement({
      // Applying a named sequence runs it as the entry point; includes run it differently.
      apply(op, _rewriter, results, state): DiagnosedSilenceableFailure {
        const block = op.getRegion(0).front;
        if (block === null) return emitDefiniteFailure(op, 'unresolved external named sequence');
        try {
          if (!mapTopLevelBlockArguments(op, block, state))
            return DiagnosedSilenceableFailure.definiteFailure();
          return applySequenceBlock(block, 'propagate', state, results);
        } finally {
          state.forgetRegion(op.getRegion(0));
        }
      },
    }),
  ],
  // MLIR's syntax of function-like ops; its parser does not check the dictionary's inherent
  // attributes.
  parse: parseFunctionOp,
  verifyInherentAttrsOnParse: false,
  print: (op: Operation, printer: OpAsmPrinter) => printFunctionOp(op, printer, functionTypeOf(op)),
}) {
  get functionType(): FunctionType {
    return (this.function_type as TypeAttr).value as FunctionType;
  }

  /** The attribute dictionary of argument `index` (empty when none). */
  getArgAttrs(index: number): DictionaryAttr | null {
    const all = this.arg_attrs as ArrayAttr | undefined;
    return (all?.value[index] as DictionaryAttr | undefined) ?? null;
  }

  /** Whether argument `index` carries `transform.consumed`. */
  isArgConsumed(index: number): boolean {
    return this.getArgAttrs(index)?.get(CONSUMED) !== undefined;
  }

  /** Whether argument `index` carries `transform.readonly`. */
  isArgReadOnly(index: number): boolean {
    return this.getArgAttrs(index)?.get(READONLY) !== undefined;
  }

  override verify(): boolean {
    return checkNamedSequence(this, true).checkAndReport();
  }
}

/** The body of a defined sequence; null for an external one. */
function callableRegion(op: Operation): Region | null {
  return op.getRegion(0).empty() ? null : op.getRegion(0);
}

// ---- transform.include ----------------------------------------------------------------------

/** The sequences whose quiet check is under way: a recursive include must not check them again. */
const beingChecked = new Set<NamedSequenceOp>();

/**
 * Whether `callee` passes MLIR's named sequence checks, asked without reporting anything. A
 * sequence that includes itself (which the verifier rejects) does not.
 */
function isWellFormedCallee(callee: NamedSequenceOp): boolean {
  if (beingChecked.has(callee)) return false;
  beingChecked.add(callee);
  try {
    const outcome = checkNamedSequence(callee, false);
    const wellFormed = outcome.succeeded();
    outcome.silence();
    return wellFormed;
  } finally {
    beingChecked.delete(callee);
  }
}

/** The named sequence `include` calls, or null. */
export function lookupNamedSequence(
  from: Operation,
  name: SymbolRefAttr | null,
): NamedSequenceOp | null {
  const found = name === null ? null : SymbolTable.lookupNearestSymbolFrom(from, name);
  return found instanceof NamedSequenceOp ? found : null;
}

export class IncludeOp extends defineOp({
  name: 'transform.include',
  operands: { args: variadic(TransformAnyHandle) },
  results: { outputs: variadic(TransformAnyHandle) },
  properties: {
    // A nested reference (`@lib::@seq`) is fine: MLIR's is a SymbolRefAttr.
    target: SymbolRefAttrConstraint,
    failure_propagation_mode: defaultValued(FailurePropagationMode, (context) =>
      FailurePropagationMode.get(context, 'propagate'),
    ),
  },
  interfaces: [
    CallOpInterface.implement({
      getCallableForCallee: (op) => calleeName(op),
      getArgOperands: (op) => op.operands,
    }),
    MemoryEffectOpInterface.implement({
      // As MLIR 22: the payload may change whatever the callee does, the results are produced,
      // and the operands follow the callee's annotations. An argument with neither annotation
      // gives its operand no effect, which the TransformOpInterface verifier reports. Until the
      // callee is known and well formed the operands are only read, so that the callee's own
      // problem is the one reported.
      getEffects(op: Operation): MemoryEffectInstance[] {
        const effects: MemoryEffectInstance[] = [];
        modifiesPayload(effects);
        producesHandle(op.results, effects);
        const callee = lookupNamedSequence(op, calleeName(op));
        if (callee === null || !isWellFormedCallee(callee)) {
          onlyReadsHandle(op.operands, effects);
          return effects;
        }
        op.operands.forEach((operand, i) => {
          if (callee.isArgConsumed(i)) consumesHandle([operand], effects);
          else if (callee.isArgReadOnly(i)) onlyReadsHandle([operand], effects);
        });
        return effects;
      },
    }),
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state): DiagnosedSilenceableFailure {
        const callee = lookupNamedSequence(op, calleeName(op));
        if (callee === null)
          return emitDefiniteFailure(op, `unresolved named sequence: ${calleeName(op)}`);
        const block = callee.body.front;
        if (block === null) return emitDefiniteFailure(op, 'unresolved external named sequence');
        try {
          for (let i = 0; i < block.numArguments; i++) {
            if (
              !state.setMappedValues(block.arguments[i]!, state.getMappedValues(op.getOperand(i)))
            )
              return DiagnosedSilenceableFailure.definiteFailure();
          }
          return applySequenceBlock(block, failurePropagationOf(op), state, results);
        } finally {
          state.forgetRegion(callee.body);
        }
      },
    }),
  ],
  assemblyFormat:
    '$target `failures` `(` $failure_propagation_mode `)` `(` $args `)` attr-dict `:` functional-type($args, results)',
}) {
  override verify(): boolean {
    const callee = lookupNamedSequence(this, calleeName(this));
    if (callee === null) {
      this.emitOpError(`does not reference a named transform sequence`);
      return false;
    }
    const type = callee.functionType;
    if (this.numOperands !== type.inputs.length) {
      this.emitError('incorrect number of operands for callee');
      return false;
    }
    for (let i = 0; i < this.numOperands; i++) {
      const provided = this.getOperand(i).type;
      if (provided !== type.inputs[i]) {
        this.emitOpError(
          `operand type mismatch: expected operand type '${type.inputs[i]}', but provided '${provided}' for operand number ${i}`,
        );
        return false;
      }
    }
    if (this.numResults !== type.results.length) {
      this.emitError('incorrect number of results for callee');
      return false;
    }
    for (let i = 0; i < this.numResults; i++) {
      if (handleKindOf(this.getResult(i).type) !== handleKindOf(type.results[i]!)) {
        this.emitOpError(
          `type of result #${i} must implement the same transform dialect interface as the corresponding callee result`,
        );
        return false;
      }
    }
    return checkConsumeAnnotations(callee, false, true).checkAndReport();
  }
}
