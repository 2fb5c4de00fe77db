/**
 * The debugging options of `--transform-interpreter`: `debug-payload-root-tag` picks the payload
 * root by a `transform.target_tag` attribute, and `debug-bind-trailing-args` binds the entry
 * point's trailing arguments from the command line, as MLIR's interpreter pass does.
 */
import {
  IntegerAttr,
  IntegerType,
  type Operation,
  StringAttr,
  UnknownLoc,
  WalkResult,
  emitErrorAt,
} from '@strata/ir-core';
import type { MappedValue } from './results.js';

/** The attribute `debug-payload-root-tag` looks for. */
export const TARGET_TAG_ATTR = 'transform.target_tag';

/**
 * The payload root for `tag`: `passRoot` itself when the tag is empty, else the one op under it
 * (itself included) whose `transform.target_tag` is `tag`. Reports an error and answers null when
 * there is none or more than one.
 */
export function findPayloadRoot(passRoot: Operation, tag: string): Operation | null {
  if (tag === '') return passRoot;
  let target: Operation | null = null;
  const repeated = passRoot
    .walk((op) => {
      const attr = op.getDiscardableAttr(TARGET_TAG_ATTR);
      if (!(attr instanceof StringAttr) || attr.value !== tag) return WalkResult.advance();
      if (target === null) {
        target = op;
        return WalkResult.advance();
      }
      const first = target;
      op.emitError(`repeated operation with the target tag '${tag}'`, (diagnostic) =>
        diagnostic.attachNote('previously seen operation', first.location),
      );
      return WalkResult.interrupt();
    })
    .wasInterrupted();
  if (repeated) return null;
  if (target === null)
    passRoot.emitError(`could not find the operation with transform.target_tag="${tag}" attribute`);
  return target;
}

/**
 * The bindings of the entry point's trailing arguments, one per entry of `specs`: `NAME` binds
 * the ops named NAME under `payloadRoot` (itself included), `^NAME` their results, and `#1;2;3`
 * i64 parameters. Reports an error and answers null for an integer that does not parse.
 */
export function parseTrailingBindings(
  payloadRoot: Operation,
  specs: readonly string[],
): MappedValue[][] | null {
  const bindings: MappedValue[][] = [];
  for (const spec of specs) {
    if (spec.startsWith('#')) {
      const params = parseParams(payloadRoot, spec);
      if (params === null) return null;
      bindings.push(params);
    } else if (spec.startsWith('^')) {
      bindings.push(opsNamed(payloadRoot, spec.slice(1)).flatMap((op) => op.results));
    } else {
      bindings.push(opsNamed(payloadRoot, spec));
    }
  }
  return bindings;
}

function parseParams(payloadRoot: Operation, spec: string): MappedValue[] | null {
  const context = payloadRoot.context;
  const i64 = IntegerType.get(context, 64);
  const params: MappedValue[] = [];
  for (const text of spec.slice(1).split(';')) {
    if (!/^[+-]?\d+$/.test(text) || !fitsInI64(BigInt(text))) {
      emitErrorAt(UnknownLoc.get(context), `couldn't parse integer pass argument ${spec}`);
      return null;
    }
    params.push(IntegerAttr.get(i64, BigInt(text)));
  }
  return params;
}

function fitsInI64(value: bigint): boolean {
  return value >= -(1n << 63n) && value < 1n << 63n;
}

function opsNamed(root: Operation, name: string): Operation[] {
  const ops: Operation[] = [];
  root.walk((op) => {
    if (op.name.identifier === name) ops.push(op);
  });
  return ops;
}
