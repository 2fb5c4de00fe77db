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

test('realloc frees its operand and allocates its result; generic_atomic_rmw reads and writes', () => {
  const ops = opsOf(`
    %i = "test.index"() : () -> index
    %b = "test.buffer"() : () -> memref<4xf32>
    %r = memref.realloc %b : memref<4xf32> to memref<8xf32>
    %x = memref.generic_atomic_rmw %r[%i] : memref<8xf32> {
    ^bb0(%old: f32):
      memref.atomic_yield %old : f32
    }
    %p = memref.extract_aligned_pointer_as_index %r : memref<8xf32> -> index
  `);
  expect(Object.fromEntries(ops.map((op) => [op.name.identifier, describe(op)]))).toEqual({
    'memref.realloc': ['free:operand0:default', 'allocate:result:default'],
    'memref.generic_atomic_rmw': ['read:operand0:default', 'write:operand0:default'],
    'memref.atomic_yield': [],
    'memref.extract_aligned_pointer_as_index': [],
  });
});

test('alloca_scope has the effects of its body, prefetch declares none', () => {
  const ops = opsOf(`
    %i = "test.index"() : () -> index
    %b = "test.buffer"() : () -> memref<4xf32>
    memref.alloca_scope {
      memref.prefetch %b[%i], read, locality<3>, data : memref<4xf32>
    }
  `);
  const scope = ops.find((op) => op.name.identifier === 'memref.alloca_scope')!;
  const prefetch = ops.find((op) => op.name.identifier === 'memref.prefetch')!;
  // RecursiveMemoryEffects: no interface of its own; MLIR's prefetch has no effect declaration.
  expect(MemoryEffectOpInterface.get(scope)).toBeNull();
  expect(MemoryEffectOpInterface.get(prefetch)).toBeNull();
});

test('the DMA ops declare no effects (unknown), as in MLIR; transpose has none', () => {
  const ops = opsOf(`
    %i = "test.index"() : () -> index
    %a = "test.buffer"() : () -> memref<2x4xf32>
    %t = "test.buffer"() : () -> memref<1xi32>
    memref.dma_start %a[%i, %i], %a[%i, %i], %i, %t[%i] : memref<2x4xf32>, memref<2x4xf32>, memref<1xi32>
    memref.dma_wait %t[%i], %i : memref<1xi32>
    %v = memref.transpose %a (d0, d1) -> (d1, d0) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  `);
  const named = (name: string) => ops.find((op) => op.name.identifier === name)!;
  expect(MemoryEffectOpInterface.get(named('memref.dma_start'))).toBeNull();
  expect(MemoryEffectOpInterface.get(named('memref.dma_wait'))).toBeNull();
  expect(describe(named('memref.transpose'))).toEqual([]);
});
