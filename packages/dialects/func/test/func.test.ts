// The func dialect's programmatic API: building functions and calls, the interfaces other layers
// query (function, callable, call, symbol, memory effects), folding and constant materialization.
import {
  Block,
  CallableOpInterface,
  CallOpInterface,
  Dialect,
  FileLineColLoc,
  FunctionOpInterface,
  FunctionType,
  IntegerType,
  isOpTriviallyDead,
  loadBuiltinDialect,
  MLIRContext,
  OpBuilder,
  type Operation,
  parseSourceString,
  printOperation,
  Region,
  StringAttr,
  SymbolOpInterface,
  SymbolRefAttr,
  TypeAttr,
  verify,
} from '@strata/ir-core';
import { describe, expect, it } from 'vitest';
import {
  CallIndirectOp,
  CallOp,
  ConstantOp,
  FuncDialect,
  FuncOp,
  registerFuncDialect,
  ReturnOp,
} from '../src/index.js';

function setup() {
  const context = new MLIRContext();
  registerFuncDialect(context.registry);
  loadBuiltinDialect(context);
  const dialect = context.getOrLoadDialect('func') as FuncDialect;
  const errors: string[] = [];
  context.diagnostics.registerHandler((d) => {
    errors.push(d.message);
    return true;
  });
  const loc = FileLineColLoc.get(context, 'test.mlir', 1, 1);
  const i32 = IntegerType.get(context, 32);
  return { context, dialect, errors, loc, i32 };
}

function parse(context: MLIRContext, text: string): Operation {
  const module = parseSourceString(text, context);
  if (module === null) throw new Error('parse failed');
  return module;
}

describe('func ops built with the API', () => {
  it('builds a function that returns its argument and prints it as mlir-opt does', () => {
    const { context, loc, i32, errors } = setup();
    const body = new Region();
    const entry = new Block();
    const arg = entry.addArgument(i32, loc);
    body.push(entry);
    const type = FunctionType.get(context, [i32], [i32]);
    const func = FuncOp.create(loc, {
      sym_name: StringAttr.get(context, 'id'),
      function_type: TypeAttr.get(type),
      body,
    });
    OpBuilder.atBlockEnd(entry, context).insert(ReturnOp.create(loc, { returnedValues: [arg] }));
    expect(verify(func)).toBe(true);
    expect(errors).toEqual([]);
    expect(func.functionType).toBe(type);
    expect(func.isExternal).toBe(false);
    expect(printOperation(func)).toBe(
      'func.func @id(%arg0: i32) -> i32 {\n  return %arg0 : i32\n}\n',
    );
  });

  it('answers the function, callable and symbol interfaces', () => {
    const { context } = setup();
    const module = parse(
      context,
      'func.func private @decl(i32) -> i64\nfunc.func @def(%a: i32) { return }',
    );
    const [decl, def] = module.getRegion(0).front!.operations as [FuncOp, FuncOp];
    const i32 = IntegerType.get(context, 32);
    expect(FunctionOpInterface.get(decl)!.getArgumentTypes(decl)).toEqual([i32]);
    expect(FunctionOpInterface.get(decl)!.getResultTypes(decl)).toEqual([
      IntegerType.get(context, 64),
    ]);
    expect(CallableOpInterface.get(decl)!.getCallableRegion(decl)).toBeNull();
    expect(CallableOpInterface.get(def)!.getCallableRegion(def)).toBe(def.body);
    expect(SymbolOpInterface.get(decl)!.isDeclaration(decl)).toBe(true);
    expect(SymbolOpInterface.get(def)!.isDeclaration(def)).toBe(false);
    expect(SymbolOpInterface.get(decl)!.getVisibility(decl)).toBe('private');
  });

  it('gives calls their callee and arguments through CallOpInterface', () => {
    const { context } = setup();
    const module = parse(
      context,
      `func.func private @f(i32) -> i32
       func.func @g(%a: i32, %h: (i32) -> i32) -> i32 {
         %0 = call @f(%a) : (i32) -> i32
         %1 = call_indirect %h(%0) : (i32) -> i32
         return %1 : i32
       }`,
    );
    const g = module.getRegion(0).front!.back as FuncOp;
    const [call, indirect] = g.body.front!.operations as [CallOp, CallIndirectOp];
    expect(call).toBeInstanceOf(CallOp);
    expect(CallOpInterface.get(call)!.getCallableForCallee(call)).toBe(
      SymbolRefAttr.get(context, 'f'),
    );
    expect(CallOpInterface.get(call)!.getArgOperands(call)).toEqual([g.body.front!.getArgument(0)]);
    expect(call.calleeType.toString()).toBe('(i32) -> i32');
    expect(CallOpInterface.get(indirect)!.getCallableForCallee(indirect)).toBe(
      g.body.front!.getArgument(1),
    );
    expect(CallOpInterface.get(indirect)!.getArgOperands(indirect)).toEqual([call.getResult(0)]);
  });

  it('keeps calls (unknown effects) and lets unused constants die', () => {
    const { context } = setup();
    const module = parse(
      context,
      `func.func private @f()
       func.func @g() {
         call @f() : () -> ()
         %0 = constant @f : () -> ()
         return
       }`,
    );
    const [call, constant, ret] = (module.getRegion(0).front!.back as FuncOp).body.front!
      .operations;
    expect(isOpTriviallyDead(call!)).toBe(false);
    expect(isOpTriviallyDead(constant!)).toBe(true);
    expect(isOpTriviallyDead(ret!)).toBe(false);
  });
});

describe('folding and constants', () => {
  it('folds func.constant to its symbol and materializes symbols as func.constant', () => {
    const { context, dialect, loc } = setup();
    const type = FunctionType.get(context, [], []);
    const symbol = SymbolRefAttr.get(context, 'f');
    const constant = ConstantOp.create(loc, { value: symbol, result: type });
    expect(constant.fold([])).toBe(symbol);
    const block = new Block();
    const built = dialect.materializeConstant(
      OpBuilder.atBlockEnd(block, context),
      symbol,
      type,
      loc,
    );
    expect(built).toBeInstanceOf(ConstantOp);
    expect(block.front).toBe(built);
    expect(
      dialect.materializeConstant(new OpBuilder(context), symbol, IntegerType.get(context, 1), loc),
    ).toBeNull();
    expect(
      dialect.materializeConstant(
        new OpBuilder(context),
        SymbolRefAttr.get(context, 'm', ['f']),
        type,
        loc,
      ),
    ).toBeNull();
  });
});

describe('custom syntax', () => {
  it('reports located parse errors without throwing', () => {
    const { context, errors } = setup();
    expect(
      parseSourceString('func.func @f(%a: i32, i64)', context, { filename: 'x.mlir' }),
    ).toBeNull();
    expect(errors).toEqual(["custom op 'func.func' expected SSA identifier"]);
  });

  it('round-trips every visibility and the attributes keyword', () => {
    const { context } = setup();
    const text =
      'module {\n' +
      '  func.func private @a(i32 {test.x}) -> (i32 {test.y})\n' +
      '  func.func nested @b() attributes {test.z}\n' +
      '  func.func public @c() {\n    return\n  }\n' +
      '}\n';
    expect(printOperation(parse(context, text))).toBe(text);
  });
});

describe('robustness', () => {
  it('prints a function whose entry block lacks arguments (invalid IR) without throwing', () => {
    const { context, loc, i32 } = setup();
    const body = new Region();
    body.push(new Block());
    const type = FunctionType.get(context, [i32], []);
    const func = FuncOp.create(loc, {
      sym_name: StringAttr.get(context, 'f'),
      function_type: TypeAttr.get(type),
      body,
    });
    expect(printOperation(func)).toBe('func.func @f(i32) {\n}\n');
  });

  it('loads cf with func when the registry knows cf', () => {
    const context = new MLIRContext();
    registerFuncDialect(context.registry);
    let cfLoads = 0;
    context.registry.insert('cf', (c) => {
      cfLoads++;
      return new Dialect('cf', c);
    });
    context.getOrLoadDialect('func');
    expect(cfLoads).toBe(1);
    expect(context.getLoadedDialect('cf')).toBeDefined();
  });
});
