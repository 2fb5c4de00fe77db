/**
 * One way a user might depend on Strata: the packages they install (nothing else of the workspace
 * comes along but what those declare) and an ES module script that must run with exit status 0.
 * Scripts only touch API that is meant to stay: they prove the install works, not the features.
 */
export interface ConsumerCase {
  name: string;
  install: readonly string[];
  script: string;
}

/** The subsets the consumer check installs. A new layer or a new kind of user is one entry here. */
export const CONSUMER_CASES: readonly ConsumerCase[] = [
  {
    name: 'the IR alone',
    install: ['@strata/ir-core'],
    script: `import { MLIRContext } from '@strata/ir-core';
const context = new MLIRContext();
if (!(context instanceof MLIRContext)) throw new Error('MLIRContext did not construct');
console.log('ir-core: MLIRContext created');
`,
  },
  {
    // DESIGN.md's peephole optimizer: the IR and the rewriting layer, nothing else.
    name: 'a peephole optimizer (IR and pattern rewriting)',
    install: ['@strata/ir-core', '@strata/pattern-rewrite'],
    script: `import { MLIRContext, parseSourceString, printOperation } from '@strata/ir-core';
import { applyPatternsGreedily, FrozenRewritePatternSet, RewritePatternSet } from '@strata/pattern-rewrite';
const context = new MLIRContext({ allowUnregisteredDialects: true });
const module = parseSourceString('"test.op"() : () -> ()', context, { filename: 'input.mlir' });
if (module === null) throw new Error('parse failed');
const result = applyPatternsGreedily(module, new FrozenRewritePatternSet(new RewritePatternSet(context)));
if (result.changed) throw new Error('an empty pattern set changed the IR');
console.log(printOperation(module));
`,
  },
  {
    // A dialect package brings its layers along (ir-core, pattern-rewrite) but not the driver.
    name: 'one dialect',
    install: ['@strata/dialect-arith'],
    script: `import { MLIRContext, parseSourceString, printOperation } from '@strata/ir-core';
import { registerArithDialect } from '@strata/dialect-arith';
const context = new MLIRContext();
registerArithDialect(context.registry);
const text = '%0 = arith.constant 42 : i32';
const module = parseSourceString(text, context, { filename: 'input.mlir' });
if (module === null) throw new Error('parse failed');
const printed = printOperation(module);
if (!printed.includes('%c42_i32 = arith.constant 42 : i32')) throw new Error(printed);
console.log(printed);
`,
  },
  {
    // Brings an npm dependency (zod) along: the install must still work offline.
    name: 'the pass infrastructure alone',
    install: ['@strata/pass'],
    script: `import { PassManager } from '@strata/pass';
if (typeof PassManager !== 'function') throw new Error('PassManager is not exported');
console.log('pass: PassManager loaded');
`,
  },
];
