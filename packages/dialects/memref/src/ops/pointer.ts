/**
 * `memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index`: the address of a buffer's
 * aligned data, as an index, for code that hands buffers to pointer-based libraries.
 */
import { defineOp, Index, Pure } from '@strata/ir-core';
import { resultName } from '../op-models.js';
import { AnyRankedOrUnrankedMemRef } from '../types.js';

export class ExtractAlignedPointerAsIndexOp extends defineOp({
  name: 'memref.extract_aligned_pointer_as_index',
  operands: { source: AnyRankedOrUnrankedMemRef },
  results: { aligned_pointer: Index },
  traits: [Pure],
  interfaces: [resultName('intptr')],
  assemblyFormat: '$source `:` type($source) `->` type(results) attr-dict',
}) {}
