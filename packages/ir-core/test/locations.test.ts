import { describe, expect, test } from 'vitest';
import {
  CallSiteLoc,
  FileLineColLoc,
  FusedLoc,
  Location,
  MLIRContext,
  NameLoc,
  StringAttr,
  UnknownLoc,
  parseAttribute,
} from './syntax/strata.js';

const ctx = () => new MLIRContext();

describe('locations', () => {
  test('unknown and file:line:col', () => {
    const c = ctx();
    expect(UnknownLoc.get(c).toString()).toBe('loc(unknown)');
    const loc = FileLineColLoc.get(c, 'a.mlir', 3, 7);
    expect(loc.toString()).toBe('loc("a.mlir":3:7)');
    expect(loc).toBe(FileLineColLoc.get(c, 'a.mlir', 3, 7));
    expect(loc).not.toBe(FileLineColLoc.get(c, 'a.mlir', 3, 8));
    expect(loc.isRange).toBe(false);
    expect(loc).toBeInstanceOf(Location);
  });

  test('points are uniqued per file, line and column, several columns on a line included', () => {
    const c = ctx();
    const points: [string, number, number][] = [
      ['a.mlir', 5, 1],
      ['a.mlir', 5, 9],
      ['a.mlir', 5, 4],
      ['b.mlir', 5, 1],
      ['a.mlir', 1, 1],
      ['a.mlir', 300000, 2],
      ['a.mlir', 6, 5000],
    ];
    const made = points.map(([f, l, col]) => FileLineColLoc.get(c, f, l, col));
    expect(new Set(made).size).toBe(points.length);
    const again = [...points].reverse().map(([f, l, col]) => FileLineColLoc.get(c, f, l, col));
    again.reverse().forEach((loc, i) => expect(loc).toBe(made[i]));
    made.forEach((loc, i) => expect([loc.filename, loc.line, loc.column]).toEqual(points[i]));
    const uids = made.map((loc) => loc.uid);
    expect(new Set(uids).size).toBe(points.length);
  });

  test('ranges print as MLIR 22 prints FileLineColRange', () => {
    const c = ctx();
    expect(FileLineColLoc.getRange(c, 'f', 1, 2, 1, 9).toString()).toBe('loc("f":1:2 to :9)');
    expect(FileLineColLoc.getRange(c, 'f', 1, 2, 3, 4).toString()).toBe('loc("f":1:2 to 3:4)');
    expect(FileLineColLoc.getRange(c, 'f', 1, 2, 1, 2)).toBe(FileLineColLoc.get(c, 'f', 1, 2));
  });

  test('names and call sites nest without repeating loc(...)', () => {
    const c = ctx();
    const file = FileLineColLoc.get(c, 'f', 1, 2);
    expect(NameLoc.get(c, 'x').toString()).toBe('loc("x")');
    expect(NameLoc.get(c, 'x', file).toString()).toBe('loc("x"("f":1:2))');
    expect(NameLoc.get(c, 'x', UnknownLoc.get(c))).toBe(NameLoc.get(c, 'x'));
    const call = CallSiteLoc.get(NameLoc.get(c, 'callee'), file);
    expect(call.toString()).toBe('loc(callsite("callee" at "f":1:2))');
  });

  test('fusion flattens, drops unknowns and repeats, and collapses trivial cases', () => {
    const c = ctx();
    const a = NameLoc.get(c, 'a');
    const b = NameLoc.get(c, 'b');
    const unknown = UnknownLoc.get(c);
    expect(FusedLoc.get(c, [])).toBe(unknown);
    expect(FusedLoc.get(c, [a])).toBe(a);
    expect(FusedLoc.get(c, [unknown, a, a])).toBe(a);
    const ab = FusedLoc.get(c, [a, b]);
    expect(ab.toString()).toBe('loc(fused["a", "b"])');
    expect(FusedLoc.get(c, [ab, a, unknown])).toBe(ab);
    const meta = StringAttr.get(c, 'm');
    expect(FusedLoc.get(c, [], meta).toString()).toBe('loc(fused<"m">[unknown])');
    expect(FusedLoc.get(c, [a], meta).toString()).toBe('loc(fused<"m">["a"])');
    expect(FusedLoc.get(c, [FusedLoc.get(c, [a, b], meta)]).toString()).toBe(
      'loc(fused<"m">["a", "b"])',
    );
    expect(FusedLoc.get(c, [FusedLoc.get(c, [a, b], meta), a]).toString()).toBe(
      'loc(fused[fused<"m">["a", "b"], "a"])',
    );
  });

  test('parse back to the same objects', () => {
    const c = ctx();
    for (const text of [
      'loc(unknown)',
      'loc("f":1:2)',
      'loc("f":1:2 to 3:4)',
      'loc("f":1:2 to :5)',
      'loc("n"("f":1:2))',
      'loc(callsite("a" at callsite("b" at "c":1:1)))',
      'loc(fused<"m">["a", "b"])',
    ]) {
      const loc = parseAttribute(text, c);
      expect(loc, text).toBeInstanceOf(Location);
      expect(loc!.toString()).toBe(text);
    }
    expect(parseAttribute('loc("f":7)', c)).toBe(FileLineColLoc.get(c, 'f', 7, 0));
  });

  test('location aliases resolve through the parser alias table', async () => {
    const { AttrTypeParser } = await import('./syntax/strata.js');
    const c = ctx();
    const parser = new AttrTypeParser(c, 'loc(callsite(#loc1 at "b"))');
    parser.state.attributeAliases.set('loc1', NameLoc.get(c, 'a'));
    expect(parser.parseAttribute()!.toString()).toBe('loc(callsite("a" at "b"))');
  });
});
