import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AnalysisClass,
  AnalysisManager,
  Pass,
  PassManager,
  PassTiming,
  type PreservedAnalyses,
  Timer,
  formatTimingReport,
} from '../src/index.js';
import { ToyAdapter, type ToyOp, op, sampleModule } from '../src/testing/toy-ir.js';

/** Every analysis computed, as `Class:op`, in order. */
const computed: string[] = [];

function label(target: ToyOp): string {
  return target.symbol === undefined ? target.name : `@${target.symbol}`;
}

class CountOps {
  static readonly analysisName = 'CountOps';
  readonly count: number;
  constructor(target: ToyOp) {
    computed.push(`CountOps:${label(target)}`);
    let count = 0;
    const pending = [target];
    while (pending.length !== 0) {
      count++;
      pending.push(...pending.pop()!.children);
    }
    this.count = count;
  }
}

/** Built from CountOps, and valid exactly as long as CountOps is. */
class DoubleCount {
  readonly value: number;
  constructor(target: ToyOp, analyses: AnalysisManager) {
    computed.push(`DoubleCount:${label(target)}`);
    this.value = 2 * analyses.getAnalysis(CountOps).count;
  }
  isInvalidated(preserved: PreservedAnalyses): boolean {
    return !preserved.isPreserved(CountOps);
  }
}

/** No name given: reports use the class name. */
class Unnamed {
  constructor(target: ToyOp) {
    computed.push(`Unnamed:${label(target)}`);
  }
}

/** A pass that runs `body` and is registered nowhere: the tests build pipelines by hand. */
class ProbePass extends Pass {
  readonly argument: string;
  readonly name: string;
  override readonly opName: string | undefined;
  constructor(
    name: string,
    private readonly body: (pass: ProbePass) => void,
    opName?: string,
  ) {
    super();
    this.argument = name;
    this.name = name;
    this.opName = opName;
  }
  runOnOperation(): void {
    this.body(this);
  }
  // Re-exported so the bodies can call them.
  preserve(...analyses: AnalysisClass[]): void {
    this.markAnalysesPreserved(...analyses);
  }
  preserveAll(): void {
    this.markAllAnalysesPreserved();
  }
}

function probe(name: string, body: (pass: ProbePass) => void, opName?: string): ProbePass {
  return new ProbePass(name, body, opName);
}

function run(
  build: (pm: PassManager) => void,
  module = sampleModule(),
): { ok: boolean; ir: ToyAdapter } {
  const ir = new ToyAdapter();
  const pm = new PassManager('builtin.module', { ir });
  build(pm);
  return { ok: pm.run(module), ir };
}

beforeEach(() => {
  computed.length = 0;
});

describe('analysis caching and invalidation', () => {
  it('computes an analysis once per op and pass, however often it is asked for', () => {
    const counts: number[] = [];
    run((pm) =>
      pm.addPass(
        probe('ask-twice', (pass) => {
          counts.push(pass.getAnalysis(CountOps).count, pass.getAnalysis(CountOps).count);
        }),
      ),
    );
    // The sample module: module, @f with one nested op, @g, and @o.
    expect(counts).toEqual([5, 5]);
    expect(computed).toEqual(['CountOps:builtin.module']);
  });

  it('keeps an analysis for the next pass only when the pass preserved it', () => {
    const seen: (number | undefined)[] = [];
    const look = (pass: ProbePass) => seen.push(pass.getCachedAnalysis(CountOps)?.count);
    run((pm) => {
      pm.addPass(
        probe('compute-keep', (pass) => {
          pass.getAnalysis(CountOps);
          pass.preserve(CountOps);
        }),
      );
      pm.addPass(probe('look-1', look));
      pm.addPass(probe('look-2', look));
    });
    // look-1 preserved nothing, so look-2 finds nothing.
    expect(seen).toEqual([5, undefined]);
  });

  it('keeps every analysis after markAllAnalysesPreserved', () => {
    run((pm) => {
      pm.addPass(probe('a', (pass) => (pass.getAnalysis(CountOps), pass.preserveAll())));
      pm.addPass(probe('b', (pass) => pass.getAnalysis(CountOps)));
    });
    expect(computed).toEqual(['CountOps:builtin.module']);
  });

  it('lets an analysis decide its own invalidation from what else was preserved', () => {
    const double: (number | undefined)[] = [];
    run((pm) => {
      pm.addPass(
        probe('build', (pass) => {
          double.push(pass.getAnalysis(DoubleCount).value);
          pass.getAnalysis(Unnamed);
          pass.preserve(CountOps);
        }),
      );
      // DoubleCount survives because CountOps did; Unnamed was not preserved.
      pm.addPass(
        probe('check', (pass) => {
          double.push(pass.getCachedAnalysis(DoubleCount)?.value);
          expect(pass.getCachedAnalysis(Unnamed)).toBeUndefined();
        }),
      );
      // Nothing preserved by `check`: both are gone.
      pm.addPass(probe('last', (pass) => double.push(pass.getCachedAnalysis(DoubleCount)?.value)));
    });
    expect(double).toEqual([10, 10, undefined]);
    expect(computed).toEqual([
      'DoubleCount:builtin.module',
      'CountOps:builtin.module',
      'Unnamed:builtin.module',
    ]);
  });

  it('invalidates an analysis whose dependency a pass dropped, in computation order', () => {
    const after: (object | undefined)[] = [];
    run((pm) => {
      pm.addPass(
        probe('build', (pass) => {
          pass.getAnalysis(DoubleCount);
          // DoubleCount alone is named, but its hook sees CountOps go first.
          pass.preserve(DoubleCount);
        }),
      );
      pm.addPass(probe('check', (pass) => after.push(pass.getCachedAnalysis(DoubleCount))));
    });
    expect(after).toEqual([undefined]);
  });
});

describe('analyses of nested ops', () => {
  it('caches per op: each function of a nested pipeline gets its own analysis', () => {
    const counts: string[] = [];
    run((pm) =>
      pm
        .nest('func.func')
        .addPass(
          probe('count', (pass) =>
            counts.push(
              `${label(pass.getOperation() as ToyOp)}=${pass.getAnalysis(CountOps).count}`,
            ),
          ),
        ),
    );
    expect(counts).toEqual(['@f=2', '@g=1']);
  });

  it('drops a function’s analyses when its pipeline ends, and the parent’s after the nested pipelines', () => {
    const fromParent: (number | undefined)[] = [];
    const parentAfter: (number | undefined)[] = [];
    const module = sampleModule();
    run((pm) => {
      pm.addPass(probe('module', (pass) => (pass.getAnalysis(CountOps), pass.preserveAll())));
      const fn = pm.nest('func.func');
      fn.addPass(
        probe('func-1', (pass) => {
          fromParent.push(pass.getCachedParentAnalysis(module, CountOps)?.count);
          pass.getAnalysis(CountOps);
          pass.preserveAll();
        }),
      );
      fn.addPass(probe('func-2', (pass) => pass.getAnalysis(CountOps)));
      pm.addPass(
        probe('module-after', (pass) => parentAfter.push(pass.getCachedAnalysis(CountOps)?.count)),
      );
    }, module);
    // Each function computes CountOps once (func-2 reuses func-1's); the module's is gone after.
    expect(fromParent).toEqual([5, 5]);
    expect(parentAfter).toEqual([undefined]);
    expect(computed).toEqual(['CountOps:builtin.module', 'CountOps:@f', 'CountOps:@g']);
  });

  it('reaches analyses of nested ops from the parent pass, cached in the nested op’s map', () => {
    const module = sampleModule();
    const f = module.children[0]!;
    const inner = f.children[0]!;
    const seen: unknown[] = [];
    run((pm) => {
      pm.addPass(
        probe('children', (pass) => {
          seen.push(pass.getCachedChildAnalysis(f, CountOps));
          seen.push(pass.getChildAnalysis(f, CountOps).count);
          seen.push(pass.getCachedChildAnalysis(f, CountOps)?.count);
          // A grandchild: nested through @f.
          seen.push(pass.getChildAnalysis(inner, CountOps).count);
          pass.preserve(CountOps);
        }),
      );
      pm.addPass(
        probe('kept', (pass) => seen.push(pass.getCachedChildAnalysis(f, CountOps)?.count)),
      );
      pm.addPass(probe('gone', (pass) => seen.push(pass.getCachedChildAnalysis(f, CountOps))));
    }, module);
    expect(seen).toEqual([undefined, 2, 2, 1, 2, undefined]);
    expect(computed).toEqual(['CountOps:@f', 'CountOps:test.inner']);
  });

  it('refuses to nest an op that is not inside the manager’s op', () => {
    const stranger = op('func.func', 'elsewhere');
    const manager = AnalysisManager.forOperation(sampleModule(), (o) => (o as ToyOp).parent);
    expect(() => manager.getChildAnalysis(stranger, CountOps)).toThrow(/not nested/);
  });

  it('gives a pass run outside a pass manager a manager of its own', () => {
    const target = sampleModule();
    const result = probe('alone', (pass) => {
      expect(pass.getAnalysis(CountOps).count).toBe(5);
      expect(() => pass.getChildAnalysis(target.children[0]!, CountOps)).toThrow(/enclosing ops/);
      pass.preserve(CountOps);
    }).runOn(target);
    expect(result.failed).toBe(false);
    expect(result.preserved.isPreserved(CountOps)).toBe(true);
    expect(result.preserved.isAll()).toBe(false);
  });
});

describe('analyses in the pass manager’s reports and checks', () => {
  it('times each analysis as an (A) row under the pass that computed it, one row per class', () => {
    const ir = new ToyAdapter();
    const pm = new PassManager('builtin.module', { ir });
    const root = new Timer('root');
    pm.addInstrumentation(new PassTiming(root));
    const fn = pm.nest('func.func');
    fn.addPass(
      probe('CSE-like', (pass) => (pass.getAnalysis(CountOps), pass.getAnalysis(Unnamed))),
    );
    fn.addPass(probe('Other', () => {}));
    fn.addPass(probe('CSE-again', (pass) => pass.getAnalysis(CountOps)));
    root.start();
    expect(pm.run(sampleModule())).toBe(true);
    root.stop();
    const names = formatTimingReport(root)
      .split('\n')
      .filter((line) => /^ +\d/.test(line))
      .map((line) => line.replace(/^.*%\) {2}/, ''));
    expect(names).toEqual([
      "'func.func' Pipeline",
      '  CSE-like',
      '    (A) CountOps',
      '    (A) Unnamed',
      '  Other',
      '  CSE-again',
      '    (A) CountOps',
      'Rest',
      'Total',
    ]);
  });

  it('verifies after a pass that preserved some analyses but not all', () => {
    const { ok } = run((pm) =>
      pm.addPass(
        probe('break-but-keep-one', (pass) => {
          (pass.getOperation() as ToyOp).invalid = true;
          pass.preserve(CountOps);
        }),
      ),
    );
    expect(ok).toBe(false);
  });
});
