/**
 * The IR backend of strata-opt built on `@strata/ir-core`: contexts, the source manager and
 * diagnostic handlers, input splitting, and the adapter the pass manager runs through.
 *
 * Pending in ir-core: the operation parser/printer and the public export of its diagnostics
 * module (split-input-file, source manager, handlers). Until they land this backend reports that
 * it cannot process IR, and everything above it (flags, pipelines, I/O) is tested with a fake.
 */
import type { InputChunk, IRBackend, IRSession, SessionOptions } from './ir-backend.js';

const UNAVAILABLE = 'processing IR needs the MLIR parser and printer of @strata/ir-core, which are not available yet';

export function createIRCoreBackend(): IRBackend {
  return {
    split: () => UNAVAILABLE,
    open(_chunk: InputChunk, options: SessionOptions): IRSession {
      return {
        adapter: undefined as never,
        parse: () => {
          options.stderr(`strata-opt: ${UNAVAILABLE}\n`);
          return null;
        },
        print: () => '',
        errorCount: () => 0,
        loadDialect: () => {},
        finish: () => true,
      };
    },
  };
}
