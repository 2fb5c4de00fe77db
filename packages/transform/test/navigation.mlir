// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// get_operand / get_result / get_defining_op / get_producer_of_operand / get_consumers_of_result.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{producer}}
    // expected-remark @below {{defining op}}
    %0 = arith.addi %a, %a : i32
    // expected-remark @below {{consumer}}
    %1 = arith.muli %0, %a : i32
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mul = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.get_producer_of_operand %mul[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "producer" : !transform.any_op
    %c = transform.get_consumers_of_result %add[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %c, "consumer" : !transform.any_op
    %v = transform.get_operand %mul[0] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_op
    transform.debug.emit_remark_at %d, "defining op" : !transform.any_op
    %all = transform.get_operand %mul[all] : (!transform.any_op) -> !transform.any_value
    %n = transform.num_associations %all : (!transform.any_value) -> !transform.param<i64>
    // expected-remark @below {{2 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    %r = transform.get_result %mul[except(0)] : (!transform.any_op) -> !transform.any_value
    %m = transform.num_associations %r : (!transform.any_value) -> !transform.param<i64>
    // expected-remark @below {{none 0 : i64}}
    transform.debug.emit_param_as_remark %m, "none" : !transform.param<i64>
    transform.yield
  }
}

// -----

// A position past the end is a silenceable failure with a note at the payload op.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-note @below {{while considering positions of this payload operation}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{position overflow 3 (updated from 3) for maximum 1}}
    %r = transform.get_result %0[3] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

// No producer for a block argument operand.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-note @below {{target op}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find a producer for operand number: 0 of}}
    %r = transform.get_producer_of_operand %0[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// split_handle distributes payload; too few payload ops is a silenceable failure.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{first}}
    %0 = arith.addi %a, %a : i32
    // expected-remark @below {{second}}
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi", "func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %a, "first" : !transform.any_op
    transform.debug.emit_remark_at %b, "second" : !transform.any_op
    // expected-error @below {{expected to contain 3 payloads but it contains 2 payloads}}
    %x, %y, %z = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// foreach runs its body once per payload op and concatenates what it yields.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{body}}
    %0 = arith.addi %a, %a : i32
    // expected-remark @below {{body}}
    // expected-remark @below {{yielded consumer}}
    %1 = arith.addi %0, %a : i32
    // expected-remark @below {{yielded consumer}}
    return %1 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %y = transform.foreach %0 : !transform.any_op -> !transform.any_op {
    ^bb0(%op: !transform.any_op):
      transform.debug.emit_remark_at %op, "body" : !transform.any_op
      %c = transform.get_consumers_of_result %op[0] : (!transform.any_op) -> !transform.any_op
      transform.yield %c : !transform.any_op
    }
    transform.debug.emit_remark_at %y, "yielded consumer" : !transform.any_op
    transform.yield
  }
}
