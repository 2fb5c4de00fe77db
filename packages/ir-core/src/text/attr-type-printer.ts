// Only type imports of IR classes here: attributes and types import this module at run time (for
// toString), so importing them back would create an ES module class-extension cycle. Printing is
// polymorphic instead: each type and attribute writes itself through the methods below.
import type { Attribute, TypeElision } from '../attributes/attribute.js';
import type { NamedAttribute } from '../attributes/builtin-attributes.js';
import type { Location } from '../attributes/location.js';
import type { APFloat } from '../support/apfloat.js';
import { encodeString } from '../support/utf8.js';
import type { Type } from '../types/type.js';
import { formatFloatValue } from './float-format.js';

/**
 * Decides aliases. The op-level printer, which sees the whole module, chooses alias names and
 * answers with the name without its sigil (`map` for `#map`), or undefined to print in full.
 */
export interface AliasLookup {
  typeAlias(type: Type): string | undefined;
  attributeAlias(attribute: Attribute): string | undefined;
}

export interface AttrTypePrinterOptions {
  aliases?: AliasLookup | null;
  /**
   * Non-splat dense elements with more elements than this print as a hex string, as mlir-opt's
   * `--mlir-print-elementsattrs-with-hex-if-larger` (default 100, as mlir-opt); -1 never.
   */
  elementsHexThreshold?: number;
  /**
   * Non-splat elements attributes with more elements than this print as
   * `dense_resource<__elided__>`, as mlir-opt's `--mlir-elide-elementsattrs-if-larger`; default
   * (or -1) never.
   */
  elideElementsThreshold?: number;
  /**
   * Remember the text of each type and attribute printed, and print a repeated one as that text.
   * Types and attributes are uniqued and their text depends only on this printer's settings, so a
   * large module, which repeats a few types thousands of times, builds each text once. Requires
   * `aliases` to stay as it is once printing has started.
   */
  memoize?: boolean;
  /**
   * Prints an attribute in another form if it is a location and returns true (false otherwise):
   * the pretty form of `--mlir-pretty-debuginfo`, injected by the op printer because this module
   * cannot import the location classes. Nested locations still print as aliases where they have
   * one; a location printed whole (not as an alias) goes through this instead of `loc(...)`.
   */
  printLocation?: ((attribute: Attribute, printer: AttrTypePrinter) => boolean) | null;
}

const HEX = '0123456789ABCDEF';

/** `[a-zA-Z_][a-zA-Z0-9_$.]*`: spelled without quotes as a keyword, attribute name or symbol. */
export function isBareIdentifier(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charCodeAt(0);
  if (!(isLetter(first) || first === 95)) return false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!(isLetter(c) || isDigit(c) || c === 95 || c === 36 || c === 46)) return false;
  }
  return true;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `"..."` with MLIR's escapes: `\\`, and `\XX` for `"` and every byte outside printable ASCII. */
export function escapeString(text: string): string {
  let plain = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 34 || c === 92) {
      plain = false;
      break;
    }
  }
  if (plain) return '"' + text + '"';
  let out = '"';
  for (const byte of encodeString(text)) {
    if (byte === 92) out += '\\\\';
    else if (byte >= 0x20 && byte <= 0x7e && byte !== 34) out += String.fromCharCode(byte);
    else out += '\\' + HEX[byte >> 4] + HEX[byte & 15];
  }
  return out + '"';
}

/**
 * MLIR prints a dialect symbol body after a dot (`!ns.body`) only when it is an identifier,
 * optionally followed by a `<...>` part; anything else goes inside `!ns<...>`.
 */
export function isDialectSymbolSimpleEnoughForPrettyForm(body: string): boolean {
  if (body.length === 0 || !isLetter(body.charCodeAt(0))) return false;
  let i = 1;
  while (i < body.length) {
    const c = body.charCodeAt(i);
    if (!(isLetter(c) || isDigit(c) || c === 46 || c === 95)) break;
    i++;
  }
  if (i === body.length) return true;
  return body.charCodeAt(i) === 60 && body.charCodeAt(body.length - 1) === 62;
}

/**
 * Writes types and attributes in MLIR's textual form by appending to an output string.
 * Dialect types and attributes call these helpers from their `print`/`printBody` methods, as MLIR's
 * `DialectAsmPrinter`; the op-level printer extends this class.
 */
export class AttrTypePrinter {
  /**
   * Output not yet settled into {@link blocks}, built by appending: V8 appends to a string by
   * linking the pieces (a rope) and copies them into one flat string when {@link settleOutput}
   * reads it, about twice as fast as pushing the pieces to an array and joining it.
   */
  protected out = '';
  /**
   * Earlier output, flattened into strings of a few thousand pieces each. A long print that kept
   * every piece until the end would hold millions of small strings alive: each garbage collection
   * would copy them again.
   */
  private readonly blocks: string[] = [];
  aliases: AliasLookup | null;
  elementsHexThreshold: number;
  elideElementsThreshold: number;
  private readonly printLocation:
    ((attribute: Attribute, printer: AttrTypePrinter) => boolean) | null;
  /** Numbers of the distinct attributes printed so far, in order of first appearance. */
  private readonly distinctIds = new Map<Attribute, number>();
  /** With `memoize`: printed texts of types, of attributes, and of attributes without their type. */
  private readonly typeTexts: Map<Type | Attribute, string> | null;
  private readonly attributeTexts: Map<Type | Attribute, string> | null;
  private readonly untypedAttributeTexts: Map<Type | Attribute, string> | null;

  constructor(options: AttrTypePrinterOptions = {}) {
    this.aliases = options.aliases ?? null;
    this.elementsHexThreshold = options.elementsHexThreshold ?? 100;
    this.elideElementsThreshold = options.elideElementsThreshold ?? -1;
    this.printLocation = options.printLocation ?? null;
    const memoize = options.memoize === true;
    this.typeTexts = memoize ? new Map() : null;
    this.attributeTexts = memoize ? new Map() : null;
    this.untypedAttributeTexts = memoize ? new Map() : null;
  }

  write(text: string): void {
    this.out += text;
  }

  /** A type, or `!alias` when the alias lookup names one. */
  printType(type: Type): void {
    const texts = this.typeTexts;
    if (texts === null) this.printSymbol(type, true, 'never');
    else this.printRemembered(texts, type, true, 'never');
  }

  /** An attribute, or `#alias`; `elision` controls a typed attribute's ` : type` suffix. */
  printAttribute(attribute: Attribute, elision: TypeElision = 'never'): void {
    const texts =
      elision === 'never'
        ? this.attributeTexts
        : elision === 'must'
          ? this.untypedAttributeTexts
          : null;
    if (texts === null) this.printSymbol(attribute, false, elision);
    else this.printRemembered(texts, attribute, false, elision);
  }

  /** Prints a type or attribute as its remembered text, printing and remembering it the first time. */
  private printRemembered(
    texts: Map<Type | Attribute, string>,
    symbol: Type | Attribute,
    isType: boolean,
    elision: TypeElision,
  ): void {
    const known = texts.get(symbol);
    if (known !== undefined) {
      this.out += known;
      return;
    }
    const before = this.out;
    this.out = '';
    this.printSymbol(symbol, isType, elision);
    const text = flatten(this.out);
    texts.set(symbol, text);
    this.out = before + text;
  }

  private printSymbol(symbol: Type | Attribute, isType: boolean, elision: TypeElision): void {
    if (isType) {
      const alias = this.aliases?.typeAlias(symbol as Type);
      if (alias !== undefined) this.out += '!' + alias;
      else (symbol as Type).print(this);
    } else {
      const alias = this.aliases?.attributeAlias(symbol as Attribute);
      if (alias !== undefined) this.out += '#' + alias;
      else this.printAttributeInFull(symbol as Attribute, elision);
    }
  }

  /** An attribute as its own text, never as an alias (as alias definitions print it). */
  printAttributeInFull(attribute: Attribute, elision: TypeElision = 'never'): void {
    if (this.printLocation === null || !this.printLocation(attribute, this))
      attribute.print(this, elision);
  }

  /** An attribute without its type, where the context already says it (e.g. `arith.constant 1 : i32`). */
  printAttributeWithoutType(attribute: Attribute): void {
    this.printAttribute(attribute, 'must');
  }

  /** A location nested in another one: its body without `loc(...)`, or `#alias`. */
  printLocationBody(location: Location): void {
    const alias = this.aliases?.attributeAlias(location);
    if (alias !== undefined) this.out += '#' + alias;
    else if (this.printLocation === null || !this.printLocation(location, this))
      location.printBody(this);
  }

  /** `name = value`, or just `name` for a unit attribute; the name quoted when not an identifier. */
  printNamedAttribute(named: NamedAttribute): void {
    this.printKeywordOrString(named.name);
    if (named.value.isUnit()) return;
    this.out += ' = ';
    this.printAttribute(named.value);
  }

  /** Comma-separated types. */
  printTypeList(types: readonly Type[]): void {
    for (let i = 0; i < types.length; i++) {
      if (i > 0) this.out += ', ';
      this.printType(types[i]!);
    }
  }

  printEscapedString(text: string): void {
    this.out += escapeString(text);
  }

  printKeywordOrString(text: string): void {
    this.out += isBareIdentifier(text) ? text : escapeString(text);
  }

  /** `@name`, or `@"name"` when the name is not an identifier. */
  printSymbolName(name: string): void {
    this.out += '@';
    this.printKeywordOrString(name);
  }

  /** A float as MLIR spells it; returns true when it printed the hex bit pattern. */
  printFloat(value: APFloat): boolean {
    const { text, hex } = formatFloatValue(value);
    this.out += text;
    return hex;
  }

  /** `prefix + namespace` then `.body` or `<body>` (see {@link isDialectSymbolSimpleEnoughForPrettyForm}). */
  printDialectSymbol(prefix: '!' | '#', namespace: string, body: string): void {
    if (isDialectSymbolSimpleEnoughForPrettyForm(body)) this.out += prefix + namespace + '.' + body;
    else this.out += prefix + namespace + '<' + body + '>';
  }

  /** Runs `print` into a fresh buffer and returns what it wrote. */
  captureBody(print: () => void): string {
    const saved = this.out;
    this.out = '';
    try {
      print();
      return this.out;
    } finally {
      this.out = saved;
    }
  }

  /** The number `distinct[N]` shows for `attr`: assigned in order of first appearance in this printer. */
  getDistinctId(attr: Attribute): number {
    let id = this.distinctIds.get(attr);
    if (id === undefined) {
      id = this.distinctIds.size;
      this.distinctIds.set(attr, id);
    }
    return id;
  }

  shouldPrintElementsWithHex(numElements: number): boolean {
    return this.elementsHexThreshold >= 0 && numElements > this.elementsHexThreshold;
  }

  /** Whether `elements` prints as `dense_resource<__elided__>` (MLIR never elides a splat). */
  shouldElideElements(elements: {
    readonly numElements: number;
    readonly isSplat: boolean;
  }): boolean {
    return (
      this.elideElementsThreshold >= 0 &&
      elements.numElements > this.elideElementsThreshold &&
      !elements.isSplat
    );
  }

  /** What an elided elements attribute prints instead of its data. */
  printElidedElements(): void {
    this.write('dense_resource<__elided__>');
  }

  /**
   * Moves the output so far, flattened, to {@link blocks} once it is long enough. The op printer
   * calls it between ops, where no type or attribute is being remembered and no body captured
   * (each of those sets `out` aside while it prints).
   */
  protected settleOutput(): void {
    if (this.out.length < SETTLE_LENGTH) return;
    this.blocks.push(flatten(this.out));
    this.out = '';
  }

  toString(): string {
    if (this.blocks.length === 0) return this.out;
    this.blocks.push(this.out);
    this.out = '';
    return this.blocks.join('');
  }
}

/** How many characters of output {@link AttrTypePrinter.settleOutput} flattens at a time. */
const SETTLE_LENGTH = 16384;

/**
 * `text`, made a flat string in V8 (reading a character of a rope copies its pieces into one
 * string): the rope's many small nodes become garbage at once instead of living on.
 */
function flatten(text: string): string {
  if (text.length !== 0) text.charCodeAt(0);
  return text;
}

/** A type's complete textual form, without aliases. */
export function printTypeToString(type: Type): string {
  const printer = new AttrTypePrinter();
  printer.printType(type);
  return printer.toString();
}

/** An attribute's complete textual form (with its type suffix), without aliases. */
export function printAttributeToString(attribute: Attribute): string {
  const printer = new AttrTypePrinter();
  printer.printAttribute(attribute);
  return printer.toString();
}
