/**
 * The hand-written syntax of `llvm.call` (MLIR's `CallOp::parse` and `print`):
 *
 *     %r = llvm.call fastcc tail @f(%a) vararg(!llvm.func<i32 (i32, ...)>) {attrs} : (i32) -> i32
 *     %r = llvm.call %fnptr(%a) : !llvm.ptr, (i32 {llvm.noundef}) -> i64
 *
 * An indirect call names a pointer operand instead of a symbol and lists its type first.
 * Operand bundles (`["tag"(%v : T)]`) come before the attributes.
 */
import {
  addArgAndResultAttrs,
  DenseArrayAttr,
  IntegerType,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
  parseCallSignature,
  printCallSignature,
  SymbolRefAttr,
  type Type,
  TypeAttr,
  type UnresolvedOperand,
  type Value,
} from '@strata/ir-core';
import { FastmathFlagsAttr } from '../attributes.js';
import { CConvAttr, TailCallKindAttr } from '../enum-attributes.js';
import { LLVMVoidType } from '../types.js';
import { parseOpBundles, printOpBundles, resolveOpBundles } from './op-bundles.js';

/** The callee operands (the pointer first for an indirect call), without the operand bundles. */
export function calleeOperands(op: Operation): readonly Value[] {
  const sizes = op.getAttr('operandSegmentSizes');
  return sizes instanceof DenseArrayAttr ? op.operands.slice(0, sizes.asNumbers()[0]) : op.operands;
}

/** Attributes the syntax spells elsewhere than in `{...}`. */
const ELIDED = [
  'callee',
  'TailCallKind',
  'var_callee_type',
  'CConv',
  'operandSegmentSizes',
  'op_bundle_sizes',
  'op_bundle_tags',
  'arg_attrs',
  'res_attrs',
];
const ELIDED_WITH_FASTMATH = [...ELIDED, 'fastmathFlags'];

/**
 * `: [ptr-type ,] (args) -> results`: resolves the operands (the callee pointer first for an
 * indirect call) and adds the result type, with MLIR's messages at the colon.
 */
function parseCallType(
  parser: OperationParser,
  state: ParsedOperationState,
  isDirect: boolean,
  operands: readonly UnresolvedOperand[],
): boolean {
  const offset = parser.getCurrentOffset();
  if (!parser.parseColon()) return false;
  const types: Type[] = [];
  if (!isDirect) {
    const calleeType = parser.parseType();
    if (calleeType === null) return false;
    types.push(calleeType);
    if (!parser.parseOptionalComma())
      return parser.emitCustomError(offset, 'expected indirect call to have 2 trailing types');
  }
  const signature = parseCallSignature(parser);
  if (signature === null) {
    const message = isDirect
      ? 'expected direct call to have 1 trailing types'
      : 'expected trailing function type';
    // MLIR adds its message to the one that made the signature fail.
    if (!parser.failed) return parser.emitCustomError(offset, message);
    parser.emitFollowUpError(`custom op 'llvm.call' ${message}`, offset);
    return false;
  }
  const { argTypes, argAttrs, resultTypes, resultAttrs } = signature;
  types.push(...argTypes);
  if (resultTypes.length > 1)
    return parser.emitCustomError(offset, 'expected function with 0 or 1 result');
  if (resultTypes[0] instanceof LLVMVoidType)
    return parser.emitCustomError(offset, 'expected a non-void result type');
  if (operands.length !== types.length) {
    return parser.emitCustomError(
      parser.getNameOffset(),
      `number of operands and types do not match: got ${operands.length} operands and ${types.length} types`,
    );
  }
  if (!parser.resolveOperands(operands, types, offset, state.operands)) return false;
  state.resultTypes.push(...resultTypes);
  addArgAndResultAttrs(parser, state, argAttrs, resultAttrs);
  return true;
}

export function parseCallOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const context = parser.context;
  const cconv = parser.parseOptionalKeyword(CConvAttr.enumeration.cases) ?? 'ccc';
  state.properties.set('CConv', CConvAttr.get(context, cconv));
  const tail = parser.parseOptionalKeyword(TailCallKindAttr.enumeration.cases) ?? 'none';
  state.properties.set('TailCallKind', TailCallKindAttr.get(context, tail));

  const operands: UnresolvedOperand[] = [];
  const pointer = parser.parseOptionalOperand();
  if (pointer === null) return false;
  if (pointer !== undefined) operands.push(pointer);
  const isDirect = pointer === undefined;
  if (isDirect) {
    // Any attribute parses here; the verifier wants a flat symbol reference.
    const offset = parser.getCurrentOffset();
    const callee = parser.parseAttribute();
    if (callee === null) return false;
    if (!(callee instanceof SymbolRefAttr))
      return parser.emitCustomError(offset, 'invalid kind of attribute specified');
    // A nested reference cannot be stored (MLIR drops it) and the verifier sees no callee.
    if (callee.nestedReferences.length === 0) state.properties.set('callee', callee);
  }
  const args = parser.parseOperandList('paren');
  if (args === null) return false;
  operands.push(...args);

  if (parser.parseOptionalKeyword('vararg') !== undefined) {
    if (!parser.parseLParen()) return false;
    const type = parser.parseType();
    if (type === null || !parser.parseRParen()) return false;
    state.properties.set('var_callee_type', TypeAttr.get(type));
  }
  const bundles = parseOpBundles(parser, state);
  if (bundles === null || !parser.parseOptionalAttrDict(state.attributes)) return false;
  if (!parseCallType(parser, state, isDirect, operands)) return false;
  if (!resolveOpBundles(parser, state, bundles)) return false;
  const bundled = bundles.operands.reduce((sum, group) => sum + group.length, 0);
  state.properties.set(
    'operandSegmentSizes',
    DenseArrayAttr.get(IntegerType.get(context, 32), [operands.length, bundled]),
  );
  return true;
}

export function printCallOp(op: Operation, printer: OpAsmPrinter): void {
  printer.write(' ');
  const cconv = op.getAttr('CConv');
  if (cconv instanceof CConvAttr && cconv.value !== 'ccc') printer.write(`${cconv.value} `);
  const tail = op.getAttr('TailCallKind');
  if (tail instanceof TailCallKindAttr && tail.value !== 'none') printer.write(`${tail.value} `);

  const callee = op.getAttr('callee');
  const isDirect = callee instanceof SymbolRefAttr;
  if (isDirect) printer.printSymbolName(callee.rootReference);
  else printer.printOperand(op.getOperand(0));
  const args = calleeOperands(op).slice(isDirect ? 0 : 1);
  printer.write('(');
  printer.printOperands(args);
  printer.write(')');
  const varCalleeType = op.getAttr('var_callee_type');
  if (varCalleeType instanceof TypeAttr) {
    printer.write(' vararg(');
    printer.printType(varCalleeType.value);
    printer.write(')');
  }
  printOpBundles(op, printer, calleeOperands(op).length);

  // The fast-math flags print only when set, as a default-valued property does.
  const fastmath = op.getAttr('fastmathFlags');
  const unset = fastmath instanceof FastmathFlagsAttr && fastmath.value === FastmathFlagsAttr.none;
  printer.printOptionalAttrDict(op.getAttrs(), unset ? ELIDED_WITH_FASTMATH : ELIDED);
  printer.write(' : ');
  if (!isDirect) {
    printer.printType(op.getOperand(0).type);
    printer.write(', ');
  }
  printCallSignature(
    op,
    printer,
    args.map((arg) => arg.type),
    op.getResultTypes(),
  );
}
