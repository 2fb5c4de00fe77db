// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The syntax of transform.print round-trips in both forms, with mlir-opt's spacing (a space after
// the op name even when no target follows). What it prints when run: print.test.ts and
// print-output.mlir.

// CHECK: transform.print %0 {name = "the add"} : !transform.any_op
// CHECK: transform.print %0 {assume_verified, skip_regions, use_local_scope} : !transform.any_op
// CHECK: transform.print  {name = "all"}
// CHECK: transform.print {{$}}
// GENERIC: "transform.print"(%0) <{name = "the add"}> : (!transform.any_op) -> ()
// GENERIC: "transform.print"(%0) <{assume_verified, skip_regions, use_local_scope}> : (!transform.any_op) -> ()
// GENERIC: "transform.print"() <{name = "all"}> : () -> ()
// GENERIC: "transform.print"() : () -> ()
module attributes {transform.with_named_sequence} {
  transform.named_sequence @printing(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %0 {name = "the add"} : !transform.any_op
    transform.print %0 {use_local_scope, skip_regions, assume_verified} : !transform.any_op
    transform.print {name = "all"}
    transform.print
    transform.yield
  }
}
