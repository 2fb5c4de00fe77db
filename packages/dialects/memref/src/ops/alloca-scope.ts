/**
 * `memref.alloca_scope -> (T) { ... memref.alloca_scope.return %v : T }`: a region whose
 * `memref.alloca`s are freed when control leaves it, run once in place.
 */
import {
  AnyType,
  AutomaticAllocationScope,
  defineOp,
  HasParent,
  NoRegionArguments,
  type OpAsmPrinter,
  Operation,
  type OperationParser,
  type ParsedOperationState,
  Pure,
  RecursiveMemoryEffects,
  Region,
  RegionBranchTerminatorOpInterface,
  ReturnLike,
  RunsRegionOnce,
  SingleBlockImplicitTerminator,
  SizedRegion1,
  Terminator,
  variadic,
} from '@strata/ir-core';
import { allocaScopePatterns } from '../alloca-scope-canonicalize.js';

const RETURN = 'memref.alloca_scope.return';

export class AllocaScopeOp extends defineOp({
  name: 'memref.alloca_scope',
  // MLIR calls the group `results`, which would hide `Operation.results`.
  results: { outputs: variadic(AnyType) },
  regions: { bodyRegion: SizedRegion1 },
  traits: [
    AutomaticAllocationScope,
    SingleBlockImplicitTerminator(RETURN),
    RecursiveMemoryEffects,
    NoRegionArguments,
  ],
  interfaces: [RunsRegionOnce],
  parse: parseAllocaScope,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: printAllocaScope,
  canonicalizationPatterns: (patterns) => patterns.add(...allocaScopePatterns()),
}) {}

function parseAllocaScope(parser: OperationParser, state: ParsedOperationState): boolean {
  const types = parser.parseOptionalArrowTypeList();
  if (types === null) return false;
  state.resultTypes.push(...types);
  const body = new Region();
  state.regions.push(body);
  if (!parser.parseRegion(body)) return false;
  // The return of a scope without results may be left out.
  if (body.empty()) body.emplaceBlock();
  const block = body.front!;
  if (!block.back?.hasTrait(Terminator.key))
    block.push(Operation.create({ name: RETURN, location: state.location }));
  return parser.parseOptionalAttrDict(state.attributes);
}

function printAllocaScope(op: Operation, printer: OpAsmPrinter): void {
  // mlir-opt writes a space before the optional result types and another after them.
  printer.write(' ');
  const hasResults = op.numResults > 0;
  if (hasResults) {
    printer.write(' -> (');
    op.getResultTypes().forEach((type, i) => {
      if (i > 0) printer.write(', ');
      printer.printType(type);
    });
    printer.write(')');
  }
  printer.write(' ');
  printer.printRegion(op.getRegion(0), false, hasResults);
  printer.printOptionalAttrDict(op.getAttrs());
}

/** `memref.alloca_scope.return %v : T`: ends the scope's body, handing its values to the scope. */
export class AllocaScopeReturnOp extends defineOp({
  name: RETURN,
  // MLIR calls the group `results`, which would hide `Operation.results`.
  operands: { values: variadic(AnyType) },
  traits: [HasParent('memref.alloca_scope'), Pure, ReturnLike, Terminator],
  interfaces: [
    RegionBranchTerminatorOpInterface.implement({ getSuccessorOperands: (op) => op.operands }),
  ],
  assemblyFormat: 'attr-dict ($values^ `:` type($values))?',
}) {}
