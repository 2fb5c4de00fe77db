/**
 * Uniquing of immutable storage objects (types, attributes, locations).
 *
 * Every structurally distinct value is created once per context, so structural equality is `===`.
 * The general table is keyed by strings built from a kind tag and the parts' ids (see
 * {@link Uniqued.uid}); building a key never walks a nested structure twice because the parts are
 * already uniqued. Kinds created in bulk whose key is a pair of small integers (a source location
 * per operation) use a numeric table instead: no key string is built, hashed or kept.
 */
export class StorageUniquer {
  private readonly table = new Map<string, unknown>();
  private readonly numericTables = new Map<string, Map<string, Map<number, unknown>>>();
  private numericCount = 0;
  private nextUid = 1;
  // The numeric table found last: a parse asks for the same one (its file's locations) per op.
  private lastKind = '';
  private lastName = '';
  private lastTable: Map<number, unknown> | null = null;

  /** Returns the object stored under `key`, creating it with `create(uid)` the first time. */
  get<T>(key: string, create: (uid: number) => T): T {
    const found = this.table.get(key);
    if (found !== undefined) return found as T;
    const made = create(this.nextUid++);
    this.table.set(key, made);
    return made;
  }

  /**
   * The numeric table of `kind` for `name` (created empty on first use); `name` separates tables of
   * one kind, such as the locations of each file. Look objects up in it with `Map.get`, and store a
   * new one with {@link insertNumeric}, so that it gets a uid.
   */
  numericTable(kind: string, name = ''): Map<number, unknown> {
    if (this.lastTable !== null && kind === this.lastKind && name === this.lastName)
      return this.lastTable;
    let byName = this.numericTables.get(kind);
    if (byName === undefined) {
      byName = new Map();
      this.numericTables.set(kind, byName);
    }
    let table = byName.get(name);
    if (table === undefined) {
      table = new Map();
      byName.set(name, table);
    }
    this.lastKind = kind;
    this.lastName = name;
    this.lastTable = table;
    return table;
  }

  /** Creates the object of `key` in `table` (which must not hold it yet) with `create(uid)`. */
  insertNumeric<T>(table: Map<number, unknown>, key: number, create: (uid: number) => T): T {
    const made = create(this.nextUid++);
    table.set(key, made);
    this.numericCount++;
    return made;
  }

  /** How many objects this uniquer holds (for tests and statistics). */
  get size(): number {
    return this.table.size + this.numericCount;
  }
}

/** Base of everything a {@link StorageUniquer} creates: a context-unique small integer. */
export interface Uniqued {
  /** Unique within the owning context; used to build the keys of composite objects. */
  readonly uid: number;
}
