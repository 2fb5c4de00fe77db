/**
 * `memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`: atomically combines a value
 * with one element of a buffer and returns the element's previous value.
 */
import {
  AllTypesMatch,
  AttrConstraint,
  defineOp,
  type FoldResult,
  I64Attr,
  Index,
  IndexType,
  IntegerAttr,
  IntegerType,
  MemRefType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  predOpTrait,
  TypeConstraint,
  variadic,
} from '@strata/ir-core';
import { parseMemRefType } from '../parse-helpers.js';
import { foldMemRefCast } from '../fold.js';
import { readsAndWrites } from '../op-models.js';

/** MLIR's `arith::AtomicRMWKind`, in enum order (the stored value is the position). */
export const ATOMIC_RMW_KINDS = [
  'addf',
  'addi',
  'andi',
  'assign',
  'maximumf',
  'maxnumf',
  'maxs',
  'maxu',
  'minimumf',
  'minnumf',
  'mins',
  'minu',
  'mulf',
  'muli',
  'ori',
  'xori',
] as const;

const FLOAT_KINDS = new Set(['addf', 'maximumf', 'minimumf', 'mulf']);
const INTEGER_KINDS = new Set([
  'addi',
  'maxs',
  'maxu',
  'mins',
  'minu',
  'muli',
  'ori',
  'andi',
  'xori',
]);

const isKindValue = (attr: unknown) =>
  attr instanceof IntegerAttr && attr.value >= 0n && attr.value < BigInt(ATOMIC_RMW_KINDS.length);

/** MLIR's `AtomicRMWKindAttr`: an i64 enum; other values fail the property conversion. */
const AtomicRMWKindAttr = new AttrConstraint<IntegerAttr>(
  'allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15',
  (attr) => I64Attr.isSatisfiedBy(attr) && isKindValue(attr),
  (attr) => I64Attr.storageAccepts(attr) && isKindValue(attr),
);

const SignlessIntegerOrFloat = new TypeConstraint(
  'signless integer or floating-point',
  (type) => type.isSignlessInteger() || type.isFloat(),
);

const MemRefOfSignlessIntegerOrFloat = new TypeConstraint(
  'memref of signless integer or floating-point values',
  (type) =>
    type instanceof MemRefType &&
    (type.elementType.isSignlessInteger() || type.elementType.isFloat()),
);

const ValueMatchesElement = predOpTrait(
  'value type matches element type of memref',
  (op) => (op.getOperand(1).type as MemRefType).elementType === op.getOperand(0).type,
);

export class AtomicRMWOp extends defineOp({
  name: 'memref.atomic_rmw',
  operands: {
    value: SignlessIntegerOrFloat,
    memref: MemRefOfSignlessIntegerOrFloat,
    indices: variadic(Index),
  },
  results: { result: SignlessIntegerOrFloat },
  properties: { kind: AtomicRMWKindAttr },
  traits: [AllTypesMatch('value', 'result'), ValueMatchesElement],
  interfaces: [readsAndWrites(1)],
  parse: parseAtomicRMW,
  print: printAtomicRMW,
}) {
  get kindName(): string {
    return ATOMIC_RMW_KINDS[Number(this.kind.value)]!;
  }

  override verify(): boolean {
    const rank = (this.memref.type as MemRefType).rank;
    if (this.indices.length !== rank) {
      this.emitOpError('expects the number of subscripts to be equal to memref rank');
      return false;
    }
    const type = this.value.type;
    const kind = this.kindName;
    if (FLOAT_KINDS.has(kind) && !type.isFloat()) {
      this.emitOpError(`with kind '${kind}' expects a floating-point type`);
      return false;
    }
    if (INTEGER_KINDS.has(kind) && !(type instanceof IntegerType)) {
      this.emitOpError(`with kind '${kind}' expects an integer type`);
      return false;
    }
    return true;
  }

  /** Reads through a `memref.cast` of its buffer (MLIR's `foldMemRefCast`). */
  fold(): FoldResult {
    return foldMemRefCast(this, 1) ? this.result : null;
  }
}

function parseAtomicRMW(parser: OperationParser, state: ParsedOperationState): boolean {
  const kindOffset = parser.getCurrentOffset();
  const kind = parser.parseOptionalKeyword(ATOMIC_RMW_KINDS);
  if (kind === undefined)
    return parser.emitCustomError(
      kindOffset,
      `expected string or keyword containing one of the following enum values for attribute 'kind' [${ATOMIC_RMW_KINDS.join(', ')}]`,
    );
  const context = parser.context;
  state.properties.set(
    'kind',
    IntegerAttr.get(IntegerType.get(context, 64), ATOMIC_RMW_KINDS.indexOf(kind as never)),
  );
  const value = parser.parseOperand();
  if (value === null || !parser.parseComma()) return false;
  const memref = parser.parseOperand();
  if (memref === null) return false;
  const indicesOffset = parser.getCurrentOffset();
  const indices = parser.parseOperandList('square');
  if (indices === null || !parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon())
    return false;
  if (!parser.parseLParen()) return false;
  const valueType = parser.parseType();
  if (valueType === null || !parser.parseComma()) return false;
  const memrefType = parseMemRefType(parser);
  if (memrefType === null || !parser.parseRParen() || !parser.parseArrow()) return false;
  const resultType = parser.parseType();
  if (resultType === null) return false;
  state.resultTypes.push(resultType);
  return (
    parser.resolveOperand(value, valueType, state.operands) &&
    parser.resolveOperand(memref, memrefType, state.operands) &&
    parser.resolveOperands(indices, IndexType.get(context), indicesOffset, state.operands)
  );
}

function printAtomicRMW(op: Operation, printer: OpAsmPrinter): void {
  const atomic = op as AtomicRMWOp;
  printer.write(` ${atomic.kindName} `);
  printer.printOperand(atomic.value);
  printer.write(', ');
  printer.printOperand(atomic.memref);
  printer.write('[');
  printer.printOperands(atomic.indices);
  printer.write(']');
  printer.printOptionalAttrDict(op.getAttrs(), ['kind']);
  printer.write(' : (');
  printer.printType(atomic.value.type);
  printer.write(', ');
  printer.printType(atomic.memref.type);
  printer.write(') -> ');
  printer.printType(atomic.result.type);
}
