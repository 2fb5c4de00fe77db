import type { DialectRegistry, MLIRContext } from '../context.js';
import type { Dialect } from '../ir/dialect.js';
import type { Operation, OperationState } from '../ir/operation.js';
import type { InterfaceImplementation } from './interface.js';
import { OpInfo } from './op-info.js';
import type { OpSpec } from './spec.js';

/** What registration needs of an op class: the constructor and the spec `defineOp` attached. */
export interface RegistrableOpClass {
  new (state: OperationState): Operation;
  readonly spec: OpSpec;
}

/**
 * Registers op classes made by `defineOp` with `dialect` in its context: from now on
 * `Operation.create` builds instances of those classes and the verifier uses their definitions.
 * Call it from a dialect's constructor. Registering a name twice is a bug and throws (in the context).
 */
export function registerOperations(
  dialect: Dialect,
  opClasses: readonly RegistrableOpClass[],
): void {
  for (const opClass of opClasses) {
    const name = opClass.spec.name;
    if (!name.startsWith(`${dialect.namespace}.`)) {
      throw new Error(`operation '${name}' does not belong to dialect '${dialect.namespace}'`);
    }
    dialect.context.registerOperation(name, new OpInfo(opClass, opClass.spec, dialect));
  }
}

/**
 * Attaches an external model of an interface to a registered op (MLIR's `attachInterface`), as
 * dialect extensions do. Throws if the op is not registered in `context`.
 */
export function attachInterface<M extends object>(
  context: MLIRContext,
  opClass: { readonly spec: OpSpec } | string,
  implementation: InterfaceImplementation<M>,
): void {
  const opName = typeof opClass === 'string' ? opClass : opClass.spec.name;
  const info = context.getOperationName(opName).info;
  if (!(info instanceof OpInfo))
    throw new Error(`cannot attach '${implementation.iface.name}': '${opName}' is not registered`);
  info.attachInterface(implementation);
}

/**
 * Runs `extension` in every context right after it loads dialect `dialectName` from `registry`
 * (MLIR's dialect extensions), typically to `attachInterface` external models to the dialect's
 * ops, as transform-dialect extensions do. The dialect must already be in the registry; register
 * the extension before a context loads the dialect.
 */
export function addDialectExtension(
  registry: DialectRegistry,
  dialectName: string,
  extension: (context: MLIRContext) => void,
): void {
  const loader = registry.getLoader(dialectName);
  if (loader === undefined)
    throw new Error(`cannot extend dialect '${dialectName}': it is not in the registry`);
  registry.insert(dialectName, (context) => {
    const dialect = loader(context);
    extension(context);
    return dialect;
  });
}
