import type { Attribute } from '../attributes/attribute.js';
import type { MLIRContext } from '../context.js';
import type { Dialect } from '../ir/dialect.js';
import type { Operation } from '../ir/operation.js';
import type { OperationClass, OperationInfo } from '../ir/operation-name.js';
import type { RegionKind, TraitKey } from '../ir/traits.js';
import type { OpDefinition } from './definition.js';
import type { AssemblyFormat } from './format/ast.js';
import type { InterfaceImplementation, OpInterface } from './interface.js';
import { RegionKindInterface, type RegionKindModel } from './interfaces/region-kind.js';
import { populateDefaults, type OpSpec } from './spec.js';
import type { OpTrait } from './trait.js';
import { verifyDeclaredConstraints } from './verify-invariants.js';

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

  constructor(
    readonly opClass: OperationClass,
    readonly spec: OpSpec,
    readonly dialect: Dialect,
  ) {
    this.inherentAttrNames = spec.propertyNames;
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
  }

  verifyInvariants(op: Operation): boolean {
    // MLIR's order: counting and structural traits, the declared constraints (`OpInvariants`),
    // the other traits.
    const { traits, traitsBeforeConstraints } = this.spec;
    if (!runTraitVerifiers(op, traits, 0, traitsBeforeConstraints)) return false;
    if (!verifyDeclaredConstraints(op, this.spec)) return false;
    if (!runTraitVerifiers(op, traits, traitsBeforeConstraints, traits.length)) return false;
    for (const iface of this.interfaces) {
      if (iface.verify && !iface.verify(op, this.models.get(iface.key) as object)) return false;
    }
    return (op as Operation & OpHooks).verify();
  }

  verifyRegionInvariants(op: Operation): boolean {
    for (const trait of this.spec.traits) {
      const verify = trait.hooks.verifyRegion;
      if (verify && !verify(op)) return false;
    }
    for (const iface of this.interfaces) {
      if (iface.verifyRegion && !iface.verifyRegion(op, this.models.get(iface.key) as object))
        return false;
    }
    return (op as Operation & OpHooks).verifyRegions();
  }

  regionKind(index: number): RegionKind {
    const model = this.models.get(RegionKindInterface.key) as RegionKindModel | undefined;
    return model ? model.getRegionKind(null, index) : 'ssacfg';
  }
}

function runTraitVerifiers(
  op: Operation,
  traits: readonly OpTrait<unknown>[],
  from: number,
  to: number,
): boolean {
  for (let i = from; i < to; i++) {
    const verify = traits[i]!.hooks.verify;
    if (verify && !verify(op)) return false;
  }
  return true;
}
