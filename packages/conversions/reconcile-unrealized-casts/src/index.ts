export { ReconcileUnrealizedCastsPass } from './pass.js';
