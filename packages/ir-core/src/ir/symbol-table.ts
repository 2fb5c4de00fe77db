import { StringAttr, SymbolRefAttr } from '../attributes/builtin-attributes.js';
import type { Operation } from './operation.js';
import type { OperationName } from './operation-name.js';
import type { Region } from './region.js';
import { replaceSymbolRefs, symbolRefsOf } from './symbol-uses.js';
import { CoreTraits, type SymbolUserModel } from './traits.js';

export type SymbolVisibility = 'public' | 'private' | 'nested';

/** One reference to a symbol: the op holding it and the reference itself. */
export interface SymbolUse {
  readonly user: Operation;
  readonly symbolRef: SymbolRefAttr;
}

/** A symbol given by op or by name. */
export type SymbolSpec = Operation | string;

const SYMBOL_ATTR_NAME = 'sym_name';
const VISIBILITY_ATTR_NAME = 'sym_visibility';

/** The symbol name of `op` if it has one. */
function nameIfSymbol(op: Operation): string | null {
  const attr = op.getAttr(SYMBOL_ATTR_NAME);
  return attr instanceof StringAttr ? attr.value : null;
}

/** An op that may be a symbol table we know nothing about: unregistered, of no loaded dialect, one region. */
function isPotentiallyUnknownSymbolTable(op: Operation): boolean {
  return op.regions.length === 1 && op.name.getDialect() === undefined;
}

/**
 * Visits the ops in `regions` and below, without entering ops that are symbol tables (their
 * references mean something else). `visit` returns false to stop; the walk then answers false.
 */
function walkSymbolTableScope(
  regions: readonly Region[],
  visit: (op: Operation) => boolean,
): boolean {
  const pending = [...regions];
  while (pending.length !== 0) {
    const region = pending.pop()!;
    for (let block = region.firstBlock; block !== null; block = block.nextNode) {
      for (let op = block.firstOp; op !== null; op = op.nextNode) {
        if (!visit(op)) return false;
        if (!op.hasTrait(CoreTraits.SymbolTable))
          for (const nested of op.regions) pending.push(nested);
      }
    }
  }
  return true;
}

/** Whether `prefix` is `ref` or a leading part of it (`@a` of `@a::@b`). */
function isReferencePrefixOf(prefix: SymbolRefAttr, ref: SymbolRefAttr): boolean {
  if (prefix.rootReference !== ref.rootReference) return false;
  if (prefix.nestedReferences.length > ref.nestedReferences.length) return false;
  return prefix.nestedReferences.every((name, i) => ref.nestedReferences[i] === name);
}

/** A reference valid within some regions: where to look for uses of a symbol, and how they spell it. */
interface SymbolScope {
  ref: SymbolRefAttr;
  regions: readonly Region[];
}

/**
 * The scopes in which `symbol` can be referenced, from its own symbol table (`@sym`) up to `limit`
 * (`@outer::@sym` in the table enclosing that one, and so on). Empty when `symbol` is not nested in
 * `limit` through symbol tables that are themselves named symbols.
 */
function scopesOf(symbol: SymbolSpec, limit: Operation | Region): SymbolScope[] | null {
  const limitRegions = 'regions' in limit ? limit.regions : [limit];
  if (typeof symbol === 'string') {
    const context = 'regions' in limit ? limit.context : limit.parentOp?.context;
    if (context === undefined) return null;
    return [{ ref: SymbolRefAttr.get(context, symbol), regions: limitRegions }];
  }
  const name = nameIfSymbol(symbol);
  if (name === null) return null;
  const limitOp = 'regions' in limit ? limit : limit.parentOp;
  const scopes: SymbolScope[] = [];
  let table = symbol.getParentOp();
  const nested: string[] = [];
  let root = name;
  while (table !== null) {
    if (!table.hasTrait(CoreTraits.SymbolTable)) return null;
    const ref = SymbolRefAttr.get(symbol.context, root, [...nested]);
    if (table === limitOp) {
      scopes.push({ ref, regions: limitRegions });
      return scopes;
    }
    // A region limit inside `table` is narrower than the table itself.
    if (!('regions' in limit) && table.isProperAncestor(limit.parentOp!)) {
      scopes.push({ ref, regions: limitRegions });
      return scopes;
    }
    scopes.push({ ref, regions: table.regions });
    const tableName = nameIfSymbol(table);
    if (tableName === null) return scopes;
    nested.unshift(root);
    root = tableName;
    table = table.getParentOp();
  }
  // `limit` does not enclose the symbol: no reference to it can be spelled there.
  return [];
}

/**
 * The symbols directly inside a symbol-table op (MLIR's `SymbolTable`), with the static helpers on
 * symbols, visibility, lookup through nested references (`@a::@b`) and symbol uses.
 */
export class SymbolTable {
  static readonly symbolAttrName = SYMBOL_ATTR_NAME;
  static readonly visibilityAttrName = VISIBILITY_ATTR_NAME;

  private readonly table = new Map<string, Operation>();
  private uniquingCounter = 0;

  /** `op` must have the SymbolTable trait and one region with one block (a programmer error otherwise). */
  constructor(readonly op: Operation) {
    if (!op.hasTrait(CoreTraits.SymbolTable))
      throw new Error(`'${op.name.identifier}' is not a symbol table`);
    const block =
      op.regions.length === 1 && op.regions[0]!.hasOneBlock() ? op.regions[0]!.firstBlock! : null;
    if (block === null) throw new Error('a symbol table needs exactly one region with one block');
    for (let child = block.firstOp; child !== null; child = child.nextNode) {
      const name = nameIfSymbol(child);
      if (name !== null && !this.table.has(name)) this.table.set(name, child);
    }
  }

  /** The symbol named `name`, or null. */
  lookup(name: string | StringAttr): Operation | null {
    return this.table.get(typeof name === 'string' ? name : name.value) ?? null;
  }

  /**
   * Adds `symbol` to the table, inserting it into the body (before `before`, else at the end but
   * before a terminator) if it is in no block, and renaming it `name_N` if its name is taken.
   * Returns its final name.
   */
  insert(symbol: Operation, before: Operation | null = null): StringAttr {
    const body = this.op.regions[0]!.firstBlock!;
    if (symbol.parentBlock === null) {
      let point = before;
      const last = body.lastOp;
      if (point === null && last !== null && last.hasTrait(CoreTraits.IsTerminator)) point = last;
      body.insertAt(symbol, point);
    }
    if (symbol.getParentOp() !== this.op)
      throw new Error('the symbol is already inserted in another op');
    const name = SymbolTable.getSymbolName(symbol);
    if (name === null) throw new Error('inserting an op without a symbol name');
    const holder = this.table.get(name.value);
    if (holder === undefined || holder === symbol) {
      this.table.set(name.value, symbol);
      return name;
    }
    let candidate: string;
    do candidate = `${name.value}_${this.uniquingCounter++}`;
    while (this.table.has(candidate));
    this.table.set(candidate, symbol);
    SymbolTable.setSymbolName(symbol, candidate);
    return SymbolTable.getSymbolName(symbol)!;
  }

  /** Forgets `symbol` (it stays in the IR). */
  remove(symbol: Operation): void {
    const name = nameIfSymbol(symbol);
    if (name !== null && this.table.get(name) === symbol) this.table.delete(name);
  }

  /** Forgets `symbol` and erases it. */
  erase(symbol: Operation): void {
    this.remove(symbol);
    symbol.erase();
  }

  /** Renames `symbol` to `to` (which must be free) and updates the uses below the table. */
  rename(symbol: Operation, to: string): boolean {
    if (this.table.has(to)) throw new Error(`symbol '${to}' already exists`);
    if (!SymbolTable.replaceAllSymbolUses(symbol, to, this.op)) return false;
    this.remove(symbol);
    SymbolTable.setSymbolName(symbol, to);
    this.insert(symbol);
    return true;
  }

  // ---- Symbols ----------------------------------------------------------------------------------

  static getSymbolName(symbol: Operation): StringAttr | null {
    const attr = symbol.getAttr(SYMBOL_ATTR_NAME);
    return attr instanceof StringAttr ? attr : null;
  }

  static setSymbolName(symbol: Operation, name: string | StringAttr): void {
    symbol.setAttr(
      SYMBOL_ATTR_NAME,
      typeof name === 'string' ? StringAttr.get(symbol.context, name) : name,
    );
  }

  /** `public` unless a `sym_visibility` attribute says `private` or `nested`. */
  static getSymbolVisibility(symbol: Operation): SymbolVisibility {
    const attr = symbol.getAttr(VISIBILITY_ATTR_NAME);
    if (attr instanceof StringAttr && (attr.value === 'private' || attr.value === 'nested'))
      return attr.value;
    return 'public';
  }

  /** Sets the visibility; public is the default, so it removes the attribute. */
  static setSymbolVisibility(symbol: Operation, visibility: SymbolVisibility): void {
    if (visibility === 'public') symbol.removeAttr(VISIBILITY_ATTR_NAME);
    else symbol.setAttr(VISIBILITY_ATTR_NAME, StringAttr.get(symbol.context, visibility));
  }

  /** The closest op with the SymbolTable trait at or above `from`; null past an unknown possible table. */
  static getNearestSymbolTable(from: Operation): Operation | null {
    let op: Operation | null = from;
    while (op !== null) {
      if (isPotentiallyUnknownSymbolTable(op)) return null;
      if (op.hasTrait(CoreTraits.SymbolTable)) return op;
      op = op.getParentOp();
    }
    return null;
  }

  /** The symbol `symbol` names inside `tableOp` (following nested references); null when not found. */
  static lookupSymbolIn(
    tableOp: Operation,
    symbol: string | StringAttr | SymbolRefAttr,
  ): Operation | null {
    if (!(symbol instanceof SymbolRefAttr))
      return lookupDirect(tableOp, typeof symbol === 'string' ? symbol : symbol.value);
    const path = SymbolTable.lookupSymbolPathIn(tableOp, symbol);
    return path === null ? null : path[path.length - 1]!;
  }

  /** Every op along a nested reference (`@a::@b` gives `[a, b]`); null when some part is missing. */
  static lookupSymbolPathIn(tableOp: Operation, symbol: SymbolRefAttr): Operation[] | null {
    const path: Operation[] = [];
    let current = lookupDirect(tableOp, symbol.rootReference);
    for (const nested of symbol.nestedReferences) {
      if (current === null || !current.hasTrait(CoreTraits.SymbolTable)) return null;
      path.push(current);
      current = lookupDirect(current, nested);
    }
    if (current === null) return null;
    path.push(current);
    return path;
  }

  /** Looks `symbol` up in the nearest symbol table enclosing `from` (or `from` itself if it is one). */
  static lookupNearestSymbolFrom(
    from: Operation,
    symbol: string | StringAttr | SymbolRefAttr,
  ): Operation | null {
    const table = SymbolTable.getNearestSymbolTable(from);
    return table === null ? null : SymbolTable.lookupSymbolIn(table, symbol);
  }

  // ---- Uses -------------------------------------------------------------------------------------

  /**
   * Every symbol reference held by ops nested in `from` (and by `from` itself when it is an op),
   * without entering nested symbol tables. Null when an unknown op may hide a symbol table.
   */
  static getSymbolUses(from: Operation | Region): SymbolUse[] | null {
    const uses: SymbolUse[] = [];
    const collect = (op: Operation): boolean => {
      if (isPotentiallyUnknownSymbolTable(op)) return false;
      for (const symbolRef of symbolRefsOf(op)) uses.push({ user: op, symbolRef });
      return true;
    };
    if ('regions' in from) {
      if (!collect(from)) return null;
      if (from.hasTrait(CoreTraits.SymbolTable)) return uses;
      return walkSymbolTableScope(from.regions, collect) ? uses : null;
    }
    return walkSymbolTableScope([from], collect) ? uses : null;
  }

  /** The uses of `symbol` (an op, or a name in `from`'s table) within `from`; null when unknown. */
  static getSymbolUsesOf(symbol: SymbolSpec, from: Operation | Region): SymbolUse[] | null {
    const scopes = scopesOf(symbol, from);
    if (scopes === null) return null;
    const uses: SymbolUse[] = [];
    for (const scope of scopes) {
      const known = walkSymbolTableScope(scope.regions, (op) => {
        if (isPotentiallyUnknownSymbolTable(op)) return false;
        for (const symbolRef of symbolRefsOf(op))
          if (isReferencePrefixOf(scope.ref, symbolRef)) uses.push({ user: op, symbolRef });
        return true;
      });
      if (!known) return null;
    }
    return uses;
  }

  /** True only if `symbol` is certainly unused within `from`. */
  static symbolKnownUseEmpty(symbol: SymbolSpec, from: Operation | Region): boolean {
    const uses = SymbolTable.getSymbolUsesOf(symbol, from);
    return uses !== null && uses.length === 0;
  }

  /**
   * Rewrites every reference to `symbol` within `from` to use `newName` (keeping nested parts after
   * it). False when the uses cannot all be known.
   */
  static replaceAllSymbolUses(
    symbol: SymbolSpec,
    newName: string,
    from: Operation | Region,
  ): boolean {
    const scopes = scopesOf(symbol, from);
    if (scopes === null) return false;
    for (const scope of scopes) {
      const old = scope.ref;
      const renamed = (ref: SymbolRefAttr): SymbolRefAttr => {
        if (!isReferencePrefixOf(old, ref)) return ref;
        // The renamed symbol is the last part of `old`; it sits at the same position in `ref`.
        const position = old.nestedReferences.length;
        if (position === 0) return SymbolRefAttr.get(ref.context, newName, ref.nestedReferences);
        const nested = [...ref.nestedReferences];
        nested[position - 1] = newName;
        return SymbolRefAttr.get(ref.context, ref.rootReference, nested);
      };
      const known = walkSymbolTableScope(scope.regions, (op) => {
        if (isPotentiallyUnknownSymbolTable(op)) return false;
        for (const [name, value] of op.getAttrs()) {
          const replaced = replaceSymbolRefs(value, renamed);
          if (replaced !== value) op.setAttr(name, replaced);
        }
        return true;
      });
      if (!known) return false;
    }
    return true;
  }

  /**
   * Visits every symbol-table op at or below `op`, innermost first, telling whether all uses of its
   * symbols are visible (MLIR's `walkSymbolTables`). Iterative.
   */
  static walkSymbolTables(
    op: Operation,
    allSymUsesVisible: boolean,
    callback: (table: Operation, allUsesVisible: boolean) => void,
  ): void {
    interface Frame {
      op: Operation;
      visible: boolean;
      children: Operation[] | null;
      index: number;
    }
    const stack: Frame[] = [{ op, visible: allSymUsesVisible, children: null, index: 0 }];
    while (stack.length !== 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.children === null) {
        const isTable = frame.op.hasTrait(CoreTraits.SymbolTable);
        frame.visible = isTable
          ? frame.visible ||
            !frame.op.hasTrait(CoreTraits.Symbol) ||
            SymbolTable.getSymbolVisibility(frame.op) === 'private'
          : true;
        frame.children = [];
        for (const region of frame.op.regions)
          for (const block of region) for (const child of block) frame.children.push(child);
      }
      if (frame.index < frame.children.length) {
        stack.push({
          op: frame.children[frame.index++]!,
          visible: frame.visible,
          children: null,
          index: 0,
        });
        continue;
      }
      stack.pop();
      if (frame.op.hasTrait(CoreTraits.SymbolTable)) callback(frame.op, frame.visible);
    }
  }
}

/**
 * Symbol tables built once and reused across lookups (MLIR's `SymbolTableCollection`). Callers
 * that change symbols must {@link invalidateSymbolTable} the affected table.
 */
export class SymbolTableCollection {
  private readonly tables = new Map<Operation, SymbolTable>();

  /** The (cached) table of `tableOp`, which must have the SymbolTable trait. */
  getSymbolTable(tableOp: Operation): SymbolTable {
    let table = this.tables.get(tableOp);
    if (table === undefined) {
      table = new SymbolTable(tableOp);
      this.tables.set(tableOp, table);
    }
    return table;
  }

  invalidateSymbolTable(tableOp: Operation): void {
    this.tables.delete(tableOp);
  }

  /** As `SymbolTable.lookupSymbolIn`, through cached tables. */
  lookupSymbolIn(
    tableOp: Operation,
    symbol: string | StringAttr | SymbolRefAttr,
  ): Operation | null {
    if (!(symbol instanceof SymbolRefAttr))
      return this.lookupIn(tableOp, typeof symbol === 'string' ? symbol : symbol.value);
    let current = this.lookupIn(tableOp, symbol.rootReference);
    for (const nested of symbol.nestedReferences) {
      if (current === null || !current.hasTrait(CoreTraits.SymbolTable)) return null;
      current = this.lookupIn(current, nested);
    }
    return current;
  }

  /** As `SymbolTable.lookupNearestSymbolFrom`, through cached tables. */
  lookupNearestSymbolFrom(
    from: Operation,
    symbol: string | StringAttr | SymbolRefAttr,
  ): Operation | null {
    const tableOp = SymbolTable.getNearestSymbolTable(from);
    return tableOp === null ? null : this.lookupSymbolIn(tableOp, symbol);
  }

  /** A lookup that tolerates malformed tables (no region or block) by answering null. */
  private lookupIn(tableOp: Operation, name: string): Operation | null {
    if (tableOp.regions.length !== 1 || !tableOp.regions[0]!.hasOneBlock()) return null;
    return this.getSymbolTable(tableOp).lookup(name);
  }
}

/** The op named `name` directly in `tableOp`'s body, by scanning it (no table is built). */
function lookupDirect(tableOp: Operation, name: string): Operation | null {
  const region = tableOp.regions[0];
  const block = region?.firstBlock ?? null;
  if (block === null) return null;
  for (let op = block.firstOp; op !== null; op = op.nextNode)
    if (nameIfSymbol(op) === name) return op;
  return null;
}

/**
 * MLIR's verifier of the SymbolTable trait: one region with one block, and symbol names unique in
 * it ("redefinition of symbol named 'x'", with a note at the first definition), then the symbol
 * users below it. `checkUses` false skips the latter: for a caller (the IR verifier) that counted
 * no symbol user in the table while walking it.
 */
export function verifySymbolTable(op: Operation, checkUses = true): boolean {
  if (op.regions.length !== 1) {
    op.emitOpError("Operations with a 'SymbolTable' must have exactly one region");
    return false;
  }
  const region = op.regions[0]!;
  if (!region.hasOneBlock()) {
    op.emitOpError("Operations with a 'SymbolTable' must have exactly one block");
    return false;
  }
  const seen = new Map<string, Operation>();
  for (let child = region.firstBlock!.firstOp; child !== null; child = child.nextNode) {
    const name = nameIfSymbol(child);
    if (name === null) continue;
    const first = seen.get(name);
    if (first !== undefined) {
      child.emitError(`redefinition of symbol named '${name}'`, (diagnostic) =>
        diagnostic.attachNote('see existing symbol definition here', first.location),
      );
      return false;
    }
    seen.set(name, child);
  }
  return !checkUses || verifySymbolUsesBelow(op);
}

/** What the symbol-use check needs to know of the ops of one name. */
class SymbolScopeRole {
  constructor(
    readonly user: SymbolUserModel | null,
    readonly isTable: boolean,
  ) {}
}

/**
 * Symbol users below `tableOp` (not inside nested tables, which verify their own) check their
 * references, sharing one cache of tables. Visits ops as {@link walkSymbolTableScope} does, but
 * asks each op name (not each op) for its interface and trait: this walk covers the whole module.
 */
function verifySymbolUsesBelow(tableOp: Operation): boolean {
  const symbolTables = new SymbolTableCollection();
  const roles = new Map<OperationName, SymbolScopeRole>();
  const pending = [...tableOp.regions];
  while (pending.length !== 0) {
    const region = pending.pop()!;
    for (let block = region.firstBlock; block !== null; block = block.nextNode) {
      for (let op = block.firstOp; op !== null; op = op.nextNode) {
        let role = roles.get(op.name);
        if (role === undefined) {
          role = new SymbolScopeRole(
            op.getInterface<SymbolUserModel>(CoreTraits.SymbolUser),
            op.hasTrait(CoreTraits.SymbolTable),
          );
          roles.set(op.name, role);
        }
        if (role.user !== null && !role.user.verifySymbolUses(op, symbolTables)) return false;
        if (role.isTable) continue;
        const regions = op.regions;
        for (let i = 0; i < regions.length; i++) pending.push(regions[i]!);
      }
    }
  }
  return true;
}
