import { describe, expect, it } from 'vitest';
import { Prng } from '../src/prng.js';
import { TextWriter } from '../src/text-writer.js';
import { ValueScopes } from '../src/value-scopes.js';

describe('ValueScopes', () => {
  it('forgets the values of a popped scope and keeps the outer ones', () => {
    const scopes = new ValueScopes();
    const rng = new Prng(1);
    scopes.define('i32', '%outer');
    scopes.push();
    scopes.define('i32', '%inner');
    scopes.define('f32', '%innerFloat');
    const inside = new Set(Array.from({ length: 200 }, () => scopes.pick(rng, 'i32')));
    expect(inside).toEqual(new Set(['%outer', '%inner']));
    scopes.pop();
    for (let i = 0; i < 50; i++) expect(scopes.pick(rng, 'i32')).toBe('%outer');
    expect(scopes.has('f32')).toBe(false);
  });

  it('refuses to pick a type with no visible value, and to pop past the outermost scope', () => {
    const scopes = new ValueScopes();
    expect(() => scopes.pick(new Prng(1), 'index')).toThrow(/no visible value of type index/);
    expect(() => scopes.pop()).toThrow(/without push/);
  });
});

describe('TextWriter', () => {
  it('indents, outdents labels, counts lines and joins once', () => {
    const out = new TextWriter();
    out.line('a {');
    out.indent();
    out.line('b');
    out.outdentedLine('^bb1:');
    out.line('c');
    out.dedent();
    out.line('}');
    expect(out.toString()).toBe('a {\n  b\n^bb1:\n  c\n}\n');
    expect(out.lineCount).toBe(5);
    expect(() => out.dedent()).toThrow(/below column 0/);
  });
});
