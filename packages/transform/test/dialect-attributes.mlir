// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Only the transform dialect's own attribute names are accepted.
// expected-error @below {{unknown attribute: "transform.bogus"}}
module attributes {transform.with_named_sequence, transform.bogus} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{"transform.target_tag" attribute must be a string}}
  func.func @f() attributes {transform.target_tag = 1} {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// A string tag and the unit markers are fine; a marker with a value is not.
module attributes {transform.with_named_sequence} {
  func.func @f() attributes {transform.target_tag = "x", transform.silence_tracking_failures} {
    return
  }
  // expected-error @below {{"transform.consumed" must be a unit attribute}}
  func.func @g() attributes {transform.consumed = 1} {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{"transform.silence_tracking_failures" must be a unit attribute}}
  func.func @f() attributes {transform.silence_tracking_failures = 2} {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
