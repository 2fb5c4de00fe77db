/**
 * `scf.index_switch %i -> T case 2 { ... } default { ... }`: runs the region of the case equal to
 * the index, or the default region.
 */
import {
  AnyType,
  DenseArrayAttr,
  DenseI64ArrayAttr,
  defineOp,
  Index,
  IndexType,
  IntegerAttr,
  IntegerType,
  type InvocationBounds,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  RecursiveMemoryEffects,
  Region,
  RegionBranchOpInterface,
  type RegionSuccessor,
  SingleBlockImplicitTerminator,
  SizedRegion1,
  variadic,
} from '@strata/ir-core';
import { indexSwitchPatterns } from '../canonicalize.js';
import { AT_MOST_ONCE, NEVER } from '../invocation-bounds.js';
import { ensureYield, YIELD } from '../syntax.js';

const CASES = 'cases';
/** What the attribute dictionary of a printed switch leaves out (its syntax shows it), made once. */
const PRINTED_PROPERTIES: readonly string[] = [CASES];

/** The case values of a switch, read generically (models cannot name the class being defined). */
export function caseValuesOf(op: Operation): readonly bigint[] {
  return (op.properties.get(CASES) as DenseArrayAttr).values.map((value) =>
    BigInt.asIntN(64, value),
  );
}

/** Switches with at most this many cases look for a repeated value pairwise, without a set. */
const PAIRWISE_CASES = 8;

/** The first value of `values` equal to an earlier one, or null when all differ. */
function firstRepeated(values: readonly bigint[]): bigint | null {
  if (values.length <= PAIRWISE_CASES) {
    for (let j = 1; j < values.length; j++)
      for (let i = 0; i < j; i++) if (values[i] === values[j]) return values[j]!;
    return null;
  }
  const seen = new Set<bigint>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return null;
}

export class IndexSwitchOp extends defineOp({
  name: 'scf.index_switch',
  operands: { arg: Index },
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { outputs: variadic(AnyType) },
  properties: { cases: DenseI64ArrayAttr },
  regions: { defaultRegion: SizedRegion1, caseRegions: variadic(SizedRegion1) },
  traits: [RecursiveMemoryEffects, SingleBlockImplicitTerminator(YIELD)],
  interfaces: [
    RegionBranchOpInterface.implement({
      getSuccessorRegions: (op, from, operands): RegionSuccessor[] => {
        if (from !== null) return [{ region: null, inputs: op.results }];
        const flag = operands[0];
        if (flag instanceof IntegerAttr) {
          const index = caseValuesOf(op).indexOf(flag.value);
          return [{ region: op.getRegion(index + 1), inputs: [] }];
        }
        return op.regions.map((region) => ({ region, inputs: [] }));
      },
      getRegionInvocationBounds: (op, operands): InvocationBounds[] => {
        const flag = operands[0];
        if (!(flag instanceof IntegerAttr)) return op.regions.map(() => AT_MOST_ONCE);
        // Region 0 is the default region: an index matching no case (-1) takes it.
        const taken = caseValuesOf(op).indexOf(flag.value) + 1;
        return op.regions.map((_, index) => (index === taken ? AT_MOST_ONCE : NEVER));
      },
    }),
  ],
  parse: parseIndexSwitchOp,
  print: (op: Operation, printer: OpAsmPrinter) => printIndexSwitchOp(op, printer),
  canonicalizationPatterns: (patterns) => patterns.add(...indexSwitchPatterns()),
}) {
  get caseValues(): readonly bigint[] {
    return caseValuesOf(this);
  }

  override verify(): boolean {
    // The declared constraint made `cases` an i64 array, whose stored values are already signed
    // 64-bit (what `caseValues` gives): read in place, without a converted copy per switch.
    const values = (this.getInherentAttr(CASES) as DenseArrayAttr).values;
    // Region 0 is the default region, the case regions follow (read in place, not as slices).
    const regions = this.regions;
    const cases = regions.length - 1;
    if (values.length !== cases) {
      this.emitOpError(`has ${cases} case regions but ${values.length} case values`);
      return false;
    }
    const duplicate = firstRepeated(values);
    if (duplicate !== null) {
      this.emitOpError(`has duplicate case value: ${duplicate}`);
      return false;
    }
    for (let r = 0; r < regions.length; r++)
      if (!this.verifyYield(regions[r]!, r - 1)) return false;
    return true;
  }

  /** Each region yields values of the result types (`caseIndex` -1: the default region). */
  private verifyYield(region: Region, caseIndex: number): boolean {
    const yieldOp = region.front!.back!;
    if (yieldOp.name.identifier !== YIELD) {
      this.emitOpError(`expected region to end with scf.yield, but got ${yieldOp.name.identifier}`);
      return false;
    }
    const results = this.results;
    const operands = yieldOp.getOpOperands();
    if (operands.length !== results.length) {
      this.emitOpError(
        `expected each region to return ${results.length} values, but ${regionName(caseIndex)} returns ${operands.length}`,
        (d) => d.attachNote('see yield operation here', yieldOp.location),
      );
      return false;
    }
    for (let i = 0; i < results.length; i++) {
      const expected = results[i]!.type;
      const actual = operands[i]!.get().type;
      if (actual === expected) continue;
      this.emitOpError(`expected result #${i} of each region to be '${expected}'`, (d) =>
        d.attachNote(`${regionName(caseIndex)} returns '${actual}' here`, yieldOp.location),
      );
      return false;
    }
    return true;
  }
}

/** How the verifier names a region of a switch in its messages (`caseIndex` -1: the default). */
function regionName(caseIndex: number): string {
  return caseIndex < 0 ? 'default region' : `case region #${caseIndex}`;
}

function parseIndexSwitchOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const arg = parser.parseOperand();
  if (arg === null || !parser.resolveOperand(arg, IndexType.get(context), state.operands))
    return false;
  if (!parser.parseOptionalAttrDict(state.attributes)) return false;
  // MLIR's format is `(`->` type($results)^)?`: a bare comma-separated list, never parenthesized.
  if (parser.parseOptionalArrow()) {
    const types = parser.parseTypeList();
    if (types === null) return false;
    state.resultTypes.push(...types);
  }
  const values: bigint[] = [];
  const cases: Region[] = [];
  while (parser.parseOptionalKeyword('case') !== undefined) {
    const value = parser.parseInteger();
    if (value === null) return false;
    const region = new Region();
    if (!parser.parseRegion(region)) return false;
    values.push(value);
    cases.push(region);
  }
  if (parser.parseKeyword('default') === null) return false;
  const defaultRegion = new Region();
  if (!parser.parseRegion(defaultRegion)) return false;
  ensureYield(defaultRegion, state.location);
  state.regions.push(defaultRegion, ...cases);
  state.properties.set(CASES, DenseArrayAttr.get(IntegerType.get(context, 64), values));
  return true;
}

function printIndexSwitchOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.printOptionalOpAttrDict(op, PRINTED_PROPERTIES);
  const resultTypes = op.getResultTypes();
  if (resultTypes.length > 0) {
    printer.write(' -> ');
    printer.printTypeList(resultTypes);
  }
  // MLIR's format prints a space before its newline directive.
  printer.write(' ');
  const values = caseValuesOf(op);
  for (let i = 0; i < values.length; i++) {
    printer.printNewline();
    printer.write(`case ${values[i]} `);
    printer.printRegion(op.getRegion(i + 1), false);
  }
  printer.printNewline();
  printer.write('default ');
  const defaultRegion = op.getRegion(0);
  printer.printRegion(defaultRegion, false, !isEmptyYield(defaultRegion));
}

/** A `scf.yield` with nothing on it, which the default region's printed form leaves out. */
function isEmptyYield(region: Region): boolean {
  const terminator = region.front?.back ?? null;
  return (
    terminator !== null &&
    terminator.numOperands === 0 &&
    !terminator.hasProperties() &&
    !terminator.hasDiscardableAttrs()
  );
}
