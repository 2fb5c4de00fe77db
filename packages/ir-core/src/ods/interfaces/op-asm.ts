import type { Block } from '../../ir/block.js';
import type { Operation } from '../../ir/operation.js';
import type { Region } from '../../ir/region.js';
import type { Value } from '../../ir/value.js';
import { OpInterface } from '../interface.js';

/** Called with a value and the name hint the printer should use for it (`%c0_i32`). */
export type SetNameFn = (value: Value, name: string) => void;

export interface OpAsmModel {
  /** Suggests SSA names for the op's results (MLIR's `getAsmResultNames`). */
  getAsmResultNames(op: Operation, setName: SetNameFn): void;
  /** Suggests names for the arguments of the op's region blocks. */
  getAsmBlockArgumentNames(op: Operation, region: Region, setName: SetNameFn): void;
  /** Suggests block names (`^bb0` otherwise). */
  getAsmBlockNames(op: Operation, setName: (block: Block, name: string) => void): void;
  /** The dialect whose ops may drop their prefix inside the op's regions (`func` inside `func.func`). */
  getDefaultDialect(op: Operation): string;
}

/** MLIR's `OpAsmOpInterface`; every method has a do-nothing default. */
export const OpAsmOpInterface = new OpInterface<OpAsmModel, keyof OpAsmModel>('OpAsmOpInterface', {
  defaults: {
    getAsmResultNames: () => {},
    getAsmBlockArgumentNames: () => {},
    getAsmBlockNames: () => {},
    getDefaultDialect: () => '',
  },
});
