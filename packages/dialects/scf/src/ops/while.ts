/**
 * `scf.while (%a = %init) : (T) -> R { before } do { after }`: the `before` region decides with
 * `scf.condition` whether to run `after` (which yields the next iteration's values) or to stop.
 */
import {
  AnyType,
  type BlockArgument,
  defineOp,
  FunctionType,
  IntegerAttr,
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
  type UnresolvedOperand,
  variadic,
  ParsedFunctionType,
} from '@strata/ir-core';
import { regionBranchCanonicalizationPatterns } from '@strata/pattern-rewrite';
import { whilePatterns } from '../canonicalize-while.js';
import { parseAssignmentList, printInitializationList } from '../syntax.js';

function argumentsOf(region: Region): BlockArgument[] {
  return region.front?.arguments ?? [];
}

export class WhileOp extends defineOp({
  name: 'scf.while',
  operands: { inits: variadic(AnyType) },
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { outputs: variadic(AnyType) },
  regions: { before: SizedRegion1, after: SizedRegion1 },
  traits: [RecursiveMemoryEffects, SingleBlock],
  interfaces: [
    LoopLikeOpInterface.implement({
      getLoopRegions: (op) => [op.getRegion(0), op.getRegion(1)],
      getInits: (op) => op.operands,
      getRegionIterArgs: (op) => argumentsOf(op.getRegion(0)),
      // The after region's yield feeds the before region's arguments.
      getYieldedValues: (op) => op.getRegion(1).front?.back?.operands ?? null,
      // The results come from scf.condition, whose types need not be those of the inits.
      getLoopResults: () => null,
    }),
    RegionBranchOpInterface.implement({
      getSuccessorRegions: (op, from, operands): RegionSuccessor[] => {
        const before = op.getRegion(0);
        const after = op.getRegion(1);
        if (from === null || from === after)
          return [{ region: before, inputs: argumentsOf(before) }];
        // From `before`, `operands` are scf.condition's: a constant condition picks one way.
        const condition = operands[0];
        const toAfter = { region: after, inputs: argumentsOf(after) };
        const toParent = { region: null, inputs: op.results };
        if (condition instanceof IntegerAttr) return [condition.value !== 0n ? toAfter : toParent];
        return [toAfter, toParent];
      },
      getEntrySuccessorOperands: (op) => op.operands,
    }),
  ],
  canonicalizationPatterns: (patterns) =>
    patterns.add(...whilePatterns(), ...regionBranchCanonicalizationPatterns(WhileOp)),
  parse: parseWhileOp,
  print: (op: Operation, printer: OpAsmPrinter) => printWhileOp(op, printer),
}) {
  /** MLIR checks the terminators by name, noting where the wrong one is. */
  override verify(): boolean {
    return (
      verifyTerminator(this, this.getRegion(0), 'before', 'scf.condition') &&
      verifyTerminator(this, this.getRegion(1), 'after', 'scf.yield')
    );
  }
}

/** Whether `region` of `op` (called `name`) ends with op `expected`; reported if not. */
function verifyTerminator(op: Operation, region: Region, name: string, expected: string): boolean {
  const terminator = region.front?.back ?? null;
  if (terminator?.name.identifier === expected) return true;
  op.emitOpError(`expects the '${name}' region to terminate with '${expected}'`, (d) => {
    if (terminator !== null) d.attachNote('terminator here', terminator.location);
  });
  return false;
}

function parseWhileOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const args: OpAsmArgument[] = [];
  const inits: UnresolvedOperand[] = [];
  if (parser.tokenKind === 'l_paren' && !parseAssignmentList(parser, args, inits)) return false;
  // As MLIR's `parseColonType`, type errors are reported at the colon.
  const typeOffset = parser.getCurrentOffset();
  if (!parser.parseColon()) return false;
  const type = parser.parseTypeOfClass(ParsedFunctionType, typeOffset) as FunctionType | null;
  if (type === null) return false;
  state.resultTypes.push(...type.results);
  if (type.numInputs !== inits.length) {
    return parser.emitCustomError(
      typeOffset,
      'expected as many input types as operands ' +
        `(expected ${inits.length} got ${type.numInputs})`,
    );
  }
  if (!parser.resolveOperands(inits, type.inputs, typeOffset, state.operands)) return false;
  for (let i = 0; i < args.length; i++) args[i]!.type = type.inputs[i]!;
  const before = new Region();
  const after = new Region();
  state.regions.push(before, after);
  return (
    parser.parseRegion(before, args) &&
    parser.parseKeyword('do') !== null &&
    parser.parseRegion(after) &&
    parser.parseOptionalAttrDictWithKeyword(state.attributes)
  );
}

function printWhileOp(op: Operation, printer: OpAsmPrinter): void {
  const before = op.getRegion(0);
  printInitializationList(printer, argumentsOf(before), op.operands, ' ');
  printer.write(' : ');
  printer.printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  printer.write(' ');
  printer.printRegion(before, false);
  printer.write(' do ');
  printer.printRegion(op.getRegion(1));
  // The attribute list is made only for an op that has attributes, which few have.
  if (op.hasDiscardableAttrs() || op.hasProperties())
    printer.printOptionalAttrDictWithKeyword(op.getAttrs());
}
