// RUN: strata-opt %s --split-input-file --verify-diagnostics
// transform.collect_matching checks the matcher it names (MLIR's verifySymbolUses): a named
// sequence taking one read-only op handle and yielding one value per result of the op.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{unresolved matcher symbol @nope}}
    %0 = transform.collect_matching @nope in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A symbol that is not a transform op does not resolve either.
module attributes {transform.with_named_sequence} {
  func.func private @matcher(!transform.any_op) -> !transform.any_op
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{unresolved matcher symbol @matcher}}
    %0 = transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{expected the matcher to take one operation handle argument}}
    %0 = transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%a: !transform.any_value {transform.readonly}) -> !transform.any_value {
    transform.yield %a : !transform.any_value
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{expected the matcher to take one operation handle argument}}
    %0 = transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%a: !transform.any_op) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{expected the matcher argument to be marked readonly}}
    %0 = transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{expected the matcher to yield as many values as op has results (2), got 1}}
    %0:2 = transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%a: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.yield %a, %p : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{mismatching type interfaces for matcher result and op result #1}}
    %0:2 = transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
