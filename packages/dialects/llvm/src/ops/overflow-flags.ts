/**
 * The integer overflow flags of `llvm.add/sub/mul/shl` and `llvm.trunc`: the `overflowFlags`
 * property (an i32, 0 unless set) and its ` overflow<nsw, nuw>` clause in the custom syntax.
 */
import {
  defaultValued,
  type IntegerAttr,
  type Operation,
  type OperationState,
  registerCustomDirective,
} from '@strata/ir-core';
import {
  normalizeOverflowFlags,
  OverflowFlagsConstraint,
  overflowFlagsText,
  overflowFlagsValue,
  parseOverflowFlagList,
} from '../attributes.js';

export const overflowFlags = defaultValued(OverflowFlagsConstraint, (context) =>
  overflowFlagsValue(context, 0),
);

/** ` overflow<nsw>` when any flag is set (the i32 `overflowFlags` property); nothing otherwise. */
registerCustomDirective('LLVMOverflowFlags', {
  print(printer, _op, [flags]) {
    const value = Number((flags as IntegerAttr).value);
    if (value !== 0) printer.write(` overflow<${overflowFlagsText(value)}>`);
  },
  parse(parser, _state, slots) {
    let value = 0;
    if (parser.isKeyword('overflow')) {
      parser.consume();
      if (!parser.parseLess()) return false;
      const parsed = parseOverflowFlagList(parser, (offset, message) =>
        parser.emitCustomError(offset, message),
      );
      if (parsed === null || !parser.parseGreater()) return false;
      value = parsed;
    }
    slots[0]!.value = overflowFlagsValue(parser.context, value);
    return true;
  },
});

/**
 * `Base` whose constructor stores an `#llvm.overflow` or non-i32 `overflowFlags` given in generic
 * form as the i32 MLIR keeps (MLIR converts it when it reads the properties).
 */
export function withOverflowFlags<T extends new (state: OperationState) => Operation>(Base: T): T {
  const Constructor = Base as new (state: OperationState) => Operation;
  class WithOverflowFlags extends Constructor {
    constructor(state: OperationState) {
      super(state);
      const flags = this.getInherentAttr('overflowFlags');
      if (flags !== undefined) {
        const stored = normalizeOverflowFlags(flags);
        if (stored !== flags) this.setInherentAttr('overflowFlags', stored);
      }
    }
  }
  return WithOverflowFlags as T;
}
