// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// foreach_match runs the action of the first matcher that accepts each nested op.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{add}}
    %0 = arith.addi %a, %a : i32
    // expected-remark @below {{mul}}
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @is_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @is_mul(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.muli"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @remark_add(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "add" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @remark_mul(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "mul" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %u = transform.foreach_match in %f @is_add -> @remark_add, @is_mul -> @remark_mul : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// collect_matching gathers what the matcher yields for each op it accepts.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{collected}}
    %0 = arith.addi %a, %a : i32
    // expected-remark @below {{collected}}
    %1 = arith.addi %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @is_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.collect_matching @is_add in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %c, "collected" : !transform.any_op
    transform.yield
  }
}

// -----

// match.param.cmpi compares parameters; a mismatch is a silenceable failure.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{value # 0 associated with the parameter defined here}}
    %a = transform.param.constant 1 : i64 -> !transform.param<i64>
    %b = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.match.param.cmpi lt %a, %b : !transform.param<i64>
    // expected-error @below {{expected parameter to be equal to 2, got 1}}
    transform.match.param.cmpi eq %a, %b : !transform.param<i64>
    transform.yield
  }
}

// -----

// match.operation_name rejects other ops.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{wrong operation name}}
    transform.match.operation_name %0 ["arith.muli"] : !transform.any_op
    transform.yield
  }
}

// -----

// alternatives: the first region that succeeds wins; if all fail, a silenceable failure.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{all alternatives failed}}
    %1 = transform.alternatives %0 : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x {op_name = "foo"} : (!transform.any_op) -> !transform.any_op
      transform.yield %p : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x {op_name = "bar"} : (!transform.any_op) -> !transform.any_op
      transform.yield %p : !transform.any_op
    }
    transform.yield
  }
}

// -----

// A scope that is not isolated from above is a definite failure, reported at the location of the
// alternatives op (no op attached, as MLIR's emitDefiniteFailure) with a note at the scope.
module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{scope}}
    scf.execute_region {
      scf.yield
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.execute_region"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only isolated-from-above ops can be alternative scopes}}
    transform.alternatives %0 : !transform.any_op {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-remark @below {{second alternative}}
  func.func @f(%a: i32) -> i32 {
    return %a : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.alternatives %0 : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %p = transform.get_parent_op %x {op_name = "foo"} : (!transform.any_op) -> !transform.any_op
      transform.yield %p : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.debug.emit_remark_at %1, "second alternative" : !transform.any_op
    transform.yield
  }
}
