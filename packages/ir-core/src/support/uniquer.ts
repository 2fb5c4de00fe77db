/**
 * Uniquing of immutable storage objects (types, attributes, locations).
 *
 * Every structurally distinct value is created once per context, so structural equality is `===`.
 * Keys are strings built from a kind tag and the parts' ids (see {@link Uniqued.uid}); building a
 * key never walks a nested structure twice because the parts are already uniqued.
 */
export class StorageUniquer {
  private readonly table = new Map<string, unknown>();
  private nextUid = 1;

  /** Returns the object stored under `key`, creating it with `create(uid)` the first time. */
  get<T>(key: string, create: (uid: number) => T): T {
    const found = this.table.get(key);
    if (found !== undefined) return found as T;
    const made = create(this.nextUid++);
    this.table.set(key, made);
    return made;
  }

  /** How many objects this uniquer holds (for tests and statistics). */
  get size(): number {
    return this.table.size;
  }
}

/** Base of everything a {@link StorageUniquer} creates: a context-unique small integer. */
export interface Uniqued {
  /** Unique within the owning context; used to build the keys of composite objects. */
  readonly uid: number;
}
