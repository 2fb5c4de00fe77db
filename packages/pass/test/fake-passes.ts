/** Passes used by the tests: they record what they ran on and can fail or change the IR. */
import * as z from 'zod/mini';
import { OperationPass, Pass, PassRegistry } from '../src/index.js';
import type { ToyOp } from '../src/testing/toy-ir.js';

/** Every run of a test pass appends `argument:label` here, in execution order. */
export const trace: string[] = [];

function label(op: ToyOp): string {
  return `${op.name}${op.symbol ? `@${op.symbol}` : ''}`;
}

export class RecordPass extends Pass {
  readonly argument = 'record';
  readonly name = 'Record';
  override readonly description = 'Records the ops it runs on';
  readonly visited = this.statistic('visited', 'Number of ops visited');
  runOnOperation(): void {
    this.visited.add();
    trace.push(`record:${label(this.getOperation() as ToyOp)}`);
  }
}

export class FuncPass extends OperationPass<ToyOp> {
  readonly argument = 'func-pass';
  readonly name = 'FuncPass';
  override readonly opName = 'func.func';
  runOnOperation(): void {
    trace.push(`func-pass:${label(this.getOperation())}`);
  }
}

/** Fails on ops whose symbol is in its `on` option; renames the others to prove it ran. */
export class FailPass extends Pass<typeof FailPass.schema> {
  static readonly schema = z.object({ on: z._default(z.array(z.string()), []) });
  readonly argument: string = 'fail';
  readonly name: string = 'FailPass';
  override readonly optionsSchema = FailPass.schema;
  runOnOperation(): void {
    const op = this.getOperation() as ToyOp;
    trace.push(`${this.argument}:${label(op)}`);
    if (op.symbol !== undefined && this.options.on.includes(op.symbol)) this.fail(op);
  }
  protected fail(_op: ToyOp): void {
    this.signalPassFailure();
  }
}

/** Throws (a Strata bug, as far as the pass manager knows) where {@link FailPass} would fail. */
export class ThrowPass extends FailPass {
  override readonly argument = 'throw';
  override readonly name = 'ThrowPass';
  protected override fail(op: ToyOp): void {
    throw new Error(`thrown on @${op.symbol}`);
  }
}

/** Marks its op invalid (so the verifier after it fails), unless told it preserved everything. */
export class BreakPass extends Pass<typeof BreakPass.schema> {
  static readonly schema = z.object({ 'claim-unchanged': z._default(z.boolean(), false) });
  readonly argument = 'break';
  readonly name = 'BreakPass';
  override readonly optionsSchema = BreakPass.schema;
  runOnOperation(): void {
    (this.getOperation() as ToyOp).invalid = true;
    if (this.options['claim-unchanged']) this.markAllAnalysesPreserved();
  }
}

/** Changes the location of its op when `touch` is set (for after-change dumps). */
export class TouchPass extends Pass<typeof TouchPass.schema> {
  static readonly schema = z.object({ touch: z._default(z.boolean(), true) });
  readonly argument = 'touch';
  readonly name = 'Touch';
  override readonly optionsSchema = TouchPass.schema;
  runOnOperation(): void {
    if (this.options.touch) (this.getOperation() as ToyOp).loc = 'touched';
  }
}

/** Option declarations shaped like MLIR's canonicalize pass. */
export const canonicalizeSchema = z.object({
  'max-iterations': z._default(z.int(), 10),
  'max-num-rewrites': z._default(z.int(), -1),
  'region-simplify': z._default(z.enum(['disabled', 'normal', 'aggressive']), 'normal'),
  'test-convergence': z._default(z.boolean(), false),
  'top-down': z._default(z.boolean(), true),
  'enable-patterns': z._default(z.array(z.string()), []),
  'disable-patterns': z._default(z.array(z.string()), []),
});

export class CanonicalizeLike extends Pass<typeof canonicalizeSchema> {
  readonly argument = 'canonicalize';
  readonly name = 'Canonicalizer';
  override readonly optionsSchema = canonicalizeSchema;
  runOnOperation(): void {
    trace.push(`canonicalize:${label(this.getOperation() as ToyOp)}`);
  }
}

export function testRegistry(): PassRegistry {
  const registry = new PassRegistry();
  for (const factory of [
    () => new RecordPass(),
    () => new FuncPass(),
    () => new FailPass(),
    () => new ThrowPass(),
    () => new BreakPass(),
    () => new TouchPass(),
    () => new CanonicalizeLike(),
  ]) {
    registry.registerPass(factory);
  }
  return registry;
}
