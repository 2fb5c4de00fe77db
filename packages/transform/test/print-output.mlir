// RUN: strata-opt %s --transform-interpreter | FileCheck %s

// What transform.print writes reaches strata-opt's stdout, before the module that the run prints
// at its end (the in-process runner captures both the same way).

// CHECK:      {{^\[\[\[}} IR printer: the add {{\]\]\]$}}
// CHECK-NEXT: {{^}}%0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: {{^}}module {
// CHECK-NEXT:   func.func @f
// CHECK:        module attributes {transform.with_named_sequence} {
func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %0 {name = "the add"} : !transform.any_op
    transform.yield
  }
}
