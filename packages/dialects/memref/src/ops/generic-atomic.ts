/**
 * `memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%old: f32): ... memref.atomic_yield %new : f32 }`:
 * atomically replaces one element of a buffer with what its body computes from the old value,
 * and returns the old value.
 */
import {
  AnyFloat,
  AnyRegion,
  AnySignlessInteger,
  AnyType,
  AnyTypeOf,
  defineOp,
  HasParent,
  Index,
  IndexType,
  isMemoryEffectFree,
  MemRefOf,
  MemRefType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  Pure,
  Region,
  SingleBlockImplicitTerminator,
  Terminator,
  type Type,
  TypesMatchWith,
  variadic,
  WalkResult,
} from '@strata/ir-core';
import { readsAndWrites } from '../op-models.js';
import { parseIndexedBuffer } from '../parse-helpers.js';

const YIELD = 'memref.atomic_yield';

export class GenericAtomicRMWOp extends defineOp({
  name: 'memref.generic_atomic_rmw',
  operands: { memref: MemRefOf([AnySignlessInteger, AnyFloat]), indices: variadic(Index) },
  results: { result: AnyTypeOf([AnySignlessInteger, AnyFloat]) },
  regions: { atomic_body: AnyRegion },
  traits: [
    SingleBlockImplicitTerminator(YIELD),
    TypesMatchWith('result type matches element type of memref', 'memref', 'result', (type) =>
      type instanceof MemRefType ? type.elementType : null,
    ),
  ],
  interfaces: [readsAndWrites(0)],
  parse: parseGenericAtomicRMW,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: printGenericAtomicRMW,
}) {
  override verify(): boolean {
    const body = this.getRegion(0).front;
    if (body === null || body.numArguments !== 1) {
      this.emitOpError('expected single number of entry block arguments');
      return false;
    }
    if (this.result.type !== body.getArgument(0).type) {
      this.emitOpError('expected block argument of the same type result type');
      return false;
    }
    // The body is run again when another thread got there first: it must not touch memory.
    return !body
      .walk((nested) => {
        if (isMemoryEffectFree(nested)) return WalkResult.advance();
        nested.emitError(
          "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        );
        return WalkResult.interrupt();
      })
      .wasInterrupted();
  }
}

function parseGenericAtomicRMW(parser: OperationParser, state: ParsedOperationState): boolean {
  const access = parseIndexedBuffer(parser);
  if (access === null || !parser.parseColon()) return false;
  const typeOffset = parser.getCurrentOffset();
  const type = parser.parseType();
  if (type === null) return false;
  // MLIR takes the element type of whatever shaped type is written (the verifier then rejects a
  // tensor); it has no answer for other types.
  const elementType = (type as { elementType?: Type }).elementType;
  if (elementType === undefined)
    return parser.emitCustomError(
      typeOffset,
      `invalid kind of type specified: expected builtin.memref, but found '${type}'`,
    );
  if (
    !parser.resolveOperand(access.memref, type, state.operands) ||
    !parser.resolveOperands(
      access.indices,
      IndexType.get(parser.context),
      access.indicesOffset,
      state.operands,
    )
  )
    return false;
  const body = new Region();
  state.regions.push(body);
  if (!parser.parseRegion(body) || !parser.parseOptionalAttrDict(state.attributes)) return false;
  state.resultTypes.push(elementType);
  return true;
}

function printGenericAtomicRMW(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write('[');
  printer.printOperandsOf(op, 1);
  printer.write('] : ');
  printer.printType(op.getOperand(0).type);
  printer.write(' ');
  printer.printRegion(op.getRegion(0));
  printer.printOptionalAttrDict(op.getAttrs());
}

/** `memref.atomic_yield %v : f32`: the new value of the element `memref.generic_atomic_rmw` updates. */
export class AtomicYieldOp extends defineOp({
  name: YIELD,
  operands: { result: AnyType },
  traits: [HasParent('memref.generic_atomic_rmw'), Pure, Terminator],
  assemblyFormat: '$result attr-dict `:` type($result)',
}) {
  override verify(): boolean {
    const expected = this.getParentOp()!.getResult(0).type;
    const actual = this.result.type;
    if (expected === actual) return true;
    this.emitOpError(`types mismatch between yield op: '${actual}' and its parent: '${expected}'`);
    return false;
  }
}
