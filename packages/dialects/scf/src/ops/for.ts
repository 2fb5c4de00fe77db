/**
 * `scf.for [unsigned] %iv = %lb to %ub step %step iter_args(%a = %init) -> (T) [: I] { ... }`:
 * a counted loop with loop-carried values.
 */
import {
  AllTypesMatch,
  AnySignlessIntegerOrIndex,
  AnyType,
  AutomaticAllocationScope,
  type BlockArgument,
  ConditionallySpeculatable,
  defineOp,
  IndexType,
  IntegerAttr,
  IntegerType,
  LoopLikeOpInterface,
  type OpAsmArgument,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  RecursiveMemoryEffects,
  Region,
  RegionBranchOpInterface,
  type RegionSuccessor,
  SingleBlock,
  SizedRegion1,
  type Type,
  UnitAttr,
  UnitAttrConstraint,
  type UnresolvedOperand,
  variadic,
} from '@strata/ir-core';
import { getConstantOperandValue } from '@strata/pattern-rewrite';
import { forPatterns } from '../canonicalize.js';
import { ensureYield, parseAssignmentList, printInitializationList } from '../syntax.js';

const UNSIGNED_CMP = 'unsignedCmp';
/** What the attribute dictionary of a printed `scf.for` leaves out (its syntax shows it), made once. */
const PRINTED_PROPERTIES: readonly string[] = [UNSIGNED_CMP];

/** The body's arguments after the induction variable. */
function iterArgsOf(op: Operation): BlockArgument[] {
  return op.getRegion(0).front?.arguments.slice(1) ?? [];
}

/** The operands after the bounds and step (one array, not a copy of all operands then a slice). */
function initsOf(op: Operation): Operation['operands'] {
  const operands = op.getOpOperands();
  const inits = new Array<Operation['operands'][number]>(Math.max(operands.length - 3, 0));
  for (let i = 0; i < inits.length; i++) inits[i] = operands[i + 3]!.get();
  return inits;
}

/** Whether a constant step is 1 (signless i1 stores its 1 as -1, as `true`). */
function isConstantOne(step: unknown): boolean {
  if (!(step instanceof IntegerAttr)) return false;
  const width = step.type instanceof IntegerType ? step.type.width : 64;
  return BigInt.asUintN(width, step.value) === 1n;
}

export class ForOp extends defineOp({
  name: 'scf.for',
  operands: {
    lowerBound: AnySignlessIntegerOrIndex,
    upperBound: AnySignlessIntegerOrIndex,
    step: AnySignlessIntegerOrIndex,
    initArgs: variadic(AnyType),
  },
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { outputs: variadic(AnyType) },
  properties: { unsignedCmp: UnitAttrConstraint },
  regions: { region: SizedRegion1 },
  traits: [
    AutomaticAllocationScope,
    AllTypesMatch('lowerBound', 'upperBound', 'step'),
    RecursiveMemoryEffects,
    // MLIR's SingleBlockImplicitTerminator implies it; the inliner relies on it to keep
    // multi-block bodies out of the loop.
    SingleBlock,
  ],
  interfaces: [
    // As MLIR: only a step of constant 1 surely ends for any bounds (a larger step could wrap
    // past the upper bound, a zero step never ends), so only then may the loop be hoisted.
    ConditionallySpeculatable.implement({
      getSpeculatability: (op) =>
        isConstantOne(getConstantOperandValue(op.getOperand(2)))
          ? 'recursively-speculatable'
          : 'not-speculatable',
    }),
    LoopLikeOpInterface.implement({
      getLoopRegions: (op) => [op.getRegion(0)],
      getInits: initsOf,
      getRegionIterArgs: iterArgsOf,
      getYieldedValues: (op) => {
        const terminator = op.getRegion(0).front?.back ?? null;
        return terminator === null ? null : terminator.operands;
      },
      getLoopResults: (op) => op.results,
    }),
    RegionBranchOpInterface.implement({
      // Each iteration enters the body or leaves the loop.
      getSuccessorRegions: (op): RegionSuccessor[] => [
        { region: op.getRegion(0), inputs: iterArgsOf(op) },
        { region: null, inputs: op.results },
      ],
      getEntrySuccessorOperands: initsOf,
    }),
  ],
  parse: parseForOp,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: (op: Operation, printer: OpAsmPrinter) => printForOp(op, printer),
  canonicalizationPatterns: (patterns) => patterns.add(...forPatterns()),
}) {
  get inductionVar(): BlockArgument {
    return this.region.front!.getArgument(0);
  }

  get regionIterArgs(): BlockArgument[] {
    return iterArgsOf(this);
  }

  override verify(): boolean {
    // Counted without the `initArgs` accessor, which builds an array.
    if (this.numOperands - 3 !== this.numResults) {
      this.emitOpError('mismatch in number of loop-carried values and defined values');
      return false;
    }
    return true;
  }

  override verifyRegions(): boolean {
    // Read by position (the body, the lower bound): the named accessors find their group first.
    const block = this.getRegion(0).front!;
    if (block.numArguments === 0 || block.getArgument(0).type !== this.getOperand(0).type) {
      this.emitOpError('expected induction variable to be same type as bounds and step');
      return false;
    }
    return true;
  }
}

function parseForOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  if (parser.parseOptionalKeyword('unsigned') !== undefined)
    state.properties.set(UNSIGNED_CMP, UnitAttr.get(context));
  const inductionVar = parser.parseArgument();
  if (inductionVar === null || !parser.parseEqual()) return false;
  const bounds: UnresolvedOperand[] = [];
  for (const keyword of ['', 'to', 'step']) {
    if (keyword !== '' && parser.parseKeyword(keyword) === null) return false;
    const operand = parser.parseOperand();
    if (operand === null) return false;
    bounds.push(operand);
  }
  const args: OpAsmArgument[] = [inductionVar];
  const inits: UnresolvedOperand[] = [];
  if (parser.parseOptionalKeyword('iter_args') !== undefined) {
    if (!parseAssignmentList(parser, args, inits)) return false;
    const types = parser.parseArrowTypeList();
    if (types === null) return false;
    state.resultTypes.push(...types);
  }
  if (args.length !== state.resultTypes.length + 1) {
    parser.emitError(
      parser.getNameLocation(),
      "custom op 'scf.for' mismatch in number of loop-carried values and defined values",
    );
    return false;
  }
  let type: Type = IndexType.get(context);
  if (parser.parseOptionalColon()) {
    const parsed = parser.parseType();
    if (parsed === null) return false;
    type = parsed;
  }
  inductionVar.type = type;
  for (let i = 1; i < args.length; i++) args[i]!.type = state.resultTypes[i - 1]!;
  for (const bound of bounds) if (!parser.resolveOperand(bound, type, state.operands)) return false;
  for (let i = 0; i < inits.length; i++)
    if (!parser.resolveOperand(inits[i]!, state.resultTypes[i]!, state.operands)) return false;
  const body = new Region();
  state.regions.push(body);
  if (!parser.parseRegion(body, args)) return false;
  ensureYield(body, state.location);
  return parser.parseOptionalAttrDict(state.attributes);
}

function printForOp(op: Operation, printer: OpAsmPrinter): void {
  const body = op.getRegion(0);
  const inductionVar = body.front!.getArgument(0);
  // Most loops carry no values: their (empty) init and iter_args lists are not made.
  const hasInits = op.numOperands > 3;
  printer.write(' ');
  // getInherentAttr, not `properties`: that getter gives a property-less op an empty map.
  if (op.getInherentAttr(UNSIGNED_CMP) !== undefined) printer.write('unsigned ');
  printer.printOperand(inductionVar);
  printer.write(' = ');
  printer.printOperand(op.getOperand(0));
  printer.write(' to ');
  printer.printOperand(op.getOperand(1));
  printer.write(' step ');
  printer.printOperand(op.getOperand(2));
  if (hasInits) {
    printInitializationList(printer, iterArgsOf(op), initsOf(op), ' iter_args');
    printer.write(' -> (');
    printer.printTypeList(op.getResultTypes());
    printer.write(')');
  }
  printer.write(' ');
  // MLIR writes the type after a space of its own, hence two spaces after the result list.
  if (!inductionVar.type.isIndex()) {
    printer.write(' : ');
    printer.printType(inductionVar.type);
    printer.write(' ');
  }
  printer.printRegion(body, false, hasInits);
  printer.printOptionalOpAttrDict(op, PRINTED_PROPERTIES);
}
