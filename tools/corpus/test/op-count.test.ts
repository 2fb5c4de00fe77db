import { describe, expect, it } from 'vitest';
import { countOpsPerFunction, functionTexts, outputLines } from '../src/index.js';

const MODULE = `module {
  func.func private @decl(i32)
  func.func @two(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.addi %arg0, %c1_i32 : i32
    return %0 : i32
  }
  func.func @nested(%arg0: i1, %arg1: index) {
    scf.if %arg0 {
      %c0 = arith.constant 0 : index
      scf.for %arg2 = %c0 to %arg1 step %arg1 {
        func.call @decl(%c1) : (i32) -> ()
      }
    }
    cf.br ^bb1
  ^bb1:
    return
  }
}
`
  .replace('%c1)', '%c2_i32)')
  .replace('scf.if %arg0 {', 'scf.if %arg0 {\n      %c2_i32 = arith.constant 2 : i32');

describe('countOpsPerFunction', () => {
  it('counts the ops nested in each defined function, terminators included', () => {
    const result = countOpsPerFunction(MODULE);
    expect(result.ok ? '' : result.error).toBe('');
    if (!result.ok) return;
    // two: constant, addi, return. nested: if, constant i32, constant index, for, call,
    // the for's implicit yield, the if's implicit yield, br, return.
    expect([...result.counts]).toEqual([
      ['two', 3],
      ['nested', 9],
    ]);
  });

  it('reports what does not parse instead of counting', () => {
    const result = countOpsPerFunction(
      'func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  return\n}\n',
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/undefined|use of undeclared/i);
  });
});

describe('functionTexts', () => {
  it('cuts a printed module into its functions by name', () => {
    const texts = functionTexts(MODULE);
    expect([...texts.keys()]).toEqual(['decl', 'two', 'nested']);
    expect(texts.get('decl')).toBe('  func.func private @decl(i32)');
    expect(texts.get('two')!.split('\n')).toHaveLength(5);
    expect(texts.get('nested')!.endsWith('    return\n  }')).toBe(true);
  });
});

describe('outputLines', () => {
  it("keys main's output lines by the function index they start with", () => {
    const lines = outputLines('0, 5\n1, 2.5, 4612811918334230528, 1\n\n12, -1\n');
    expect([...lines]).toEqual([
      [0, '0, 5'],
      [1, '1, 2.5, 4612811918334230528, 1'],
      [12, '12, -1'],
    ]);
  });
});
