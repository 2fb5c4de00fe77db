import {
  type Block,
  type FunctionType,
  type Location,
  type OpBuilder,
  Operation,
  Region,
  Type,
  type Value,
} from '@strata/ir-core';
import { SignatureConversion } from './signature-conversion.js';

/** A class of types (`IntegerType`, ...) used to filter which types a callback is offered. */
// Type classes have private constructors, so only the prototype can be required of them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type TypeClass<T extends Type> = Function & { prototype: T };

/**
 * A type conversion rule. It answers, for `type`:
 * - a `Type`: the 1:1 conversion (do not also push it to `results`);
 * - `true`: success, the converted types (zero or more) having been pushed to `results`
 *   (zero types means the value is dropped);
 * - `null` or `false`: the type cannot be converted; no other rule is tried;
 * - `undefined`: no answer, the next rule (the one added before it) is tried.
 *
 * `callStack` holds the types whose conversion is under way, `type` last: a rule that converts
 * nested types by calling back into the converter sees a recursive type as `type` occurring more
 * than once (MLIR's recursive form of `addConversion`).
 */
export type ConversionCallback<T extends Type = Type> = (
  type: T,
  results: Type[],
  callStack: readonly Type[],
) => Type | boolean | null | undefined;

/**
 * Builds IR that casts `inputs` to one value of `resultType`, or answers null/undefined to let the
 * next (earlier added) materialization try. A callback that answers null must not have built IR.
 */
export type SourceMaterializationCallback<T extends Type = Type> = (
  builder: OpBuilder,
  resultType: T,
  inputs: readonly Value[],
  location: Location,
) => Value | null | undefined;

/**
 * As {@link SourceMaterializationCallback}, also given the original type of the value being
 * converted (null when unknown): it may differ from the types of `inputs` when another pattern has
 * already replaced the value.
 */
export type TargetMaterializationCallback<T extends Type = Type> = (
  builder: OpBuilder,
  resultType: T,
  inputs: readonly Value[],
  location: Location,
  originalType: Type | null,
) => Value | null | undefined;

/** A 1:N target materialization: one value per entry of `resultTypes`, or null/undefined. */
export type OneToNTargetMaterializationCallback = (
  builder: OpBuilder,
  resultTypes: readonly Type[],
  inputs: readonly Value[],
  location: Location,
  originalType: Type | null,
) => readonly Value[] | null | undefined;

/** Passed in place of a type class to `addTargetMaterialization` for a 1:N materialization. */
export const TypeRange: unique symbol = Symbol('TypeRange');

interface ConversionRule {
  readonly typeClass: TypeClass<Type> | null;
  readonly callback: ConversionCallback;
}

interface SourceMaterialization {
  readonly typeClass: TypeClass<Type> | null;
  readonly callback: SourceMaterializationCallback;
}

/** Target materializations are all stored in their 1:N form, as MLIR 22 does. */
type StoredTargetMaterialization = OneToNTargetMaterializationCallback;

/**
 * How many times a type may be on the conversion call stack before a further nested conversion of
 * it fails: two occurrences are how a rule learns that it is converting a recursive type, a third
 * means the rule ignored that and would otherwise recurse forever.
 */
const MAX_OCCURRENCES_ON_CALL_STACK = 2;

/**
 * Converts types and materializes conversions between them (MLIR's `TypeConverter`), for the
 * dialect conversion driver and its patterns.
 *
 * Rules are tried most recently added first. Results of type-only rules are cached (1:1 results
 * and failures in one map, 1:N results in another); adding a rule clears the caches.
 */
export class TypeConverter {
  private readonly conversions: ConversionRule[] = [];
  private readonly sourceMaterializations: SourceMaterialization[] = [];
  private readonly targetMaterializations: StoredTargetMaterialization[] = [];
  /** Successful 1:1 conversions, and failures (as null). */
  private readonly cachedDirectConversions = new Map<Type, Type | null>();
  /** Successful conversions to any number of types other than one. */
  private readonly cachedMultiConversions = new Map<Type, readonly Type[]>();
  private readonly conversionCallStack: Type[] = [];

  // ---- Registration -----------------------------------------------------------------------------

  /** Registers a conversion rule, for every type or only for instances of `typeClass`. */
  addConversion(callback: ConversionCallback): void;
  addConversion<T extends Type>(typeClass: TypeClass<T>, callback: ConversionCallback<T>): void;
  addConversion<T extends Type>(
    first: ConversionCallback | TypeClass<T>,
    second?: ConversionCallback<T>,
  ): void {
    const rule: ConversionRule =
      second === undefined
        ? { typeClass: null, callback: first as ConversionCallback }
        : { typeClass: first as TypeClass<T>, callback: second as ConversionCallback };
    this.conversions.push(rule);
    this.cachedDirectConversions.clear();
    this.cachedMultiConversions.clear();
  }

  /**
   * Registers how to cast converted values back to an original (source) type, for uses of the
   * original value that outlive the conversion. MLIR 22 has no separate argument materialization:
   * block arguments use this one too.
   */
  addSourceMaterialization(callback: SourceMaterializationCallback): void;
  addSourceMaterialization<T extends Type>(
    typeClass: TypeClass<T>,
    callback: SourceMaterializationCallback<T>,
  ): void;
  addSourceMaterialization<T extends Type>(
    first: SourceMaterializationCallback | TypeClass<T>,
    second?: SourceMaterializationCallback<T>,
  ): void {
    this.sourceMaterializations.push(
      second === undefined
        ? { typeClass: null, callback: first as SourceMaterializationCallback }
        : { typeClass: first as TypeClass<T>, callback: second as SourceMaterializationCallback },
    );
  }

  /**
   * Registers how to cast a value to the type a pattern's converter expects. The 1:1 forms are
   * offered only requests for exactly one result type (of `typeClass` when given); the
   * `TypeRange` form is offered every request.
   */
  addTargetMaterialization(callback: TargetMaterializationCallback): void;
  addTargetMaterialization<T extends Type>(
    typeClass: TypeClass<T>,
    callback: TargetMaterializationCallback<T>,
  ): void;
  addTargetMaterialization(typeRange: typeof TypeRange, callback: OneToNTargetMaterializationCallback): void;
  addTargetMaterialization(
    first: TargetMaterializationCallback | TypeClass<Type> | typeof TypeRange,
    second?: TargetMaterializationCallback | OneToNTargetMaterializationCallback,
  ): void {
    if (first === TypeRange) {
      this.targetMaterializations.push(second as OneToNTargetMaterializationCallback);
      return;
    }
    const typeClass = second === undefined ? null : (first as TypeClass<Type>);
    const callback = (second ?? first) as TargetMaterializationCallback;
    this.targetMaterializations.push((builder, resultTypes, inputs, location, originalType) => {
      if (resultTypes.length !== 1) return null;
      const resultType = resultTypes[0]!;
      if (typeClass !== null && !(resultType instanceof typeClass)) return null;
      const value = callback(builder, resultType, inputs, location, originalType);
      return value == null ? null : [value];
    });
  }

  // ---- Conversion -------------------------------------------------------------------------------

  /**
   * `convertType(t)`: the single type `t` converts to, or null when it cannot be converted or
   * converts to a number of types other than one. `convertType(t, results)`: appends the converted
   * types to `results` and answers whether `t` could be converted (results are untouched if not).
   */
  convertType(type: Type): Type | null;
  convertType(type: Type, results: Type[]): boolean;
  convertType(type: Type, results?: Type[]): Type | null | boolean {
    if (results !== undefined) return this.convertTypeInto(type, results);
    const single: Type[] = [];
    if (!this.convertTypeInto(type, single)) return null;
    return single.length === 1 ? single[0]! : null;
  }

  /**
   * `convertTypes(types, results)` appends the conversions of all `types` and answers whether each
   * could be converted; `convertTypes(types)` returns them, or null.
   */
  convertTypes(types: readonly Type[], results: Type[]): boolean;
  convertTypes(types: readonly Type[]): Type[] | null;
  convertTypes(types: readonly Type[], results?: Type[]): boolean | Type[] | null {
    const out = results ?? [];
    const start = out.length;
    for (const type of types) {
      if (!this.convertTypeInto(type, out)) {
        out.length = start;
        return results === undefined ? null : false;
      }
    }
    return results === undefined ? out : true;
  }

  private convertTypeInto(type: Type, results: Type[]): boolean {
    const direct = this.cachedDirectConversions.get(type);
    if (direct !== undefined) {
      if (direct === null) return false;
      results.push(direct);
      return true;
    }
    const multi = this.cachedMultiConversions.get(type);
    if (multi !== undefined) {
      results.push(...multi);
      return true;
    }
    if (this.occurrencesOnCallStack(type) >= MAX_OCCURRENCES_ON_CALL_STACK) return false;

    const start = results.length;
    this.conversionCallStack.push(type);
    try {
      for (let i = this.conversions.length - 1; i >= 0; i--) {
        const rule = this.conversions[i]!;
        if (rule.typeClass !== null && !(type instanceof rule.typeClass)) continue;
        const answer = rule.callback(type, results, this.conversionCallStack);
        if (answer === undefined) {
          results.length = start;
          continue;
        }
        if (answer === null || answer === false) {
          results.length = start;
          this.cachedDirectConversions.set(type, null);
          return false;
        }
        if (answer instanceof Type) {
          results.length = start;
          results.push(answer);
        }
        const converted = results.slice(start);
        if (converted.length === 1) this.cachedDirectConversions.set(type, converted[0]!);
        else this.cachedMultiConversions.set(type, converted);
        return true;
      }
      return false;
    } finally {
      this.conversionCallStack.pop();
    }
  }

  private occurrencesOnCallStack(type: Type): number {
    let count = 0;
    for (const entry of this.conversionCallStack) if (entry === type) count++;
    return count;
  }

  // ---- Legality ---------------------------------------------------------------------------------

  /**
   * Whether a type converts to itself; for a list, whether all do; for an op, whether its operand
   * and result types are legal; for a region, whether the argument types of all its blocks are.
   */
  isLegal(subject: Type | readonly Type[] | Operation | Region): boolean {
    if (subject instanceof Type) return this.convertType(subject) === subject;
    if (subject instanceof Operation)
      return this.isLegal(subject.getOperandTypes()) && this.isLegal(subject.getResultTypes());
    if (subject instanceof Region) {
      for (const block of subject) if (!this.isLegal(block.getArgumentTypes())) return false;
      return true;
    }
    for (const type of subject as readonly Type[]) if (!this.isLegal(type)) return false;
    return true;
  }

  /** Whether the inputs and results of a function type are all legal. */
  isSignatureLegal(type: FunctionType): boolean {
    return this.isLegal(type.inputs) && this.isLegal(type.results);
  }

  // ---- Signatures -------------------------------------------------------------------------------

  /**
   * Converts input `inputNo` of a signature, of type `type`, recording its new inputs in `result`
   * (none, and so dropped, when it converts to no type). Answers whether it could be converted.
   */
  convertSignatureArg(inputNo: number, type: Type, result: SignatureConversion): boolean {
    const converted: Type[] = [];
    if (!this.convertTypeInto(type, converted)) return false;
    if (converted.length > 0) result.addInputs(inputNo, converted);
    return true;
  }

  /** Converts `types` as inputs `origInputOffset`, `origInputOffset + 1`, ... of `result`. */
  convertSignatureArgs(types: readonly Type[], result: SignatureConversion, origInputOffset = 0): boolean {
    for (let i = 0; i < types.length; i++)
      if (!this.convertSignatureArg(origInputOffset + i, types[i]!, result)) return false;
    return true;
  }

  /** The conversion of a block's argument list, or null when some argument type cannot be converted. */
  convertBlockSignature(block: Block): SignatureConversion | null {
    const conversion = new SignatureConversion(block.numArguments);
    return this.convertSignatureArgs(block.getArgumentTypes(), conversion) ? conversion : null;
  }

  // ---- Materialization --------------------------------------------------------------------------

  /**
   * Casts `inputs` to one value of `resultType` with the source materializations (most recent
   * first); null when none could. A callback answering a value of another type is a bug: it throws.
   */
  materializeSourceConversion(
    builder: OpBuilder,
    location: Location,
    resultType: Type,
    inputs: readonly Value[],
  ): Value | null {
    for (let i = this.sourceMaterializations.length - 1; i >= 0; i--) {
      const { typeClass, callback } = this.sourceMaterializations[i]!;
      if (typeClass !== null && !(resultType instanceof typeClass)) continue;
      const value = callback(builder, resultType, inputs, location);
      if (value == null) continue;
      if (value.type !== resultType)
        throw new Error(
          `source materialization produced a value of type ${value.type.toString()}, expected ${resultType.toString()}`,
        );
      return value;
    }
    return null;
  }

  /**
   * Casts `inputs` to the type(s) a converter expects with the target materializations (most recent
   * first): one `Type` gives one value, a list gives one value per type; null when none could.
   * `originalType` is the type of the original value, when known.
   */
  materializeTargetConversion(
    builder: OpBuilder,
    location: Location,
    resultType: Type,
    inputs: readonly Value[],
    originalType?: Type | null,
  ): Value | null;
  materializeTargetConversion(
    builder: OpBuilder,
    location: Location,
    resultTypes: readonly Type[],
    inputs: readonly Value[],
    originalType?: Type | null,
  ): Value[] | null;
  materializeTargetConversion(
    builder: OpBuilder,
    location: Location,
    resultTypes: Type | readonly Type[],
    inputs: readonly Value[],
    originalType: Type | null = null,
  ): Value | Value[] | null {
    const single = resultTypes instanceof Type;
    const types: readonly Type[] = single ? [resultTypes] : resultTypes;
    for (let i = this.targetMaterializations.length - 1; i >= 0; i--) {
      const values = this.targetMaterializations[i]!(builder, types, inputs, location, originalType);
      if (values == null || values.length === 0) continue;
      checkMaterializedTypes(values, types);
      return single ? values[0]! : [...values];
    }
    return null;
  }
}

function checkMaterializedTypes(values: readonly Value[], types: readonly Type[]): void {
  const matches = values.length === types.length && values.every((value, i) => value.type === types[i]);
  if (!matches)
    throw new Error(
      `target materialization produced (${values.map((v) => v.type.toString()).join(', ')}), expected (${types
        .map((t) => t.toString())
        .join(', ')})`,
    );
}
