/**
 * Attribute and type aliases of the printer (MLIR's `AliasInitializer` and `AliasState`).
 *
 * Before printing a top-level op, the printer runs once in collecting mode: every attribute and type
 * it would print is visited here (nested ones too, by printing each value once with a recording
 * lookup). Values that get an alias (`#map`, `#set`, `#loc`...) are then ordered as MLIR orders
 * them — by nesting depth, types before attributes, then by name, keeping first-visit order — and
 * numbered per name (`#map`, `#map1`, ...). Location aliases used only by ops' trailing locations are
 * "deferred": printed after the top-level op instead of before it. Without debug info the printer
 * first prints with an {@link AliasDetector}, and collects only when that finds an aliased value.
 */
import type { Attribute } from '../attributes/attribute.js';
import { AffineMapAttr, IntegerSetAttr } from '../attributes/affine-attributes.js';
import { DistinctAttr } from '../attributes/distinct-attribute.js';
import { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { Type } from '../types/type.js';
import { AttrTypePrinter, type AliasLookup } from './attr-type-printer.js';

type Symbol = Attribute | Type;

interface AliasEntry {
  readonly symbol: Symbol;
  readonly isType: boolean;
  /** The alias base name before numbering (`map`), or null when the value has none. */
  readonly base: string | null;
  /** 1 for an aliased leaf, 0 for an unaliased one, 1 + the deepest child otherwise. */
  depth: number;
  canBeDeferred: boolean;
  readonly children: number[];
}

/**
 * What a dialect may implement to alias attributes and types in printed IR (MLIR's
 * `OpAsmDialectInterface::getAlias`): a name such as `mytype` gives `!mytype`, `!mytype1`, ...
 */
export interface DialectAliasProvider {
  getAttributeAlias?(attribute: Attribute): string | null;
  getTypeAlias?(type: Type): string | null;
}

/**
 * The alias a loaded dialect gives a value, else the one MLIR's builtin dialect gives, if any
 * (MLIR's `AliasInitializer` asks every dialect in turn). The dialects that can name aliases are
 * found once per context rather than per value: a print checks thousands of values, and most
 * dialects name none.
 */
class AliasNamer {
  private context: MLIRContext | null = null;
  private attributeProviders: readonly DialectAliasProvider[] = [];
  private typeProviders: readonly DialectAliasProvider[] = [];

  nameFor(symbol: Symbol, isType: boolean): string | null {
    if (symbol.context !== this.context) this.findProviders(symbol.context);
    const providers = isType ? this.typeProviders : this.attributeProviders;
    for (let i = 0; i < providers.length; i++) {
      const dialect = providers[i]!;
      const name = isType
        ? dialect.getTypeAlias!(symbol as Type)
        : dialect.getAttributeAlias!(symbol as Attribute);
      if (name) return sanitizeAliasName(name);
    }
    return builtinAliasName(symbol, isType);
  }

  /** Printing loads no dialect, so the lists found at a print's first value serve the whole print. */
  private findProviders(context: MLIRContext): void {
    const dialects = context.loadedDialects as DialectAliasProvider[];
    this.context = context;
    this.attributeProviders = dialects.filter((d) => typeof d.getAttributeAlias === 'function');
    this.typeProviders = dialects.filter((d) => typeof d.getTypeAlias === 'function');
  }
}

/** Alias names keep letters, digits, `$`, `_` and `-`, and may not end in a digit (numbering follows). */
function sanitizeAliasName(name: string): string {
  let out = /^[0-9]/.test(name) ? '_' : '';
  for (const byte of new TextEncoder().encode(name)) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9$_-]/.test(c)) out += c;
    else if (c === ' ') out += '_';
    else out += byte.toString(16).toUpperCase();
  }
  return /[0-9]$/.test(out) ? out + '_' : out;
}

/** The alias MLIR's builtin dialect gives a value, if any. */
function builtinAliasName(symbol: Symbol, isType: boolean): string | null {
  if (isType) return null;
  if (symbol instanceof AffineMapAttr) return 'map';
  if (symbol instanceof IntegerSetAttr) return 'set';
  if (symbol instanceof Location) return 'loc';
  if (symbol instanceof DistinctAttr && !symbol.referencedAttr.isUnit()) return 'distinct';
  return null;
}

/** Records the values printed, with their nesting, during the collecting pass. */
export class AliasCollector {
  private readonly entries: AliasEntry[] = [];
  private readonly indices = new Map<Symbol, number>();
  private readonly namer = new AliasNamer();

  /** Visits an attribute as the op printer prints it; `canBeDeferred` only for op locations. */
  visitAttribute(attribute: Attribute, canBeDeferred = false): number {
    return this.visit(attribute, false, canBeDeferred);
  }

  visitType(type: Type, canBeDeferred = false): number {
    return this.visit(type, true, canBeDeferred);
  }

  /** Returns the entry's index; its depth is `entries[index].depth`. */
  private visit(symbol: Symbol, isType: boolean, canBeDeferred: boolean): number {
    const known = this.indices.get(symbol);
    if (known !== undefined) {
      if (!canBeDeferred) this.markNonDeferrable(known);
      return known;
    }
    const base = this.namer.nameFor(symbol, isType);
    const entry: AliasEntry = {
      symbol,
      isType,
      base,
      depth: base !== null ? 1 : 0,
      canBeDeferred,
      children: [],
    };
    const index = this.entries.length;
    this.entries.push(entry);
    this.indices.set(symbol, index);
    // Print the value once with a lookup that visits (instead of printing) each nested value.
    const recorder = new NestedVisitRecorder(this, canBeDeferred);
    const printer = new AttrTypePrinter({ aliases: recorder });
    if (isType) (symbol as Type).print(printer);
    else (symbol as Attribute).print(printer);
    entry.children.push(...recorder.children);
    if (recorder.maxDepth > 0) entry.depth = recorder.maxDepth + 1;
    return index;
  }

  depthOf(index: number): number {
    return this.entries[index]!.depth;
  }

  private markNonDeferrable(index: number): void {
    const stack = [index];
    while (stack.length > 0) {
      const entry = this.entries[stack.pop()!]!;
      if (!entry.canBeDeferred) continue;
      entry.canBeDeferred = false;
      stack.push(...entry.children);
    }
  }

  /** Numbers the aliased values in MLIR's order. */
  finish(): AliasState {
    const aliased = this.entries.filter((entry) => entry.base !== null);
    // Array.prototype.sort is stable, so equal keys keep their first-visit order.
    aliased.sort((a, b) => {
      if (a.depth !== b.depth) return a.depth - b.depth;
      if (a.isType !== b.isType) return a.isType ? -1 : 1;
      return a.base! < b.base! ? -1 : a.base! > b.base! ? 1 : 0;
    });
    const counts = new Map<string, number>();
    const state = new AliasState();
    for (const entry of aliased) {
      const base = entry.base!;
      const index = counts.get(base) ?? 0;
      counts.set(base, index + 1);
      const name = index === 0 ? base : `${base}${/[0-9]$/.test(base) ? '_' : ''}${index}`;
      state.add(entry.symbol, entry.isType, name, entry.canBeDeferred);
    }
    return state;
  }
}

/** The alias lookup used while printing a value in the collecting pass: visits children instead. */
class NestedVisitRecorder implements AliasLookup {
  readonly children: number[] = [];
  maxDepth = 0;

  constructor(
    private readonly collector: AliasCollector,
    private readonly canBeDeferred: boolean,
  ) {}

  typeAlias(type: Type): string {
    this.record(this.collector.visitType(type, this.canBeDeferred));
    return '';
  }

  attributeAlias(attribute: Attribute): string {
    this.record(this.collector.visitAttribute(attribute, this.canBeDeferred));
    return '';
  }

  private record(index: number): void {
    this.children.push(index);
    const depth = this.collector.depthOf(index);
    if (depth > this.maxDepth) this.maxDepth = depth;
  }
}

export interface AliasDefinition {
  readonly symbol: Symbol;
  readonly isType: boolean;
  /** The alias without its sigil. */
  readonly name: string;
  readonly deferred: boolean;
}

/** The chosen aliases: the lookup the printer consults, and the definitions to print. */
export class AliasState implements AliasLookup {
  readonly definitions: AliasDefinition[] = [];
  private readonly names = new Map<Symbol, string>();

  add(symbol: Symbol, isType: boolean, name: string, deferred: boolean): void {
    this.definitions.push({ symbol, isType, name, deferred });
    this.names.set(symbol, name);
  }

  typeAlias(type: Type): string | undefined {
    return this.names.get(type);
  }

  attributeAlias(attribute: Attribute): string | undefined {
    return this.names.get(attribute);
  }
}

/**
 * The alias lookup of a print that assumes no value gets an alias (IR without affine maps, integer
 * sets or distinct attributes, the common case): it answers "print in full" and notes whether any
 * value printed, nested ones included, would get one. When none does, the output is exactly what
 * the alias-collecting pass would have led to, and that pass is skipped; otherwise the printer
 * stops and prints again with the aliases collected. Each distinct value is checked once.
 */
export class AliasDetector implements AliasLookup {
  found = false;
  private readonly checked = new Set<Symbol>();
  private readonly namer = new AliasNamer();

  typeAlias(type: Type): undefined {
    if (!this.checked.has(type)) this.check(type, true);
    return undefined;
  }

  attributeAlias(attribute: Attribute): undefined {
    if (!this.checked.has(attribute)) this.check(attribute, false);
    return undefined;
  }

  private check(symbol: Symbol, isType: boolean): void {
    this.checked.add(symbol);
    if (this.namer.nameFor(symbol, isType) !== null) this.found = true;
  }
}
