// The memory effects of the memref ops, on the values MLIR puts them on.
import {
  AutomaticAllocationScopeResource,
  DefaultResource,
  loadBuiltinDialect,
  MemoryEffectOpInterface,
  MLIRContext,
  type Operation,
  parseSourceString,
} from '@strata/ir-core';
import { expect, test } from 'vitest';
import { registerMemRefDialect } from '../src/index.js';

function opsOf(text: string): Operation[] {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerMemRefDialect(context.registry);
  loadBuiltinDialect(context);
  // Not verified: the ops sit directly in the module, which is no allocation scope for the alloca.
  const module = parseSourceString(text, context, { verifyAfterParse: false })!;
  const ops: Operation[] = [];
  module.walk((op) => {
    if (op.name.identifier.startsWith('memref.')) ops.push(op);
  });
  return ops;
}

/** Each op's effects as `kind:value-role:resource`, the role naming the operand or result. */
function describe(op: Operation): string[] {
  return MemoryEffectOpInterface.get(op)!
    .getEffects(op)
    .map((effect) => {
      const value = effect.value;
      const role =
        value === null
          ? 'none'
          : op.results.includes(value as never)
            ? 'result'
            : `operand${op.operands.indexOf(value)}`;
      const resource =
        effect.resource === DefaultResource
          ? 'default'
          : effect.resource === AutomaticAllocationScopeResource
            ? 'scope'
            : '?';
      return `${effect.effect}:${role}:${resource}`;
    });
}

test('allocations, frees, reads and writes sit on the right values and resources', () => {
  const ops = opsOf(`
    %i = "test.index"() : () -> index
    %v = "test.value"() : () -> f32
    %a = memref.alloc() : memref<4xf32>
    %s = memref.alloca() : memref<4xf32>
    %l = memref.load %a[%i] : memref<4xf32>
    memref.store %v, %s[%i] : memref<4xf32>
    memref.copy %a, %s : memref<4xf32> to memref<4xf32>
    memref.dealloc %a : memref<4xf32>
    %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  `);
  expect(Object.fromEntries(ops.map((op) => [op.name.identifier, describe(op)]))).toEqual({
    'memref.alloc': ['allocate:result:default'],
    'memref.alloca': ['allocate:result:scope'],
    'memref.load': ['read:operand0:default'],
    'memref.store': ['write:operand1:default'],
    'memref.copy': ['read:operand0:default', 'write:operand1:default'],
    'memref.dealloc': ['free:operand0:default'],
    'memref.cast': [],
  });
});
