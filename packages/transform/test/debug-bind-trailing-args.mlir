// RUN: strata-opt %s --transform-interpreter='debug-bind-trailing-args=arith.addi,^arith.addi,#1;2;3' --split-input-file --verify-diagnostics

// Trailing arguments bound from the command line: the ops of a name, their results, parameters.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{ops}}
    %0 = arith.addi %a, %a : i32
    // expected-remark @below {{ops}}
    %1 = arith.addi %0, %a : i32
    %2 = arith.muli %1, %a : i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}, %ops: !transform.any_op {transform.readonly}, %values: !transform.any_value {transform.readonly}, %params: !transform.param<i64>) {
    transform.debug.emit_remark_at %ops, "ops" : !transform.any_op
    %n = transform.num_associations %values : (!transform.any_value) -> !transform.param<i64>
    // expected-remark @below {{2 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    // expected-remark @below {{1 : i64, 2 : i64, 3 : i64}}
    transform.debug.emit_param_as_remark %params : !transform.param<i64>
    transform.yield
  }
}

// -----

// The entry point must take exactly as many trailing arguments as the option binds.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{operation expects 1 extra value bindings, but 3 were provided to the interpreter}}
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}, %ops: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
