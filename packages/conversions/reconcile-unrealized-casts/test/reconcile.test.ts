// reconcileUnrealizedCasts as a utility: what it reports as remaining, and that it leaves other
// ops alone.
import { registerFuncDialect } from '@strata/dialect-func';
import {
  MLIRContext,
  type Operation,
  parseSourceString,
  printOperation,
  UnrealizedConversionCastOp,
} from '@strata/ir-core';
import { describe, expect, test } from 'vitest';
import { reconcileUnrealizedCasts } from '../src/index.js';

function parse(text: string): Operation {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerFuncDialect(context.registry);
  return parseSourceString(text, context)!;
}

function castsIn(root: Operation): UnrealizedConversionCastOp[] {
  const casts: UnrealizedConversionCastOp[] = [];
  root.walk((op) => {
    if (op instanceof UnrealizedConversionCastOp) casts.push(op);
  });
  return casts;
}

describe('reconcileUnrealizedCasts', () => {
  test('reports the live, unresolvable casts in the order given', () => {
    const module = parse(`
      func.func @f(%a: i64) -> (i32, i64) {
        %0 = builtin.unrealized_conversion_cast %a : i64 to i16
        %1 = builtin.unrealized_conversion_cast %0 : i16 to i32
        %2 = builtin.unrealized_conversion_cast %0 : i16 to i64
        %3 = builtin.unrealized_conversion_cast %a : i64 to i8
        return %1, %2 : i32, i64
      }`);
    const [c0, c1] = castsIn(module);
    const remaining: UnrealizedConversionCastOp[] = [];
    reconcileUnrealizedCasts(castsIn(module), remaining);
    expect(remaining).toEqual([c0, c1]);
    expect(printOperation(module)).toContain('return %1, %arg0 : i32, i64');
    expect(castsIn(module)).toHaveLength(2);
  });

  test('only looks at the casts it is given', () => {
    const module = parse(`
      func.func @f(%a: i64) -> i64 {
        %0 = builtin.unrealized_conversion_cast %a : i64 to i16
        %1 = builtin.unrealized_conversion_cast %0 : i16 to i64
        %2 = builtin.unrealized_conversion_cast %a : i64 to i8
        return %1 : i64
      }`);
    const [, c1] = castsIn(module);
    const remaining: UnrealizedConversionCastOp[] = [];
    reconcileUnrealizedCasts([c1!], remaining);
    expect(remaining).toEqual([]);
    // %1 folded and %0 (queued as its input) became dead; %2 was not given and stays.
    const left = castsIn(module);
    expect(left).toHaveLength(1);
    expect(left[0]!.getResult(0).type.toString()).toBe('i8');
  });
});
