/**
 * A toy IR for testing pass infrastructure and drivers without a real IR: ops with a name, an
 * optional symbol, children (one region of one block), flags for registration, isolation and
 * validity, and a one-line-per-op printed form. Exported as `@strata/pass/testing`.
 */
import type { IRAdapter, IRPrintOptions } from '../ir-adapter.js';

export class ToyOp {
  parent: ToyOp | null = null;
  readonly children: ToyOp[] = [];
  registered = true;
  isolated = true;
  /** When true the verifier rejects this op. */
  invalid = false;
  loc = 'unknown';

  constructor(
    readonly name: string,
    public symbol?: string,
    children: ToyOp[] = [],
  ) {
    for (const child of children) this.add(child);
  }

  add(child: ToyOp): this {
    child.parent = this;
    this.children.push(child);
    return this;
  }
}

export function op(name: string, symbol?: string, ...children: ToyOp[]): ToyOp {
  return new ToyOp(name, symbol, children);
}

/** module { func @f { ... } func @g } with an inner non-isolated op in @f. */
export function sampleModule(): ToyOp {
  const inner = op('test.inner');
  inner.isolated = false;
  return op(
    'builtin.module',
    undefined,
    op('func.func', 'f', inner),
    op('func.func', 'g'),
    op('test.other', 'o'),
  );
}

export class ToyAdapter implements IRAdapter<ToyOp> {
  readonly errors: string[] = [];
  verifyCalls: { op: string; recursive: boolean }[] = [];

  opName(op: ToyOp): string {
    return op.name;
  }
  nestedOps(op: ToyOp): Iterable<ToyOp> {
    return op.children;
  }
  isRegistered(op: ToyOp): boolean {
    return op.registered;
  }
  isIsolatedFromAbove(op: ToyOp): boolean {
    return op.isolated;
  }
  verify(op: ToyOp, recursive: boolean): boolean {
    this.verifyCalls.push({ op: this.label(op), recursive });
    const pending = [op];
    while (pending.length > 0) {
      const current = pending.pop()!;
      if (current.invalid) {
        this.emitError(current, `'${current.name}' op is invalid`);
        return false;
      }
      if (recursive) pending.push(...current.children);
    }
    return true;
  }
  print(op: ToyOp, options: IRPrintOptions): string {
    const lines: string[] = [];
    const walk = (current: ToyOp, depth: number) => {
      const flags = [
        options.localScope ? 'local' : '',
        options.debugInfo ? `loc(${current.loc})` : '',
      ]
        .filter(Boolean)
        .join(' ');
      lines.push(`${'  '.repeat(depth)}${this.label(current)}${flags ? ` ${flags}` : ''}`);
      for (const child of current.children) walk(child, depth + 1);
    };
    walk(op, 0);
    return lines.join('\n') + (op.parent === null ? '\n' : '');
  }
  fingerprint(op: ToyOp): string {
    return this.print(op, { debugInfo: true });
  }
  emitError(op: ToyOp | null, message: string, notes: readonly string[] = []): void {
    const loc = op?.loc ?? 'unknown';
    this.errors.push(`${loc}: error: ${message}`, ...notes.map((note) => `${loc}: note: ${note}`));
  }
  emitOpError(op: ToyOp, message: string): void {
    this.emitError(op, `'${op.name}' op ${message}`);
  }
  parentOp(op: ToyOp): ToyOp | null {
    return op.parent;
  }
  symbolName(op: ToyOp): string | undefined {
    return op.symbol;
  }
  label(op: ToyOp): string {
    return op.symbol ? `${op.name} @${op.symbol}` : op.name;
  }
}
