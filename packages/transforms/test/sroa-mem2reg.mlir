// RUN: strata-opt %s --sroa --mem2reg --split-input-file | FileCheck %s
// sroa then mem2reg, as a pipeline; the CHECK lines are what mlir-opt 22 prints.

// Split first, then each element promoted: the buffer's traffic becomes SSA values.
// CHECK-LABEL: func.func @split_then_promote(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg1, %arg2 : i32, i32)
// CHECK-NEXT: ^bb2(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %3 = arith.addi %2, %1 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @split_then_promote(%flag: i1, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloca() : memref<2xi32>
  memref.store %a, %buf[%c0] : memref<2xi32>
  cf.cond_br %flag, ^swap, ^join
^swap:
  %x = memref.load %buf[%c0] : memref<2xi32>
  memref.store %x, %buf[%c1] : memref<2xi32>
  memref.store %b, %buf[%c0] : memref<2xi32>
  cf.br ^join
^join:
  %lo = memref.load %buf[%c0] : memref<2xi32>
  %hi = memref.load %buf[%c1] : memref<2xi32>
  %sum = arith.addi %lo, %hi : i32
  return %sum : i32
}
