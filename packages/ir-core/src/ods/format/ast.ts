/**
 * The data model of an ODS-style declarative assembly format (`assemblyFormat` of an op definition).
 *
 * {@link parseAssemblyFormat} turns the format string into these elements and
 * {@link validateAssemblyFormat} checks them against the op's definition; the op-level parser and
 * printer interpret them. Elements are plain readonly objects tagged by `kind` so that the
 * interpreters can switch on the tag.
 */

/** Which part of an op a `$name` variable refers to, resolved against the op definition. */
export type FormatVariableRole = 'operand' | 'result' | 'attribute' | 'region' | 'successor';

/** A `` `keyword` ``, punctuation, `` ` ` `` (a space) or ``` `` ``` (suppresses the default space). */
export interface LiteralElement {
  readonly kind: 'literal';
  /** The text between the backticks; `''` and `' '` only control spacing, `'\n'` is a newline. */
  readonly spelling: string;
}

/** `$name`: an operand, result (only inside directives), attribute/property, region or successor. */
export interface VariableElement {
  readonly kind: 'variable';
  readonly name: string;
  /** Set once by {@link validateAssemblyFormat}; `undefined` straight out of the parser. */
  role: FormatVariableRole | undefined;
}

/** `operands`, `results`, `regions` or `successors`: every element of that kind, in order. */
export interface AllOfKindElement {
  readonly kind: 'operands' | 'results' | 'regions' | 'successors';
}

/** `attr-dict` or `attr-dict-with-keyword`: the attributes not printed elsewhere. */
export interface AttrDictElement {
  readonly kind: 'attr-dict';
  readonly withKeyword: boolean;
}

/** `prop-dict`: the properties not printed elsewhere, as `<{...}>`. */
export interface PropDictElement {
  readonly kind: 'prop-dict';
}

/** An argument of `type(...)` and `functional-type(...)`: one variable or a whole list. */
export type TypeArgument = VariableElement | AllOfKindElement;

/** `type($x)`, `type(operands)`, `type(results)`. */
export interface TypeDirective {
  readonly kind: 'type';
  readonly argument: TypeArgument;
}

/** `functional-type($inputs, $results)`: `(i32, i32) -> i64`. */
export interface FunctionalTypeDirective {
  readonly kind: 'functional-type';
  readonly inputs: TypeArgument;
  readonly results: TypeArgument;
}

/** `qualified(...)`: print an attribute or type with its dialect prefix even where it may be elided. */
export interface QualifiedDirective {
  readonly kind: 'qualified';
  readonly inner: VariableElement | TypeDirective;
}

/** `ref(...)` inside a `custom` directive: an element already bound earlier, passed read-only. */
export interface RefDirective {
  readonly kind: 'ref';
  readonly inner: CustomArgument;
}

/** An argument of `custom<Name>(...)`. */
export type CustomArgument =
  | VariableElement
  | TypeDirective
  | QualifiedDirective
  | AttrDictElement
  | PropDictElement
  | RefDirective
  | LiteralElement;

/** `custom<Name>(args)`: the dialect supplies `parseName`/`printName` hooks. */
export interface CustomDirectiveElement {
  readonly kind: 'custom';
  readonly name: string;
  readonly arguments: readonly CustomArgument[];
}

/**
 * `( then... )?` or `( then... ) : ( else... )?`. The anchor (the element marked `^`) decides
 * whether the group is printed: it is present when the anchor's operand/attribute/... is.
 */
export interface OptionalGroup {
  readonly kind: 'optional';
  readonly thenElements: readonly FormatElement[];
  readonly elseElements: readonly FormatElement[];
  /** Index into `thenElements` of the anchor (or of the element containing it). */
  readonly anchorIndex: number;
  /** The variable (or the variable inside the type/custom directive) that anchors the group. */
  readonly anchor: VariableElement;
}

/** `oilist( `kw` elements | `kw2` elements ... )`: clauses in any order, each at most once. */
export interface OIListDirective {
  readonly kind: 'oilist';
  readonly clauses: readonly {
    readonly keyword: string;
    readonly elements: readonly FormatElement[];
  }[];
}

export type FormatElement =
  | LiteralElement
  | VariableElement
  | AllOfKindElement
  | AttrDictElement
  | PropDictElement
  | TypeDirective
  | FunctionalTypeDirective
  | QualifiedDirective
  | CustomDirectiveElement
  | OptionalGroup
  | OIListDirective;

/** A parsed (and, after validation, resolved) assembly format. */
export interface AssemblyFormat {
  /** The format string it was parsed from. */
  readonly source: string;
  readonly elements: readonly FormatElement[];
}
