/**
 * `transform.apply_registered_pass "name" [with options = {...}] to %target`: runs a pass from
 * the interpreter's pass registry on each target op; consumes the target handle and produces a
 * handle to the same (modified) ops.
 */
import {
  DictionaryAttr,
  defaultValued,
  DictionaryAttrConstraint,
  defineOp,
  StrAttr,
  StringAttr,
  type OpAsmPrinter,
  type Operation,
  type OperationParser,
  type ParsedOperationState,
} from '@strata/ir-core';
import { ANY_OP_ANCHOR, PassManager } from '@strata/pass';
import { IRCoreAdapter } from '@strata/pass/ir-core';
import { TransformOpHandle } from '../constraints.js';
import {
  DiagnosedSilenceableFailure,
  emitDefiniteFailure,
  emitSilenceableFailure,
} from '../diagnosed.js';
import { functionalStyleEffects, TransformOpInterface } from '../interfaces.js';
import { parseUnaryFunctionalType } from './syntax.js';

/** The `{"key" = value, ...}` option dictionary as pass option text: `key=value key2=value2`. */
function optionText(options: DictionaryAttr | undefined): string {
  if (options === undefined) return '';
  return options.value
    .map((named) => {
      const value = named.value as { value?: unknown };
      const text = typeof value.value === 'string' ? value.value : String(named.value);
      return `${named.name}=${text}`;
    })
    .join(' ');
}

export class ApplyRegisteredPassOp extends defineOp({
  name: 'transform.apply_registered_pass',
  operands: { target: TransformOpHandle },
  results: { result: TransformOpHandle },
  properties: {
    pass_name: StrAttr,
    options: defaultValued(DictionaryAttrConstraint, (context) => DictionaryAttr.get(context)),
  },
  interfaces: [
    functionalStyleEffects,
    TransformOpInterface.implement({
      apply(op, _rewriter, results, state) {
        const name = (op.properties.get('pass_name') as StringAttr).value;
        const registry = state.options.passRegistry;
        if (registry === null)
          return emitDefiniteFailure(op, 'no pass registry was given to the transform interpreter');
        if (!registry.has(name))
          return emitDefiniteFailure(op, `unknown pass or pass pipeline: ${name}`);
        const pm = new PassManager(ANY_OP_ANCHOR, {
          ir: new IRCoreAdapter(op.context),
          nesting: 'implicit',
        });
        const error = registry.addToPipeline(
          pm,
          name,
          optionText(op.properties.get('options') as DictionaryAttr | undefined),
        );
        if (error !== null) {
          op.emitError(error.message);
          return emitDefiniteFailure(
            op,
            `failed to add pass or pass pipeline to pipeline: ${name}`,
          );
        }
        const targets = state.getPayloadOps(op.getOperand(0));
        for (const target of targets) {
          if (!pm.run(target)) {
            const failure = emitSilenceableFailure(op.location, 'pass pipeline failed');
            failure.attachNote('target op', target.location);
            return failure;
          }
        }
        results.set(0, targets);
        return DiagnosedSilenceableFailure.success();
      },
    }),
  ],
  parse: parseApplyRegisteredPassOp,
  print: (op: Operation, printer: OpAsmPrinter): void => {
    printer.write(' ');
    printer.printAttribute(op.properties.get('pass_name')!);
    const options = op.properties.get('options');
    if (options !== undefined && (options as DictionaryAttr).value.length > 0) {
      printer.write(' with options = ');
      printer.printAttribute(options);
    }
    printer.write(' to ');
    printer.printOperand(op.getOperand(0));
    printer.printOptionalAttrDict(op.getAttrs(), ['pass_name', 'options']);
    printer.write(' : ');
    printer.printFunctionalType([op.getOperand(0).type], [op.getResult(0).type]);
  },
}) {}

/** `"name" [with options = {...}] to %target : (T) -> T`. */
function parseApplyRegisteredPassOp(parser: OperationParser, state: ParsedOperationState): boolean {
  const name = parser.parseString();
  if (name === null) return false;
  state.properties.set('pass_name', StringAttr.get(parser.context, name));
  state.properties.set('options', DictionaryAttr.get(parser.context));
  if (parser.parseOptionalKeyword('with') !== undefined) {
    if (parser.parseKeyword('options') === null || !parser.parseEqual()) return false;
    const options = parser.parseAttribute();
    if (options === null) return false;
    state.properties.set('options', options);
  }
  if (parser.parseKeyword('to') === null) return false;
  const target = parser.parseOperand();
  return target !== null && parseUnaryFunctionalType(parser, target, state);
}
