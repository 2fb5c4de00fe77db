/**
 * The transform dialect's types (MLIR's TransformTypes.td). Every transform IR value has one; the
 * type says what the value is a handle to (payload ops, payload values or parameters) and checks
 * the payload associated with it (MLIR's `checkPayload` of the type interfaces).
 */
import {
  type Attribute,
  type AttrTypeParser,
  type AttrTypePrinter,
  DialectType,
  IntegerAttr,
  type Location,
  type MLIRContext,
  type Operation,
  type Type,
  TypeAttr,
  type Value,
} from '@strata/ir-core';
import { DiagnosedSilenceableFailure, emitSilenceableFailure } from './diagnosed.js';

/** What a transform value is associated with. */
export type HandleKind = 'op' | 'value' | 'param';

/**
 * Base of transform types, including those that dialect extensions inject. A subclass says which
 * kind of handle it is and may restrict the payload it accepts (MLIR's
 * `TransformHandleTypeInterface`, `TransformValueHandleTypeInterface`, `TransformParamTypeInterface`).
 */
export abstract class TransformType extends DialectType {
  readonly dialectNamespace = 'transform';
  abstract readonly handleKind: HandleKind;

  /** Checks ops about to be associated with a handle of this type (op handles only). */
  checkOpPayload(location: Location, payload: readonly Operation[]): DiagnosedSilenceableFailure {
    void location;
    void payload;
    return DiagnosedSilenceableFailure.success();
  }

  /** Checks values about to be associated with a handle of this type (value handles only). */
  checkValuePayload(location: Location, payload: readonly Value[]): DiagnosedSilenceableFailure {
    void location;
    void payload;
    return DiagnosedSilenceableFailure.success();
  }

  /** Checks attributes about to be associated with a parameter of this type. */
  checkParamPayload(
    location: Location,
    payload: readonly Attribute[],
  ): DiagnosedSilenceableFailure {
    void location;
    void payload;
    return DiagnosedSilenceableFailure.success();
  }
}

/** The handle kind of a transform type, or null for a type that is not one. */
export function handleKindOf(type: Type): HandleKind | null {
  return type instanceof TransformType ? type.handleKind : null;
}

/** Whether two handle types are handles of one kind (MLIR's `implementSameTransformInterface`). */
export function sameHandleKind(a: Type, b: Type): boolean {
  return handleKindOf(a) === handleKindOf(b);
}

/** A transform type without parameters: uniqued by its mnemonic alone. */
abstract class SimpleTransformType extends TransformType {
  abstract readonly mnemonic: string;

  printBody(printer: AttrTypePrinter): void {
    printer.write(this.mnemonic);
  }
}

/** `!transform.any_op`: a handle to any payload ops. */
export class AnyOpType extends SimpleTransformType {
  readonly handleKind = 'op';
  readonly mnemonic = 'any_op';

  static get(context: MLIRContext): AnyOpType {
    return context.uniquer.get('transform.any_op', (uid) => new AnyOpType(context, uid));
  }
}

/** `!transform.any_value`: a handle to any payload values. */
export class AnyValueType extends SimpleTransformType {
  readonly handleKind = 'value';
  readonly mnemonic = 'any_value';

  static get(context: MLIRContext): AnyValueType {
    return context.uniquer.get('transform.any_value', (uid) => new AnyValueType(context, uid));
  }
}

/** `!transform.any_param`: a parameter holding any attributes. */
export class AnyParamType extends SimpleTransformType {
  readonly handleKind = 'param';
  readonly mnemonic = 'any_param';

  static get(context: MLIRContext): AnyParamType {
    return context.uniquer.get('transform.any_param', (uid) => new AnyParamType(context, uid));
  }
}

/** `!transform.type`: a parameter holding type attributes. */
export class TypeParamType extends SimpleTransformType {
  readonly handleKind = 'param';
  readonly mnemonic = 'type';

  static get(context: MLIRContext): TypeParamType {
    return context.uniquer.get('transform.type', (uid) => new TypeParamType(context, uid));
  }

  override checkParamPayload(
    location: Location,
    payload: readonly Attribute[],
  ): DiagnosedSilenceableFailure {
    for (const attribute of payload) {
      if (!(attribute instanceof TypeAttr))
        return emitSilenceableFailure(location, `expected type attribute, got ${attribute}`);
    }
    return DiagnosedSilenceableFailure.success();
  }
}

/** `!transform.op<"name">`: a handle to payload ops that all have that name. */
export class OperationType extends TransformType {
  readonly handleKind = 'op';

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly operationName: string,
  ) {
    super(context, uid);
  }

  static get(context: MLIRContext, operationName: string): OperationType {
    return context.uniquer.get(
      `transform.op|${operationName}`,
      (uid) => new OperationType(context, uid, operationName),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('op<');
    printer.printEscapedString(this.operationName);
    printer.write('>');
  }

  override checkOpPayload(
    location: Location,
    payload: readonly Operation[],
  ): DiagnosedSilenceableFailure {
    for (const op of payload) {
      if (op.name.identifier === this.operationName) continue;
      const printed = op.context.printOperationForDiagnostic?.(op, true) ?? op.name.identifier;
      const failure = emitSilenceableFailure(
        location,
        `incompatible payload operation name expected ${this.operationName} vs ${op.name.identifier} -> ${printed}`,
      );
      failure.attachNote('payload operation', op.location);
      return failure;
    }
    return DiagnosedSilenceableFailure.success();
  }
}

/** `!transform.param<i64>`: a parameter holding integer attributes of that type. */
export class ParamType extends TransformType {
  readonly handleKind = 'param';

  private constructor(
    context: MLIRContext,
    uid: number,
    readonly type: Type,
  ) {
    super(context, uid);
  }

  static get(type: Type): ParamType {
    const context = type.context;
    return context.uniquer.get(
      `transform.param|${type.uid}`,
      (uid) => new ParamType(context, uid, type),
    );
  }

  printBody(printer: AttrTypePrinter): void {
    printer.write('param<');
    printer.printType(this.type);
    printer.write('>');
  }

  override checkParamPayload(
    location: Location,
    payload: readonly Attribute[],
  ): DiagnosedSilenceableFailure {
    for (const attribute of payload) {
      if (!(attribute instanceof IntegerAttr)) {
        return emitSilenceableFailure(
          location,
          `expected parameter to be an integer attribute, got ${attribute}`,
        );
      }
      if (attribute.type !== this.type) {
        return emitSilenceableFailure(
          location,
          `expected the type of the parameter attribute ('${attribute.type}') to match the parameter type ('${this.type}')`,
        );
      }
    }
    return DiagnosedSilenceableFailure.success();
  }
}

/** Parses the body of a transform type after `!transform.`; null after a diagnostic. */
export type TransformTypeParser = (parser: AttrTypeParser) => Type | null;

/** The core dialect's type parsers, by mnemonic; extensions add theirs to the dialect's table. */
export const CORE_TYPE_PARSERS: ReadonlyMap<string, TransformTypeParser> = new Map<
  string,
  TransformTypeParser
>([
  ['any_op', (parser) => AnyOpType.get(parser.context)],
  ['any_value', (parser) => AnyValueType.get(parser.context)],
  ['any_param', (parser) => AnyParamType.get(parser.context)],
  ['type', (parser) => TypeParamType.get(parser.context)],
  ['op', parseOperationType],
  ['param', parseParamType],
]);

function parseOperationType(parser: AttrTypeParser): Type | null {
  if (!parser.parseLess()) return null;
  const name = parser.parseString();
  if (name === null || !parser.parseGreater()) return null;
  return OperationType.get(parser.context, name);
}

function parseParamType(parser: AttrTypeParser): Type | null {
  const start = parser.currentLocation();
  if (!parser.parseLess()) return null;
  const type = parser.parseType();
  if (type === null || !parser.parseGreater()) return null;
  if (!type.isInteger()) {
    parser.emitError(start, 'ParamType must be parameterized by an integer type');
    return null;
  }
  return ParamType.get(type);
}
