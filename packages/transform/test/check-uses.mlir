// RUN: strata-opt %s --transform-dialect-check-uses --split-input-file --verify-diagnostics

// A handle used after an op consumed it.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{allocated here}}
    %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{freed here}}
    %1 = transform.apply_registered_pass "canonicalize" to %0 : (!transform.any_op) -> !transform.any_op
    // expected-warning @below {{operand #0 may be used after free}}
    transform.debug.emit_remark_at %0, "x" : !transform.any_op
    transform.yield
  }
}

// -----

// Consumed inside a nested sequence: the sequence is what frees it at the outer level.
transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  // expected-note @below {{allocated here}}
  %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{freed here}}
  transform.sequence %root : !transform.any_op failures(propagate) {
  ^bb1(%x: !transform.any_op):
    %1 = transform.apply_registered_pass "canonicalize" to %0 : (!transform.any_op) -> !transform.any_op
  }
  // expected-warning @below {{operand #0 may be used after free}}
  transform.debug.emit_remark_at %0, "x" : !transform.any_op
}

// -----

// Reading a handle any number of times is fine.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "x" : !transform.any_op
    transform.debug.emit_remark_at %0, "y" : !transform.any_op
    %1 = transform.apply_registered_pass "canonicalize" to %0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
