/**
 * `transform.sequence`, `transform.named_sequence`, `transform.include` and `transform.yield`:
 * the ops that hold and run blocks of transform ops.
 */
import {
  AnyRegion,
  ArrayAttr,
  CallableOpInterface,
  CallOpInterface,
  CoreTraits,
  Diagnostic,
  DenseArrayAttr,
  IntegerType,
  SizedRegion1,
  type Type,
  type Value,
  type Attribute,
  DictionaryAttr,
  defineOp,
  FunctionType,
  IsolatedFromAbove,
  type MemoryEffectInstance,
  MemoryEffectOpInterface,
  OpAsmOpInterface,
  type OpAsmArgument,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  Region,
  ReturnLike,
  SingleBlockImplicitTerminator,
  StrAttr,
  StringAttr,
  SymbolOpInterface,
  SymbolRefAttr,
  SymbolTable,
  Terminator,
  TypeAttr,
  TypeAttrConstraint,
  type UnresolvedOperand,
  ArrayAttrConstraint,
  FlatSymbolRefAttrConstraint,
  variadic,
  AttrSizedOperandSegments,
} from '@strata/ir-core';
import { TransformAnyHandle, TransformOpHandle } from '../constraints.js';
import { handleKindOf } from '../types.js';
import { DiagnosedSilenceableFailure, emitDefiniteFailure } from '../diagnosed.js';
import {
  consumesHandle,
  isHandleConsumed,
  modifiesPayload,
  onlyReadsHandle,
  PossibleTopLevelTransformOpTrait,
  producesHandle,
  TransformOpInterface,
} from '../interfaces.js';
import {
  applySequenceBlock,
  bodyBoundEffects,
  ensureYield,
  isArgumentConsumed,
  FailurePropagationMode,
  failurePropagationOf,
  hasImplicitYield,
  mapTopLevelBlockArguments,
  printArrowResultTypes,
  WITH_NAMED_SEQUENCE,
  YIELD,
} from './sequence-support.js';

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
  results: { outputs: variadic(TransformAnyHandle) },
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
    const block = this.body.front;
    if (block === null) return true;
    const expected = 1 + this.extra_bindings.length;
    if (block.numArguments !== expected) {
      this.emitOpError(`expected the entry block to have ${expected} arguments`);
      return false;
    }
    return verifyYieldTypes(this);
  }
}

/** The yield of the op's first region must produce values of the op's result types. */
function verifyYieldTypes(op: Operation, expected: readonly Type[] = op.getResultTypes()): boolean {
  const terminator = op.getRegion(0).front?.back;
  if (terminator?.name.identifier !== YIELD) return true;
  const yielded = terminator.operands.map((v) => v.type);
  if (yielded.length !== expected.length || yielded.some((t, i) => t !== expected[i])) {
    op.emitOpError('expects the types of the terminator operands to match the types of the result');
    return false;
  }
  return true;
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

function parseSequenceOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const operands: UnresolvedOperand[] = [];
  const first = parser.parseOptionalOperand();
  if (first === null) return false;
  let numExtra = 0;
  if (first !== undefined) {
    operands.push(first);
    while (parser.parseOptionalComma()) {
      const next = parser.parseOperand();
      if (next === null) return false;
      operands.push(next);
      numExtra++;
    }
    const types = parser.parseColonTypeList();
    if (types === null) return false;
    if (types.length !== operands.length)
      return parser.emitCustomError(parser.getCurrentOffset(), `expected ${operands.length} types`);
    for (let i = 0; i < operands.length; i++)
      if (!parser.resolveOperand(operands[i]!, types[i]!, state.operands)) return false;
  }
  const resultTypes = parser.parseOptionalArrowTypeList();
  if (resultTypes === null) return false;
  state.resultTypes.push(...resultTypes);
  if (!parseFailures(parser, state)) return false;
  if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
  state.properties.set(
    'operandSegmentSizes',
    makeSegments(parser, [first === undefined ? 0 : 1, numExtra]),
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
    printer.printTypeList(op.operands.map((v) => v.type));
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

export class NamedSequenceOp extends defineOp({
  name: 'transform.named_sequence',
  properties: {
    sym_name: StrAttr,
    function_type: TypeAttrConstraint,
    sym_visibility: optional(StrAttr),
    arg_attrs: optional(ArrayAttrConstraint),
    res_attrs: optional(ArrayAttrConstraint),
  },
  regions: { body: AnyRegion },
  traits: [IsolatedFromAbove, SingleBlockImplicitTerminator(YIELD)],
  interfaces: [
    SymbolOpInterface.implement({}),
    // A callable for the call graph, which the module's `transform.with_named_sequence` checks
    // for recursion.
    CallableOpInterface.implement({
      getCallableRegion: (op) => (op.getRegion(0).empty() ? null : op.getRegion(0)),
      getArgumentTypes: (op) => functionTypeOf(op).inputs,
      getResultTypes: (op) => functionTypeOf(op).results,
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
  parse: parseNamedSequenceOp,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: (op: Operation, printer: OpAsmPrinter) => printNamedSequenceOp(op, printer),
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

  override verify(): boolean {
    const table = this.getParentWithTrait(CoreTraits.SymbolTable);
    if (table !== null && !table.hasAttr(WITH_NAMED_SEQUENCE)) {
      // MLIR reports it as a silenceable failure at the op's location: no op attached.
      const error = new Diagnostic(
        'error',
        this.location,
        `expects the parent symbol table to have the '${WITH_NAMED_SEQUENCE}' attribute`,
      );
      error.attachNote('symbol table operation', table.location);
      this.context.diagnostics.emit(error);
      return false;
    }
    const type = this.functionType;
    const block = this.body.front;
    if (block === null) return true;
    if (block.numArguments !== type.inputs.length) {
      this.emitOpError('expected the number of block arguments to match the function type');
      return false;
    }
    for (let i = 0; i < type.inputs.length; i++) {
      const consumed = this.isArgConsumed(i);
      const readonly = this.getArgAttrs(i)?.get(READONLY) !== undefined;
      if (consumed && readonly) {
        this.emitOpError(`argument #${i} cannot be both readonly and consumed`);
        return false;
      }
      const usedConsumed = isArgumentConsumed(block.arguments[i]!);
      if (usedConsumed && !consumed) {
        // A diagnostic at the op's location, without the op's text in a note, as mlir-opt's.
        const message = `argument #${i} is consumed in the body but is not marked as such`;
        this.context.diagnostics.emit(new Diagnostic('error', this.location, message));
        return false;
      }
      if (consumed && !usedConsumed) {
        const message = `op argument #${i} is not consumed in the body but is marked as consumed`;
        this.context.diagnostics.emit(new Diagnostic('warning', this.location, message));
      }
    }
    return verifyYieldTypes(this, type.results);
  }
}

function parseNamedSequenceOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const visibility = parser.parseOptionalKeyword(['public', 'private', 'nested']);
  if (visibility !== undefined)
    state.properties.set('sym_visibility', StringAttr.get(context, visibility));
  const name = parser.parseSymbolName();
  if (name === null) return false;
  state.properties.set('sym_name', StringAttr.get(context, name));
  const args = parser.parseArgumentList('paren', true, true);
  if (args === null) return false;
  let resultTypes: Type[] = [];
  if (parser.parseOptionalArrow()) {
    const types = parser.parseFunctionResultTypes();
    if (types === null) return false;
    resultTypes = types;
  }
  const inputs = args.map((a) => a.type!);
  state.properties.set(
    'function_type',
    TypeAttr.get(FunctionType.get(context, inputs, resultTypes)),
  );
  if (args.some((a) => a.attrs !== null && a.attrs.value.length > 0)) {
    state.properties.set(
      'arg_attrs',
      ArrayAttr.get(
        context,
        args.map((a) => a.attrs ?? DictionaryAttr.get(context)),
      ),
    );
  }
  if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
  const body = new Region();
  state.regions.push(body);
  const parsed = parser.parseOptionalRegion(body, args as OpAsmArgument[], true);
  if (parsed === false) return false;
  if (parsed === true) ensureYield(body, state.location);
  return true;
}

function printNamedSequenceOp(op: Operation, printer: OpAsmPrinter): void {
  const sequence = op as NamedSequenceOp;
  printer.write(' ');
  const visibility = sequence.sym_visibility as StringAttr | undefined;
  if (visibility !== undefined) printer.write(`${visibility.value} `);
  printer.printSymbolName((sequence.sym_name as StringAttr).value);
  const type = sequence.functionType;
  const body = sequence.body;
  const block = body.front;
  printer.write('(');
  type.inputs.forEach((input, i) => {
    if (i > 0) printer.write(', ');
    const attrs = sequence.getArgAttrs(i);
    const entries =
      attrs === null ? [] : attrs.value.map((named) => [named.name, named.value] as const);
    // As MLIR's function printer: a body's arguments print with their names and locations.
    if (block !== null) printer.printRegionArgument(block.arguments[i]!, entries);
    else {
      printer.printType(input);
      printer.printOptionalAttrDict(entries);
    }
  });
  printer.write(')');
  if (type.results.length > 0) {
    printer.write(' -> ');
    if (type.results.length === 1 && !(type.results[0] instanceof FunctionType))
      printer.printType(type.results[0]!);
    else {
      printer.write('(');
      printer.printTypeList(type.results);
      printer.write(')');
    }
  }
  printer.printOptionalAttrDictWithKeyword(op.getAttrs(), [
    'sym_name',
    'sym_visibility',
    'function_type',
    'arg_attrs',
    'res_attrs',
  ]);
  if (block !== null) {
    printer.write(' ');
    printer.printRegion(body, false, true);
  }
}

// ---- transform.include ----------------------------------------------------------------------

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
    target: FlatSymbolRefAttrConstraint,
    failure_propagation_mode: FailurePropagationMode,
  },
  interfaces: [
    CallOpInterface.implement({
      getCallableForCallee: (op) => calleeName(op),
      getArgOperands: (op) => op.operands,
    }),
    MemoryEffectOpInterface.implement({
      getEffects(op: Operation): MemoryEffectInstance[] {
        const effects: MemoryEffectInstance[] = [];
        const callee = lookupNamedSequence(op, calleeName(op));
        op.operands.forEach((operand, i) => {
          if (callee?.isArgConsumed(i)) consumesHandle([operand], effects);
          else onlyReadsHandle([operand], effects);
        });
        producesHandle(op.results, effects);
        modifiesPayload(effects);
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
    return verifyConsumeAnnotations(callee);
  }
}

/**
 * MLIR's `verifyFunctionLikeConsumeAnnotations` for a sequence that is called (by
 * `transform.include` or `transform.foreach_match`): every argument says whether it is consumed or
 * only read, and one the body consumes says so. Reported at the sequence, without the op printed.
 */
export function verifyConsumeAnnotations(sequence: NamedSequenceOp): boolean {
  const block = sequence.body.front;
  const count = sequence.functionType.inputs.length;
  for (let i = 0; i < count; i++) {
    const consumed = sequence.isArgConsumed(i);
    const readonly = sequence.getArgAttrs(i)?.get(READONLY) !== undefined;
    let message: string | null = null;
    if (consumed && readonly) message = `argument #${i} cannot be both readonly and consumed`;
    else if (!consumed && !readonly)
      message = 'must provide consumed/readonly status for arguments of external or called ops';
    else if (block !== null && readonly && isArgumentConsumed(block.arguments[i]!))
      message = `argument #${i} is consumed in the body but is not marked as such`;
    if (message !== null) {
      sequence.context.diagnostics.emit(new Diagnostic('error', sequence.location, message));
      return false;
    }
  }
  return true;
}
