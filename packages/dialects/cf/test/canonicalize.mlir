// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// A branch to a block with this one as its only predecessor merges the blocks.
// CHECK-LABEL: func.func @br_merge
// CHECK-NEXT:    return %arg0 : i32
func.func @br_merge(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// Branches through blocks that only branch go to the final target.
// CHECK-LABEL: func.func @br_pass_through
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    "test.one"(%0)
func.func @br_pass_through(%a: i32, %c: i1) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb4(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  "test.one"(%z) : (i32) -> ()
  return
^bb4(%w: i32):
  "test.two"(%w) : (i32) -> ()
  return
}

// -----

// No edge is collapsed into a chain of branches that cycles (MLIR 22).
// CHECK-LABEL: func.func @br_pass_through_cycle
// CHECK:         cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// CHECK:       ^bb1(%0: i32):
// CHECK-NEXT:    cf.br ^bb2(%0 : i32)
func.func @br_pass_through_cycle(%a: i32, %c: i1) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb3(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  "test.use"(%z) : (i32) -> ()
  cf.br ^bb3(%z : i32)
}

// -----

// cond_br on a constant becomes a branch to the edge taken.
// CHECK-LABEL: func.func @cond_br_constant
// CHECK-NEXT:    "test.a"(%arg0)
// CHECK-NEXT:    return
func.func @cond_br_constant(%a: i32) {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @cond_br_constant_false
// CHECK-NEXT:    "test.b"()
// CHECK-NEXT:    return
func.func @cond_br_constant_false(%a: i32) {
  %false = arith.constant false
  cf.cond_br %false, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

// Both edges to one block with the same operands: one branch.
// CHECK-LABEL: func.func @cond_br_same_successor
// CHECK-NEXT:    "test.use"(%arg1)
func.func @cond_br_same_successor(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Both edges to one block with different operands: select the operands.
// CHECK-LABEL: func.func @cond_br_same_successor_select
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    "test.use"(%[[S]], %arg1)
func.func @cond_br_same_successor_select(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.use"(%x, %y) : (i32, i32) -> ()
  return
}

// -----

// Successors that only branch on are skipped (then both edges lead to one block: a select).
// CHECK-LABEL: func.func @cond_br_pass_through
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    "test.use"(%[[S]])
func.func @cond_br_pass_through(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @cond_br_pass_through_one_edge
// CHECK:         cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK:       ^bb2(%0: i32):
// CHECK-NEXT:    "test.use"(%0)
func.func @cond_br_pass_through_one_edge(%c: i1, %a: i32) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "test.other"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// A block reached through one edge of a cond_br on the same condition knows the condition.
// CHECK-LABEL: func.func @cond_br_same_condition
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.a"()
// CHECK-NEXT:    "test.c"()
func.func @cond_br_same_condition(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

// Uses of the condition in a successor reached only from the branch become constants.
// CHECK-LABEL: func.func @truth_propagation
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK:         "test.a"(%[[TRUE]])
// CHECK:         "test.b"(%[[FALSE]])
func.func @truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"(%c) : (i1) -> ()
  return
^bb2:
  "test.b"(%c) : (i1) -> ()
  return
}

// -----

// An assert of true goes; others stay.
// CHECK-LABEL: func.func @assert
// CHECK-NEXT:    cf.assert %arg0, "kept"
// CHECK-NEXT:    return
func.func @assert(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "dropped"
  cf.assert %c, "kept"
  return
}

// -----

// CHECK-LABEL: func.func @switch_only_default
// CHECK-NEXT:    "test.use"(%arg1)
func.func @switch_only_default(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Cases that go where the default goes (with the same operands) are dropped.
// CHECK-LABEL: func.func @switch_drop_default_cases
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      43: ^bb1(%arg2 : i32),
// CHECK-NEXT:      44: ^bb2
// CHECK-NEXT:    ]
func.func @switch_drop_default_cases(%flag: i32, %a: i32, %b: i32) {
  "test.op"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb1(%b : i32),
    44: ^bb2
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2:
  "test.other"() : () -> ()
  return
}

// -----

// A constant flag picks its case, or the default.
// CHECK-LABEL: func.func @switch_constant
// CHECK-NEXT:    "test.b"()
// CHECK-NEXT:    "test.c"()
func.func @switch_constant() {
  %c43 = arith.constant 43 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c43 : i32, [
    default: ^bb1,
    42: ^bb1,
    43: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  cf.switch %c7 : i32, [
    default: ^bb3,
    42: ^bb1
  ]
^bb3:
  "test.c"() : () -> ()
  return
}

// -----

// Negative case values and constants of narrow types compare bit for bit.
// CHECK-LABEL: func.func @switch_constant_negative
// CHECK-NEXT:    "test.b"()
func.func @switch_constant_negative() {
  %cm1 = arith.constant -1 : i8
  cf.switch %cm1 : i8, [
    default: ^bb1,
    255: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

// Successors that only branch on are skipped, the default too.
// CHECK-LABEL: func.func @switch_pass_through
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      1: ^bb1(%arg2 : i32),
// CHECK-NEXT:      2: ^bb2
// CHECK-NEXT:    ]
func.func @switch_pass_through(%flag: i32, %a: i32, %b: i32) {
  "test.op"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb4
  ]
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb4:
  "test.other"() : () -> ()
  return
}

// -----

// A switch reached through a case of a switch on the same flag takes that case.
// CHECK-LABEL: func.func @switch_same_flag
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.a"()
// CHECK-NEXT:    "test.c"()
func.func @switch_same_flag(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb1
  ]
^bb1:
  "test.a"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb4,
    42: ^bb2
  ]
^bb2:
  "test.c"() : () -> ()
  return
^bb3:
  "test.d"() : () -> ()
  return
^bb4:
  "test.e"() : () -> ()
  return
}

// -----

// Through the default of a switch on the same flag, that switch's other cases cannot occur.
// CHECK-LABEL: func.func @switch_same_flag_default
// CHECK:         "test.a"()
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      43: ^bb3
// CHECK-NEXT:    ]
func.func @switch_same_flag_default(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb2,
    42: ^bb3,
    43: ^bb4
  ]
^bb2:
  "test.c"() : () -> ()
  return
^bb3:
  "test.d"() : () -> ()
  return
^bb4:
  "test.e"() : () -> ()
  return
}

// -----

// An infinite loop through a block that only branches to itself is kept.
// CHECK-LABEL: func.func @self_loop
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb1
func.func @self_loop() {
  "test.op"() : () -> ()
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// -----

// A block whose argument is used elsewhere is not skipped.
// CHECK-LABEL: func.func @arg_used_elsewhere
// CHECK:         cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
func.func @arg_used_elsewhere(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

// Skipping a block remaps its arguments to the operands of the skipped edge.
// CHECK-LABEL: func.func @collapse_remaps_arguments
// CHECK:         cf.cond_br %arg0, ^bb1(%arg2, %arg1 : i32, i32), ^bb2
func.func @collapse_remaps_arguments(%c: i1, %a: i32, %b: i32) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb3
^bb1(%x: i32, %y: i32):
  cf.br ^bb2(%y, %x : i32, i32)
^bb2(%p: i32, %q: i32):
  "test.use"(%p, %q) : (i32, i32) -> ()
  return
^bb3:
  "test.other"() : () -> ()
  cf.br ^bb2(%a, %a : i32, i32)
}

// -----

// Switch edges through blocks that only branch, with operands remapped.
// CHECK-LABEL: func.func @switch_pass_through_operands
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1, %arg1 : i32, i32),
// CHECK-NEXT:      5: ^bb1(%arg2, %arg1 : i32, i32)
// CHECK-NEXT:    ]
func.func @switch_pass_through_operands(%flag: i32, %a: i32, %b: i32) {
  "test.op"() : () -> ()
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  cf.br ^bb2(%x, %a : i32, i32)
^bb2(%p: i32, %q: i32):
  "test.use"(%p, %q) : (i32, i32) -> ()
  return
}

// -----

// Several differing operands give several selects; equal ones are forwarded as they are.
// CHECK-LABEL: func.func @selects
// CHECK-NEXT:    %[[S0:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    %[[S1:.*]] = arith.select %arg0, %arg3, %arg4 : f32
// CHECK-NEXT:    "test.use"(%[[S0]], %arg1, %[[S1]])
func.func @selects(%c: i1, %a: i32, %b: i32, %f: f32, %g: f32) {
  cf.cond_br %c, ^bb1(%a, %a, %f : i32, i32, f32), ^bb1(%b, %a, %g : i32, i32, f32)
^bb1(%x: i32, %y: i32, %z: f32):
  "test.use"(%x, %y, %z) : (i32, i32, f32) -> ()
  return
}

// -----

// With another predecessor, differing operands cannot be selected: the cond_br stays.
// CHECK-LABEL: func.func @no_select_with_other_predecessor
// CHECK:         cf.cond_br %arg0, ^bb3(%arg2 : i32), ^bb3(%arg3 : i32)
func.func @no_select_with_other_predecessor(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %d, ^bb0(%a : i32), ^bb2
^bb0(%v: i32):
  "test.op"(%v) : (i32) -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb2:
  "test.other"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// A switch on a constant with no matching case goes to the default, with its operands.
// CHECK-LABEL: func.func @switch_constant_default
// CHECK-NEXT:    "test.use"(%arg0)
func.func @switch_constant_default(%a: i32) {
  %c = arith.constant 3 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    4: ^bb2
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb2:
  return
}

// -----

// An edge into a block that is only ub.unreachable is never taken.
// CHECK-LABEL: func.func @cond_br_to_unreachable
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    "test.a"() : () -> ()
// CHECK-NEXT:    return
func.func @cond_br_to_unreachable(%c: i1, %a: i32) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb1
^bb1:
  "test.a"() : () -> ()
  return
^bb2(%x: i32):
  ub.unreachable
}

// -----

// Other ops before the ub.unreachable keep the edge; so does a switch.
// CHECK-LABEL: func.func @unreachable_kept
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:         cf.switch %arg1 : i32, [
func.func @unreachable_kept(%c: i1, %i: i32) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.switch %i : i32, [
    default: ^bb3,
    4: ^bb4
  ]
^bb2:
  "test.b"() : () -> ()
  ub.unreachable
^bb3:
  return
^bb4:
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @both_unreachable
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    ub.unreachable
func.func @both_unreachable(%c: i1) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  ub.unreachable
}

// -----

// Region simplification drops dead block arguments through the branches' operand ranges.
// CHECK-LABEL: func.func @dead_arguments
// CHECK:         cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb2(%arg2 : i32)
// CHECK:         cf.switch %arg3 : i32, [
// CHECK-NEXT:      default: ^bb3(%arg2 : i32),
// CHECK-NEXT:      4: ^bb4(%arg1 : i32)
func.func @dead_arguments(%c: i1, %a: i32, %b: i32, %i: i32) {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %x2: i32):
  "test.a"(%x2) : (i32) -> ()
  cf.switch %i : i32, [
    default: ^bb3(%a, %b : i32, i32),
    4: ^bb4(%a, %b : i32, i32)
  ]
^bb2(%y: i32):
  "test.use"(%y) : (i32) -> ()
  return
^bb3(%p: i32, %q: i32):
  "test.use"(%q) : (i32) -> ()
  return
^bb4(%r: i32, %s: i32):
  "test.use"(%r) : (i32) -> ()
  return
}

// -----

// Skipping a successor that only branches on keeps the weights of both edges.
// CHECK-LABEL: func.func @weights_kept_by_forwarding
// CHECK-NEXT:    cf.cond_br %arg0 weights([60, 40]), ^bb2(%arg1 : i64), ^bb1
// CHECK:       ^bb2(%{{.*}}: i64):
func.func @weights_kept_by_forwarding(%flag: i1, %n: i64) -> i64 {
  cf.cond_br %flag weights([60, 40]), ^fwd, ^work
^fwd:
  cf.br ^join(%n : i64)
^work:
  %m = arith.addi %n, %n : i64
  cf.br ^join(%m : i64)
^join(%r: i64):
  return %r : i64
}

// -----

// Propagating the known condition into the successors leaves the branch and its weights alone.
// CHECK-LABEL: func.func @weights_kept_by_truth_propagation
// CHECK:         cf.cond_br %arg0 weights([9, 1]), ^bb1, ^bb2
// CHECK:         "test.sink"(%true) : (i1) -> ()
// CHECK:         "test.sink"(%false) : (i1) -> ()
func.func @weights_kept_by_truth_propagation(%flag: i1) {
  cf.cond_br %flag weights([9, 1]), ^yes, ^no
^yes:
  "test.sink"(%flag) : (i1) -> ()
  return
^no:
  "test.sink"(%flag) : (i1) -> ()
  return
}

// -----

// A branch on a constant becomes an unconditional branch; the weights go with the cond_br.
// CHECK-LABEL: func.func @weights_dropped_on_constant
// CHECK-NEXT:    return %arg1 : i64
func.func @weights_dropped_on_constant(%flag: i1, %n: i64) -> i64 {
  %false = arith.constant false
  cf.cond_br %false weights([99, 1]), ^never, ^always
^never:
  %m = arith.addi %n, %n : i64
  return %m : i64
^always:
  return %n : i64
}
