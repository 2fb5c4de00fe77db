import {
  type Block,
  emitErrorAt,
  iterateUses,
  type Location,
  OpBuilder,
  type Operation,
  type Value,
} from '@strata/ir-core';
import { materializeConversion } from './materialize.js';
import type { SignatureConversion } from './signature-conversion.js';
import type { TypeConverter } from './type-converter.js';

export interface ApplySignatureConversionOptions {
  /** Supplies the source materializations; without one, unrealized casts are built. */
  readonly typeConverter?: TypeConverter | null;
  /** See `MaterializeOptions.buildMaterializations`. */
  readonly buildMaterializations?: boolean;
  /** Builds the new block and the materializations (its listener is told); a fresh one by default. */
  readonly builder?: OpBuilder;
}

/**
 * Replaces `block` by a block whose arguments are `conversion.getConvertedTypes()`, immediately
 * (outside of any rollback machinery; the conversion rewriter applies the same input mappings
 * through its own undo log): the new block takes the old one's place, ops and predecessors, and
 * each used original argument is replaced by
 * - its single new argument of the same type, or its single replacement value of the same type;
 * - otherwise a source materialization from its new arguments (or replacement values, or nothing
 *   when it was dropped) to its original type, built at the start of the new block.
 *
 * Returns the new block, or null — with an error at the argument's location and the IR unchanged —
 * when a needed source materialization cannot be built.
 */
export function applySignatureConversion(
  block: Block,
  conversion: SignatureConversion,
  options: ApplySignatureConversionOptions = {},
): Block | null {
  if (conversion.numOrigInputs !== block.numArguments)
    throw new RangeError(
      `signature conversion for ${conversion.numOrigInputs} inputs applied to a block with ${block.numArguments} arguments`,
    );
  const region = block.parent;
  const parentOp: Operation | null = region?.parentOp ?? null;
  if (region === null || parentOp === null)
    throw new Error('applySignatureConversion: the block must be in a region of an operation');
  const builder = options.builder ?? new OpBuilder(parentOp.context);
  const savedInsertion = builder.saveInsertionPoint();

  const newTypes = conversion.getConvertedTypes();
  const newLocations = newArgumentLocations(block, conversion, parentOp.location);
  const newBlock = builder.createBlock(region, block, newTypes, newLocations);

  const replacements: (Value | null)[] = [];
  for (let i = 0; i < block.numArguments; i++) {
    const arg = block.getArgument(i);
    if (arg.useEmpty()) {
      replacements.push(null);
      continue;
    }
    const mapping = conversion.getInputMapping(i);
    const inputs: readonly Value[] =
      mapping === null
        ? []
        : mapping.replacementValues.length > 0
          ? mapping.replacementValues
          : newBlock.arguments.slice(mapping.inputNo, mapping.inputNo + mapping.size);
    if (inputs.length === 1 && inputs[0]!.type === arg.type) {
      replacements.push(inputs[0]!);
      continue;
    }
    const materialized = materializeConversion(
      'source',
      options.typeConverter ?? null,
      builder,
      arg.location,
      [arg.type],
      inputs,
      { buildMaterializations: options.buildMaterializations ?? true },
    );
    if (materialized === null) {
      newBlock.erase();
      builder.restoreInsertionPoint(savedInsertion);
      const from = inputs.map((v) => `'${v.type.toString()}'`).join(', ');
      emitErrorAt(
        arg.location,
        `failed to materialize conversion for block argument #${i} from (${from}) to '${arg.type.toString()}' that remained live after conversion`,
      );
      return null;
    }
    replacements.push(materialized[0]!);
  }

  for (let i = 0; i < replacements.length; i++) {
    const replacement = replacements[i];
    if (replacement != null) block.getArgument(i).replaceAllUsesWith(replacement);
  }
  for (const use of iterateUses(block.firstUse)) use.set(newBlock);
  for (const op of block.operations) op.moveTo(newBlock);
  block.erase();

  if (savedInsertion.block === block) builder.setInsertionPointToEnd(newBlock);
  else builder.restoreInsertionPoint(savedInsertion);
  return newBlock;
}

/**
 * Each new argument takes the location of the original argument it replaces; inputs added without
 * an original one take the location of the op holding the block.
 */
function newArgumentLocations(
  block: Block,
  conversion: SignatureConversion,
  fallback: Location,
): Location[] {
  const locations = new Array<Location>(conversion.getConvertedTypes().length).fill(fallback);
  for (let i = 0; i < conversion.numOrigInputs; i++) {
    const mapping = conversion.getInputMapping(i);
    if (mapping === null || mapping.size === 0) continue;
    const location = block.getArgument(i).location;
    for (let j = 0; j < mapping.size; j++) locations[mapping.inputNo + j] = location;
  }
  return locations;
}
