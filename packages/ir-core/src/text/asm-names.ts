/**
 * SSA value and block naming for the printer, with MLIR's rules (its `SSANameState`):
 *
 * - Values are numbered `%0, %1, ...`; entry block arguments are `%arg0, ...`; ops may propose names
 *   (OpAsmOpInterface `getAsmResultNames`, e.g. `%c0_i32`), made unique with `_N` suffixes.
 * - Numbering of a region continues from where its parent region's numbering ended, and sibling
 *   regions restart from the same counters; names used in enclosing regions stay reserved.
 * - Blocks are `^bb0, ^bb1, ...` per region unless the parent op names them.
 *
 * The walk uses an explicit stack of regions (no recursion), so naming deep IR cannot overflow.
 */
import { CallSiteLoc, FusedLoc, NameLoc, type Location } from '../attributes/location.js';
import type { Block, BlockPrintInfo } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { OperationName } from '../ir/operation-name.js';
import type { Region } from '../ir/region.js';
import type { BlockArgument, Value } from '../ir/value.js';
import { OpResult } from '../ir/value.js';
import { OpAsmOpInterface, type OpAsmModel } from '../ods/interfaces/op-asm.js';

const {
  getAsmBlockNames: noBlockNames,
  getAsmResultNames: noResultNames,
  getAsmBlockArgumentNames: noBlockArgumentNames,
} = OpAsmOpInterface.defaults;

export type BlockInfo = BlockPrintInfo;

/** Names that are in use in the current region and in its ancestors (a scoped set). */
class UsedNames {
  private readonly names = new Set<string>();
  /** The names added, oldest first: each scope's are the ones after its mark. */
  private readonly added: string[] = [];
  /** Per open scope, the length of {@link added} when it was opened. */
  private readonly marks: number[] = [];

  has(name: string): boolean {
    return this.names.has(name);
  }

  /** Adds a name not in use (naming makes every name unique before adding it). */
  add(name: string): void {
    this.names.add(name);
    if (this.marks.length !== 0) this.added.push(name);
  }

  get depth(): number {
    return this.marks.length;
  }

  pushScope(): void {
    this.marks.push(this.added.length);
  }

  popScope(): void {
    const mark = this.marks.pop();
    if (mark === undefined) return;
    const added = this.added;
    while (added.length > mark) this.names.delete(added.pop()!);
  }
}

/**
 * The counters and name-scope depth at the end of naming a region: where the naming of each region
 * nested in it starts from. One per named region that has nested regions, shared by all of them.
 */
interface RegionEndState {
  readonly nextValueId: number;
  readonly nextArgumentId: number;
  readonly nextConflictId: number;
  readonly scopeDepth: number;
}

/**
 * The `OpAsmOpInterface` hooks of an op name that naming calls, null where the op keeps the
 * do-nothing default (not calling those saves a call per op).
 */
class NamingHooks {
  constructor(
    readonly resultNames: OpAsmModel['getAsmResultNames'] | null,
    readonly blockNames: OpAsmModel['getAsmBlockNames'] | null,
    readonly blockArgumentNames: OpAsmModel['getAsmBlockArgumentNames'] | null,
  ) {}
}

/** The hooks of ops without an `OpAsmOpInterface` model, or whose model names nothing. */
const NO_NAMING_HOOKS = new NamingHooks(null, null, null);

function namingHooksOf(name: OperationName): NamingHooks {
  const model = name.info?.getInterface<OpAsmModel>(OpAsmOpInterface.key) ?? null;
  if (model === null) return NO_NAMING_HOOKS;
  const { getAsmResultNames, getAsmBlockNames, getAsmBlockArgumentNames } = model;
  const hooks = new NamingHooks(
    getAsmResultNames === noResultNames ? null : getAsmResultNames,
    getAsmBlockNames === noBlockNames ? null : getAsmBlockNames,
    getAsmBlockArgumentNames === noBlockArgumentNames ? null : getAsmBlockArgumentNames,
  );
  return hooks.resultNames === null &&
    hooks.blockNames === null &&
    hooks.blockArgumentNames === null
    ? NO_NAMING_HOOKS
    : hooks;
}

/** Naming for printing flags off the default path. */
export interface NamingOptions {
  /**
   * MLIR's numbering for `printValueUsers`: ops without results take a number too (`// id: %4`),
   * so that a comment can name every user. Use with a state that is not lazy: comments name users
   * anywhere in the tree.
   */
  readonly numberOperations?: boolean;
  /**
   * MLIR's `useNameLocAsPrefix`: a value whose location holds a `NameLoc` is named after it, in
   * place of the name an op's hook proposes, of `argN` or of a number.
   */
  readonly nameLocPrefix?: boolean;
}

export const DEFAULT_NAMING: NamingOptions = {};

/** The name of the first `NameLoc` in `location` (itself, then its parts in order), or null. */
function nameLocName(location: Location): string | null {
  if (location instanceof NameLoc) return location.name;
  if (location instanceof CallSiteLoc)
    return nameLocName(location.callee) ?? nameLocName(location.caller);
  if (location instanceof FusedLoc) {
    for (const part of location.locations) {
      const name = nameLocName(part);
      if (name !== null) return name;
    }
  }
  return null;
}

export class SSANameState {
  // The printed name of every named value (`%0`, `%c0_i32`, `%0#1`) is built once and kept in the
  // value's `printName` slot, owned by this state; see `nameValue`. Block labels are kept likewise
  // in the block's `printInfo` slot; see `setBlockInfo`.
  /**
   * Names this state held in slots that a nested naming state (a print started while this one is
   * in use, e.g. for a diagnostic) took over; consulted only when a slot is no longer ours.
   */
  private readonly displacedNames = new Map<Value, string>();
  private readonly displacedBlockInfos = new Map<Block, BlockInfo>();
  /** Whether printing may still ask for names; see {@link release}. */
  private active = true;
  /** The name of the head of each result group of a multi-result op, without `#N` (for `%0:2 = `). */
  private readonly groupNames = new Map<Value, string>();
  /** For ops whose results were named in several groups: the sorted first result number of each group. */
  private readonly opResultGroups = new Map<Operation, number[]>();
  private readonly usedNames = new UsedNames();
  /** The naming hooks of each op name met so far. */
  private readonly hooksByName = new Map<OperationName, NamingHooks>();
  /** In a whole-tree naming: the regions of the ops of the region being named, in order. */
  private readonly nestedRegions: Region[] = [];
  /** With `numberOperations`: the number of each op without results; null otherwise. */
  private readonly operationIds: Map<Operation, string> | null = null;
  /** See {@link NamingOptions.nameLocPrefix}. */
  private readonly nameLocPrefix: boolean;
  private nextValueId = 0;
  private nextArgumentId = 0;
  private nextConflictId = 0;
  /**
   * While an op's result-naming hook runs: the first result number of each group so far. Result
   * groups are rare: the list is made only when the hook names a result after the first.
   */
  private resultGroups: number[] | null = null;
  // The callbacks handed to ops' naming hooks, made once rather than per op.
  private readonly nameFromHook = (value: Value, name: string): void =>
    this.setValueName(value, this.nameLocPrefix ? (nameLocName(value.location) ?? name) : name);
  private readonly nameResultFromHook = (result: Value, name: string): void => {
    this.setValueName(result, this.nameLocPrefix ? (nameLocName(result.location) ?? name) : name);
    if (result instanceof OpResult && result.resultNumber !== 0)
      (this.resultGroups ??= [0]).push(result.resultNumber);
  };
  /**
   * In a lazy state (see the constructor): the chain of regions named last, from the root (null)
   * down, and the naming state each ended with; null in a state that named the whole tree at once.
   */
  private readonly lazyRegions: (Region | null)[] | null = null;
  private readonly lazyEnds: RegionEndState[] | null = null;
  /** The whole-tree state that took over from a lazy one; see {@link nameRegion}. */
  private eager: SSANameState | null = null;
  /** Whether a naming hook has named a block: until then no block has a name to keep. */
  private blockNamedByHook = false;
  private readonly nameBlockFromHook = (block: Block, name: string): void => {
    this.blockNamedByHook = true;
    this.setBlockInfo(block, { ordering: -1, name: `^${sanitizeIdentifier(name)}` });
  };

  /**
   * Names everything defined in `op`'s regions (and `op`'s own results). `useNameHooks` is false for
   * the generic form, where ops' naming hooks are not consulted (as in MLIR).
   */
  constructor(
    private readonly root: Operation,
    private readonly useNameHooks: boolean,
    /**
     * MLIR's `printUniqueSSAIDs`, implied by the generic form: counters are not restored between
     * sibling regions, so every value gets a distinct number.
     */
    uniqueIds = !useNameHooks,
    /**
     * Name each region only when the printer enters it ({@link enterRegion}) or first asks for a
     * name defined in it, instead of walking the whole tree first: the region's ops are then still
     * in the CPU caches when they are printed. Not with `uniqueIds`, whose numbering follows MLIR's
     * walk order rather than the print order.
     */
    lazy = false,
    /** Naming choices of printing flags that the default print does not make. */
    private readonly options: NamingOptions = DEFAULT_NAMING,
  ) {
    if (options.numberOperations === true) this.operationIds = new Map();
    this.nameLocPrefix = options.nameLocPrefix === true;
    const op = root;
    const top = this.endState(0);
    if (lazy && !uniqueIds) {
      this.numberValuesInOp(op, op.results, useNameHooks ? this.hooksOf(op.name) : NO_NAMING_HOOKS);
      this.lazyRegions = [null];
      this.lazyEnds = [top];
      return;
    }
    // Regions waiting to be named, each with the state its naming starts from (a parallel stack).
    const pending: Region[] = [];
    const pendingStarts: RegionEndState[] = [];
    for (const region of op.regions) {
      pending.push(region);
      pendingStarts.push(top);
    }
    this.numberValuesInOp(op, op.results, useNameHooks ? this.hooksOf(op.name) : NO_NAMING_HOOKS);
    const nested = this.nestedRegions;
    while (pending.length > 0) {
      const region = pending.pop()!;
      const start = pendingStarts.pop()!;
      if (!uniqueIds) {
        this.nextValueId = start.nextValueId;
        this.nextArgumentId = start.nextArgumentId;
        this.nextConflictId = start.nextConflictId;
      }
      while (this.usedNames.depth > start.scopeDepth) this.usedNames.popScope();
      this.usedNames.pushScope();
      this.numberValuesInRegion(region);
      if (nested.length === 0) continue;
      // Queued after the whole region is named: nested regions continue from its final counters.
      const end = this.endState(this.usedNames.depth);
      for (let i = 0; i < nested.length; i++) {
        pending.push(nested[i]!);
        pendingStarts.push(end);
      }
      nested.length = 0;
    }
  }

  /** The printed name of `value` (`%0`, `%arg1`, `%c0_i32`, or `%0#1` in a result group). */
  getValueName(value: Value): string {
    // Printers of invalid IR may ask for a missing value (undefined): it prints as unknown too.
    if (value?.printNameOwner === this) return value.printName;
    if (this.lazyRegions !== null && value !== undefined) {
      if (this.eager === null) this.nameRegion(regionOfValue(value));
      const eager = this.eager as SSANameState | null; // nameRegion may have set it
      if (eager !== null) return eager.getValueName(value);
      if (value.printNameOwner === this) return value.printName;
    }
    return this.displacedNames.get(value) ?? '<<UNKNOWN SSA VALUE>>';
  }

  /**
   * In a lazy state, names `region` (and makes the names of its ancestors the ones in use) unless
   * it is named already; the printer calls this before it prints a region.
   */
  enterRegion(region: Region): void {
    if (this.lazyRegions !== null && this.eager === null) this.nameRegion(region);
  }

  /**
   * Names `region` as the whole-tree walk would: from the counters its parent region ended with,
   * with the names of its ancestor regions in use. The regions named last form a chain from the
   * root (`lazyRegions`); the parent region is found on it, the regions above it are left. A
   * region whose parent region is not on the chain (a printer reaching into a region it is not
   * printing) ends the lazy naming: a whole-tree naming state answers from then on, with the
   * same names.
   */
  private nameRegion(region: Region | null): void {
    const chain = this.lazyRegions!;
    const front = region?.front ?? null;
    if (region === null || front === null) return;
    const known = this.blockInfoOf(front);
    if (known !== undefined && known.ordering >= 0) return; // named already
    const parentOp = region.parentOp;
    if (parentOp === null) return;
    const parentRegion = parentOp === this.root ? null : parentOp.getParentRegion();
    let level = chain.length - 1;
    while (level >= 0 && chain[level] !== parentRegion) level--;
    if (level < 0 || (parentRegion === null && parentOp !== this.root)) {
      // The new state takes every slot over (without saving this state's names, never asked for
      // again) and gives each value the name it has here.
      this.active = false;
      this.eager = new SSANameState(this.root, this.useNameHooks, false, false, this.options);
      return;
    }
    while (chain.length > level + 1) {
      chain.pop();
      this.lazyEnds!.pop();
      this.usedNames.popScope();
    }
    const start = this.lazyEnds![level]!;
    this.nextValueId = start.nextValueId;
    this.nextArgumentId = start.nextArgumentId;
    this.nextConflictId = start.nextConflictId;
    this.usedNames.pushScope();
    this.numberValuesInRegion(region);
    chain.push(region);
    this.lazyEnds!.push(this.endState(this.usedNames.depth));
  }

  /** Says printing is done: later naming states may take this state's slots without saving them. */
  release(): void {
    this.active = false;
    this.eager?.release();
  }

  private hasName(value: Value): boolean {
    if (value.printNameOwner === this) return true;
    // Names are displaced only by a print nested in this one: usually there is nothing to look up.
    return this.displacedNames.size !== 0 && this.displacedNames.has(value);
  }

  private nameValue(value: Value, name: string): void {
    const owner = value.printNameOwner;
    if (owner !== this && owner !== null && (owner as SSANameState).active)
      (owner as SSANameState).displacedNames.set(value, value.printName);
    value.printName = name;
    value.printNameOwner = this;
  }

  /** The name a result group starting at `head` is defined with: `%0` in `%0:2 = `. */
  getResultGroupName(head: OpResult): string {
    // Asked first, so that a lazy state names the head's region.
    const name = this.getValueName(head);
    if (this.eager !== null) return this.eager.getResultGroupName(head);
    return this.groupNames.get(head) ?? name;
  }

  getBlockInfo(block: Block): BlockInfo {
    let info = this.blockInfoOf(block);
    if ((info === undefined || info.ordering < 0) && this.lazyRegions !== null) {
      if (this.eager === null) this.nameRegion(block.parent);
      if (this.eager !== null) return this.eager.getBlockInfo(block);
      info = this.blockInfoOf(block);
    }
    return info ?? { ordering: -1, name: '<<UNKNOWN SSA VALUE>>' };
  }

  private blockInfoOf(block: Block): BlockInfo | undefined {
    if (block.printInfoOwner === this) return block.printInfo!;
    return this.displacedBlockInfos.size === 0 ? undefined : this.displacedBlockInfos.get(block);
  }

  /** {@link nameValue} for a block's label. */
  private setBlockInfo(block: Block, info: BlockInfo): void {
    const owner = block.printInfoOwner;
    if (owner !== this && owner !== null && (owner as SSANameState).active)
      (owner as SSANameState).displacedBlockInfos.set(block, block.printInfo!);
    block.printInfo = info;
    block.printInfoOwner = this;
  }

  /** The number of an op without results (only with `numberOperations`), as `%4`. */
  getOperationId(op: Operation): string {
    return this.operationIds?.get(op) ?? '<<UNKNOWN OPERATION>>';
  }

  /** The first result number of each result group of `op`, when it has more than one group. */
  getOpResultGroups(op: Operation): readonly number[] | undefined {
    if (this.lazyRegions !== null) {
      const results = op.results;
      if (results.length !== 0) this.getValueName(results[0]!);
      if (this.eager !== null) return this.eager.getOpResultGroups(op);
    }
    return this.opResultGroups.get(op);
  }

  private endState(scopeDepth: number): RegionEndState {
    return {
      nextValueId: this.nextValueId,
      nextArgumentId: this.nextArgumentId,
      nextConflictId: this.nextConflictId,
      scopeDepth,
    };
  }

  private numberValuesInRegion(region: Region): void {
    const parent = region.parentOp;
    if (parent !== null && this.useNameHooks)
      this.hooksOf(parent.name).blockArgumentNames?.(parent, region, this.nameFromHook);
    let nextBlockId = 0;
    for (let block = region.front; block !== null; block = block.nextNode) {
      const ordering = nextBlockId++;
      // Only a naming hook gives a block another name than `^bbN`.
      const named = this.blockNamedByHook ? this.blockInfoOf(block) : undefined;
      this.setBlockInfo(
        block,
        named === undefined ? defaultBlockInfo(ordering) : { ordering, name: named.name },
      );
      this.numberValuesInBlock(block, ordering === 0);
    }
  }

  private numberValuesInBlock(block: Block, isEntry: boolean): void {
    const args = block.arguments;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      if (this.hasName(arg)) continue;
      const name = isEntry ? `arg${this.nextArgumentId++}` : '';
      this.setValueName(arg, this.nameLocPrefix ? (nameLocName(arg.location) ?? name) : name);
    }
    const nested = this.nestedRegions;
    // A lazy state names a region's nested regions when they are printed, not after the region.
    const collectNested = this.lazyRegions === null;
    const useNameHooks = this.useNameHooks;
    const nameLocPrefix = this.nameLocPrefix;
    for (let op = block.firstOp; op !== null; op = op.nextNode) {
      // Each op field is read once here: ops of different classes have different hidden classes,
      // so every read of an op field in this shared code is a megamorphic lookup.
      const results = op.results;
      const hooks = useNameHooks ? this.hooksOf(op.name) : NO_NAMING_HOOKS;
      // The common case, an op with one result and no naming hook, inline: its result cannot have
      // a name yet (only hooks name values ahead of the walk).
      if (results.length === 1 && hooks === NO_NAMING_HOOKS && !nameLocPrefix)
        this.nameValue(results[0]!, numberedName(this.nextValueId++));
      else if (results.length !== 0 || hooks.blockNames !== null || this.operationIds !== null)
        this.numberValuesInOp(op, results, hooks);
      if (!collectNested) continue;
      const regions = op.regions;
      for (let i = 0; i < regions.length; i++) nested.push(regions[i]!);
    }
  }

  /** The naming hooks of ops named `name`, looked up once per name. */
  private hooksOf(name: OperationName): NamingHooks {
    let hooks = this.hooksByName.get(name);
    if (hooks === undefined) {
      hooks = namingHooksOf(name);
      this.hooksByName.set(name, hooks);
    }
    return hooks;
  }

  private numberValuesInOp(op: Operation, results: readonly OpResult[], hooks: NamingHooks): void {
    let groups = null as number[] | null;
    if (hooks.blockNames !== null) hooks.blockNames(op, this.nameBlockFromHook);
    if (hooks.resultNames !== null && results.length !== 0) {
      this.resultGroups = null;
      hooks.resultNames(op, this.nameResultFromHook);
      groups = this.resultGroups;
    }
    const numResults = results.length;
    if (numResults === 0) {
      if (this.operationIds !== null && !this.operationIds.has(op))
        this.operationIds.set(op, numberedName(this.nextValueId++));
      return;
    }
    const first = results[0]!;
    if (!this.hasName(first)) {
      const name = this.nameLocPrefix ? nameLocName(op.location) : null;
      if (name !== null) this.setValueName(first, name);
      else this.nameValue(first, numberedName(this.nextValueId++));
    }
    if (numResults === 1) return;
    if (groups !== null)
      this.opResultGroups.set(
        op,
        groups.sort((a, b) => a - b),
      );
    this.nameResultGroups(results, groups ?? [0]);
  }

  /**
   * Gives each result of a multi-result op its final name: a result alone in its group keeps its
   * own name, the others are `head#N` with N their position in the group.
   */
  private nameResultGroups(results: readonly OpResult[], groups: readonly number[]): void {
    const numResults = results.length;
    for (let g = 0; g < groups.length; g++) {
      const start = groups[g]!;
      const end = g + 1 < groups.length ? groups[g + 1]! : numResults;
      if (end <= start) continue;
      const head = results[start]!;
      const headName = this.getValueName(head);
      this.groupNames.set(head, headName);
      if (end - start === 1) continue;
      for (let i = start; i < end; i++) this.nameValue(results[i]!, `${headName}#${i - start}`);
    }
  }

  private setValueName(value: Value, name: string): void {
    this.nameValue(
      value,
      name === '' ? numberedName(this.nextValueId++) : '%' + this.uniqueValueName(name),
    );
  }

  private uniqueValueName(proposed: string): string {
    let name = sanitizeIdentifier(proposed);
    if (this.usedNames.has(name)) {
      let probe: string;
      do probe = `${name}_${this.nextConflictId++}`;
      while (this.usedNames.has(probe));
      name = probe;
    }
    this.usedNames.add(name);
    return name;
  }
}

/** The region a value is defined in, or null for a detached one. */
function regionOfValue(value: Value): Region | null {
  if (value instanceof OpResult) return value.owner.parentBlock?.parent ?? null;
  return (value as BlockArgument).owner.parent;
}

/**
 * `%N` by N, for the first {@link NUMBERED_NAME_CACHE} numbers: every function numbers its values
 * from 0 again, so a module prints the same few thousand names over and over.
 */
const numberedNames: string[] = [];
const NUMBERED_NAME_CACHE = 1 << 16;

function numberedName(n: number): string {
  if (n >= NUMBERED_NAME_CACHE) return '%' + n;
  return (numberedNames[n] ??= '%' + n);
}

/** `^bbN` infos by N, shared by every naming state: they are immutable and most blocks have one. */
const defaultBlockInfos: BlockInfo[] = [];

function defaultBlockInfo(ordering: number): BlockInfo {
  return (defaultBlockInfos[ordering] ??= { ordering, name: `^bb${ordering}` });
}

function isAlphaNumeric(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Characters kept as they are in a name besides letters and digits. */
function isAllowedPunctuation(c: number): boolean {
  return c === 36 /* $ */ || c === 46 /* . */ || c === 95 /* _ */ || c === 45; /* - */
}

/**
 * Makes `name` a valid suffix of `%`/`^`, as MLIR does: a space becomes `_`, other invalid characters
 * their hex code (of each UTF-8 byte), and a leading digit gets a `_` so it cannot clash with numbers.
 */
export function sanitizeIdentifier(name: string): string {
  const leadingDigit = name.length > 0 && name.charCodeAt(0) >= 48 && name.charCodeAt(0) <= 57;
  let valid = !leadingDigit;
  for (let i = 0; valid && i < name.length; i++) {
    const c = name.charCodeAt(i);
    valid = isAlphaNumeric(c) || isAllowedPunctuation(c);
  }
  if (valid) return name;
  let out = leadingDigit ? '_' : '';
  for (const byte of new TextEncoder().encode(name)) {
    if (isAlphaNumeric(byte) || isAllowedPunctuation(byte)) out += String.fromCharCode(byte);
    else if (byte === 32) out += '_';
    else out += byte.toString(16).toUpperCase();
  }
  return out;
}
