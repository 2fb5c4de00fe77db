// RUN: strata-opt %s --split-input-file --verify-diagnostics
// transform.foreach binds one entity of each target to the co-indexed block argument and appends
// what the body yields to the co-indexed result; MLIR's verifier wants equal counts and types.

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%arg1: !transform.any_value):
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects the same number of targets as the body has block arguments}}
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%arg1: !transform.any_op, %arg2: !transform.any_op):
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects the same number of results as the yield terminator has operands}}
  %0:2 = transform.foreach %arg0 : !transform.any_op -> !transform.any_op, !transform.any_op {
  ^bb1(%arg1: !transform.any_op):
    transform.yield %arg1 : !transform.any_op
  }
}

// -----

// The types must be equal, not only of one kind.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type}}
  %0 = transform.foreach %arg0 : !transform.any_op -> !transform.op<"func.func"> {
  ^bb1(%arg1: !transform.any_op):
    transform.yield %arg1 : !transform.any_op
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type}}
  %1 = transform.foreach %arg0 : !transform.any_op -> !transform.param<i64> {
  ^bb1(%arg1: !transform.any_op):
    transform.yield %arg1 : !transform.any_op
  }
}
