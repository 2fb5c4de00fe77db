/**
 * What the op-level parser and printer need from an op's registration: its custom syntax (a
 * hand-written parse/print pair or a declarative assembly format) and MLIR's `OpAsmOpInterface`
 * hooks (result, block and block-argument names; the default dialect of its regions).
 */
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';
import type { OpAsmPrinter } from './printer.js';

export type SetValueName = (value: Value, name: string) => void;
export type SetBlockName = (block: Block, name: string) => void;

export interface OpAsmHooks {
  getAsmResultNames?(op: Operation, setName: SetValueName): void;
  getAsmBlockArgumentNames?(op: Operation, region: Region, setName: SetValueName): void;
  getAsmBlockNames?(op: Operation, setName: SetBlockName): void;
  /** The dialect whose prefix ops nested in this op's regions may omit (`''` for none). */
  getDefaultDialect?(op: Operation): string;
}

/** The naming hooks of `op`, or null when it does not implement `OpAsmOpInterface`. */
export function getOpAsmHooks(op: Operation): OpAsmHooks | null {
  void op;
  return null;
}

/** Prints everything of an op after its name in its custom form. */
export type CustomPrinter = (op: Operation, printer: OpAsmPrinter) => void;

interface RegisteredSyntax {
  readonly spec?: { readonly definition?: { readonly print?: CustomPrinter } };
}

/** The custom printer of a registered op, or null when it prints in generic form. */
export function getCustomPrinter(op: Operation): CustomPrinter | null {
  const info = op.name.info as RegisteredSyntax | null;
  return info?.spec?.definition?.print ?? null;
}
