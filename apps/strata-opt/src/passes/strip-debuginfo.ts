import { type Operation, UnknownLoc } from '@strata/ir-core';
import { Pass } from '@strata/pass';

/**
 * `strip-debuginfo`: replaces the location of every op and block argument under the op it runs on
 * with `loc(unknown)`, as MLIR's pass of the same name.
 */
export class StripDebugInfoPass extends Pass {
  readonly argument = 'strip-debuginfo';
  readonly name = 'StripDebugInfo';
  override readonly description = 'Strip debug info from all operations';

  runOnOperation(): void {
    const root = this.getOperation() as Operation;
    const unknown = UnknownLoc.get(root.context);
    root.walk((op) => {
      op.location = unknown;
      for (const region of op.regions) {
        for (const block of region.blocks)
          for (const argument of block.arguments) argument.location = unknown;
      }
    });
  }
}
