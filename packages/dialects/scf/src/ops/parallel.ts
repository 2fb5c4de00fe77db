/**
 * `scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> T { ... scf.reduce(...) }`: a loop
 * nest whose iterations may run in any order; `scf.reduce` combines per-iteration values into the
 * results, one `scf.reduce.return`-terminated region per value.
 */
import {
  AnyType,
  AttrSizedOperandSegments,
  AutomaticAllocationScope,
  defineOp,
  HasParent,
  Index,
  IndexType,
  IntegerAttr,
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  type OpAsmArgument,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  Pure,
  RecursiveMemoryEffects,
  Region,
  SingleBlockImplicitTerminator,
  SizedRegion1,
  Terminator,
  type Type,
  type UnresolvedOperand,
  type Value,
  variadic,
} from '@strata/ir-core';
import { getConstantOperandValue } from '@strata/pattern-rewrite';
import { parallelPatterns } from '../canonicalize.js';
import { ensureTerminator, operandTypeCountMismatch } from '../syntax.js';

const REDUCE = 'scf.reduce';

function opError(op: Operation, message: string): false {
  op.emitOpError(message);
  return false;
}

export class ParallelOp extends defineOp({
  name: 'scf.parallel',
  operands: {
    lowerBound: variadic(Index),
    upperBound: variadic(Index),
    step: variadic(Index),
    initVals: variadic(AnyType),
  },
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { outputs: variadic(AnyType) },
  regions: { region: SizedRegion1 },
  traits: [
    AutomaticAllocationScope,
    AttrSizedOperandSegments,
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator(REDUCE),
  ],
  canonicalizationPatterns: (patterns) => patterns.add(...parallelPatterns()),
  parse: parseParallelOp,
  print: (op: Operation, printer: OpAsmPrinter) => printParallelOp(op, printer),
}) {
  override verify(): boolean {
    const steps = this.step;
    if (steps.length === 0)
      return opError(this, 'needs at least one tuple element for lowerBound, upperBound and step');
    // Stricter than MLIR 22, which leaves this to the custom parser: generic IR with fewer bounds
    // than steps would otherwise reach passes that read a bound per step.
    const lower = this.lowerBound.length;
    const upper = this.upperBound.length;
    if (lower !== steps.length || upper !== steps.length) {
      return opError(
        this,
        `expects as many lower bounds: ${lower} and upper bounds: ${upper} as steps: ${steps.length}`,
      );
    }
    for (const step of steps) {
      const value = getConstantOperandValue(step);
      if (value instanceof IntegerAttr && value.value <= 0n)
        return opError(this, 'constant step operand must be positive');
    }
    const body = this.region.front!;
    if (body.numArguments !== steps.length) {
      return opError(
        this,
        `expects the same number of induction variables: ${body.numArguments} as bound and step values: ${steps.length}`,
      );
    }
    if (body.arguments.some((arg) => !arg.type.isIndex())) {
      return opError(this, 'expects arguments for the induction variable to be of index type');
    }
    const reduce = body.back;
    if (reduce === null || reduce.name.identifier !== REDUCE) {
      this.emitOpError(`expects body to terminate with '${REDUCE}'`, (d) => {
        if (reduce !== null) d.attachNote('terminator here', reduce.location);
      });
      return false;
    }
    if (reduce.numOperands !== this.numResults) {
      return opError(
        this,
        `expects number of results: ${this.numResults} to be the same as number of reductions: ${reduce.numOperands}`,
      );
    }
    if (this.initVals.length !== this.numResults) {
      return opError(
        this,
        `expects number of results: ${this.numResults} to be the same as number of initial values: ${this.initVals.length}`,
      );
    }
    for (let i = 0; i < this.numResults; i++) {
      const operand = reduce.getOperand(i).type;
      const result = this.getResult(i).type;
      if (operand !== result) {
        // Reported at the `scf.reduce`, whose operand it is (as MLIR does).
        return opError(
          reduce,
          `expects type of ${i}-th reduction operand: '${operand}' to be the same as the ${i}-th result type: '${result}'`,
        );
      }
    }
    return true;
  }
}

/** `scf.reduce(%a, %b : T, U) { region } , { region }`: ends an `scf.parallel` body. */
export class ReduceOp extends defineOp({
  name: REDUCE,
  // MLIR calls the group `operands`, which would hide `Operation.operands`.
  operands: { values: variadic(AnyType) },
  regions: { reductions: variadic(SizedRegion1) },
  // MLIR's order: a misplaced reduce is reported as such before as a non-final op.
  traits: [HasParent('scf.parallel'), RecursiveMemoryEffects, Terminator],
  assemblyFormat: '(`(` $values^ `:` type($values) `)`)? $reductions attr-dict',
}) {
  override verifyRegions(): boolean {
    for (let i = 0; i < this.reductions.length; i++) {
      const type = this.getOperand(i).type;
      const block = this.reductions[i]!.front!;
      if (block.empty()) return opError(this, 'the block inside reduction should not be empty');
      if (block.numArguments !== 2 || block.arguments.some((arg) => arg.type !== type)) {
        return opError(
          this,
          `expected two block arguments with type '${type}' in the ${i}-th reduction region`,
        );
      }
      if (block.back!.name.identifier !== 'scf.reduce.return') {
        return opError(this, "reduction bodies must be terminated with an 'scf.reduce.return' op");
      }
    }
    return true;
  }
}

/** `scf.reduce.return %v : T`: the combined value of one reduction region. */
export class ReduceReturnOp extends defineOp({
  name: 'scf.reduce.return',
  operands: { result: AnyType },
  traits: [HasParent(REDUCE), Pure, Terminator],
  assemblyFormat: '$result attr-dict `:` type($result)',
}) {
  override verify(): boolean {
    const reduce = this.getParentOp()!;
    const index = this.getParentRegion()!.getRegionNumber();
    const expected = reduce.getOperand(index).type;
    if (this.result.type !== expected) {
      this.emitOpError(`must have type '${expected}' (the type of the reduction inputs)`);
      return false;
    }
    return true;
  }
}

/** `(%a, %b)`: a parenthesized operand list. */
function parseParenOperands(parser: OperationParser, into: UnresolvedOperand[]): boolean {
  const operands = parser.parseOperandList('paren');
  if (operands === null) return false;
  into.push(...operands);
  return true;
}

/**
 * `(%lb0, %lb1)`: one index bound per induction variable, resolved at once as MLIR does (a type
 * error in a bound is reported before a later list's count).
 */
function parseBounds(parser: OperationParser, count: number, operands: Value[]): boolean {
  const bounds = parser.parseOperandList('paren', true, count);
  if (bounds === null) return false;
  const index = IndexType.get(parser.context);
  return parser.resolveOperands(bounds, index, parser.getCurrentOffset(), operands);
}

function parseParallelOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const index = IndexType.get(context);
  const ivs = parser.parseArgumentList('paren');
  if (ivs === null || !parser.parseEqual()) return false;
  for (const iv of ivs) iv.type = index;
  const count = ivs.length;
  if (!parseBounds(parser, count, state.operands) || parser.parseKeyword('to') === null)
    return false;
  if (!parseBounds(parser, count, state.operands) || parser.parseKeyword('step') === null)
    return false;
  if (!parseBounds(parser, count, state.operands)) return false;
  const inits: UnresolvedOperand[] = [];
  if (parser.parseOptionalKeyword('init') !== undefined && !parseParenOperands(parser, inits))
    return false;
  const types = parser.parseOptionalArrowTypeList();
  if (types === null) return false;
  state.resultTypes.push(...types);
  if (inits.length !== types.length) {
    parser.emitError(
      parser.getNameLocation(),
      `custom op 'scf.parallel' ${operandTypeCountMismatch(inits.length, types.length)}`,
    );
    return false;
  }
  if (!parser.resolveOperands(inits, types, parser.getCurrentOffset(), state.operands))
    return false;
  const body = new Region();
  state.regions.push(body);
  if (!parser.parseRegion(body, ivs as OpAsmArgument[])) return false;
  ensureTerminator(body, REDUCE, state.location);
  state.properties.set(
    OPERAND_SEGMENT_SIZES,
    makeSegmentSizesAttr(context, [count, count, count, inits.length]),
  );
  return parser.parseOptionalAttrDict(state.attributes);
}

function printParallelOp(op: Operation, printer: OpAsmPrinter): void {
  const parallel = op as ParallelOp;
  const body = parallel.region.front!;
  printer.write(' (');
  printer.printOperands(body.arguments);
  printer.write(') = (');
  printer.printOperands(parallel.lowerBound);
  printer.write(') to (');
  printer.printOperands(parallel.upperBound);
  printer.write(') step (');
  printer.printOperands(parallel.step);
  printer.write(')');
  if (parallel.initVals.length > 0) {
    printer.write(' init (');
    printer.printOperands(parallel.initVals);
    printer.write(')');
  }
  printer.printOptionalArrowTypeList(op.getResultTypes());
  printer.write(' ');
  printer.printRegion(parallel.region, false);
  printer.printOptionalAttrDict(op.getAttrs(), [OPERAND_SEGMENT_SIZES]);
}
