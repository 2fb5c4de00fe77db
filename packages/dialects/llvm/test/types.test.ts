// The llvm types' TypeScript API: uniquing, identified structs, printing and the element checks.
import { FloatType, IntegerType, MLIRContext, parseType, VectorType } from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import {
  LLVMArrayType,
  LLVMFunctionType,
  LLVMMetadataType,
  LLVMPointerType,
  LLVMStructType,
  LLVMTargetExtType,
  LLVMTokenType,
  LLVMVoidType,
  registerLlvmDialect,
} from '../src/index.js';

function newContext(): MLIRContext {
  const context = new MLIRContext();
  registerLlvmDialect(context.registry);
  return context;
}

describe('llvm types', () => {
  test('are uniqued by their parameters', () => {
    const context = newContext();
    const i8 = IntegerType.get(context, 8);
    expect(LLVMPointerType.get(context)).toBe(LLVMPointerType.get(context, 0));
    expect(LLVMPointerType.get(context, 3)).not.toBe(LLVMPointerType.get(context));
    expect(LLVMArrayType.get(i8, 4)).toBe(LLVMArrayType.get(i8, 4n));
    expect(LLVMStructType.getLiteral(context, [i8], true)).toBe(
      LLVMStructType.getLiteral(context, [i8], true),
    );
    expect(LLVMStructType.getLiteral(context, [i8])).not.toBe(
      LLVMStructType.getLiteral(context, [i8], true),
    );
    const fn = LLVMFunctionType.get(LLVMVoidType.get(context), [i8], true);
    expect(fn).toBe(LLVMFunctionType.get(LLVMVoidType.get(context), [i8], true));
    expect(LLVMTargetExtType.get(context, 'acme.t', [i8], [1])).toBe(
      LLVMTargetExtType.get(context, 'acme.t', [i8], [1]),
    );
  });

  test('print as mlir-opt prints them and parse back to the same object', () => {
    const context = newContext();
    const f32 = FloatType.getF32(context);
    const ptr = LLVMPointerType.get(context, 1);
    const cases = [
      [LLVMPointerType.get(context), '!llvm.ptr'],
      [ptr, '!llvm.ptr<1>'],
      [LLVMArrayType.get(ptr, 2), '!llvm.array<2 x ptr<1>>'],
      [LLVMStructType.getLiteral(context, [f32, ptr]), '!llvm.struct<(f32, ptr<1>)>'],
      [LLVMFunctionType.get(f32, [ptr], true), '!llvm.func<f32 (ptr<1>, ...)>'],
      [LLVMFunctionType.get(LLVMVoidType.get(context), []), '!llvm.func<void ()>'],
      [
        LLVMTargetExtType.get(context, 'acme.t', [ptr], [4]),
        '!llvm.target<"acme.t", !llvm.ptr<1>, 4>',
      ],
      [VectorType.get(context, [2], ptr), 'vector<2x!llvm.ptr<1>>'],
    ] as const;
    for (const [type, text] of cases) {
      expect(type.toString()).toBe(text);
      expect(parseType(text, context)).toBe(type);
    }
  });

  test('an identified struct is one object per name, given its body once', () => {
    const context = newContext();
    const node = LLVMStructType.getIdentified(context, 'node');
    expect(node.isOpaque).toBe(true);
    expect(node.isInitialized).toBe(false);
    const i32 = IntegerType.get(context, 32);
    expect(node.setBody([i32, LLVMArrayType.get(node, 2)])).toBe(true);
    expect(node.toString()).toBe('!llvm.struct<"node", (i32, array<2 x struct<"node">>)>');
    expect(node.setBody([i32, LLVMArrayType.get(node, 2)])).toBe(true);
    expect(node.setBody([i32])).toBe(false);
    expect(node.setOpaque()).toBe(false);
    expect(LLVMStructType.getIdentified(context, 'node')).toBe(node);
    expect(parseType('!llvm.struct<"node", (i32, array<2 x struct<"node">>)>', context)).toBe(node);
    expect(LLVMStructType.getOpaque(context, 'node')).toBeNull();
    expect(LLVMStructType.getOpaque(context, 'handle')!.toString()).toBe(
      '!llvm.struct<"handle", opaque>',
    );
  });

  test('reject invalid element types with the messages of the parser', () => {
    const context = newContext();
    const token = LLVMTokenType.get(context);
    const metadata = LLVMMetadataType.get(context);
    const fn = LLVMFunctionType.get(LLVMVoidType.get(context), []);
    expect(() => LLVMArrayType.get(token, 2)).toThrow("invalid array element type: '!llvm.token'");
    expect(() => LLVMStructType.getLiteral(context, [fn])).toThrow(
      "invalid LLVM structure element type: '!llvm.func<void ()>'",
    );
    expect(() => LLVMFunctionType.get(metadata, [])).toThrow(
      "invalid function result type: '!llvm.metadata'",
    );
    expect(() => LLVMFunctionType.get(token, [LLVMVoidType.get(context)])).toThrow(
      "invalid function argument type: '!llvm.void'",
    );
    expect(() => LLVMPointerType.get(context, -1)).toThrow(RangeError);
  });
});
