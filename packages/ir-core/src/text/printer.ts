/**
 * The op-level printer: MLIR's `OperationPrinter`/`OpAsmPrinter`. Prints operations in generic form
 * (`"d.op"(%a) <{props}> ({...}) {attrs} : (i32) -> i64`) or through an op's custom printer, with
 * MLIR's SSA and block names, indentation, aliases and trailing locations.
 *
 * Recursion: printing a region prints its ops, which may print their regions (custom printers call
 * {@link OpAsmPrinter.printRegion} themselves), so the printer recurses a few frames per nesting
 * level. The parser rejects input nested deeper than {@link MAX_NESTING_DEPTH}, which keeps parsed IR
 * well within the stack; the naming and alias passes are iterative.
 */
import type { Attribute, TypeElision } from '../attributes/attribute.js';
import { DenseResourceElementsAttr } from '../attributes/elements-attributes.js';
import type { Location } from '../attributes/location.js';
import type { Block } from '../ir/block.js';
import type { BlockOperand, OpOperand } from '../ir/operands.js';
import type { Operation } from '../ir/operation.js';
import type { OperationName } from '../ir/operation-name.js';
import type { Region } from '../ir/region.js';
import { CoreTraits } from '../ir/traits.js';
import type { BlockArgument, OpResult, Value } from '../ir/value.js';
import { FunctionType, printFunctionalType } from '../types/builtin-types.js';
import type { Type } from '../types/type.js';
import { AliasCollector, AliasDetector, type AliasState } from './asm-aliases.js';
import { getCustomPrinter, getDefaultDialect, type CustomPrinter } from './asm-hooks.js';
import { DEFAULT_NAMING, SSANameState, type BlockInfo, type NamingOptions } from './asm-names.js';
import { AttrTypePrinter, escapeString, type AliasLookup } from './attr-type-printer.js';
import { emptyPropertyDictionaries } from './parser.js';
import { printPrettyLocation } from './pretty-location.js';
import { printResourceSection } from './resources.js';

/** The deepest region nesting the parser accepts; see the module comment. */
export const MAX_NESTING_DEPTH = 512;

/** MLIR's `OpPrintingFlags`, as mlir-opt's `--mlir-print-*` options set them. */
export interface OpPrintingFlags {
  /** `--mlir-print-op-generic`: every op in generic form. */
  generic?: boolean;
  /** `--mlir-print-debuginfo`: trailing `loc(...)` on ops and block arguments. */
  debugInfo?: boolean;
  /**
   * `--mlir-pretty-debuginfo`: every location, trailing or as an attribute, in the pretty form
   * (`file.c:3:4`, `[a, b]`, `[unknown]`) that is easier to read but does not parse back.
   */
  prettyDebugInfo?: boolean;
  /** `--mlir-print-local-scope`: no aliases; names numbered from the printed op itself. */
  localScope?: boolean;
  /** `--mlir-print-elementsattrs-with-hex-if-larger` (default 100; -1 never). */
  elementsHexThreshold?: number;
  /** `--mlir-elide-elementsattrs-if-larger` (default -1: never). */
  elideElementsThreshold?: number;
  /** `--mlir-print-skip-regions`: every region prints as `{...}`. */
  skipRegions?: boolean;
  /**
   * `--mlir-print-value-users`: a comment after each op naming the users of its results (or its
   * number, `// id: %4`, for an op without results), and one per block argument at the top of its
   * block. Ops without results are numbered along with values so that every user has a name.
   */
  valueUsers?: boolean;
  /**
   * `--mlir-print-unique-ssa-ids`: value, argument and name-conflict numbers continue across sibling
   * regions instead of restarting in each, so no two values share a name (always so in generic form).
   */
  uniqueSSAIds?: boolean;
  /**
   * `--mlir-use-nameloc-as-prefix`: a value whose location holds a `NameLoc` (`loc("sum")`) is
   * printed under that name (`%sum`, made unique as any proposed name), in place of `argN`, a number
   * or the name its op proposes.
   */
  nameLocAsPrefix?: boolean;
  /**
   * `--mlir-elide-resource-strings-if-larger`: resource entries (blobs, strings, bools) whose value
   * prints longer than this many characters are left out of the `{-# ... #-}` section.
   */
  resourceStringLimit?: number;
  /**
   * Print the `external_resources` entries kept from the input (default true). mlir-opt prints them
   * with its output only: its IR dumps around passes show dialect resources alone.
   */
  externalResources?: boolean;
}

// Shared defaults of optional list parameters: a `[]` default would be a new array per call.
const NO_ATTRIBUTES: readonly (readonly [string, Attribute])[] = [];
const NO_NAMES: readonly string[] = [];

/** The printer handed to ops' custom printers: MLIR's `OpAsmPrinter`. */
export class OpAsmPrinter extends AttrTypePrinter {
  private currentIndent = 0;
  /** The default dialect of each region being printed, as the prefix ops may drop (`func.`), or ''. */
  private readonly defaultDialectPrefixes: string[] = ['builtin.'];
  /** Names of the resource blobs printed `dense_resource` attributes refer to, in first-use order. */
  private readonly referencedResources = new Set<string>();
  /**
   * The custom printer of each op name printed so far (null: generic form). Finding it means
   * reading the op definition, whose object shape differs per op (a megamorphic load), and a
   * lookup per format; one lookup here replaces both.
   */
  private readonly customPrinters = new Map<OperationName, CustomPrinter | null>();
  /** The prefix ops nested in each op name printed so far may drop; see {@link defaultDialectPrefixOf}. */
  private readonly defaultDialectPrefixByName = new Map<OperationName, string>();

  constructor(
    readonly flags: Readonly<OpPrintingFlags>,
    private readonly names: SSANameState,
    aliases: AliasLookup | null,
    /** Set in the alias-collecting pass: values are visited, output is thrown away. */
    private readonly collector: AliasCollector | null = null,
    /** Set in a print that assumes no aliases: printing stops once it finds a value with one. */
    private readonly detector: AliasDetector | null = null,
  ) {
    super({
      aliases,
      elementsHexThreshold: flags.elementsHexThreshold,
      elideElementsThreshold: flags.elideElementsThreshold,
      memoize: true,
      printLocation: flags.prettyDebugInfo === true ? printPrettyLocation : null,
    });
  }

  // ---- Values, blocks, types -----------------------------------------------------------------

  /** `%name`, with `#N` for a result of a multi-result group. */
  printOperand(value: Value): void {
    this.out += this.names.getValueName(value);
  }

  /** Comma-separated operands. */
  printOperands(values: readonly Value[]): void {
    for (let i = 0; i < values.length; i++) {
      if (i > 0) this.out += ', ';
      this.out += this.names.getValueName(values[i]!);
    }
  }

  /**
   * Comma-separated operands `start` to `end` (exclusive; -1 for all the rest) of `op`, without
   * copying them out.
   */
  printOperandsOf(op: Operation, start = 0, end = -1): void {
    // The operand list is read from the op once: every op class has its own hidden class, so each
    // read of an op field in this shared code is a megamorphic lookup.
    const operands = op.getOpOperands();
    const stop = end < 0 ? operands.length : end;
    const names = this.names;
    for (let i = start; i < stop; i++) {
      if (i > start) this.out += ', ';
      this.out += names.getValueName(operands[i]!.get());
    }
  }

  /** The name of a value, as {@link printOperand} prints it. */
  getValueName(value: Value): string {
    return this.names.getValueName(value);
  }

  printSuccessor(block: Block): void {
    this.out += this.names.getBlockInfo(block).name;
  }

  /** `^bb1(%a, %b : i32, i64)`, or just `^bb1` without operands. */
  printSuccessorAndUseList(block: Block, operands: readonly Value[]): void {
    this.printSuccessor(block);
    if (operands.length === 0) return;
    this.out += '(';
    this.printOperands(operands);
    this.out += ' : ';
    for (let i = 0; i < operands.length; i++) {
      if (i > 0) this.out += ', ';
      this.printType(operands[i]!.type);
    }
    this.out += ')';
  }

  /** `%arg0: i32` (and ` loc(...)` with debug info), as in a region's entry argument list. */
  printRegionArgument(
    arg: BlockArgument,
    attrs: readonly (readonly [string, Attribute])[] = NO_ATTRIBUTES,
    omitType = false,
  ): void {
    if (this.collector !== null) return this.visitRegionArgument(arg);
    this.printOperand(arg);
    if (!omitType) {
      this.out += ': ';
      this.printType(arg.type);
    } else if (this.detector !== null) this.detector.typeAlias(arg.type); // the collector visits it
    this.printOptionalAttrDict(attrs);
    this.printTrailingLocation(arg.location, false);
  }

  /**
   * What MLIR's alias collector visits for a region argument: its type (even when the type is
   * omitted) and, with debug info, its location as a non-deferred alias, although the argument
   * prints that location in full. Its attributes are not visited, so they print without aliases.
   */
  private visitRegionArgument(arg: BlockArgument): void {
    this.printType(arg.type);
    if (this.flags.debugInfo) this.collector!.visitAttribute(arg.location, false);
  }

  /** ` : type` for an op with a single result, or ` : (a, b) -> c` in general. */
  printFunctionalType(inputs: readonly Type[], results: readonly Type[]): void {
    printFunctionalType(this, inputs, results);
  }

  /** ` -> type` or ` -> (a, b)`; nothing for no types. */
  printOptionalArrowTypeList(types: readonly Type[]): void {
    if (types.length === 0) return;
    this.out += ' -> ';
    this.printArrowTypeList(types);
  }

  /** `type` alone when single and not a function type, else `(a, b)`. */
  printArrowTypeList(types: readonly Type[]): void {
    const parens = types.length !== 1 || types[0] instanceof FunctionType;
    if (parens) this.out += '(';
    this.printTypeList(types);
    if (parens) this.out += ')';
  }

  // ---- Attributes ------------------------------------------------------------------------------

  override printAttribute(attribute: Attribute, elision?: TypeElision): void {
    if (attribute instanceof DenseResourceElementsAttr)
      this.referencedResources.add(attribute.handle);
    super.printAttribute(attribute, elision);
  }

  /** ` {a = 1 : i64, b}` without the elided names; nothing when nothing is left. */
  printOptionalAttrDict(
    attrs: readonly (readonly [string, Attribute])[],
    elided: readonly string[] = NO_NAMES,
  ): void {
    this.printAttrDict(attrs, elided, false);
  }

  /**
   * {@link printOptionalAttrDict} of `op.getAttrs()`, without building that list when nothing
   * would be printed (no discardable attribute, every property elided): the common case.
   */
  printOptionalOpAttrDict(op: Operation, elided: readonly string[] = NO_NAMES): void {
    if (!op.hasDiscardableAttrs() && allPropertiesElided(op, elided)) return;
    this.printAttrDict(op.getAttrs(), elided, false);
  }

  /** As {@link printOptionalAttrDict}, with the ` attributes` keyword before the braces. */
  printOptionalAttrDictWithKeyword(
    attrs: readonly (readonly [string, Attribute])[],
    elided: readonly string[] = NO_NAMES,
  ): void {
    this.printAttrDict(attrs, elided, true);
  }

  private printAttrDict(
    attrs: readonly (readonly [string, Attribute])[],
    elided: readonly string[],
    keyword: boolean,
  ): void {
    const shown = elided.length === 0 ? attrs : attrs.filter(([name]) => !elided.includes(name));
    if (shown.length === 0) return;
    if (keyword) this.out += ' attributes';
    this.out += ' ';
    this.printNamedAttributes(shown);
  }

  /** `{name = value, unit}` (braces included), in the given order. */
  printNamedAttributes(attrs: readonly (readonly [string, Attribute])[]): void {
    this.out += '{';
    for (let i = 0; i < attrs.length; i++) {
      if (i > 0) this.out += ', ';
      const [name, value] = attrs[i]!;
      this.printKeywordOrString(name);
      if (value.isUnit()) continue;
      this.out += ' = ';
      this.printAttribute(value);
    }
    this.out += '}';
  }

  // ---- Layout ----------------------------------------------------------------------------------

  /** A newline followed by the current indentation. */
  printNewline(): void {
    this.out += newlineIndentation(this.currentIndent);
  }

  increaseIndent(): void {
    this.currentIndent += 2;
  }

  decreaseIndent(): void {
    this.currentIndent -= 2;
  }

  /**
   * ` loc(...)` when printing debug info; `allowAlias` false prints the location in full. The
   * pretty form is always printed in full, without `loc(...)` (its nested locations may be aliases).
   */
  printTrailingLocation(location: Location, allowAlias = true): void {
    if (!this.flags.debugInfo || this.collector !== null) return;
    if (this.flags.prettyDebugInfo === true) {
      this.out += ' ';
      printPrettyLocation(location, this);
      return;
    }
    this.out += ' loc(';
    if (allowAlias) this.printLocationBody(location);
    else location.printBody(this);
    this.out += ')';
  }

  // ---- Regions and blocks ----------------------------------------------------------------------

  /**
   * `{`, the blocks, `}`. The entry block's label and arguments are printed when
   * `printEntryBlockArgs` and it has arguments (custom printers usually print them in their own
   * syntax), or when `printEmptyBlock` and it is empty; a terminator is printed unless
   * `printBlockTerminators` is false.
   */
  printRegion(
    region: Region,
    printEntryBlockArgs = true,
    printBlockTerminators = true,
    printEmptyBlock = false,
  ): void {
    if (this.flags.skipRegions === true) {
      this.out += '{...}';
      return;
    }
    this.names.enterRegion(region);
    this.out += '{\n';
    const entry = region.front;
    if (entry !== null) {
      const parent = region.parentOp;
      this.defaultDialectPrefixes.push(
        parent !== null && !this.flags.generic ? this.defaultDialectPrefixOf(parent.name) : '',
      );
      const printHeader =
        (printEmptyBlock && entry.empty()) || (printEntryBlockArgs && entry.numArguments !== 0);
      this.printBlock(entry, printHeader, printBlockTerminators);
      for (let block = entry.nextNode; block !== null; block = block.nextNode)
        this.printBlock(block, true, true);
      this.defaultDialectPrefixes.pop();
    }
    this.out += indentation(this.currentIndent) + '}';
  }

  /** `func.` inside ops named `name` whose default dialect is `func`, else ''; looked up once per name. */
  private defaultDialectPrefixOf(name: OperationName): string {
    let prefix = this.defaultDialectPrefixByName.get(name);
    if (prefix === undefined) {
      const dialect = getDefaultDialect(name);
      prefix = dialect === '' ? '' : dialect + '.';
      this.defaultDialectPrefixByName.set(name, prefix);
    }
    return prefix;
  }

  private printBlock(block: Block, printHeader: boolean, printTerminator: boolean): void {
    if (printHeader) {
      if (this.collector !== null) this.visitBlockArguments(block);
      else this.printBlockHeader(block);
    }
    this.currentIndent += 2;
    const last = block.back;
    const stop =
      !printTerminator && last !== null && last.hasTrait(CoreTraits.IsTerminator) ? last : null;
    // Read once per block rather than per op (the indentation is restored after each op). Each
    // op's line ends with the next op's indentation, one piece of output less per op.
    const indent = indentation(this.currentIndent);
    const newlineIndent = newlineIndentation(this.currentIndent);
    const collecting = this.collector !== null;
    const detector = this.detector;
    const debugInfo = this.flags.debugInfo === true;
    const valueUsers = this.flags.valueUsers === true && !collecting;
    if (valueUsers) this.printArgumentUsersComments(block, indent);
    let op = block.front;
    if (op !== null && op !== stop) this.out += indent;
    while (op !== null && op !== stop) {
      this.printOperation(op);
      if (debugInfo) this.printTrailingLocation(op.location);
      if (valueUsers) this.printUsersComment(op);
      const next: Operation | null = op.nextNode;
      this.out += next !== null && next !== stop ? newlineIndent : '\n';
      // The collecting pass only visits: dropping its output as it goes keeps the heap small.
      if (collecting) this.out = '';
      else if (detector === null || !detector.found) this.settleOutput();
      else break; // printed again with aliases
      op = next;
    }
    this.currentIndent -= 2;
  }

  // ---- Value users (`valueUsers`) --------------------------------------------------------------

  /** What follows an op printed on its own: its location and users comment, when asked for. */
  printOperationTrailer(op: Operation): void {
    this.printTrailingLocation(op.location);
    if (this.flags.valueUsers === true) this.printUsersComment(op);
  }

  /** `// %arg0 is used by %1, %3` (or `is unused`) on a line of its own for each argument. */
  private printArgumentUsersComments(block: Block, indent: string): void {
    for (const arg of block.arguments) {
      this.out += indent + '// ' + this.names.getValueName(arg);
      if (arg.firstUse === null) this.out += ' is unused\n';
      else this.out += ' is used by ' + this.valueUsersText(arg) + '\n';
    }
  }

  /**
   * The comment after an op: ` // id: %4` for an op without results that has operands (so that
   * its users' comments can name it), ` // unused` when no result is used, else the users of each
   * result (in parentheses per result when there are several). "user" is singular only when the
   * one result feeds exactly one op that has at most one result.
   */
  private printUsersComment(op: Operation): void {
    const results = op.results;
    if (results.length === 0) {
      if (op.numOperands !== 0) this.out += ' // id: ' + this.names.getOperationId(op);
      return;
    }
    const users = new Set<Operation>();
    for (const result of results)
      for (let use = result.firstUse; use !== null; use = use.nextUse) users.add(use.owner);
    if (users.size === 0) {
      this.out += ' // unused';
      return;
    }
    let userResults = 0;
    for (const user of users) userResults += user.numResults;
    const single = results.length === 1 && users.size === 1 && userResults <= 1;
    this.out += single ? ' // user: ' : ' // users: ';
    const brackets = results.length > 1;
    for (let i = 0; i < results.length; i++) {
      if (i > 0) this.out += ', ';
      const text = this.valueUsersText(results[i]!);
      this.out += brackets ? '(' + text + ')' : text;
    }
  }

  /**
   * The users of `value` in use-list order, each once: an op by its results' names, or by its
   * number when it has none; `unused` when there are none.
   */
  private valueUsersText(value: Value): string {
    if (value.firstUse === null) return 'unused';
    const seen = new Set<Operation>();
    let text = '';
    for (let use: OpOperand | null = value.firstUse; use !== null; use = use.nextUse) {
      const user = use.owner;
      if (seen.has(user)) continue;
      seen.add(user);
      if (seen.size > 1) text += ', ';
      const results = user.results;
      if (results.length === 0) text += this.names.getOperationId(user);
      for (let i = 0; i < results.length; i++)
        text += (i > 0 ? ', ' : '') + this.names.getValueName(results[i]!);
    }
    return text;
  }

  private visitBlockArguments(block: Block): void {
    for (const arg of block.arguments) {
      this.printType(arg.type);
      if (this.flags.debugInfo) this.collector!.visitAttribute(arg.location, false);
    }
  }

  private printBlockHeader(block: Block): void {
    this.out += indentation(this.currentIndent) + this.names.getBlockInfo(block).name;
    if (block.numArguments > 0) {
      this.out += '(';
      const args = block.arguments;
      for (let i = 0; i < args.length; i++) {
        const arg = args[i]!;
        if (i > 0) this.out += ', ';
        this.out += this.names.getValueName(arg) + ': ';
        this.printType(arg.type);
        this.printTrailingLocation(arg.location, false);
      }
      this.out += ')';
    }
    this.out += ':';
    this.printPredecessorComment(block);
    this.out += '\n';
  }

  /** `  // pred: ^bb0`, `  // 2 preds: ^bb0, ^bb1` or `  // no predecessors`, as MLIR annotates blocks. */
  private printPredecessorComment(block: Block): void {
    const first = block.firstUse;
    if (first === null) {
      if (block.parent !== null && block.parent.front !== block) this.out += '  // no predecessors';
      return;
    }
    // A single predecessor, the common case, needs no list.
    if (first.nextUse === null) {
      this.out += '  // pred: ' + this.names.getBlockInfo(first.owner.parentBlock!).name;
      return;
    }
    // Two, the next most common case (a loop header, a merge block), needs no list either.
    const second = first.nextUse;
    if (second.nextUse === null) {
      const a = this.names.getBlockInfo(first.owner.parentBlock!);
      const b = this.names.getBlockInfo(second.owner.parentBlock!);
      // In block order; equal orderings keep use order, as the stable sort below does.
      const aFirst = a.ordering <= b.ordering;
      this.out += '  // 2 preds: ' + (aFirst ? a.name : b.name) + ', ' + (aFirst ? b.name : a.name);
      return;
    }
    const infos: BlockInfo[] = [];
    for (let use: BlockOperand | null = first; use !== null; use = use.nextUse)
      infos.push(this.names.getBlockInfo(use.owner.parentBlock!));
    infos.sort((a, b) => a.ordering - b.ordering);
    this.out += `  // ${infos.length} preds: ` + infos.map((info) => info.name).join(', ');
  }

  // ---- Operations ------------------------------------------------------------------------------

  /** `%0:2 = ` result groups, then the op in custom or generic form (no indentation, no location). */
  printOperation(op: Operation): void {
    if (this.collector !== null && this.flags.debugInfo)
      this.collector.visitAttribute(op.location, true);
    const results = op.results;
    if (results.length !== 0) this.printResultGroups(op, results);
    if (!this.flags.generic) {
      const name = op.name;
      let custom = this.customPrinters.get(name);
      if (custom === undefined) {
        custom = getCustomPrinter(name);
        this.customPrinters.set(name, custom);
      }
      if (custom !== null) {
        this.printName(name.identifier);
        custom(op, this);
        return;
      }
    }
    this.printGenericOp(op);
  }

  /** The op name, without the default dialect's prefix where MLIR drops it. */
  printOpName(op: Operation): void {
    this.printName(op.name.identifier);
  }

  private printName(name: string): void {
    const prefix = this.defaultDialectPrefixes[this.defaultDialectPrefixes.length - 1]!;
    if (prefix !== '' && name.startsWith(prefix) && name.indexOf('.', prefix.length) < 0) {
      this.out += name.slice(prefix.length);
    } else this.out += name;
  }

  private printResultGroups(op: Operation, results: readonly OpResult[]): void {
    const numResults = results.length;
    if (numResults === 1) {
      this.out += this.names.getValueName(results[0]!) + ' = ';
      return;
    }
    const groups = this.names.getOpResultGroups(op);
    if (groups === undefined) this.printResultGroup(results[0]!, numResults);
    else {
      for (let i = 0; i < groups.length; i++) {
        if (i > 0) this.out += ', ';
        const end = i + 1 < groups.length ? groups[i + 1]! : numResults;
        this.printResultGroup(results[groups[i]!]!, end - groups[i]!);
      }
    }
    this.out += ' = ';
  }

  /** `%0` for one result, `%0:2` for a group of two. */
  private printResultGroup(head: OpResult, count: number): void {
    this.out += this.names.getResultGroupName(head);
    if (count > 1) this.out += ':' + count;
  }

  /** The generic form: `"name"(operands)[successors] <{props}> (regions) {attrs} : type`. */
  printGenericOp(op: Operation, printOpName = true): void {
    if (this.collector !== null) return this.visitGenericOp(op);
    if (printOpName) this.out += escapeString(op.name.identifier);
    this.out += '(';
    this.printOperandsOf(op);
    this.out += ')';
    if (op.numSuccessors > 0) {
      this.out += '[';
      for (let i = 0; i < op.numSuccessors; i++) {
        if (i > 0) this.out += ', ';
        this.printSuccessor(op.getSuccessor(i));
      }
      this.out += ']';
    }
    const properties = sortedProperties(op);
    if (properties !== null) {
      this.out += ' <';
      this.printNamedAttributes(properties);
      this.out += '>';
    }
    if (op.numRegions > 0) {
      this.out += ' (';
      for (let i = 0; i < op.numRegions; i++) {
        if (i > 0) this.out += ', ';
        this.printRegion(op.getRegion(i), true, true, true);
      }
      this.out += ')';
    }
    this.printOptionalAttrDict(op.getDiscardableAttrs());
    this.out += ' : ';
    printFunctionalType(this, op.getOperandTypes(), op.getResultTypes());
  }

  /** What MLIR's alias collector visits for a generic op, in its order. */
  private visitGenericOp(op: Operation): void {
    for (const region of op.regions) this.printRegion(region, true, true, true);
    for (const type of op.getOperandTypes()) this.printType(type);
    for (const type of op.getResultTypes()) this.printType(type);
    // Like MLIR's `getAttrs()`: a registered op's inherent attributes count, an unregistered op's `<{...}>` does not.
    const inherent = op.isRegistered ? sortedProperties(op) : null;
    const discardable = op.getDiscardableAttrs();
    if (discardable.length === 0) {
      if (inherent !== null) for (const [, value] of inherent) this.printAttribute(value);
      return;
    }
    const all: [string, Attribute][] = [...(inherent ?? []), ...discardable];
    all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [, value] of all) this.printAttribute(value);
  }

  /** Prints a whole top-level op: leading aliases, the op, deferred (location) aliases, resources. */
  printTopLevelOperation(op: Operation, aliases: AliasState | null): void {
    if (aliases !== null) this.printAliasDefinitions(aliases, false);
    this.printOperation(op);
    this.printOperationTrailer(op);
    this.out += '\n';
    if (aliases !== null) this.printAliasDefinitions(aliases, true);
    printResourceSection(
      this,
      op,
      [...this.referencedResources],
      this.flags.resourceStringLimit,
      this.flags.externalResources !== false,
    );
  }

  private printAliasDefinitions(aliases: AliasState, deferred: boolean): void {
    for (const definition of aliases.definitions) {
      if (definition.deferred !== deferred) continue;
      this.out += (definition.isType ? '!' : '#') + definition.name + ' = ';
      if (definition.isType) (definition.symbol as Type).print(this);
      else this.printAttributeInFull(definition.symbol as Attribute);
      this.out += '\n';
    }
  }
}

function allPropertiesElided(op: Operation, elided: readonly string[]): boolean {
  if (!op.hasProperties()) return true;
  // Counted rather than iterated (no iterator per printed op): every property is elided when as
  // many distinct elided names are properties.
  const properties = op.properties;
  let elidedProperties = 0;
  for (let i = 0; i < elided.length; i++) {
    const name = elided[i]!;
    if (properties.has(name) && elided.indexOf(name) === i) elidedProperties++;
  }
  return elidedProperties === properties.size;
}

/** Indentation strings by width, each built once: every printed op starts with one. */
const indentations: string[] = [];

function indentation(width: number): string {
  return (indentations[width] ??= ' '.repeat(width));
}

/** A newline followed by the indentation of a width, each built once. */
const newlineIndentations: string[] = [];

function newlineIndentation(width: number): string {
  return (newlineIndentations[width] ??= '\n' + indentation(width));
}

/** The op's properties sorted by name, as its `<{...}>` dictionary; null when it has none. */
function sortedProperties(op: Operation): [string, Attribute][] | null {
  if (!op.hasProperties()) return emptyPropertyDictionaries.has(op) ? [] : null;
  const entries = [...op.properties];
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return entries;
}

/**
 * Where value numbering starts (MLIR's `Operation::print`): the root of `op`'s tree, or with
 * `localScope` the closest ancestor (or `op` itself) that is isolated from above.
 */
function numberingScopeOf(op: Operation, localScope: boolean): Operation {
  let scope = op;
  for (;;) {
    if (localScope && scope.hasTrait(CoreTraits.IsIsolatedFromAbove)) return scope;
    const parent = scope.getParentOp();
    if (parent === null) return scope;
    scope = parent;
  }
}

/**
 * Prints `op` as mlir-opt would. A top-level op (no parent) is printed with its alias definitions
 * and a final newline, like mlir-opt's output; a nested op is printed alone, without newline, with
 * values named as in a print of its whole tree (or of itself with `localScope`).
 */
export function printOperation(op: Operation, flags: OpPrintingFlags = {}): string {
  return printOperationWith(op, flags, newOpAsmPrinter);
}

/**
 * Makes the printers whose output {@link printOperationWith} returns (not the alias-collecting
 * one), from {@link OpAsmPrinter}'s constructor arguments: a subclass may override its methods.
 */
export type OutputPrinterFactory = (
  ...args: ConstructorParameters<typeof OpAsmPrinter>
) => OpAsmPrinter;

function newOpAsmPrinter(...args: ConstructorParameters<typeof OpAsmPrinter>): OpAsmPrinter {
  return new OpAsmPrinter(...args);
}

/**
 * {@link printOperation} with the output printers made by `create`: a subclass may note where
 * each op starts (see `printOperationWithPositions`).
 */
export function printOperationWith(
  op: Operation,
  flags: OpPrintingFlags,
  create: OutputPrinterFactory,
): string {
  const localScope = flags.localScope === true;
  const scope = numberingScopeOf(op, localScope);
  const generic = flags.generic === true;
  const uniqueIds = generic || flags.uniqueSSAIds === true;
  const valueUsers = flags.valueUsers === true;
  const naming = namingOptionsOf(flags);
  const topLevel = op.getParentOp() === null && op.parentBlock === null && !localScope;
  // Debug info always defines location aliases; other IR usually defines none (see AliasDetector).
  const tryWithoutAliases = topLevel && !flags.debugInfo;
  if (tryWithoutAliases && !uniqueIds) {
    // Printed as it is named, a region at a time; see SSANameState's `lazy`.
    const names = new SSANameState(scope, true, false, !valueUsers, naming);
    try {
      const printed = printWithoutAliases(op, flags, names, create);
      if (printed !== null) return printed;
    } finally {
      names.release();
    }
  }
  const names = new SSANameState(scope, !generic, uniqueIds, false, naming);
  try {
    if (!topLevel) {
      const printer = create(flags, names, null);
      printer.printOperation(op);
      printer.printOperationTrailer(op);
      return printer.toString();
    }
    if (tryWithoutAliases && uniqueIds) {
      const printed = printWithoutAliases(op, flags, names, create);
      if (printed !== null) return printed;
    }
    const aliases = collectAliases(op, flags, names);
    const printer = create(flags, names, aliases);
    printer.printTopLevelOperation(op, aliases);
    return printer.toString();
  } finally {
    names.release();
  }
}

/** The naming the flags ask for beyond the default; the shared default object when none. */
function namingOptionsOf(flags: OpPrintingFlags): NamingOptions {
  if (flags.valueUsers !== true && flags.nameLocAsPrefix !== true) return DEFAULT_NAMING;
  return {
    numberOperations: flags.valueUsers === true,
    nameLocPrefix: flags.nameLocAsPrefix === true,
  };
}

/** Prints a top-level op assuming it defines no alias; null when it does (see AliasDetector). */
function printWithoutAliases(
  op: Operation,
  flags: OpPrintingFlags,
  names: SSANameState,
  create: OutputPrinterFactory,
): string | null {
  const detector = new AliasDetector();
  const printer = create(flags, names, detector, null, detector);
  printer.printTopLevelOperation(op, null);
  return detector.found ? null : printer.toString();
}

/** The collecting pass: prints `op` with output thrown away, to choose aliases as MLIR does. */
function collectAliases(op: Operation, flags: OpPrintingFlags, names: SSANameState): AliasState {
  const collector = new AliasCollector();
  const collecting = new OpAsmPrinter(flags, names, null, collector);
  collecting.aliases = new TopLevelVisitRecorder(collector);
  collecting.printOperation(op);
  return collector.finish();
}

/** In the collecting pass, every attribute or type the op printer prints is visited. */
class TopLevelVisitRecorder implements AliasLookup {
  constructor(private readonly collector: AliasCollector) {}

  typeAlias(type: Type): string {
    this.collector.visitType(type);
    return '';
  }

  attributeAlias(attribute: Attribute): string {
    this.collector.visitAttribute(attribute);
    return '';
  }
}

/**
 * Makes `op.toString()` and the "see current operation" notes of op diagnostics print through this
 * printer as MLIR's diagnostics print ops: local scope, generic form when asked. `flags` are the
 * tool's printing options (mlir-opt's `--mlir-print-debuginfo`, `--mlir-print-op-generic`, ...),
 * which MLIR's default printing flags pick up for these notes too; they become the context's
 * `defaultPrintingFlags`.
 */
export function installOperationPrinter(
  context: {
    printOperationForDiagnostic: ((op: Operation, generic: boolean) => string) | null;
    defaultPrintingFlags: Readonly<OpPrintingFlags>;
  },
  flags: Readonly<OpPrintingFlags> = {},
): void {
  context.defaultPrintingFlags = flags;
  const genericFlags = { ...flags, generic: true, localScope: true };
  const customFlags = { ...flags, localScope: true };
  context.printOperationForDiagnostic = (op, generic) =>
    printOperation(op, generic ? genericFlags : customFlags);
}
