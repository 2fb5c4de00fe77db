// Runs before every test file: makes `strata-opt` a lit tool for every package's `.mlir` tests.
// Dialect packages sit below the app in the layer order, so they cannot import it themselves; the
// workspace root, which depends on the app, wires it in. The import is deferred to the first RUN
// line that names the tool, so test files without lit tests never load the driver.
import { registerLitTool } from '@strata/filecheck/lit';

registerLitTool('strata-opt', async (argv, io) => {
  const { runInProcess } = await import('strata-opt');
  return runInProcess(argv, io);
});
