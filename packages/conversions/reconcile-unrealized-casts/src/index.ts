export { ReconcileUnrealizedCastsPass } from './pass.js';
export { reconcileUnrealizedCasts } from './reconcile.js';
