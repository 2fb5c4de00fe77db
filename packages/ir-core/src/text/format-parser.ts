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
import {
  inferSlotTypes,
  slotInferenceOf,
  type SlotInference,
} from '../ods/format/type-inference.js';
import type { ParsedTypeClass } from '../ods/constraint.js';
import { InferTypeOpInterface, type InferTypeModel } from '../ods/interfaces/infer-type.js';
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

/** The spec named `name` in `specs` (a loop: `find` would allocate a closure per op). */
function findNamed<T extends { readonly name: string }>(
  specs: readonly T[],
  name: string,
): T | undefined {
  for (let i = 0; i < specs.length; i++) if (specs[i]!.name === name) return specs[i];
  return undefined;
}

/** The index of the spec named `name` in `specs`, or -1. */
function indexNamed(specs: readonly { readonly name: string }[], name: string): number {
  for (let i = 0; i < specs.length; i++) if (specs[i]!.name === name) return i;
  return -1;
}

// What a plan node does, as small integers so the per-op switch compares numbers.
/** A literal that only controls spacing (or a result variable): nothing to parse. */
const SPACE = 0;
const PUNCTUATION_LITERAL = 1;
const KEYWORD_LITERAL = 2;
const OPTIONAL_GROUP = 3;
const ATTR_DICT = 4;
const ATTR_DICT_WITH_KEYWORD = 5;
const OPERAND_VARIABLE = 6;
const ATTRIBUTE_VARIABLE = 7;
const REGION_VARIABLE = 8;
const SUCCESSOR_VARIABLE = 9;
const TYPE_DIRECTIVE = 10;
const OILIST = 11;
/** Anything else (`operands`, `functional-type`, `custom<...>`...): interpreted from its element. */
const OTHER = 12;

// How an attribute variable is parsed (see {@link FormatParser.parseAttributeOf}).
const PLAIN_ATTRIBUTE = 0;
const SYMBOL_NAME_ATTRIBUTE = 1;
const ENUM_ATTRIBUTE = 2;

/** Where a type directive's types go: a group's slot (>= 0) or one of these. */
const ALL_OPERAND_TYPES = -1;
const ALL_RESULT_TYPES = -2;
/** A name that is no operand or result group. */
const NAMED_TYPES = -3;
/** `type(regions)` or `type(successors)`: nothing to store. */
const NO_TYPES = -4;

/**
 * One format element with what parsing it needs resolved against the op definition once (group
 * indices, the attribute's spec, the punctuation's token), instead of by name per op. One class
 * with every field set, so that the interpreter's reads are monomorphic.
 */
class PlanNode {
  /** Optional group: the unit attribute its presence sets (see {@link unitAnchorOf}). */
  unitAnchor: AttrSpec | null = null;
  /** Optional group: its then- and else-elements. OIList: each clause's elements. */
  thenNodes: readonly PlanNode[] = [];
  elseNodes: readonly PlanNode[] = [];
  clauseKeywords: readonly string[] = [];
  clauseNodes: readonly (readonly PlanNode[])[] = [];
  /** Attribute variable: its spec, how it is parsed and the integer width it implies (0: none). */
  attr: AttrSpec | null = null;
  attrKind = PLAIN_ATTRIBUTE;
  attrWidth = 0;
  /** Type directive: whether it is one type, an optional one, or a list. */
  typeArity: ValueGroupSpec['arity'] | 'list' = 'list';
  /** Type directive of one value: the class of type MLIR's generated parser reads, if any. */
  typeClass: ParsedTypeClass | null = null;
  /** Punctuation literal: its token and the error when it is missing. */
  token: TokenKind = 'eof';
  message = '';

  constructor(
    readonly code: number,
    /** The element (the inner one of `qualified(...)`). */
    readonly element: FormatElement,
    /** Operand, region or successor group index; type directive: slot or target code. */
    readonly index: number,
    /** Operand variable of a single operand; region variable of one region. */
    readonly single: boolean,
    /** Literal spelling or variable name. */
    readonly name: string,
  ) {}
}

/**
 * A format compiled against its op definition, made once per op definition. Types of operand
 * group i are kept in slot i, those of result group j in slot (operand groups + j).
 */
class FormatPlan {
  readonly nodes: readonly PlanNode[];
  readonly numOperandGroups: number;
  readonly numTypeSlots: number;
  readonly operandSegments: boolean;
  readonly resultSegments: boolean;
  readonly singleBlock: boolean;
  /** The implicit terminator's name, or '' (see `ensureBlockAndTerminator`). */
  readonly implicitTerminator: string;
  /** How the types the format leaves out are inferred, by slot. */
  readonly inference: SlotInference;
  /** The op's `InferTypeOpInterface` model: it gives the result types a format leaves out. */
  readonly inferModel: InferTypeModel | null;
  /** A parser state of this format not in use, kept to parse the next op without allocating one. */
  spare: FormatParser | null = null;

  constructor(
    readonly spec: OpSpec,
    readonly format: AssemblyFormat,
    context: MLIRContext,
  ) {
    this.numOperandGroups = spec.operands.length;
    this.numTypeSlots = spec.operands.length + spec.results.length;
    this.operandSegments = spec.hasTrait(AttrSizedOperandSegments.key);
    this.resultSegments = spec.hasTrait(AttrSizedResultSegments.key);
    this.singleBlock = spec.hasTrait(SingleBlock.key);
    this.implicitTerminator =
      spec.getTrait<string>(SingleBlockImplicitTerminator.key)?.params ?? '';
    this.inference = slotInferenceOf(spec);
    const inferImplementation = spec.definition.interfaces?.find(
      (implementation) => implementation.iface.key === InferTypeOpInterface.key,
    );
    this.inferModel = (inferImplementation?.model as InferTypeModel | undefined) ?? null;
    this.nodes = this.compileAll(format.elements, context);
  }

  /** The slot of the operand or result group `name`, or {@link NAMED_TYPES}. */
  typeSlot(name: string): number {
    const operand = indexNamed(this.spec.operands, name);
    if (operand >= 0) return operand;
    const result = indexNamed(this.spec.results, name);
    return result >= 0 ? this.numOperandGroups + result : NAMED_TYPES;
  }

  private compileAll(elements: readonly FormatElement[], context: MLIRContext): PlanNode[] {
    const nodes: PlanNode[] = [];
    for (const element of elements) nodes.push(this.compile(element, context));
    return nodes;
  }

  private compile(element: FormatElement, context: MLIRContext): PlanNode {
    switch (element.kind) {
      case 'literal': {
        const spelling = element.spelling;
        if (spelling === '' || spelling === ' ' || spelling === '\n')
          return new PlanNode(SPACE, element, -1, false, spelling);
        const token = Object.hasOwn(PUNCTUATION, spelling) ? PUNCTUATION[spelling] : undefined;
        if (token === undefined) return new PlanNode(KEYWORD_LITERAL, element, -1, false, spelling);
        const node = new PlanNode(PUNCTUATION_LITERAL, element, -1, false, spelling);
        node.token = token;
        node.message = `expected '${spelling}'`;
        return node;
      }
      case 'optional': {
        const node = new PlanNode(OPTIONAL_GROUP, element, -1, false, '');
        node.unitAnchor = this.unitAnchorOf(element.anchor, element.thenElements);
        // A unit anchor is implied by the group's presence: it is neither read nor printed.
        const then =
          node.unitAnchor === null
            ? element.thenElements
            : element.thenElements.filter((e) => e !== element.anchor);
        node.thenNodes = this.compileAll(then, context);
        node.elseNodes = this.compileAll(element.elseElements, context);
        return node;
      }
      case 'oilist': {
        const node = new PlanNode(OILIST, element, -1, false, '');
        node.clauseKeywords = element.clauses.map((clause) => clause.keyword);
        node.clauseNodes = element.clauses.map((clause) =>
          this.compileAll(clause.elements, context),
        );
        return node;
      }
      case 'attr-dict':
        return new PlanNode(
          element.withKeyword ? ATTR_DICT_WITH_KEYWORD : ATTR_DICT,
          element,
          -1,
          false,
          '',
        );
      case 'variable':
        return this.compileVariable(element, context);
      case 'type':
        return this.compileType(element, element.argument);
      case 'qualified':
        return element.inner.kind === 'type'
          ? this.compileType(element.inner, element.inner.argument)
          : this.compileVariable(element.inner, context);
      default:
        return new PlanNode(OTHER, element, -1, false, '');
    }
  }

  private compileVariable(variable: VariableElement, context: MLIRContext): PlanNode {
    const spec = this.spec;
    const name = variable.name;
    switch (variable.role) {
      case 'operand': {
        const index = indexNamed(spec.operands, name);
        return new PlanNode(
          OPERAND_VARIABLE,
          variable,
          index,
          spec.operands[index]!.arity === 'single',
          name,
        );
      }
      case 'region': {
        const index = indexNamed(spec.regions, name);
        return new PlanNode(REGION_VARIABLE, variable, index, !spec.regions[index]!.variadic, name);
      }
      case 'successor':
        return new PlanNode(
          SUCCESSOR_VARIABLE,
          variable,
          indexNamed(spec.successors, name),
          false,
          name,
        );
      case 'attribute': {
        const node = new PlanNode(ATTRIBUTE_VARIABLE, variable, -1, false, name);
        const attr = attrSpecOf(spec, name)!;
        node.attr = attr;
        if (attr.constraint === SymbolNameAttr) node.attrKind = SYMBOL_NAME_ATTRIBUTE;
        else if (attr.constraint instanceof IntegerEnumAttr) node.attrKind = ENUM_ATTRIBUTE;
        const implied = impliedIntegerType(attr, context);
        node.attrWidth = implied === null ? 0 : (implied as IntegerType).width;
        return node;
      }
      default:
        // A result outside a directive: nothing to parse.
        return new PlanNode(SPACE, variable, -1, false, name);
    }
  }

  private compileType(element: FormatElement, argument: TypeArgument): PlanNode {
    let slot: number;
    if (argument.kind === 'variable') slot = this.typeSlot(argument.name);
    else if (argument.kind === 'operands') slot = ALL_OPERAND_TYPES;
    else if (argument.kind === 'results') slot = ALL_RESULT_TYPES;
    else slot = NO_TYPES;
    const name = argument.kind === 'variable' ? argument.name : '';
    const node = new PlanNode(TYPE_DIRECTIVE, element, slot, false, name);
    const group = argument.kind === 'variable' ? valueGroup(this.spec, argument.name) : undefined;
    const arity = group?.arity;
    node.typeArity = arity === 'single' || arity === 'optional' ? arity : 'list';
    if (arity === 'single') node.typeClass = group!.constraint.parsedClass ?? null;
    return node;
  }

  /**
   * A unit attribute anchoring a group, when the group's presence sets it: the anchor is not the
   * group's first element (which would parse it itself) but one of its elements.
   */
  private unitAnchorOf(
    anchor: VariableElement,
    elements: readonly FormatElement[],
  ): AttrSpec | null {
    if (anchor.role !== 'attribute' || elements[0] === anchor) return null;
    const spec = attrSpecOf(this.spec, anchor.name)!;
    return spec.constraint === UnitAttrConstraint && elements.includes(anchor) ? spec : null;
  }
}

/** Arity of the operand or result group `name`, if there is one. */
function valueGroup(spec: OpSpec, name: string): ValueGroupSpec | undefined {
  return findNamed(spec.operands, name) ?? findNamed(spec.results, name);
}

const NO_OPERANDS: readonly UnresolvedOperand[] = [];
const NO_TYPES_PARSED: readonly Type[] = [];

/**
 * The state of parsing one op with a {@link FormatPlan}. Its plan keeps a spare one, reset and
 * reused by the next op of that format (a nested op of the same format makes its own).
 */
class FormatParser {
  private parser: OperationParser;
  private state: ParsedOperationState;
  private nameOffset = 0;
  /** By operand group: the operands parsed, and where (-1: not parsed). */
  private readonly operandLists: (readonly UnresolvedOperand[] | null)[];
  private readonly operandOffsets: number[];
  /** By slot (see {@link FormatPlan}): the types given or inferred. */
  private readonly types: (readonly Type[] | null)[];
  /** By slot: how many operands a group has, for inference (-1: unknown; results are always -1). */
  private readonly operandCounts: number[];
  /** Types of a `type($name)` whose name is no group (kept for inference, as before). */
  private namedTypes: Map<string, Type[]> | null = null;
  // Made on first use: most ops have no regions or successors.
  private regions: Map<string, Region[]> | null = null;
  private successors: Map<string, Block[]> | null = null;
  private allOperands: UnresolvedOperand[] | null = null;
  private allOperandsOffset = -1;
  private allOperandTypes: Type[] | null = null;
  private allResultTypes: Type[] | null = null;

  constructor(
    private readonly plan: FormatPlan,
    parser: OperationParser,
    state: ParsedOperationState,
  ) {
    this.parser = parser;
    this.state = state;
    this.operandLists = new Array<readonly UnresolvedOperand[] | null>(plan.numOperandGroups).fill(
      null,
    );
    this.operandOffsets = new Array<number>(plan.numOperandGroups).fill(-1);
    this.types = new Array<readonly Type[] | null>(plan.numTypeSlots).fill(null);
    this.operandCounts = new Array<number>(plan.numTypeSlots).fill(-1);
  }

  /** Makes this state ready to parse an op into `state`. */
  reset(parser: OperationParser, state: ParsedOperationState): void {
    this.parser = parser;
    this.state = state;
    this.nameOffset = parser.getCurrentOffset();
    const operandLists = this.operandLists;
    for (let i = 0; i < operandLists.length; i++) {
      operandLists[i] = null;
      this.operandOffsets[i] = -1;
    }
    const types = this.types;
    for (let i = 0; i < types.length; i++) types[i] = null;
    this.namedTypes = null;
    this.regions = null;
    this.successors = null;
    this.allOperands = null;
    this.allOperandsOffset = -1;
    this.allOperandTypes = null;
    this.allResultTypes = null;
  }

  parse(): boolean {
    return this.parseNodes(this.plan.nodes, 0) && this.resolve();
  }

  private parseNodes(nodes: readonly PlanNode[], start: number): boolean {
    for (let i = start; i < nodes.length; i++) if (!this.parseNode(nodes[i]!)) return false;
    return true;
  }

  private parseNode(node: PlanNode): boolean {
    const parser = this.parser;
    switch (node.code) {
      case SPACE:
        return true;
      case PUNCTUATION_LITERAL:
        return parser.expect(node.token, node.message);
      case KEYWORD_LITERAL:
        return parser.parseKeyword(node.name) !== null;
      case OPTIONAL_GROUP: {
        const then = node.thenNodes;
        const first = this.parseOptionalFirst(then[0]!);
        if (first === null) return false;
        if (!first) return this.parseNodes(node.elseNodes, 0);
        if (!this.parseNodes(then, 1)) return false;
        if (node.unitAnchor !== null)
          this.storeAttribute(node.unitAnchor, UnitAttr.get(parser.context));
        return true;
      }
      case ATTR_DICT:
        return parser.parseOptionalAttrDict(this.state.attributes);
      case ATTR_DICT_WITH_KEYWORD:
        return parser.parseOptionalAttrDictWithKeyword(this.state.attributes);
      case OPERAND_VARIABLE:
        return this.parseOperandVariable(node);
      case ATTRIBUTE_VARIABLE: {
        const attr = this.parseAttributeOf(node);
        if (attr === null) return false;
        this.storeAttribute(node.attr!, attr);
        return true;
      }
      case REGION_VARIABLE:
        return this.parseRegionVariable(node);
      case SUCCESSOR_VARIABLE: {
        const list: Block[] = [];
        this.successorGroups().set(node.name, list);
        if (this.plan.spec.successors[node.index]!.variadic) return this.parseSuccessorList(list);
        const block = parser.parseSuccessor();
        if (block !== null) list.push(block);
        return block !== null;
      }
      case TYPE_DIRECTIVE:
        return this.parseTypeDirective(node);
      case OILIST:
        return this.parseOIList(node);
      default:
        return this.parseOther(node.element);
    }
  }

  /** The elements without a plan of their own: rare, interpreted from the format element. */
  private parseOther(element: FormatElement): boolean {
    const parser = this.parser;
    switch (element.kind) {
      case 'prop-dict': {
        if (!parser.consumeIf('less')) return true;
        const dict = parser.parseDictionaryAttr();
        if (dict === null) return false;
        for (const entry of dict.value) this.state.properties.set(entry.name, entry.value);
        return parser.parseGreater();
      }
      case 'operands': {
        this.allOperandsOffset = parser.getCurrentOffset();
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
      case 'custom':
        return this.parseCustom(element.name, element.arguments);
      default:
        // `results`, or a result variable: no syntax of their own outside `type(...)`.
        return parser.emitCustomError(
          parser.getCurrentOffset(),
          `'${element.kind}' cannot be parsed here`,
        );
    }
  }

  /**
   * Parses the first element of an optional group if it is there: true when the group is present,
   * false when absent (nothing consumed), null after an error.
   */
  private parseOptionalFirst(node: PlanNode): boolean | null {
    const parser = this.parser;
    switch (node.code) {
      case SPACE:
        // A spacing literal is no keyword, so a group starting with one is absent.
        return node.element.kind === 'literal' ? false : true;
      case PUNCTUATION_LITERAL:
        return parser.consumeIf(node.token);
      case KEYWORD_LITERAL:
        return parser.parseOptionalKeyword(node.name) !== undefined;
      case TYPE_DIRECTIVE: {
        const type = parser.parseOptionalType();
        if (type === undefined) return false;
        if (type === null) return null;
        const types = [type];
        while (parser.consumeIf('comma')) {
          const next = parser.parseType();
          if (next === null) return null;
          types.push(next);
        }
        this.assignTypesTo(node.index, node.name, types);
        return true;
      }
      case OPERAND_VARIABLE:
        if (parser.tokenKind !== 'percent_identifier') return false;
        return this.parseOperandVariable(node) ? true : null;
      case REGION_VARIABLE:
        if (parser.tokenKind !== 'l_brace') return false;
        return this.parseRegionVariable(node) ? true : null;
      case SUCCESSOR_VARIABLE:
        if (parser.tokenKind !== 'caret_identifier') return false;
        return this.parseNode(node) ? true : null;
      case ATTRIBUTE_VARIABLE: {
        if (node.attrKind === SYMBOL_NAME_ATTRIBUTE) {
          if (parser.tokenKind !== 'at_identifier') return false;
        } else if (node.attrKind === ENUM_ATTRIBUTE) {
          if (parser.tokenKind !== 'bare_identifier') return false;
        } else {
          const attr = parser.parseOptionalAttribute(this.attributeValueType(node));
          if (attr === undefined) return false;
          if (attr === null) return null;
          this.storeAttribute(node.attr!, attr);
          return true;
        }
        return this.parseNode(node) ? true : null;
      }
      default:
        return this.parseNode(node) ? true : null;
    }
  }

  private parseOIList(node: PlanNode): boolean {
    const keywords = node.clauseKeywords;
    const seen = new Set<string>();
    for (;;) {
      const keyword = this.parser.parseOptionalKeyword(keywords.filter((k) => !seen.has(k)));
      if (keyword === undefined) return true;
      seen.add(keyword);
      if (!this.parseNodes(node.clauseNodes[keywords.indexOf(keyword)]!, 0)) return false;
    }
  }

  private storeAttribute(spec: AttrSpec, attr: Attribute): void {
    if (spec.storage === 'property') this.state.properties.set(spec.name, attr);
    else this.state.attributes.push([spec.name, attr]);
  }

  private parseOperandVariable(node: PlanNode): boolean {
    const parser = this.parser;
    this.operandOffsets[node.index] = parser.getCurrentOffset();
    if (node.single) {
      const operand = parser.parseOperand();
      if (operand === null) return false;
      this.operandLists[node.index] = [operand];
      return true;
    }
    const list = parser.parseOperandList('none');
    if (list === null) return false;
    this.operandLists[node.index] = list;
    return true;
  }

  private parseRegionVariable(node: PlanNode): boolean {
    const list: Region[] = [];
    this.regionGroups().set(node.name, list);
    if (!node.single) return this.parseRegionList(list);
    const region = new Region();
    list.push(region);
    if (!this.parser.parseRegion(region)) return false;
    this.ensureBlockAndTerminator(region);
    return true;
  }

  /**
   * The type an attribute variable is parsed with, as ODS passes its constraint's value type: none
   * for a string (so a `: type` after it is left to the format), the integer type an integer
   * attribute constraint implies, otherwise null (the literal's own `: type`, or its default).
   */
  private attributeValueType(node: PlanNode): Type | null {
    const context = this.parser.context;
    if (node.attr!.constraint === StrAttr) return NoneType.get(context);
    return node.attrWidth === 0 ? null : IntegerType.get(context, node.attrWidth);
  }

  private parseAttributeOf(node: PlanNode): Attribute | null {
    const parser = this.parser;
    if (node.attrKind === SYMBOL_NAME_ATTRIBUTE) {
      const name = parser.parseSymbolName();
      return name === null ? null : StringAttr.get(parser.context, name);
    }
    if (node.attrKind === ENUM_ATTRIBUTE) {
      const constraint = node.attr!.constraint as IntegerEnumAttr<string>;
      const offset = parser.getCurrentOffset();
      const keyword = parser.parseKeywordOrString();
      if (keyword === null) return null;
      const value = constraint.symbolize(keyword);
      if (value === undefined) {
        parser.emitCustomError(
          offset,
          `expected ${constraint.enumName} to be one of: ${Object.keys(constraint.cases).join(', ')}`,
        );
        return null;
      }
      return IntegerAttr.get(IntegerType.get(parser.context, constraint.width), BigInt(value));
    }
    // As ODS-generated parsers, which read an attribute as its constraint's storage class.
    const offset = parser.getCurrentOffset();
    const attr = parser.parseAttribute(this.attributeValueType(node));
    if (attr === null || node.attr!.constraint.storageAccepts(attr)) return attr;
    parser.emitCustomError(offset, 'invalid kind of attribute specified');
    return null;
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
    const plan = this.plan;
    if (!plan.singleBlock) return;
    if (region.empty()) region.emplaceBlock();
    const terminator = plan.implicitTerminator;
    if (terminator === '') return;
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

  private parseTypeDirective(node: PlanNode): boolean {
    const parser = this.parser;
    const arity = node.typeArity;
    if (arity === 'single') {
      const typeClass = node.typeClass;
      const type = typeClass === null ? parser.parseType() : parser.parseTypeOfClass(typeClass);
      if (type === null) return false;
      this.assignTypesTo(node.index, node.name, [type]);
      return true;
    }
    if (arity === 'optional') {
      const type = parser.parseOptionalType();
      if (type === null) return false;
      this.assignTypesTo(node.index, node.name, type === undefined ? [] : [type]);
      return true;
    }
    // Variadic lists are required to hold a type, as ODS parses them with `parseTypeList`.
    const types = parser.parseTypeList();
    if (types === null) return false;
    this.assignTypesTo(node.index, node.name, types);
    return true;
  }

  /** Stores the types of a type argument (resolved by name: for the rare unplanned elements). */
  private assignTypes(argument: TypeArgument, types: Type[]): void {
    if (argument.kind === 'operands') this.allOperandTypes = types;
    else if (argument.kind === 'results') this.allResultTypes = types;
    else if (argument.kind === 'variable')
      this.assignTypesTo(this.plan.typeSlot(argument.name), argument.name, types);
  }

  /** Stores types for `target` (a slot, or a target code) named `name`. */
  private assignTypesTo(target: number, name: string, types: Type[]): void {
    if (target >= 0) this.types[target] = types;
    else if (target === ALL_OPERAND_TYPES) this.allOperandTypes = types;
    else if (target === ALL_RESULT_TYPES) this.allResultTypes = types;
    else if (target === NAMED_TYPES) (this.namedTypes ??= new Map()).set(name, types);
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
    const spec = this.plan.spec;
    switch (argument.role) {
      case 'operand': {
        const index = indexNamed(spec.operands, argument.name);
        this.operandLists[index] = slot.value as UnresolvedOperand[];
        this.operandOffsets[index] = this.nameOffset;
        return;
      }
      case 'region':
        this.regionGroups().set(argument.name, [slot.value as Region]);
        return;
      case 'successor':
        this.successorGroups().set(argument.name, slot.value as Block[]);
        return;
      case 'attribute':
        this.storeAttribute(attrSpecOf(spec, argument.name)!, slot.value as Attribute);
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
    const { operands, results } = this.plan.spec;
    for (let i = 0; i < operands.length; i++) {
      if (types[i] === null && (operands[i]!.arity === 'single' || this.operandLists[i] !== null))
        return true;
    }
    const first = operands.length;
    for (let i = 0; i < results.length; i++)
      if (results[i]!.arity === 'single' && types[first + i] === null) return true;
    return false;
  }

  private inferTypes(): void {
    const counts = this.operandCounts;
    const operandLists = this.operandLists;
    for (let i = 0; i < operandLists.length; i++) counts[i] = operandLists[i]?.length ?? -1;
    inferSlotTypes(
      this.plan.inference,
      this.parser.context,
      this.types,
      counts,
      this.namedTypes,
      this.inferenceAttributes(),
    );
  }

  /**
   * The attributes inference reads: the properties serve as they are unless the dictionary added
   * attributes.
   */
  private inferenceAttributes(): ReadonlyMap<string, Attribute> {
    const state = this.state;
    if (state.attributes.length === 0) return state.properties;
    const all = new Map<string, Attribute>(state.properties);
    for (const [name, value] of state.attributes) all.set(name, value);
    return all;
  }

  /** Whether the format gave no result type at all (neither `type(results)` nor a group's). */
  private resultTypesLeftOut(): boolean {
    if (this.allResultTypes !== null) return false;
    const slots = this.types;
    for (let i = this.plan.numOperandGroups; i < slots.length; i++)
      if (slots[i] !== null) return false;
    return true;
  }

  /** Resolves operands with their types (printed or inferred) and fills result types, regions, successors. */
  private resolve(): boolean {
    const parser = this.parser;
    const state = this.state;
    const plan = this.plan;
    const spec = plan.spec;
    // Types the format leaves out follow from buildable constraints and the ops' type-equality
    // traits; most formats print every type, and then there is nothing to infer.
    if (this.needsInference()) this.inferTypes();
    const slots = this.types;
    const numOperandGroups = plan.numOperandGroups;
    let operandSizes: number[] | null = null;
    if (this.allOperands !== null) {
      let types = this.allOperandTypes;
      if (types === null) {
        types = [];
        for (let i = 0; i < numOperandGroups; i++) {
          const group = slots[i];
          if (group !== null) for (let k = 0; k < group.length; k++) types.push(group[k]!);
        }
      }
      const offset = this.allOperandsOffset >= 0 ? this.allOperandsOffset : this.nameOffset;
      if (!parser.resolveOperands(this.allOperands, types, offset, state.operands)) return false;
    } else {
      if (plan.operandSegments) operandSizes = [];
      for (let i = 0; i < numOperandGroups; i++) {
        const uses = this.operandLists[i] ?? NO_OPERANDS;
        if (operandSizes !== null) operandSizes.push(uses.length);
        const offset = this.operandOffsets[i]!;
        if (
          !parser.resolveOperands(
            uses,
            slots[i] ?? NO_TYPES_PARSED,
            offset >= 0 ? offset : this.nameOffset,
            state.operands,
          )
        )
          return false;
      }
    }
    const resultTypes = state.resultTypes;
    let resultSizes: number[] | null = null;
    if (plan.inferModel !== null && this.resultTypesLeftOut()) {
      // As ODS-generated parsers of InferTypeOpInterface ops: from the resolved operands (the
      // model reports why when it cannot).
      const inferred = plan.inferModel.inferReturnTypes(
        parser.context,
        state.location,
        state.operands,
        this.inferenceAttributes(),
      );
      if (inferred === null) {
        parser.noteErrorReported();
        return false;
      }
      for (let k = 0; k < inferred.length; k++) resultTypes.push(inferred[k]!);
    } else if (this.allResultTypes !== null) {
      const all = this.allResultTypes;
      for (let k = 0; k < all.length; k++) resultTypes.push(all[k]!);
    } else {
      if (plan.resultSegments) resultSizes = [];
      for (let i = numOperandGroups; i < slots.length; i++) {
        const types = slots[i] ?? NO_TYPES_PARSED;
        if (resultSizes !== null) resultSizes.push(types.length);
        for (let k = 0; k < types.length; k++) resultTypes.push(types[k]!);
      }
    }
    if (operandSizes !== null)
      state.properties.set(
        OPERAND_SEGMENT_SIZES,
        makeSegmentSizesAttr(parser.context, operandSizes),
      );
    if (resultSizes !== null)
      state.properties.set(RESULT_SEGMENT_SIZES, makeSegmentSizesAttr(parser.context, resultSizes));
    const regions = this.regions;
    if (regions !== null) {
      for (const region of spec.regions) state.regions.push(...(regions.get(region.name) ?? []));
      state.regions.push(...(regions.get('') ?? []));
    }
    const successors = this.successors;
    if (successors !== null) {
      for (const successor of spec.successors)
        state.successors.push(...(successors.get(successor.name) ?? []));
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

/** The compiled plan of each op definition's format, made on its first op. */
const plans = new WeakMap<AssemblyFormat, FormatPlan>();

/** Parses an op's custom form with its format into `state`; false after reporting an error. */
export function parseWithFormat(
  parser: OperationParser,
  state: ParsedOperationState,
  spec: OpSpec,
  format: AssemblyFormat,
): boolean {
  let plan = plans.get(format);
  if (plan === undefined || plan.spec !== spec) {
    plan = new FormatPlan(spec, format, parser.context);
    plans.set(format, plan);
  }
  // The spare state is taken while it parses: an op of the same format nested in this one's
  // regions makes its own.
  let formatParser = plan.spare;
  if (formatParser === null) formatParser = new FormatParser(plan, parser, state);
  else plan.spare = null;
  formatParser.reset(parser, state);
  const ok = formatParser.parse();
  plan.spare = formatParser;
  return ok;
}
