/**
 * Pass options declared as zod object schemas. Each field is one option; its zod type decides how
 * the option's text is read (boolean, integer, number, string, enum, or an array of those) and
 * how it is printed back, and the schema's own checks (`z.minimum(1)`, ...) validate the result.
 * The option types that a pass sees are the types inferred from its schema.
 *
 * Works with schemas built by `zod` or `zod/mini` (both share the `zod/v4/core` definitions);
 * `zod/mini` is preferred because it loads in a fraction of the time, which matters to start-up.
 */
import type * as core from 'zod/v4/core';
import { globalRegistry, safeParse } from 'zod/v4/core';
import { quoteOptionString, splitListElements, splitOptionArguments } from './option-text.js';
import { PipelineError } from './pipeline-error.js';

/** The schema type a pass declares its options with. */
export type PassOptionsSchema = core.$ZodObject;

/** The option values of a schema, as the pass sees them. */
export type PassOptionsOf<S extends PassOptionsSchema> = core.output<S>;

type ScalarKind = 'boolean' | 'integer' | 'number' | 'string' | 'enum';

/** What the pipeline layer knows about one declared option. */
export interface OptionInfo {
  name: string;
  kind: ScalarKind;
  isList: boolean;
  /** Allowed spellings of an enum option. */
  values: string[];
  description: string;
  /** The default, if the schema gives one (used by `--list-passes` and printing). */
  defaultValue: unknown;
  /** A string option whose values are pass pipelines (see {@link pipelineOption}). */
  isPipeline: boolean;
}

/** The option schemas marked by {@link pipelineOption}. */
const PIPELINE_OPTIONS = new WeakSet<core.$ZodType>();

/**
 * Marks a string (or string list) option whose values are pass pipelines such as
 * `func.func(canonicalize)` (MLIR's options of type `OpPassManager`): a pipeline prints back with
 * every nested pass and its options, through the pass's `printPipelineOption`.
 */
export function pipelineOption<T extends core.$ZodType>(schema: T): T {
  PIPELINE_OPTIONS.add(schema);
  return schema;
}

function defOf(schema: core.$ZodType): core.$ZodTypeDef & Record<string, unknown> {
  return schema._zod.def as core.$ZodTypeDef & Record<string, unknown>;
}

function descriptionOf(schema: core.$ZodType): string | undefined {
  const meta = globalRegistry.get(schema) as { description?: string } | undefined;
  return meta?.description;
}

const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32', 'int64', 'uint64']);

function scalarKind(schema: core.$ZodType, where: string): { kind: ScalarKind; values: string[] } {
  const def = defOf(schema);
  switch (def.type) {
    case 'boolean':
      return { kind: 'boolean', values: [] };
    case 'number': {
      // `z.int()` carries its format on the definition, `z.number().int()` in the check bag.
      const format =
        (def['format'] as string | undefined) ?? (schema._zod.bag as { format?: string }).format;
      return { kind: format && INTEGER_FORMATS.has(format) ? 'integer' : 'number', values: [] };
    }
    case 'string':
      return { kind: 'string', values: [] };
    case 'enum':
      return {
        kind: 'enum',
        values: Object.values(def['entries'] as Record<string, string>).map(String),
      };
    default:
      throw new Error(`pass option ${where} has unsupported zod type '${def.type}'`);
  }
}

/** Reads the option table of a schema. Throws on a schema a pass author got wrong (a bug). */
export function describeOptions(schema: PassOptionsSchema): OptionInfo[] {
  const infos: OptionInfo[] = [];
  const shape = defOf(schema)['shape'] as Record<string, core.$ZodType>;
  for (const name of Object.keys(shape).sort()) {
    let field = shape[name]!;
    let description = descriptionOf(field);
    let defaultValue: unknown;
    let isPipeline = PIPELINE_OPTIONS.has(field);
    // Peel default/optional wrappers to reach the value type.
    for (;;) {
      const def = defOf(field);
      if (def.type === 'default' || def.type === 'prefault') {
        const raw = def['defaultValue'];
        defaultValue = typeof raw === 'function' ? (raw as () => unknown)() : raw;
      } else if (def.type !== 'optional') break;
      field = def['innerType'] as core.$ZodType;
      description ??= descriptionOf(field);
      isPipeline ||= PIPELINE_OPTIONS.has(field);
    }
    let isList = false;
    if (defOf(field).type === 'array') {
      isList = true;
      field = defOf(field)['element'] as core.$ZodType;
      isPipeline ||= PIPELINE_OPTIONS.has(field);
    }
    const { kind, values } = scalarKind(field, `'${name}'`);
    if (isPipeline && kind !== 'string')
      throw new Error(`pass option '${name}' is marked as a pipeline but is not a string`);
    infos.push({
      name,
      kind,
      isList,
      values,
      description: description ?? '',
      defaultValue,
      isPipeline,
    });
  }
  return infos;
}

const TRUE_SPELLINGS = new Set(['', 'true', 'TRUE', 'True', '1']);
const FALSE_SPELLINGS = new Set(['false', 'FALSE', 'False', '0']);
const INTEGER_TEXT = /^[-+]?(0[xX][0-9a-fA-F]+|[0-9]+)$/;
const NUMBER_TEXT = /^[-+]?(\d+\.?\d*([eE][-+]?\d+)?|\.\d+([eE][-+]?\d+)?|inf|nan)$/i;

/** Converts one scalar's text, or returns a message saying what was expected. */
function convertScalar(info: OptionInfo, text: string): { value: unknown } | { error: string } {
  switch (info.kind) {
    case 'boolean':
      if (TRUE_SPELLINGS.has(text)) return { value: true };
      if (FALSE_SPELLINGS.has(text)) return { value: false };
      return { error: `expected 'true' or 'false'` };
    case 'integer':
      if (!INTEGER_TEXT.test(text)) return { error: 'expected an integer' };
      return { value: Number(text) };
    case 'number':
      if (!NUMBER_TEXT.test(text)) return { error: 'expected a number' };
      return { value: Number(text) };
    case 'enum':
      if (info.values.includes(text)) return { value: text };
      return { error: `expected one of ${info.values.map((v) => `'${v}'`).join(', ')}` };
    case 'string':
      return { value: text };
  }
}

/**
 * Parses an option string against a schema. Offsets in errors are relative to `text`; callers
 * embedding the options in a pipeline rebase them. Options not given take the schema's defaults.
 */
export function parsePassOptions<S extends PassOptionsSchema>(
  schema: S,
  text: string,
  passArgument: string,
): PassOptionsOf<S> | PipelineError {
  const infos = new Map(describeOptions(schema).map((info) => [info.name, info]));
  const raw: Record<string, unknown> = {};
  for (const argument of splitOptionArguments(text)) {
    const info = infos.get(argument.key);
    if (!info) {
      return new PipelineError(
        `no such option '${argument.key}' for pass '${passArgument}'`,
        argument.keyOffset,
        text,
      );
    }
    const invalid = (detail: string, offset: number, shown: string) =>
      new PipelineError(
        `invalid value '${shown}' for option '${info.name}' of pass '${passArgument}': ${detail}`,
        offset,
        text,
      );
    if (argument.value === undefined && info.kind !== 'boolean') {
      return new PipelineError(
        `option '${info.name}' of pass '${passArgument}' needs a value`,
        argument.keyOffset,
        text,
      );
    }
    const valueText = argument.value ?? '';
    if (!info.isList) {
      const converted = convertScalar(info, valueText);
      if ('error' in converted) return invalid(converted.error, argument.valueOffset, valueText);
      raw[info.name] = converted.value;
      continue;
    }
    const list: unknown[] = [];
    for (const element of splitListElements(valueText)) {
      const converted = convertScalar(info, element.text);
      if ('error' in converted)
        return invalid(converted.error, argument.valueOffset + element.offset, element.text);
      list.push(converted.value);
    }
    raw[info.name] = list;
  }
  const checked = safeParse(schema, raw);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const name = String(issue.path?.[0] ?? '');
    const key = typeof name === 'string' ? text.indexOf(name) : -1;
    return new PipelineError(
      `invalid value for option '${name}' of pass '${passArgument}': ${issue.message}`,
      key < 0 ? 0 : key,
      text,
    );
  }
  return checked.data as PassOptionsOf<S>;
}

function printScalar(
  info: OptionInfo,
  value: unknown,
  printPipeline: (text: string) => string,
): string {
  if (info.isPipeline) return printPipeline(String(value));
  if (info.kind === 'string') return quoteOptionString(String(value));
  return String(value);
}

/**
 * Prints option values as MLIR does: every declared option sorted by name and separated by
 * spaces inside braces, lists as `{a,b}`; an unset option or empty list prints as nothing but
 * keeps its separator (so `{  max-iterations=3 ...}` round-trips byte for byte with mlir-opt).
 * Returns '' for a pass without options.
 */
export function printPassOptions(
  schema: PassOptionsSchema | undefined,
  values: Record<string, unknown>,
  printPipeline: (text: string) => string = (text) => text,
): string {
  if (!schema) return '';
  const infos = describeOptions(schema);
  if (infos.length === 0) return '';
  const parts = infos.map((info) => {
    const value = values[info.name];
    if (value === undefined) return '';
    if (info.isList) {
      const list = value as unknown[];
      if (list.length === 0) return '';
      const elements = list.map((element) => printScalar(info, element, printPipeline));
      return `${info.name}={${elements.join(',')}}`;
    }
    return `${info.name}=${printScalar(info, value, printPipeline)}`;
  });
  return `{${parts.join(' ')}}`;
}
