// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// GENERIC: "transform.annotate"(%0, %1) <{name = "foo"}> : (!transform.any_op, !transform.param<i64>) -> ()
// GENERIC: "transform.annotate"(%0) <{name = "bar"}> : (!transform.any_op) -> ()

// CHECK: transform.annotate %0 "foo" = %1 : !transform.any_op, !transform.param<i64>
// CHECK: transform.annotate %0 "bar" : !transform.any_op
module attributes {transform.with_named_sequence} {
  transform.named_sequence @annotate(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.annotate %0 "foo" = %c : !transform.any_op, !transform.param<i64>
    transform.annotate %0 "bar" : !transform.any_op
    transform.yield
  }
}
