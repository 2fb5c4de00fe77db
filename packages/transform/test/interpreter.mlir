// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// Handles found by structured.match reach the payload: remarks at each match, in walk order.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{found}}
    %0 = arith.addi %a, %a : i32
    // expected-remark @below {{found}}
    %1 = arith.addi %0, %a : i32
    %2 = arith.muli %1, %a : i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "found" : !transform.any_op
    transform.yield
  }
}

// -----

// A cast to a handle type that the payload does not satisfy is a definite error at the cast.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-note @below {{payload operation}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{incompatible payload operation name expected arith.muli vs arith.addi}}
    %1 = transform.cast %0 : !transform.any_op to !transform.op<"arith.muli">
    transform.yield
  }
}

// -----

// A parameter type checks the attributes it is associated with.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the type of the parameter attribute ('i32') to match the parameter type ('i64')}}
    %p = transform.param.constant 4 : i32 -> !transform.param<i64>
    transform.yield
  }
}

// -----

// Consuming a handle in an op that changes the payload invalidates handles to nested ops.
module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor payload op}}
  func.func @f(%a: i32) -> i32 {
    // expected-note @below {{nested payload op}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{handle to invalidated ops}}
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them}}
    %m = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %0, "x" : !transform.any_op
    transform.yield
  }
}

// -----

// The consumed handle itself is invalidated too.
module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor payload op}}
  // expected-note @below {{nested payload op}}
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{handle to invalidated ops}}
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    %m = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %f, "x" : !transform.any_op
    transform.yield
  }
}

// -----

// cast only reads its operand (as in MLIR 22): other handles stay valid.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{still valid}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.cast %f : !transform.any_op to !transform.op<"func.func">
    transform.debug.emit_remark_at %0, "still valid" : !transform.any_op
    transform.yield
  }
}

// -----

// A silenceable failure inside failures(suppress) is dropped and the next ops still run.
module attributes {transform.with_named_sequence} {
  // expected-remark @below {{after}}
  // expected-remark @below {{next op}}
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %p = transform.get_parent_op %f {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
      transform.debug.emit_remark_at %f, "next op" : !transform.any_op
    }
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "after" : !transform.any_op
    transform.yield
  }
}

// -----

// The same failure in failures(propagate) is reported as an error at the failing op.
module attributes {transform.with_named_sequence} {
  // expected-note @below {{target op}}
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%arg0: !transform.any_op):
      %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      // expected-error @below {{could not find a parent op that matches all requirements}}
      %p = transform.get_parent_op %f {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}

// -----

// include runs a named sequence with its arguments bound to the operands and forwards its results.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{included}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @find(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.yield %0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.include @find failures(propagate) (%root) : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "included" : !transform.any_op
    transform.yield
  }
}

// -----

// merge_handles deduplicate drops repeats: one remark, not two.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{merged}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.merge_handles deduplicate %0, %1 : !transform.any_op
    transform.debug.emit_remark_at %m, "merged" : !transform.any_op
    transform.yield
  }
}

