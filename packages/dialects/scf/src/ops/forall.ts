/**
 * `scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<...>) { ... scf.forall.in_parallel { ... } }`:
 * a parallel loop nest over mixed static/dynamic bounds; `scf.forall.in_parallel` holds the ops
 * that combine the iterations' results into the shared outputs.
 */
import {
  AnyRankedTensor,
  AnyType,
  ArrayAttr,
  AttrConstraint,
  AttrSizedOperandSegments,
  AutomaticAllocationScope,
  type BlockArgument,
  DenseArrayAttr,
  DenseI64ArrayAttr,
  defineOp,
  HasParent,
  Index,
  IndexType,
  IntegerType,
  makeSegmentSizesAttr,
  NoTerminator,
  OPERAND_SEGMENT_SIZES,
  type OpAsmArgument,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  Pure,
  RecursiveMemoryEffects,
  Region,
  SingleBlock,
  SingleBlockImplicitTerminator,
  SizedRegion1,
  Terminator,
  type UnresolvedOperand,
  type Value,
  variadic,
} from '@strata/ir-core';
import {
  DYNAMIC_I64,
  type ParsedIndexList,
  parseDynamicIndexList,
  printDynamicIndexList,
} from '@strata/dialect-memref';
import { forallPatterns } from '../canonicalize-forall.js';
import { constantForallBound, FORALL_BOUNDS, mixedForallBounds } from '../forall-bounds.js';
import {
  ensureTerminator,
  parseAssignmentList,
  printInitializationList,
  operandTypeCountMismatch,
} from '../syntax.js';

const IN_PARALLEL = 'scf.forall.in_parallel';
const BOUND_NAMES = ['lower bound', 'upper bound', 'step'] as const;

/**
 * MLIR's `DeviceMappingArrayAttr`. Device mapping attributes come from dialects Strata does not
 * have (gpu), so only the empty array satisfies it here.
 */
const DeviceMappingArrayAttr = new AttrConstraint<ArrayAttr>(
  'Device Mapping array attribute',
  (attr) => attr instanceof ArrayAttr && attr.value.length === 0,
  // Stored as an `ArrayAttr`: another kind of attribute in the dictionary is dropped, as in MLIR.
  (attr) => attr instanceof ArrayAttr,
);

function boundsOf(op: Operation): bigint[][] {
  return FORALL_BOUNDS.map((name) =>
    (op.properties.get(name) as DenseArrayAttr).values.map((v) => BigInt.asIntN(64, v)),
  );
}

/** The dynamic operands of each bound list and the outputs, by the segment sizes. */
function operandGroups(op: Operation): Value[][] {
  const sizes = (op.properties.get(OPERAND_SEGMENT_SIZES) as DenseArrayAttr).values.map(Number);
  const groups: Value[][] = [];
  let start = 0;
  for (const size of sizes) {
    groups.push(op.operands.slice(start, start + size));
    start += size;
  }
  return groups;
}

export class ForallOp extends defineOp({
  name: 'scf.forall',
  operands: {
    dynamicLowerBound: variadic(Index),
    dynamicUpperBound: variadic(Index),
    dynamicStep: variadic(Index),
    outputs: variadic(AnyRankedTensor),
  },
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { loopResults: variadic(AnyType) },
  properties: {
    staticLowerBound: DenseI64ArrayAttr,
    staticUpperBound: DenseI64ArrayAttr,
    staticStep: DenseI64ArrayAttr,
    mapping: optional(DeviceMappingArrayAttr),
  },
  regions: { region: SizedRegion1 },
  traits: [
    AttrSizedOperandSegments,
    AutomaticAllocationScope,
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator(IN_PARALLEL),
  ],
  canonicalizationPatterns: (patterns) => patterns.add(...forallPatterns()),
  parse: parseForallOp,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: (op: Operation, printer: OpAsmPrinter) => printForallOp(op, printer),
}) {
  get rank(): number {
    return this.staticLowerBound.size;
  }

  get inductionVars(): BlockArgument[] {
    return this.region.front!.arguments.slice(0, this.rank);
  }

  get regionOutArgs(): BlockArgument[] {
    return this.region.front!.arguments.slice(this.rank);
  }

  override verify(): boolean {
    const rank = this.rank;
    const outputs = this.outputs;
    if (this.numResults !== outputs.length)
      return opError(
        this,
        `produces ${this.numResults} results, but has only ${outputs.length} outputs`,
      );
    const body = this.region.front!;
    if (body.numArguments !== rank + outputs.length)
      return opError(this, `region expects ${rank} arguments`);
    for (let i = 0; i < rank; i++) {
      if (!body.getArgument(i).type.isIndex())
        return opError(this, `expects ${i}-th block argument to be an index`);
    }
    for (let i = 0; i < outputs.length; i++) {
      if (body.getArgument(rank + i).type !== outputs[i]!.type) {
        return opError(
          this,
          `type mismatch between ${i}-th output and corresponding block argument`,
        );
      }
    }
    const groups = operandGroups(this);
    const bounds = boundsOf(this);
    for (let b = 0; b < 3; b++) {
      const statics = bounds[b]!;
      if (statics.length !== rank)
        return error(this, `expected ${rank} ${BOUND_NAMES[b]} values, got ${statics.length}`);
      const dynamic = statics.filter((value) => value === DYNAMIC_I64).length;
      if (groups[b]!.length !== dynamic)
        return error(this, `expected ${dynamic} dynamic ${BOUND_NAMES[b]} values`);
    }
    return true;
  }
}

/** `scf.forall.in_parallel { ... }`: ends an `scf.forall` body; its ops combine into the shared outputs. */
export class InParallelOp extends defineOp({
  name: IN_PARALLEL,
  regions: { region: SizedRegion1 },
  traits: [
    Pure,
    HasParent('scf.forall'),
    Terminator,
    NoTerminator,
    SingleBlock,
    RecursiveMemoryEffects,
  ],
  parse: (parser, state) => {
    const region = new Region();
    state.regions.push(region);
    if (!parser.parseRegion(region)) return false;
    if (region.empty()) region.emplaceBlock();
    return parser.parseOptionalAttrDict(state.attributes);
  },
  print: (op: Operation, printer: OpAsmPrinter) => {
    printer.write(' ');
    printer.printRegion(op.getRegion(0), false, false);
    printer.printOptionalAttrDict(op.getAttrs());
  },
}) {
  /**
   * MLIR accepts only ParallelCombiningOpInterface ops (tensor.parallel_insert_slice, ...) here.
   * No op Strata registers implements that interface yet, so any op in the body is rejected.
   */
  override verify(): boolean {
    if (this.region.front?.front != null)
      return opError(this, 'expected only ParallelCombiningOpInterface ops');
    return true;
  }
}

function opError(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

function error(op: Operation, message: string): false {
  op.emitError(message);
  return false;
}

/**
 * Lower bounds all 0 and steps all 1, static or defined by constants (MLIR's `isNormalized`):
 * printed as `in (upper bounds)`.
 */
function isNormalized(op: Operation): boolean {
  const [lower, , step] = mixedForallBounds(op);
  return (
    lower!.every((bound) => constantForallBound(bound) === 0n) &&
    step!.every((bound) => constantForallBound(bound) === 1n)
  );
}

function parseForallOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const index = IndexType.get(context);
  const ivs = parser.parseArgumentList('paren');
  if (ivs === null) return false;
  for (const iv of ivs) iv.type = index;
  const lists: ParsedIndexList[] = [];
  if (parser.parseOptionalKeyword('in') !== undefined) {
    const upper = parseDynamicIndexList(parser, 'paren', 'scf.forall');
    if (upper === null) return false;
    // As MLIR, the implicit lower bounds and steps follow the loop variables, so that the
    // verifier reports an upper-bound list of another length.
    const rank = ivs.length;
    lists.push({ operands: [], statics: new Array(rank).fill(0n) }, upper, {
      operands: [],
      statics: new Array(rank).fill(1n),
    });
  } else {
    if (!parser.parseEqual()) return false;
    for (const keyword of ['', 'to', 'step']) {
      if (keyword !== '' && parser.parseKeyword(keyword) === null) return false;
      const list = parseDynamicIndexList(parser, 'paren', 'scf.forall');
      if (list === null) return false;
      lists.push(list);
    }
  }
  const outArgs: OpAsmArgument[] = [];
  const outputs: UnresolvedOperand[] = [];
  // MLIR reports a count mismatch of the outputs and their types at `shared_outs`.
  const outputsOffset = parser.getCurrentOffset();
  if (parser.parseOptionalKeyword('shared_outs') !== undefined) {
    if (!parseAssignmentList(parser, outArgs, outputs)) return false;
    const types = parser.parseArrowTypeList();
    if (types === null) return false;
    state.resultTypes.push(...types);
  }
  for (const list of lists) {
    if (!parser.resolveOperands(list.operands, index, parser.getCurrentOffset(), state.operands))
      return false;
  }
  if (outputs.length !== state.resultTypes.length) {
    return parser.emitCustomError(
      outputsOffset,
      operandTypeCountMismatch(outputs.length, state.resultTypes.length),
    );
  }
  if (
    !parser.resolveOperands(outputs, state.resultTypes, parser.getCurrentOffset(), state.operands)
  )
    return false;
  outArgs.forEach((arg, i) => (arg.type = state.resultTypes[i]!));
  const body = new Region();
  state.regions.push(body);
  if (!parser.parseRegion(body, [...ivs, ...outArgs])) return false;
  ensureTerminator(body, IN_PARALLEL, state.location, 1);
  const i64 = IntegerType.get(context, 64);
  lists.forEach((list, i) =>
    state.properties.set(FORALL_BOUNDS[i]!, DenseArrayAttr.get(i64, list.statics)),
  );
  state.properties.set(
    OPERAND_SEGMENT_SIZES,
    makeSegmentSizesAttr(context, [...lists.map((list) => list.operands.length), outputs.length]),
  );
  return parser.parseOptionalAttrDict(state.attributes);
}

function printForallOp(op: Operation, printer: OpAsmPrinter): void {
  const forall = op as ForallOp;
  const groups = operandGroups(op);
  const bounds = boundsOf(op);
  printer.write(' (');
  printer.printOperands(forall.inductionVars);
  printer.write(')');
  if (isNormalized(op)) {
    printer.write(' in ');
    printDynamicIndexList(printer, groups[1]!, bounds[1]!, 'paren');
  } else {
    ['= ', ' to ', ' step '].forEach((keyword, i) => {
      printer.write(i === 0 ? ` ${keyword}` : keyword);
      printDynamicIndexList(printer, groups[i]!, bounds[i]!, 'paren');
    });
  }
  printInitializationList(printer, forall.regionOutArgs, groups[3]!, ' shared_outs');
  printer.write(' ');
  if (op.numResults > 0) {
    printer.write('-> (');
    printer.printTypeList(op.getResultTypes());
    printer.write(') ');
  }
  printer.printRegion(forall.region, false, op.numResults > 0);
  printer.printOptionalAttrDict(op.getAttrs(), [OPERAND_SEGMENT_SIZES, ...FORALL_BOUNDS]);
}
