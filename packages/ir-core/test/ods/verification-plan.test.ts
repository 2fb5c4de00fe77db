import { describe, expect, it } from 'vitest';
import { Operation } from '../../src/ir/operation.js';
import { AnyRegion } from '../../src/ods/constraint.js';
import { defineOp } from '../../src/ods/define-op.js';
import { defineTrait } from '../../src/ods/trait.js';
import { setup } from './helpers.js';

// The verifier gathers each op's checks once and skips the `verify`/`verifyRegions` hooks an op
// class does not override; these ops make sure overridden hooks, at any depth, still run.
const calls: string[] = [];

const Traced = defineTrait('Traced', {
  verify: () => (calls.push('trait'), true),
  verifyRegion: () => (calls.push('region trait'), true),
});

class PlainOp extends defineOp({ name: 'test.plain', traits: [Traced] }) {}

class OwnVerifyOp extends defineOp({ name: 'test.own_verify' }) {
  override verify(): boolean {
    calls.push('verify');
    this.emitOpError('rejected by its own verifier');
    return false;
  }
}

class OwnRegionsBase extends defineOp({ name: 'test.own_regions', regions: { body: AnyRegion } }) {
  override verifyRegions(): boolean {
    calls.push('verifyRegions');
    this.emitOpError('rejected by its region verifier');
    return false;
  }
}
/** Inherits the overridden hook from an intermediate class. */
class DerivedRegionsOp extends OwnRegionsBase {}

describe('verification plan', () => {
  it('runs trait hooks of ops without their own verifiers', () => {
    const { loc } = setup([PlainOp]);
    calls.length = 0;
    const op = Operation.create({ name: 'test.plain', location: loc });
    expect(op.name.info!.verifyInvariants(op)).toBe(true);
    expect(op.name.info!.verifyRegionInvariants(op)).toBe(true);
    expect(calls).toEqual(['trait', 'region trait']);
  });

  it("calls an op class's own verify", () => {
    const { loc, diagnostics } = setup([OwnVerifyOp]);
    calls.length = 0;
    const op = Operation.create({ name: 'test.own_verify', location: loc });
    expect(op.name.info!.verifyInvariants(op)).toBe(false);
    expect(calls).toEqual(['verify']);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "'test.own_verify' op rejected by its own verifier",
    ]);
  });

  it('calls a verifyRegions inherited from an intermediate class', () => {
    const { loc, diagnostics } = setup([DerivedRegionsOp]);
    calls.length = 0;
    const op = Operation.create({ name: 'test.own_regions', location: loc, regions: 1 });
    expect(op).toBeInstanceOf(DerivedRegionsOp);
    expect(op.name.info!.verifyRegionInvariants(op)).toBe(false);
    expect(calls).toEqual(['verifyRegions']);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "'test.own_regions' op rejected by its region verifier",
    ]);
  });
});
