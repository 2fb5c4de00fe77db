// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// WhileMoveIfDown where mlir-opt 22.1 goes wrong, so not in the differential test: Strata keeps the
// meaning of the loop.

// An scf.if result forwarded twice: inside the loop both copies are the then value (%c + 1), on exit
// the else value. mlir-opt 22.1 binds the second copy to the else value (llvm-project#219456).
// CHECK-LABEL: func.func @if_result_forwarded_twice
// CHECK:         scf.while (%[[I:.*]] = %arg0) : (index) -> index {
// CHECK:           scf.condition(%{{.*}}) %[[I]] : index
// CHECK:         } do {
// CHECK-NEXT:    ^bb0(%[[J:.*]]: index):
// CHECK-NEXT:      %[[NEXT:.*]] = arith.addi %[[J]], %c1 : index
// CHECK-NEXT:      scf.yield %[[NEXT]] : index
func.func @if_result_forwarded_twice(%lb: index, %ub: index) -> index {
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %lb) : (index) -> (index, index) {
    %cond = arith.cmpi slt, %i, %ub : index
    %n = scf.if %cond -> index {
      %a = arith.addi %i, %c1 : index
      scf.yield %a : index
    } else {
      scf.yield %i : index
    }
    scf.condition(%cond) %n, %n : index, index
  } do {
  ^bb0(%j: index, %j2: index):
    scf.yield %j2 : index
  }
  return %r#0 : index
}

// -----

// A then value defined in the `before` block (%t) reaches the `after` block as a forwarded value.
// mlir-opt 22.1 uses %t itself there, which it does not dominate.
// CHECK-LABEL: func.func @then_value_from_before
// CHECK:         %[[T:.*]] = "test.t"
// CHECK:         scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %{{.*}}, %[[T]] : index, i32, index, i32
// CHECK:       } do {
// CHECK-NEXT:  ^bb0(%{{.*}}: index, %{{.*}}: i32, %{{.*}}: index, %[[TA:.*]]: i32):
// CHECK:         "test.after"(%[[TA]]) : (i32) -> ()
func.func @then_value_from_before(%lb: index, %ub: index, %k: index) -> (index, i32) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %lb, %s = %k) : (index, index) -> (index, i32) {
    %cond = arith.cmpi slt, %i, %ub : index
    %t = "test.t"(%s) : (index) -> i32
    %u = "test.u"() : () -> i32
    %n:2 = scf.if %cond -> (index, i32) {
      %a = arith.addi %s, %c1 : index
      %b = arith.addi %a, %i : index
      scf.yield %b, %t : index, i32
    } else {
      scf.yield %i, %u : index, i32
    }
    scf.condition(%cond) %n#0, %n#1 : index, i32
  } do {
  ^bb0(%j: index, %v: i32):
    "test.after"(%v) : (i32) -> ()
    %s2 = "test.s"(%v) : (i32) -> index
    scf.yield %j, %s2 : index, index
  }
  return %r#0, %r#1 : index, i32
}
