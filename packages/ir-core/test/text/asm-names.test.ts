import { describe, expect, it } from 'vitest';
import { UnknownLoc } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Operation } from '../../src/ir/operation.js';
import type { Value } from '../../src/ir/value.js';
import { SSANameState } from '../../src/text/asm-names.js';
import { printOperation } from '../../src/text/printer.js';
import { IntegerType } from '../../src/types/builtin-types.js';

/** `t.outer` holding `%0 = t.a`, then `t.inner` whose region holds `%1 = t.b`, `%2 = t.c(%0, %1)`. */
function buildNest() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = UnknownLoc.get(context);
  const i32 = IntegerType.get(context, 32);
  const outer = Operation.create({ name: 't.outer', location: loc, regions: 1 });
  const body = outer.getRegion(0).emplaceBlock();
  const a = Operation.create({ name: 't.a', location: loc, resultTypes: [i32] });
  body.push(a);
  const inner = Operation.create({ name: 't.inner', location: loc, regions: 1 });
  body.push(inner);
  const innerBody = inner.getRegion(0).emplaceBlock();
  const b = Operation.create({ name: 't.b', location: loc, resultTypes: [i32] });
  innerBody.push(b);
  const c = Operation.create({
    name: 't.c',
    location: loc,
    operands: [a.getResult(0), b.getResult(0)],
    resultTypes: [i32],
  });
  innerBody.push(c);
  return { outer, inner, a: a.getResult(0), b: b.getResult(0), c: c.getResult(0) };
}

const namesOf = (state: SSANameState, values: Value[]) => values.map((v) => state.getValueName(v));

describe('SSANameState', () => {
  it('keeps its names when a second naming of the same values starts while it is in use', () => {
    const { outer, inner, a, b, c } = buildNest();
    const whole = new SSANameState(outer, false);
    expect(namesOf(whole, [a, b, c])).toEqual(['%0', '%1', '%2']);
    // Naming `inner` alone numbers `b` and `c` from 0: it takes their slots over.
    const local = new SSANameState(inner, false);
    expect(namesOf(local, [b, c])).toEqual(['%0', '%1']);
    expect(local.getValueName(a)).toBe('<<UNKNOWN SSA VALUE>>');
    expect(namesOf(whole, [a, b, c])).toEqual(['%0', '%1', '%2']);
  });

  it('gives up the names of a released state', () => {
    const { outer, inner, b } = buildNest();
    const whole = new SSANameState(outer, false);
    whole.release();
    new SSANameState(inner, false);
    expect(whole.getValueName(b)).toBe('<<UNKNOWN SSA VALUE>>');
  });

  it('prints a value it never named, or a missing one, as unknown', () => {
    const { outer, inner, a } = buildNest();
    const local = new SSANameState(inner, false);
    expect(local.getValueName(a)).toBe('<<UNKNOWN SSA VALUE>>');
    expect(local.getValueName(undefined as unknown as Value)).toBe('<<UNKNOWN SSA VALUE>>');
    // A whole print after a local one names everything again.
    expect(printOperation(outer, { generic: true })).toContain('"t.c"(%0, %1) : (i32, i32) -> i32');
  });
});
