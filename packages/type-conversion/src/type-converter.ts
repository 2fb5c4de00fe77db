import {
  type Attribute,
  type Block,
  type FunctionType,
  type Location,
  type OpBuilder,
  Operation,
  Region,
  Type,
  Value,
} from '@strata/ir-core';
import { appendAll } from './append-all.js';
import { SignatureConversion } from './signature-conversion.js';
import type {
  AttributeConversionResult,
  TypeAttributeConversionCallback,
} from './type-attribute-conversion.js';

/**
 * A class, known by its prototype only: type and attribute classes have private constructors, so
 * no constructor signature can be required of them. `instanceof` is all that is asked of it.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ClassOf<T> = Function & { prototype: T };

/** A class of types (`IntegerType`, ...) used to filter which types a callback is offered. */
export type TypeClass<T extends Type> = ClassOf<T>;

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
 * A context-aware conversion rule (registered with `addConversion(Value, callback)`): it sees the
 * value whose type is converted, so it can look at the IR around it. Answers as a
 * {@link ConversionCallback}. Only conversions of values consult it, and its results are not cached.
 */
export type ContextAwareConversionCallback = (
  value: Value,
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
  /** Context-aware rules are given the value instead of its type. */
  readonly contextAware: boolean;
  readonly callback: ConversionCallback | ContextAwareConversionCallback;
}

/** What can be converted: a type, or a value (whose type is converted, with its context). */
export type TypeOrValue = Type | Value;

interface SourceMaterialization {
  readonly typeClass: TypeClass<Type> | null;
  readonly callback: SourceMaterializationCallback;
}

/** A class of attributes, to filter which attributes a type attribute conversion is offered. */
export type AttributeClass<A extends Attribute> = ClassOf<A>;

interface TypeAttributeConversion {
  readonly typeClass: TypeClass<Type> | null;
  readonly attributeClass: AttributeClass<Attribute> | null;
  readonly callback: TypeAttributeConversionCallback;
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
  private readonly typeAttributeConversions: TypeAttributeConversion[] = [];
  /** Successful 1:1 conversions, and failures (as null). */
  private readonly cachedDirectConversions = new Map<Type, Type | null>();
  /** Successful conversions to any number of types other than one. */
  private readonly cachedMultiConversions = new Map<Type, readonly Type[]>();
  private readonly conversionCallStack: Type[] = [];
  /**
   * Index in `conversions` of the last context-aware rule, -1 when there is none. Rules added after
   * it answer values exactly as they answer types, so their results may be cached for both.
   */
  private lastContextAwareIndex = -1;
  /** Cached types answered by a rule after the last context-aware one: valid for values too. */
  private readonly cachedForValues = new Set<Type>();

  // ---- Registration -----------------------------------------------------------------------------

  /**
   * Registers a conversion rule: for every type, only for instances of `typeClass`, or — with
   * `Value` in place of a type class — a context-aware rule given the value being converted
   * (MLIR 22's `addConversion` with a `Value` parameter). Add context-aware rules first: results
   * of the rules added after the last of them can be cached.
   */
  addConversion(callback: ConversionCallback): void;
  addConversion<T extends Type>(typeClass: TypeClass<T>, callback: ConversionCallback<T>): void;
  addConversion(valueClass: typeof Value, callback: ContextAwareConversionCallback): void;
  addConversion<T extends Type>(
    first: ConversionCallback | TypeClass<T> | typeof Value,
    second?: ConversionCallback<T> | ContextAwareConversionCallback,
  ): void {
    let rule: ConversionRule;
    if (second === undefined)
      rule = { typeClass: null, contextAware: false, callback: first as ConversionCallback };
    else if (first === Value) {
      this.lastContextAwareIndex = this.conversions.length;
      rule = {
        typeClass: null,
        contextAware: true,
        callback: second as ContextAwareConversionCallback,
      };
    } else
      rule = {
        typeClass: first as TypeClass<T>,
        contextAware: false,
        callback: second as ConversionCallback,
      };
    this.conversions.push(rule);
    this.clearCaches();
  }

  private clearCaches(): void {
    this.cachedDirectConversions.clear();
    this.cachedMultiConversions.clear();
    this.cachedForValues.clear();
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
  addTargetMaterialization(
    typeRange: typeof TypeRange,
    callback: OneToNTargetMaterializationCallback,
  ): void;
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

  /**
   * Registers a conversion of attributes found inside types (memory spaces, layouts...), offered
   * only types of `typeClass` and attributes of `attributeClass` when given. Type conversion rules
   * call `convertTypeAttribute` to use them. Clears the type conversion caches, since cached
   * results may depend on them.
   */
  addTypeAttributeConversion(callback: TypeAttributeConversionCallback): void;
  addTypeAttributeConversion<T extends Type, A extends Attribute>(
    typeClass: TypeClass<T>,
    attributeClass: AttributeClass<A>,
    callback: TypeAttributeConversionCallback<T, A>,
  ): void;
  addTypeAttributeConversion<T extends Type, A extends Attribute>(
    first: TypeAttributeConversionCallback | TypeClass<T>,
    attributeClass?: AttributeClass<A>,
    callback?: TypeAttributeConversionCallback<T, A>,
  ): void {
    this.typeAttributeConversions.push(
      callback === undefined
        ? {
            typeClass: null,
            attributeClass: null,
            callback: first as TypeAttributeConversionCallback,
          }
        : {
            typeClass: first as TypeClass<T>,
            attributeClass: attributeClass!,
            callback: callback as unknown as TypeAttributeConversionCallback,
          },
    );
    this.clearCaches();
  }

  /**
   * Converts `attribute`, found inside `type`, with the type attribute conversions (most recent
   * first): the converted attribute (null is the empty attribute, a valid answer), or undefined when
   * none applied or one aborted. An absent attribute (null, e.g. a default memory space) is offered
   * to no callback, as in MLIR.
   */
  convertTypeAttribute(type: Type, attribute: Attribute | null): Attribute | null | undefined {
    if (attribute === null) return undefined;
    for (let i = this.typeAttributeConversions.length - 1; i >= 0; i--) {
      const { typeClass, attributeClass, callback } = this.typeAttributeConversions[i]!;
      if (typeClass !== null && !(type instanceof typeClass)) continue;
      if (attributeClass !== null && !(attribute instanceof attributeClass)) continue;
      const answer: AttributeConversionResult = callback(type, attribute);
      if (answer.hasResult()) return answer.getResult();
      if (answer.isAbort()) return undefined;
    }
    return undefined;
  }

  // ---- Conversion -------------------------------------------------------------------------------

  /**
   * `convertType(t)`: the single type `t` converts to, or null when it cannot be converted or
   * converts to a number of types other than one. `convertType(t, results)`: appends the converted
   * types to `results` and answers whether `t` could be converted (results are untouched if not).
   * Given a value, converts its type, consulting the context-aware rules too; given a type, those
   * rules are skipped.
   */
  convertType(subject: TypeOrValue): Type | null;
  convertType(subject: TypeOrValue, results: Type[]): boolean;
  convertType(subject: TypeOrValue, results?: Type[]): Type | null | boolean {
    if (results !== undefined) return this.convertTypeInto(subject, results);
    const single: Type[] = [];
    if (!this.convertTypeInto(subject, single)) return null;
    return single.length === 1 ? single[0]! : null;
  }

  /**
   * `convertTypes(subjects, results)` appends the conversions of all types (or values' types) and
   * answers whether each could be converted; `convertTypes(subjects)` returns them, or null.
   */
  convertTypes(subjects: readonly TypeOrValue[], results: Type[]): boolean;
  convertTypes(subjects: readonly TypeOrValue[]): Type[] | null;
  convertTypes(subjects: readonly TypeOrValue[], results?: Type[]): boolean | Type[] | null {
    const out = results ?? [];
    const start = out.length;
    for (const subject of subjects) {
      if (!this.convertTypeInto(subject, out)) {
        out.length = start;
        return results === undefined ? null : false;
      }
    }
    return results === undefined ? out : true;
  }

  private convertTypeInto(subject: TypeOrValue, results: Type[]): boolean {
    const value = subject instanceof Value ? subject : null;
    const type = value === null ? (subject as Type) : value.type;
    // A cached answer for the type may have come from a rule that a context-aware one precedes.
    const cacheUsable = value === null || this.lastContextAwareIndex < 0;
    if (cacheUsable || this.cachedForValues.has(type)) {
      const direct = this.cachedDirectConversions.get(type);
      if (direct !== undefined) {
        if (direct === null) return false;
        results.push(direct);
        return true;
      }
      const multi = this.cachedMultiConversions.get(type);
      if (multi !== undefined) {
        appendAll(results, multi);
        return true;
      }
    }
    if (this.occurrencesOnCallStack(type) >= MAX_OCCURRENCES_ON_CALL_STACK) return false;

    const start = results.length;
    this.conversionCallStack.push(type);
    try {
      for (let i = this.conversions.length - 1; i >= 0; i--) {
        const answer = this.askRule(this.conversions[i]!, type, value, results);
        if (answer === undefined) {
          results.length = start;
          continue;
        }
        const answeredAsForValues = i > this.lastContextAwareIndex;
        const cacheable = cacheUsable || answeredAsForValues;
        if (cacheable && answeredAsForValues) this.cachedForValues.add(type);
        if (answer === null || answer === false) {
          results.length = start;
          if (cacheable) this.cachedDirectConversions.set(type, null);
          return false;
        }
        if (answer instanceof Type) {
          results.length = start;
          results.push(answer);
        }
        if (cacheable) {
          const converted = results.slice(start);
          if (converted.length === 1) this.cachedDirectConversions.set(type, converted[0]!);
          else this.cachedMultiConversions.set(type, converted);
        }
        return true;
      }
      return false;
    } finally {
      this.conversionCallStack.pop();
    }
  }

  /** One rule's answer for `type` (the type of `value` when converting a value). */
  private askRule(
    rule: ConversionRule,
    type: Type,
    value: Value | null,
    results: Type[],
  ): Type | boolean | null | undefined {
    if (rule.contextAware) {
      if (value === null) return undefined;
      return (rule.callback as ContextAwareConversionCallback)(
        value,
        results,
        this.conversionCallStack,
      );
    }
    if (rule.typeClass !== null && !(type instanceof rule.typeClass)) return undefined;
    return (rule.callback as ConversionCallback)(type, results, this.conversionCallStack);
  }

  private occurrencesOnCallStack(type: Type): number {
    let count = 0;
    for (const entry of this.conversionCallStack) if (entry === type) count++;
    return count;
  }

  // ---- Legality ---------------------------------------------------------------------------------

  /**
   * Whether a type converts to itself (a value: whether its type does, context-aware rules
   * included); for a list, whether all do; for an op, whether its operands and results are legal;
   * for a region, whether the arguments of all its blocks are.
   */
  isLegal(subject: TypeOrValue | readonly TypeOrValue[] | Operation | Region): boolean {
    if (subject instanceof Type) return this.convertType(subject) === subject;
    if (subject instanceof Value) return this.convertType(subject) === subject.type;
    if (subject instanceof Operation)
      return this.isLegal(subject.operands) && this.isLegal(resultsOf(subject));
    if (subject instanceof Region) {
      for (const block of subject) if (!this.isLegal(block.arguments)) return false;
      return true;
    }
    for (const item of subject as readonly TypeOrValue[]) if (!this.isLegal(item)) return false;
    return true;
  }

  /** Whether the inputs and results of a function type are all legal. */
  isSignatureLegal(type: FunctionType): boolean {
    return this.isLegal(type.inputs) && this.isLegal(type.results);
  }

  // ---- Signatures -------------------------------------------------------------------------------

  /**
   * Converts input `inputNo` of a signature, of type `subject` (or the type of the value `subject`),
   * recording its new inputs in `result` (none, and so dropped, when it converts to no type).
   * Answers whether it could be converted.
   */
  convertSignatureArg(inputNo: number, subject: TypeOrValue, result: SignatureConversion): boolean {
    const converted: Type[] = [];
    if (!this.convertTypeInto(subject, converted)) return false;
    if (converted.length > 0) result.addInputs(inputNo, converted);
    return true;
  }

  /** Converts `subjects` as inputs `origInputOffset`, `origInputOffset + 1`, ... of `result`. */
  convertSignatureArgs(
    subjects: readonly TypeOrValue[],
    result: SignatureConversion,
    origInputOffset = 0,
  ): boolean {
    for (let i = 0; i < subjects.length; i++)
      if (!this.convertSignatureArg(origInputOffset + i, subjects[i]!, result)) return false;
    return true;
  }

  /**
   * The conversion of a block's argument list (context-aware rules see the arguments), or null when
   * some argument cannot be converted.
   */
  convertBlockSignature(block: Block): SignatureConversion | null {
    const conversion = new SignatureConversion(block.numArguments);
    return this.convertSignatureArgs(block.arguments, conversion) ? conversion : null;
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
      const values = this.targetMaterializations[i]!(
        builder,
        types,
        inputs,
        location,
        originalType,
      );
      if (values == null || values.length === 0) continue;
      checkMaterializedTypes(values, types);
      return single ? values[0]! : [...values];
    }
    return null;
  }
}

function resultsOf(op: Operation): Value[] {
  const results: Value[] = [];
  for (let i = 0; i < op.numResults; i++) results.push(op.getResult(i));
  return results;
}

function checkMaterializedTypes(values: readonly Value[], types: readonly Type[]): void {
  const matches =
    values.length === types.length && values.every((value, i) => value.type === types[i]);
  if (!matches)
    throw new Error(
      `target materialization produced (${values.map((v) => v.type.toString()).join(', ')}), expected (${types
        .map((t) => t.toString())
        .join(', ')})`,
    );
}
