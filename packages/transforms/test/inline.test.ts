import { describe, expect, it } from 'vitest';
import { CallSiteLoc, type FileLineColLoc, type Location, type Operation } from '@strata/ir-core';
import { PassManager, PassTiming, Timer } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';
import { CallGraph, type CallGraphNode, InlinerPass, inlineCalls } from '@strata/transforms';
import {
  FuncOp,
  funcNames,
  kFunc,
  LoopOp,
  nestLoops,
  parseK,
  printGeneric,
} from './inline-dialect.js';

const NO_THRESHOLD = 4294967295;

function nameOf(node: CallGraphNode): string {
  if (node.callableRegion === null) return '<external>';
  return node.callableRegion.parentOp!.getAttr('sym_name')!.toString();
}

/** Runs the inliner without simplification. */
function inline(module: Operation, maxIterations = 4): boolean {
  return inlineCalls(module, { optimizer: null, maxIterations, inliningThreshold: NO_THRESHOLD });
}

/** The ops of the body of function `name`, by op name. */
function bodyOps(module: Operation, name: string): string[] {
  for (const op of module.getRegion(0).front!) {
    if (op instanceof FuncOp && op.getAttr('sym_name')!.toString() === `"${name}"`) {
      const names: string[] = [];
      op.walk((nested) => void (nested !== op && names.push(nested.name.identifier)));
      return names;
    }
  }
  throw new Error(`no function ${name}`);
}

describe('CallGraph', () => {
  it('orders SCCs callees first and groups mutual recursion', () => {
    const { module } = parseK(
      kFunc(
        'a',
        '%x: i32',
        '%0 = "k.call"(%x) <{callee = @b}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
      ) +
        kFunc(
          'b',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @c}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ) +
        kFunc(
          'c',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @b}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ) +
        kFunc('d', '%x: i32', '"k.return"(%x) : (i32) -> ()'),
    );
    const graph = new CallGraph(module);
    expect(graph.size).toBe(4);
    const sccs = graph.stronglyConnectedComponents().map((scc) => scc.map(nameOf));
    // b and c call each other: one component, after which a (their caller), d, and the external node.
    expect(sccs).toEqual([['"c"', '"b"'], ['"a"'], ['"d"'], ['<external>']]);
    const b = [...graph].find((node) => nameOf(node) === '"b"')!;
    expect(b.edges.map((edge) => [nameOf(edge.target), edge.kind])).toEqual([['"c"', 'call']]);
    expect(graph.externalCallerNode.edges.every((edge) => edge.kind === 'abstract')).toBe(true);
  });

  it('sends unresolvable calls to the unknown-callee node and skips declarations', () => {
    const { module } = parseK(
      '"k.func"() <{sym_name = "decl", sym_visibility = "private"}> ({}) : () -> ()\n' +
        kFunc(
          'f',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @decl}> : (i32) -> i32\n%1 = "k.call"(%x) <{callee = @nowhere}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ),
    );
    const graph = new CallGraph(module);
    expect(graph.size).toBe(1);
    const f = [...graph][0]!;
    // Both calls resolve to the unknown node; the edge set keeps one.
    expect(f.edges).toHaveLength(1);
    expect(f.edges[0]!.target).toBe(graph.unknownCalleeNode);
  });
});

describe('inlineCalls', () => {
  it('inlines a chain of 1,000 functions each calling the next, stacking call-site locations', () => {
    const n = 1000;
    const call = (i: number) => `%0 = "k.call"(%x) <{callee = @f${i}}> : (i32) -> i32`;
    const add = (lhs: string) => `%1 = "k.add"(${lhs}, %x) : (i32, i32) -> i32`;
    let text = '';
    for (let i = 0; i < n; i++) {
      const body =
        i === n - 1
          ? `${add('%x')}\n"k.return"(%1) : (i32) -> ()`
          : `${call(i + 1)}\n${add('%0')}\n"k.return"(%1) : (i32) -> ()`;
      text += kFunc(`f${i}`, '%x: i32', body, i === 0 ? '' : 'private');
    }
    const { module } = parseK(text);
    expect(inline(module)).toBe(true);
    expect(funcNames(module)).toEqual(['"f0"']);
    const ops = [...module.getRegion(0).front!.front!.getRegion(0).front!];
    expect(ops.map((op) => op.name.identifier)).toEqual([
      ...Array.from({ length: n }, () => 'k.add'),
      'k.return',
    ]);
    // Each add takes the previous one (the innermost callee's first), as the calls nested them.
    const arg = ops[0]!.getOperand(1);
    expect(ops[0]!.getOperand(0)).toBe(arg);
    for (let i = 1; i < n; i++) {
      expect(ops[i]!.getOperand(0)).toBe(ops[i - 1]!.getResult(0));
      expect(ops[i]!.getOperand(1)).toBe(arg);
    }
    expect(ops[n]!.getOperand(0)).toBe(ops[n - 1]!.getResult(0));
    // The innermost add went through every call: below its own location, its caller chain lists
    // the n - 1 call sites, innermost (latest in the text) first.
    const lineOf = (location: Location) => (location as FileLineColLoc).line;
    let loc = ops[0]!.location;
    expect(loc).toBeInstanceOf(CallSiteLoc);
    const addLine = lineOf((loc as CallSiteLoc).callee);
    const callLines: number[] = [];
    for (loc = (loc as CallSiteLoc).caller; loc instanceof CallSiteLoc; loc = loc.caller)
      callLines.push(lineOf(loc.callee));
    callLines.push(lineOf(loc));
    expect(callLines).toHaveLength(n - 1);
    expect(callLines[0]!).toBeLessThan(addLine);
    for (let i = 1; i < callLines.length; i++)
      expect(callLines[i]!).toBeLessThan(callLines[i - 1]!);
    // Not timed: a generous limit for a loaded machine (n^2 / 2 call-site locations are made, as
    // in MLIR; the cubic stacking this test was written against took many times longer).
  }, 120_000);

  it('inlines a chain bottom-up and erases the private callees', () => {
    const { module } = parseK(
      kFunc(
        'leaf',
        '%x: i32',
        '%0 = "k.add"(%x, %x) : (i32, i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        'private',
      ) +
        kFunc(
          'mid',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @leaf}> : (i32) -> i32\n%1 = "k.call"(%0) <{callee = @leaf}> : (i32) -> i32\n"k.return"(%1) : (i32) -> ()',
          'private',
        ) +
        kFunc(
          'top',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @mid}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ),
    );
    expect(inline(module)).toBe(true);
    expect(funcNames(module)).toEqual(['"top"']);
    expect(bodyOps(module, 'top')).toEqual(['k.add', 'k.add', 'k.return']);
  });

  it('never inlines a recursive function into itself, even through inlined calls', () => {
    const { module } = parseK(
      kFunc(
        'self',
        '%x: i32',
        '%0 = "k.call"(%x) <{callee = @self}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
      ) +
        kFunc(
          'ping',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @pong}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ) +
        kFunc(
          'pong',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @ping}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ),
    );
    const before = printGeneric(module);
    expect(inline(module, 100)).toBe(true);
    expect(printGeneric(module)).toBe(before);
  });

  it('splits the caller block for a multi-block callee and branches to the rest', () => {
    const { module } = parseK(
      kFunc(
        'two',
        '%x: i32',
        '"k.br"(%x)[^bb1] : (i32) -> ()\n^bb1(%y: i32):\n%0 = "k.add"(%y, %y) : (i32, i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        'private',
      ) +
        kFunc(
          'f',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @two}> : (i32) -> i32\n"test.use"(%0) : (i32) -> ()\n"k.return"(%0) : (i32) -> ()',
        ),
    );
    expect(inline(module)).toBe(true);
    const f = module.getRegion(0).front!.front as FuncOp;
    const blocks = f.getRegion(0).blocks;
    expect(blocks).toHaveLength(3);
    // The rest of the caller receives the result as a block argument.
    expect(blocks[2]!.numArguments).toBe(1);
    expect(blocks[2]!.front!.name.identifier).toBe('test.use');
    expect(blocks[2]!.front!.getOperand(0)).toBe(blocks[2]!.getArgument(0));
    expect(blocks[1]!.back!.name.identifier).toBe('k.br');
    expect(blocks[1]!.back!.successors[0]).toBe(blocks[2]);
  });

  it("converts mismatched argument and result types with the call dialect's hook", () => {
    const { module } = parseK(
      kFunc(
        'narrow',
        '%x: i32',
        '%0 = "k.add"(%x, %x) : (i32, i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        'private',
      ) +
        kFunc(
          'f',
          '%x: i64',
          '%0 = "k.call"(%x) <{callee = @narrow}> : (i64) -> i64\n"k.return"(%0) : (i64) -> ()',
        ),
    );
    expect(inline(module)).toBe(true);
    const f = module.getRegion(0).front!.front as FuncOp;
    const [toArg, add, toResult, ret] = f.getRegion(0).front!.operations;
    // i64 -> i32 for the argument, the body, i32 -> i64 for the result the caller uses.
    expect(toArg!.name.identifier).toBe('k.cast');
    expect(toArg!.getOperand(0)).toBe(f.getRegion(0).front!.getArgument(0));
    expect(add!.getOperand(0)).toBe(toArg!.getResult(0));
    expect(toResult!.name.identifier).toBe('k.cast');
    expect(toResult!.getOperand(0)).toBe(add!.getResult(0));
    expect(toResult!.getResult(0).type.toString()).toBe('i64');
    expect(ret!.getOperand(0)).toBe(toResult!.getResult(0));
  });

  it('inlines a 300-deep call chain into its root', () => {
    const depth = 300;
    let text = '';
    for (let i = 0; i < depth; i++) {
      text += kFunc(
        `f${i}`,
        '%x: i32',
        `%0 = "k.add"(%x, %x) : (i32, i32) -> i32\n%1 = "k.call"(%0) <{callee = @f${i + 1}}> : (i32) -> i32\n"k.return"(%1) : (i32) -> ()`,
        i === 0 ? '' : 'private',
      );
    }
    text += kFunc(`f${depth}`, '%x: i32', '"k.return"(%x) : (i32) -> ()', 'private');
    const { module } = parseK(text);
    expect(inline(module)).toBe(true);
    expect(funcNames(module)).toEqual(['"f0"']);
    const ops = bodyOps(module, 'f0');
    expect(ops).toHaveLength(depth + 1);
    expect(ops.filter((name) => name === 'k.add')).toHaveLength(depth);
  });

  it('inlines a callee whose body is nested 100000 regions deep', () => {
    const { context, module } = parseK(
      kFunc('deep', '%x: i32', '"k.return"(%x) : (i32) -> ()', 'private') +
        kFunc(
          'f',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @deep}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ),
    );
    const deep = module.getRegion(0).front!.front as FuncOp;
    const entry = deep.getRegion(0).front!;
    nestLoops(context, entry, 100_000, entry.getArgument(0));
    expect(inline(module)).toBe(true);
    expect(funcNames(module)).toEqual(['"f"']);
    const f = module.getRegion(0).front!.front as FuncOp;
    expect(f.getRegion(0).front!.front).toBeInstanceOf(LoopOp);
  });
});

describe('InlinerPass', () => {
  function run(module: Operation, options = ''): { ok: boolean; errors: string[] } {
    const errors: string[] = [];
    module.context.diagnostics.registerHandler((d) => {
      errors.push(d.message);
      return true;
    });
    const pm = new PassManager('builtin.module', { ir: new IRCoreAdapter(module.context) });
    const pass = new InlinerPass();
    expect(pass.initializeOptions(options)).toBeNull();
    pm.addPass(pass);
    return { ok: pm.run(module), errors };
  }

  it('prints its options as mlir-opt does', () => {
    expect(new InlinerPass().printAsTextualPipeline()).toBe(
      'inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }',
    );
  });

  const deadAdd = kFunc(
    'f',
    '%x: i32',
    '%0 = "k.add"(%x, %x) : (i32, i32) -> i32\n"k.return"(%x) : (i32) -> ()',
  );

  it('runs the op-pipelines entry of a callable op instead of the default pipeline', () => {
    const { module } = parseK(deadAdd);
    expect(run(module, 'default-pipeline= op-pipelines=k.func(canonicalize)').ok).toBe(true);
    expect(bodyOps(module, 'f')).toEqual(['k.return']);
  });

  it('leaves callables without an op-pipelines entry to the default pipeline', () => {
    const { module } = parseK(deadAdd);
    expect(run(module, 'default-pipeline= op-pipelines=k.other(canonicalize)').ok).toBe(true);
    expect(bodyOps(module, 'f')).toEqual(['k.add', 'k.return']);
    expect(run(module, 'op-pipelines=k.other(cse)').ok).toBe(true);
    expect(bodyOps(module, 'f')).toEqual(['k.return']);
  });

  it('reports an op-pipelines entry that does not parse', () => {
    const { module } = parseK(deadAdd);
    const { ok, errors } = run(module, 'op-pipelines=canonicalize');
    expect(ok).toBe(false);
    expect(errors[0]).toMatch(/^inliner op-pipelines 'canonicalize': expected pass pipeline/);
    const unknown = run(parseK(deadAdd).module, 'op-pipelines=k.func(no-such-pass)');
    expect(unknown.ok).toBe(false);
    expect(unknown.errors[0]).toContain("'no-such-pass' does not refer to a registered pass");
  });

  it('runs the nested pipelines under the instrumentation of its pass manager', () => {
    const { module } = parseK(deadAdd);
    const events: string[] = [];
    const pm = new PassManager('builtin.module', { ir: new IRCoreAdapter(module.context) });
    const inliner = new InlinerPass();
    pm.addPass(inliner);
    pm.addInstrumentation({
      runBeforePipeline: (anchor, _op, parent) =>
        events.push(`pipeline ${anchor} from ${parent === inliner ? 'inliner' : String(parent)}`),
      runBeforePass: (pass) => events.push(`before ${pass.name}`),
      runAfterPass: (pass) => events.push(`after ${pass.name}`),
    });
    const root = new Timer('root');
    pm.addInstrumentation(new PassTiming(root));
    expect(pm.run(module)).toBe(true);
    expect(events).toEqual([
      'before Inliner',
      'pipeline k.func from inliner',
      'before Canonicalizer',
      'after Canonicalizer',
      'after Inliner',
    ]);
    // As in mlir-opt's report, the pipeline is a top-level row after the pass that ran it.
    expect(root.children.map((timer) => timer.name)).toEqual(['Inliner', "'k.func' Pipeline"]);
    expect(root.children[1]!.children.map((timer) => timer.name)).toEqual(['Canonicalizer']);
  });

  it('runs the default pipeline (canonicalize) on each callable', () => {
    const { module } = parseK(
      kFunc(
        'f',
        '%x: i32',
        '%0 = "k.add"(%x, %x) : (i32, i32) -> i32\n"k.return"(%x) : (i32) -> ()',
      ),
    );
    expect(run(module).ok).toBe(true);
    // The unused pure add is gone: canonicalize ran.
    expect(bodyOps(module, 'f')).toEqual(['k.return']);
  });

  it('leaves callables alone with an empty default pipeline', () => {
    const { module } = parseK(
      kFunc(
        'f',
        '%x: i32',
        '%0 = "k.add"(%x, %x) : (i32, i32) -> i32\n"k.return"(%x) : (i32) -> ()',
      ),
    );
    expect(run(module, 'default-pipeline=').ok).toBe(true);
    expect(bodyOps(module, 'f')).toEqual(['k.add', 'k.return']);
  });

  it('reports a default pipeline naming an unknown pass', () => {
    const { module } = parseK(kFunc('f', '%x: i32', '"k.return"(%x) : (i32) -> ()'));
    const { ok, errors } = run(module, 'default-pipeline=no-such-pass');
    expect(ok).toBe(false);
    expect(errors[0]).toContain("'no-such-pass' does not refer to a registered pass");
  });

  it('keeps callees above the inlining threshold', () => {
    const big = Array.from(
      { length: 10 },
      (_, i) => `%${i} = "k.add"(%x, %x) : (i32, i32) -> i32`,
    ).join('\n');
    const { module } = parseK(
      kFunc('big', '%x: i32', `${big}\n"k.return"(%x) : (i32) -> ()`) +
        kFunc(
          'f',
          '%x: i32',
          '%0 = "k.call"(%x) <{callee = @big}> : (i32) -> i32\n"k.return"(%0) : (i32) -> ()',
        ),
    );
    expect(run(module, 'default-pipeline= inlining-threshold=100').ok).toBe(true);
    expect(bodyOps(module, 'f')).toEqual(['k.call', 'k.return']);
    expect(run(module, 'default-pipeline=').ok).toBe(true);
    expect(bodyOps(module, 'f')).not.toContain('k.call');
  });

  it("fails with MLIR's message on an op that is not a symbol table", () => {
    const { module } = parseK(kFunc('f', '%x: i32', '"k.return"(%x) : (i32) -> ()'));
    const f = module.getRegion(0).front!.front!;
    const errors: string[] = [];
    module.context.diagnostics.registerHandler((d) => {
      errors.push(d.message);
      return true;
    });
    const pm = new PassManager('k.func', { ir: new IRCoreAdapter(module.context) });
    pm.addPass(new InlinerPass());
    expect(pm.run(f)).toBe(false);
    expect(errors[0]).toBe(
      "'k.func' op  was scheduled to run under the inliner, but does not define a symbol table",
    );
  });
});
