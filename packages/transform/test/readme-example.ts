import {
  defineOp,
  DialectRegistry,
  MLIRContext,
  parseSourceString,
  printOperation,
  StrAttr,
} from '@strata/ir-core';
import {
  applyToEach,
  applyTransformNamedSequence,
  DiagnosedSilenceableFailure,
  findTransformEntryPoint,
  readsHandlesModifiesPayloadEffects,
  registerTransformDialectExtension,
  TransformOpHandle,
  TransformOpInterface,
} from '@strata/transform';

/** `transform.demo.tag "label" to %ops`: sets `demo.tag = "label"` on each payload op. */
export class TagOp extends defineOp({
  name: 'transform.demo.tag',
  operands: { target: TransformOpHandle },
  properties: { label: StrAttr },
  interfaces: [
    // Reads its handle and changes the payload in place, so other handles stay valid.
    readsHandlesModifiesPayloadEffects,
    TransformOpInterface.implement({
      apply: applyToEach((transform, target, rewriter) => {
        const label = transform.properties.get('label')!;
        rewriter.modifyOpInPlace(target, () => target.setAttr('demo.tag', label));
        return DiagnosedSilenceableFailure.success();
      }),
    }),
  ],
  assemblyFormat: '$label `to` $target attr-dict `:` type($target)',
}) {}

const source = `
module attributes {transform.with_named_sequence} {
  "demo.a"() : () -> ()
  "demo.b"() : () -> ()
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %b = transform.structured.match ops{["demo.b"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.demo.tag "found" to %b : !transform.any_op
    transform.yield
  }
}`;

/** Runs the script on the module that holds it and prints the two payload ops. */
export function runExample(): string[] {
  const registry = new DialectRegistry();
  registerTransformDialectExtension(registry, { name: 'demo-transform', ops: [TagOp] });
  const context = new MLIRContext({ registry, allowUnregisteredDialects: true });
  const module = parseSourceString(source, context)!;
  const entry = findTransformEntryPoint(module, null, '__transform_main')!;
  if (!applyTransformNamedSequence(module, entry)) throw new Error('the script failed');
  const [a, b] = module.getRegion(0).front!.operations;
  return [printOperation(a!), printOperation(b!)];
}
