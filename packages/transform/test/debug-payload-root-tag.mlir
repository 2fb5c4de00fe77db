// RUN: strata-opt %s --transform-interpreter='debug-payload-root-tag=payload' --split-input-file --verify-diagnostics

// The op tagged `payload` is the payload root: the entry point's first argument maps to it.
module attributes {transform.with_named_sequence} {
  func.func @other() {
    return
  }
  // expected-remark @below {{root}}
  func.func @tagged() attributes {transform.target_tag = "payload"} {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %root, "root" : !transform.any_op
    transform.yield
  }
}

// -----

// Matching starts at the tagged root, so ops outside it are not found.
module attributes {transform.with_named_sequence} {
  func.func @outside(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  func.func @inside(%a: i32) -> i32 attributes {transform.target_tag = "payload"} {
    // expected-remark @below {{found}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "found" : !transform.any_op
    transform.yield
  }
}

// -----

// No op carries the tag: an error at the op the pass runs on.
// expected-error @below {{could not find the operation with transform.target_tag="payload" attribute}}
module attributes {transform.with_named_sequence} {
  func.func @f() attributes {transform.target_tag = "other"} {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// Two ops carry the tag: an error at the second one found, a note at the first.
module attributes {transform.with_named_sequence} {
  // expected-note @below {{previously seen operation}}
  func.func @first() attributes {transform.target_tag = "payload"} {
    return
  }
  // expected-error @below {{repeated operation with the target tag 'payload'}}
  func.func @second() attributes {transform.target_tag = "payload"} {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
