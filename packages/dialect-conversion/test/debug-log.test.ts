import type { Operation } from '@strata/ir-core';
import { configureDebugLog } from '@strata/pass/debug';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyPartialConversion,
  ConversionPattern,
  type ConversionPatternRewriter,
  ConversionTarget,
  type OpAdaptor,
} from '../src/index.js';
import { makeContext, parse } from './helpers.js';

/** `test.return` -> `spirv.Return`, as in the document's example. */
class ReturnToSpirv extends ConversionPattern {
  constructor() {
    super('test.return', { generatedOps: ['spirv.Return'] });
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    void adaptor;
    rewriter.replaceOp(op, rewriter.create({ name: 'spirv.Return', location: op.location }));
    return true;
  }
}

/** Fails, saying why. */
class Refuse extends ConversionPattern {
  constructor() {
    super('test.return');
  }
  override matchAndRewriteWithAdaptor(
    op: Operation,
    adaptor: OpAdaptor,
    rewriter: ConversionPatternRewriter,
  ): boolean {
    void adaptor;
    return rewriter.notifyMatchFailure(op, 'not today');
  }
}

/** Replaces addresses, which are not stable across runs, by a placeholder. */
function normalize(lines: string[]): string {
  return lines.join('\n').replace(/0x[0-9a-f]{12}/g, '0xADDR');
}

function run(patterns: ConversionPattern[], debugLog?: (line: string) => void): void {
  const context = makeContext();
  const module = parse(context, `"test.return"() : () -> ()`);
  const target = new ConversionTarget(context)
    .addLegalDialect('spirv', 'builtin')
    .addIllegalOp('test.return');
  applyPartialConversion(module.getRegion(0).front!.front!, target, patterns, { debugLog });
}

afterEach(() => configureDebugLog([], () => {}));

describe('the dialect-conversion debug log', () => {
  it('prints the tree of the document example', () => {
    const lines: string[] = [];
    run([new ReturnToSpirv()], (line) => lines.push(line));
    expect(normalize(lines)).toBe(`
//===-------------------------------------------===//
Legalizing operation : 'test.return'(0xADDR) {
  "test.return"() : () -> ()

  * Fold {
  } -> FAILURE : unable to fold

  * Pattern : 'test.return -> (spirv.Return)' {
    ** Insert  : 'spirv.Return'(0xADDR)
    ** Replace : 'test.return'(0xADDR)

    //===-------------------------------------------===//
    Legalizing operation : 'spirv.Return'(0xADDR) {
      "spirv.Return"() : () -> ()

    } -> SUCCESS : operation marked legal by the target
    //===-------------------------------------------===//
  } -> SUCCESS : pattern applied successfully
} -> SUCCESS
//===-------------------------------------------===//`);
  });

  it('gives the reasons of failures', () => {
    const lines: string[] = [];
    run([new Refuse()], (line) => lines.push(line));
    expect(normalize(lines)).toBe(`
//===-------------------------------------------===//
Legalizing operation : 'test.return'(0xADDR) {
  "test.return"() : () -> ()

  * Fold {
  } -> FAILURE : unable to fold

  * Pattern : 'test.return -> ()' {
    ** Failure : not today
  } -> FAILURE : pattern failed to match
} -> FAILURE : no matched legalization pattern
//===-------------------------------------------===//`);
  });

  it('writes to the dialect-conversion channel when it is enabled', () => {
    const written: string[] = [];
    configureDebugLog(['dialect-conversion'], (text) => written.push(text));
    run([new ReturnToSpirv()]);
    expect(written.some((text) => text.includes("Legalizing operation : 'test.return'"))).toBe(
      true,
    );
    written.length = 0;
    configureDebugLog(['greedy-rewriter'], (text) => written.push(text));
    run([new ReturnToSpirv()]);
    expect(written).toEqual([]);
  });
});

describe('block notifications', () => {
  it('logs blocks a pattern inserts', () => {
    const context = makeContext();
    const module = parse(context, `"test.return"() : () -> ()`);
    const target = new ConversionTarget(context)
      .addLegalDialect('spirv', 'builtin')
      .addIllegalOp('test.return');
    class WithBlock extends ConversionPattern {
      constructor() {
        super('test.return', { generatedOps: ['spirv.Holder'] });
      }
      override matchAndRewriteWithAdaptor(
        op: Operation,
        adaptor: OpAdaptor,
        rewriter: ConversionPatternRewriter,
      ): boolean {
        void adaptor;
        const holder = rewriter.create({ name: 'spirv.Holder', location: op.location, regions: 1 });
        rewriter.createBlock(holder.getRegion(0));
        rewriter.eraseOp(op);
        return true;
      }
    }
    const lines: string[] = [];
    applyPartialConversion(module, target, [new WithBlock()], { debugLog: (l) => lines.push(l) });
    expect(normalize(lines.filter((line) => line.includes('**')))).toBe(
      [
        "    ** Insert  : 'spirv.Holder'(0xADDR)",
        "    ** Insert Block into : 'spirv.Holder'(0xADDR)",
        "    ** Erase   : 'test.return'(0xADDR)",
      ].join('\n'),
    );
  });
});
