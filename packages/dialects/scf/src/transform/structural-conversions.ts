/**
 * `transform.apply_conversion_patterns.scf.structural_conversions`: the scf structural type
 * conversion patterns and their legality rules, with the `apply_conversion_patterns` op's default
 * type converter (this descriptor brings none of its own, as in MLIR).
 */
import { defineOp, MemoryEffectOpInterface } from '@strata/ir-core';
import { ConversionPatternDescriptorOpInterface } from '@strata/transform';
import {
  populateSCFStructuralTypeConversions,
  populateSCFStructuralTypeConversionTarget,
} from '../conversion.js';

export class ApplySCFStructuralConversionPatternsOp extends defineOp({
  name: 'transform.apply_conversion_patterns.scf.structural_conversions',
  interfaces: [
    MemoryEffectOpInterface.implement({ getEffects: () => [] }),
    ConversionPatternDescriptorOpInterface.implement({
      populatePatterns(_op, typeConverter, patterns) {
        populateSCFStructuralTypeConversions(typeConverter, patterns);
      },
      populateConversionTargetRules(_op, typeConverter, target) {
        populateSCFStructuralTypeConversionTarget(typeConverter, target);
      },
    }),
  ],
  assemblyFormat: 'attr-dict',
}) {}
