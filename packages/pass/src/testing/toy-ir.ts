/**
 * A tiny stand-in IR for testing the pass infrastructure on its own: ops with a name, children
 * (one region, one block), flags for registration/isolation/validity, and a printed form.
 */
import type { IRAdapter, IRPrintOptions } from '../src/index.js';

export class FakeOp {
  parent: FakeOp | null = null;
  readonly children: FakeOp[] = [];
  registered = true;
  isolated = true;
  /** When true the verifier rejects this op. */
  invalid = false;
  loc = 'unknown';

  constructor(
    readonly name: string,
    public symbol?: string,
    children: FakeOp[] = [],
  ) {
    for (const child of children) this.add(child);
  }

  add(child: FakeOp): this {
    child.parent = this;
    this.children.push(child);
    return this;
  }
}

export function op(name: string, symbol?: string, ...children: FakeOp[]): FakeOp {
  return new FakeOp(name, symbol, children);
}

/** module { func @f { ... } func @g } with an inner non-isolated op in @f. */
export function sampleModule(): FakeOp {
  const inner = op('test.inner');
  inner.isolated = false;
  return op('builtin.module', undefined, op('func.func', 'f', inner), op('func.func', 'g'), op('test.other', 'o'));
}

export class FakeAdapter implements IRAdapter<FakeOp> {
  readonly errors: string[] = [];
  verifyCalls: { op: string; recursive: boolean }[] = [];

  opName(op: FakeOp): string {
    return op.name;
  }
  nestedOps(op: FakeOp): Iterable<FakeOp> {
    return op.children;
  }
  isRegistered(op: FakeOp): boolean {
    return op.registered;
  }
  isIsolatedFromAbove(op: FakeOp): boolean {
    return op.isolated;
  }
  verify(op: FakeOp, recursive: boolean): boolean {
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
  print(op: FakeOp, options: IRPrintOptions): string {
    const lines: string[] = [];
    const walk = (current: FakeOp, depth: number) => {
      const flags = [options.localScope ? 'local' : '', options.debugInfo ? `loc(${current.loc})` : '']
        .filter(Boolean)
        .join(' ');
      lines.push(`${'  '.repeat(depth)}${this.label(current)}${flags ? ` ${flags}` : ''}`);
      for (const child of current.children) walk(child, depth + 1);
    };
    walk(op, 0);
    return lines.join('\n');
  }
  fingerprint(op: FakeOp): string {
    return this.print(op, { debugInfo: true });
  }
  emitError(op: FakeOp, message: string): void {
    this.errors.push(`${op.loc}: error: ${message}`);
  }
  parentOp(op: FakeOp): FakeOp | null {
    return op.parent;
  }
  symbolName(op: FakeOp): string | undefined {
    return op.symbol;
  }
  label(op: FakeOp): string {
    return op.symbol ? `${op.name} @${op.symbol}` : op.name;
  }
}
