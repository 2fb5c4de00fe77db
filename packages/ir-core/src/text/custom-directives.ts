/**
 * `custom<Name>(...)` directives of declarative assembly formats: a dialect registers, by name, how
 * to print and parse the arguments (MLIR's `printName`/`parseName` functions).
 */
import type { Attribute } from '../attributes/attribute.js';
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { Value } from '../ir/value.js';
import type { Type } from '../types/type.js';
import type { OperationParser, ParsedOperationState, UnresolvedOperand } from './parser.js';
import type { OpAsmPrinter } from './printer.js';

/** What a directive argument is when printing: the op's values, types, attribute, regions, successors. */
export type CustomDirectiveValue =
  | readonly Value[]
  | readonly Type[]
  | Attribute
  | null
  | readonly Region[]
  | readonly Block[]
  | string
  | readonly (readonly [string, Attribute])[];

/**
 * One argument slot when parsing. The directive stores what it parsed in `value`: unresolved
 * operands (for operand variables), types (for `type(...)`), an attribute, a region, successor blocks.
 */
export interface CustomDirectiveSlot {
  /** The variable name, or the directive (`type`, `attr-dict`) for non-variables. */
  readonly name: string;
  readonly kind:
    'operand' | 'result' | 'attribute' | 'region' | 'successor' | 'type' | 'attr-dict' | 'literal';
  value: UnresolvedOperand[] | Type[] | Attribute | Region | Block[] | string | null;
}

export interface CustomDirective {
  print(printer: OpAsmPrinter, op: Operation, args: readonly CustomDirectiveValue[]): void;
  parse(
    parser: OperationParser,
    state: ParsedOperationState,
    slots: CustomDirectiveSlot[],
  ): boolean;
}

const directives = new Map<string, CustomDirective>();

/** Registers `custom<name>` for every format that uses it. */
export function registerCustomDirective(name: string, directive: CustomDirective): void {
  directives.set(name, directive);
}

export function getCustomDirective(name: string): CustomDirective | undefined {
  return directives.get(name);
}
