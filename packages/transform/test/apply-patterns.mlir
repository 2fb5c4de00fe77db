// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// apply_patterns with canonicalization rewrites the payload; annotate sets attributes.
// CHECK-LABEL: func.func @canon
// CHECK-SAME: {answer = 42 : i64}
// CHECK-NEXT: return %arg0 : i32
module attributes {transform.with_named_sequence} {
  func.func @canon(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %p = transform.param.constant 42 : i64 -> !transform.param<i64>
    transform.annotate %f "answer" = %p : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}
