import type { Location } from '../../src/attributes/location.js';
import { MLIRContext } from '../../src/context.js';
import { Block } from '../../src/ir/block.js';
import { Operation, type OperationState } from '../../src/ir/operation.js';
import type { OperationClass, OperationInfo } from '../../src/ir/operation-name.js';
import type { Type } from '../../src/types/type.js';

/**
 * Stand-ins for types and locations: the IR model only stores and compares them, so tests of the IR
 * model do not need the builtin type and location classes.
 */
export function fakeType(name: string): Type {
  return { name, toString: () => name } as unknown as Type;
}

export function fakeLoc(context: MLIRContext, name = 'loc'): Location {
  return { context, name, toString: () => name } as unknown as Location;
}

export const i32 = fakeType('i32');
export const f32 = fakeType('f32');

/** A context accepting unregistered ops, plus a helper creating ops at a fake location. */
export function setup() {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  const loc = fakeLoc(context);
  const op = (name: string, rest: Omit<OperationState, 'name' | 'location'> = {}): Operation =>
    Operation.create({ name, location: loc, ...rest });
  /** An op with one region holding one block, the block returned alongside. */
  const withBody = (name: string): [Operation, Block] => {
    const parent = op(name, { regions: 1 });
    const block = new Block();
    parent.regions[0]!.push(block);
    return [parent, block];
  };
  return { context, loc, op, withBody };
}

/** Registration info for a test op class: no traits or interfaces, every verifier passing. */
export function minimalOpInfo(opClass: OperationClass, inherentAttrNames: string[]): OperationInfo {
  return {
    opClass,
    dialect: undefined as never,
    hasTrait: () => false,
    getInterface: () => null,
    inherentAttrNames: new Set(inherentAttrNames),
    verifyInvariants: () => true,
    verifyRegionInvariants: () => true,
    regionKind: () => 'ssacfg',
  };
}
