import { describe, expect, test } from 'vitest';
import { Block } from '../../src/ir/block.js';
import type { Operation } from '../../src/ir/operation.js';
import { walkBlocks, walkRegions, WalkResult } from '../../src/ir/walk.js';
import { setup } from './helpers.js';

/** root { a { a1 ; a2 } ; b }, with a second (empty-block) region on `a`. */
function tree() {
  const { op, withBody } = setup();
  const [root, rootBody] = withBody('t.root');
  const a = op('t.a', { regions: 2 });
  const aBody = new Block();
  a.regions[0]!.push(aBody);
  a.regions[1]!.push(new Block());
  aBody.push(op('t.a1'));
  aBody.push(op('t.a2'));
  rootBody.push(a);
  rootBody.push(op('t.b'));
  return { root, a, op };
}

const names = (ops: Operation[]) => ops.map((o) => o.name.identifier);

describe('walk', () => {
  test('pre-order and post-order visit every op, including the root', () => {
    const { root } = tree();
    const pre: Operation[] = [];
    root.walk((o) => void pre.push(o), { order: 'pre' });
    expect(names(pre)).toEqual(['t.root', 't.a', 't.a1', 't.a2', 't.b']);
    const post: Operation[] = [];
    root.walk((o) => void post.push(o));
    expect(names(post)).toEqual(['t.a1', 't.a2', 't.a', 't.b', 't.root']);
  });

  test('skip in pre-order does not enter the op', () => {
    const { root } = tree();
    const seen: Operation[] = [];
    const result = root.walk(
      (o) => {
        seen.push(o);
        return o.name.identifier === 't.a' ? WalkResult.skip() : WalkResult.advance();
      },
      { order: 'pre' },
    );
    expect(names(seen)).toEqual(['t.root', 't.a', 't.b']);
    expect(result.wasInterrupted()).toBe(false);
  });

  test('interrupt stops the walk and is reported', () => {
    const { root } = tree();
    const seen: Operation[] = [];
    const result = root.walk((o) => {
      seen.push(o);
      return o.name.identifier === 't.a2' ? WalkResult.interrupt() : undefined;
    });
    expect(names(seen)).toEqual(['t.a1', 't.a2']);
    expect(result.wasInterrupted()).toBe(true);
  });

  test('post-order callbacks may erase the op they visit', () => {
    const { root } = tree();
    const seen: string[] = [];
    root.walk((o) => {
      seen.push(o.name.identifier);
      if (o !== root) o.erase();
    });
    expect(seen).toEqual(['t.a1', 't.a2', 't.a', 't.b', 't.root']);
    expect(root.regions[0]!.front!.empty()).toBe(true);
  });

  test('blocks and regions are walked in both orders', () => {
    const { root, a } = tree();
    const blocks: Block[] = [];
    walkBlocks(root, (b) => void blocks.push(b), 'pre');
    expect(blocks).toEqual([root.regions[0]!.front, a.regions[0]!.front, a.regions[1]!.front]);
    const postBlocks: Block[] = [];
    walkBlocks(root, (b) => void postBlocks.push(b), 'post');
    expect(postBlocks).toEqual([a.regions[0]!.front, a.regions[1]!.front, root.regions[0]!.front]);
    const viaMethod: Block[] = [];
    root.walkBlocks((b) => void viaMethod.push(b));
    expect(viaMethod).toEqual(postBlocks);
    const regionsViaMethod: unknown[] = [];
    root.walkRegions((r) => void regionsViaMethod.push(r), { order: 'pre' });
    expect(regionsViaMethod).toEqual([root.regions[0], a.regions[0], a.regions[1]]);
    const regions: unknown[] = [];
    walkRegions(root, (r) => void regions.push(r), 'post');
    expect(regions).toEqual([a.regions[0], a.regions[1], root.regions[0]]);
    const preRegions: unknown[] = [];
    walkRegions(
      root,
      (r) => (preRegions.push(r), r === a.regions[0] ? WalkResult.skip() : undefined),
      'pre',
    );
    expect(preRegions).toEqual([root.regions[0], a.regions[0], a.regions[1]]);
  });

  test('deep nesting does not overflow the call stack', () => {
    const { op } = setup();
    const depth = 100_000;
    const root = op('t.n', { regions: 1 });
    let current = root;
    for (let i = 0; i < depth; i++) {
      const block = new Block();
      current.regions[0]!.push(block);
      const child = op('t.n', { regions: 1 });
      block.push(child);
      current = child;
    }
    let count = 0;
    root.walk(() => void count++);
    expect(count).toBe(depth + 1);
    let preCount = 0;
    root.walk(() => void preCount++, { order: 'pre' });
    expect(preCount).toBe(depth + 1);
    // Cloning and erasing the whole tree are iterative too.
    const copy = root.clone();
    let copied = 0;
    copy.walk(() => void copied++);
    expect(copied).toBe(depth + 1);
    copy.erase();
    root.erase();
  });
});

describe('Block.walk and Region.walk', () => {
  test('visit the ops of a block or region and nested ones, and stop on interrupt', () => {
    const { root, a } = tree();
    const body = root.regions[0]!;
    const inRegion: Operation[] = [];
    body.walk((o) => void inRegion.push(o));
    expect(names(inRegion)).toEqual(['t.a1', 't.a2', 't.a', 't.b']);
    const inBlock: Operation[] = [];
    a.regions[0]!.front!.walk((o) => void inBlock.push(o), { order: 'pre' });
    expect(names(inBlock)).toEqual(['t.a1', 't.a2']);
    const seen: Operation[] = [];
    const result = body.walk(
      (o) => (seen.push(o), o.name.identifier === 't.a' ? WalkResult.interrupt() : undefined),
    );
    expect(result.wasInterrupted()).toBe(true);
    expect(names(seen)).toEqual(['t.a1', 't.a2', 't.a']);
    body.walk((o) => o.erase());
    expect(body.front!.empty()).toBe(true);
  });
});
