// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Every transform op declares an effect on each operand (TransformOpInterface's verifier).
// transform.include takes its operands' effects from the callee's argument annotations.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @unmarked(%ops: !transform.any_op) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    // expected-error@+2 {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note@+1 {{no effects specified for operand #0}}
    transform.include @unmarked failures(propagate) (%module) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @reads_first(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %module : (!transform.any_op) -> !transform.any_op
    // expected-error@+2 {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note@+1 {{no effects specified for operand #1}}
    transform.include @reads_first failures(suppress) (%module, %funcs) : (!transform.any_op, !transform.any_op) -> ()
    transform.yield
  }
}

// -----

// The body reading the argument does not stand for an annotation.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @remarks(%ops: !transform.any_op) {
    transform.debug.emit_remark_at %ops, "seen" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    // expected-error@+2 {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note@+1 {{no effects specified for operand #0}}
    transform.include @remarks failures(propagate) (%module) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// Nor does the body consuming it.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @run_cse(%ops: !transform.any_op) {
    transform.apply_registered_pass "cse" to %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.consumed}) {
    // expected-error@+2 {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note@+1 {{no effects specified for operand #0}}
    transform.include @run_cse failures(propagate) (%module) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// An external callee without annotations is reported at the callee: the include's operands are
// only read until the callee is well formed.
module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence @declared(%ops: !transform.any_op)
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    transform.include @declared failures(propagate) (%module) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// So is a callee yielding the wrong type, even when the include comes first.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    %h = transform.include @wrong_yield failures(propagate) (%module) : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @wrong_yield(%ops: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %n = transform.num_associations %ops : (!transform.any_op) -> !transform.any_param
    // expected-error@+1 {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_param' vs '!transform.any_op')}}
    transform.yield %n : !transform.any_param
  }
}

// -----

// An include of a missing sequence reports the missing symbol, not its operands.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%module: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{'transform.include' op does not reference a named transform sequence}}
    transform.include @nowhere failures(propagate) (%module) : (!transform.any_op) -> ()
    transform.yield
  }
}
