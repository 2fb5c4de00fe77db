// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// select keeps the payload ops of one name, in order; none is an empty handle, not a failure.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{selected}}
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    // expected-remark @below {{selected}}
    %2 = arith.addi %1, %a : i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %adds = transform.select "arith.addi" in %ops : (!transform.any_op) -> !transform.op<"arith.addi">
    transform.debug.emit_remark_at %adds, "selected" : !transform.op<"arith.addi">
    %none = transform.select "arith.subi" in %ops : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %none : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{0 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

// The result type still checks what select associates with it.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-note @below {{payload operation}}
    %0 = arith.muli %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{incompatible payload operation name expected arith.addi vs arith.muli}}
    %bad = transform.select "arith.muli" in %ops : (!transform.any_op) -> !transform.op<"arith.addi">
    transform.yield
  }
}

// -----

// replicate repeats each handle's list once per payload op of the pattern handle.
module attributes {transform.with_named_sequence} {
  // expected-remark @below {{twice}}
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ret = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %two = transform.merge_handles %ret, %f : !transform.any_op
    %p = transform.param.constant 7 -> !transform.param<i64>
    %r:2 = transform.replicate num(%two) %f, %p : !transform.any_op, !transform.any_op, !transform.param<i64>
    transform.debug.emit_remark_at %r#0, "twice" : !transform.any_op
    %k = transform.num_associations %r#0 : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{2 : i64}}
    transform.debug.emit_param_as_remark %k : !transform.param<i64>
    // expected-remark @below {{7 : i64, 7 : i64}}
    transform.debug.emit_param_as_remark %r#1 : !transform.param<i64>
    %none = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %empty = transform.replicate num(%none) %f : !transform.any_op, !transform.any_op
    %n = transform.num_associations %empty : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{0 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}

// -----

// verify runs the verifier on each payload op; valid IR passes.
module attributes {transform.with_named_sequence} {
  // expected-remark @below {{verified}}
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.verify %f : !transform.any_op
    transform.debug.emit_remark_at %f, "verified" : !transform.any_op
    transform.yield
  }
}

// -----

// An invalid payload op: the verifier's error, then a failure at the first op that does not
// verify, with a note at it.
module attributes {transform.with_named_sequence} {
  // expected-note @below {{payload op}}
  func.func @f(%a: i32) -> i32 {
    // expected-error @below {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  func.func @g(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %add "transform.with_named_sequence" : !transform.any_op
    // expected-error @below {{failed to verify payload op}}
    transform.verify %f : !transform.any_op
    transform.yield
  }
}

// -----

// The failure is definite: a suppressing sequence does not drop it, and the ops after it do
// not run.
module attributes {transform.with_named_sequence} {
  // expected-note @below {{payload op}}
  func.func @f(%a: i32) -> i32 {
    // expected-error @below {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg: !transform.any_op):
      %f = transform.structured.match ops{["func.func"]} in %arg : (!transform.any_op) -> !transform.any_op
      %add = transform.structured.match ops{["arith.addi"]} in %arg : (!transform.any_op) -> !transform.any_op
      transform.annotate %add "transform.with_named_sequence" : !transform.any_op
      // expected-error @below {{failed to verify payload op}}
      transform.verify %f : !transform.any_op
      transform.debug.emit_remark_at %f, "not reached" : !transform.any_op
    }
    transform.yield
  }
}
