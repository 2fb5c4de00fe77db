import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  OpPassManager,
  Pass,
  PassRegistry,
  PipelineError,
  parsePassPipeline,
} from '../src/index.js';
import { RecordPass } from './fake-passes.js';

class LazyPass extends Pass<typeof LazyPass.schema> {
  static readonly schema = z.object({
    level: z._default(z.int().check(z.describe('How hard to try')), 2),
  });
  readonly argument = 'lazy';
  readonly name = 'Lazy';
  override readonly description = 'Loaded on demand';
  override readonly optionsSchema = LazyPass.schema;
  runOnOperation(): void {}
}

function lazyRegistry(loads: string[]): PassRegistry {
  const registry = new PassRegistry();
  registry.registerPass(() => new RecordPass());
  registry.registerLazyPass('lazy', 'Loaded on demand', async () => {
    loads.push('lazy');
    return () => new LazyPass();
  });
  return registry;
}

describe('pass registry', () => {
  it('knows lazy passes by name before loading them, and loads each once', async () => {
    const loads: string[] = [];
    const registry = lazyRegistry(loads);
    expect(registry.has('lazy')).toBe(true);
    expect(registry.arguments).toEqual(['lazy', 'record']);
    expect(registry.createPass('lazy')).toBeUndefined();
    await registry.load(['lazy', 'record', 'unknown']);
    await registry.load(['lazy']);
    expect(loads).toEqual(['lazy']);
    const pass = registry.createPass('lazy');
    expect(pass).toBeInstanceOf(LazyPass);
    // Each request makes a fresh instance: pipeline positions never share option state.
    expect(registry.createPass('lazy')).not.toBe(pass);
  });

  it('refuses to build a pipeline with a lazy pass that was not loaded (a driver bug)', () => {
    const registry = lazyRegistry([]);
    expect(() => parsePassPipeline('builtin.module(lazy)', registry)).toThrow(
      /registered lazily and was not loaded/,
    );
  });

  it('lists every entry sorted, loading lazy passes for their options', async () => {
    const loads: string[] = [];
    const listing = await lazyRegistry(loads).list();
    expect(loads).toEqual(['lazy']);
    expect(listing.map((entry) => [entry.argument, entry.description])).toEqual([
      ['lazy', 'Loaded on demand'],
      ['record', 'Records the ops it runs on'],
    ]);
    expect(listing[0]!.options).toEqual([
      {
        name: 'level',
        kind: 'integer',
        isList: false,
        values: [],
        description: 'How hard to try',
        defaultValue: 2,
        isPipeline: false,
      },
    ]);
  });

  it('expands registered pipelines where their name appears', () => {
    const registry = lazyRegistry([]);
    registry.registerPassPipeline('record-twice', 'Records twice', (pm, options) => {
      if (options.trim() !== '') return new PipelineError('takes no options', 0, options);
      pm.addPass(new RecordPass());
      pm.addPass(new RecordPass());
      return null;
    });
    const pm = parsePassPipeline('builtin.module(record-twice,record)', registry);
    expect(pm).toBeInstanceOf(OpPassManager);
    expect((pm as OpPassManager).toString()).toBe('builtin.module(record,record,record)');
    const bad = parsePassPipeline('builtin.module(record-twice{x})', registry);
    expect((bad as PipelineError).format('<p>').split('\n')[0]).toBe(
      '<p>:1:29: error: takes no options',
    );
  });

  it('rejects a pass without an argument at registration', () => {
    class Nameless extends Pass {
      readonly argument = '';
      readonly name = 'Nameless';
      runOnOperation(): void {}
    }
    expect(() => new PassRegistry().registerPass(() => new Nameless())).toThrow(/has no argument/);
  });
});
