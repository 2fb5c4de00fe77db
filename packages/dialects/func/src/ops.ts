import {
  AffineScope,
  AnyRegion,
  AnyType,
  ArrayAttrOf,
  type Attribute,
  AutomaticAllocationScope,
  CallableOpInterface,
  CallOpInterface,
  ConstantLike,
  DictionaryAttrConstraint,
  defineOp,
  FlatSymbolRefAttrConstraint,
  type FoldResult,
  FunctionOpInterface,
  FunctionType,
  HasParent,
  IsolatedFromAbove,
  OpAsmOpInterface,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  optional,
  type ParsedOperationState,
  parseFunctionOp,
  printFunctionOp,
  Pure,
  ReturnLike,
  StrAttr,
  type SymbolRefAttr,
  SymbolNameAttr,
  SymbolOpInterface,
  SymbolTableCollection,
  SymbolUserOpInterface,
  type TypeAttr,
  TypeAttrOf,
  TypeConstraint,
  type Type,
  type Value,
  UnitAttrConstraint,
  variadic,
  ParsedFunctionType,
} from '@strata/ir-core';
import { indirectCallOfConstant } from './canonicalize.js';

const FunctionTypeConstraint = new TypeConstraint(
  'function type',
  (t) => t instanceof FunctionType,
);
/** MLIR's `DictArrayAttr`. */
const DictArrayAttr = ArrayAttrOf(DictionaryAttrConstraint, 'Array of dictionary attributes');

/** `func.func`: a named function with one SSA-CFG region; no region means an external declaration. */
export class FuncOp extends defineOp({
  name: 'func.func',
  properties: {
    sym_name: SymbolNameAttr,
    function_type: TypeAttrOf(FunctionTypeConstraint),
    sym_visibility: optional(StrAttr),
    arg_attrs: optional(DictArrayAttr),
    res_attrs: optional(DictArrayAttr),
    no_inline: optional(UnitAttrConstraint),
  },
  regions: { body: AnyRegion },
  traits: [AffineScope, AutomaticAllocationScope, IsolatedFromAbove],
  interfaces: [
    CallableOpInterface.implement({
      getCallableRegion: (op) => callableRegion(op),
      getArgumentTypes: (op) => functionTypeOf(op).inputs,
      getResultTypes: (op) => functionTypeOf(op).results,
    }),
    FunctionOpInterface.implement({
      getFunctionType: (op) => functionTypeOf(op),
      getCallableRegion: (op) => callableRegion(op),
    }),
    OpAsmOpInterface.implement({ getDefaultDialect: () => 'func' }),
    SymbolOpInterface.implement({ isDeclaration: (op) => op.getRegion(0).empty() }),
  ],
  parse: parseFunctionOp,
  // MLIR's parser of this op is hand-written and does not check the dictionary's inherent attributes.
  verifyInherentAttrsOnParse: false,
  print: (op: Operation, printer: OpAsmPrinter) => printFunctionOp(op, printer, functionTypeOf(op)),
}) {
  get functionType(): FunctionType {
    return this.function_type.value as FunctionType;
  }

  /** Whether this is a declaration (no body). */
  get isExternal(): boolean {
    return this.body.empty();
  }

  /**
   * MLIR's symbol verifier also rejects public declarations; ir-core's `SymbolOpInterface` does not
   * check that yet, so the function does.
   */
  override verify(): boolean {
    const visibility = this.sym_visibility?.value ?? 'public';
    if (this.isExternal && visibility === 'public') {
      this.emitOpError('symbol declaration cannot have public visibility');
      return false;
    }
    return true;
  }
}

/** The signature of a `func.func` (read generically: the class is not defined while its models are). */
function functionTypeOf(op: Operation): FunctionType {
  return (op.properties.get('function_type') as TypeAttr).value as FunctionType;
}

function callableRegion(op: Operation) {
  const body = op.getRegion(0);
  return body.empty() ? null : body;
}

/** `func.return`: ends a function body, returning the operands, which must match the signature. */
export class ReturnOp extends defineOp({
  name: 'func.return',
  operands: { returnedValues: variadic(AnyType) },
  traits: [Pure, HasParent('func.func'), ReturnLike],
  assemblyFormat: 'attr-dict ($returnedValues^ `:` type($returnedValues))?',
}) {
  override verify(): boolean {
    const func = this.getParentOp()!;
    const results = functionTypeOf(func).results;
    const name = (func as FuncOp).sym_name.value;
    if (this.numOperands !== results.length) {
      this.emitOpError(
        `has ${this.numOperands} operands, but enclosing function (@${name}) returns ${results.length}`,
      );
      return false;
    }
    for (let i = 0; i < results.length; i++) {
      const actual = this.getOperand(i).type;
      if (actual !== results[i]) {
        this.emitError(
          `type of return operand ${i} ('${actual.toString()}') doesn't match function result type ('${results[i]!.toString()}') in function @${name}`,
        );
        return false;
      }
    }
    return true;
  }
}

/** Types as MLIR streams a type range into a diagnostic: `'i32', 'i64'`. */
function quotedList(types: readonly Type[]): string {
  return types.map((t) => `'${t.toString()}'`).join(', ');
}

/** Checks a call's operand and result types against the callee's signature (MLIR's messages). */
function verifyCallSignature(
  op: Operation,
  type: FunctionType,
  operands: readonly Value[],
): boolean {
  if (type.numInputs !== operands.length) {
    op.emitOpError('incorrect number of operands for callee');
    return false;
  }
  for (let i = 0; i < operands.length; i++) {
    if (operands[i]!.type !== type.inputs[i]) {
      op.emitOpError(
        `operand type mismatch: expected operand type '${type.inputs[i]!.toString()}', but provided '${operands[i]!.type.toString()}' for operand number ${i}`,
      );
      return false;
    }
  }
  if (type.numResults !== op.numResults) {
    op.emitOpError('incorrect number of results for callee');
    return false;
  }
  for (let i = 0; i < op.numResults; i++) {
    if (op.getResult(i).type !== type.results[i]) {
      op.emitOpError(`result type mismatch at index ${i}`, (d) => {
        d.attachNote(`      op result types: ${quotedList(op.getResultTypes())}`);
        d.attachNote(`function result types: ${quotedList(type.results)}`);
      });
      return false;
    }
  }
  return true;
}

/** The `callee` of a `func.call`, read generically (the class is not defined while its models are). */
function calleeOf(op: Operation): SymbolRefAttr | null {
  return (op.properties.get('callee') as SymbolRefAttr | undefined) ?? null;
}

/**
 * `func.call @f(%a) : (i32) -> i64`: a direct call of a function in the same symbol scope. As in
 * MLIR, calls have no memory-effect model, so they count as having any effect: never dead, never
 * merged by CSE.
 */
export class CallOp extends defineOp({
  name: 'func.call',
  properties: {
    callee: FlatSymbolRefAttrConstraint,
    arg_attrs: optional(DictArrayAttr),
    res_attrs: optional(DictArrayAttr),
    no_inline: optional(UnitAttrConstraint),
  },
  operands: { argOperands: variadic(AnyType) },
  results: { callResults: variadic(AnyType) },
  interfaces: [
    CallOpInterface.implement({
      getCallableForCallee: (op) => calleeOf(op),
      getArgOperands: (op) => op.operands,
    }),
    SymbolUserOpInterface.implement({
      verifySymbolUses(op: Operation, symbolTables: SymbolTableCollection): boolean {
        // Symbol uses are checked once the op verified: its callee is there.
        const callee = calleeOf(op)!;
        const fn = symbolTables.lookupNearestSymbolFrom(op, callee);
        if (!(fn instanceof FuncOp)) {
          op.emitOpError(`'${callee.rootReference}' does not reference a valid function`);
          return false;
        }
        return verifyCallSignature(op, fn.functionType, op.operands);
      },
    }),
  ],
  assemblyFormat:
    '$callee `(` $argOperands `)` attr-dict `:` functional-type($argOperands, results)',
}) {
  get calleeType(): FunctionType {
    return FunctionType.get(this.context, this.getOperandTypes(), this.getResultTypes());
  }
}

/** `func.call_indirect %f(%a) : (i32) -> i64`: a call through a value of function type. */
export class CallIndirectOp extends defineOp({
  name: 'func.call_indirect',
  properties: {
    arg_attrs: optional(DictArrayAttr),
    res_attrs: optional(DictArrayAttr),
  },
  operands: { callee: FunctionTypeConstraint, calleeOperands: variadic(AnyType) },
  results: { callResults: variadic(AnyType) },
  interfaces: [
    CallOpInterface.implement({
      getCallableForCallee: (op) => op.getOperand(0),
      getArgOperands: (op) => op.operands.slice(1),
    }),
  ],
  parse: parseCallIndirect,
  print: printCallIndirect,
  canonicalizationPatterns: (patterns) => patterns.add(indirectCallOfConstant()),
}) {
  /** MLIR's two `TypesMatchWith` checks: operands and results against the callee's type. */
  override verify(): boolean {
    const type = this.callee.type as FunctionType;
    const operands = this.calleeOperands;
    const inputsMatch =
      type.numInputs === operands.length && operands.every((v, i) => v.type === type.inputs[i]);
    if (!inputsMatch) {
      this.emitOpError('failed to verify that callee input types match argument types');
      return false;
    }
    const results = this.getResultTypes();
    if (type.numResults !== results.length || results.some((t, i) => t !== type.results[i])) {
      this.emitOpError('failed to verify that callee result types match result types');
      return false;
    }
    return true;
  }
}

/** `%f(%a, %b) attr-dict : (A, B) -> R`: operand and result types come from the callee's type. */
function parseCallIndirect(parser: OperationParser, state: ParsedOperationState): boolean {
  const callee = parser.parseOperand();
  if (callee === null) return false;
  const operandsOffset = parser.getCurrentOffset();
  const operands = parser.parseOperandList('paren');
  if (operands === null || !parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon())
    return false;
  const type = parser.parseTypeOfClass(ParsedFunctionType) as FunctionType | null;
  if (type === null) return false;
  state.resultTypes.push(...type.results);
  return (
    parser.resolveOperand(callee, type, state.operands) &&
    parser.resolveOperands(operands, type.inputs, operandsOffset, state.operands)
  );
}

function printCallIndirect(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  printer.printOperand(op.getOperand(0));
  printer.write('(');
  printer.printOperands(op.operands.slice(1));
  printer.write(')');
  printer.printOptionalAttrDict(op.getAttrs());
  printer.write(' : ');
  printer.printType(op.getOperand(0).type);
}

/** `func.constant @f : (i32) -> i32`: the function `@f` as an SSA value. */
export class ConstantOp extends defineOp({
  name: 'func.constant',
  properties: { value: FlatSymbolRefAttrConstraint },
  results: { result: AnyType },
  traits: [ConstantLike, Pure],
  interfaces: [
    OpAsmOpInterface.implement({
      getAsmResultNames: (op, setName) => setName(op.getResult(0), 'f'),
    }),
    SymbolUserOpInterface.implement({
      verifySymbolUses(op: Operation, symbolTables: SymbolTableCollection): boolean {
        const value = op.properties.get('value') as SymbolRefAttr;
        const fn = symbolTables.lookupNearestSymbolFrom(op, value);
        if (!(fn instanceof FuncOp)) {
          op.emitOpError(`reference to undefined function '${value.rootReference}'`);
          return false;
        }
        if (fn.functionType !== op.getResult(0).type) {
          op.emitOpError('reference to function with mismatched type');
          return false;
        }
        return true;
      },
    }),
  ],
  assemblyFormat: 'attr-dict $value `:` type($result)',
}) {
  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    return this.value;
  }
}
