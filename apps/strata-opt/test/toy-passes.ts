/** Passes over the toy IR for driver tests. */
import { debugLog, registerDebugChannel } from '@strata/pass/debug';

registerDebugChannel('greedy-rewriter', 'The greedy pattern rewrite driver');
import { OperationPass, Pass, PassRegistry } from '@strata/pass';
import type { ToyOp } from '@strata/pass/testing';
import * as z from 'zod/mini';

/** Appends `!` to the symbol of its op, so outputs show where it ran. */
export class MarkPass extends Pass {
  readonly argument = 'mark';
  readonly name = 'Mark';
  override readonly description = 'Marks the symbol of the op it runs on';
  runOnOperation(): void {
    const op = this.getOperation() as ToyOp;
    op.symbol = `${op.symbol ?? ''}!`;
    debugLog('greedy-rewriter', () => `marked ${op.name}`);
  }
}

export class FuncMarkPass extends OperationPass<ToyOp> {
  readonly argument = 'func-mark';
  readonly name = 'FuncMark';
  override readonly opName = 'func.func';
  override readonly description = 'Marks functions';
  runOnOperation(): void {
    const op = this.getOperation();
    op.symbol = `${op.symbol ?? ''}*`;
  }
  override getDependentDialects(): readonly string[] {
    return ['arith'];
  }
}

const failSchema = z.object({
  on: z._default(z.array(z.string()), []),
  times: z._default(z.int(), 1),
});

export class FailPass extends Pass<typeof failSchema> {
  readonly argument = 'fail';
  readonly name = 'Fail';
  override readonly description = 'Fails on the named symbols';
  override readonly optionsSchema = failSchema;
  runOnOperation(): void {
    const op = this.getOperation() as ToyOp;
    if (op.symbol !== undefined && this.options.on.includes(op.symbol)) this.signalPassFailure();
  }
}

export function toyRegistry(): PassRegistry {
  const registry = new PassRegistry();
  registry.registerPass(() => new MarkPass());
  registry.registerPass(() => new FuncMarkPass());
  registry.registerPass(() => new FailPass());
  return registry;
}
