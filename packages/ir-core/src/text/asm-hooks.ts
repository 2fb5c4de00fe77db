/**
 * What the op-level parser and printer need from an op's registration: its custom syntax (a
 * hand-written parse/print pair or a declarative assembly format) and MLIR's `OpAsmOpInterface`
 * hooks (result, block and block-argument names; the default dialect of its regions).
 */
import type { Attribute } from '../attributes/attribute.js';
import { DenseArrayAttr } from '../attributes/elements-attributes.js';
import type { Operation } from '../ir/operation.js';
import type { OperationName } from '../ir/operation-name.js';
import { OpAsmOpInterface, type OpAsmModel } from '../ods/interfaces/op-asm.js';
import type { AssemblyFormat } from '../ods/format/ast.js';
import type { OpSpec } from '../ods/spec.js';
import {
  AttrSizedOperandSegments,
  AttrSizedResultSegments,
  OPERAND_SEGMENT_SIZES,
  RESULT_SEGMENT_SIZES,
} from '../ods/traits/segments.js';
import { parseWithFormat } from './format-parser.js';
import { formatPrinterOf } from './format-printer.js';
import type { CustomParser } from './parser.js';
import type { OpAsmPrinter } from './printer.js';

export type { OpAsmModel };

/**
 * The dialect whose prefix ops nested in ops named `name` may omit. MLIR's `getDefaultDialect` is a
 * static property of the op class, so the model is asked without an op.
 */
export function getDefaultDialect(name: OperationName): string {
  const model = name.info?.getInterface<OpAsmModel>(OpAsmOpInterface.key) ?? null;
  return model === null ? '' : model.getDefaultDialect(undefined as never);
}

/** Prints everything of an op after its name in its custom form. */
export type CustomPrinter = (op: Operation, printer: OpAsmPrinter) => void;

/** What the op-definition layer stores about an op's syntax (see `OpDefinition` and `OpInfo`). */
interface RegisteredSyntax {
  readonly spec?: OpSpec & {
    readonly definition: { readonly print?: CustomPrinter; readonly parse?: CustomParser };
    readonly assemblyFormat?: AssemblyFormat | null;
  };
}

/** The custom printer of a registered op (hand-written or from its format), or null for the generic form. */
export function getCustomPrinter(name: OperationName): CustomPrinter | null {
  const spec = (name.info as RegisteredSyntax | null)?.spec;
  if (spec === undefined) return null;
  if (spec.definition.print !== undefined) return spec.definition.print;
  const format = spec.assemblyFormat;
  if (format === undefined || format === null) return null;
  let printer = formatPrinters.get(format);
  if (printer === undefined) {
    printer = formatPrinterOf(spec, format);
    formatPrinters.set(format, printer);
  }
  return printer;
}

/** The printer of each assembly format, made once: printing asks for it once per op. */
const formatPrinters = new WeakMap<AssemblyFormat, CustomPrinter>();

/** The custom parser of a registered op (hand-written or from its format), or null when it has none. */
export function getCustomParser(name: OperationName): CustomParser | null {
  const spec = (name.info as RegisteredSyntax | null)?.spec;
  if (spec === undefined) return null;
  if (spec.definition.parse !== undefined) return spec.definition.parse;
  const format = spec.assemblyFormat;
  if (format === undefined || format === null) return null;
  return (parser, state) => parseWithFormat(parser, state, spec, format);
}

/**
 * The properties a registered op declares, with the check of what each can store (for `<{...}>` in
 * generic form); null for an unregistered op, whose properties are free-form.
 */
export function getPropertySpecs(
  name: OperationName,
): Map<string, { storageAccepts(attr: Attribute): boolean }> | null {
  const spec = (name.info as RegisteredSyntax | null)?.spec;
  if (spec === undefined) return null;
  const specs = new Map<string, { storageAccepts(attr: Attribute): boolean }>();
  for (const attr of spec.attributes)
    if (attr.storage === 'property') specs.set(attr.name, attr.constraint);
  // Segment sizes are properties of the ops whose groups they size (MLIR 22).
  const anyDenseArray = { storageAccepts: (attr: Attribute) => attr instanceof DenseArrayAttr };
  if (spec.hasTrait(AttrSizedOperandSegments.key)) specs.set(OPERAND_SEGMENT_SIZES, anyDenseArray);
  if (spec.hasTrait(AttrSizedResultSegments.key)) specs.set(RESULT_SEGMENT_SIZES, anyDenseArray);
  return specs;
}
