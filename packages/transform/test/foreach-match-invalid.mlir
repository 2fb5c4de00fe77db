// RUN: strata-opt %s --split-input-file --verify-diagnostics
// transform.foreach_match's `matchers` and `actions` are arrays of symbol references (MLIR's
// SymbolRefArrayAttr); anything else is reported with mlir-opt's summary.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{'transform.foreach_match' op attribute 'matchers' failed to satisfy constraint: symbol ref array attribute}}
    %0 = "transform.foreach_match"(%top) <{actions = [@act], matchers = ["pick"]}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{'transform.foreach_match' op attribute 'actions' failed to satisfy constraint: symbol ref array attribute}}
    %0 = "transform.foreach_match"(%top) <{actions = [@act, 7], matchers = [@pick, @pick]}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
