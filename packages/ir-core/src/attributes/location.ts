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

/**
 * Point locations with a line below 2^18 and a column below 2^12 are uniqued in a table by line
 * (the location itself when its line has one, the list of them otherwise), other locations by a
 * string key. The parser makes one location per op, mostly one per line.
 */
type PointsByLine = (FileLineColLoc | FileLineColLoc[] | undefined)[];

function newPointTable(): PointsByLine {
  return [];
}

function isSmallPoint(line: number, column: number): boolean {
  return (
    (line | 0) === line &&
    line >= 0 &&
    line < 1 << 18 &&
    (column | 0) === column &&
    column >= 0 &&
    column < 1 << 12
  );
}

/**
 * `loc("file":line:col)`, or MLIR 22's ranges `"file":1:2 to :9` (same line) and
 * `"file":1:2 to 3:4`. A point (the parser's one location per op) stores no end: ranges are
 * instances of a subclass that does.
 */
export class FileLineColLoc extends Location {
  // Declared and assigned, not parameter properties: the parser makes one per op, and emitted
  // class fields would be defined one by one on each (see Attribute).
  declare readonly filename: string;
  declare readonly line: number;
  declare readonly column: number;

  protected constructor(
    context: MLIRContext,
    uid: number,
    filename: string,
    line: number,
    column: number,
  ) {
    super(context, uid);
    this.filename = filename;
    this.line = line;
    this.column = column;
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
    const isPoint = line === endLine && column === endColumn;
    if (isPoint && isSmallPoint(line, column)) {
      const uniquer = context.uniquer;
      const byLine = uniquer.sideTable('loc-file', filename, newPointTable);
      const entry = byLine[line];
      if (entry instanceof FileLineColLoc) {
        if (entry.column === column) return entry;
      } else if (entry !== undefined) {
        for (let i = 0; i < entry.length; i++) if (entry[i]!.column === column) return entry[i]!;
      }
      const uid = uniquer.newSideUid();
      const made = new FileLineColLoc(context, uid, filename, line, column);
      if (entry === undefined) byLine[line] = made;
      else if (entry instanceof FileLineColLoc) byLine[line] = [entry, made];
      else entry.push(made);
      return made;
    }
    const key = `loc-file|${line}:${column}:${endLine}:${endColumn}|${filename}`;
    return context.uniquer.get(key, (uid) =>
      isPoint
        ? new FileLineColLoc(context, uid, filename, line, column)
        : new FileLineColRange(context, uid, filename, line, column, endLine, endColumn),
    );
  }

  /** Line of the end of the range (the line of a point). */
  get endLine(): number {
    return this.line;
  }

  /** Column of the end of the range (the column of a point). */
  get endColumn(): number {
    return this.column;
  }

  get isRange(): boolean {
    return false;
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

/** A {@link FileLineColLoc} whose end differs from its start. */
class FileLineColRange extends FileLineColLoc {
  declare private readonly rangeEndLine: number;
  declare private readonly rangeEndColumn: number;

  constructor(
    context: MLIRContext,
    uid: number,
    filename: string,
    line: number,
    column: number,
    endLine: number,
    endColumn: number,
  ) {
    super(context, uid, filename, line, column);
    this.rangeEndLine = endLine;
    this.rangeEndColumn = endColumn;
  }

  override get endLine(): number {
    return this.rangeEndLine;
  }

  override get endColumn(): number {
    return this.rangeEndColumn;
  }

  override get isRange(): boolean {
    return true;
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
