// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
// Where the constants end up: MLIR hoists constants to the front of the entry block while seeding
// the worklist, and folding materializes new constants right before the folded op. The CHECK lines
// are what mlir-opt 22 prints; the differential test compares each chunk with mlir-opt.

// ori of two equal constants constant-folds to a new constant (before the ori) rather than
// reusing the operand through the Idempotent fold, so the hoisted 254 does not stay in front.
// CHECK-LABEL: func.func @ori_of_equal_constants
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c254_i32 = arith.constant 254 : i32
// CHECK-NEXT: scf.for
func.func @ori_of_equal_constants(%arg0: i32, %arg1: i64, %arg3: index, %arg4: memref<64xi32>) -> i32 {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %6 = arith.cmpi ne, %arg1, %arg1 : i64
  %26 = arith.constant 254 : i32
  %71 = arith.ori %26, %26 : i32
  %99 = scf.for %100 = %arg3 to %0 step %1 iter_args(%101 = %arg0) -> (i32) {
    memref.store %71, %arg4[%0] : memref<64xi32>
    scf.yield %arg0 : i32
  }
  cf.cond_br %6, ^bb1(%99 : i32), ^bb2
^bb1(%132: i32):
  cf.br ^bb3(%132 : i32)
^bb2:
  cf.br ^bb3(%arg0 : i32)
^bb3(%141: i32):
  return %arg0 : i32
}

// -----

// The same for andi.
// CHECK-LABEL: func.func @andi_of_equal_constants
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c117_i32 = arith.constant 117 : i32
// CHECK-NEXT: memref.store %c117_i32
func.func @andi_of_equal_constants(%arg1: i64, %m: memref<4xi32>) {
  %0 = arith.constant 0 : index
  %6 = arith.cmpi ne, %arg1, %arg1 : i64
  %26 = arith.constant 117 : i32
  %71 = arith.andi %26, %26 : i32
  cf.cond_br %6, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  memref.store %71, %m[%0] : memref<4xi32>
  return
}

// -----

// A non-constant operand repeated still folds through the trait.
// CHECK-LABEL: func.func @repeated_operand
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
func.func @repeated_operand(%x: i32) -> (i32, i32) {
  %0 = arith.andi %x, %x : i32
  %1 = arith.ori %x, %x : i32
  return %0, %1 : i32, i32
}

// -----

// ori(x, -1) folds to the constant -1 itself (an attribute, as MLIR's folder answers), which is
// materialized anew before the ori; the -1 hoisted while seeding dies.
// CHECK-LABEL: func.func @ori_all_ones
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: memref.store %c-1
func.func @ori_all_ones(%x: index, %a: i64, %m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %dead = arith.cmpi ne, %a, %a : i64
  %m1 = arith.constant -1 : index
  %o = arith.ori %x, %m1 : index
  memref.store %o, %m[%c0] : memref<4xindex>
  return
}
