/** `memref.global` and `memref.get_global`: named buffers at module level and references to them. */
import {
  AnyAttr,
  type Attribute,
  AttrConstraint,
  DenseElementsAttr,
  DenseResourceElementsAttr,
  defineOp,
  FlatSymbolRefAttrConstraint,
  MemRefType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  printAttributeToString,
  type ParsedOperationState,
  Pure,
  RankedTensorType,
  SparseElementsAttr,
  StrAttr,
  StringAttr,
  SymbolNameAttr,
  SymbolOpInterface,
  type SymbolRefAttr,
  type SymbolTableCollection,
  SymbolUserOpInterface,
  TypeAttr,
  UnitAttr,
  UnitAttrConstraint,
} from '@strata/ir-core';
import { AlignmentAttr } from '../attr-constraints.js';
import { AnyStaticShapeMemRef } from '../types.js';

/** MLIR's `MemRefTypeAttr`, whose summary ("memref type attribute") diagnostics quote. */
const MemRefTypeAttr = new AttrConstraint<TypeAttr>(
  'memref type attribute',
  (a) => a instanceof TypeAttr && a.value instanceof MemRefType,
  (a) => a instanceof TypeAttr,
);

function isElementsAttr(attr: Attribute): boolean {
  return (
    attr instanceof DenseElementsAttr ||
    attr instanceof DenseResourceElementsAttr ||
    attr instanceof SparseElementsAttr
  );
}

/** The tensor type an initial value of a global of `type` has. */
function tensorTypeOf(type: MemRefType): RankedTensorType {
  return RankedTensorType.get(type.context, type.shape, type.elementType);
}

/** `memref.global "private" constant @g : memref<2xf32> = dense<...>`; `= uninitialized` or nothing at all. */
export class GlobalOp extends defineOp({
  name: 'memref.global',
  properties: {
    sym_name: SymbolNameAttr,
    sym_visibility: optional(StrAttr),
    type: MemRefTypeAttr,
    initial_value: optional(AnyAttr),
    constant: UnitAttrConstraint,
    alignment: optional(AlignmentAttr),
  },
  // A global without initial value is external, but not a declaration in MLIR's symbol sense.
  interfaces: [SymbolOpInterface.implement({ isDeclaration: () => false })],
  parse: parseGlobalOp,
  print: (op: Operation, printer: OpAsmPrinter) => printGlobalOp(op, printer),
}) {
  get memrefType(): MemRefType {
    return this.type.value as MemRefType;
  }

  override verify(): boolean {
    const type = this.memrefType;
    if (!type.hasStaticShape) {
      this.emitOpError(`type should be static shaped memref, but got '${type}'`);
      return false;
    }
    const initial = this.initial_value;
    if (initial === undefined || initial instanceof UnitAttr) return true;
    if (!isElementsAttr(initial)) {
      this.emitOpError(
        `initial value should be a unit or elements attribute, but got ${printAttributeToString(initial)}`,
      );
      return false;
    }
    const actual = initial.getType() as RankedTensorType;
    if (actual.elementType !== type.elementType) {
      this.emitOpError(
        `initial value element expected to be of type '${type.elementType}', but was of type '${actual.elementType}'`,
      );
      return false;
    }
    if (actual.shape.join(',') !== type.shape.join(',')) {
      this.emitOpError(
        `initial value shape expected to be ${type.shape.join(', ')} but was ${actual.shape.join(', ')}`,
      );
      return false;
    }
    return true;
  }
}

function parseGlobalOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const visibility = parser.parseOptionalString();
  if (visibility !== undefined)
    state.properties.set('sym_visibility', StringAttr.get(context, visibility));
  if (parser.parseOptionalKeyword('constant') !== undefined)
    state.properties.set('constant', UnitAttr.get(context));
  const name = parser.parseSymbolName();
  if (name === null || !parser.parseColon()) return false;
  state.properties.set('sym_name', StringAttr.get(context, name));
  const type = parser.parseType();
  if (type === null) return false;
  if (!(type instanceof MemRefType) || !type.hasStaticShape) {
    parser.emitError(
      parser.getNameLocation(),
      `custom op 'memref.global' type should be static shaped memref, but got '${type}'`,
    );
    return false;
  }
  state.properties.set('type', TypeAttr.get(type));
  if (parser.parseOptionalEqual()) {
    if (parser.parseOptionalKeyword('uninitialized') !== undefined) {
      state.properties.set('initial_value', UnitAttr.get(context));
    } else {
      const value = parser.parseAttribute(tensorTypeOf(type));
      if (value === null) return false;
      if (!isElementsAttr(value)) {
        parser.emitError(
          parser.getNameLocation(),
          "custom op 'memref.global' initial value should be a unit or elements attribute",
        );
        return false;
      }
      state.properties.set('initial_value', value);
    }
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

function printGlobalOp(op: Operation, printer: OpAsmPrinter): void {
  const visibility = op.properties.get('sym_visibility');
  if (visibility instanceof StringAttr) printer.write(` "${visibility.value}"`);
  if (op.properties.has('constant')) printer.write(' constant');
  printer.write(' ');
  printer.printSymbolName((op.properties.get('sym_name') as StringAttr).value);
  printer.write(' : ');
  printer.printType((op.properties.get('type') as TypeAttr).value);
  const initial = op.properties.get('initial_value');
  if (initial !== undefined) {
    printer.write(' = ');
    if (initial instanceof UnitAttr) printer.write('uninitialized');
    else printer.printAttributeWithoutType(initial);
  }
  printer.printOptionalAttrDict(op.getAttrs(), [
    'sym_name',
    'sym_visibility',
    'constant',
    'type',
    'initial_value',
  ]);
}

/** `memref.get_global @g : memref<2xf32>`: the buffer of a global. */
export class GetGlobalOp extends defineOp({
  name: 'memref.get_global',
  properties: { name: FlatSymbolRefAttrConstraint },
  results: { result: AnyStaticShapeMemRef },
  traits: [Pure],
  interfaces: [
    SymbolUserOpInterface.implement({
      verifySymbolUses(op: Operation, symbolTables: SymbolTableCollection): boolean {
        const name = op.properties.get('name') as SymbolRefAttr;
        const global = symbolTables.lookupNearestSymbolFrom(op, name);
        if (!(global instanceof GlobalOp)) {
          op.emitOpError(`'${name.rootReference}' does not reference a valid global memref`);
          return false;
        }
        const type = op.getResult(0).type;
        if (type !== global.memrefType) {
          op.emitOpError(
            `result type '${type}' does not match type '${global.memrefType}' of the global memref @${name.rootReference}`,
          );
          return false;
        }
        return true;
      },
    }),
  ],
  assemblyFormat: '$name `:` type($result) attr-dict',
}) {}
