// RUN: strata-opt %s --transform-interpreter --debug-only=transform-dialect 2>&1 | FileCheck %s

// --debug-only=transform-dialect logs each transform op as it is applied, nested ones included.
// CHECK: [transform-dialect] applying: transform.named_sequence at loc("{{.*}}debug.mlir":11:3)
// CHECK-NEXT: [transform-dialect] applying: transform.structured.match at loc("{{.*}}debug.mlir":12:10)
// CHECK-NEXT: [transform-dialect] applying: transform.sequence at loc("{{.*}}debug.mlir":13:5)
// CHECK-NEXT: [transform-dialect] applying: transform.annotate at loc("{{.*}}debug.mlir":15:7)
// CHECK: func.func @f() attributes {seen}
module attributes {transform.with_named_sequence} {
  func.func @f() { return }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %f : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      transform.annotate %x "seen" : !transform.any_op
    }
    transform.yield
  }
}
