import type { Attribute } from '../attributes/attribute.js';
import type { MLIRContext } from '../context.js';
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import type { OpResult, Value } from '../ir/value.js';
import type {
  AttrDefinition,
  OperandDefinition,
  OptionalOf,
  RegionDefinition,
  SuccessorDefinition,
  ValueDefinition,
  VariadicOf,
  VariadicOfVariadicOf,
} from './constraint.js';
import type { InterfaceImplementation } from './interface.js';
import type { OperationParser, ParsedOperationState } from '../text/parser.js';
import type { OpTrait } from './trait.js';

/**
 * The declarative definition of an op, given to {@link defineOp}. Everything but `name` is
 * optional; the record keys name the accessors of the generated class, in declaration order.
 */
export interface OpDefinition {
  /** Full name, `dialect.mnemonic`. */
  readonly name: string;
  readonly summary?: string;
  readonly operands?: Readonly<Record<string, OperandDefinition>>;
  readonly results?: Readonly<Record<string, ValueDefinition>>;
  /** Inherent attributes stored as properties (MLIR 22's default: the generic form's `<{...}>`). */
  readonly properties?: Readonly<Record<string, AttrDefinition>>;
  /**
   * Inherent attributes stored in the attribute dictionary, as for MLIR dialects that set
   * `usePropertiesForAttributes = 0`.
   */
  readonly attributes?: Readonly<Record<string, AttrDefinition>>;
  readonly regions?: Readonly<Record<string, RegionDefinition>>;
  readonly successors?: Readonly<Record<string, SuccessorDefinition>>;
  // Traits and interface implementations of any parameter/method types.
  readonly traits?: readonly OpTrait<any>[];
  readonly interfaces?: readonly InterfaceImplementation<any>[];
  /** ODS declarative assembly format; validated when the op is defined. */
  readonly assemblyFormat?: string;
  /**
   * Hand-written custom syntax instead of `assemblyFormat` (MLIR's `hasCustomAssemblyFormat`):
   * `parse` fills the state the op parser then creates the op from.
   */
  readonly parse?: (parser: OperationParser, state: ParsedOperationState) => boolean;
  /** Prints what `parse` reads; `printer` is the text layer's `OpAsmPrinter`. */
  readonly print?: (op: Operation, printer: any) => void;
  /**
   * Whether the custom parser checks the inherent attributes its attribute dictionary spells
   * (read with `parseOptionalAttrDict` or `parseOptionalAttrDictWithKeyword`) against their
   * constraints, reporting a bad one at the dictionary as MLIR's ODS-generated parsers do. Default
   * true; false for an op whose MLIR parser is hand-written and does not (`scf.for`), whose bad
   * values are then dropped or left to the verifier, as in MLIR.
   */
  readonly verifyInherentAttrsOnParse?: boolean;
  /**
   * Adds the op's canonicalization patterns to `patterns` (MLIR's `getCanonicalizationPatterns`).
   * Pattern types live in `@strata/pattern-rewrite`, above this package, hence the loose type.
   */
  readonly canonicalizationPatterns?: (
    patterns: { add(...patterns: any[]): unknown },
    context: MLIRContext,
  ) => void;
}

/** The accessor type of an operand or result group: one value, maybe one, a list, or lists. */
type GroupAccessor<C, V> =
  C extends VariadicOfVariadicOf<unknown>
    ? V[][]
    : C extends VariadicOf<unknown>
      ? V[]
      : C extends OptionalOf<unknown>
        ? V | null
        : V;

/** The accessor type of an inherent attribute (optional ones and unit flags may be absent). */
type AttrAccessor<C> = C extends {
  readonly kind: 'optional';
  readonly inner: { attrType?: infer A };
}
  ? A | undefined
  : C extends { readonly isUnit: true; attrType?: infer A }
    ? A | undefined
    : C extends { inner: { attrType?: infer A } }
      ? A
      : C extends { attrType?: infer A }
        ? A
        : Attribute;

type RegionAccessor<C, R> = C extends VariadicOf<unknown> ? R[] : R;

type Entries<R> = R extends Readonly<Record<string, unknown>> ? R : Record<never, never>;

/** Typed accessors generated from a definition: `op.lhs`, `op.result`, `op.overflowFlags`, `op.body`. */
export type OpAccessors<D extends OpDefinition> = {
  readonly [K in keyof Entries<D['operands']>]: GroupAccessor<Entries<D['operands']>[K], Value>;
} & {
  readonly [K in keyof Entries<D['results']>]: GroupAccessor<Entries<D['results']>[K], OpResult>;
} & {
  -readonly [K in keyof Entries<D['properties']>]: AttrAccessor<Entries<D['properties']>[K]>;
} & {
  -readonly [K in keyof Entries<D['attributes']>]: AttrAccessor<Entries<D['attributes']>[K]>;
} & {
  readonly [K in keyof Entries<D['regions']>]: RegionAccessor<Entries<D['regions']>[K], Region>;
} & {
  readonly [K in keyof Entries<D['successors']>]: RegionAccessor<
    Entries<D['successors']>[K],
    Block
  >;
};
