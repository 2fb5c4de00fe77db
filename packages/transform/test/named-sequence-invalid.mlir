// RUN: strata-opt %s --split-input-file --verify-diagnostics
// transform.named_sequence checks its body, its terminator and its arguments' annotations.

module attributes {transform.with_named_sequence} {
  func.func private @helper()
  // expected-error@+1 {{expected 'transform.yield' as terminator}}
  transform.named_sequence @ends_in_call() {
    // expected-note@+1 {{terminator}}
    func.call @helper() : () -> ()
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @yields_too_much(%ops: !transform.any_op {transform.readonly}) {
    // expected-error@+1 {{expected terminator to have as many operands as the parent op has results}}
    transform.yield %ops : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @narrower(%ops: !transform.any_op {transform.readonly}) -> !transform.op<"func.func"> {
    // expected-error@+1 {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<"func.func">')}}
    transform.yield %ops : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{argument #1 cannot be both readonly and consumed}}
  transform.named_sequence @both(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.consumed, transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence @declared_bare(!transform.any_op {transform.readonly}, !transform.op<"func.func">)
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{argument #0 cannot be both readonly and consumed}}
  transform.named_sequence @declared_both(!transform.any_op {transform.consumed, transform.readonly})
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @says_readonly(%ops: !transform.any_op {transform.readonly}) {
    transform.apply_registered_pass "canonicalize" to %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Without annotations, a sequence that is not called may consume its argument.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @infers(%ops: !transform.any_op) {
    transform.apply_registered_pass "canonicalize" to %ops : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{custom op 'transform.named_sequence' expected non-empty function body}}
  transform.named_sequence @braces_only() {}
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{'transform.named_sequence' op entry block must have 2 arguments to match function signature}}
  "transform.named_sequence"() <{function_type = (!transform.any_op, !transform.any_op) -> (), sym_name = "short"}> ({
  ^bb0(%only: !transform.any_op):
    "transform.yield"() : () -> ()
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{'transform.named_sequence' op type of entry block argument #0('!transform.any_value') must match the type of the corresponding argument in function signature('!transform.any_op')}}
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "retyped"}> ({
  ^bb0(%v: !transform.any_value):
    "transform.yield"() : () -> ()
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{'transform.named_sequence' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
  "transform.named_sequence"() <{arg_attrs = [{transform.readonly}, {transform.readonly}], function_type = (!transform.any_op) -> (), sym_name = "extra_attrs"}> ({
  ^bb0(%h: !transform.any_op):
    "transform.yield"() : () -> ()
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error@+1 {{'transform.named_sequence' op region #0 ('body') failed to verify constraint: region with at most 1 blocks}}
  transform.named_sequence @two_blocks() {
    transform.yield
  ^other:
    transform.yield
  }
}
