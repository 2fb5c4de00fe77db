/**
 * Prints an op through its declarative assembly format (the data model of `src/ods/format`), with
 * the spacing rules of the printers ODS generates: a space before each element unless the previous
 * literal was an opening bracket, punctuation such as `,` `)` `]` `>` hugging what precedes it, and
 * `` ` ` `` / ``` `` ``` forcing or suppressing a space.
 */
import type { Attribute } from '../attributes/attribute.js';
import { StringAttr } from '../attributes/builtin-attributes.js';
import type { Block } from '../ir/block.js';
import type { Operation } from '../ir/operation.js';
import type { Region } from '../ir/region.js';
import { Value } from '../ir/value.js';
import { SymbolNameAttr } from '../ods/constraints/attrs.js';
import { IntegerEnumAttr } from '../ods/constraints/enum.js';
import { SingleBlockImplicitTerminator } from '../ods/traits/structure.js';
import type {
  AssemblyFormat,
  CustomArgument,
  FormatElement,
  TypeArgument,
  VariableElement,
} from '../ods/format/ast.js';
import type { AttrSpec, OpSpec } from '../ods/spec.js';
import { valuesNamed } from '../ods/traits/named-values.js';
import { OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES } from '../ods/traits/segments.js';
import { groupRange, operandSegmentSizes, resultSegmentSizes } from '../ods/layout.js';
import type { MLIRContext } from '../context.js';
import { IntegerType } from '../types/builtin-types.js';
import type { Type } from '../types/type.js';
import { getCustomDirective, type CustomDirectiveValue } from './custom-directives.js';
import type { OpAsmPrinter } from './printer.js';

/** An op class made by `defineOp` exposes its spec and validated format statically. */
export interface FormattedOpClass {
  readonly spec: OpSpec;
  readonly assemblyFormat: AssemblyFormat | null;
}

/** Whether `literal` may follow the previous output without a space (ODS's `shouldEmitSpaceBefore`). */
function needsSpaceBefore(literal: string, lastWasPunctuation: boolean): boolean {
  if (literal.length !== 1 && literal !== '->') return true;
  if (lastWasPunctuation) return !'>)}],'.includes(literal[0]!);
  return !'<>(){}[],'.includes(literal[0]!);
}

function isLetterOrUnderscore(c: string): boolean {
  return c === '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/** The values, attributes, regions... a format variable stands for on a given op. */
export function attrSpecOf(spec: OpSpec, name: string): AttrSpec | undefined {
  return spec.attributes.find((a) => a.name === name);
}

/** The attribute of an inherent attribute variable, from properties or the attribute dictionary. */
export function inherentAttr(op: Operation, spec: AttrSpec): Attribute | undefined {
  // getInherentAttr, not `properties`: that getter gives a property-less op an empty map.
  return spec.storage === 'property' ? op.getInherentAttr(spec.name) : op.getAttr(spec.name);
}

/**
 * The integer type an attribute constraint implies (`I32Attr`, `I64Attr`): formats print and parse
 * such attributes without their type, as ODS does for buildable attribute types.
 */
export function impliedIntegerType(spec: AttrSpec, context: MLIRContext): Type | null {
  const width = impliedIntegerWidth(spec);
  return width === 0 ? null : IntegerType.get(context, width);
}

/** The width of {@link impliedIntegerType}, 0 for none; read from the constraint once per spec. */
function impliedIntegerWidth(spec: AttrSpec): number {
  let width = impliedIntegerWidths.get(spec);
  if (width === undefined) {
    const match = /^(\d+)-bit signless integer attribute$/.exec(spec.constraint.summary);
    width = match ? Number(match[1]) : 0;
    impliedIntegerWidths.set(spec, width);
  }
  return width;
}

const impliedIntegerWidths = new WeakMap<AttrSpec, number>();

/** An attribute at its default value is elided from printing, as ODS does. */
function isDefaultValue(op: Operation, spec: AttrSpec, attr: Attribute): boolean {
  return spec.defaultValue !== undefined && spec.defaultValue(op.context) === attr;
}

/**
 * Prints one op at a time with its format. Printers are reused (see {@link formatPrinterOf}): every
 * field is reset per op.
 */
class FormatPrinter {
  // Set by print(): the op, its spec and the printer.
  private op!: Operation;
  private spec!: OpSpec;
  private p!: OpAsmPrinter;
  private shouldEmitSpace = true;
  private lastWasPunctuation = false;
  private lastGroupName = '';
  private lastGroup: readonly Value[] = [];
  /** The one-element list {@link valuesNamed} answers for a single value, reused. */
  private readonly singleValue: Value[] = [];
  /** The list {@link readGroup} answers, reused. */
  private readonly groupValues: Value[] = [];
  /** Facts about the format being printed, made once per format. */
  private names!: FormatAttributeNames;
  /** Names printed by the format itself; `attr-dict` leaves them out. */
  private used!: Set<string>;
  /** What `attr-dict` always leaves out: {@link used} and the segment sizes. */
  private alwaysElided: readonly string[] = [];

  print(
    op: Operation,
    spec: OpSpec,
    format: AssemblyFormat,
    names: FormatAttributeNames,
    p: OpAsmPrinter,
  ): void {
    this.op = op;
    this.spec = spec;
    this.p = p;
    this.shouldEmitSpace = true;
    this.lastWasPunctuation = false;
    this.lastGroupName = '';
    this.names = names;
    this.used = names.used;
    this.alwaysElided = names.alwaysElided;
    const elements = format.elements;
    for (let i = 0; i < elements.length; i++) this.printElement(elements[i]!);
  }

  /**
   * The operand or result group `name`, to read at once (a single value comes in a list that is
   * reused). A format usually asks for the same group two or three times (presence of an optional
   * group, the values, their types): the last answer is kept.
   */
  private valuesNamed(name: string): readonly Value[] {
    if (name !== this.lastGroupName) {
      const group = this.names.groups.get(name);
      if (group !== undefined) this.lastGroup = this.readGroup(group);
      else {
        const value = (this.op as unknown as Record<string, unknown>)[name];
        if (value instanceof Value) {
          this.singleValue[0] = value;
          this.lastGroup = this.singleValue;
        } else this.lastGroup = valuesNamed(this.op, name);
      }
      this.lastGroupName = name;
    }
    return this.lastGroup;
  }

  /**
   * The values of an operand (`group` >= 0) or result (`~group`) group, read from the op's lists
   * into a reused array as the op class's accessor of the group would find them, without calling
   * that accessor (a lookup by name on one of many op classes) or making its array.
   */
  private readGroup(group: number): readonly Value[] {
    const op = this.op;
    const spec = this.spec;
    const isResult = group < 0;
    const index = isResult ? ~group : group;
    const groups = isResult ? spec.results : spec.operands;
    const layout = isResult ? spec.resultLayout : spec.operandLayout;
    const out = this.groupValues;
    out.length = 0;
    let start = index;
    let length = 1;
    if (layout !== 'fixed') {
      const sizes =
        layout !== 'attr-sized'
          ? null
          : isResult
            ? resultSegmentSizes(op)
            : operandSegmentSizes(op);
      const range = groupRange(
        groups,
        layout,
        index,
        isResult ? op.numResults : op.numOperands,
        sizes,
      );
      start = range.start;
      const arity = groups[index]!.arity;
      length =
        arity === 'single' ? 1 : arity === 'optional' ? Math.min(range.length, 1) : range.length;
    }
    for (let i = start; i < start + length; i++) {
      const value = isResult ? op.getResult(i) : op.getOperand(i);
      if (value instanceof Value) out.push(value);
    }
    return out;
  }

  /** The spec of the format's attribute variable `name` (the format was checked against the spec). */
  private attrSpec(name: string): AttrSpec {
    return this.names.attributes.get(name)!;
  }

  private printLiteral(spelling: string): void {
    if (spelling === ' ' || spelling === '') {
      if (spelling === ' ') this.p.write(' ');
      this.lastWasPunctuation = spelling === '';
      this.shouldEmitSpace = false;
      return;
    }
    if (spelling === '\n') {
      this.p.printNewline();
      return;
    }
    if (this.shouldEmitSpace && needsSpaceBefore(spelling, this.lastWasPunctuation))
      this.p.write(' ');
    this.p.write(spelling);
    this.shouldEmitSpace = spelling.length !== 1 || !'<({['.includes(spelling);
    this.lastWasPunctuation = !isLetterOrUnderscore(spelling[0]!);
  }

  private printElement(element: FormatElement): void {
    switch (element.kind) {
      case 'literal':
        return this.printLiteral(element.spelling);
      case 'optional': {
        const present = this.isPresent(element.anchor);
        const elements = present ? element.thenElements : element.elseElements;
        const elided = present ? this.elidedUnitAnchor(element.thenElements, element.anchor) : null;
        for (let i = 0; i < elements.length; i++)
          if (elements[i] !== elided) this.printElement(elements[i]!);
        return;
      }
      case 'attr-dict':
        this.printAttrDict(element.withKeyword);
        this.lastWasPunctuation = false;
        return;
      case 'prop-dict':
        this.printPropDict();
        this.lastWasPunctuation = false;
        return;
      case 'oilist':
        for (const clause of element.clauses) {
          const anchor = firstVariable(clause.elements);
          if (anchor !== null && !this.isPresent(anchor)) continue;
          this.printLiteral(clause.keyword);
          for (const child of clause.elements) this.printElement(child);
        }
        return;
      default:
        if (this.shouldEmitSpace) this.p.write(' ');
        this.lastWasPunctuation = false;
        this.shouldEmitSpace = true;
        this.printValueElement(element);
    }
  }

  private printValueElement(
    element: Exclude<
      FormatElement,
      { kind: 'literal' | 'optional' | 'attr-dict' | 'prop-dict' | 'oilist' }
    >,
  ): void {
    const p = this.p;
    switch (element.kind) {
      case 'variable':
        return this.printVariable(element);
      case 'operands':
        return p.printOperandsOf(this.op);
      case 'results':
        return p.printOperands(this.op.results);
      case 'regions':
        return this.printRegions(this.op.regions);
      case 'successors':
        return this.printBlocks(this.op.successors);
      case 'type':
        return this.printTypes(element.argument);
      case 'functional-type':
        return p.printFunctionalType(this.typesOf(element.inputs), this.typesOf(element.results));
      case 'qualified':
        if (element.inner.kind === 'type') return this.printTypes(element.inner.argument);
        return this.printVariable(element.inner, true);
      case 'custom': {
        const directive = getCustomDirective(element.name);
        if (directive === undefined)
          throw new Error(`no custom directive '${element.name}' is registered`);
        directive.print(
          p,
          this.op,
          element.arguments.map((argument) => this.customValue(argument)),
        );
        return;
      }
    }
  }

  private printVariable(variable: VariableElement, qualified = false): void {
    const p = this.p;
    switch (variable.role) {
      case 'operand':
      case 'result':
        return p.printOperands(this.valuesNamed(variable.name));
      case 'region':
        return this.printRegions(this.regionsNamed(variable.name));
      case 'successor':
        return this.printSuccessorsNamed(variable.name);
      default: {
        const spec = this.attrSpec(variable.name);
        const attr = inherentAttr(this.op, spec);
        if (attr === undefined) return;
        if (spec.constraint === SymbolNameAttr && attr instanceof StringAttr && !qualified)
          return p.printSymbolName(attr.value);
        if (spec.constraint instanceof IntegerEnumAttr && !qualified) {
          const spelling = spec.constraint.stringify((attr as unknown as { value: bigint }).value);
          if (spelling !== undefined) return p.write(spelling);
        }
        if (!qualified && impliedIntegerWidth(spec) !== 0) return p.printAttributeWithoutType(attr);
        return p.printAttribute(attr);
      }
    }
  }

  private printRegions(regions: readonly Region[]): void {
    const implicitTerminator = this.spec.hasTrait(SingleBlockImplicitTerminator.key);
    for (let i = 0; i < regions.length; i++) {
      if (i > 0) this.p.write(', ');
      const region = regions[i]!;
      this.p.printRegion(region, true, !implicitTerminator || !isElidableTerminator(region));
    }
  }

  private printBlocks(blocks: readonly Block[]): void {
    for (let i = 0; i < blocks.length; i++) {
      if (i > 0) this.p.write(', ');
      this.p.printSuccessor(blocks[i]!);
    }
  }

  /**
   * The successors `name` stands for, read by position as the op class's accessor would find them,
   * without calling it (a lookup by name on one of many op classes) or making a list.
   */
  private printSuccessorsNamed(name: string): void {
    const position = this.names.successors.get(name);
    if (position === undefined) return this.printBlocks(this.successorsNamed(name));
    const op = this.op;
    if (position >= 0) return this.p.printSuccessor(op.getSuccessor(position));
    for (let i = ~position; i < op.numSuccessors; i++) {
      if (i > ~position) this.p.write(', ');
      this.p.printSuccessor(op.getSuccessor(i));
    }
  }

  /** How many successors `name` stands for; see {@link printSuccessorsNamed}. */
  private countSuccessorsNamed(name: string): number {
    const position = this.names.successors.get(name);
    if (position === undefined) return this.successorsNamed(name).length;
    const op = this.op;
    // A single one is read (not assumed) so that a missing one fails as the accessor would.
    if (position >= 0) return op.getSuccessor(position) ? 1 : 0;
    return Math.max(op.numSuccessors - ~position, 0);
  }

  private regionsNamed(name: string): Region[] {
    const value = (this.op as unknown as Record<string, unknown>)[name];
    return Array.isArray(value) ? (value as Region[]) : [value as Region];
  }

  private successorsNamed(name: string): Block[] {
    const value = (this.op as unknown as Record<string, unknown>)[name];
    return Array.isArray(value) ? (value as Block[]) : value ? [value as Block] : [];
  }

  /** The types of a type directive's argument, comma-separated, without listing them first. */
  private printTypes(argument: TypeArgument): void {
    const p = this.p;
    if (argument.kind === 'variable') {
      const values = this.valuesNamed(argument.name);
      for (let i = 0; i < values.length; i++) {
        if (i > 0) p.write(', ');
        p.printType(values[i]!.type);
      }
      return;
    }
    const op = this.op;
    if (argument.kind === 'operands') {
      for (let i = 0; i < op.numOperands; i++) {
        if (i > 0) p.write(', ');
        p.printType(op.getOperand(i).type);
      }
    } else if (argument.kind === 'results') {
      for (let i = 0; i < op.numResults; i++) {
        if (i > 0) p.write(', ');
        p.printType(op.getResult(i).type);
      }
    }
  }

  private typesOf(argument: TypeArgument): Type[] {
    if (argument.kind === 'operands') return this.op.getOperandTypes();
    if (argument.kind === 'results') return this.op.getResultTypes();
    if (argument.kind === 'variable') return this.valuesNamed(argument.name).map((v) => v.type);
    return [];
  }

  private customValue(argument: CustomArgument): CustomDirectiveValue {
    switch (argument.kind) {
      case 'ref':
        return this.customValue(argument.inner);
      case 'type':
        return this.typesOf(argument.argument);
      case 'qualified':
        return this.customValue(argument.inner);
      case 'attr-dict':
      case 'prop-dict':
        return this.op.getAttrs();
      case 'literal':
        return argument.spelling;
      case 'variable':
        switch (argument.role) {
          case 'operand':
          case 'result':
            // A list of its own: a directive gets all its arguments at once.
            return valuesNamed(this.op, argument.name);
          case 'region':
            return this.regionsNamed(argument.name);
          case 'successor':
            return this.successorsNamed(argument.name);
          default:
            return inherentAttr(this.op, this.attrSpec(argument.name)) ?? null;
        }
    }
  }

  /** Whether an optional group's anchor is present on the op. */
  private isPresent(anchor: VariableElement): boolean {
    switch (anchor.role) {
      case 'operand':
      case 'result':
        return this.valuesNamed(anchor.name).length > 0;
      case 'region':
        return this.regionsNamed(anchor.name).some((region) => !region.empty());
      case 'successor':
        return this.countSuccessorsNamed(anchor.name) > 0;
      default: {
        const spec = this.attrSpec(anchor.name);
        const attr = inherentAttr(this.op, spec);
        return attr !== undefined && !isDefaultValue(this.op, spec, attr);
      }
    }
  }

  /** A unit attribute anchoring a group is implied by the group's presence and not printed. */
  private elidedUnitAnchor(
    elements: readonly FormatElement[],
    anchor: VariableElement,
  ): FormatElement | null {
    if (anchor.role !== 'attribute' || elements[0] === anchor) return null;
    const attr = inherentAttr(this.op, this.attrSpec(anchor.name));
    return attr !== undefined && attr.isUnit()
      ? (elements.find((e) => e === anchor) ?? null)
      : null;
  }

  /** ` {attrs}` or ` attributes {attrs}` without what the format prints, segment sizes and defaults. */
  private printAttrDict(withKeyword: boolean): void {
    // Most ops have no attribute at all: nothing to print, nothing to compute.
    if (!this.op.hasProperties() && !this.op.hasDiscardableAttrs()) return;
    let elided = this.alwaysElided;
    const defaulted = this.names.defaulted;
    for (let i = 0; i < defaulted.length; i++) {
      const spec = defaulted[i]!;
      const attr = inherentAttr(this.op, spec);
      if (attr !== undefined && isDefaultValue(this.op, spec, attr))
        elided = [...elided, spec.name];
    }
    if (withKeyword) this.p.printOptionalAttrDictWithKeyword(this.op.getAttrs(), elided);
    else this.p.printOptionalOpAttrDict(this.op, elided);
  }

  /** ` <{props}>` with the properties the format does not print elsewhere. */
  private printPropDict(): void {
    const shown = [...this.op.properties]
      .filter(([name]) => !this.used.has(name))
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    if (shown.length === 0) return;
    this.p.write(' <');
    this.p.printNamedAttributes(shown);
    this.p.write('>');
  }
}

/** An implicit terminator is left out when it carries nothing: no operands, results or attributes. */
function isElidableTerminator(region: Region): boolean {
  const terminator = region.front?.back ?? null;
  if (terminator === null) return false;
  return (
    terminator.numOperands === 0 &&
    terminator.numResults === 0 &&
    !terminator.hasProperties() &&
    !terminator.hasDiscardableAttrs()
  );
}

function firstVariable(elements: readonly FormatElement[]): VariableElement | null {
  for (const element of elements) if (element.kind === 'variable') return element;
  return null;
}

/** The attribute variables a format prints itself (anywhere, including optional groups and directives). */
export function usedAttributeNames(elements: readonly FormatElement[]): Set<string> {
  const names = new Set<string>();
  const stack: (FormatElement | CustomArgument)[] = [...elements];
  while (stack.length > 0) {
    const element = stack.pop()!;
    switch (element.kind) {
      case 'variable':
        if (element.role === 'attribute') names.add(element.name);
        break;
      case 'optional':
        stack.push(...element.thenElements, ...element.elseElements);
        break;
      case 'oilist':
        for (const clause of element.clauses) stack.push(...clause.elements);
        break;
      case 'qualified':
      case 'ref':
        stack.push(element.inner);
        break;
      case 'custom':
        stack.push(...element.arguments);
        break;
      default:
        break;
    }
  }
  return names;
}

/** The attribute names a format prints itself, and what its `attr-dict` therefore leaves out. */
interface FormatAttributeNames {
  readonly used: Set<string>;
  readonly alwaysElided: readonly string[];
  /** The op's operand groups by name, as their index, and its result groups, as `~index`. */
  readonly groups: Map<string, number>;
  /** The op's successors by name, as their position, or `~position` for a variadic list. */
  readonly successors: Map<string, number>;
  /** The op's attribute specs by name: a lookup per printed attribute instead of a search. */
  readonly attributes: Map<string, AttrSpec>;
  /** The attribute specs with a default value, the only ones `attr-dict` may elide as defaults. */
  readonly defaulted: readonly AttrSpec[];
}

/** {@link FormatAttributeNames} of a whole format (of `spec`), from an op printed with it. */
function attributeNamesOf(
  format: AssemblyFormat,
  spec: OpSpec,
  op: Operation,
): FormatAttributeNames {
  const used = usedAttributeNames(format.elements);
  // A group named like a field of the op (`results`) has no accessor: the field is read instead.
  const groups = new Map<string, number>();
  spec.results.forEach((group, index) => {
    if (!Object.hasOwn(op, group.name)) groups.set(group.name, ~index);
  });
  spec.operands.forEach((group, index) => {
    if (!Object.hasOwn(op, group.name)) groups.set(group.name, index);
  });
  const successors = new Map<string, number>();
  spec.successors.forEach((successor, index) => {
    if (!Object.hasOwn(op, successor.name))
      successors.set(successor.name, successor.variadic ? ~index : index);
  });
  const attributes = new Map<string, AttrSpec>();
  // In reverse, so that the first of two same-named specs wins, as a search in order would find it.
  for (let i = spec.attributes.length - 1; i >= 0; i--)
    attributes.set(spec.attributes[i]!.name, spec.attributes[i]!);
  return {
    used,
    alwaysElided: [...used, OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES],
    groups,
    successors,
    attributes,
    defaulted: spec.attributes.filter((attr) => attr.defaultValue !== undefined),
  };
}

/**
 * Format printers by nesting depth: a format that prints a region prints the ops in it while its
 * own printer is in use. Reusing them spares an object per printed op.
 */
const formatPrinters: FormatPrinter[] = [];
let formatDepth = 0;

/**
 * The custom printer of the ops of `spec`, which print (after their name) with `format`; made once
 * per format. The format's {@link FormatAttributeNames} are kept with it, computed at its first op.
 */
export function formatPrinterOf(
  spec: OpSpec,
  format: AssemblyFormat,
): (op: Operation, printer: OpAsmPrinter) => void {
  let names: FormatAttributeNames | null = null;
  return (op, printer) => {
    names ??= attributeNamesOf(format, spec, op);
    const formatPrinter = (formatPrinters[formatDepth] ??= new FormatPrinter());
    formatDepth++;
    try {
      formatPrinter.print(op, spec, format, names, printer);
    } finally {
      formatDepth--;
    }
  };
}
