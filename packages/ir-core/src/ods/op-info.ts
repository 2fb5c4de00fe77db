import type { Attribute } from '../attributes/attribute.js';
import type { MLIRContext } from '../context.js';
import type { Dialect } from '../ir/dialect.js';
import type { OpOperand } from '../ir/operands.js';
import type { Operation } from '../ir/operation.js';
import type { OperationClass, OperationInfo } from '../ir/operation-name.js';
import type { RegionKind, TraitKey } from '../ir/traits.js';
import type { OpDefinition } from './definition.js';
import type { AssemblyFormat } from './format/ast.js';
import type { InterfaceImplementation, OpInterface } from './interface.js';
import {
  AttrSizedOperandSegments,
  AttrSizedResultSegments,
  OPERAND_SEGMENT_SIZES,
  RESULT_SEGMENT_SIZES,
} from './traits/segments.js';
import { RegionKindInterface, type RegionKindModel } from './interfaces/region-kind.js';
import { populateDefaults, type OpSpec } from './spec.js';
import type { OpTrait } from './trait.js';
import { CountBounds } from './traits/counts.js';
import { Precheck } from './verify-precheck.js';
import {
  hasDeclaredConstraints,
  SatisfiedValues,
  verifyDeclaredConstraints,
} from './verify-invariants.js';

/** The hooks an op class made by `defineOp` overrides (all optional). */
export interface OpHooks {
  /** The op's own verifier (MLIR's `verify()`), run after the declared constraints and traits. */
  verify(): boolean;
  /** Verifier run after the nested ops (MLIR's `verifyRegions()`). */
  verifyRegions(): boolean;
}

/**
 * What a registered op tells the IR model ({@link OperationInfo}), built from an op class's
 * {@link OpSpec} for one dialect of one context. External interface models attached later (by a
 * dialect extension) live here too, so they are per context as in MLIR.
 */
export class OpInfo implements OperationInfo {
  readonly inherentAttrNames: ReadonlySet<string>;
  private readonly models = new Map<TraitKey, unknown>();
  private readonly interfaces: OpInterface<object, never>[] = [];
  /** The verifiers to run, built on first use; attaching an interface resets it. */
  private plan: VerificationPlan | null = null;
  /**
   * A memo slot for the IR verifier: its trait bits for ops of this name, -1 until it computes
   * them (one field read per op instead of a map lookup). Attaching an interface resets it.
   */
  verifierFlags = -1;

  constructor(
    readonly opClass: OperationClass,
    readonly spec: OpSpec,
    readonly dialect: Dialect,
  ) {
    this.inherentAttrNames = inherentNamesOf(spec);
    for (const trait of spec.declaredTraits)
      for (const provided of trait.hooks.provides ?? []) this.attachInterface(provided);
    for (const implementation of spec.definition.interfaces ?? [])
      this.attachInterface(implementation);
  }

  get name(): string {
    return this.spec.name;
  }

  /** The op's declarative assembly format, or null (then `parse`/`print` or the generic form). */
  get assemblyFormat(): AssemblyFormat | null {
    return this.spec.assemblyFormat;
  }

  /** Hand-written custom parser (MLIR's `hasCustomAssemblyFormat`), if any. */
  get parse(): OpDefinition['parse'] | undefined {
    return this.spec.definition.parse;
  }

  /** Hand-written custom printer, if any. */
  get print(): OpDefinition['print'] | undefined {
    return this.spec.definition.print;
  }

  /**
   * Sets each absent default-valued property to its default, as MLIR does when it creates an op
   * (the generic form then prints it: `<{overflowFlags = #arith.overflow<none>}>`). The op parser
   * calls this for ops it reads; `build` does it itself.
   */
  populateDefaultProperties(properties: Map<string, Attribute>, context: MLIRContext): void {
    populateDefaults(this.spec, properties, context);
  }

  /** Adds the op's canonicalization patterns, if it declares any. */
  getCanonicalizationPatterns(
    patterns: { add(...patterns: any[]): unknown },
    context: MLIRContext,
  ): void {
    this.spec.definition.canonicalizationPatterns?.(patterns, context);
  }

  hasTrait(trait: TraitKey): boolean {
    return this.spec.hasTrait(trait) || this.models.has(trait);
  }

  getInterface<T>(iface: TraitKey): T | null {
    return (this.models.get(iface) as T | undefined) ?? null;
  }

  /** Adds (or replaces) the op's model of an interface, as MLIR's `attachInterface`. */
  attachInterface<M extends object>(implementation: InterfaceImplementation<M>): void {
    const key = implementation.iface.key;
    if (!this.models.has(key))
      this.interfaces.push(implementation.iface as unknown as OpInterface<object, never>);
    this.models.set(key, implementation.model);
    this.plan = null;
    this.verifierFlags = -1;
  }

  verifyInvariants(op: Operation): boolean {
    return this.verifyInvariantsOf(op, op.getOpOperands(), op.regions.length, op.numSuccessors);
  }

  /**
   * {@link verifyInvariants} given the op's operands, region count and successor count, which the
   * IR verifier knows already: each read of a member of an op is a lookup over the many op classes.
   */
  verifyInvariantsOf(
    op: Operation,
    operands: readonly OpOperand[],
    numRegions: number,
    numSuccessors: number,
  ): boolean {
    const plan = this.plan ?? this.makePlan();
    // The common case: the precheck settles the counts, the declared constraints and the common
    // traits at once, and only the other verifiers run. Otherwise all run, in MLIR's order, for
    // the first failure's diagnostic.
    const precheck = plan.precheck;
    if (precheck !== null && precheck.holds(op, operands, numRegions, numSuccessors)) {
      return plan.runResidualChecks(op);
    }
    return this.verifyInOrder(op, plan, operands, numRegions, numSuccessors);
  }

  /**
   * Every verifier of the op in MLIR's order: counting and structural traits, the declared
   * constraints (`OpInvariants`), the other traits, the interfaces, the op's own verifier.
   */
  private verifyInOrder(
    op: Operation,
    plan: VerificationPlan,
    operands: readonly OpOperand[],
    numRegions: number,
    numSuccessors: number,
  ): boolean {
    // Counts within bounds leave the traits the bounds stand for nothing to report.
    const before = plan.counts.within(operands.length, op.results.length, numSuccessors, numRegions)
      ? plan.uncountedTraitsBeforeConstraints
      : plan.traitsBeforeConstraints;
    for (let i = 0; i < before.length; i++) if (!before[i]!(op)) return false;
    if (
      plan.checkConstraints &&
      !verifyDeclaredConstraints(op, this.spec, plan.satisfiedValues, operands)
    )
      return false;
    const after = plan.traitsAfterConstraints;
    for (let i = 0; i < after.length; i++) if (!after[i]!(op)) return false;
    return plan.runInterfacesAndHook(op);
  }

  verifyRegionInvariants(op: Operation): boolean {
    const plan = this.plan ?? this.makePlan();
    const traits = plan.regionTraits;
    for (let i = 0; i < traits.length; i++) if (!traits[i]!(op)) return false;
    const interfaces = plan.regionInterfaceChecks;
    for (let i = 0; i < interfaces.length; i++) if (!interfaces[i]!.run(op)) return false;
    return !plan.callsVerifyRegions || (op as Operation & OpHooks).verifyRegions();
  }

  /**
   * Whether {@link verifyRegionInvariants} has anything to run (a region trait or interface
   * verifier, or the op's own `verifyRegions`): the verifier skips the call for ops without.
   */
  hasRegionInvariants(): boolean {
    const plan = this.plan ?? this.makePlan();
    return (
      plan.regionTraits.length !== 0 ||
      plan.regionInterfaceChecks.length !== 0 ||
      plan.callsVerifyRegions
    );
  }

  /** The verifiers that apply to this op, gathered once (and again after an interface is attached). */
  private makePlan(): VerificationPlan {
    const { traits, traitsBeforeConstraints, countTraits } = this.spec;
    const plan = new VerificationPlan(
      hasDeclaredConstraints(this.spec),
      new SatisfiedValues(this.spec),
      hasOwnHook(this.opClass, 'verify'),
      hasOwnHook(this.opClass, 'verifyRegions'),
    );
    // The traits with a verifier, except the counting ones that `plan.counts` stands for.
    const uncounted: OpTrait<unknown>[] = [];
    for (let i = 0; i < traits.length; i++) {
      const { verify, verifyRegion } = traits[i]!.hooks;
      if (verify && i < traitsBeforeConstraints) {
        plan.traitsBeforeConstraints.push(verify);
        if (i >= countTraits.length || !plan.counts.fold(traits[i]!)) {
          plan.uncountedTraitsBeforeConstraints.push(verify);
          uncounted.push(traits[i]!);
        }
      } else if (verify) {
        plan.traitsAfterConstraints.push(verify);
        uncounted.push(traits[i]!);
      }
      if (verifyRegion) plan.regionTraits.push(verifyRegion);
    }
    const covered = new Set<OpTrait<unknown>>();
    plan.precheck = Precheck.build(
      this.spec,
      this.opClass,
      plan.counts,
      plan.satisfiedValues,
      uncounted,
      covered,
    );
    for (const trait of uncounted)
      if (!covered.has(trait)) plan.residualTraits.push(trait.hooks.verify!);
    for (const iface of this.interfaces) {
      const model = this.models.get(iface.key) as object;
      if (iface.verify) plan.interfaceChecks.push(new InterfaceCheck(iface.verify, model));
      if (iface.verifyRegion)
        plan.regionInterfaceChecks.push(new InterfaceCheck(iface.verifyRegion, model));
    }
    this.plan = plan;
    return plan;
  }

  regionKind(index: number): RegionKind {
    const model = this.models.get(RegionKindInterface.key) as RegionKindModel | undefined;
    return model ? model.getRegionKind(null, index) : 'ssacfg';
  }
}

/** An interface's verifier bound to the op's model of that interface. */
class InterfaceCheck {
  constructor(
    private readonly verify: (op: Operation, model: object) => boolean,
    private readonly model: object,
  ) {}

  run(op: Operation): boolean {
    return this.verify(op, this.model);
  }
}

/**
 * Which verifiers an op runs, in order, as flat arrays: `verifyInvariants` then calls each
 * without asking every trait and interface whether it has a hook.
 */
class VerificationPlan {
  readonly traitsBeforeConstraints: ((op: Operation) => boolean)[] = [];
  /** The counting traits among `traitsBeforeConstraints` that `counts` stands for, as bounds. */
  readonly counts = new CountBounds();
  /** `traitsBeforeConstraints` without those: what runs when the counts hold. */
  readonly uncountedTraitsBeforeConstraints: ((op: Operation) => boolean)[] = [];
  readonly traitsAfterConstraints: ((op: Operation) => boolean)[] = [];
  /** The pure check of counts, constraints and common traits; null when it does not apply. */
  precheck: Precheck | null = null;
  /** The trait verifiers, in order, that the precheck leaves to run when it holds. */
  readonly residualTraits: ((op: Operation) => boolean)[] = [];
  readonly interfaceChecks: InterfaceCheck[] = [];
  readonly regionTraits: ((op: Operation) => boolean)[] = [];
  readonly regionInterfaceChecks: InterfaceCheck[] = [];

  constructor(
    /** False when the definition declares nothing `verifyDeclaredConstraints` would check. */
    readonly checkConstraints: boolean,
    /** Memo of the declared attribute and type constraints, for `verifyDeclaredConstraints`. */
    readonly satisfiedValues: SatisfiedValues,
    /** Whether the op class has its own `verify` (else the call is skipped: it answers true). */
    readonly callsVerify: boolean,
    readonly callsVerifyRegions: boolean,
  ) {}

  /** What is left of `verifyInvariants` once the precheck holds, in order. */
  runResidualChecks(op: Operation): boolean {
    const traits = this.residualTraits;
    for (let i = 0; i < traits.length; i++) if (!traits[i]!(op)) return false;
    return this.runInterfacesAndHook(op);
  }

  /** The last steps of `verifyInvariants`: the interfaces' verifiers, then the op's own. */
  runInterfacesAndHook(op: Operation): boolean {
    const interfaces = this.interfaceChecks;
    for (let i = 0; i < interfaces.length; i++) if (!interfaces[i]!.run(op)) return false;
    return !this.callsVerify || (op as Operation & OpHooks).verify();
  }
}

/**
 * Whether ops of `opClass` have their own `hook`: one defined below the class `defineOp` made
 * (recognized by its own static `spec`), whose hooks only answer true. Calling a hook on an op
 * costs a lookup over many op shapes, so the verifier skips the ones that cannot fail.
 */
function hasOwnHook(opClass: OperationClass, hook: keyof OpHooks): boolean {
  for (
    let proto: object | null = opClass.prototype;
    proto !== null;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    if (Object.hasOwn(proto, hook)) return !Object.hasOwn(proto.constructor, 'spec');
  }
  return true;
}

/**
 * The declared properties, and the segment sizes an AttrSized*Segments op keeps in properties:
 * `{operandSegmentSizes = ...}` in a generic op's attribute dictionary lands there, as in MLIR.
 */
function inherentNamesOf(spec: OpSpec): ReadonlySet<string> {
  const operands = spec.traitKeys.has(AttrSizedOperandSegments.key);
  const results = spec.traitKeys.has(AttrSizedResultSegments.key);
  if (!operands && !results) return spec.propertyNames;
  const names = new Set(spec.propertyNames);
  if (operands) names.add(OPERAND_SEGMENT_SIZES);
  if (results) names.add(RESULT_SEGMENT_SIZES);
  return names;
}
