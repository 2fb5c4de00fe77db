import { describe, expect, it } from 'vitest';
import {
  Block,
  ModuleOp,
  type Operation,
  printOperation,
  Region,
  StringAttr,
  SymbolTable,
  UnknownLoc,
} from '@strata/ir-core';
import { eliminateDeadSymbols } from '@strata/transforms';
import { parseCollectingErrors } from './helpers.js';

describe('eliminateDeadSymbols', () => {
  it('erases unreferenced private modules and keeps referenced ones', () => {
    const { module } = parseCollectingErrors(`
      module @dead attributes {sym_visibility = "private"} {}
      module @live attributes {sym_visibility = "private"} {}
      "t.use"() {refs = [@live]} : () -> ()`);
    expect(eliminateDeadSymbols(module)).toBe(1);
    expect(SymbolTable.lookupSymbolIn(module, 'dead')).toBeNull();
    expect(SymbolTable.lookupSymbolIn(module, 'live')).not.toBeNull();
  });

  it('keeps public symbols of a module that has a public parent', () => {
    const { module } = parseCollectingErrors(`
      module {
        module @outer {
          module @inner {
            module @private_one attributes {sym_visibility = "private"} {}
            module @nested_one attributes {sym_visibility = "nested"} {}
          }
        }
      }`);
    const outer = SymbolTable.lookupSymbolIn(module, 'outer')!;
    const inner = SymbolTable.lookupSymbolIn(outer, 'inner')!;
    // Run on @inner: it is public with a parent, so only its private symbol may go.
    expect(eliminateDeadSymbols(inner)).toBe(1);
    expect(SymbolTable.lookupSymbolIn(inner, 'nested_one')).not.toBeNull();
  });

  it('reports an error and erases nothing when an unknown op may hide a symbol table', () => {
    const { module, errors } = parseCollectingErrors(`
      module @dead attributes {sym_visibility = "private"} {}
      "t.opaque"() ({}) : () -> ()`);
    expect(eliminateDeadSymbols(module)).toBeNull();
    expect(errors).toEqual([
      "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
    ]);
    expect(SymbolTable.lookupSymbolIn(module, 'dead')).not.toBeNull();
  });

  it('reports an error on an op that is no symbol table', () => {
    const { module, errors } = parseCollectingErrors(`"t.leaf"() : () -> ()`);
    const leaf = module.getRegion(0).front!.front!;
    expect(eliminateDeadSymbols(leaf)).toBeNull();
    expect(errors).toEqual([
      "'t.leaf' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
    ]);
  });

  it('handles 10^5 nested symbol tables without overflowing the stack', () => {
    // Built directly: the textual parser limits nesting depth on its own.
    const { context, module } = parseCollectingErrors(`"t.use"() {refs = [@m0]} : () -> ()`);
    const loc = UnknownLoc.get(context);
    const named = (name: string, visibility: string | null) => {
      const op = ModuleOp.create(loc, {
        bodyRegion: new Region(),
        sym_name: StringAttr.get(context, name),
        ...(visibility === null ? {} : { sym_visibility: StringAttr.get(context, visibility) }),
      });
      op.bodyRegion.push(new Block());
      return op;
    };
    const depth = 100_000;
    let parent: ModuleOp = named('m0', 'private');
    module.getRegion(0).front!.push(parent);
    for (let i = 1; i < depth; i++) {
      const child = named(`m${i}`, 'nested');
      parent.body.push(child);
      parent = child;
    }
    parent.body.push(named('dead', 'private'));
    // Only m0 is referenced: each module below it is hidden and unreferenced, so each is erased
    // (and counted, innermost first, as MLIR's post-order walk counts them); m0 ends up empty.
    expect(eliminateDeadSymbols(module)).toBe(depth);
    expect(SymbolTable.lookupSymbolIn(module, 'm0')!.getRegion(0).front!.empty()).toBe(true);
  });

  it('leaves the IR printed as before when everything is live', () => {
    const text = `module @a {\n  "t.use"() {refs = [@b]} : () -> ()\n  module @b attributes {sym_visibility = "private"} {\n  }\n}`;
    const { module } = parseCollectingErrors(text);
    const before = printOperation(module);
    expect(eliminateDeadSymbols(module)).toBe(0);
    expect(printOperation(module)).toBe(before);
  });
});
