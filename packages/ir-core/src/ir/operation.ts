import type { Attribute } from '../attributes/attribute.js';
import { DictionaryAttr, NamedAttribute } from '../attributes/builtin-attributes.js';
import type { Location } from '../attributes/location.js';
import type { MLIRContext } from '../context.js';
import type { Diagnostic, DiagnosticSeverity } from '../support/diagnostics.js';
import type { Type } from '../types/type.js';
import type { Block } from './block.js';
import type { Dialect } from './dialect.js';
import { cloneOperation, type CloneOptions } from './clone.js';
import { emitDiagnosticAt } from './emit.js';
import { dropDefinedValueUses, dropReferencesAndCheckUses } from './erase.js';
import { IRMapping } from './mapping.js';
import type { OperationClass, OperationName } from './operation-name.js';
import { BlockOperand, OpOperand } from './operands.js';
import { Region } from './region.js';
import type { RegionKind, TraitKey } from './traits.js';
import { OpResult, type Value } from './value.js';
import {
  walkBlocks,
  walkOperations,
  walkRegions,
  type WalkCallback,
  type WalkOrder,
  type WalkResult,
} from './walk.js';

/** Attributes given by name; a `Map` or any iterable of `[name, attribute]` pairs. */
export type NamedAttributes = Iterable<readonly [string, Attribute]>;

/** Everything needed to create an operation (MLIR's `OperationState`). */
export interface OperationState {
  /** The op name; a string is uniqued in the location's context. */
  name: string | OperationName;
  location: Location;
  operands?: readonly Value[];
  resultTypes?: readonly Type[];
  /** Inherent attributes (MLIR 22 properties). */
  properties?: NamedAttributes;
  /**
   * Attributes (pairs or a dictionary attribute); on a registered op, those named like one of its inherent attributes are stored as
   * properties instead, as MLIR's `setAttrs` does.
   */
  attributes?: NamedAttributes | DictionaryAttr;
  successors?: readonly Block[];
  /** A count of empty regions, or regions whose blocks move into the new op. */
  regions?: number | readonly Region[];
}

/** Op order numbers in a block are spaced by this much so inserts rarely renumber the block. */
export const ORDER_STRIDE = 5;
/** Marks an op whose order number has not been computed since it was inserted. */
export const INVALID_ORDER = -1;

const EMPTY_OPERANDS: readonly Value[] = [];
// Mutable in type only: replaceOperandRange gives the op its own array before inserting.
const NO_OPERANDS = Object.freeze([]) as unknown as OpOperand[];
const NO_RESULTS: readonly OpResult[] = Object.freeze([]);
const NO_SUCCESSORS: readonly BlockOperand[] = Object.freeze([]);
const NO_REGIONS: readonly Region[] = Object.freeze([]);
// Mutable in type only: an op replaces them by its own arrays before the first insertion.
const NO_ATTR_NAMES = Object.freeze([]) as unknown as string[];
const NO_ATTR_VALUES = Object.freeze([]) as unknown as Attribute[];

/**
 * The parts of an op that most ops lack: discardable attributes (two parallel arrays sorted by
 * name) and successors. They live on this side object, shared and empty until an op has one, so
 * that constructing an op assigns fewer fields of its own: each such assignment goes through a
 * megamorphic store (every op class has its own hidden class), the costliest step of creating an op.
 */
class OpExtras {
  constructor(
    public attrNames: string[],
    public attrValues: Attribute[],
    public successorList: readonly BlockOperand[],
  ) {}
}

/** The extras of every op without discardable attributes or successors; never modified. */
const NO_EXTRAS = new OpExtras(NO_ATTR_NAMES, NO_ATTR_VALUES, NO_SUCCESSORS);

/**
 * The property map {@link Operation.createWithProperties} hands to the op it is constructing. The
 * constructor takes it before any other code runs, so an op created by a subclass constructor
 * never sees it.
 */
let handedOverProperties: Map<string, Attribute> | null = null;
/**
 * Whether the op being constructed comes from {@link Operation.createWithProperties}: it takes its
 * regions over, and the state's properties and attributes are not read (the caller handles them).
 */
let stateHandedOver = false;
/**
 * The block at whose end {@link Operation.createWithProperties} appends the op being constructed:
 * the constructor stores the op's final links at once (see {@link Block.linkConstructedOp}).
 */
let appendingTo: Block | null = null;

/**
 * An operation: MLIR's generic op. Registered ops are instances of subclasses (one per op
 * definition) made by the op-definition layer; create ops through {@link Operation.create} so the
 * right class is chosen.
 */
export class Operation {
  // Every field is `declare`d and assigned in the constructor, always in the same order. Emitted
  // class fields would be defined (not assigned) by a member initializer that sees one object
  // layout per op class, which made defining them the costliest step of parsing a large module.
  declare readonly name: OperationName;
  declare location: Location;
  declare readonly results: readonly OpResult[];
  declare readonly regions: readonly Region[];
  /** Inherent attributes, allocated on first use (most ops of a large module never need one). */
  declare private propertyMap: Map<string, Attribute> | null;

  /** The block holding this op, and its neighbours there; maintained by {@link Block}. */
  declare parentBlock: Block | null;
  declare prevNode: Operation | null;
  declare nextNode: Operation | null;
  /** Position in the parent block, lazily (re)numbered; see {@link isBeforeInBlock}. */
  declare orderIndex: number;
  /**
   * The pattern-rewrite worklist this op is queued on (set and cleared by that worklist only), so
   * that membership is a field read instead of a set lookup; null when on none.
   */
  declare worklistOwner: object | null;

  declare private operandList: OpOperand[];
  /** Discardable attributes and successors; {@link NO_EXTRAS} until the op has one. */
  declare private opExtras: OpExtras;

  constructor(state: OperationState) {
    // Taken first, so that nothing below can throw while it is still set for the next op.
    this.propertyMap = handedOverProperties;
    handedOverProperties = null;
    const adoptRegions = stateHandedOver;
    stateHandedOver = false;
    const parent = appendingTo;
    appendingTo = null;
    this.name =
      typeof state.name === 'string'
        ? state.location.context.getOperationName(state.name)
        : state.name;
    this.location = state.location;
    // Each store to an op is megamorphic (one hidden class per op class): an op the parser
    // appends gets its links here rather than overwritten by the block right after.
    this.parentBlock = parent;
    this.prevNode = parent === null ? null : parent.lastOp;
    this.nextNode = null;
    this.orderIndex = INVALID_ORDER;
    this.worklistOwner = null;
    const operands = state.operands;
    if (operands === undefined || operands.length === 0) {
      // Shared until operands are inserted (replaceOperandRange allocates then).
      this.operandList = NO_OPERANDS;
    } else {
      const list = new Array<OpOperand>(operands.length);
      for (let i = 0; i < operands.length; i++) list[i] = new OpOperand(this, i, operands[i]!);
      this.operandList = list;
    }
    // Results, successors and regions never change in number: when there are none, the shared
    // empty arrays (and extras) save allocations per op.
    const resultTypes = state.resultTypes;
    if (resultTypes === undefined || resultTypes.length === 0) {
      this.results = NO_RESULTS;
    } else {
      const results = new Array<OpResult>(resultTypes.length);
      for (let i = 0; i < resultTypes.length; i++)
        results[i] = new OpResult(resultTypes[i]!, this, i);
      this.results = results;
    }
    const successors = state.successors;
    if (successors === undefined || successors.length === 0) {
      this.opExtras = NO_EXTRAS;
    } else {
      const list = new Array<BlockOperand>(successors.length);
      for (let i = 0; i < successors.length; i++)
        list[i] = new BlockOperand(this, i, successors[i]!);
      this.opExtras = new OpExtras(NO_ATTR_NAMES, NO_ATTR_VALUES, list);
    }
    const regionSpec = state.regions ?? 0;
    const regionCount = typeof regionSpec === 'number' ? regionSpec : regionSpec.length;
    if (regionCount === 0) {
      this.regions = NO_REGIONS;
    } else {
      const regions = new Array<Region>(regionCount);
      for (let i = 0; i < regionCount; i++) {
        const given = typeof regionSpec === 'number' ? null : regionSpec[i]!;
        if (given !== null && adoptRegions && given.parentOp === null) {
          // The parser's region becomes the op's: no second region to move its blocks into.
          given.setParentOp(this);
          regions[i] = given;
        } else {
          regions[i] = new Region(this);
          if (given !== null) regions[i]!.takeBody(given);
        }
      }
      this.regions = regions;
    }
    if (adoptRegions) return;
    const properties = state.properties;
    if (properties instanceof Map) {
      // The parser's and builders' maps: copied without an entry array per property.
      if (properties.size !== 0) properties.forEach(copyMapEntry, this.properties);
    } else if (properties) for (const [key, value] of properties) this.properties.set(key, value);
    if (state.attributes) this.setAttrs(state.attributes);
  }

  /** Creates an op of the class registered for its name (a plain `Operation` when unregistered). */
  static create(state: OperationState): Operation {
    const name =
      typeof state.name === 'string'
        ? state.location.context.getOperationName(state.name)
        : state.name;
    const opClass: OperationClass = name.info?.opClass ?? Operation;
    return new opClass(state);
  }

  /**
   * As {@link create}, with `properties` as the op's inherent attributes from the start: the op
   * takes the map over (the caller must not keep it) and the constructors of its class already see
   * them. The parser hands over the map it filled, which saves a copy per op and the default
   * properties that some op constructors would otherwise fill. Detached regions of the state
   * become the op's regions themselves (the caller must not use them for anything else). The
   * state's own `properties` and `attributes` are ignored: the caller sets attributes afterwards.
   * With `appendTo`, the op is appended to that block.
   */
  static createWithProperties(
    state: OperationState,
    properties: Map<string, Attribute>,
    appendTo: Block | null = null,
  ): Operation {
    const name =
      typeof state.name === 'string'
        ? state.location.context.getOperationName(state.name)
        : state.name;
    const opClass: OperationClass = name.info?.opClass ?? Operation;
    handedOverProperties = properties.size === 0 ? null : properties;
    stateHandedOver = true;
    appendingTo = appendTo;
    const op = new opClass(state);
    if (appendTo !== null) appendTo.linkConstructedOp(op);
    return op;
  }

  get context(): MLIRContext {
    return this.name.context;
  }

  get isRegistered(): boolean {
    return this.name.info !== null;
  }

  // ---- Operands ---------------------------------------------------------------------------------

  get numOperands(): number {
    return this.operandList.length;
  }

  /** The operand values (a fresh array). */
  get operands(): Value[] {
    const list = this.operandList;
    const values = new Array<Value>(list.length);
    for (let i = 0; i < list.length; i++) values[i] = list[i]!.get();
    return values;
  }

  getOperand(index: number): Value {
    return this.operandList[index]!.get();
  }

  /** The operand objects themselves (uses), in order. Do not mutate the array. */
  getOpOperands(): readonly OpOperand[] {
    return this.operandList;
  }

  getOpOperand(index: number): OpOperand {
    return this.operandList[index]!;
  }

  getOperandTypes(): Type[] {
    return this.operandList.map((operand) => operand.get().type);
  }

  setOperand(index: number, value: Value): void {
    this.operandList[index]!.set(value);
  }

  /** Replaces all operands; operand objects are reused where the count allows. */
  setOperands(values: readonly Value[]): void {
    this.replaceOperandRange(0, this.operandList.length, values);
  }

  /** Inserts operands before position `index`. */
  insertOperands(index: number, values: readonly Value[]): void {
    this.replaceOperandRange(index, 0, values);
  }

  /** Erases `count` operands starting at `start`. */
  eraseOperands(start: number, count = 1): void {
    this.replaceOperandRange(start, count, EMPTY_OPERANDS);
  }

  eraseOperand(index: number): void {
    this.eraseOperands(index, 1);
  }

  /** Replaces the operands in [start, start + length) by `values` (MLIR's `setOperands(start, length, values)`). */
  replaceOperandRange(start: number, length: number, values: readonly Value[]): void {
    const list = this.operandList;
    if (start < 0 || length < 0 || start + length > list.length) {
      throw new RangeError(
        `operand range [${start}, ${start + length}) out of bounds (${list.length} operands)`,
      );
    }
    if (list === NO_OPERANDS && values.length !== 0) {
      this.operandList = [];
      return this.replaceOperandRange(start, length, values);
    }
    const reused = Math.min(length, values.length);
    for (let i = 0; i < reused; i++) list[start + i]!.set(values[i]!);
    if (values.length === length) return;
    const removed = list.splice(start + reused, length - reused);
    for (const operand of removed) operand.drop();
    const added: OpOperand[] = [];
    for (let i = reused; i < values.length; i++) added.push(new OpOperand(this, 0, values[i]!));
    if (added.length !== 0) list.splice(start + reused, 0, ...added);
    for (let i = start + reused; i < list.length; i++) list[i]!.operandNumber = i;
  }

  /** Replaces every operand equal to `from` with `to`. */
  replaceUsesOfWith(from: Value, to: Value): void {
    if (from === to) return;
    for (const operand of this.operandList) if (operand.get() === from) operand.set(to);
  }

  // ---- Results ----------------------------------------------------------------------------------

  get numResults(): number {
    return this.results.length;
  }

  getResult(index: number): OpResult {
    return this.results[index]!;
  }

  getResultTypes(): Type[] {
    return this.results.map((result) => result.type);
  }

  /** The op's dialect if loaded (registered op or not). */
  getDialect(): Dialect | undefined {
    return this.name.getDialect();
  }

  /** True when the results have exactly one use in all. */
  hasOneUse(): boolean {
    let uses = 0;
    for (const result of this.results) {
      for (let use = result.firstUse; use !== null; use = use.nextUse) if (++uses > 1) return false;
    }
    return uses === 1;
  }

  /** True when no result has a use. */
  useEmpty(): boolean {
    // Indexed loops here and below: the greedy driver asks on every op it visits, and an array
    // iterator is an allocation until the code is optimized.
    const results = this.results;
    for (let i = 0; i < results.length; i++) if (results[i]!.firstUse !== null) return false;
    return true;
  }

  /** Every operation using one of the results, once per use. */
  *users(): Generator<Operation> {
    for (const result of this.results) yield* result.users();
  }

  /** Replaces the uses of each result with the value at the same position. */
  replaceAllUsesWith(values: readonly Value[] | Operation): void {
    const replacements = values instanceof Operation ? values.results : values;
    if (replacements.length !== this.results.length) {
      throw new RangeError(
        `replacing ${this.results.length} results of '${this.name.identifier}' with ${replacements.length} values`,
      );
    }
    for (let i = 0; i < replacements.length; i++)
      this.results[i]!.replaceAllUsesWith(replacements[i]!);
  }

  /** Drops every use of the results (the users' operands become null). */
  dropAllUses(): void {
    const results = this.results;
    for (let i = 0; i < results.length; i++) results[i]!.dropAllUses();
  }

  /** Drops the uses of the results and of every value defined in the regions. */
  dropAllDefinedValueUses(): void {
    dropDefinedValueUses(this);
  }

  // ---- Successors -------------------------------------------------------------------------------

  get numSuccessors(): number {
    return this.opExtras.successorList.length;
  }

  get successors(): Block[] {
    return this.opExtras.successorList.map((operand) => operand.get());
  }

  getSuccessor(index: number): Block {
    return this.opExtras.successorList[index]!.get();
  }

  setSuccessor(block: Block, index: number): void {
    this.opExtras.successorList[index]!.set(block);
  }

  getBlockOperands(): readonly BlockOperand[] {
    return this.opExtras.successorList;
  }

  // ---- Regions ----------------------------------------------------------------------------------

  get numRegions(): number {
    return this.regions.length;
  }

  getRegion(index: number): Region {
    return this.regions[index]!;
  }

  /** The kind of region `index`: ssacfg unless a registered op declares it a graph region. */
  getRegionKind(index: number): RegionKind {
    return this.name.info?.regionKind(index) ?? 'ssacfg';
  }

  // ---- Attributes -------------------------------------------------------------------------------

  /**
   * Inherent attributes (MLIR 22 properties). For an unregistered op these are the entries of its
   * `<{...}>` dictionary.
   */
  get properties(): Map<string, Attribute> {
    return (this.propertyMap ??= new Map());
  }

  /**
   * Makes `map` this op's inherent attributes, replacing any: the op owns it from now on, so the
   * caller must not keep it (the parser hands over the map it filled, saving a copy per op).
   */
  adoptProperties(map: Map<string, Attribute>): void {
    this.propertyMap = map;
  }

  /** Whether the op has any inherent attribute (without allocating the property map). */
  hasProperties(): boolean {
    return this.propertyMap !== null && this.propertyMap.size !== 0;
  }

  /** Inherent attribute `name`, or undefined. */
  getInherentAttr(name: string): Attribute | undefined {
    return this.propertyMap?.get(name);
  }

  /** Sets (or with `undefined`, removes) inherent attribute `name`. */
  setInherentAttr(name: string, value: Attribute | undefined): void {
    if (value === undefined) this.propertyMap?.delete(name);
    else this.properties.set(name, value);
  }

  /** Whether `name` names an inherent attribute of this op (declared, or present for an unregistered op). */
  isInherentAttrName(name: string): boolean {
    const info = this.name.info;
    return info !== null
      ? info.inherentAttrNames.has(name)
      : this.propertyMap !== null && this.propertyMap.has(name);
  }

  /** The attribute `name`: inherent first, then discardable, as MLIR's `getAttr`. */
  getAttr(name: string): Attribute | undefined {
    const inherent = this.propertyMap?.get(name);
    if (inherent !== undefined) return inherent;
    return this.getDiscardableAttr(name);
  }

  hasAttr(name: string): boolean {
    return this.getAttr(name) !== undefined;
  }

  /** Sets attribute `name`: an inherent one if the op has one by that name, else a discardable one. */
  setAttr(name: string, value: Attribute): void {
    if (this.isInherentAttrName(name)) this.properties.set(name, value);
    else this.setDiscardableAttr(name, value);
  }

  /** Removes attribute `name` (inherent or discardable); returns the removed value. */
  removeAttr(name: string): Attribute | undefined {
    const inherent = this.propertyMap?.get(name);
    if (inherent !== undefined) {
      this.propertyMap!.delete(name);
      return inherent;
    }
    return this.removeDiscardableAttr(name);
  }

  getDiscardableAttr(name: string): Attribute | undefined {
    const index = this.findAttr(name);
    return index >= 0 ? this.opExtras.attrValues[index] : undefined;
  }

  setDiscardableAttr(name: string, value: Attribute): void {
    const index = this.findAttr(name);
    if (index >= 0) {
      this.opExtras.attrValues[index] = value;
      return;
    }
    const at = ~index;
    let extras = this.opExtras;
    if (extras === NO_EXTRAS) this.opExtras = extras = new OpExtras([], [], NO_SUCCESSORS);
    else if (extras.attrNames === NO_ATTR_NAMES) {
      extras.attrNames = [];
      extras.attrValues = [];
    }
    extras.attrNames.splice(at, 0, name);
    extras.attrValues.splice(at, 0, value);
  }

  removeDiscardableAttr(name: string): Attribute | undefined {
    const index = this.findAttr(name);
    if (index < 0) return undefined;
    const extras = this.opExtras;
    const value = extras.attrValues[index];
    extras.attrNames.splice(index, 1);
    extras.attrValues.splice(index, 1);
    return value;
  }

  hasDiscardableAttrs(): boolean {
    return this.opExtras.attrNames.length !== 0;
  }

  /** The discardable attributes sorted by name. */
  getDiscardableAttrs(): [string, Attribute][] {
    const { attrNames, attrValues } = this.opExtras;
    return attrNames.map((name, i) => [name, attrValues[i]!]);
  }

  /** Inherent and discardable attributes together, sorted by name (MLIR's `getAttrs`). */
  getAttrs(): [string, Attribute][] {
    const all = this.getDiscardableAttrs();
    if (this.propertyMap === null || this.propertyMap.size === 0) return all;
    for (const entry of this.propertyMap) all.push(entry);
    return all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  /** The discardable attributes as a dictionary attribute. */
  getDiscardableAttrDictionary(): DictionaryAttr {
    const { attrNames, attrValues } = this.opExtras;
    return DictionaryAttr.get(
      this.context,
      attrNames.map((name, i) => new NamedAttribute(name, attrValues[i]!)),
    );
  }

  /** Inherent and discardable attributes together as one dictionary (MLIR's `getAttrDictionary`). */
  getAttrDictionary(): DictionaryAttr {
    return DictionaryAttr.get(
      this.context,
      this.getAttrs().map(([name, value]) => new NamedAttribute(name, value)),
    );
  }

  /** The properties as the dictionary printed in generic form (`<{...}>`); null when there are none. */
  getPropertiesAsAttribute(): DictionaryAttr | null {
    if (this.propertyMap === null || this.propertyMap.size === 0) return null;
    return DictionaryAttr.get(
      this.context,
      [...this.propertyMap].map(([name, value]) => new NamedAttribute(name, value)),
    );
  }

  /** Replaces the properties with the entries of `dictionary` (as parsed from `<{...}>`). */
  setPropertiesFromAttribute(dictionary: DictionaryAttr): void {
    this.propertyMap?.clear();
    for (const entry of dictionary.value) this.properties.set(entry.name, entry.value);
  }

  /**
   * Replaces the attributes. On a registered op, entries named like an inherent attribute set that
   * property, the rest become the discardable attributes; on an unregistered op, entries whose name
   * is already a property update it.
   */
  setAttrs(attributes: NamedAttributes | DictionaryAttr): void {
    const extras = this.opExtras;
    if (extras !== NO_EXTRAS) {
      extras.attrNames = NO_ATTR_NAMES;
      extras.attrValues = NO_ATTR_VALUES;
    }
    const entries =
      attributes instanceof DictionaryAttr ? dictionaryEntries(attributes) : attributes;
    for (const [name, value] of entries) {
      if (this.isInherentAttrName(name)) this.properties.set(name, value);
      else this.setDiscardableAttr(name, value);
    }
  }

  /** Binary search in the sorted names: the index, or `~insertionPoint` when absent. */
  private findAttr(name: string): number {
    const names = this.opExtras.attrNames;
    let low = 0;
    let high = names.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const probe = names[mid]!;
      if (probe < name) low = mid + 1;
      else if (probe > name) high = mid - 1;
      else return mid;
    }
    return ~low;
  }

  // ---- Traits and interfaces --------------------------------------------------------------------

  hasTrait(trait: TraitKey): boolean {
    return this.name.hasTrait(trait);
  }

  /** True for a registered op with the trait and for any unregistered op (traits unknown). */
  mightHaveTrait(trait: TraitKey): boolean {
    return this.name.mightHaveTrait(trait);
  }

  getInterface<T>(iface: TraitKey): T | null {
    return this.name.info?.getInterface<T>(iface) ?? null;
  }

  // ---- Structure --------------------------------------------------------------------------------

  getBlock(): Block | null {
    return this.parentBlock;
  }

  getParentRegion(): Region | null {
    return this.parentBlock?.parent ?? null;
  }

  getParentOp(): Operation | null {
    return this.parentBlock?.parent?.parentOp ?? null;
  }

  /** The closest enclosing op that is an instance of `opClass`. */
  getParentOfType<T extends Operation>(opClass: abstract new (...args: never[]) => T): T | null {
    for (let op = this.getParentOp(); op !== null; op = op.getParentOp())
      if (op instanceof opClass) return op;
    return null;
  }

  /** The closest enclosing op with the trait. */
  getParentWithTrait(trait: TraitKey): Operation | null {
    for (let op = this.getParentOp(); op !== null; op = op.getParentOp())
      if (op.hasTrait(trait)) return op;
    return null;
  }

  /** True if `other` is nested (at any depth) inside this op. */
  isProperAncestor(other: Operation): boolean {
    for (let op = other.getParentOp(); op !== null; op = op.getParentOp())
      if (op === this) return true;
    return false;
  }

  isAncestor(other: Operation): boolean {
    return this === other || this.isProperAncestor(other);
  }

  /**
   * Whether this op comes before `other` in their common block. Amortized O(1): ops carry lazily
   * maintained order numbers (MLIR's scheme), renumbered only when an insert finds no gap.
   */
  isBeforeInBlock(other: Operation): boolean {
    const block = this.parentBlock;
    if (block === null || other.parentBlock !== block) {
      throw new Error('isBeforeInBlock: the operations are not in the same block');
    }
    if (!block.opOrderValid) {
      block.recomputeOpOrder();
    } else {
      this.updateOrderIfNecessary();
      other.updateOrderIfNecessary();
    }
    return this.orderIndex < other.orderIndex;
  }

  /** Gives this op an order number between its neighbours', or renumbers the block if there is no room. */
  private updateOrderIfNecessary(): void {
    if (this.orderIndex !== INVALID_ORDER) return;
    const block = this.parentBlock!;
    const prev = this.prevNode;
    const next = this.nextNode;
    if (next === null) {
      if (prev === null) this.orderIndex = ORDER_STRIDE;
      else if (prev.orderIndex === INVALID_ORDER) block.recomputeOpOrder();
      else this.orderIndex = prev.orderIndex + ORDER_STRIDE;
      return;
    }
    if (next.orderIndex === INVALID_ORDER) return block.recomputeOpOrder();
    const low = prev === null ? 0 : prev.orderIndex;
    if (low === INVALID_ORDER || next.orderIndex - low < 2) return block.recomputeOpOrder();
    this.orderIndex = low + Math.floor((next.orderIndex - low) / 2);
  }

  // ---- Mutation ---------------------------------------------------------------------------------

  /** Unlinks this op from its block without destroying it (MLIR's `remove`). */
  remove(): void {
    this.parentBlock?.removeOp(this);
  }

  /**
   * Unlinks and destroys this op: drops its operands and successors and everything nested. The op's
   * results (and values nested in it) must have no uses left outside it; that is a bug in the
   * caller and throws.
   */
  erase(): void {
    dropReferencesAndCheckUses(this);
    this.remove();
  }

  /** Moves this op (from wherever it is) right before `anchor`. */
  moveBefore(anchor: Operation): void {
    const block = anchor.parentBlock;
    if (block === null) throw new Error('moveBefore: the anchor operation is not in a block');
    this.remove();
    block.insertBefore(anchor, this);
  }

  /** Moves this op into `block`, before `before` (an op of that block) or at its end when null. */
  moveTo(block: Block, before: Operation | null = null): void {
    if (before !== null && before.parentBlock !== block)
      throw new Error('moveTo: the anchor is not in the block');
    this.remove();
    block.insertAt(this, before);
  }

  /** Moves this op right after `anchor`. */
  moveAfter(anchor: Operation): void {
    const block = anchor.parentBlock;
    if (block === null) throw new Error('moveAfter: the anchor operation is not in a block');
    this.remove();
    block.insertAfter(anchor, this);
  }

  /**
   * Drops every operand and successor of this op and of all ops nested in it, so that the nested
   * values and blocks have no uses coming from inside (MLIR's `dropAllReferences`).
   */
  dropAllReferences(): void {
    walkOperations(this, dropOwnReferences, 'pre');
  }

  /** Deep copy, with operands and successors remapped through `mapping` (which receives the new results). */
  clone(mapping: IRMapping = new IRMapping(), options?: CloneOptions): Operation {
    return cloneOperation(this, mapping, options ?? { regions: true, operands: true });
  }

  /** Copy with the same number of regions, left empty. */
  cloneWithoutRegions(mapping: IRMapping = new IRMapping()): Operation {
    return cloneOperation(this, mapping, { regions: false, operands: true });
  }

  // ---- Walk -------------------------------------------------------------------------------------

  /**
   * Visits this op and every op nested in it, iteratively. Post-order (the default, as MLIR) allows
   * the callback to erase the op it is given. See {@link walkOperations}.
   */
  walk(callback: WalkCallback<Operation>, options?: { order?: WalkOrder }): WalkResult {
    return walkOperations(this, callback, options?.order ?? 'post');
  }

  /** Visits every block nested in this op (post-order by default); see {@link walkBlocks}. */
  walkBlocks(callback: WalkCallback<Block>, options?: { order?: WalkOrder }): WalkResult {
    return walkBlocks(this, callback, options?.order ?? 'post');
  }

  /** Visits every region nested in this op (post-order by default); see {@link walkRegions}. */
  walkRegions(callback: WalkCallback<Region>, options?: { order?: WalkOrder }): WalkResult {
    return walkRegions(this, callback, options?.order ?? 'post');
  }

  // ---- Diagnostics ------------------------------------------------------------------------------

  /**
   * Reports an error at this op's location. `configure` runs before the diagnostic is emitted, to
   * attach notes; the emitted diagnostic is returned.
   */
  emitError(message: string, configure?: (diagnostic: Diagnostic) => void): Diagnostic {
    return this.emitDiagnostic('error', message, configure);
  }

  /** As {@link emitError}, prefixing the message with `'op.name' op `, as MLIR's `emitOpError`. */
  emitOpError(message: string, configure?: (diagnostic: Diagnostic) => void): Diagnostic {
    return this.emitDiagnostic('error', `'${this.name.identifier}' op ${message}`, configure);
  }

  emitWarning(message: string, configure?: (diagnostic: Diagnostic) => void): Diagnostic {
    return this.emitDiagnostic('warning', message, configure);
  }

  emitRemark(message: string, configure?: (diagnostic: Diagnostic) => void): Diagnostic {
    return this.emitDiagnostic('remark', message, configure);
  }

  private emitDiagnostic(
    severity: DiagnosticSeverity,
    message: string,
    configure: ((diagnostic: Diagnostic) => void) | undefined,
  ): Diagnostic {
    const printOp = this.context.printOpOnDiagnostic
      ? this.context.printOperationForDiagnostic
      : null;
    return emitDiagnosticAt(severity, this.location, message, (diagnostic) => {
      if (printOp !== null) {
        // As MLIR's Operation::emitError / emitWarning / emitRemark: errors show the op in generic
        // form (its custom printer may be what is broken), the others in custom form.
        const text = printOp(this, severity === 'error');
        // Diagnostic::appendOp starts a multi-line op on its own line.
        const separator = text.includes('\n') ? '\n' : '';
        diagnostic.attachNote(`see current operation: ${separator}${text}`);
      }
      if (configure) configure(diagnostic);
    });
  }

  toString(): string {
    const printOp = this.context.printOperationForDiagnostic;
    return printOp !== null ? printOp(this, true) : `<${this.name.identifier}>`;
  }
}

function copyMapEntry(this: Map<string, Attribute>, value: Attribute, key: string): void {
  this.set(key, value);
}

function dictionaryEntries(dictionary: DictionaryAttr): [string, Attribute][] {
  return dictionary.value.map((entry) => [entry.name, entry.value]);
}

/** Walk callback of {@link Operation.dropAllReferences}: a module-level function, not a per-walk closure. */
function dropOwnReferences(op: Operation): void {
  const operands = op.getOpOperands();
  for (let i = 0; i < operands.length; i++) operands[i]!.drop();
  const successors = op.getBlockOperands();
  for (let i = 0; i < successors.length; i++) successors[i]!.drop();
}

export type { CloneOptions };
