import type { MLIRContext } from '../context.js';
import { APFloat } from '../support/apfloat.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { FloatType, IndexType, IntegerType, NoneType } from '../types/builtin-types.js';
import type { Type } from '../types/type.js';
import { Attribute, type TypeElision } from './attribute.js';

/** `unit`: an attribute whose presence is its meaning. */
export class UnitAttr extends Attribute {
  static get(context: MLIRContext): UnitAttr {
    return context.uniquer.get('unit', (uid) => new UnitAttr(context, uid));
  }

  override isUnit(): boolean {
    return true;
  }

  print(printer: AttrTypePrinter): void {
    printer.write('unit');
  }
}

/** The storage width of integer attribute values of `type` (64 for index). */
export function integerStorageWidth(type: Type): number {
  return type.isIndex() ? IndexType.kInternalStorageBitWidth : type.getIntOrFloatBitWidth();
}

/** Smallest and one past the largest value asked for through the array of {@link IntegerAttrsOfType}. */
const SMALL_MIN = -128;
const SMALL_END = 1024;

/** The integer attributes of one type: small requested values by index, all by normalized value. */
class IntegerAttrsOfType {
  /** By requested value minus {@link SMALL_MIN} (the attribute holds it normalized to the type). */
  readonly small = new Array<IntegerAttr | undefined>(SMALL_END - SMALL_MIN);
  /**
   * By requested value, for other values within {@link NUMBER_KEY_LIMIT}: a number key is hashed
   * inline, where a bigint key is hashed by a runtime call (constants of a module are mostly small).
   */
  readonly byNumber = new Map<number, IntegerAttr>();
  readonly byValue = new Map<bigint, IntegerAttr>();
}

/** Requested values with magnitude below this are keyed by number in {@link IntegerAttrsOfType}. */
const NUMBER_KEY_LIMIT = 0x40000000;

/**
 * `42 : i32`: an integer (or index) of a given type. The value is wrapped to the type's width and
 * kept signed, except for unsigned types, whose value is kept unsigned. Signless i1 prints as `true`/`false`.
 */
export class IntegerAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly type: Type,
    readonly value: bigint,
  ) {
    super(context, uid);
  }

  static get(type: Type, value: bigint | number): IntegerAttr {
    if (!type.isIntOrIndex()) throw new Error(`IntegerAttr of non-integer type ${type.toString()}`);
    // One table per type. Small values (constants, predicates, case values: asked for on many
    // lines) are found by index, without a bigint or a hash; others by their normalized value.
    let table = type.attrTable as IntegerAttrsOfType | null;
    if (table === null) {
      table = new IntegerAttrsOfType();
      type.attrTable = table;
    }
    // The requested value as a small integer number, or NaN when it is none.
    let key = NaN;
    if (typeof value === 'number') {
      if ((value | 0) === value && value > -NUMBER_KEY_LIMIT && value < NUMBER_KEY_LIMIT)
        key = value;
    } else if (value > -NUMBER_KEY_LIMIT && value < NUMBER_KEY_LIMIT) key = Number(value);
    const slot = key >= SMALL_MIN && key < SMALL_END ? key - SMALL_MIN : -1;
    if (slot >= 0) {
      const found = table.small[slot];
      if (found !== undefined) return found;
    } else if (key === key) {
      const found = table.byNumber.get(key);
      if (found !== undefined) return found;
    }
    const width = integerStorageWidth(type);
    const raw = typeof value === 'bigint' ? value : BigInt(value);
    const normalized = type.isUnsignedInteger()
      ? BigInt.asUintN(width, raw)
      : BigInt.asIntN(width, raw);
    let attr = table.byValue.get(normalized);
    if (attr === undefined) {
      attr = new IntegerAttr(type.context, type.context.uniquer.newSideUid(), type, normalized);
      table.byValue.set(normalized, attr);
    }
    if (slot >= 0) table.small[slot] = attr;
    else if (key === key) table.byNumber.set(key, attr);
    return attr;
  }

  /** The value as a JS number (exact only within ±2^53). */
  getInt(): number {
    return Number(this.value);
  }

  override getType(): Type {
    return this.type;
  }

  print(printer: AttrTypePrinter, elision: TypeElision = 'never'): void {
    if (this.type.isSignlessInteger(1)) {
      printer.write(this.value === 0n ? 'false' : 'true');
      return;
    }
    printer.write(this.value.toString());
    if (elision === 'must' || (elision === 'may' && this.type.isSignlessInteger(64))) return;
    printer.write(' : ');
    printer.printType(this.type);
  }
}

/** MLIR's `BoolAttr`: an {@link IntegerAttr} of type i1. */
export const BoolAttr = {
  get(context: MLIRContext, value: boolean): IntegerAttr {
    return IntegerAttr.get(IntegerType.get(context, 1), value ? 1n : 0n);
  },
  /** Whether `attr` is a boolean (a signless i1 integer attribute). */
  is(attr: Attribute): attr is IntegerAttr {
    return attr instanceof IntegerAttr && attr.type.isSignlessInteger(1);
  },
};

/** `1.5 : f32`: a float held exactly at its type's precision. */
export class FloatAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly type: FloatType,
    readonly value: APFloat,
  ) {
    super(context, uid);
  }

  /** A float attribute of `type`; a number or a value of another format is rounded to it. */
  static get(type: FloatType, value: number | APFloat): FloatAttr {
    const exact =
      typeof value === 'number'
        ? APFloat.fromNumber(type.semantics, value)
        : value.convert(type.semantics);
    const context = type.context;
    return context.uniquer.get(
      `float|${type.uid}|${exact.bits}`,
      (uid) => new FloatAttr(context, uid, type, exact),
    );
  }

  getValueAsDouble(): number {
    return this.value.toNumber();
  }

  override getType(): Type {
    return this.type;
  }

  print(printer: AttrTypePrinter, elision: TypeElision = 'never'): void {
    const printedHex = printer.printFloat(this.value);
    if (elision === 'must' || (elision === 'may' && this.type.isF64() && !printedHex)) return;
    printer.write(' : ');
    printer.printType(this.type);
  }
}

/** `"text"` with an optional type (`"text" : i32`); a string without one has type `none`. */
export class StringAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly value: string,
    readonly type: Type,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, value: string, type: Type = NoneType.get(context)): StringAttr {
    return context.uniquer.get(
      `str|${type.uid}|${value}`,
      (uid) => new StringAttr(context, uid, value, type),
    );
  }

  override getType(): Type {
    return this.type;
  }

  print(printer: AttrTypePrinter, elision: TypeElision = 'never'): void {
    printer.printEscapedString(this.value);
    if (elision === 'must' || this.type instanceof NoneType) return;
    printer.write(' : ');
    printer.printType(this.type);
  }
}

function uidList(attributes: readonly Attribute[]): string {
  let key = '';
  for (const attribute of attributes) key += attribute.uid + ',';
  return key;
}

/** `[a, b, ...]`. */
export class ArrayAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly value: readonly Attribute[],
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, value: readonly Attribute[]): ArrayAttr {
    return context.uniquer.get(
      `array|${uidList(value)}`,
      (uid) => new ArrayAttr(context, uid, Object.freeze([...value])),
    );
  }

  get size(): number {
    return this.value.length;
  }

  print(printer: AttrTypePrinter): void {
    printer.write('[');
    for (let i = 0; i < this.value.length; i++) {
      if (i > 0) printer.write(', ');
      printer.printAttribute(this.value[i]!, 'may');
    }
    printer.write(']');
  }
}

/** A name and an attribute, as in attribute dictionaries. */
export class NamedAttribute {
  constructor(
    readonly name: string,
    readonly value: Attribute,
  ) {}
}

function compareNames(a: NamedAttribute, b: NamedAttribute): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * `{name = value, flag}`: named attributes sorted by name, each name at most once. Lookups go
 * through a Map, so names such as `__proto__` are ordinary keys.
 */
export class DictionaryAttr extends Attribute {
  private index: Map<string, Attribute> | undefined;

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly value: readonly NamedAttribute[],
  ) {
    super(context, uid);
  }

  /** The first name that occurs twice in `entries`, or null. */
  static findDuplicate(entries: readonly NamedAttribute[]): string | null {
    const seen = new Set<string>();
    for (const entry of entries) {
      if (seen.has(entry.name)) return entry.name;
      seen.add(entry.name);
    }
    return null;
  }

  /** A dictionary of `entries` in any order; a repeated name is a caller bug. */
  static get(context: MLIRContext, entries: readonly NamedAttribute[] = []): DictionaryAttr {
    const sorted = entries.length < 2 ? entries.slice() : [...entries].sort(compareNames);
    // Sorted, a repeated name is next to its twin: no set of names per dictionary.
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.name === sorted[i - 1]!.name)
        throw new Error(`duplicate key '${sorted[i]!.name}' in dictionary attribute`);
    }
    let key = 'dict|';
    for (const entry of sorted) key += `${entry.name.length}:${entry.name}=${entry.value.uid},`;
    return context.uniquer.get(
      key,
      (uid) => new DictionaryAttr(context, uid, Object.freeze(sorted)),
    );
  }

  get size(): number {
    return this.value.length;
  }

  get(name: string): Attribute | undefined {
    this.index ??= new Map(this.value.map((entry) => [entry.name, entry.value]));
    return this.index.get(name);
  }

  contains(name: string): boolean {
    return this.get(name) !== undefined;
  }

  print(printer: AttrTypePrinter): void {
    printer.write('{');
    for (let i = 0; i < this.value.length; i++) {
      if (i > 0) printer.write(', ');
      printer.printNamedAttribute(this.value[i]!);
    }
    printer.write('}');
  }
}

/** A type used as an attribute; prints as the type. */
export class TypeAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly value: Type,
  ) {
    super(context, uid);
  }

  static get(type: Type): TypeAttr {
    const context = type.context;
    return context.uniquer.get(`typeattr|${type.uid}`, (uid) => new TypeAttr(context, uid, type));
  }

  print(printer: AttrTypePrinter): void {
    printer.printType(this.value);
  }
}

/** `@root::@nested::@leaf`: a reference to a symbol, possibly inside nested symbol tables. */
export class SymbolRefAttr extends Attribute {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly rootReference: string,
    readonly nestedReferences: readonly string[],
  ) {
    super(context, uid);
  }

  static get(
    context: MLIRContext,
    rootReference: string,
    nestedReferences: readonly string[] = [],
  ): SymbolRefAttr {
    let key = `sym|${rootReference.length}:${rootReference}`;
    for (const nested of nestedReferences) key += `|${nested.length}:${nested}`;
    return context.uniquer.get(
      key,
      (uid) => new SymbolRefAttr(context, uid, rootReference, Object.freeze([...nestedReferences])),
    );
  }

  /** The innermost name: the root for a flat reference. */
  get leafReference(): string {
    return this.nestedReferences.length > 0
      ? this.nestedReferences[this.nestedReferences.length - 1]!
      : this.rootReference;
  }

  /** A reference with no nested part (MLIR's `FlatSymbolRefAttr`). */
  get isFlat(): boolean {
    return this.nestedReferences.length === 0;
  }

  print(printer: AttrTypePrinter): void {
    printer.printSymbolName(this.rootReference);
    for (const nested of this.nestedReferences) {
      printer.write('::');
      printer.printSymbolName(nested);
    }
  }
}

/** MLIR's `FlatSymbolRefAttr`: a {@link SymbolRefAttr} without nested references. */
export const FlatSymbolRefAttr = {
  get(context: MLIRContext, name: string): SymbolRefAttr {
    return SymbolRefAttr.get(context, name);
  },
  is(attr: Attribute): attr is SymbolRefAttr {
    return attr instanceof SymbolRefAttr && attr.isFlat;
  },
};
