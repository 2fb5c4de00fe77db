/** `scf.if %c -> (T) { ... } else { ... }`: runs one of two single-block regions. */
import {
  AnyType,
  defineOp,
  type FoldResult,
  I1,
  IntegerAttr,
  IntegerType,
  type InvocationBounds,
  NoRegionArguments,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  RecursiveMemoryEffects,
  RecursivelySpeculatableImpl,
  Region,
  RegionConstraint,
  RegionBranchOpInterface,
  type RegionSuccessor,
  SingleBlockImplicitTerminator,
  SizedRegion1,
  variadic,
} from '@strata/ir-core';
import { XOrIOp } from '@strata/dialect-arith';
import { getConstantOperandValue } from '@strata/pattern-rewrite';
import { ifPatterns } from '../canonicalize.js';
import { AT_MOST_ONCE, NEVER } from '../invocation-bounds.js';
import { ensureYield, YIELD } from '../syntax.js';

/** MLIR's `MaxSizedRegion<1>`: the else region may be left out. */
const MaxSizedRegion1 = new RegionConstraint(
  'region with at most 1 blocks',
  (region) => region.front === null || region.front.nextNode === null,
);

export class IfOp extends defineOp({
  name: 'scf.if',
  operands: { condition: I1 },
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { outputs: variadic(AnyType) },
  regions: { thenRegion: SizedRegion1, elseRegion: MaxSizedRegion1 },
  traits: [
    NoRegionArguments,
    RecursiveMemoryEffects,
    RecursivelySpeculatableImpl,
    SingleBlockImplicitTerminator(YIELD),
  ],
  interfaces: [
    RegionBranchOpInterface.implement({
      getSuccessorRegions: (op, from, operands): RegionSuccessor[] => {
        // Leaving either branch returns to the parent.
        if (from !== null) return [{ region: null, inputs: op.results }];
        const thenRegion = op.getRegion(0);
        const elseRegion = op.getRegion(1);
        const elseSuccessor: RegionSuccessor = elseRegion.empty()
          ? { region: null, inputs: op.results }
          : { region: elseRegion, inputs: [] };
        const condition = operands[0];
        if (condition instanceof IntegerAttr)
          return [condition.value !== 0n ? { region: thenRegion, inputs: [] } : elseSuccessor];
        return [{ region: thenRegion, inputs: [] }, elseSuccessor];
      },
      getRegionInvocationBounds: (_op, operands): InvocationBounds[] => {
        const condition = operands[0];
        if (!(condition instanceof IntegerAttr)) return [AT_MOST_ONCE, AT_MOST_ONCE];
        return condition.value !== 0n ? [AT_MOST_ONCE, NEVER] : [NEVER, AT_MOST_ONCE];
      },
    }),
  ],
  parse: parseIfOp,
  print: (op: Operation, printer: OpAsmPrinter) => printIfOp(op, printer),
  canonicalizationPatterns: (patterns) => patterns.add(...ifPatterns()),
}) {
  override verify(): boolean {
    if (this.numResults !== 0 && this.elseRegion.empty()) {
      this.emitOpError('must have an else block if defining values');
      return false;
    }
    return true;
  }

  /** `if (!c) A else B -> if c B else A`: a negated condition swaps the branches, in place. */
  fold(): FoldResult {
    if (this.elseRegion.empty()) return null;
    const not = this.condition.getDefiningOp();
    if (!(not instanceof XOrIOp)) return null;
    const rhs = getConstantOperandValue(not.rhs);
    if (!(rhs instanceof IntegerAttr) || rhs.value === 0n) return null;
    this.setOperand(0, not.lhs);
    const thenBody = new Region();
    thenBody.takeBody(this.thenRegion);
    this.thenRegion.takeBody(this.elseRegion);
    this.elseRegion.takeBody(thenBody);
    return [];
  }
}

function parseIfOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const condition = parser.parseOperand();
  if (
    condition === null ||
    !parser.resolveOperand(condition, IntegerType.get(parser.context, 1), state.operands)
  )
    return false;
  const types = parser.parseOptionalArrowTypeList();
  if (types === null) return false;
  state.resultTypes.push(...types);
  const thenRegion = new Region();
  const elseRegion = new Region();
  state.regions.push(thenRegion, elseRegion);
  if (!parser.parseRegion(thenRegion)) return false;
  ensureYield(thenRegion, state.location);
  if (parser.parseOptionalKeyword('else') !== undefined) {
    if (!parser.parseRegion(elseRegion)) return false;
    ensureYield(elseRegion, state.location);
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

function printIfOp(op: Operation, printer: OpAsmPrinter): void {
  const hasResults = op.numResults > 0;
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  if (hasResults) {
    printer.write(' -> (');
    printer.printTypeList(op.getResultTypes());
    printer.write(')');
  }
  printer.write(' ');
  printer.printRegion(op.getRegion(0), false, hasResults);
  const elseRegion = op.getRegion(1);
  if (!elseRegion.empty()) {
    printer.write(' else ');
    printer.printRegion(elseRegion, false, hasResults);
  }
  printer.printOptionalOpAttrDict(op);
}
