// Prints the one closing line CI reads: `N passed, N failed, N skipped`, from vitest's JSON report.
// A missing report means no test ran, which is a failure, not a silent success.
import { existsSync, readFileSync } from 'node:fs';

const path = process.argv[2];
if (!path || !existsSync(path)) {
  console.log('0 passed, 0 failed');
  console.error(`no vitest report at ${path ?? '(none given)'}: no test ran`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(path, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exit(report.numFailedTests > 0 || report.numPassedTests === 0 ? 1 : 0);
