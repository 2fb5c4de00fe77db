// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// llvm ops under --canonicalize; the expected text is mlir-opt 22's.

// Only llvm.add and llvm.mul are commutative: their constant moves right, the others keep their order.
// CHECK-LABEL: func.func @only_add_and_mul_commute
// CHECK:         %2 = llvm.add %arg0, %0 : i32
// CHECK-NEXT:    %3 = llvm.mul %arg0, %0 : i32
// CHECK-NEXT:    %4 = llvm.and %0, %arg0 : i32
// CHECK-NEXT:    %5 = llvm.xor %0, %arg0 : i32
// CHECK-NEXT:    %6 = llvm.fadd %1, %arg1 : f32
func.func @only_add_and_mul_commute(%a : i32, %x : f32) -> (i32, i32, i32, i32, f32) {
  %c = llvm.mlir.constant(5 : i32) : i32
  %f = llvm.mlir.constant(2.0 : f32) : f32
  %0 = llvm.add %c, %a : i32
  %1 = llvm.mul %c, %a : i32
  %2 = llvm.and %c, %a : i32
  %3 = llvm.xor %c, %a : i32
  %4 = llvm.fadd %f, %x : f32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, f32
}
