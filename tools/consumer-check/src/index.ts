export { CONSUMER_CASES, type ConsumerCase } from './cases.js';
export {
  checkConsumerCase,
  checkStandalonePackage,
  packWorkspace,
  type PackedWorkspace,
} from './check.js';
export { installAndRun, type ConsumerResult } from './consumer-project.js';
export { packInstalledDependency, packWithPnpm } from './pack.js';
export {
  dependencyClosure,
  listWorkspacePackages,
  readPackage,
  runtimeDependencies,
  type Manifest,
  type PackageInfo,
} from './workspace.js';
