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
    // Brings an npm dependency (zod) along: the install must still work offline.
    name: 'the pass infrastructure alone',
    install: ['@strata/pass'],
    script: `import { PassManager } from '@strata/pass';
if (typeof PassManager !== 'function') throw new Error('PassManager is not exported');
console.log('pass: PassManager loaded');
`,
  },
];
