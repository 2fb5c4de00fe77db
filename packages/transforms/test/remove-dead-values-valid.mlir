// RUN: strata-opt %s --remove-dead-values | FileCheck %s
// Where MLIR 22 leaves invalid IR, Strata keeps what a kept op still uses (not compared with
// mlir-opt, which fails here with "null operand found").

// The return of a block that never executes still uses the addi: the addi stays, the store goes.
// CHECK-LABEL: func.func @dead_block_return(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @dead_block_return(%x: i32, %m: memref<i32>) -> i32 {
  %c = arith.constant true
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %a = arith.addi %x, %x : i32
  memref.store %a, %m[] : memref<i32>
  return %a : i32
}
