// RUN: strata-opt %s --split-input-file --verify-diagnostics
// transform.include checks its callee's signature against its own operands and results.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @two(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{incorrect number of operands for callee}}
    transform.include @two failures(propagate) (%top) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @funcs_only(%a: !transform.op<"func.func"> {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{'transform.include' op operand type mismatch: expected operand type '!transform.op<"func.func">', but provided '!transform.any_op' for operand number 0}}
    transform.include @funcs_only failures(propagate) (%top) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @nothing_back(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{incorrect number of results for callee}}
    %r = transform.include @nothing_back failures(suppress) (%top) : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @gives_param(%a: !transform.any_op {transform.readonly}) -> !transform.param<i64> {
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.yield %p : !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{'transform.include' op type of result #0 must implement the same transform dialect interface as the corresponding callee result}}
    %r = transform.include @gives_param failures(propagate) (%top) : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

