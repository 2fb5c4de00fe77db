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


// -----

// dim of an allocation: static sizes fold, dynamic ones are the size operand.
// CHECK-LABEL: func.func @dim_of_alloc
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4x?xf32>) -> ()
// CHECK-NEXT: return %c4, %arg0 : index, index
func.func @dim_of_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}

// -----

// Chains of casts collapse.
// CHECK-LABEL: func.func @cast_of_cast
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
func.func @cast_of_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  %2 = memref.cast %1 : memref<*xf32> to memref<?xf32>
  return %2 : memref<?xf32>
}

// -----

// Loads and stores read through a cast from a static type.
// CHECK-LABEL: func.func @load_of_cast
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
func.func @load_of_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %1, %0[%i] : memref<?xf32>
  return %1 : f32
}

// -----

// dealloc frees the uncast buffer.
// CHECK-LABEL: func.func @dealloc_cast
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return
func.func @dealloc_cast(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<*xf32>
  "test.use"(%c) : (memref<*xf32>) -> ()
  memref.dealloc %c : memref<*xf32>
  return
}

// -----

// rank of a ranked memref is a constant.
// CHECK-LABEL: func.func @rank_fold
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: return %c2, %0 : index, index
func.func @rank_fold(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %0 = memref.rank %m : memref<4x?xf32>
  %1 = memref.rank %u : memref<*xf32>
  return %0, %1 : index, index
}

// -----

// Constant subview operands become static; a cast restores the old type (constant argument folder).
// CHECK-LABEL: func.func @subview_const
// CHECK-NEXT: %subview = memref.subview %arg0[0, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<?x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[8, 1], offset: ?>>
func.func @subview_const(%m: memref<8x8xf32>) -> memref<?x?xf32, strided<[8, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c0, %c2] [%c4, %c4] [1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[8, 1], offset: ?>>
}

// -----

// A subview of the whole static buffer is the buffer (SubViewOp folder).
// CHECK-LABEL: func.func @subview_identity
// CHECK-NEXT: return %arg0 : memref<8x8xf32>
func.func @subview_identity(%m: memref<8x8xf32>) -> memref<8x8xf32> {
  %0 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return %0 : memref<8x8xf32>
}

// -----

// reinterpret_cast of a reinterpret_cast reads the first one's source (ReinterpretCastOp folder).
// CHECK-LABEL: func.func @reinterpret_of_reinterpret
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<?xf32> to memref<2x2xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<2x2xf32>
func.func @reinterpret_of_reinterpret(%m: memref<?xf32>) -> memref<2x2xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  return %1 : memref<2x2xf32>
}

// -----

// extract_strided_metadata of a static layout gives constants.
// CHECK-LABEL: func.func @extract_meta
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c0, %c4, %c8, %c8, %c1 : index, index, index, index, index
func.func @extract_meta(%m: memref<4x8xf32>) -> (index, index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %off, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}

// -----

// An allocation only stored into is dead.
// CHECK-LABEL: func.func @alloca_dead
// CHECK-NEXT: return
func.func @alloca_dead() {
  %a = memref.alloca() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<4xf32>
  return
}

// -----

// Constant dynamic sizes move into the allocated type.
// CHECK-LABEL: func.func @alloc_const
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT: return
func.func @alloc_const(%x: f32) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}

// -----

// copy reads through casts.
// CHECK-LABEL: func.func @copy_of_cast
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
func.func @copy_of_cast(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// dim reads through a cast.
// CHECK-LABEL: func.func @dim_of_cast
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
func.func @dim_of_cast(%a: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.dim %0, %c0 : memref<?xf32>
  return %1 : index
}

// -----

// dim of a reinterpret_cast is left alone.
// CHECK-LABEL: func.func @dim_of_reinterpret
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %dim = memref.dim %reinterpret_cast, %c0 : memref<?xf32, strided<[1]>>
// CHECK-NEXT: return %dim : index
func.func @dim_of_reinterpret(%a: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  %1 = memref.dim %0, %c0 : memref<?xf32, strided<[1]>>
  return %1 : index
}

// -----

// Loads from a constant global are not folded.
// CHECK-LABEL: func.func @global_load
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<2xf32>
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @g : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
func.func @global_load() -> f32 {
  %0 = memref.get_global @g : memref<2xf32>
  %c0 = arith.constant 0 : index
  %1 = memref.load %0[%c0] : memref<2xf32>
  return %1 : f32
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>

// -----

// Nested subviews with offsets stay.
// CHECK-LABEL: func.func @subview_of_subview
// CHECK-NEXT: %subview = memref.subview %arg0[2, 4] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 36>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[0, 1] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: 36>> to memref<2x2xf32, strided<[16, 1], offset: 37>>
// CHECK-NEXT: return %subview_0 : memref<2x2xf32, strided<[16, 1], offset: 37>>
func.func @subview_of_subview(%m: memref<16x16xf32>) -> memref<2x2xf32, strided<[16, 1], offset: 37>> {
  %0 = memref.subview %m[2, 4] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 36>>
  %1 = memref.subview %0[0, 1] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: 36>> to memref<2x2xf32, strided<[16, 1], offset: 37>>
  return %1 : memref<2x2xf32, strided<[16, 1], offset: 37>>
}

// -----

// A memory_space_cast of a memory_space_cast casts the first source.
// CHECK-LABEL: func.func @msc_chain
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 2>
// CHECK-NEXT: return %memspacecast : memref<4xf32, 2>
func.func @msc_chain(%m: memref<4xf32>) -> memref<4xf32, 2> {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<4xf32, 1> to memref<4xf32, 2>
  return %1 : memref<4xf32, 2>
}

// -----

// A memory_space_cast to its own type is its source.
// CHECK-LABEL: func.func @msc_same
// CHECK-NEXT: return %arg0 : memref<4xf32>
func.func @msc_same(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// An unused assume_alignment goes (it is pure).
// CHECK-LABEL: func.func @assume_unused
// CHECK-NEXT: return
func.func @assume_unused(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  return
}

// -----

// Assuming the same alignment twice folds; a different one stays.
// CHECK-LABEL: func.func @assume_twice
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT: %assume_align_0 = memref.assume_alignment %assume_align, 32 : memref<4xf32>
// CHECK-NEXT: return %assume_align_0 : memref<4xf32>
func.func @assume_twice(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  return %2 : memref<4xf32>
}

// -----

// atomic_rmw reads through a cast of its buffer.
// CHECK-LABEL: func.func @atomic_cast
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: return %0 : f32
func.func @atomic_cast(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return %0 : f32
}

// -----

// atomic_rmw writes memory: it stays when unused.
// CHECK-LABEL: func.func @atomic_unused
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: return
func.func @atomic_unused(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// Constant view sizes move into the type (ViewOpShapeFolder).
// CHECK-LABEL: func.func @view_const
// CHECK-NEXT: %view = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<8x4xf32>
// CHECK-NEXT: %cast = memref.cast %view : memref<8x4xf32> to memref<?x4xf32>
// CHECK-NEXT: return %cast : memref<?x4xf32>
func.func @view_const(%b: memref<2048xi8>, %i: index) -> memref<?x4xf32> {
  %c8 = arith.constant 8 : index
  %0 = memref.view %b[%i][%c8] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// -----

// An unused view goes.
// CHECK-LABEL: func.func @view_unused
// CHECK-NEXT: return
func.func @view_unused(%b: memref<2048xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4x4xf32>
  return
}

// -----

// A memory_space_cast of a memref.cast stays.
// CHECK-LABEL: func.func @msc_cast
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %cast : memref<?xf32> to memref<?xf32, 1>
// CHECK-NEXT: return %memspacecast : memref<?xf32, 1>
func.func @msc_cast(%m: memref<4xf32>) -> memref<?xf32, 1> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = memref.memory_space_cast %c : memref<?xf32> to memref<?xf32, 1>
  return %0 : memref<?xf32, 1>
}

// -----

// A rank-reducing subview with constant operands: the unit dimension is dropped from the inferred type.
// CHECK-LABEL: func.func @rr
// CHECK-NEXT: %subview = memref.subview %arg0[2, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: 16>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: 16>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
func.func @rr(%m: memref<8x8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c2, %c0] [1, %c4] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// Dropping a unit column keeps the row stride.
// CHECK-LABEL: func.func @rr_col
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [4, 1] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[8], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[8], offset: ?>> to memref<?xf32, strided<[8], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[8], offset: ?>>
func.func @rr_col(%m: memref<8x8xf32>, %i: index) -> memref<?xf32, strided<[8], offset: ?>> {
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%i, %i] [%c4, 1] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[8], offset: ?>>
  return %0 : memref<?xf32, strided<[8], offset: ?>>
}

// -----

// A rank-reducing subview of a cast reads the cast's source.
// CHECK-LABEL: func.func @rr_cast
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: ?>>
func.func @rr_cast(%m: memref<8x8xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %0 = memref.subview %c[%i, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %1 = memref.cast %0 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// A negative constant stride becomes static; a zero one stays dynamic.
// CHECK-LABEL: func.func @subview_negative_stride
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, 0] [3, 5] [-2, 1] : memref<?x5xi16> to memref<3x5xi16, strided<[-10, 1], offset: ?>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<3x5xi16, strided<[-10, 1], offset: ?>> to memref<3x5xi16, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %subview_0 = memref.subview %arg0[%arg1, 0] [3, 5] [%c0, 1] : memref<?x5xi16> to memref<3x5xi16, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   return %cast, %subview_0 : memref<3x5xi16, strided<[?, 1], offset: ?>>, memref<3x5xi16, strided<[?, 1], offset: ?>>
func.func @subview_negative_stride(%m: memref<?x5xi16>, %k: index) -> (memref<3x5xi16, strided<[?, 1], offset: ?>>, memref<3x5xi16, strided<[?, 1], offset: ?>>) {
  %n = arith.constant -2 : index
  %z = arith.constant 0 : index
  %r = memref.subview %m[%k, 0] [3, 5] [%n, 1] : memref<?x5xi16> to memref<3x5xi16, strided<[?, 1], offset: ?>>
  %s = memref.subview %m[%k, 0] [3, 5] [%z, 1] : memref<?x5xi16> to memref<3x5xi16, strided<[?, 1], offset: ?>>
  return %r, %s : memref<3x5xi16, strided<[?, 1], offset: ?>>, memref<3x5xi16, strided<[?, 1], offset: ?>>
}

// -----

// With a constant zero among the stride operands, no stride becomes static, not even the others.
// CHECK-LABEL: func.func @subview_zero_stride_blocks
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %subview = memref.subview %arg0[9, 9] [3, 3] [%c-1, %c0] : memref<12x12xf32> to memref<3x3xf32, strided<[?, ?], offset: 117>>
// CHECK-NEXT:   %cast = memref.cast %subview : memref<3x3xf32, strided<[?, ?], offset: 117>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @subview_zero_stride_blocks(%m: memref<12x12xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c9 = arith.constant 9 : index
  %c3 = arith.constant 3 : index
  %back = arith.constant -1 : index
  %zero = arith.constant 0 : index
  %v = memref.subview %m[%c9, %c9] [%c3, %c3] [%back, %zero] : memref<12x12xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %v : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// A collapse of a collapse is one collapse.
// CHECK-LABEL: func.func @collapse_collapse(%arg0: memref<2x3x4x5xf32>) -> memref<120xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT:   return %collapse_shape : memref<120xf32>
// CHECK-NEXT: }
func.func @collapse_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %b : memref<120xf32>
}

// -----

// An expansion of an expansion is one expansion, with the second output shape.
// CHECK-LABEL: func.func @expand_expand(%arg0: memref<?x12xf32>, %arg1: index) -> memref<?x2x3x2xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2, 3]] output_shape [%arg1, 2, 3, 2] : memref<?x12xf32> into memref<?x2x3x2xf32>
// CHECK-NEXT:   return %expand_shape : memref<?x2x3x2xf32>
// CHECK-NEXT: }
func.func @expand_expand(%m: memref<?x12xf32>, %n: index) -> memref<?x2x3x2xf32> {
  %a = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 2, 6] : memref<?x12xf32> into memref<?x2x6xf32>
  %b = memref.expand_shape %a [[0], [1], [2, 3]] output_shape [%n, 2, 3, 2] : memref<?x2x6xf32> into memref<?x2x3x2xf32>
  return %b : memref<?x2x3x2xf32>
}

// -----

// A reshape to its own type is its source.
// CHECK-LABEL: func.func @reshape_identity(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT:   return %arg0 : memref<4x4xf32>
// CHECK-NEXT: }
func.func @reshape_identity(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %a = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<4x4xf32>
  return %a : memref<4x4xf32>
}

// -----

// An expansion undoing a collapse is the collapsed value.
// CHECK-LABEL: func.func @reshape_undo_static(%arg0: memref<3x8xf32>) -> memref<3x8xf32> {
// CHECK-NEXT:   return %arg0 : memref<3x8xf32>
// CHECK-NEXT: }
func.func @reshape_undo_static(%m: memref<3x8xf32>) -> memref<3x8xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<3x8xf32> into memref<24xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [3, 8] : memref<24xf32> into memref<3x8xf32>
  return %b : memref<3x8xf32>
}

// -----

// A collapse undoing an expansion with the same reassociation is the expanded value.
// CHECK-LABEL: func.func @reshape_undo_dynamic(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?xf32> {
// CHECK-NEXT:   return %arg0 : memref<?x?xf32>
// CHECK-NEXT: }
func.func @reshape_undo_dynamic(%m: memref<?x?xf32>, %n: index) -> memref<?x?xf32> {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, %n] : memref<?x?xf32> into memref<?x4x?xf32>
  %b = memref.collapse_shape %a [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}

// -----

// Two dynamic sizes in one group: the expansion may not undo the collapse, so both stay.
// CHECK-LABEL: func.func @reshape_undo_two_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT:   return %expand_shape : memref<?x?xf32>
// CHECK-NEXT: }
func.func @reshape_undo_two_dynamic(%m: memref<?x?xf32>, %n: index, %p: index) -> memref<?x?xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [%n, %p] : memref<?xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}

// -----

// collapse_shape(expand_shape(x)) that only merges is one collapse of x.
// CHECK-LABEL: func.func @collapse_of_expand_to_collapse(%arg0: memref<6x5x7xf32>) -> memref<30x7xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<6x5x7xf32> into memref<30x7xf32>
// CHECK-NEXT:   return %collapse_shape : memref<30x7xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_to_collapse(%m: memref<6x5x7xf32>) -> memref<30x7xf32> {
  %a = memref.expand_shape %m [[0, 1], [2], [3]] output_shape [2, 3, 5, 7] : memref<6x5x7xf32> into memref<2x3x5x7xf32>
  %b = memref.collapse_shape %a [[0, 1, 2], [3]] : memref<2x3x5x7xf32> into memref<30x7xf32>
  return %b : memref<30x7xf32>
}

// -----

// collapse_shape(expand_shape(x)) that only splits is one expansion of x.
// CHECK-LABEL: func.func @collapse_of_expand_to_expand(%arg0: memref<6x35xf32>) -> memref<6x5x7xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 5, 7] : memref<6x35xf32> into memref<6x5x7xf32>
// CHECK-NEXT:   return %expand_shape : memref<6x5x7xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_to_expand(%m: memref<6x35xf32>) -> memref<6x5x7xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 5, 7] : memref<6x35xf32> into memref<2x3x5x7xf32>
  %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x5x7xf32> into memref<6x5x7xf32>
  return %b : memref<6x5x7xf32>
}

// -----

// Groups that do not nest: both reshapes stay.
// CHECK-LABEL: func.func @collapse_of_expand_no_fit(%arg0: memref<6x4xf32>) -> memref<3x8xf32> {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [3, 2, 4] : memref<6x4xf32> into memref<3x2x4xf32>
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2]] : memref<3x2x4xf32> into memref<3x8xf32>
// CHECK-NEXT:   return %collapse_shape : memref<3x8xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_no_fit(%m: memref<6x4xf32>) -> memref<3x8xf32> {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 2, 4] : memref<6x4xf32> into memref<3x2x4xf32>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<3x2x4xf32> into memref<3x8xf32>
  return %b : memref<3x8xf32>
}

// -----

// collapse_shape(expand_shape(x)) back to the rank of x is a memref.cast.
// CHECK-LABEL: func.func @collapse_of_expand_cast(%arg0: memref<?x4xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT:   return %arg0 : memref<?x4xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_cast(%m: memref<?x4xf32>, %n: index) -> memref<?x4xf32> {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 1, 4] : memref<?x4xf32> into memref<?x1x4xf32>
  %b = memref.collapse_shape %a [[0, 1], [2]] : memref<?x1x4xf32> into memref<?x4xf32>
  return %b : memref<?x4xf32>
}

// -----

// A collapse of a cast that only made sizes dynamic collapses the source, cast back.
// CHECK-LABEL: func.func @collapse_of_cast(%arg0: memref<4x6xf32>) -> memref<?xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x6xf32> into memref<24xf32>
// CHECK-NEXT:   %cast = memref.cast %collapse_shape : memref<24xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @collapse_of_cast(%m: memref<4x6xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<4x6xf32> to memref<?x6xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<?x6xf32> into memref<?xf32>
  return %b : memref<?xf32>
}

// -----

// A collapse of such a cast with an unchanged result type reads the source in place.
// CHECK-LABEL: func.func @collapse_of_cast_same(%arg0: memref<4x6xf32, strided<[6, 1]>>) -> memref<24xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x6xf32, strided<[6, 1]>> into memref<24xf32, strided<[1]>>
// CHECK-NEXT:   %cast = memref.cast %collapse_shape : memref<24xf32, strided<[1]>> to memref<24xf32>
// CHECK-NEXT:   return %cast : memref<24xf32>
// CHECK-NEXT: }
func.func @collapse_of_cast_same(%m: memref<4x6xf32, strided<[6, 1]>>) -> memref<24xf32> {
  %a = memref.cast %m : memref<4x6xf32, strided<[6, 1]>> to memref<4x6xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  return %b : memref<24xf32>
}

// -----

// An expansion of a collapse whose groups do not nest stays.
// CHECK-LABEL: func.func @expand_of_collapse_kept(%arg0: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
// CHECK-NEXT:   return %expand_shape : memref<6x2x2xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse_kept(%m: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %b : memref<6x2x2xf32>
}

// -----

// Reshapes of strided layouts are not composed.
// CHECK-LABEL: func.func @reshape_strided_kept(%arg0: memref<2x3x4xf32, strided<[24, 8, 2]>>) -> memref<24xf32, strided<[2]>> {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32, strided<[24, 8, 2]>> into memref<6x4xf32, strided<[8, 2]>>
// CHECK-NEXT:   %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[\[}}0, 1]] : memref<6x4xf32, strided<[8, 2]>> into memref<24xf32, strided<[2]>>
// CHECK-NEXT:   return %collapse_shape_0 : memref<24xf32, strided<[2]>>
// CHECK-NEXT: }
func.func @reshape_strided_kept(%m: memref<2x3x4xf32, strided<[24, 8, 2]>>) -> memref<24xf32, strided<[2]>> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[24, 8, 2]>> into memref<6x4xf32, strided<[8, 2]>>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32, strided<[8, 2]>> into memref<24xf32, strided<[2]>>
  return %b : memref<24xf32, strided<[2]>>
}

// -----

// An unused reshape is pure and goes.
// CHECK-LABEL: func.func @reshape_unused(%arg0: memref<2x3xf32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @reshape_unused(%m: memref<2x3xf32>) {
  %a = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return
}

// -----

// A reallocation whose buffer is only stored to and freed goes.
// CHECK-LABEL: func.func @realloc_unread(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @realloc_unread(%m: memref<4xf32>, %v: f32, %i: index) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.store %v, %0[%i] : memref<8xf32>
  memref.dealloc %0 : memref<8xf32>
  return
}

// -----

// An unused reallocation goes.
// CHECK-LABEL: func.func @realloc_unused(%arg0: memref<4xf32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @realloc_unused(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return
}

// -----

// A prefetch reads through a cast; the unused pointer extraction goes.
// CHECK-LABEL: func.func @prefetch_of_cast(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT:   memref.prefetch %arg0[%arg1], read, locality<1>, data : memref<4xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @prefetch_of_cast(%m: memref<4xf32>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.prefetch %c[%i], read, locality<1>, data : memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?xf32> -> index
  return
}

// -----

// A scope without allocations is inlined.
// CHECK-LABEL: func.func @alloca_scope_no_alloca() -> f32 {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   return %cst : f32
// CHECK-NEXT: }
func.func @alloca_scope_no_alloca() -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}

// -----

// A scope with allocations is inlined when only the terminator of an allocation scope follows it.
// CHECK-LABEL: func.func @alloca_scope_last(%arg0: index) -> f32 {
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   %0 = memref.load %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @alloca_scope_last(%i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// -----

// A scope with allocations and ops after it stays.
// CHECK-LABEL: func.func @alloca_scope_kept(%arg0: index) {
// CHECK-NEXT:   memref.alloca_scope  {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.after"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @alloca_scope_kept(%i: index) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  "test.after"() : () -> ()
  return
}

// -----

// Once its parent region is inlined, a scope at the end of the function is inlined too.
// CHECK-LABEL: func.func @alloca_scope_after_inlining(%arg0: index) {
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @alloca_scope_after_inlining(%i: index) {
  scf.execute_region {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    scf.yield
  }
  return
}

// -----

// An op with unknown effects may allocate: the scope stays.
// CHECK-LABEL: func.func @alloca_scope_unknown_effects(%arg0: index) {
// CHECK-NEXT:   memref.alloca_scope  {
// CHECK-NEXT:     "test.unknown"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.after"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @alloca_scope_unknown_effects(%i: index) {
  memref.alloca_scope {
    "test.unknown"() : () -> ()
  }
  "test.after"() : () -> ()
  return
}

// -----

// An unused memref.reshape goes.
// CHECK-LABEL: func.func @reshape_unused(%arg0: memref<*xf32>, %arg1: memref<1xindex>) -> memref<?xf32> {
// CHECK-NEXT:   %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT:   return %reshape : memref<?xf32>
// CHECK-NEXT: }
func.func @reshape_unused(%u: memref<*xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %r = memref.reshape %u(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// A transpose by the identity to its source's own type is its source.
// CHECK-LABEL: func.func @transpose_identity(%arg0: memref<5x6xi32>) -> memref<5x6xi32> {
// CHECK-NEXT:   return %arg0 : memref<5x6xi32>
// CHECK-NEXT: }
func.func @transpose_identity(%m: memref<5x6xi32>) -> memref<5x6xi32> {
  %t = memref.transpose %m (a, b) -> (a, b) : memref<5x6xi32> to memref<5x6xi32>
  return %t : memref<5x6xi32>
}

// -----

// A transpose by the identity that only respells the layout stays.
// CHECK-LABEL: func.func @transpose_identity_new_layout(%arg0: memref<5x6xi32>) -> memref<5x6xi32, strided<[6, 1]>> {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<5x6xi32> to memref<5x6xi32, strided<[6, 1]>>
// CHECK-NEXT:   return %transpose : memref<5x6xi32, strided<[6, 1]>>
// CHECK-NEXT: }
func.func @transpose_identity_new_layout(%m: memref<5x6xi32>) -> memref<5x6xi32, strided<[6, 1]>> {
  %t = memref.transpose %m (a, b) -> (a, b) : memref<5x6xi32> to memref<5x6xi32, strided<[6, 1]>>
  return %t : memref<5x6xi32, strided<[6, 1]>>
}

// -----

// Two transposes compose into one.
// CHECK-LABEL: func.func @transpose_of_transpose(%arg0: memref<2x3x4xf16>) -> memref<4x3x2xf16, strided<[1, 4, 12]>> {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d1, d0) : memref<2x3x4xf16> to memref<4x3x2xf16, strided<[1, 4, 12]>>
// CHECK-NEXT:   return %transpose : memref<4x3x2xf16, strided<[1, 4, 12]>>
// CHECK-NEXT: }
func.func @transpose_of_transpose(%m: memref<2x3x4xf16>) -> memref<4x3x2xf16, strided<[1, 4, 12]>> {
  %t = memref.transpose %m (a, b, c) -> (c, a, b) : memref<2x3x4xf16> to memref<4x2x3xf16, strided<[1, 12, 4]>>
  %u = memref.transpose %t (a, b, c) -> (a, c, b) : memref<4x2x3xf16, strided<[1, 12, 4]>> to memref<4x3x2xf16, strided<[1, 4, 12]>>
  return %u : memref<4x3x2xf16, strided<[1, 4, 12]>>
}

// -----

// A transpose and its inverse give the identity permutation, to the strided form of the source type.
// CHECK-LABEL: func.func @transpose_round_trip(%arg0: memref<7x9xf32>) -> memref<7x9xf32, strided<[9, 1]>> {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<7x9xf32> to memref<7x9xf32, strided<[9, 1]>>
// CHECK-NEXT:   return %transpose : memref<7x9xf32, strided<[9, 1]>>
// CHECK-NEXT: }
func.func @transpose_round_trip(%m: memref<7x9xf32>) -> memref<7x9xf32, strided<[9, 1]>> {
  %t = memref.transpose %m (a, b) -> (b, a) : memref<7x9xf32> to memref<9x7xf32, strided<[1, 9]>>
  %u = memref.transpose %t (a, b) -> (b, a) : memref<9x7xf32, strided<[1, 9]>> to memref<7x9xf32, strided<[9, 1]>>
  return %u : memref<7x9xf32, strided<[9, 1]>>
}

// -----

// A transpose does not read through a memref.cast.
// CHECK-LABEL: func.func @transpose_of_cast(%arg0: memref<3x4xi8>) -> memref<?x?xi8, strided<[1, ?]>> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<3x4xi8> to memref<?x?xi8>
// CHECK-NEXT:   %transpose = memref.transpose %cast (d0, d1) -> (d1, d0) : memref<?x?xi8> to memref<?x?xi8, strided<[1, ?]>>
// CHECK-NEXT:   return %transpose : memref<?x?xi8, strided<[1, ?]>>
// CHECK-NEXT: }
func.func @transpose_of_cast(%m: memref<3x4xi8>) -> memref<?x?xi8, strided<[1, ?]>> {
  %c = memref.cast %m : memref<3x4xi8> to memref<?x?xi8>
  %t = memref.transpose %c (a, b) -> (b, a) : memref<?x?xi8> to memref<?x?xi8, strided<[1, ?]>>
  return %t : memref<?x?xi8, strided<[1, ?]>>
}

// -----

// DMA ops read through memref.casts of their buffers.
// CHECK-LABEL: func.func @dma_of_casts(%arg0: memref<16xf32>, %arg1: memref<16xf32, 1>, %arg2: memref<2xi32>, %arg3: index) {
// CHECK-NEXT:   memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg3, %arg2[%arg3] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32>
// CHECK-NEXT:   memref.dma_wait %arg2[%arg3], %arg3 : memref<2xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dma_of_casts(%src: memref<16xf32>, %dst: memref<16xf32, 1>, %tag: memref<2xi32>, %k: index) {
  %a = memref.cast %src : memref<16xf32> to memref<?xf32>
  %b = memref.cast %dst : memref<16xf32, 1> to memref<?xf32, 1>
  %c = memref.cast %tag : memref<2xi32> to memref<?xi32>
  memref.dma_start %a[%k], %b[%k], %k, %c[%k] : memref<?xf32>, memref<?xf32, 1>, memref<?xi32>
  memref.dma_wait %c[%k], %k : memref<?xi32>
  return
}

// -----

// DMA ops have unknown effects: neither goes, and an allocation they use stays.
// CHECK-LABEL: func.func @dma_keeps_buffers(%arg0: memref<16xf32>, %arg1: memref<1xi32>, %arg2: index) {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT:   memref.dma_start %arg0[%arg2], %alloc[%arg2], %arg2, %arg1[%arg2] : memref<16xf32>, memref<16xf32>, memref<1xi32>
// CHECK-NEXT:   memref.dma_wait %arg1[%arg2], %arg2 : memref<1xi32>
// CHECK-NEXT:   memref.dealloc %alloc : memref<16xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dma_keeps_buffers(%src: memref<16xf32>, %tag: memref<1xi32>, %k: index) {
  %buf = memref.alloc() : memref<16xf32>
  memref.dma_start %src[%k], %buf[%k], %k, %tag[%k] : memref<16xf32>, memref<16xf32>, memref<1xi32>
  memref.dma_wait %tag[%k], %k : memref<1xi32>
  memref.dealloc %buf : memref<16xf32>
  return
}

// -----

// distinct_objects is pure: unused, it goes; it does not fold away.
// CHECK-LABEL: func.func @distinct_objects_pure
// CHECK-NEXT: %0 = memref.distinct_objects %arg0 : memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
func.func @distinct_objects_pure(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.distinct_objects %a : memref<4xf32>
  %1 = memref.distinct_objects %a : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// dim of a reshape reads the shape buffer, right after the reshape (a later store does not count).
// CHECK-LABEL: func.func @dim_of_reshape
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xindex>
// CHECK-NEXT: memref.store %arg3, %arg1[%arg2] : memref<2xindex>
// CHECK-NEXT: return %0 : index
func.func @dim_of_reshape(%src: memref<?xf32>, %shape: memref<2xindex>, %i: index, %v: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  memref.store %v, %shape[%i] : memref<2xindex>
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

// -----

// A shape buffer of integers is cast to index.
// CHECK-LABEL: func.func @dim_of_reshape_integer_shape
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: return %1 : index
func.func @dim_of_reshape_integer_shape(%src: memref<?xf32>, %shape: memref<2xi32>, %i: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

// -----

// An index defined after the reshape, in its block, is not available there: no rewrite.
// CHECK-LABEL: func.func @dim_of_reshape_index_after
// CHECK-NEXT: %reshape = memref.reshape
// CHECK-NEXT: %0 = "foo.index"() : () -> index
// CHECK-NEXT: %dim = memref.dim %reshape, %0 : memref<?x?xf32>
func.func @dim_of_reshape_index_after(%src: memref<?xf32>, %shape: memref<2xindex>) -> index {
  %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %i = "foo.index"() : () -> index
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

// -----

// Nor is an index defined in a region nested below the reshape's.
// CHECK-LABEL: func.func @dim_of_reshape_index_nested
// CHECK: %1 = "foo.index"() : () -> index
// CHECK-NEXT: %dim = memref.dim %reshape, %1 : memref<?x?xf32>
func.func @dim_of_reshape_index_nested(%src: memref<?xf32>, %shape: memref<2xindex>, %cond: i1) -> index {
  %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %v = scf.if %cond -> index {
    %i = "foo.index"() : () -> index
    %d = memref.dim %r, %i : memref<?x?xf32>
    scf.yield %d : index
  } else {
    %c0 = arith.constant 0 : index
    scf.yield %c0 : index
  }
  return %v : index
}

// -----

// An index from an enclosing region is available to a reshape in a nested one.
// CHECK-LABEL: func.func @dim_of_reshape_in_region
// CHECK: %1 = memref.load %arg1[%arg3] : memref<2xindex>
// CHECK-NEXT: scf.yield %1 : index
func.func @dim_of_reshape_in_region(%src: memref<?xf32>, %shape: memref<2xindex>, %cond: i1, %i: index) -> index {
  %v = scf.if %cond -> index {
    %r = memref.reshape %src(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
    %d = memref.dim %r, %i : memref<?x?xf32>
    scf.yield %d : index
  } else {
    %c0 = arith.constant 0 : index
    scf.yield %c0 : index
  }
  return %v : index
}

// -----

// expand_shape of a cast that only hid static sizes expands the cast's source, constant output
// sizes made static, and casts back.
// CHECK-LABEL: func.func @expand_of_cast
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 4, %arg1] : memref<8x?xf32> into memref<2x4x?xf32>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<2x4x?xf32> to memref<?x4x?xf32>
// CHECK-NEXT: return %cast : memref<?x4x?xf32>
func.func @expand_of_cast(%m: memref<8x?xf32>, %n: index) -> memref<?x4x?xf32> {
  %c = memref.cast %m : memref<8x?xf32> to memref<?x?xf32>
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [%c2, 4, %n] : memref<?x?xf32> into memref<?x4x?xf32>
  return %e : memref<?x4x?xf32>
}

// -----

// The new expansion gets the layout expanded from the cast source's.
// CHECK-LABEL: func.func @expand_of_cast_strided
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32, strided<[2]>> into memref<2x4xf32, strided<[8, 2]>>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<2x4xf32, strided<[8, 2]>> to memref<?x4xf32, strided<[8, 2]>>
func.func @expand_of_cast_strided(%m: memref<8xf32, strided<[2]>>) -> memref<?x4xf32, strided<[8, 2]>> {
  %c = memref.cast %m : memref<8xf32, strided<[2]>> to memref<?xf32, strided<[2]>>
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %c [[0, 1]] output_shape [%c2, 4] : memref<?xf32, strided<[2]>> into memref<?x4xf32, strided<[8, 2]>>
  return %e : memref<?x4xf32, strided<[8, 2]>>
}

// -----

// A group of a static source size that keeps a dynamic output size stops the rewrite, even where
// another group would resolve.
// CHECK-LABEL: func.func @expand_of_cast_unresolved_group
// CHECK: %cast = memref.cast %arg0 : memref<8x6xf32> to memref<?x?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0, 1], [2, 3]] output_shape [%c2, %arg1, %c2, 3]
func.func @expand_of_cast_unresolved_group(%m: memref<8x6xf32>, %n: index) -> memref<?x?x?x3xf32> {
  %c = memref.cast %m : memref<8x6xf32> to memref<?x?xf32>
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [%c2, %n, %c2, 3] : memref<?x?xf32> into memref<?x?x?x3xf32>
  return %e : memref<?x?x?x3xf32>
}

// -----

// So does a group of a dynamic source size whose output sizes would all become static.
// CHECK-LABEL: func.func @expand_of_cast_dynamic_group_all_constant
// CHECK: %cast = memref.cast %arg0 : memref<8x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %cast
func.func @expand_of_cast_dynamic_group_all_constant(%m: memref<8x?xf32>) -> memref<?x4x?x?xf32> {
  %c = memref.cast %m : memref<8x?xf32> to memref<?x?xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %e = memref.expand_shape %c [[0, 1], [2, 3]] output_shape [%c2, 4, %c3, %c5] : memref<?x?xf32> into memref<?x4x?x?xf32>
  return %e : memref<?x4x?x?xf32>
}
