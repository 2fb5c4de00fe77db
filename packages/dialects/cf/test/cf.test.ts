// The cf dialect's programmatic API (BranchOpInterface, builders) and the func dialect's inliner
// hooks, which turn `func.return` into `cf.br`.
import { FuncInlinerInterface, FuncOp, registerFuncDialect } from '@strata/dialect-func';
import {
  BoolAttr,
  BranchOpInterface,
  forwardedOperandsFit,
  IntegerAttr,
  IntegerType,
  loadBuiltinDialect,
  MLIRContext,
  type Operation,
  parseSourceString,
  printOperation,
  verify,
} from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  BranchOp,
  CondBranchOp,
  ControlFlowDialect,
  registerCFDialect,
  SwitchOp,
} from '../src/index.js';

function parseFunction(text: string, withCF = true): { context: MLIRContext; func: FuncOp } {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerFuncDialect(context.registry);
  if (withCF) registerCFDialect(context.registry);
  loadBuiltinDialect(context);
  const module = parseSourceString(text, context);
  if (module === null) throw new Error('parse failed');
  return { context, func: module.getRegion(0).front!.front as FuncOp };
}

function terminators(func: FuncOp): Operation[] {
  return func.body.blocks.map((block) => block.back!);
}

describe('BranchOpInterface', () => {
  const text = `
    func.func @f(%c: i1, %i: i32, %a: i32, %b: i64) {
      cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i64, i32)
    ^bb1(%x: i32):
      cf.switch %i : i32, [
        default: ^bb1(%x : i32),
        -1: ^bb2(%b, %x : i64, i32),
        7: ^bb3
      ]
    ^bb2(%y: i64, %z: i32):
      cf.br ^bb3
    ^bb3:
      return
    }`;

  it('forwards each successor its own operands', () => {
    const { func } = parseFunction(text);
    const [condBr, sw, br] = terminators(func) as [CondBranchOp, SwitchOp, BranchOp];
    const args = func.body.front!.arguments;
    const forwarded = (op: Operation, i: number) =>
      BranchOpInterface.get(op)!.getSuccessorOperands(op, i).forwardedOperands;
    expect(forwarded(condBr, 0)).toEqual([args[2]]);
    expect(forwarded(condBr, 1)).toEqual([args[3], args[2]]);
    const x = func.body.blocks[1]!.getArgument(0);
    expect(forwarded(sw, 0)).toEqual([x]);
    expect(forwarded(sw, 1)).toEqual([args[3], x]);
    expect(forwarded(sw, 2)).toEqual([]);
    expect(forwarded(br, 0)).toEqual([]);
  });

  it('picks the successor for constant operands', () => {
    const { context, func } = parseFunction(text);
    const [condBr, sw, br] = terminators(func) as [CondBranchOp, SwitchOp, BranchOp];
    const blocks = func.body.blocks;
    const taken = (op: Operation, operands: (IntegerAttr | null)[]) =>
      BranchOpInterface.get(op)!.getSuccessorForOperands(op, operands);
    expect(taken(condBr, [BoolAttr.get(context, true)])).toBe(blocks[1]);
    expect(taken(condBr, [BoolAttr.get(context, false)])).toBe(blocks[2]);
    expect(taken(condBr, [null])).toBeNull();
    const i32 = IntegerType.get(context, 32);
    expect(taken(sw, [IntegerAttr.get(i32, -1n)])).toBe(blocks[2]);
    expect(taken(sw, [IntegerAttr.get(i32, 7n)])).toBe(blocks[3]);
    expect(taken(sw, [IntegerAttr.get(i32, 8n)])).toBe(blocks[1]);
    expect(taken(sw, [null])).toBeNull();
    expect(taken(br, [])).toBe(blocks[3]);
  });

  it("settles a switch's case operands without building them, unless they do not fit", () => {
    const sw = terminators(parseFunction(text).func)[1] as SwitchOp;
    expect(forwardedOperandsFit(sw, BranchOpInterface.get(sw)!)).toBe(true);
    // The first case forwards an i32 to an i64 argument: left to the full check, which reports it.
    const context = new MLIRContext();
    registerFuncDialect(context.registry);
    registerCFDialect(context.registry);
    loadBuiltinDialect(context);
    const module = parseSourceString(
      text.replace('^bb2(%b, %x : i64, i32)', '^bb2(%x, %x : i32, i32)'),
      context,
      {
        verifyAfterParse: false,
      },
    );
    const mismatched = terminators(module!.getRegion(0).front!.front as FuncOp)[1] as SwitchOp;
    expect(forwardedOperandsFit(mismatched, BranchOpInterface.get(mismatched)!)).toBe(false);
    expect(verify(module!)).toBe(false);
  });

  it('builds a switch with its segment sizes from named groups', () => {
    const { func } = parseFunction(text);
    const sw = terminators(func)[1] as SwitchOp;
    const copy = SwitchOp.create(sw.location, {
      flag: sw.flag,
      defaultOperands: sw.defaultOperands,
      caseOperands: sw.caseOperands,
      case_values: sw.case_values!,
      case_operand_segments: sw.case_operand_segments,
      defaultDestination: sw.defaultDestination,
      caseDestinations: sw.caseDestinations,
    });
    sw.getBlock()!.insertAt(copy, sw);
    sw.erase();
    expect(verify(func)).toBe(true);
    expect(printOperation(copy)).toContain('4294967295: ^bb2(%arg3, %0 : i64, i32),\n  7: ^bb3');
  });
});

describe('FuncInlinerInterface', () => {
  it('turns a return into a branch to the continuation block', () => {
    const { func } = parseFunction('func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n');
    const continuation = func.body.front!;
    const ret = continuation.back!;
    // A stand-in continuation: the function's own entry block, which takes one i32.
    FuncInlinerInterface.handleTerminatorWithBranch(ret, continuation);
    expect(continuation.back).toBeInstanceOf(BranchOp);
    expect((continuation.back as BranchOp).dest).toBe(continuation);
    expect((continuation.back as BranchOp).destOperands).toEqual([continuation.getArgument(0)]);
  });

  it('needs the cf dialect to build the branch', () => {
    const { func } = parseFunction('func.func @f() {\n  return\n}\n', false);
    expect(() =>
      FuncInlinerInterface.handleTerminatorWithBranch(func.body.front!.back!, func.body.front!),
    ).toThrow(/cf dialect/);
  });

  it("replaces a call's results with the returned values", () => {
    const { func } = parseFunction(
      'func.func @f(%a: i32) -> i32 {\n  %0 = "test.call"() : () -> i32\n  "test.use"(%0) : (i32) -> ()\n  return %a : i32\n}\n',
    );
    const [call, use, ret] = func.body.front!.operations as [Operation, Operation, Operation];
    FuncInlinerInterface.handleTerminatorWithValues(ret, [call.getResult(0)]);
    expect(use.getOperand(0)).toBe(func.body.front!.getArgument(0));
  });

  it('refuses calls and functions marked no_inline', () => {
    const { func } = parseFunction(
      'func.func @f() attributes {no_inline} {\n  call @f() {no_inline} : () -> ()\n  call @f() : () -> ()\n  return\n}\n',
    );
    const [noInlineCall, call] = func.body.front!.operations as [Operation, Operation];
    expect(FuncInlinerInterface.isLegalToInlineCall(noInlineCall, func, false)).toBe(false);
    expect(FuncInlinerInterface.isLegalToInlineCall(call, func, false)).toBe(false);
    func.no_inline = undefined;
    expect(FuncInlinerInterface.isLegalToInlineCall(call, func, false)).toBe(true);
    expect(FuncInlinerInterface.isLegalToInlineRegion(func.body, func.body, true)).toBe(true);
  });
});

describe('README example', () => {
  it('canonicalizes as the README says', async () => {
    const { text } = await import('./readme-example.js');
    expect(text).toBe(
      'module {\n  func.func @f(%arg0: i1, %arg1: i32) -> i32 {\n    return %arg1 : i32\n  }\n}\n',
    );
  });
});

describe('ControlFlowDialect.inlinerInterface', () => {
  it('lets the inliner move every cf op and rewrites no cf terminator', () => {
    const { context, func } = parseFunction(
      'func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb1\n^bb1:\n  return\n}\n',
    );
    const hooks = (context.getLoadedDialect('cf') as ControlFlowDialect).inlinerInterface;
    const condBr = func.body.front!.back!;
    expect(hooks.isLegalToInlineOp(condBr, func.body, true)).toBe(true);
    expect(hooks.isLegalToInlineRegion(func.body, func.body, false)).toBe(true);
    hooks.handleTerminatorWithBranch(condBr, func.body.front!);
    expect(func.body.front!.back).toBe(condBr);
  });
});
