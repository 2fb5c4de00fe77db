// A small dialect `k` for the inliner and LICM unit tests (transforms may not depend on func or
// scf): callables, calls, returns, a pure op, an effectful op and a loop, in generic syntax.
import {
  AnyRegion,
  AnySuccessor,
  AnyType,
  Block,
  CallableOpInterface,
  CallOpInterface,
  defineOp,
  Dialect,
  type DialectInlinerInterface,
  FlatSymbolRefAttrConstraint,
  installOperationPrinter,
  IsolatedFromAbove,
  LoopLikeOpInterface,
  MLIRContext,
  Operation,
  optional,
  parseSourceString,
  printOperation,
  Pure,
  Region,
  registerOperations,
  SingleBlock,
  StrAttr,
  SymbolNameAttr,
  SymbolOpInterface,
  type SymbolRefAttr,
  Terminator,
  UnknownLoc,
  type Value,
  variadic,
} from '@strata/ir-core';
import { expect } from 'vitest';

/** The first `k.return` of a body: its operand types are the callable's result types. */
function returnOf(region: Region): Operation | null {
  for (const block of region) if (block.back instanceof ReturnOp) return block.back;
  return null;
}

export class FuncOp extends defineOp({
  name: 'k.func',
  properties: { sym_name: SymbolNameAttr, sym_visibility: optional(StrAttr) },
  regions: { body: AnyRegion },
  traits: [IsolatedFromAbove],
  interfaces: [
    SymbolOpInterface.implement({ isDeclaration: (op) => op.getRegion(0).empty() }),
    CallableOpInterface.implement({
      getCallableRegion: (op) => (op.getRegion(0).empty() ? null : op.getRegion(0)),
      getArgumentTypes: (op) => op.getRegion(0).front?.getArgumentTypes() ?? [],
      getResultTypes: (op) => returnOf(op.getRegion(0))?.getOperandTypes() ?? [],
    }),
  ],
}) {}

export class CallOp extends defineOp({
  name: 'k.call',
  properties: { callee: FlatSymbolRefAttrConstraint },
  operands: { args: variadic(AnyType) },
  results: { outs: variadic(AnyType) },
  interfaces: [
    CallOpInterface.implement({
      getCallableForCallee: (op) => op.getInherentAttr('callee') as SymbolRefAttr,
      getArgOperands: (op) => op.operands,
    }),
  ],
}) {}

export class ReturnOp extends defineOp({
  name: 'k.return',
  operands: { values: variadic(AnyType) },
  traits: [Terminator, Pure],
}) {}

export class BranchOp extends defineOp({
  name: 'k.br',
  operands: { values: variadic(AnyType) },
  successors: { dest: AnySuccessor },
  traits: [Terminator, Pure],
}) {}

export class AddOp extends defineOp({
  name: 'k.add',
  operands: { lhs: AnyType, rhs: AnyType },
  results: { result: AnyType },
  traits: [Pure],
}) {}

/** `k.cast`: the conversion the inliner materializes where call and callee types differ. */
export class CastOp extends defineOp({
  name: 'k.cast',
  operands: { input: AnyType },
  results: { result: AnyType },
  traits: [Pure],
}) {}

/** `k.loop`: a single-block loop body, entered repeatedly; no loop-carried values. */
export class LoopOp extends defineOp({
  name: 'k.loop',
  regions: { body: AnyRegion },
  traits: [SingleBlock],
  interfaces: [
    LoopLikeOpInterface.implement({
      getLoopRegions: (op) => [op.getRegion(0)],
      getInits: () => [],
      getRegionIterArgs: () => [],
      getYieldedValues: () => null,
      getLoopResults: () => null,
    }),
  ],
}) {}

/** Everything may be inlined; `k.return` becomes values or a `k.br` to the continuation. */
const inliner: DialectInlinerInterface = {
  isLegalToInlineCall: () => true,
  isLegalToInlineRegion: () => true,
  isLegalToInlineOp: () => true,
  handleTerminatorWithBranch(op: Operation, newDest: Block) {
    const branch = Operation.create({
      name: 'k.br',
      location: op.location,
      operands: op.operands,
      successors: [newDest],
    });
    op.getBlock()!.insertAt(branch, op);
    op.erase();
  },
  handleTerminatorWithValues(op, values) {
    values.forEach((value, i) => value.replaceAllUsesWith(op.getOperand(i)));
  },
  materializeCallConversion: (builder, input, resultType, location) =>
    builder.insert(CastOp.create(location, { input, result: resultType })),
};

class KDialect extends Dialect {
  override readonly inlinerInterface = inliner;
  constructor(context: MLIRContext) {
    super('k', context);
    registerOperations(this, [FuncOp, CallOp, ReturnOp, BranchOp, AddOp, CastOp, LoopOp]);
  }
}

/** Parses generic-form `text` in a context with the `k` dialect (unregistered ops allowed). */
export function parseK(text: string): { context: MLIRContext; module: Operation } {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  installOperationPrinter(context);
  context.loadDialect(new KDialect(context));
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(d.message);
    return true;
  });
  const module = parseSourceString(text, context);
  expect(errors).toEqual([]);
  return { context, module: module! };
}

export function printGeneric(op: Operation): string {
  return printOperation(op, { generic: true });
}

/** `k.func @name` with `body` (generic ops, the entry block taking `args`). */
export function kFunc(name: string, args: string, body: string, visibility = ''): string {
  const vis = visibility === '' ? '' : `, sym_visibility = "${visibility}"`;
  return `"k.func"() <{sym_name = "${name}"${vis}}> ({\n^bb0(${args}):\n${body}\n}) : () -> ()\n`;
}

/** The names of the `k.func`s of `module`, in order. */
export function funcNames(module: Operation): string[] {
  const names: string[] = [];
  for (const op of module.getRegion(0).front!)
    if (op instanceof FuncOp) names.push(op.getAttr('sym_name')!.toString());
  return names;
}

/** Nests `depth` k.loops before the terminator of `block`, with a `k.add` of `value` innermost. */
export function nestLoops(context: MLIRContext, block: Block, depth: number, value: Value): AddOp {
  const loc = UnknownLoc.get(context);
  let current = block;
  let anchor: Operation | null = block.back;
  for (let i = 0; i < depth; i++) {
    const loop = LoopOp.create(loc, { body: new Region() });
    current.insertAt(loop, anchor);
    const inner = new Block();
    loop.getRegion(0).push(inner);
    current = inner;
    anchor = null;
  }
  const add = AddOp.create(loc, { lhs: value, rhs: value, result: value.type });
  current.push(add);
  return add;
}
