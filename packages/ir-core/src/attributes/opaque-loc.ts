import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { Location } from './location.js';

/** Identities of the objects wrapped by opaque locations, for uniquing (objects have no address). */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;

function idOf(object: object): number {
  let id = objectIds.get(object);
  if (id === undefined) {
    id = nextObjectId++;
    objectIds.set(object, id);
  }
  return id;
}

/**
 * MLIR's `OpaqueLoc`: a location carrying an object of the client's own (a frontend's AST node,
 * say) that the IR does not understand, plus a fallback location for everything else. It prints
 * as its fallback, and diagnostics are shown at the fallback. Uniqued on the object's identity and
 * the fallback, as MLIR's is on the pointer, its type and the fallback.
 */
export class OpaqueLoc extends Location {
  private constructor(
    uid: number,
    /** The wrapped object. */
    readonly underlyingLocation: object,
    readonly fallbackLocation: Location,
  ) {
    super(fallbackLocation.context, uid);
  }

  static get(underlyingLocation: object, fallbackLocation: Location): OpaqueLoc {
    return fallbackLocation.context.uniquer.get(
      `loc-opaque|${idOf(underlyingLocation)}|${fallbackLocation.uid}`,
      (uid) => new OpaqueLoc(uid, underlyingLocation, fallbackLocation),
    );
  }

  /**
   * The object wrapped by `location` when it is an opaque location holding an instance of `kind`,
   * else null (MLIR's `getUnderlyingLocationOrNull<T>`, the class standing for the type id).
   */
  static getUnderlyingLocationOrNull<T extends object>(
    location: Location,
    kind: abstract new (...args: never[]) => T,
  ): T | null {
    if (!(location instanceof OpaqueLoc)) return null;
    const underlying = location.underlyingLocation;
    return underlying instanceof kind ? underlying : null;
  }

  printBody(printer: AttrTypePrinter): void {
    printer.printLocationBody(this.fallbackLocation);
  }
}
