/**
 * The op-level parser (MLIR's `OperationParser`): operations in generic and custom form, SSA values
 * with forward references, blocks and regions with MLIR's name scoping, trailing locations (also
 * aliases defined later in the file), and the `OpAsmParser` API that custom op parsers use.
 *
 * It extends the type/attribute parser, so every user error is a located diagnostic through the
 * context and parse methods answer null/false. Regions nest through recursion; each region is one
 * nesting level of the shared depth limit ({@link AttrTypeParser.maxNestingDepth}), so deep input is
 * a diagnostic, never a stack overflow.
 */
import type { Attribute } from '../attributes/attribute.js';
import { DictionaryAttr } from '../attributes/builtin-attributes.js';
import { FileLineColLoc, Location, UnknownLoc } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import { Block } from '../ir/block.js';
import { Operation } from '../ir/operation.js';
import type { OperationName } from '../ir/operation-name.js';
import { Region } from '../ir/region.js';
import { CoreTraits } from '../ir/traits.js';
import type { ParsedTypeClass } from '../ods/constraint.js';
import { OpInfo } from '../ods/op-info.js';
import type { BlockArgument, Value } from '../ir/value.js';
import { Diagnostic } from '../support/diagnostics.js';
import { FunctionType } from '../types/builtin-types.js';
import type { Type } from '../types/type.js';
import { getCustomParser, getDefaultDialect, getPropertySpecs } from './asm-hooks.js';
import { AttrTypeParser, type AttrTypeParserOptions, type Delimiter } from './attr-type-parser.js';
import type { SourceFile, TokenKind } from './lexer.js';
import { parseLocationBody } from './location-parser.js';
import { ListStack } from './list-stack.js';
import { SpellingTable } from './parser-spelling-table.js';

/** A use of an SSA value not yet resolved to a value (MLIR's `UnresolvedOperand`). */
export interface UnresolvedOperand {
  /** The name with its `%`. */
  readonly name: string;
  /** The result number after `#` (0 without). */
  readonly number: number;
  /** Source offset of the use. */
  readonly offset: number;
}

/** A region argument being defined (MLIR's `OpAsmParser::Argument`). */
export interface OpAsmArgument {
  readonly ssaName: UnresolvedOperand;
  type: Type | null;
  attrs: DictionaryAttr | null;
  sourceLoc: Location | null;
}

/**
 * What a custom parser fills in (MLIR's `OperationState`); the op is created from it afterwards.
 * Structurally an `OperationState` of the IR model.
 */
export interface ParsedOperationState {
  readonly name: OperationName;
  readonly location: Location;
  readonly operands: Value[];
  readonly resultTypes: Type[];
  /** Inherent attributes (properties). */
  readonly properties: Map<string, Attribute>;
  /** Attributes in parse order; a registered op moves its inherent ones into properties. */
  readonly attributes: [string, Attribute][];
  readonly successors: Block[];
  readonly regions: Region[];
}

/** Parses the rest of an op after its name in custom form; false after reporting an error. */
export type CustomParser = (parser: OperationParser, state: ParsedOperationState) => boolean;

export interface OperationParserOptions extends AttrTypeParserOptions {
  /** Lines before the text in its file (a chunk of a split input keeps the file's line numbers). */
  lineOffset?: number;
  /** Column of the text's first character on its line (for a chunk starting mid-line). */
  firstColumn?: number;
}

/**
 * What one SSA name is bound to: for result number N, the value (or forward-reference placeholder)
 * at index 2N and the offset of its definition or first use at 2N + 1. One flat array per name,
 * with no object per definition.
 */
type NameBindings = (Value | number | undefined)[];

function boundValue(bindings: NameBindings, number: number): Value | undefined {
  return bindings[2 * number] as Value | undefined;
}

function boundOffset(bindings: NameBindings, number: number): number {
  return bindings[2 * number + 1] as number;
}

function bind(bindings: NameBindings, number: number, value: Value, offset: number): void {
  bindings[2 * number] = value;
  bindings[2 * number + 1] = offset;
}

/**
 * N for a value name `%N` spelled without leading zeros, with N below 2^16; -1 for any other name.
 * Such names (most of a module's) are bound in an array by N instead of a map by string.
 */
function numberedName(name: string): number {
  return numberedSpelling(name, 0, name.length);
}

/** {@link numberedName} of the name spelled in `text` from `start` to `end`. */
function numberedSpelling(text: string, start: number, end: number): number {
  const length = end - start;
  if (length < 2 || length > 6 || (length > 2 && text.charCodeAt(start + 1) === 48)) return -1;
  let n = 0;
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    n = n * 10 + (c - 48);
  }
  return n < 65536 ? n : -1;
}

/**
 * SSA names of a region tree that is isolated from above, with the names defined in each nested
 * region. A name is looked up with its {@link numberedName} key, which the caller computes once.
 */
class IsolatedNameScope {
  private readonly named = new Map<string, NameBindings>();
  /**
   * `%N` (result number 0), the most common name by far, bound by N in two flat arrays: no
   * bindings array per name. Its other result numbers (`%N#1` of a `%N:2`) are in `numberedRest`.
   */
  private readonly numberedValues: (Value | undefined)[] = [];
  private readonly numberedOffsets: number[] = [];
  private readonly numberedRest: (NameBindings | undefined)[] = [];
  /**
   * Names defined in the open regions, innermost last (a name may repeat: `%x:2` defines it
   * twice), and where each open region's names start: two flat arrays, no array per region.
   */
  private readonly definitions: string[] = [];
  private readonly scopeStarts: number[] = [];

  get depth(): number {
    return this.scopeStarts.length;
  }

  /** The value (or placeholder) `%name#number` is bound to, if it was defined or used. */
  valueOf(name: string, key: number, number: number): Value | undefined {
    if (key >= 0 && number === 0) return this.numberedValues[key];
    const bindings = key >= 0 ? this.numberedRest[key] : this.named.get(name);
    return bindings === undefined ? undefined : boundValue(bindings, number);
  }

  /** Where `%name#number` was bound (defined or first used); only when {@link valueOf} has a value. */
  offsetOf(name: string, key: number, number: number): number {
    if (key >= 0 && number === 0) return this.numberedOffsets[key]!;
    const bindings = key >= 0 ? this.numberedRest[key] : this.named.get(name);
    return boundOffset(bindings!, number);
  }

  bind(name: string, key: number, number: number, value: Value, offset: number): void {
    if (key >= 0 && number === 0) {
      this.numberedValues[key] = value;
      this.numberedOffsets[key] = offset;
      return;
    }
    let bindings = key >= 0 ? this.numberedRest[key] : this.named.get(name);
    if (bindings === undefined) {
      bindings = [];
      if (key >= 0) this.numberedRest[key] = bindings;
      else this.named.set(name, bindings);
    }
    bind(bindings, number, value, offset);
  }

  recordDefinition(name: string): void {
    this.definitions.push(name);
  }

  pushScope(): void {
    this.scopeStarts.push(this.definitions.length);
  }

  popScope(): void {
    const start = this.scopeStarts.pop()!;
    const names = this.definitions;
    for (let i = start; i < names.length; i++) {
      const name = names[i]!;
      const n = numberedName(name);
      if (n >= 0) {
        this.numberedValues[n] = undefined;
        this.numberedRest[n] = undefined;
      } else this.named.delete(name);
    }
    names.length = start;
  }
}

interface BlockDefinition {
  block: Block | null;
  offset: number;
}

/** A `loc(#alias)` met before `#alias` was defined; resolved at the end of the parse. */
interface DeferredLocation {
  readonly target: Operation | BlockArgument;
  readonly alias: string;
  readonly offset: number;
}

/**
 * Unregistered ops whose text had an empty `<{}>`: MLIR keeps (and prints) it, while an empty
 * property map otherwise means "no properties".
 */
export const emptyPropertyDictionaries = new WeakSet<Operation>();

/** How an op name is parsed in custom form (null in the cache: it has no custom form). */
interface CustomSyntax {
  readonly parse: CustomParser;
  readonly defaultDialect: string;
}

/** A registered op name as spelled in custom form, with its syntax (null: no custom form). */
interface CustomOpSpelling {
  readonly name: OperationName;
  readonly syntax: CustomSyntax | null;
  /** The default dialect that completed the spelling (`return` in `func`), or null when spelled in full. */
  readonly viaDialect: string | null;
}

/**
 * The state of an op being parsed. The parser keeps one per op nesting depth and reuses it op
 * after op (its arrays emptied in place), as nothing keeps the arrays once the op is created: a
 * parsed op costs no state object and no fresh arrays to push its operands and types into.
 */
class ParserOpState implements ParsedOperationState {
  declare name: OperationName;
  declare location: Location;
  declare properties: Map<string, Attribute>;
  declare readonly operands: Value[];
  declare readonly resultTypes: Type[];
  declare readonly attributes: [string, Attribute][];
  declare readonly successors: Block[];
  declare readonly regions: Region[];

  constructor(name: OperationName, location: Location, properties: Map<string, Attribute>) {
    this.name = name;
    this.location = location;
    this.properties = properties;
    this.operands = [];
    this.resultTypes = [];
    this.attributes = [];
    this.successors = [];
    this.regions = [];
  }

  /** Makes the state that of a new op (`properties` empty). */
  reset(name: OperationName, location: Location, properties: Map<string, Attribute>): void {
    this.name = name;
    this.location = location;
    this.properties = properties;
    empty(this.operands);
    empty(this.resultTypes);
    empty(this.attributes);
    empty(this.successors);
    empty(this.regions);
  }
}

/** Empties `array` in place: popping keeps its small backing store, where `length = 0` may free it. */
function empty(array: unknown[]): void {
  while (array.length !== 0) array.pop();
}

/** The entry arguments of a region that has none: shared, as a default `[]` is an array per call. */
const NO_ARGUMENTS: readonly OpAsmArgument[] = [];

/** Name of the placeholder ops standing for forward-referenced values; no user op can have it. */
const FORWARD_REF_OP_NAME = 'builtin.<forward reference>';

export class OperationParser extends AttrTypeParser {
  private readonly isolatedScopes: IsolatedNameScope[] = [];
  /**
   * Per open region: its blocks by label and its referenced but not yet defined blocks. Null until
   * the region has a label (most regions have one unlabelled block), so a region costs no map.
   */
  private readonly blocksByName: (Map<string, BlockDefinition> | null)[] = [];
  private readonly forwardRefBlocks: (Map<Block, number> | null)[] = [];
  /** Placeholder values of forward references, with the offset of their first use. */
  private readonly forwardRefPlaceholders = new Map<Value, number>();
  private readonly deferredLocations: DeferredLocation[] = [];
  /** Dialect whose prefix op names may omit, per enclosing custom op; `builtin` at top level, as in MLIR. */
  private readonly defaultDialects: string[] = ['builtin'];
  // Name (null outside one), offset and results (a range of the result groups below) of the
  // custom op being parsed, for the `OpAsmParser` API: fields rather than an object per op.
  private customOpName: string | null = null;
  private customOpOffset = 0;
  private customOpResultsStart = 0;
  private customOpResultsEnd = 0;
  /**
   * The result groups (`%x:2`: name, count, offset) of the ops being parsed, outermost first, as
   * three parallel stacks; {@link resultGroupTop} is their height (entries above it are stale).
   * No array or object per op.
   */
  private readonly resultGroupNames: string[] = [];
  private readonly resultGroupCounts: number[] = [];
  private readonly resultGroupOffsets: number[] = [];
  private resultGroupTop = 0;
  /**
   * Registered op names by their custom-form spelling in the source, with their custom parser and
   * default dialect: found per op with no substring or map lookup, resolved once per spelling.
   */
  private readonly customOpSpellings = new SpellingTable<CustomOpSpelling>();
  private readonly lineOffset: number;
  private readonly firstColumn: number;
  /** An empty property map left by an op that had no properties, for the next op's state. */
  private spareProperties: Map<string, Attribute> | null = null;
  /** `%N` spellings by N (see {@link getSSANameSpelling}). */
  private readonly numberedNameSpellings: (string | undefined)[] = [];
  /** The operands of the lists being parsed (see {@link ListStack}). */
  private readonly useStack = new ListStack<UnresolvedOperand>();
  /** The op states by op nesting depth (see {@link ParserOpState}), and the depth in use. */
  private readonly opStates: ParserOpState[] = [];
  private opStateDepth = 0;
  /**
   * The `<...>` properties of the generic op being parsed, if it had them: a dictionary, or
   * another attribute that only conversion can reject (on a registered op).
   */
  private parsedProperties: Attribute | null = null;

  constructor(
    context: MLIRContext,
    source: SourceFile | string,
    options: OperationParserOptions = {},
  ) {
    super(context, source, options);
    this.lineOffset = options.lineOffset ?? 0;
    this.firstColumn = options.firstColumn ?? 1;
    this.pushSSANameScope(true);
  }

  // ---- Locations and errors ------------------------------------------------------------------

  /** `file:line:col` of an offset, in the numbering of the whole file when parsing a chunk. */
  override getLocation(offset: number): Location {
    const source = this.source;
    const line = source.getLineNumber(offset);
    // MLIR counts columns in UTF-8 bytes.
    const column = source.getByteColumn(offset);
    const shifted = line === 1 ? column + this.firstColumn - 1 : column;
    return FileLineColLoc.get(this.context, this.source.name, line + this.lineOffset, shifted);
  }

  protected errorAt(offset: number, message: string): false {
    this.emitErrorAt(offset, message);
    return false;
  }

  /**
   * MLIR's `emitWrongTokenError`: when the unexpected token starts a line, the error goes to the
   * end of the previous non-blank line (before a `//` comment), where the missing token belongs.
   */
  override emitWrongTokenError(message: string): void {
    if (this.tokenKind === 'error') {
      this.emitError(this.getLocation(this.tokenStart), this.tokenMessage);
      return;
    }
    const text = this.source.text;
    const original = this.currentErrorOffset();
    let end = original;
    for (;;) {
      while (end > 0 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
      if (end === 0) {
        this.emitError(this.getLocation(original), message);
        return;
      }
      const last = text.charCodeAt(end - 1);
      if (last !== 10 && last !== 13) {
        this.emitError(this.getLocation(end), message);
        return;
      }
      end--;
      const lineStart =
        Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
      const comment = text.indexOf('//', lineStart);
      if (comment >= 0 && comment < end) end = comment;
    }
  }

  /** Consumes a token of `kind` or reports `message` the way MLIR's `parseToken` does. */
  protected parseToken(kind: TokenKind, message: string): boolean {
    if (this.consumeIf(kind)) return true;
    this.emitWrongTokenError(message);
    return false;
  }

  // ---- SSA names ---------------------------------------------------------------------------------

  private pushSSANameScope(isolated: boolean): void {
    this.blocksByName.push(null);
    this.forwardRefBlocks.push(null);
    if (isolated) this.isolatedScopes.push(new IsolatedNameScope());
    this.isolatedScopes[this.isolatedScopes.length - 1]!.pushScope();
  }

  private popSSANameScope(): boolean {
    const forwardRefs = this.forwardRefBlocks.pop() ?? null;
    if (forwardRefs !== null && forwardRefs.size > 0) {
      const offsets = [...forwardRefs.values()].sort((a, b) => a - b);
      this.reportAll(offsets, 'reference to an undefined block');
      return false;
    }
    const scope = this.isolatedScopes[this.isolatedScopes.length - 1]!;
    if (scope.depth === 1) this.isolatedScopes.pop();
    else scope.popScope();
    this.blocksByName.pop();
    return true;
  }

  /** Reports one error per offset, in source order, as MLIR does for dangling references. */
  private reportAll(offsets: readonly number[], message: string): void {
    if (this.state.hadError) return;
    for (const offset of offsets)
      this.context.diagnostics.emit(new Diagnostic('error', this.getLocation(offset), message));
    this.state.hadError = true;
  }

  private currentNameScope(): IsolatedNameScope {
    return this.isolatedScopes[this.isolatedScopes.length - 1]!;
  }

  /** Binds `%name#number` (defined at `offset`) to `value`, resolving a forward reference. */
  protected addDefinition(name: string, number: number, offset: number, value: Value): boolean {
    const scope = this.currentNameScope();
    const key = numberedName(name);
    const existing = scope.valueOf(name, key, number);
    if (existing !== undefined) {
      if (!this.forwardRefPlaceholders.has(existing)) {
        return this.errorWithNote(
          offset,
          `redefinition of SSA value '${name}'`,
          scope.offsetOf(name, key, number),
          'previously defined here',
        );
      }
      if (existing.type !== value.type) {
        return this.errorWithNote(
          offset,
          `definition of SSA value '${name}#${number}' has type '${value.type}'`,
          scope.offsetOf(name, key, number),
          `previously used here with type '${existing.type}'`,
        );
      }
      existing.replaceAllUsesWith(value);
      this.forwardRefPlaceholders.delete(existing);
    }
    scope.bind(name, key, number, value, offset);
    scope.recordDefinition(name);
    return true;
  }

  /** `%name` or `%name#N`. */
  protected parseSSAUse(allowResultNumber = true): UnresolvedOperand | null {
    const offset = this.tokenStart;
    const name = this.getSSANameSpelling();
    if (!this.parseToken('percent_identifier', 'expected SSA operand')) return null;
    let number = 0;
    if (this.tokenKind === 'hash_identifier') {
      if (!allowResultNumber)
        return this.errorHere('result number not allowed in argument list') || null;
      const digits = this.getTokenSpelling().slice(1);
      if (!/^[0-9]+$/.test(digits))
        return this.errorHere('invalid SSA value result number') || null;
      number = Number(digits);
      this.consume();
    }
    return { name, number, offset };
  }

  /**
   * The spelling of the current token, an SSA name (or what stands in its place in bad input).
   * A `%N` name comes from a table by N, made on its first use: the uses and definitions of a
   * name (and the same names in each function) share one string instead of a slice each.
   */
  private getSSANameSpelling(): string {
    if (this.tokenKind !== 'percent_identifier') return this.getTokenSpelling();
    const key = numberedSpelling(this.source.text, this.tokenStart, this.tokenEnd);
    if (key < 0) return this.getTokenSpelling();
    let name = this.numberedNameSpellings[key];
    if (name === undefined) this.numberedNameSpellings[key] = name = this.getTokenSpelling();
    return name;
  }

  /** `%a, %b#1, ...` if the current token starts a use; an empty list otherwise. */
  protected parseOptionalSSAUseList(): UnresolvedOperand[] | null {
    if (this.tokenKind !== 'percent_identifier') return [];
    return this.parseSSAUses(true);
  }

  /** `%a, %b#1, ...` (at least one): a loop, no closure per list; the array has their number. */
  private parseSSAUses(allowResultNumber: boolean): UnresolvedOperand[] | null {
    const stack = this.useStack;
    const start = stack.height;
    let use: UnresolvedOperand | null;
    do {
      use = this.parseSSAUse(allowResultNumber);
      if (use !== null) stack.push(use);
    } while (use !== null && this.consumeIf('comma'));
    return stack.end(start, use !== null);
  }

  /** The value a use refers to, given the type it must have; a forward reference gets a placeholder. */
  protected resolveSSAUse(use: UnresolvedOperand, type: Type): Value | null {
    const scope = this.currentNameScope();
    const name = use.name;
    const key = numberedName(name);
    const found = scope.valueOf(name, key, use.number);
    if (found !== undefined) {
      if (found.type === type) return found;
      this.errorWithNote(
        use.offset,
        `use of value '${name}' expects different type than prior uses: '${type}' vs '${found.type}'`,
        scope.offsetOf(name, key, use.number),
        'prior use here',
      );
      return null;
    }
    const first = use.number === 0 ? undefined : scope.valueOf(name, key, 0);
    if (first !== undefined && !this.forwardRefPlaceholders.has(first)) {
      this.errorAt(use.offset, 'reference to invalid result number');
      return null;
    }
    const placeholder = Operation.create({
      name: FORWARD_REF_OP_NAME,
      location: this.getLocation(use.offset),
      resultTypes: [type],
    });
    const value = placeholder.getResult(0);
    this.forwardRefPlaceholders.set(value, use.offset);
    scope.bind(name, key, use.number, value, use.offset);
    return value;
  }

  /** The offset where a name was first defined or used in the current isolated scope, if it was. */
  private getReferenceOffset(name: string, number: number): number | undefined {
    const scope = this.currentNameScope();
    const key = numberedName(name);
    return scope.valueOf(name, key, number) === undefined
      ? undefined
      : scope.offsetOf(name, key, number);
  }

  // ---- Operations --------------------------------------------------------------------------------

  /** Parses one operation (with its `%results =` prefix) and appends it to `block`. */
  parseOperation(block: Block): boolean {
    const offset = this.tokenStart;
    const start = this.resultGroupTop;
    let end = start;
    let expected = 0;
    if (this.tokenKind === 'percent_identifier') {
      // `%a, %b:2 =`, as a loop: no closure per op.
      do {
        const nameOffset = this.tokenStart;
        const name = this.getSSANameSpelling();
        if (!this.parseToken('percent_identifier', 'expected valid ssa identifier')) return false;
        let count = 1;
        if (this.consumeIf('colon')) {
          // (A cast: TypeScript keeps the narrowing of the loop's first check past the calls.)
          if ((this.tokenKind as TokenKind) !== 'integer')
            return (this.emitWrongTokenError('expected integer number of results'), false);
          const value = Number(this.getTokenSpelling());
          if (!(value >= 1))
            return this.errorHere('expected named operation to have at least 1 result');
          this.consume();
          count = value;
        }
        this.resultGroupNames[end] = name;
        this.resultGroupCounts[end] = count;
        this.resultGroupOffsets[end] = nameOffset;
        end++;
        expected += count;
      } while (this.consumeIf('comma'));
      if (!this.parseToken('equal', "expected '=' after SSA name")) return false;
    }
    // Nested ops push their groups above this op's.
    this.resultGroupTop = end;
    let op: Operation | null;
    if (this.tokenKind === 'bare_identifier') op = this.parseCustomOperation(block, start, end);
    else if (this.tokenKind === 'string') op = this.parseGenericOperation(block);
    else op = (this.emitWrongTokenError('expected operation name in quotes'), null);
    this.resultGroupTop = start;
    if (op === null) return false;
    if (end === start) return true;
    // Read once: the op's class varies from op to op, so each field read of it is a megamorphic load.
    const opResults = op.results;
    if (opResults.length === 0)
      return this.errorAt(offset, 'cannot name an operation with no results');
    if (expected !== opResults.length) {
      return this.errorAt(
        offset,
        `operation defines ${opResults.length} results but was provided ${expected} to bind`,
      );
    }
    let resultIndex = 0;
    for (let group = start; group < end; group++) {
      const name = this.resultGroupNames[group]!;
      const count = this.resultGroupCounts[group]!;
      const nameOffset = this.resultGroupOffsets[group]!;
      for (let sub = 0; sub < count; sub++) {
        const value = opResults[resultIndex++]!;
        if (!this.addDefinition(name, sub, nameOffset, value)) return false;
      }
    }
    return true;
  }

  /**
   * The state for an op at the next nesting depth; the caller gives it back by restoring
   * {@link opStateDepth} once the op is created (or its parse failed).
   */
  private newState(name: OperationName, location: Location): ParserOpState {
    const properties = this.spareProperties ?? new Map<string, Attribute>();
    this.spareProperties = null;
    const depth = this.opStateDepth++;
    const state = this.opStates[depth];
    if (state === undefined) {
      const created = new ParserOpState(name, location, properties);
      this.opStates.push(created);
      return created;
    }
    state.reset(name, location, properties);
    return state;
  }

  /** `"dialect.op"(...)...`: an op in generic form. */
  protected parseGenericOperation(block: Block): Operation | null {
    const offset = this.tokenStart;
    const name = this.parseOptionalStringValue();
    if (name === '') return this.errorAt(offset, 'empty operation name is invalid') || null;
    if (name.includes('\0'))
      return this.errorAt(offset, 'null character not allowed in operation name') || null;
    let opName = this.context.getOperationName(name);
    if (!opName.isRegistered) {
      // The namespace before the first dot, without the array `split` would allocate per op.
      const dot = name.indexOf('.');
      const dialect = dot < 0 ? name : name.slice(0, dot);
      if (!this.context.getLoadedDialect(dialect) && !this.context.getOrLoadDialect(dialect)) {
        if (!this.context.allowUnregisteredDialects) {
          return (
            this.errorHere(
              'operation being parsed with an unregistered dialect. If this is intended, please use ' +
                '-allow-unregistered-dialect with the MLIR tool used',
            ) || null
          );
        }
      } else opName = this.context.getOperationName(name);
    }
    const depth = this.opStateDepth;
    const state = this.newState(opName, this.getLocation(offset));
    const op = this.parseGenericOperationRest(block, state);
    this.opStateDepth = depth;
    return op;
  }

  /** The generic op after its name, created from `state`. */
  private parseGenericOperationRest(block: Block, state: ParserOpState): Operation | null {
    if (!this.parseGenericOperationBody(state)) return null;
    const properties = this.parsedProperties;
    if (properties !== null && !this.convertProperties(state, properties)) return null;
    if (properties === null && state.attributes.length !== 0 && !this.verifyInherentAttrsOf(state))
      return null;
    const op = this.finishOperation(block, state);
    if (
      op !== null &&
      properties instanceof DictionaryAttr &&
      properties.value.length === 0 &&
      !op.isRegistered
    )
      emptyPropertyDictionaries.add(op);
    return op;
  }

  /**
   * A generic op without `<{...}>` may give its inherent attributes in its dictionary; as mlir-opt,
   * they are checked against their constraints while parsing (a value that breaks one would
   * otherwise be dropped when the op is created), and a bad one is reported at the op.
   */
  private verifyInherentAttrsOf(state: ParsedOperationState): boolean {
    const info = state.name.info;
    if (!(info instanceof OpInfo)) return true;
    const message = info.inherentAttrCheck.failure(state.attributes, 0);
    if (message === null) return true;
    this.emitError(state.location, message);
    return false;
  }

  /** Decodes and consumes the current string token (the caller checked its kind). */
  private parseOptionalStringValue(): string {
    const spelling = this.getTokenSpelling();
    // Op names rarely have escapes: skip the byte-level decoding for them.
    if (!spelling.includes('\\')) {
      this.consume();
      return spelling.slice(1, -1);
    }
    return this.parseOptionalString() ?? '';
  }

  /**
   * Everything of a generic op after its name: operands, successors, properties, regions,
   * attributes, type. Its `<{...}>` dictionary is left in {@link parsedProperties}.
   */
  protected parseGenericOperationBody(state: ParsedOperationState): boolean {
    this.parsedProperties = null;
    // Kept across the regions: the generic ops nested in them set parsedProperties too.
    let parsedProperties: Attribute | null = null;
    if (!this.parseToken('l_paren', "expected '(' to start operand list")) return false;
    const uses = this.parseOptionalSSAUseList();
    if (uses === null) return false;
    if (!this.parseToken('r_paren', "expected ')' to end operand list")) return false;
    if (this.tokenKind === 'l_square') {
      if (!state.name.mightHaveTrait(CoreTraits.IsTerminator))
        return this.errorHere('successors in non-terminator');
      if (!this.parseSuccessors(state.successors)) return false;
    }
    if (this.consumeIf('less')) {
      const propertiesOffset = this.tokenStart;
      const properties = this.parseAttribute();
      if (properties === null) return false;
      if (properties instanceof DictionaryAttr) {
        for (const entry of properties.value) state.properties.set(entry.name, entry.value);
      } else if (getPropertySpecs(state.name) === null) {
        // MLIR keeps any attribute as an unregistered op's properties; Strata's are a dictionary.
        return this.errorAt(propertiesOffset, 'expected a dictionary of properties');
      }
      parsedProperties = properties;
      if (!this.parseToken('greater', "expected '>' to close properties")) return false;
    }
    if (this.consumeIf('l_paren')) {
      do {
        const region = new Region();
        state.regions.push(region);
        if (!this.parseRegion(region, NO_ARGUMENTS)) return false;
      } while (this.consumeIf('comma'));
      if (!this.parseToken('r_paren', "expected ')' to end region list")) return false;
    }
    this.parsedProperties = parsedProperties;
    if (this.tokenKind === 'l_brace' && !this.parseAttrDictInto(state.attributes)) return false;
    if (!this.parseToken('colon', "expected ':' followed by operation type")) return false;
    const typeOffset = this.tokenStart;
    const type = this.parseType();
    if (type === null) return false;
    if (!(type instanceof FunctionType)) return this.errorAt(typeOffset, 'expected function type');
    state.resultTypes.push(...type.results);
    if (type.inputs.length !== uses.length) {
      // MLIR's message indexes "s" with a bool, so the singular form carries a NUL character.
      const plural = uses.length === 1 ? '\0' : 's';
      return this.errorAt(
        typeOffset,
        `expected ${uses.length} operand type${plural} but had ${type.inputs.length}`,
      );
    }
    for (let i = 0; i < uses.length; i++) {
      const value = this.resolveSSAUse(uses[i]!, type.inputs[i]!);
      if (value === null) return false;
      state.operands.push(value);
    }
    return true;
  }

  /**
   * MLIR's `setPropertiesFromAttribute` for a registered op: names it does not declare are dropped,
   * and an attribute its property cannot store is an error, as is `<{...}>` (even empty) on an op
   * that declares no properties.
   */
  private convertProperties(state: ParsedOperationState, properties: Attribute): boolean {
    const specs = getPropertySpecs(state.name);
    if (specs === null) return true;
    if (specs.size === 0 || !(properties instanceof DictionaryAttr)) {
      const reason =
        specs.size === 0
          ? 'this operation does not support properties'
          : 'expected DictionaryAttr to set properties';
      this.emitError(
        state.location,
        `invalid properties ${properties} for op ${state.name.identifier}: ${reason}`,
      );
      return false;
    }
    for (const entry of properties.value) {
      const spec = specs.get(entry.name);
      if (spec === undefined) state.properties.delete(entry.name);
      else if (!spec.storageAccepts(entry.value)) {
        this.emitError(
          state.location,
          `invalid properties ${properties} for op ${state.name.identifier}: Invalid attribute \`${entry.name}\` in property conversion: ${entry.value}`,
        );
        return false;
      }
    }
    return true;
  }

  /** `{name = value, ...}` appended to `attributes` (MLIR's `parseAttributeDict`). */
  protected parseAttrDictInto(attributes: [string, Attribute][]): boolean {
    const dict = this.parseDictionaryAttr();
    if (dict === null) return false;
    for (const entry of dict.value) attributes.push([entry.name, entry.value]);
    return true;
  }

  /** Creates the op from its state, appends it to `block` and parses its trailing location. */
  protected finishOperation(block: Block, state: ParsedOperationState): Operation | null {
    let attributes = state.attributes;
    const info = state.name.info;
    // Properties that MLIR's `setInherentAttr` empties after the op was created with its defaults.
    let emptied: string[] | null = null;
    if (info !== null && attributes.length !== 0) {
      // A registered op keeps its inherent attributes in properties, even when given in `{...}`.
      attributes = [];
      // As MLIR's `setInherentAttr`, an inherent attribute is dropped without a word when its
      // property is set already (by `<{...}>`) or cannot store it; in the latter case an
      // attribute-held property is left empty.
      for (const entry of state.attributes) {
        if (!info.inherentAttrNames.has(entry[0])) attributes.push(entry);
        else if (state.properties.has(entry[0])) continue;
        else if (!(info instanceof OpInfo) || info.inherentAttrCheck.storageAccepts(...entry))
          state.properties.set(entry[0], entry[1]);
        else if (info.inherentAttrCheck.emptiedWhenUnstorable(entry[0]))
          (emptied ??= []).push(entry[0]);
      }
    }
    // MLIR fills absent default-valued properties when it creates an op, so they print in generic form.
    if (info instanceof OpInfo) info.populateDefaultProperties(state.properties, this.context);
    // The state's map is not used again: the op takes it over instead of copying it (an empty
    // one is not handed over, and the next op's state can have it). What is left of the
    // dictionary is discardable: on an unregistered op an entry named like a property stays
    // beside it, as in MLIR (`<{a = 1}> {a = 2}` keeps both).
    const properties = state.properties;
    const handedOver = properties.size !== 0;
    const op = Operation.createWithProperties(state, properties, block);
    if (!handedOver) this.spareProperties = properties;
    if (emptied !== null) for (const name of emptied) op.setInherentAttr(name, undefined);
    for (let i = 0; i < attributes.length; i++) {
      const entry = attributes[i]!;
      op.setDiscardableAttr(entry[0], entry[1]);
    }
    return this.parseTrailingLocation(op) ? op : null;
  }

  /** `loc(...)` after an op or block argument, if present; an alias may be defined later in the file. */
  protected parseTrailingLocation(target: Operation | BlockArgument): boolean {
    if (!this.isKeyword('loc')) return true;
    const location = this.parseLocationSpecifier(target);
    if (location === null) return false;
    if (location !== undefined) target.location = location;
    return true;
  }

  /**
   * `loc(...)` at the current `loc` keyword. With a `target`, an alias not defined yet is deferred
   * (undefined is returned and the target updated at the end); without one it is an error.
   */
  private parseLocationSpecifier(
    target: Operation | BlockArgument | null,
  ): Location | null | undefined {
    this.consume();
    if (!this.parseToken('l_paren', "expected '(' in location")) return null;
    let location: Location | null | undefined;
    const aliasOffset = this.tokenStart;
    if (this.tokenKind === 'hash_identifier' && !this.getTokenSpelling().includes('.')) {
      const alias = this.getTokenSpelling().slice(1);
      const defined = this.state.attributeAliases.get(alias);
      this.consume();
      if (defined !== undefined) {
        if (!(defined instanceof Location))
          return this.errorAt(aliasOffset, `expected location, but found '${defined}'`) || null;
        location = defined;
      } else if (target !== null) {
        this.deferredLocations.push({ target, alias, offset: aliasOffset });
        location = undefined;
      } else return this.errorAt(aliasOffset, 'operation location alias was never defined') || null;
    } else {
      location = parseLocationBody(this);
      if (location === null) return null;
    }
    if (!this.parseToken('r_paren', "expected ')' in location")) return null;
    return location;
  }

  /** Resolves deferred `loc(#alias)` references once every alias is known. */
  protected resolveDeferredLocations(): boolean {
    for (const deferred of this.deferredLocations) {
      const attr = this.state.attributeAliases.get(deferred.alias);
      if (attr === undefined)
        return this.errorAt(deferred.offset, 'operation location alias was never defined');
      if (!(attr instanceof Location))
        return this.errorAt(deferred.offset, `expected location, but found '${attr}'`);
      deferred.target.location = attr;
    }
    return true;
  }

  /** Reports the forward references never defined (MLIR's end-of-parse check). */
  protected checkForwardReferences(): boolean {
    if (this.forwardRefPlaceholders.size === 0) return true;
    this.reportAll(
      [...this.forwardRefPlaceholders.values()].sort((a, b) => a - b),
      'use of undeclared SSA value name',
    );
    return false;
  }

  /** Closes the top-level scope: block references must all be defined. */
  protected popTopLevelScope(): boolean {
    return this.popSSANameScope();
  }

  // ---- Custom operations -------------------------------------------------------------------------

  /**
   * The op name in custom form (the current token, whose `spelling` the caller has), with the
   * default dialect's prefix added when it has none.
   */
  private parseCustomOperationName(spelling: string): OperationName {
    this.consume();
    const direct = this.context.getOperationName(spelling);
    if (direct.isRegistered) return direct;
    let name = spelling;
    let dialect = spelling.split('.')[0]!;
    if (!spelling.includes('.')) {
      dialect = this.defaultDialects[this.defaultDialects.length - 1]!;
      name = `${dialect}.${spelling}`;
    }
    this.context.getOrLoadDialect(dialect);
    return this.context.getOperationName(name);
  }

  /** An op in custom form; its result groups are [resultsStart, resultsEnd) of the group stacks. */
  private parseCustomOperation(
    block: Block,
    resultsStart: number,
    resultsEnd: number,
  ): Operation | null {
    const offset = this.tokenStart;
    const defaultDialect = this.defaultDialects[this.defaultDialects.length - 1]!;
    let known: CustomOpSpelling | null | undefined = this.customOpSpellings.get(
      this.source.text,
      offset,
      this.tokenEnd,
    );
    if (known !== undefined && (known.viaDialect === null || known.viaDialect === defaultDialect))
      this.consume();
    else known = this.resolveCustomOpSpelling(defaultDialect);
    if (known === null) return null;
    const name = known.name;
    const syntax = known.syntax;
    if (syntax === null)
      return (
        this.errorAt(offset, `custom op '${name.identifier}' has no custom assembly form`) || null
      );
    const savedName = this.customOpName;
    const savedOffset = this.customOpOffset;
    const savedResultsStart = this.customOpResultsStart;
    const savedResultsEnd = this.customOpResultsEnd;
    this.customOpName = name.identifier;
    this.customOpOffset = offset;
    this.customOpResultsStart = resultsStart;
    this.customOpResultsEnd = resultsEnd;
    this.defaultDialects.push(syntax.defaultDialect);
    const depth = this.opStateDepth;
    const state = this.newState(name, this.getLocation(offset));
    let ok: boolean;
    try {
      ok =
        syntax.parse(this, state) && !this.failed && this.checkDuplicateAttributes(state, offset);
      // A hook that fails without a diagnostic still leaves the user a located error.
      if (!ok && !this.failed) this.emitCustomError(offset, 'failed to parse');
    } finally {
      this.defaultDialects.pop();
      this.customOpName = savedName;
      this.customOpOffset = savedOffset;
      this.customOpResultsStart = savedResultsStart;
      this.customOpResultsEnd = savedResultsEnd;
      // The state stays intact until the next op at this depth, after finishOperation.
      this.opStateDepth = depth;
    }
    return ok ? this.finishOperation(block, state) : null;
  }

  /**
   * Consumes the op name at the current token and finds its registered op (reporting an unknown
   * one); the result is remembered for the spelling.
   */
  private resolveCustomOpSpelling(defaultDialect: string): CustomOpSpelling | null {
    // MLIR lexes `i32` as a type, which cannot start an operation.
    if (this.atIntegerTypeKeyword())
      return (this.emitWrongTokenError('expected operation name in quotes'), null);
    const offset = this.tokenStart;
    const end = this.tokenEnd;
    const original = this.getTokenSpelling();
    const name = this.parseCustomOperationName(original);
    if (name.info === null) {
      const tried = original !== name.identifier ? ` (tried '${name.identifier}' as well)` : '';
      if (name.getDialect() === undefined) {
        if (this.state.hadError) return null;
        this.state.hadError = true;
        const diagnostic = new Diagnostic(
          'error',
          this.getLocation(offset),
          `Dialect \`${name.dialectNamespace}' not found for custom op '${original}' ${tried}`,
        );
        diagnostic.attachNote(
          `Registered dialects: ${this.context.registry.names.join(', ')} ; for more info on dialect registration see ` +
            'https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management',
        );
        this.context.diagnostics.emit(diagnostic);
        return null;
      }
      return this.errorAt(offset, `custom op '${original}' is unknown${tried}`) || null;
    }
    const known: CustomOpSpelling = {
      name,
      syntax: this.getCustomSyntax(name),
      viaDialect: name.identifier === original ? null : defaultDialect,
    };
    this.customOpSpellings.set(this.source.text, offset, end, known);
    return known;
  }

  /** The custom parser and default dialect of a registered op name, null without a custom form. */
  private getCustomSyntax(name: OperationName): CustomSyntax | null {
    const parse = getCustomParser(name);
    return parse === null ? null : { parse, defaultDialect: getDefaultDialect(name) };
  }

  /**
   * An attribute that the custom parser set and the attribute dictionary repeats. MLIR's
   * hand-written parsers add such attributes to the dictionary, which then holds a duplicate: an
   * error. The parsers ODS generates store them as properties, which the dictionary entry replaces
   * without a word (`arith.constant {value = 2 : i32} 1 : i32` is 2); the definitions of ops
   * parsed by hand in MLIR say so with `verifyInherentAttrsOnParse: false`.
   */
  private checkDuplicateAttributes(state: ParsedOperationState, offset: number): boolean {
    const count = state.attributes.length;
    if (count === 0) return true;
    const properties = state.properties;
    const info = state.name.info;
    const generated = info instanceof OpInfo && info.inherentAttrCheck.onParse;
    if (generated && properties.size !== 0) {
      for (const [attrName] of state.attributes)
        if (info.inherentAttrNames.has(attrName)) properties.delete(attrName);
    }
    // Nothing can repeat with a single entry and no property it could repeat.
    if (count === 1 && (generated || properties.size === 0)) return true;
    const seen = new Set<string>(generated ? undefined : properties.keys());
    for (const [attrName] of state.attributes) {
      if (seen.has(attrName))
        return this.emitCustomError(
          offset,
          `attribute '${attrName}' occurs more than once in the attribute list`,
        );
      seen.add(attrName);
    }
    return true;
  }

  // ---- Regions and blocks ------------------------------------------------------------------------

  /**
   * `{ blocks }` into `region`. With `entryArguments` (named), they become the entry block's
   * arguments and no entry label may be given. `isolatedNameScope` hides the enclosing names.
   */
  parseRegion(
    region: Region,
    entryArguments: readonly OpAsmArgument[] = NO_ARGUMENTS,
    isolatedNameScope = false,
  ): boolean {
    if (!this.parseToken('l_brace', "expected '{' to begin a region")) return false;
    if (!this.enterNesting()) return false;
    try {
      if (entryArguments.length > 0 || this.tokenKind !== 'r_brace') {
        if (!this.parseRegionBody(region, entryArguments, isolatedNameScope)) return false;
      }
    } finally {
      this.leaveNesting();
    }
    this.consume();
    return true;
  }

  private parseRegionBody(
    region: Region,
    entryArguments: readonly OpAsmArgument[],
    isolated: boolean,
  ): boolean {
    this.pushSSANameScope(isolated);
    const entry = new Block();
    if (entryArguments.length > 0 && entryArguments[0]!.ssaName.name !== '') {
      if (this.tokenKind === 'caret_identifier')
        return this.errorHere('invalid block name in region with named arguments');
      for (const argument of entryArguments) {
        const use = argument.ssaName;
        const previous = this.getReferenceOffset(use.name, use.number);
        if (previous !== undefined) {
          return this.errorWithNote(
            use.offset,
            `region entry argument '${use.name}' is already in use`,
            previous,
            'previously referenced here',
          );
        }
        const arg = entry.addArgument(
          argument.type!,
          argument.sourceLoc ?? this.getLocation(use.offset),
        );
        if (!this.addDefinition(use.name, use.number, use.offset, arg)) return false;
      }
    }
    if (this.parseBlock(entry) === null) return false;
    if (entryArguments.length > 0 && entry.numArguments > entryArguments.length) {
      return this.errorHere('entry block arguments were already defined');
    }
    region.push(entry);
    while (this.tokenKind !== 'r_brace') {
      const block = this.parseBlock(null);
      if (block === null) return false;
      region.push(block);
    }
    return this.popSSANameScope();
  }

  /** A block: optional for the entry block (`existing`), a labelled `^name(args):` otherwise. */
  private parseBlock(existing: Block | null): Block | null {
    if (existing !== null && this.tokenKind !== 'caret_identifier')
      return this.parseBlockBody(existing) ? existing : null;
    const offset = this.tokenStart;
    const name = this.getTokenSpelling();
    if (!this.parseToken('caret_identifier', 'expected block name')) return null;
    const blocks = this.currentBlockNames();
    let definition = blocks.get(name);
    if (definition === undefined) {
      definition = { block: null, offset };
      blocks.set(name, definition);
    }
    definition.offset = offset;
    if (definition.block === null) definition.block = existing ?? new Block();
    else if (!this.currentForwardRefBlocks().delete(definition.block)) {
      return this.errorAt(offset, `redefinition of block '${name}'`) || null;
    }
    const block = definition.block;
    if (this.tokenKind === 'l_paren' && !this.parseBlockArgumentList(block)) return null;
    if (!this.parseToken('colon', "expected ':' after block name")) return null;
    return this.parseBlockBody(block) ? block : null;
  }

  private parseBlockBody(block: Block): boolean {
    while (this.tokenKind !== 'caret_identifier' && this.tokenKind !== 'r_brace') {
      if (!this.parseOperation(block)) return false;
    }
    return true;
  }

  /** `(%a: i32 loc(...), ...)` after a block label. */
  private parseBlockArgumentList(owner: Block): boolean {
    const definingExisting = owner.numArguments !== 0;
    let next = 0;
    return this.parseCommaSeparatedList('paren', () => {
      const use = this.parseSSAUse();
      if (use === null || !this.parseToken('colon', "expected ':' and type for SSA operand"))
        return false;
      const type = this.parseType();
      if (type === null) return false;
      let arg: BlockArgument;
      if (definingExisting) {
        if (next >= owner.numArguments)
          return this.errorHere('too many arguments specified in argument list');
        arg = owner.getArgument(next++);
        if (arg.type !== type) return this.errorHere('argument and block argument type mismatch');
      } else arg = owner.addArgument(type, this.getLocation(use.offset));
      return (
        this.parseTrailingLocation(arg) && this.addDefinition(use.name, use.number, use.offset, arg)
      );
    });
  }

  /** A block reference; an unknown name creates a forward-referenced block of the current region. */
  private getBlockNamed(name: string, offset: number): Block {
    const blocks = this.currentBlockNames();
    let definition = blocks.get(name);
    if (definition === undefined || definition.block === null) {
      definition = { block: new Block(), offset };
      blocks.set(name, definition);
      this.currentForwardRefBlocks().set(definition.block!, offset);
    }
    return definition.block!;
  }

  /** The labelled blocks of the innermost open region, made on its first label. */
  private currentBlockNames(): Map<string, BlockDefinition> {
    const top = this.blocksByName.length - 1;
    let blocks = this.blocksByName[top] ?? null;
    if (blocks === null) this.blocksByName[top] = blocks = new Map();
    return blocks;
  }

  /** The forward-referenced blocks of the innermost open region, made on first use. */
  private currentForwardRefBlocks(): Map<Block, number> {
    const top = this.forwardRefBlocks.length - 1;
    let blocks = this.forwardRefBlocks[top] ?? null;
    if (blocks === null) this.forwardRefBlocks[top] = blocks = new Map();
    return blocks;
  }

  /** `[^bb1, ^bb2]`. */
  private parseSuccessors(successors: Block[]): boolean {
    if (!this.parseToken('l_square', "expected '['")) return false;
    if (this.tokenKind === 'r_square')
      return (this.emitWrongTokenError('expected list element'), false);
    const ok = this.parseCommaSeparatedList('none', () => {
      const block = this.parseSuccessor();
      if (block !== null) successors.push(block);
      return block !== null;
    });
    return ok && this.parseToken('r_square', "expected ',' or ']'");
  }

  // ---- OpAsmParser API for custom parsers ----------------------------------------------------------

  /**
   * Reports an error from a custom op parser. As MLIR's `CustomOpAsmParser::emitError`, the message
   * is prefixed with `custom op 'name' ` while a custom op is being parsed.
   */
  emitCustomError(offset: number, message: string): false {
    return this.errorAt(
      offset,
      this.customOpName === null ? message : `custom op '${this.customOpName}' ${message}`,
    );
  }

  /**
   * A type of the class `parsed` names (MLIR's `parseType<MemRefType>` in ODS-generated and custom
   * parsers): another kind of type is reported at `offset` (by default where the type starts),
   * "invalid kind of type specified", with ": expected builtin.memref, but found 'f32'" when the
   * class has a name.
   */
  parseTypeOfClass(parsed: ParsedTypeClass, offset = this.getCurrentOffset()): Type | null {
    const type = this.parseType();
    if (type === null || type instanceof parsed.typeClass) return type;
    this.emitCustomError(
      offset,
      parsed.name === null
        ? 'invalid kind of type specified'
        : `invalid kind of type specified: expected ${parsed.name}, but found '${type.toString()}'`,
    );
    return null;
  }

  /**
   * An integer literal that must fit a signed `bits`-bit integer (MLIR's `parseInteger<intN_t>`),
   * reported at the literal with mlir-opt's words when it is missing or out of range. Null after
   * an error.
   */
  parseSignedInteger(bits: 8 | 16 | 32 | 64): bigint | null {
    const offset = this.getCurrentOffset();
    const value = this.parseOptionalInteger();
    if (value === undefined) return this.emitCustomError(offset, 'expected integer value') || null;
    if (value !== BigInt.asIntN(bits, value))
      return this.emitCustomError(offset, 'integer value too large') || null;
    return value;
  }

  /** A bare keyword (exactly `keyword` when given), reported through {@link emitErrorAt} when missing. */
  override parseKeyword(keyword?: string): string | null {
    if (this.customOpName === null) return super.parseKeyword(keyword);
    const spelling = this.getTokenSpelling();
    if (this.tokenKind === 'bare_identifier' && (keyword === undefined || spelling === keyword)) {
      this.consume();
      return spelling;
    }
    return (
      this.emitCustomError(
        this.tokenStart,
        keyword === undefined ? 'expected valid keyword' : `expected '${keyword}'`,
      ) || null
    );
  }

  /** `@name`; a missing one is reported through {@link emitErrorAt}. */
  override parseSymbolName(): string | null {
    if (this.customOpName === null) return super.parseSymbolName();
    const name = this.parseOptionalSymbolName();
    if (name !== undefined) return name;
    return (
      this.emitCustomError(this.tokenStart, "expected valid '@'-identifier for symbol name") || null
    );
  }

  /** Location of the custom op's name. */
  getNameLocation(): Location {
    return this.getLocation(this.customOpName !== null ? this.customOpOffset : this.tokenStart);
  }

  /** Offset of the custom op's name, to report errors there (MLIR's `getNameLoc`). */
  getNameOffset(): number {
    return this.customOpName !== null ? this.customOpOffset : this.tokenStart;
  }

  /** Offset of the current token, to report errors at later with {@link emitErrorAt}. */
  getCurrentOffset(): number {
    return this.tokenStart;
  }

  /** How many results the custom op's `%a, %b:2 =` prefix binds. */
  getNumResults(): number {
    let count = 0;
    for (let group = this.customOpResultsStart; group < this.customOpResultsEnd; group++)
      count += this.resultGroupCounts[group]!;
    return count;
  }

  /** The name (without `%`) and sub-number of result `index` as the prefix spells it. */
  getResultName(index: number): { name: string; number: number } {
    let remaining = index;
    for (let group = this.customOpResultsStart; group < this.customOpResultsEnd; group++) {
      const count = this.resultGroupCounts[group]!;
      if (remaining < count)
        return { name: this.resultGroupNames[group]!.slice(1), number: remaining };
      remaining -= count;
    }
    return { name: '', number: -1 };
  }

  parseOperand(allowResultNumber = true): UnresolvedOperand | null {
    return this.parseSSAUse(allowResultNumber);
  }

  /** An operand if the current token starts one; undefined (nothing consumed) otherwise. */
  parseOptionalOperand(allowResultNumber = true): UnresolvedOperand | null | undefined {
    return this.tokenKind === 'percent_identifier'
      ? this.parseSSAUse(allowResultNumber)
      : undefined;
  }

  /** Operands separated by commas; with `requiredCount`, exactly that many. */
  parseOperandList(
    delimiter: Delimiter = 'none',
    allowResultNumber = true,
    requiredCount = -1,
  ): UnresolvedOperand[] | null {
    if (delimiter === 'none' && this.tokenKind !== 'percent_identifier') {
      if (requiredCount <= 0) return [];
      if (this.tokenKind === 'l_paren' || this.tokenKind === 'l_square')
        return this.errorHere('unexpected delimiter') || null;
      return (this.emitWrongTokenError('expected operand'), null);
    }
    const startOffset = this.tokenStart;
    let operands: UnresolvedOperand[] | null;
    if (delimiter === 'none') operands = this.parseSSAUses(allowResultNumber);
    else {
      // The list's delimiters without parseCommaSeparatedList's element closure: a closure here
      // would allocate a context on every call (memref.load's indices are on many lines).
      const opened = this.openList(delimiter, ' in operand list');
      if (opened === true) {
        operands = this.parseSSAUses(allowResultNumber);
        if (operands !== null && !this.closeList(delimiter, ' in operand list')) operands = null;
        this.leaveNesting();
      } else operands = opened === false ? [] : null;
    }
    if (operands === null) return null;
    if (requiredCount !== -1 && operands.length !== requiredCount) {
      return this.emitCustomError(startOffset, `expected ${requiredCount} operands`) || null;
    }
    return operands;
  }

  /** Resolves `operand` with `type` and appends the value to `into`. */
  resolveOperand(operand: UnresolvedOperand, type: Type, into: Value[]): boolean {
    const value = this.resolveSSAUse(operand, type);
    if (value === null) return false;
    into.push(value);
    return true;
  }

  /** Resolves each operand with its type (one type for all when a single type is given). */
  resolveOperands(
    operands: readonly UnresolvedOperand[],
    types: Type | readonly Type[],
    offset: number,
    into: Value[],
  ): boolean {
    if (!Array.isArray(types)) {
      for (const operand of operands)
        if (!this.resolveOperand(operand, types as Type, into)) return false;
      return true;
    }
    const list = types as readonly Type[];
    if (list.length !== operands.length) {
      return this.emitCustomError(
        offset,
        `number of operands and types do not match: got ${operands.length} operands and ${list.length} types`,
      );
    }
    for (let i = 0; i < operands.length; i++)
      if (!this.resolveOperand(operands[i]!, list[i]!, into)) return false;
    return true;
  }

  /** `%name`, then (as allowed) `: type`, an attribute dictionary and `loc(...)`. */
  parseArgument(allowType = false, allowAttrs = false): OpAsmArgument | null {
    const ssaName = this.parseSSAUse(false);
    if (ssaName === null) return null;
    const argument: OpAsmArgument = { ssaName, type: null, attrs: null, sourceLoc: null };
    if (allowType) {
      argument.type = this.parseColonType();
      if (argument.type === null) return null;
    }
    if (allowAttrs && this.tokenKind === 'l_brace') {
      argument.attrs = this.parseDictionaryAttr();
      if (argument.attrs === null) return null;
    }
    const location = this.parseOptionalLocationSpecifier();
    if (location === null) return null;
    argument.sourceLoc = location ?? null;
    return argument;
  }

  parseArgumentList(
    delimiter: Delimiter = 'none',
    allowType = false,
    allowAttrs = false,
  ): OpAsmArgument[] | null {
    const args: OpAsmArgument[] = [];
    if (delimiter === 'none' && this.tokenKind !== 'percent_identifier') return args;
    const ok = this.parseCommaSeparatedList(
      delimiter,
      () => {
        const arg = this.parseArgument(allowType, allowAttrs);
        if (arg !== null) args.push(arg);
        return arg !== null;
      },
      ' in argument list',
    );
    return ok ? args : null;
  }

  /** A region if the current token is `{`; undefined otherwise. */
  parseOptionalRegion(
    region: Region,
    entryArguments: readonly OpAsmArgument[] = NO_ARGUMENTS,
    enableNameShadowing = false,
  ): boolean | undefined {
    if (this.tokenKind !== 'l_brace') return undefined;
    return this.parseRegion(region, entryArguments, enableNameShadowing);
  }

  /** `^name`: a successor block. */
  parseSuccessor(): Block | null {
    if (this.tokenKind !== 'caret_identifier')
      return (this.emitWrongTokenError('expected block name'), null);
    const block = this.getBlockNamed(this.getTokenSpelling(), this.tokenStart);
    this.consume();
    return block;
  }

  parseOptionalSuccessor(): Block | null | undefined {
    return this.tokenKind === 'caret_identifier' ? this.parseSuccessor() : undefined;
  }

  /** `^bb(%a, %b : i32, i64)` (the operand list is optional). */
  parseSuccessorAndUseList(): { block: Block; operands: Value[] } | null {
    const block = this.parseSuccessor();
    if (block === null) return null;
    const operands: Value[] = [];
    if (!this.consumeIf('l_paren')) return { block, operands };
    const uses = this.parseOptionalSSAUseList();
    if (uses === null) return null;
    if (uses.length > 0) {
      if (!this.parseToken('colon', "expected ':' in operand list")) return null;
      const types = this.parseTypeList();
      if (types === null) return null;
      if (types.length !== uses.length)
        return this.errorHere(`expected ${uses.length} types to match operand list`) || null;
      for (let i = 0; i < uses.length; i++)
        if (!this.resolveOperand(uses[i]!, types[i]!, operands)) return null;
    }
    return this.parseRParen() ? { block, operands } : null;
  }

  /** `{...}` if present, appended to `attributes`; its inherent attributes checked (see below). */
  parseOptionalAttrDict(attributes: [string, Attribute][]): boolean {
    if (this.tokenKind !== 'l_brace') return true;
    const offset = this.tokenStart;
    const start = attributes.length;
    return (
      this.parseAttrDictInto(attributes) && this.verifyInherentAttrs(attributes, start, offset)
    );
  }

  /** `attributes {...}` if present, checked as {@link parseOptionalAttrDict}'s. */
  parseOptionalAttrDictWithKeyword(attributes: [string, Attribute][]): boolean {
    const offset = this.tokenStart;
    if (this.parseOptionalKeyword('attributes') === undefined) return true;
    const start = attributes.length;
    return (
      this.parseAttrDictInto(attributes) && this.verifyInherentAttrs(attributes, start, offset)
    );
  }

  /**
   * MLIR's `verifyInherentAttrs` after a custom op's attribute dictionary (`attributes[start...]`,
   * which began at `offset`): a value its inherent attribute's constraint rejects is reported
   * there. Only ops with a dictionary get here, so only they pay the op name lookup.
   */
  private verifyInherentAttrs(
    attributes: [string, Attribute][],
    start: number,
    offset: number,
  ): boolean {
    if (this.customOpName === null || attributes.length === start) return true;
    const info = this.context.getOperationName(this.customOpName).info;
    if (!(info instanceof OpInfo)) return true;
    const check = info.inherentAttrCheck;
    const message = check.onParse ? check.failure(attributes, start) : null;
    return message === null || this.emitCustomError(offset, message);
  }

  /** `: T, U` (at least one type). */
  parseColonTypeList(): Type[] | null {
    if (!this.parseColon()) return null;
    return this.parseTypeList();
  }

  /** `-> T` or `-> (T, U)`. */
  parseArrowTypeList(): Type[] | null {
    if (!this.parseArrow()) return null;
    return this.parseFunctionResultTypes();
  }

  /** `-> ...` if present; an empty list otherwise. */
  parseOptionalArrowTypeList(): Type[] | null {
    if (this.tokenKind !== 'arrow') return [];
    return this.parseArrowTypeList();
  }

  /** `loc(...)` if present: the location, undefined when absent, null after an error. */
  parseOptionalLocationSpecifier(): Location | null | undefined {
    if (!this.isKeyword('loc')) return undefined;
    return this.parseLocationSpecifier(null);
  }

  /** An unknown location, for custom parsers that need a default. */
  unknownLocation(): Location {
    return UnknownLoc.get(this.context);
  }
}
