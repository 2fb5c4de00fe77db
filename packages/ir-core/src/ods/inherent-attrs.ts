import type { Attribute } from '../attributes/attribute.js';
import type { AttrConstraint } from './constraint.js';
import type { AttrSpec, OpSpec } from './spec.js';
import {
  OPERAND_SEGMENT_SIZES,
  readSegmentSizes,
  RESULT_SEGMENT_SIZES,
} from './traits/segments.js';

/**
 * What the op parser checks of the inherent attributes (those stored as properties) that an op's
 * attribute dictionary spells, made once per op definition:
 *
 * - MLIR's `verifyInherentAttrs`, which ODS-generated parsers call right after reading the
 *   dictionary, so that a bad value is reported at the dictionary with the constraint's summary
 *   instead of by the verifier at the op. MLIR's hand-written parsers (`scf.for`, `func.func`) skip
 *   it; their definitions say so with `verifyInherentAttrsOnParse: false`. The generic form makes
 *   the same check of an op without `<{...}>`, reported at the op.
 * - MLIR's `setInherentAttr`, which moves such an entry into its property when the op is created
 *   and silently drops one its property cannot store (`{unsignedCmp = 1 : i32}` on `scf.for`).
 */
export class InherentAttrCheck {
  /** The property-stored attributes, sorted by name: the order in which ODS checks them. */
  private readonly sorted: readonly AttrSpec[];
  private readonly byName: ReadonlyMap<string, AttrConstraint>;
  private readonly opName: string;
  private readonly operandGroups: number;
  private readonly resultGroups: number;

  constructor(
    spec: OpSpec,
    /** Whether the op's custom parser checks its dictionary (see above). */
    readonly onParse: boolean,
  ) {
    this.opName = spec.name;
    this.operandGroups = spec.operands.length;
    this.resultGroups = spec.results.length;
    this.sorted = spec.attributes
      .filter((attr) => attr.storage === 'property')
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.byName = new Map(this.sorted.map((attr) => [attr.name, attr.constraint]));
  }

  /**
   * MLIR's message for the first inherent attribute among `attributes[start...]` (what a dictionary
   * just added) that breaks its constraint, or null when there is none.
   */
  failure(attributes: readonly (readonly [string, Attribute])[], start: number): string | null {
    const byName = this.byName;
    let inherent = false;
    for (let i = start; i < attributes.length && !inherent; i++)
      inherent = byName.has(attributes[i]![0]);
    // Nearly every dictionary holds only discardable attributes: nothing more to do.
    if (!inherent) return null;
    for (const spec of this.sorted) {
      for (let i = start; i < attributes.length; i++) {
        const [name, value] = attributes[i]!;
        if (name !== spec.name) continue;
        if (!spec.constraint.isSatisfiedBy(value))
          return `'${this.opName}' op attribute '${name}' failed to satisfy constraint: ${spec.constraint.summary}`;
        break;
      }
    }
    return null;
  }

  /**
   * Whether inherent attribute `name` is held as an attribute that MLIR's `setInherentAttr` empties
   * when given one it cannot store. Segment sizes are held as plain arrays, which keep their value.
   */
  emptiedWhenUnstorable(name: string): boolean {
    return this.byName.has(name);
  }

  /**
   * Whether the property of inherent attribute `name` can store `value`. Segment sizes are held in
   * an `i32` array of one entry per group, as in MLIR: anything else is dropped.
   */
  storageAccepts(name: string, value: Attribute): boolean {
    const constraint = this.byName.get(name);
    if (constraint !== undefined) return constraint.storageAccepts(value);
    if (name === OPERAND_SEGMENT_SIZES)
      return readSegmentSizes(value)?.length === this.operandGroups;
    if (name === RESULT_SEGMENT_SIZES) return readSegmentSizes(value)?.length === this.resultGroups;
    return true;
  }
}
