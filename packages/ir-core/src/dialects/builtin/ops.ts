import type { Operation } from '../../ir/operation.js';
import { optional, SizedRegion1, variadic } from '../../ods/constraint.js';
import { StrAttr, SymbolNameAttr } from '../../ods/constraints/attrs.js';
import { AnyType } from '../../ods/constraints/types.js';
import { defineOp } from '../../ods/define-op.js';
import type { FoldResult, OpFoldResult } from '../../ods/fold.js';
import { OpAsmOpInterface } from '../../ods/interfaces/op-asm.js';
import { graphRegions } from '../../ods/interfaces/region-kind.js';
import { Pure } from '../../ods/interfaces/side-effects.js';
import { SYM_NAME, SYM_VISIBILITY, SymbolOpInterface } from '../../ods/interfaces/symbols.js';
import {
  AffineScope,
  IsolatedFromAbove,
  NoRegionArguments,
  NoTerminator,
  SingleBlock,
  SymbolTableTrait,
} from '../../ods/traits/structure.js';
import type { Attribute } from '../../attributes/attribute.js';

/**
 * `builtin.module`: the top-level container. One graph region with one block and no terminator,
 * isolated from above, holding a symbol table; optionally itself a named symbol.
 */
export class ModuleOp extends defineOp({
  name: 'builtin.module',
  properties: { sym_name: optional(SymbolNameAttr), sym_visibility: optional(StrAttr) },
  regions: { bodyRegion: SizedRegion1 },
  traits: [
    AffineScope,
    IsolatedFromAbove,
    NoRegionArguments,
    SymbolTableTrait,
    NoTerminator,
    SingleBlock,
  ],
  interfaces: [
    SymbolOpInterface.implement({ isOptionalSymbol: () => true }),
    OpAsmOpInterface.implement({ getDefaultDialect: () => 'builtin' }),
    graphRegions,
  ],
  assemblyFormat: '($sym_name^)? attr-dict-with-keyword $bodyRegion',
}) {
  /** Only dialect attributes (names with a dot) may be attached to a module, besides its symbol ones. */
  override verify(): boolean {
    for (const [name] of this.getDiscardableAttrs()) {
      if (name.includes('.') || name === SYM_NAME || name === SYM_VISIBILITY) continue;
      this.emitOpError(`can only contain attributes with dialect-prefixed names, found: '${name}'`);
      return false;
    }
    return true;
  }

  /** The module's single block (MLIR's `getBody`). */
  get body() {
    return this.bodyRegion.front!;
  }
}

/**
 * `builtin.unrealized_conversion_cast`: a placeholder conversion between types, left by partial
 * dialect conversions and removed once both sides agree.
 */
export class UnrealizedConversionCastOp extends defineOp({
  name: 'builtin.unrealized_conversion_cast',
  operands: { inputs: variadic(AnyType) },
  results: { outputs: variadic(AnyType) },
  traits: [Pure],
  assemblyFormat: '($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict',
}) {
  override verify(): boolean {
    if (this.numResults === 0) {
      this.emitOpError('expected at least one result for cast operation');
      return false;
    }
    return true;
  }

  /**
   * Folds an identity cast (same types in and out) and a cast of a cast that round-trips
   * (`A -> B -> A`) to the original values, as MLIR's folder does. Needs no constant operands.
   */
  fold(_operands: readonly (Attribute | null)[]): FoldResult {
    const inputs = this.inputs;
    if (inputs.length === 0) return null;
    if (
      inputs.length === this.numResults &&
      inputs.every((v, i) => v.type === this.getResult(i).type)
    ) {
      return inputs as readonly OpFoldResult[];
    }
    const producer: Operation | null = inputs[0]!.getDefiningOp();
    if (!(producer instanceof UnrealizedConversionCastOp)) return null;
    const producerResults = producer.outputs;
    if (producerResults.length !== inputs.length) return null;
    for (let i = 0; i < inputs.length; i++) if (inputs[i] !== producerResults[i]) return null;
    const sources = producer.inputs;
    if (sources.length !== this.numResults) return null;
    for (let i = 0; i < sources.length; i++)
      if (sources[i]!.type !== this.getResult(i).type) return null;
    return sources as readonly OpFoldResult[];
  }
}
