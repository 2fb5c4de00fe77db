// RUN: strata-opt %s --split-input-file --verify-diagnostics
// transform.foreach_match is checked before anything runs: its `matchers` and `actions` are arrays
// of symbol references (MLIR's SymbolRefArrayAttr) of one length, and each pair names named
// sequences whose signatures chain: op operands -> matcher -> action -> extra op results.

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

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{'transform.foreach_match' op expected the same number of matchers and actions}}
    %0 = "transform.foreach_match"(%top) <{actions = [], matchers = [@pick]}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{'transform.foreach_match' op expected at least one match/action pair}}
    %0 = "transform.foreach_match"(%top) <{actions = [], matchers = []}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{unresolved matcher symbol @missing}}
    %0 = transform.foreach_match in %top @missing -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func private @not_a_sequence(i32)
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{unresolved action symbol @not_a_sequence}}
    %0 = transform.foreach_match in %top @pick -> @not_a_sequence : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  // expected-error@+1 {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence @act(%h: !transform.any_op) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    %0 = transform.foreach_match in %top @pick -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note@+1 {{symbol declaration}}
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}, %k: !transform.any_op {transform.readonly}, %m: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{the number of operands (1) doesn't match the number of matcher arguments (3) for @pick}}
    %0 = transform.foreach_match in %top @pick -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note@+1 {{symbol declaration}}
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}, %p: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    %n = transform.param.constant 3 : i64 -> !transform.param<i64>
    // expected-error@+1 {{mismatching type interfaces for operand and matcher argument #1 of matcher @pick}}
    %0 = transform.foreach_match in %top, %n @pick -> @act : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    transform.yield %h, %h : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{mismatching number of matcher results and action arguments between @pick (2) and @act (1)}}
    %0 = transform.foreach_match in %top @pick -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @act(%h: !transform.any_value {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{mismatching type interfaces for matcher result and action argument #0of matcher @pick and action @act}}
    %0 = transform.foreach_match in %top @pick -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  // expected-note@+1 {{symbol declaration}}
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{the number of action results (0) for @act doesn't match the number of extra op results (1)}}
    %0:2 = transform.foreach_match in %top @pick -> @act : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pick(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %h : !transform.any_op
  }
  // expected-note@+1 {{symbol declaration}}
  transform.named_sequence @act(%h: !transform.any_op {transform.readonly}) -> !transform.any_value {
    %v = transform.get_result %h[0] : (!transform.any_op) -> !transform.any_value
    transform.yield %v : !transform.any_value
  }
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error@+1 {{mismatching type interfaces for action result #0 of action @act and op result}}
    %0:2 = transform.foreach_match in %top @pick -> @act : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
