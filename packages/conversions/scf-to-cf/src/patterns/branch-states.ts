import { IntegerOverflowFlagsAttr } from '@strata/dialect-arith';
import {
  type Attribute,
  type Block,
  type Location,
  type MLIRContext,
  makeSegmentSizesAttr,
  OPERAND_SEGMENT_SIZES,
  Operation,
  type OperationName,
  type OperationState,
  type Type,
  type Value,
} from '@strata/ir-core';
import type { PatternRewriter } from '@strata/pattern-rewrite';

/** The names of the ops the lowerings create most, uniqued in `context` (looked up once per context). */
class CreatedNames {
  context: MLIRContext | null = null;
  br: OperationName | null = null;
  condBr: OperationName | null = null;
  addi: OperationName | null = null;
  cmpi: OperationName | null = null;
  indexCast: OperationName | null = null;
  switch: OperationName | null = null;
  /** `#arith.overflow<none>`, the flags of the `arith.addi` the lowerings create. */
  noOverflow: Attribute | null = null;

  /** Itself, holding the names of `context`. */
  in(context: MLIRContext): CreatedNames {
    if (this.context !== context) {
      this.context = context;
      this.br = context.getOperationName('cf.br');
      this.condBr = context.getOperationName('cf.cond_br');
      this.addi = context.getOperationName('arith.addi');
      this.cmpi = context.getOperationName('arith.cmpi');
      this.indexCast = context.getOperationName('arith.index_cast');
      this.switch = context.getOperationName('cf.switch');
      this.noOverflow = IntegerOverflowFlagsAttr.get(context, 0);
    }
    return this;
  }
}

const NAMES = new CreatedNames();
const NO_VALUES: readonly Value[] = Object.freeze([]);

/**
 * Creates the op of `state` at the rewriter's insertion point, handing it `properties` (which it
 * keeps): the op does not copy a map that the caller built only for it.
 */
function insertWithProperties(
  rewriter: PatternRewriter,
  state: OperationState,
  properties: Map<string, Attribute>,
): Operation {
  return rewriter.insert(Operation.createWithProperties(state, properties));
}

/**
 * The state of `cf.br ^dest(operands)`, built directly. Branches are most of the ops the lowerings
 * create, and the generic ODS builder (`BranchOp.build`) spends more time reading the op's spec
 * than this takes; the state is the one it would build. `operands` is kept (not copied).
 */
export function branchState(
  location: Location,
  dest: Block,
  operands: readonly Value[] = NO_VALUES,
): OperationState {
  return { name: NAMES.in(location.context).br!, location, operands, successors: [dest] };
}

/**
 * Creates `cf.cond_br %condition, ^trueDest(trueOperands), ^falseDest` at the rewriter's insertion
 * point, directly as {@link branchState} builds a branch, with the operand segment sizes that
 * `CondBranchOp.build` would record.
 */
export function createCondBranch(
  rewriter: PatternRewriter,
  location: Location,
  condition: Value,
  trueDest: Block,
  falseDest: Block,
  trueOperands: readonly Value[] = NO_VALUES,
): Operation {
  const context = location.context;
  const operands = new Array<Value>(1 + trueOperands.length);
  operands[0] = condition;
  for (let i = 0; i < trueOperands.length; i++) operands[i + 1] = trueOperands[i]!;
  const properties = new Map<string, Attribute>();
  properties.set(OPERAND_SEGMENT_SIZES, makeSegmentSizesAttr(context, [1, trueOperands.length, 0]));
  return insertWithProperties(
    rewriter,
    { name: NAMES.in(context).condBr!, location, operands, successors: [trueDest, falseDest] },
    properties,
  );
}

/** The state of a binary op `name` of `lhs` and `rhs`, of type `type`. */
function binaryState(
  name: OperationName,
  location: Location,
  lhs: Value,
  rhs: Value,
  type: Type,
): OperationState {
  return { name, location, operands: [lhs, rhs], resultTypes: [type] };
}

/**
 * Creates `arith.addi %lhs, %rhs` (no overflow flags) of type `type` at the rewriter's insertion
 * point, with the default flags property that `AddIOp.build` records, handed over already: the
 * op's class then has none to look up and fill in.
 */
export function createAddI(
  rewriter: PatternRewriter,
  location: Location,
  lhs: Value,
  rhs: Value,
  type: Type,
): Value {
  const names = NAMES.in(location.context);
  const properties = new Map<string, Attribute>();
  properties.set('overflowFlags', names.noOverflow!);
  const state = binaryState(names.addi!, location, lhs, rhs, type);
  return insertWithProperties(rewriter, state, properties).getResult(0);
}

/** Creates `arith.cmpi predicate, %lhs, %rhs` (of type `i1`) at the rewriter's insertion point. */
export function createCmpI(
  rewriter: PatternRewriter,
  location: Location,
  predicate: Attribute,
  lhs: Value,
  rhs: Value,
  i1: Type,
): Value {
  const properties = new Map<string, Attribute>();
  properties.set('predicate', predicate);
  const state = binaryState(NAMES.in(location.context).cmpi!, location, lhs, rhs, i1);
  return insertWithProperties(rewriter, state, properties).getResult(0);
}

/** Creates `arith.index_cast %value` to `type` at the rewriter's insertion point. */
export function createIndexCast(
  rewriter: PatternRewriter,
  location: Location,
  value: Value,
  type: Type,
): Value {
  const name = NAMES.in(location.context).indexCast!;
  return rewriter.create({ name, location, operands: [value], resultTypes: [type] }).getResult(0);
}

/**
 * Creates `cf.switch %flag` at the rewriter's insertion point, to `defaultDestination` or one of
 * `caseDestinations` (by `caseValues`, absent when there are no cases), all without operands:
 * the properties are those `SwitchOp.build` records (the printer sorts them), built without its
 * spec walk.
 */
export function createSwitch(
  rewriter: PatternRewriter,
  location: Location,
  flag: Value,
  defaultDestination: Block,
  caseDestinations: readonly Block[],
  caseValues: Attribute | null,
): Operation {
  const context = location.context;
  const numCases = caseDestinations.length;
  const properties = new Map<string, Attribute>();
  if (caseValues !== null) properties.set('case_values', caseValues);
  properties.set(
    'case_operand_segments',
    makeSegmentSizesAttr(context, new Array<number>(numCases).fill(0)),
  );
  properties.set(OPERAND_SEGMENT_SIZES, makeSegmentSizesAttr(context, [1, 0, 0]));
  const successors = new Array<Block>(numCases + 1);
  successors[0] = defaultDestination;
  for (let i = 0; i < numCases; i++) successors[i + 1] = caseDestinations[i]!;
  return insertWithProperties(
    rewriter,
    { name: NAMES.in(context).switch!, location, operands: [flag], successors },
    properties,
  );
}
