// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// Strata's transform.loop.tile (MLIR has no scf-only tiling op, so there is no mlir-opt output to
// compare with): strip-mining tiling of a perfect nest, then unrolling of the innermost point loop.

// CHECK-LABEL: func.func @tile_then_unroll(%arg0: memref<?x?xi32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c7 = arith.constant 7 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = arith.muli %c1, %c4 : index
// CHECK-NEXT:   scf.for %arg1 = %c0 to %c10 step %0 {
// CHECK-NEXT:     %1 = arith.muli %c1, %c3 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %c7 step %1 {
// CHECK-NEXT:       %2 = arith.addi %arg1, %0 : index
// CHECK-NEXT:       %3 = arith.minsi %c10, %2 : index
// CHECK-NEXT:       scf.for %arg3 = %arg1 to %3 step %c1 {
// CHECK-NEXT:         %4 = arith.addi %arg2, %1 : index
// CHECK-NEXT:         %5 = arith.minsi %c7, %4 : index
// CHECK-NEXT:         %6 = arith.subi %5, %arg2 : index
// CHECK-NEXT:         %c1_0 = arith.constant 1 : index
// CHECK-NEXT:         %7 = arith.subi %c1, %c1_0 : index
// CHECK-NEXT:         %8 = arith.addi %6, %7 : index
// CHECK-NEXT:         %9 = arith.divui %8, %c1 : index
// CHECK-NEXT:         %c2 = arith.constant 2 : index
// CHECK-NEXT:         %10 = arith.remsi %9, %c2 : index
// CHECK-NEXT:         %11 = arith.subi %9, %10 : index
// CHECK-NEXT:         %12 = arith.muli %11, %c1 : index
// CHECK-NEXT:         %13 = arith.addi %arg2, %12 : index
// CHECK-NEXT:         %14 = arith.muli %c1, %c2 : index
// CHECK-NEXT:         scf.for %arg4 = %arg2 to %13 step %14 {
// CHECK-NEXT:           %15 = memref.load %arg0[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT:           %c1_1 = arith.constant 1 : index
// CHECK-NEXT:           %16 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT:           %17 = arith.addi %arg4, %16 : index
// CHECK-NEXT:           %18 = memref.load %arg0[%arg3, %17] : memref<?x?xi32>
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.for %arg4 = %13 to %5 step %c1 {
// CHECK-NEXT:           %15 = memref.load %arg0[%arg3, %arg4] : memref<?x?xi32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @tile_then_unroll(%m: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xi32>
    }
  } {outer}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes {outer} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %outer : !transform.any_op to !transform.op<"scf.for">
    %tile, %point = transform.loop.tile %loop {tile_sizes = array<i64: 4, 3>} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %point {factor = 2} : !transform.any_op
    transform.yield
  }
}
