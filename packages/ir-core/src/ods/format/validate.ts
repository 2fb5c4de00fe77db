import { InferTypeOpInterface } from '../interfaces/infer-type.js';
import type { OpSpec } from '../spec.js';
import type {
  AssemblyFormat,
  CustomArgument,
  FormatElement,
  FormatVariableRole,
  TypeArgument,
  VariableElement,
} from './ast.js';
import { AssemblyFormatError } from './parse.js';
import { typeEqualityClasses } from './type-inference.js';

/**
 * What a format binds while it is walked: the operands/results/regions/... it prints, the values
 * whose types it prints, and whether `attr-dict` appears.
 */
class Bindings {
  readonly values = new Set<string>();
  readonly types = new Set<string>();
  allOperands = false;
  allOperandTypes = false;
  allResultTypes = false;
  allRegions = false;
  allSuccessors = false;
  attrDict = false;
}

/**
 * Checks a parsed format against the op: every variable names a part of the op, nothing is bound
 * twice, optional groups are anchored on optional parts, and every operand, region, successor and
 * every operand/result type is printed or can be inferred (buildable types, `SameOperandsAndResultType`,
 * `SameTypeOperands`, `AllTypesMatch`, `InferTypeOpInterface`). Fills in each variable's `role`.
 * Throws {@link AssemblyFormatError} naming the first problem.
 */
export function validateAssemblyFormat(format: AssemblyFormat, spec: OpSpec): AssemblyFormat {
  const fail = (reason: string): never => {
    throw new AssemblyFormatError(format.source, 0, `in '${spec.name}': ${reason}`);
  };
  const roles = new Map<string, FormatVariableRole>();
  for (const o of spec.operands) roles.set(o.name, 'operand');
  for (const r of spec.results) roles.set(r.name, 'result');
  for (const a of spec.attributes) roles.set(a.name, 'attribute');
  for (const r of spec.regions) roles.set(r.name, 'region');
  for (const s of spec.successors) roles.set(s.name, 'successor');

  const isOptionalPart = (name: string): boolean => {
    const operand =
      spec.operands.find((o) => o.name === name) ?? spec.results.find((r) => r.name === name);
    if (operand) return operand.arity !== 'single';
    const attr = spec.attributes.find((a) => a.name === name);
    if (attr) return attr.presence !== 'required';
    const region =
      spec.regions.find((r) => r.name === name) ?? spec.successors.find((s) => s.name === name);
    return region !== undefined && region.variadic;
  };

  const bindings = new Bindings();

  const resolve = (variable: VariableElement): FormatVariableRole => {
    const role = roles.get(variable.name);
    if (role === undefined) {
      fail(
        `expected variable '$${variable.name}' to refer to an argument, region, result, or successor`,
      );
    }
    variable.role = role;
    return role!;
  };

  const bindValue = (variable: VariableElement): void => {
    const role = resolve(variable);
    if (role === 'result')
      fail(`result '$${variable.name}' can only be used within a 'type' directive`);
    if (bindings.values.has(variable.name) || (role === 'operand' && bindings.allOperands)) {
      fail(`'$${variable.name}' is already bound`);
    }
    bindings.values.add(variable.name);
  };

  const bindType = (argument: TypeArgument): void => {
    if (argument.kind === 'operands') {
      if (bindings.allOperandTypes) fail("'type(operands)' is already bound");
      bindings.allOperandTypes = true;
      return;
    }
    if (argument.kind === 'results') {
      if (bindings.allResultTypes) fail("'type(results)' is already bound");
      bindings.allResultTypes = true;
      return;
    }
    if (argument.kind !== 'variable') fail(`'${argument.kind}' is not a valid type argument`);
    const variable = argument as VariableElement;
    const role = resolve(variable);
    if (role !== 'operand' && role !== 'result') {
      fail(`type directive argument '$${variable.name}' must be an operand or a result`);
    }
    if (bindings.types.has(variable.name)) fail(`'type($${variable.name})' is already bound`);
    bindings.types.add(variable.name);
  };

  const visitCustomArgument = (argument: CustomArgument): void => {
    switch (argument.kind) {
      case 'variable':
        return bindValue(argument);
      case 'type':
        return bindType(argument.argument);
      case 'qualified':
        return argument.inner.kind === 'type'
          ? bindType(argument.inner.argument)
          : bindValue(argument.inner);
      case 'ref': {
        // A reference reads something bound earlier; it binds nothing.
        const inner = argument.inner;
        if (inner.kind === 'variable') {
          resolve(inner);
          if (!bindings.values.has(inner.name))
            fail(`'ref($${inner.name})' refers to a variable not bound earlier`);
        } else if (inner.kind === 'type' && inner.argument.kind === 'variable') {
          resolve(inner.argument);
          if (!bindings.types.has(inner.argument.name))
            fail(`'ref(type($${inner.argument.name}))' refers to a type not bound earlier`);
        }
        return;
      }
      case 'attr-dict':
        bindings.attrDict = true;
        return;
      case 'prop-dict':
      case 'literal':
        return;
    }
  };

  const visit = (element: FormatElement): void => {
    switch (element.kind) {
      case 'literal':
      case 'prop-dict':
        return;
      case 'variable':
        return bindValue(element);
      case 'operands':
        if (bindings.allOperands || spec.operands.some((o) => bindings.values.has(o.name))) {
          fail("'operands' is already bound");
        }
        bindings.allOperands = true;
        return;
      case 'results':
        return fail("'results' directive can only be used as a child to a 'type' directive");
      case 'regions':
        if (bindings.allRegions) fail("'regions' is already bound");
        bindings.allRegions = true;
        return;
      case 'successors':
        if (bindings.allSuccessors) fail("'successors' is already bound");
        bindings.allSuccessors = true;
        return;
      case 'attr-dict':
        if (bindings.attrDict) fail("'attr-dict' directive has already been seen");
        bindings.attrDict = true;
        return;
      case 'type':
        return bindType(element.argument);
      case 'functional-type':
        bindType(element.inputs);
        return bindType(element.results);
      case 'qualified':
        return element.inner.kind === 'type'
          ? bindType(element.inner.argument)
          : bindValue(element.inner);
      case 'custom':
        for (const argument of element.arguments) visitCustomArgument(argument);
        return;
      case 'optional': {
        for (const e of [...element.thenElements, ...element.elseElements]) {
          if (e.kind === 'attr-dict')
            fail("'attr-dict' directive can only be used as a top-level directive");
          visit(e);
        }
        if (!isOptionalPart(element.anchor.name)) {
          fail(
            `optional group anchor '$${element.anchor.name}' must be an optional or variadic part of the op`,
          );
        }
        return;
      }
      case 'oilist':
        for (const clause of element.clauses) for (const e of clause.elements) visit(e);
        return;
    }
  };
  for (const element of format.elements) visit(element);

  if (!bindings.attrDict) fail("'attr-dict' directive not found in custom assembly format");
  checkCoverage(spec, bindings, fail);
  return format;
}

function checkCoverage(spec: OpSpec, bindings: Bindings, fail: (reason: string) => never): void {
  spec.operands.forEach((operand, i) => {
    if (!bindings.allOperands && !bindings.values.has(operand.name)) {
      fail(`operand #${i}, named '${operand.name}', not found`);
    }
  });
  spec.regions.forEach((region, i) => {
    if (!bindings.allRegions && !bindings.values.has(region.name))
      fail(`region #${i}, named '${region.name}', not found`);
  });
  spec.successors.forEach((successor, i) => {
    if (!bindings.allSuccessors && !bindings.values.has(successor.name)) {
      fail(`successor #${i}, named '${successor.name}', not found`);
    }
  });
  const known = inferableTypes(spec, bindings);
  spec.operands.forEach((operand, i) => {
    if (!known.has(operand.name)) {
      fail(
        `type of operand #${i}, named '${operand.name}', is not buildable and a buildable type cannot be inferred`,
      );
    }
  });
  spec.results.forEach((result, i) => {
    if (!known.has(result.name)) {
      fail(
        `type of result #${i}, named '${result.name}', is not buildable and a buildable type cannot be inferred`,
      );
    }
  });
}

/** Names of operands/results whose types the printed form determines, propagated to a fixpoint. */
function inferableTypes(spec: OpSpec, bindings: Bindings): Set<string> {
  const known = new Set<string>(bindings.types);
  if (bindings.allOperandTypes) for (const o of spec.operands) known.add(o.name);
  if (bindings.allResultTypes || spec.hasTrait(InferTypeOpInterface.key) || hasInferModel(spec)) {
    for (const r of spec.results) known.add(r.name);
  }
  for (const group of [...spec.operands, ...spec.results])
    if (group.constraint.isBuildable) known.add(group.name);
  // Typed attributes printed by the format fix the types they must match (`AllTypesMatch<["value", "result"]>`).
  for (const attr of spec.attributes)
    if (bindings.values.has(attr.name) || bindings.attrDict) known.add(attr.name);

  const classes = typeEqualityClasses(spec);
  let changed = true;
  while (changed) {
    changed = false;
    for (const names of classes) {
      if (!names.some((n) => known.has(n))) continue;
      for (const n of names) {
        if (!known.has(n)) {
          known.add(n);
          changed = true;
        }
      }
    }
  }
  return known;
}

function hasInferModel(spec: OpSpec): boolean {
  return (spec.definition.interfaces ?? []).some((i) => i.iface.key === InferTypeOpInterface.key);
}
