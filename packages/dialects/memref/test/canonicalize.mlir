// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// memref folders and canonicalizations; the expected text is mlir-opt 22's.

// CHECK-LABEL: func.func @dim_static(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   return %c4 : index
// CHECK-NEXT: }
func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_alloc(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT:   "test.use"(%alloc) : (memref<?x?xf32>) -> ()
// CHECK-NEXT:   return %arg1 : index
// CHECK-NEXT: }
func.func @dim_of_alloc(%n: index, %k: index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n, %k) : memref<?x?xf32>
  %d = memref.dim %a, %c1 : memref<?x?xf32>
  "test.use"(%a) : (memref<?x?xf32>) -> ()
  return %d : index
}

// -----

// CHECK-LABEL: func.func @rank_ranked(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   return %c2 : index
// CHECK-NEXT: }
func.func @rank_ranked(%m: memref<4x?xf32>) -> index {
  %r = memref.rank %m : memref<4x?xf32>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @dead_alloc(%arg0: f32, %arg1: index) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_const(%arg0: f32) -> memref<?xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() {alignment = 32 : i64} : memref<8xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @alloc_const(%v: f32) -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) {alignment = 32 : i64} : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @load_through_cast(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @load_through_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  return %l : f32
}

// -----

// CHECK-LABEL: func.func @identity_cast(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:   return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @identity_cast(%m: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @self_copy(%arg0: memref<4xf32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @self_copy(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dealloc_through_cast(%arg0: memref<4xf32>) {
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dealloc_through_cast(%m: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}

