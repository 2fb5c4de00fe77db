// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// foreach with_zip_shortest runs its body as many times as the shortest target has payload ops;
// without it, targets of different sizes are a silenceable failure. The differential test
// compares the output and the generic form with mlir-opt's.

// CHECK: transform.foreach %{{.*}}, %{{.*}} with_zip_shortest : !transform.any_op, !transform.any_op -> !transform.any_op {
// CHECK: transform.foreach %{{.*}}, %{{.*}} : !transform.any_op, !transform.any_op {
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{add}}
    // expected-remark @below {{yielded}}
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %0, %a : i32
    // expected-remark @below {{mul}}
    %2 = arith.muli %1, %a : i32
    return %2 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %muls = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.foreach %adds, %muls with_zip_shortest : !transform.any_op, !transform.any_op -> !transform.any_op {
    ^bb0(%a: !transform.any_op, %m: !transform.any_op):
      transform.debug.emit_remark_at %a, "add" : !transform.any_op
      transform.debug.emit_remark_at %m, "mul" : !transform.any_op
      transform.yield %a : !transform.any_op
    }
    transform.debug.emit_remark_at %r, "yielded" : !transform.any_op
    // expected-error @below {{prior targets' payload size (2) differs from payload size (1) of target}}
    transform.foreach %adds, %muls : !transform.any_op, !transform.any_op {
    ^bb0(%a: !transform.any_op, %m: !transform.any_op):
    }
    transform.yield
  }
}
