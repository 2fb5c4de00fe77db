/**
 * Uniquing of immutable storage objects (types, attributes, locations).
 *
 * Every structurally distinct value is created once per context, so structural equality is `===`.
 * The general table is keyed by strings built from a kind tag and the parts' ids (see
 * {@link Uniqued.uid}); building a key never walks a nested structure twice because the parts are
 * already uniqued. Kinds created in bulk (a source location per operation) keep their objects in
 * a side table shaped for their key instead (an array indexed by a small integer key, for example):
 * no key string is built, hashed or kept.
 */
export class StorageUniquer {
  private readonly table = new Map<string, unknown>();
  private readonly sideTables = new Map<string, Map<string, unknown>>();
  private readonly indexedTables = new Map<string, unknown[]>();
  private sideCount = 0;
  private nextUid = 1;
  // The side table found last: a parse asks for the same one (its file's locations) per op.
  private lastKind = '';
  private lastName = '';
  private lastTable: unknown = undefined;

  /** Returns the object stored under `key`, creating it with `create(uid)` the first time. */
  get<T>(key: string, create: (uid: number) => T): T {
    const found = this.table.get(key);
    if (found !== undefined) return found as T;
    const made = create(this.nextUid++);
    this.table.set(key, made);
    return made;
  }

  /**
   * The side table of `kind` for `name`, made by `create` on first use; `name` separates tables of
   * one kind, such as the locations of each file. The kind's storage class looks its objects up
   * there itself and gives each new one a uid from {@link newSideUid}.
   */
  sideTable<T>(kind: string, name: string, create: () => T): T {
    if (this.lastTable !== undefined && kind === this.lastKind && name === this.lastName)
      return this.lastTable as T;
    let byName = this.sideTables.get(kind);
    if (byName === undefined) {
      byName = new Map();
      this.sideTables.set(kind, byName);
    }
    let table = byName.get(name);
    if (table === undefined) {
      table = create();
      byName.set(name, table);
    }
    this.lastKind = kind;
    this.lastName = name;
    this.lastTable = table;
    return table as T;
  }

  /**
   * The table of `kind`'s objects indexed by a small non-negative integer (an integer width, a
   * set of flag bits), made on first use. The kind's storage class looks its objects up there
   * itself, as in a {@link sideTable}: the most frequent gets (`i32`, `index`) build no key string.
   */
  indexedTable<T>(kind: string): (T | undefined)[] {
    let table = this.indexedTables.get(kind);
    if (table === undefined) {
      table = [];
      this.indexedTables.set(kind, table);
    }
    return table as (T | undefined)[];
  }

  /** The uid of a new object stored in a side table (which it counts in {@link size}). */
  newSideUid(): number {
    this.sideCount++;
    return this.nextUid++;
  }

  /** How many objects this uniquer holds (for tests and statistics). */
  get size(): number {
    return this.table.size + this.sideCount;
  }
}

/** Base of everything a {@link StorageUniquer} creates: a context-unique small integer. */
export interface Uniqued {
  /** Unique within the owning context; used to build the keys of composite objects. */
  readonly uid: number;
}
