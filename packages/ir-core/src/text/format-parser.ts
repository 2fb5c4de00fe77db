/**
 * Parses an op through its declarative assembly format, the inverse of `format-printer.ts`: the
 * elements are read in order (an optional group is present when its first element is), then the
 * operands are resolved with their printed or inferred types, as the parsers ODS generates do.
 */
import type { Attribute } from '../attributes/attribute.js';
import { IntegerAttr, StringAttr, UnitAttr } from '../attributes/builtin-attributes.js';
import type { MLIRContext } from '../context.js';
import type { Block } from '../ir/block.js';
import { Operation } from '../ir/operation.js';
import { Region } from '../ir/region.js';
import { StrAttr, SymbolNameAttr, UnitAttrConstraint } from '../ods/constraints/attrs.js';
import { IntegerEnumAttr } from '../ods/constraints/enum.js';
import type {
  AssemblyFormat,
  CustomArgument,
  FormatElement,
  TypeArgument,
  VariableElement,
} from '../ods/format/ast.js';
import { inferFormatTypes } from '../ods/format/type-inference.js';
import type { AttrSpec, OpSpec, ValueGroupSpec } from '../ods/spec.js';
import {
  AttrSizedOperandSegments,
  AttrSizedResultSegments,
  OPERAND_SEGMENT_SIZES,
  RESULT_SEGMENT_SIZES,
  makeSegmentSizesAttr,
} from '../ods/traits/segments.js';
import { SingleBlock, SingleBlockImplicitTerminator } from '../ods/traits/structure.js';
import { FunctionType, IntegerType, NoneType } from '../types/builtin-types.js';
import type { Type } from '../types/type.js';
import { getCustomDirective, type CustomDirectiveSlot } from './custom-directives.js';
import { attrSpecOf, impliedIntegerType } from './format-printer.js';
import type { TokenKind } from './lexer.js';
import type { OperationParser, ParsedOperationState, UnresolvedOperand } from './parser.js';

/** Punctuation literals and the token each one is. */
const PUNCTUATION: Readonly<Record<string, TokenKind>> = {
  ',': 'comma',
  ':': 'colon',
  '=': 'equal',
  '<': 'less',
  '>': 'greater',
  '(': 'l_paren',
  ')': 'r_paren',
  '{': 'l_brace',
  '}': 'r_brace',
  '[': 'l_square',
  ']': 'r_square',
  '->': 'arrow',
  '?': 'question',
  '+': 'plus',
  '*': 'star',
  '...': 'ellipsis',
  '|': 'vertical_bar',
};

/**
 * The type an attribute variable is parsed with, as ODS passes its constraint's value type: none
 * for a string (so a `: type` after it is left to the format), the integer type an integer
 * attribute constraint implies, otherwise null (the literal's own `: type`, or its default).
 */
function attributeValueType(spec: AttrSpec, context: MLIRContext): Type | null {
  if (spec.constraint === StrAttr) return NoneType.get(context);
  return impliedIntegerType(spec, context);
}
/** The spec named `name` in `specs` (a loop: `find` would allocate a closure per op). */
function findNamed<T extends { readonly name: string }>(
  specs: readonly T[],
  name: string,
): T | undefined {
  for (let i = 0; i < specs.length; i++) if (specs[i]!.name === name) return specs[i];
  return undefined;
}

/** Arity of the operand or result group `name`, if there is one. */
function groupArity(spec: OpSpec, name: string): ValueGroupSpec['arity'] | undefined {
  return (findNamed(spec.operands, name) ?? findNamed(spec.results, name))?.arity;
}

class FormatParser {
  private readonly operands = new Map<string, UnresolvedOperand[]>();
  private readonly operandOffsets = new Map<string, number>();
  private readonly types = new Map<string, Type[]>();
  // Made on first use: most ops have no regions or successors.
  private regions: Map<string, Region[]> | null = null;
  private successors: Map<string, Block[]> | null = null;
  private allOperands: UnresolvedOperand[] | null = null;
  private allOperandTypes: Type[] | null = null;
  private allResultTypes: Type[] | null = null;
  private readonly nameOffset: number;

  constructor(
    private readonly parser: OperationParser,
    private readonly state: ParsedOperationState,
    private readonly spec: OpSpec,
    private readonly format: AssemblyFormat,
  ) {
    this.nameOffset = parser.getCurrentOffset();
  }

  parse(): boolean {
    return this.parseElements(this.format.elements) && this.resolve();
  }

  private parseLiteral(spelling: string): boolean {
    if (spelling === '' || spelling === ' ' || spelling === '\n') return true;
    const kind = PUNCTUATION[spelling];
    if (kind !== undefined) return this.parser.expect(kind, `expected '${spelling}'`);
    return this.parser.parseKeyword(spelling) !== null;
  }

  private parseElements(elements: readonly FormatElement[]): boolean {
    return this.parseElementsFrom(elements, 0);
  }

  private parseElementsFrom(elements: readonly FormatElement[], start: number): boolean {
    for (let i = start; i < elements.length; i++)
      if (!this.parseElement(elements[i]!)) return false;
    return true;
  }

  private parseElement(element: FormatElement): boolean {
    const parser = this.parser;
    switch (element.kind) {
      case 'literal':
        return this.parseLiteral(element.spelling);
      case 'optional': {
        const first = this.parseOptionalFirst(element.thenElements[0]!);
        if (first === null) return false;
        if (!first) return this.parseElements(element.elseElements);
        if (!this.parseElementsFrom(element.thenElements, 1)) return false;
        this.setUnitAnchor(element.anchor, element.thenElements);
        return true;
      }
      case 'oilist':
        return this.parseOIList(element.clauses);
      case 'attr-dict':
        return element.withKeyword
          ? parser.parseOptionalAttrDictWithKeyword(this.state.attributes)
          : parser.parseOptionalAttrDict(this.state.attributes);
      case 'prop-dict': {
        if (!parser.consumeIf('less')) return true;
        const dict = parser.parseDictionaryAttr();
        if (dict === null) return false;
        for (const entry of dict.value) this.state.properties.set(entry.name, entry.value);
        return parser.parseGreater();
      }
      case 'variable':
        return this.parseVariable(element);
      case 'operands': {
        this.operandOffsets.set('', parser.getCurrentOffset());
        this.allOperands = parser.parseOperandList('none');
        return this.allOperands !== null;
      }
      case 'regions': {
        const list: Region[] = [];
        this.regionGroups().set('', list);
        return this.parseRegionList(list);
      }
      case 'successors': {
        const list: Block[] = [];
        this.successorGroups().set('', list);
        return this.parseSuccessorList(list);
      }
      case 'type':
        return this.parseTypeDirective(element.argument);
      case 'functional-type': {
        const offset = parser.getCurrentOffset();
        const type = parser.parseType();
        if (type === null) return false;
        if (!(type instanceof FunctionType))
          return parser.emitCustomError(offset, 'invalid kind of type specified');
        this.assignTypes(element.inputs, [...type.inputs]);
        this.assignTypes(element.results, [...type.results]);
        return true;
      }
      case 'qualified':
        return element.inner.kind === 'type'
          ? this.parseTypeDirective(element.inner.argument)
          : this.parseVariable(element.inner);
      case 'custom':
        return this.parseCustom(element.name, element.arguments);
      default:
        return this.parseValueList(element.kind);
    }
  }

  /** `results`: no syntax of its own outside `type(...)`. */
  private parseValueList(kind: string): boolean {
    return this.parser.emitCustomError(
      this.parser.getCurrentOffset(),
      `'${kind}' cannot be parsed here`,
    );
  }

  /**
   * Parses the first element of an optional group if it is there: true when the group is present,
   * false when absent (nothing consumed), null after an error.
   */
  private parseOptionalFirst(element: FormatElement): boolean | null {
    const parser = this.parser;
    if (element.kind === 'literal') {
      const kind = PUNCTUATION[element.spelling];
      if (kind !== undefined) return parser.consumeIf(kind);
      return parser.parseOptionalKeyword(element.spelling) !== undefined;
    }
    if (
      element.kind === 'type' ||
      (element.kind === 'qualified' && element.inner.kind === 'type')
    ) {
      const argument =
        element.kind === 'type'
          ? element.argument
          : (element.inner as { argument: TypeArgument }).argument;
      const type = parser.parseOptionalType();
      if (type === undefined) return false;
      if (type === null) return null;
      const rest = this.parseMoreTypes();
      if (rest === null) return null;
      this.assignTypes(argument, [type, ...rest]);
      return true;
    }
    const variable =
      element.kind === 'qualified'
        ? (element.inner as VariableElement)
        : element.kind === 'variable'
          ? element
          : null;
    if (variable === null) return this.parseElement(element) ? true : null;
    switch (variable.role) {
      case 'operand':
        if (parser.tokenKind !== 'percent_identifier') return false;
        return this.parseVariable(variable) ? true : null;
      case 'region':
        if (parser.tokenKind !== 'l_brace') return false;
        return this.parseVariable(variable) ? true : null;
      case 'successor':
        if (parser.tokenKind !== 'caret_identifier') return false;
        return this.parseVariable(variable) ? true : null;
      default: {
        const spec = attrSpecOf(this.spec, variable.name)!;
        if (spec.constraint === SymbolNameAttr) {
          if (parser.tokenKind !== 'at_identifier') return false;
        } else if (spec.constraint instanceof IntegerEnumAttr) {
          if (parser.tokenKind !== 'bare_identifier') return false;
        } else {
          const attr = parser.parseOptionalAttribute(attributeValueType(spec, parser.context));
          if (attr === undefined) return false;
          if (attr === null) return null;
          this.storeAttribute(spec, attr);
          return true;
        }
        return this.parseVariable(variable) ? true : null;
      }
    }
  }

  /** `, T, U` after a first type. */
  private parseMoreTypes(): Type[] | null {
    const types: Type[] = [];
    while (this.parser.consumeIf('comma')) {
      const type = this.parser.parseType();
      if (type === null) return null;
      types.push(type);
    }
    return types;
  }

  /** A unit attribute anchoring a present group is set by the group's presence. */
  private setUnitAnchor(anchor: VariableElement, elements: readonly FormatElement[]): void {
    if (anchor.role !== 'attribute' || elements[0] === anchor) return;
    const spec = attrSpecOf(this.spec, anchor.name)!;
    if (spec.constraint === UnitAttrConstraint && elements.includes(anchor))
      this.storeAttribute(spec, UnitAttr.get(this.parser.context));
  }

  private parseOIList(
    clauses: readonly { readonly keyword: string; readonly elements: readonly FormatElement[] }[],
  ): boolean {
    const seen = new Set<string>();
    for (;;) {
      const keyword = this.parser.parseOptionalKeyword(
        clauses.map((clause) => clause.keyword).filter((k) => !seen.has(k)),
      );
      if (keyword === undefined) return true;
      seen.add(keyword);
      if (!this.parseElements(clauses.find((clause) => clause.keyword === keyword)!.elements))
        return false;
    }
  }

  private storeAttribute(spec: AttrSpec, attr: Attribute): void {
    if (spec.storage === 'property') this.state.properties.set(spec.name, attr);
    else this.state.attributes.push([spec.name, attr]);
  }

  private parseVariable(variable: VariableElement): boolean {
    const parser = this.parser;
    switch (variable.role) {
      case 'operand': {
        const group = findNamed(this.spec.operands, variable.name)!;
        this.operandOffsets.set(variable.name, parser.getCurrentOffset());
        if (group.arity === 'single') {
          const operand = parser.parseOperand();
          if (operand === null) return false;
          this.operands.set(variable.name, [operand]);
          return true;
        }
        const list = parser.parseOperandList('none');
        if (list === null) return false;
        this.operands.set(variable.name, list);
        return true;
      }
      case 'region': {
        const spec = findNamed(this.spec.regions, variable.name)!;
        const list: Region[] = [];
        this.regionGroups().set(variable.name, list);
        if (spec.variadic) return this.parseRegionList(list);
        const region = new Region();
        list.push(region);
        if (!parser.parseRegion(region)) return false;
        this.ensureBlockAndTerminator(region);
        return true;
      }
      case 'successor': {
        const spec = findNamed(this.spec.successors, variable.name)!;
        const list: Block[] = [];
        this.successorGroups().set(variable.name, list);
        if (spec.variadic) return this.parseSuccessorList(list);
        const block = parser.parseSuccessor();
        if (block !== null) list.push(block);
        return block !== null;
      }
      case 'attribute': {
        const spec = attrSpecOf(this.spec, variable.name)!;
        const attr = this.parseAttributeOf(spec);
        if (attr === null) return false;
        this.storeAttribute(spec, attr);
        return true;
      }
      default:
        return true;
    }
  }

  private parseAttributeOf(spec: AttrSpec): Attribute | null {
    const parser = this.parser;
    if (spec.constraint === SymbolNameAttr) {
      const name = parser.parseSymbolName();
      return name === null ? null : StringAttr.get(parser.context, name);
    }
    if (spec.constraint instanceof IntegerEnumAttr) {
      const offset = parser.getCurrentOffset();
      const keyword = parser.parseKeywordOrString();
      if (keyword === null) return null;
      const value = spec.constraint.symbolize(keyword);
      if (value === undefined) {
        parser.emitCustomError(
          offset,
          `expected ${spec.constraint.enumName} to be one of: ${Object.keys(spec.constraint.cases).join(', ')}`,
        );
        return null;
      }
      return IntegerAttr.get(IntegerType.get(parser.context, spec.constraint.width), BigInt(value));
    }
    return parser.parseAttribute(attributeValueType(spec, parser.context));
  }

  private parseRegionList(list: Region[]): boolean {
    if (this.parser.tokenKind !== 'l_brace') return true;
    do {
      const region = new Region();
      list.push(region);
      if (!this.parser.parseRegion(region)) return false;
      this.ensureBlockAndTerminator(region);
    } while (this.parser.consumeIf('comma'));
    return true;
  }

  /**
   * A single-block region written `{}` still gets its block, and with
   * `SingleBlockImplicitTerminator<"t">` an omitted `t` is added (MLIR's `ensureTerminator`).
   */
  private ensureBlockAndTerminator(region: Region): void {
    if (!this.spec.hasTrait(SingleBlock.key)) return;
    if (region.empty()) region.emplaceBlock();
    const terminator = this.spec.getTrait<string>(SingleBlockImplicitTerminator.key)?.params;
    if (terminator === undefined) return;
    const block = region.front!;
    if (block.back?.name.identifier === terminator) return;
    block.push(Operation.create({ name: terminator, location: this.state.location }));
  }

  private parseSuccessorList(list: Block[]): boolean {
    if (this.parser.tokenKind !== 'caret_identifier') return true;
    do {
      const block = this.parser.parseSuccessor();
      if (block === null) return false;
      list.push(block);
    } while (this.parser.consumeIf('comma'));
    return true;
  }

  private parseTypeDirective(argument: TypeArgument): boolean {
    const parser = this.parser;
    const arity = argument.kind === 'variable' ? groupArity(this.spec, argument.name) : undefined;
    if (arity === 'single') {
      const type = parser.parseType();
      if (type === null) return false;
      this.assignTypes(argument, [type]);
      return true;
    }
    if (arity === 'optional') {
      const type = parser.parseOptionalType();
      if (type === null) return false;
      this.assignTypes(argument, type === undefined ? [] : [type]);
      return true;
    }
    // Variadic lists are required to hold a type, as ODS parses them with `parseTypeList`.
    const types = parser.parseTypeList();
    if (types === null) return false;
    this.assignTypes(argument, types);
    return true;
  }

  private assignTypes(argument: TypeArgument, types: Type[]): void {
    if (argument.kind === 'operands') this.allOperandTypes = types;
    else if (argument.kind === 'results') this.allResultTypes = types;
    else if (argument.kind === 'variable') this.types.set(argument.name, types);
  }

  private parseCustom(name: string, args: readonly CustomArgument[]): boolean {
    const directive = getCustomDirective(name);
    if (directive === undefined)
      return this.parser.emitCustomError(
        this.parser.getCurrentOffset(),
        `no custom directive '${name}' is registered`,
      );
    const slots: CustomDirectiveSlot[] = args.map((argument) => slotFor(argument));
    if (!directive.parse(this.parser, this.state, slots)) return false;
    for (let i = 0; i < args.length; i++) this.bindSlot(args[i]!, slots[i]!);
    return true;
  }

  /** Takes what a custom directive parsed into the places the format's variables stand for. */
  private bindSlot(argument: CustomArgument, slot: CustomDirectiveSlot): void {
    if (argument.kind === 'ref' || slot.value === null) return;
    if (argument.kind === 'qualified') return this.bindSlot(argument.inner, slot);
    if (argument.kind === 'type') return this.assignTypes(argument.argument, slot.value as Type[]);
    if (argument.kind !== 'variable') return;
    switch (argument.role) {
      case 'operand':
        this.operands.set(argument.name, slot.value as UnresolvedOperand[]);
        this.operandOffsets.set(argument.name, this.nameOffset);
        return;
      case 'region':
        this.regionGroups().set(argument.name, [slot.value as Region]);
        return;
      case 'successor':
        this.successorGroups().set(argument.name, slot.value as Block[]);
        return;
      case 'attribute':
        this.storeAttribute(attrSpecOf(this.spec, argument.name)!, slot.value as Attribute);
        return;
      default:
        return;
    }
  }

  /**
   * Whether inference could fill a type: it fills the groups without types that are single or,
   * for an operand group, whose operands were parsed (most formats print every such type).
   */
  private needsInference(): boolean {
    const types = this.types;
    const { operands, results } = this.spec;
    for (let i = 0; i < operands.length; i++) {
      const group = operands[i]!;
      if (!types.has(group.name) && (group.arity === 'single' || this.operands.has(group.name)))
        return true;
    }
    for (let i = 0; i < results.length; i++) {
      const group = results[i]!;
      if (group.arity === 'single' && !types.has(group.name)) return true;
    }
    return false;
  }

  private inferTypes(): void {
    const state = this.state;
    const counts = new Map<string, number>();
    for (const group of this.spec.operands) {
      const uses = this.operands.get(group.name);
      if (uses !== undefined) counts.set(group.name, uses.length);
    }
    const attributes = new Map<string, Attribute>(state.properties);
    for (const [name, value] of state.attributes) attributes.set(name, value);
    inferFormatTypes(this.spec, this.parser.context, this.types, counts, attributes);
  }

  /** Resolves operands with their types (printed or inferred) and fills result types, regions, successors. */
  private resolve(): boolean {
    const parser = this.parser;
    const state = this.state;
    // Types the format leaves out follow from buildable constraints and the ops' type-equality
    // traits; most formats print every type, and then there is nothing to infer.
    if (this.needsInference()) this.inferTypes();
    const operandSizes: number[] = [];
    if (this.allOperands !== null) {
      const types =
        this.allOperandTypes ?? this.spec.operands.flatMap((g) => this.types.get(g.name) ?? []);
      if (
        !parser.resolveOperands(
          this.allOperands,
          types,
          this.operandOffsets.get('') ?? this.nameOffset,
          state.operands,
        )
      )
        return false;
    } else {
      for (const group of this.spec.operands) {
        const uses = this.operands.get(group.name) ?? [];
        operandSizes.push(uses.length);
        const types = this.types.get(group.name) ?? [];
        if (
          !parser.resolveOperands(
            uses,
            types,
            this.operandOffsets.get(group.name) ?? this.nameOffset,
            state.operands,
          )
        )
          return false;
      }
    }
    const resultSizes: number[] = [];
    if (this.allResultTypes !== null) state.resultTypes.push(...this.allResultTypes);
    else {
      for (const group of this.spec.results) {
        const types = this.types.get(group.name) ?? [];
        resultSizes.push(types.length);
        state.resultTypes.push(...types);
      }
    }
    if (this.spec.hasTrait(AttrSizedOperandSegments.key) && this.allOperands === null) {
      state.properties.set(
        OPERAND_SEGMENT_SIZES,
        makeSegmentSizesAttr(parser.context, operandSizes),
      );
    }
    if (this.spec.hasTrait(AttrSizedResultSegments.key) && this.allResultTypes === null) {
      state.properties.set(RESULT_SEGMENT_SIZES, makeSegmentSizesAttr(parser.context, resultSizes));
    }
    const regions = this.regions;
    if (regions !== null) {
      for (const spec of this.spec.regions) state.regions.push(...(regions.get(spec.name) ?? []));
      state.regions.push(...(regions.get('') ?? []));
    }
    const successors = this.successors;
    if (successors !== null) {
      for (const spec of this.spec.successors)
        state.successors.push(...(successors.get(spec.name) ?? []));
      state.successors.push(...(successors.get('') ?? []));
    }
    return true;
  }

  private regionGroups(): Map<string, Region[]> {
    return (this.regions ??= new Map());
  }

  private successorGroups(): Map<string, Block[]> {
    return (this.successors ??= new Map());
  }
}

function slotFor(argument: CustomArgument): CustomDirectiveSlot {
  switch (argument.kind) {
    case 'variable':
      return { name: argument.name, kind: argument.role ?? 'attribute', value: null };
    case 'type':
      return { name: 'type', kind: 'type', value: null };
    case 'literal':
      return { name: argument.spelling, kind: 'literal', value: argument.spelling };
    case 'qualified':
    case 'ref':
      return slotFor(argument.inner);
    default:
      return { name: argument.kind, kind: 'attr-dict', value: null };
  }
}

/** Parses an op's custom form with its format into `state`; false after reporting an error. */
export function parseWithFormat(
  parser: OperationParser,
  state: ParsedOperationState,
  spec: OpSpec,
  format: AssemblyFormat,
): boolean {
  return new FormatParser(parser, state, spec, format).parse();
}
