// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// Negative operand and result numbers: mlir-opt 22 crashes on these (it indexes with them), so
// there is no reference output; Strata reports them like numbers past the end.

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-note @below {{target op}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find a producer for operand number: -1 of}}
    %r = transform.get_producer_of_operand %0[-1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{result number overflow}}
    %r = transform.get_consumers_of_result %0[-1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
