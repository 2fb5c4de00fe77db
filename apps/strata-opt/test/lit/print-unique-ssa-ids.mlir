// --mlir-print-unique-ssa-ids: numbering goes on across sibling regions instead of restarting.
// Regions are numbered as MLIR walks them, from a stack: the last function first.
// RUN: strata-opt %s --mlir-print-unique-ssa-ids | FileCheck %s

// CHECK-LABEL: func.func @first(%arg1: i32) -> i32 {
// CHECK-NEXT:    %1 = arith.addi %arg1, %arg1 : i32
// CHECK-LABEL: func.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
func.func @first(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @second(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
