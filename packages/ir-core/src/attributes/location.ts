import type { MLIRContext } from '../context.js';
import type { AttrTypePrinter } from '../text/attr-type-printer.js';
import { Attribute } from './attribute.js';

/**
 * Base of source locations. Locations are attributes: uniqued, immutable, printable. At top level
 * they print as `loc(...)`; nested inside another location only their body is printed.
 */
export abstract class Location extends Attribute {
  /** Writes the location without the surrounding `loc(...)`. */
  abstract printBody(printer: AttrTypePrinter): void;

  print(printer: AttrTypePrinter): void {
    printer.write('loc(');
    this.printBody(printer);
    printer.write(')');
  }
}

/** `loc(unknown)`. */
export class UnknownLoc extends Location {
  static get(context: MLIRContext): UnknownLoc {
    return context.uniquer.get('loc-unknown', (uid) => new UnknownLoc(context, uid));
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('unknown');
  }
}

/** Point locations with a column below this (and a line below 2^18) have a numeric uniquing key. */
const POINT_COLUMNS = 1 << 12;

function isSmallPoint(line: number, column: number): boolean {
  // Integers in these ranges make distinct keys below 2^30: small integers (Smis) in V8's maps.
  return (
    (line | 0) === line &&
    line >= 0 &&
    line < 1 << 18 &&
    (column | 0) === column &&
    column >= 0 &&
    column < POINT_COLUMNS
  );
}

/**
 * `loc("file":line:col)`, or MLIR 22's ranges `"file":1:2 to :9` (same line) and
 * `"file":1:2 to 3:4`. An end equal to the start is not stored.
 */
export class FileLineColLoc extends Location {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly filename: string,
    readonly line: number,
    readonly column: number,
    readonly endLine: number,
    readonly endColumn: number,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, filename: string, line: number, column: number): FileLineColLoc {
    return FileLineColLoc.getRange(context, filename, line, column, line, column);
  }

  static getRange(
    context: MLIRContext,
    filename: string,
    line: number,
    column: number,
    endLine: number,
    endColumn: number,
  ): FileLineColLoc {
    // The parser makes one location per op: points in the usual range take the numeric table.
    if (line === endLine && column === endColumn && isSmallPoint(line, column)) {
      const uniquer = context.uniquer;
      const table = uniquer.numericTable('loc-file', filename);
      const key = line * POINT_COLUMNS + column;
      const found = table.get(key);
      if (found !== undefined) return found as FileLineColLoc;
      return uniquer.insertNumeric(
        table,
        key,
        (uid) => new FileLineColLoc(context, uid, filename, line, column, line, column),
      );
    }
    const key = `loc-file|${line}:${column}:${endLine}:${endColumn}|${filename}`;
    return context.uniquer.get(
      key,
      (uid) => new FileLineColLoc(context, uid, filename, line, column, endLine, endColumn),
    );
  }

  get isRange(): boolean {
    return this.endLine !== this.line || this.endColumn !== this.column;
  }

  printBody(printer: AttrTypePrinter): void {
    printer.printEscapedString(this.filename);
    printer.write(`:${this.line}:${this.column}`);
    if (!this.isRange) return;
    printer.write(
      this.endLine === this.line
        ? ` to :${this.endColumn}`
        : ` to ${this.endLine}:${this.endColumn}`,
    );
  }
}

/** `loc("name")` or `loc("name"(child))`: a named location. */
export class NameLoc extends Location {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly name: string,
    readonly childLoc: Location,
  ) {
    super(context, uid);
  }

  static get(
    context: MLIRContext,
    name: string,
    childLoc: Location = UnknownLoc.get(context),
  ): NameLoc {
    return context.uniquer.get(
      `loc-name|${childLoc.uid}|${name}`,
      (uid) => new NameLoc(context, uid, name, childLoc),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.printEscapedString(this.name);
    if (this.childLoc instanceof UnknownLoc) return;
    printer.write('(');
    printer.printLocationBody(this.childLoc);
    printer.write(')');
  }
}

/** `loc(callsite(callee at caller))`. */
export class CallSiteLoc extends Location {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly callee: Location,
    readonly caller: Location,
  ) {
    super(context, uid);
  }

  static get(callee: Location, caller: Location): CallSiteLoc {
    const context = callee.context;
    return context.uniquer.get(
      `loc-call|${callee.uid}|${caller.uid}`,
      (uid) => new CallSiteLoc(context, uid, callee, caller),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('callsite(');
    printer.printLocationBody(this.callee);
    printer.write(' at ');
    printer.printLocationBody(this.caller);
    printer.write(')');
  }
}

/** `loc(fused[a, b])` or `loc(fused<metadata>[a, b])`: several locations merged into one. */
export class FusedLoc extends Location {
  private constructor(
    context: MLIRContext,
    uid: number,
    readonly locations: readonly Location[],
    readonly metadata: Attribute | null,
  ) {
    super(context, uid);
  }

  /**
   * Fuses locations as MLIR does: nested fused locations with the same metadata are flattened,
   * unknown locations and repeats dropped; one location without metadata is returned as is, and
   * none gives `unknown` (or, with metadata, a fusion of `unknown`).
   */
  static get(
    context: MLIRContext,
    locations: readonly Location[],
    metadata: Attribute | null = null,
  ): Location {
    const kept = new Set<Location>();
    for (const location of locations) {
      if (location instanceof FusedLoc && location.metadata === metadata) {
        for (const inner of location.locations) kept.add(inner);
      } else if (!(location instanceof UnknownLoc)) kept.add(location);
    }
    if (kept.size === 0 && !metadata) return UnknownLoc.get(context);
    if (kept.size === 1 && !metadata) return kept.values().next().value!;
    const list = kept.size === 0 ? [UnknownLoc.get(context)] : [...kept];
    let key = `loc-fused|${metadata?.uid ?? ''}|`;
    for (const location of list) key += location.uid + ',';
    return context.uniquer.get(
      key,
      (uid) => new FusedLoc(context, uid, Object.freeze(list), metadata),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('fused');
    if (this.metadata) {
      printer.write('<');
      printer.printAttribute(this.metadata);
      printer.write('>');
    }
    printer.write('[');
    for (let i = 0; i < this.locations.length; i++) {
      if (i > 0) printer.write(', ');
      printer.printLocationBody(this.locations[i]!);
    }
    printer.write(']');
  }
}
