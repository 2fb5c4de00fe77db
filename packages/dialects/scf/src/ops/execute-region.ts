/** `scf.execute_region -> T [no_inline] { ... }`: a multi-block region run once, in place. */
import {
  AnyType,
  defineOp,
  MinSizedRegion,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  RecursiveMemoryEffects,
  Region,
  RunsRegionOnce,
  UnitAttr,
  UnitAttrConstraint,
  variadic,
} from '@strata/ir-core';
import { executeRegionPatterns } from '../canonicalize.js';

const NO_INLINE = 'no_inline';
/** What the attribute dictionary of a printed `scf.execute_region` leaves out, made once. */
const PRINTED_PROPERTIES: readonly string[] = [NO_INLINE];

export class ExecuteRegionOp extends defineOp({
  name: 'scf.execute_region',
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { outputs: variadic(AnyType) },
  properties: { no_inline: UnitAttrConstraint },
  regions: { region: MinSizedRegion(1) },
  traits: [RecursiveMemoryEffects],
  interfaces: [RunsRegionOnce],
  parse: parseExecuteRegionOp,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: (op: Operation, printer: OpAsmPrinter) => printExecuteRegionOp(op, printer),
  canonicalizationPatterns: (patterns) => patterns.add(...executeRegionPatterns()),
}) {
  override verify(): boolean {
    if (this.region.front!.numArguments > 0) {
      this.emitOpError('region cannot have any arguments');
      return false;
    }
    return true;
  }
}

function parseExecuteRegionOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const types = parser.parseOptionalArrowTypeList();
  if (types === null) return false;
  state.resultTypes.push(...types);
  if (parser.parseOptionalKeyword(NO_INLINE) !== undefined)
    state.properties.set(NO_INLINE, UnitAttr.get(parser.context));
  const body = new Region();
  state.regions.push(body);
  return parser.parseRegion(body) && parser.parseOptionalAttrDict(state.attributes);
}

function printExecuteRegionOp(op: Operation, printer: OpAsmPrinter): void {
  printer.printOptionalArrowTypeList(op.getResultTypes());
  printer.write(' ');
  if (op.properties.has(NO_INLINE)) printer.write(`${NO_INLINE} `);
  printer.printRegion(op.getRegion(0), false, true);
  printer.printOptionalOpAttrDict(op, PRINTED_PROPERTIES);
}
