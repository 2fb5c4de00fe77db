import { describe, expect, it } from 'vitest';
import { generateCorpus, reduceLines, standaloneFunction } from '../src/index.js';

describe('reduceLines', () => {
  it('keeps only the lines the predicate needs', async () => {
    const text = ['a', 'b', 'needle 1', 'c', 'd', 'e', 'needle 2', 'f'].join('\n');
    const both = async (candidate: string) =>
      candidate.includes('needle 1') && candidate.includes('needle 2');
    expect(await reduceLines(text, both)).toBe('needle 1\nneedle 2');
  });

  it('never removes a kept line, and returns the text unchanged when nothing can go', async () => {
    const text = 'header\nx\ny';
    const needsXY = async (candidate: string) => /x\ny/.test(candidate);
    expect(await reduceLines(text, needsXY, (line) => line === 'header')).toBe(text);
    expect(await reduceLines(text, needsXY)).toBe('x\ny');
  });
});

describe('standaloneFunction', () => {
  it('is the function with the leaves it calls, and no main', () => {
    const corpus = generateCorpus({ seed: 5, functions: 30 });
    const caller = corpus.functions.find(
      (fn) => !fn.leaf && standaloneFunction(corpus, fn.name).includes('func.call @f'),
    )!;
    expect(caller).toBeDefined();
    const text = standaloneFunction(corpus, caller.name);
    expect(text).not.toContain('@main');
    const defined = [...text.matchAll(/^func\.func @(\w+)\(/gm)].map((m) => m[1]);
    expect(defined.at(-1)).toBe(caller.name);
    for (const [, callee] of text.matchAll(/func\.call @(\w+)\(/g))
      expect(defined).toContain(callee);
    const leaf = corpus.functions.find((fn) => fn.leaf)!;
    expect([...standaloneFunction(corpus, leaf.name).matchAll(/^func\.func /gm)]).toHaveLength(1);
  });
});
