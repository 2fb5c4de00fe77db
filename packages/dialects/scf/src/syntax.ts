/**
 * Pieces of custom syntax shared by the scf ops: implicit `scf.yield` terminators and
 * `(%arg = %init, ...)` initialization lists (MLIR's `printInitializationList` and
 * `parseAssignmentList`).
 */
import {
  type BlockArgument,
  type Location,
  type OpAsmArgument,
  type OpAsmPrinter,
  Operation,
  type OperationParser,
  Region,
  Terminator,
  type UnresolvedOperand,
  type Value,
} from '@strata/ir-core';

export const YIELD = 'scf.yield';

/**
 * Gives an empty region its block and a block that does not end in a terminator an empty
 * `terminator`, as MLIR's `ensureTerminator` does after a custom parser read a region that may
 * leave it out. Any registered terminator counts (a wrong one is the verifier's to report). A
 * terminator with a body (`scf.forall.in_parallel`) gets `bodyRegions` regions of one empty block.
 */
export function ensureTerminator(
  region: Region,
  terminator: string,
  location: Location,
  bodyRegions = 0,
): void {
  if (region.empty()) region.emplaceBlock();
  const block = region.front!;
  if (block.back?.hasTrait(Terminator.key)) return;
  const regions: Region[] = [];
  for (let i = 0; i < bodyRegions; i++) {
    const body = new Region();
    body.emplaceBlock();
    regions.push(body);
  }
  block.push(Operation.create({ name: terminator, location, regions }));
}

/** {@link ensureTerminator} with `scf.yield`. */
export function ensureYield(region: Region, location: Location): void {
  ensureTerminator(region, YIELD, location);
}

/** `prefix(%a = %x, %b = %y)`; nothing at all when there are no pairs. */
export function printInitializationList(
  printer: OpAsmPrinter,
  args: readonly BlockArgument[],
  initializers: readonly Value[],
  prefix: string,
): void {
  if (initializers.length === 0) return;
  printer.write(`${prefix}(`);
  for (let i = 0; i < initializers.length; i++) {
    if (i > 0) printer.write(', ');
    printer.printOperand(args[i]!);
    printer.write(' = ');
    printer.printOperand(initializers[i]!);
  }
  printer.write(')');
}

/** `(%a = %x, %b = %y)` after the opening parenthesis was seen: the arguments and their initial values. */
export function parseAssignmentList(
  parser: OperationParser,
  args: OpAsmArgument[],
  operands: UnresolvedOperand[],
): boolean {
  return parser.parseCommaSeparatedList('paren', () => {
    const argument = parser.parseArgument();
    if (argument === null || !parser.parseEqual()) return false;
    const operand = parser.parseOperand();
    if (operand === null) return false;
    args.push(argument);
    operands.push(operand);
    return true;
  });
}

/**
 * What MLIR's `OpAsmParser::resolveOperands` over a type list, which hand-written parsers call,
 * says when the counts differ.
 */
export function operandTypeCountMismatch(operands: number, types: number): string {
  return `number of operands and types do not match: got ${operands} operands and ${types} types`;
}
