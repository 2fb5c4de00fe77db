// RUN: strata-opt %s --transform-interpreter --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// Locations left by the scf transform ops; the CHECK lines are what mlir-opt 22 prints, and the
// transform differential test compares each chunk with it byte for byte.

// transform.loop.outline: the new function and every one of its arguments take the loop's location
// (MLIR's `addEntryBlock`); the block left in the execute_region keeps the old arguments'.
// CHECK-LABEL: func.func @body(
// CHECK-SAME: %arg0: memref<?xi32> loc("loop"), %arg1: index loc("loop"), %arg2: index loc("loop"), %arg3: index loc("loop"), %arg4: i32 loc("loop")) -> i32 {
// CHECK: return %{{.*}} : i32 loc("loop")
// CHECK-NEXT: } loc("loop")
// CHECK-LABEL: func.func @outline(
// CHECK: func.call @body(%arg0, %c0, %arg1, %c1, %arg2) : (memref<?xi32>, index, index, index, i32) -> i32 loc("loop")
func.func @outline(%m: memref<?xi32>, %n: index, %s: i32) -> i32 {
  %c0 = arith.constant 0 : index loc("c0")
  %c1 = arith.constant 1 : index loc("c1")
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32> loc("load")
    %b = arith.addi %a, %v : i32 loc("add")
    scf.yield %b : i32 loc("yield")
  } loc("loop")
  return %r : i32 loc("ret")
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %fn, %call = transform.loop.outline %loops {func_name = "body"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
