// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt | FileCheck %s
// Round trip of every memref op form, custom and through the generic form; the expected text is mlir-opt 22's.

// CHECK: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @ext : memref<4xi32>
// CHECK-NEXT: memref.global "private" @un : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global @splat : memref<2x2xi8> = dense<3>
// CHECK-LABEL: func.func @globals() -> memref<2xf32> {
// CHECK-NEXT:   %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT:   return %0 : memref<2xf32>
// CHECK-NEXT: }
memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @ext : memref<4xi32>
memref.global "private" @un : memref<4xi32> = uninitialized
memref.global @splat : memref<2x2xi8> = dense<3>
func.func @globals() -> memref<2xf32> {
  %g = memref.get_global @cst : memref<2xf32>
  return %g : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_forms(%arg0: index, %arg1: index) {
// CHECK-NEXT:   %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT:   %alloc_0 = memref.alloc(%arg0)[%arg1] {alignment = 16 : i64} : memref<?xf32, #map>
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   %alloca_1 = memref.alloca(%arg0, %arg0) : memref<?x?xi8, 1>
// CHECK-NEXT:   memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT:   memref.dealloc %alloc_0 : memref<?xf32, #map>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @alloc_forms(%d: index, %i: index) {
  %a = memref.alloc(%d) : memref<?x4xf32>
  %b = memref.alloc(%d)[%i] {alignment = 16 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %s = memref.alloca() : memref<4xf32>
  %t = memref.alloca(%d, %d) : memref<?x?xi8, 1>
  memref.dealloc %a : memref<?x4xf32>
  memref.dealloc %b : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

// CHECK-LABEL: func.func @access(%arg0: memref<?x4xf32>, %arg1: memref<f32>, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg2, %arg2] : memref<?x4xf32>
// CHECK-NEXT:   %1 = memref.load %arg0[%arg2, %arg2] {nontemporal = true} : memref<?x4xf32>
// CHECK-NEXT:   %2 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT:   memref.store %arg3, %arg0[%arg2, %arg2] : memref<?x4xf32>
// CHECK-NEXT:   memref.store %0, %arg1[] : memref<f32>
// CHECK-NEXT:   memref.copy %arg0, %arg0 : memref<?x4xf32> to memref<?x4xf32>
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @access(%m: memref<?x4xf32>, %z: memref<f32>, %i: index, %v: f32) -> f32 {
  %l = memref.load %m[%i, %i] : memref<?x4xf32>
  %l2 = memref.load %m[%i, %i] {nontemporal = true} : memref<?x4xf32>
  %l3 = memref.load %z[] : memref<f32>
  memref.store %v, %m[%i, %i] : memref<?x4xf32>
  memref.store %l, %z[] {nontemporal = false} : memref<f32>
  memref.copy %m, %m : memref<?x4xf32> to memref<?x4xf32>
  return %l2 : f32
}

// -----

// CHECK-LABEL: func.func @shapes(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>, %arg2: index) -> (index, index) {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT:   %cast_0 = memref.cast %arg0 : memref<?x4xf32> to memref<*xf32>
// CHECK-NEXT:   %cast_1 = memref.cast %arg1 : memref<*xf32> to memref<4x4xf32>
// CHECK-NEXT:   %dim = memref.dim %arg0, %arg2 : memref<?x4xf32>
// CHECK-NEXT:   %dim_2 = memref.dim %arg1, %arg2 : memref<*xf32>
// CHECK-NEXT:   %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %base_buffer_3, %offset_4 = memref.extract_strided_metadata %base_buffer : memref<f32> -> memref<f32>, index
// CHECK-NEXT:   return %dim, %0 : index, index
// CHECK-NEXT: }
func.func @shapes(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index) -> (index, index) {
  %c = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %c2 = memref.cast %m : memref<?x4xf32> to memref<*xf32>
  %c3 = memref.cast %u : memref<*xf32> to memref<4x4xf32>
  %dm = memref.dim %m, %i : memref<?x4xf32>
  %du = memref.dim %u, %i : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return %dm, %r : index, index
}

// -----

// CHECK-LABEL: func.func @views(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, 1] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:   %subview_0 = memref.subview %arg0[0, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:   %subview_1 = memref.subview %arg0[0, %arg1] [%arg2, 2] [%arg1, 2] : memref<?x4xf32> to memref<?x2xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT:   %reinterpret_cast_2 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [10], strides: [%arg2] {tag} : memref<?x4xf32> to memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @views(%m: memref<?x4xf32>, %i: index, %d: index) {
  %sv = memref.subview %m[%i, 1] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %s2 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1]>>
  %s3 = memref.subview %m[0, %i] [%d, 2] [%i, 2] : memref<?x4xf32> to memref<?x2xf32, strided<[?, 2], offset: ?>>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1]>>
  %rc2 = memref.reinterpret_cast %m to offset: [%i], sizes: [10], strides: [%d] {tag} : memref<?x4xf32> to memref<10xf32, strided<[?], offset: ?>>
  return
}

// -----

// A static zero times a dynamic stride is zero: the offset of a view at 0, and a zero stride.
// CHECK-LABEL: func.func @subview_zero_times_dynamic
// CHECK-NEXT:   %subview = memref.subview %arg0[0, 0] [2, 4] [1, 1] : memref<?x?xf32> to memref<2x4xf32, strided<[?, 1]>>
// CHECK-NEXT:   %subview_0 = memref.subview %arg0[1, 0] [2, 4] [0, 1] : memref<?x?xf32> to memref<2x4xf32, strided<[0, 1], offset: ?>>
func.func @subview_zero_times_dynamic(%m: memref<?x?xf32>) {
  %a = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<?x?xf32> to memref<2x4xf32, strided<[?, 1]>>
  %b = memref.subview %m[1, 0] [2, 4] [0, 1] : memref<?x?xf32> to memref<2x4xf32, strided<[0, 1], offset: ?>>
  return
}


// -----

// memory_space_cast, assume_alignment, atomic_rmw and view.
// CHECK-LABEL: func.func @ops
// CHECK-NEXT:   %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 1>
// CHECK-NEXT:   %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:   %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:   %1 = memref.atomic_rmw maxs %arg6, %arg5[%arg1] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT:   %view = memref.view %arg3[%arg1][%arg4] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:   %view_0 = memref.view %arg3[%arg1][] : memref<2048xi8> to memref<4x4xf32>
// CHECK-NEXT:   return %memspacecast, %assume_align, %0, %1, %view, %view_0 : memref<4xf32, 1>, memref<4xf32>, f32, i32, memref<?x4xf32>, memref<4x4xf32>
func.func @ops(%m: memref<4xf32>, %i: index, %v: f32, %b: memref<2048xi8>, %n: index, %mi: memref<10xi32>, %vi: i32) -> (memref<4xf32, 1>, memref<4xf32>, f32, i32, memref<?x4xf32>, memref<4x4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %1 = memref.assume_alignment %m, 16 : memref<4xf32>
  %2 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw maxs %vi, %mi[%i] : (i32, memref<10xi32>) -> i32
  %4 = memref.view %b[%i][%n] : memref<2048xi8> to memref<?x4xf32>
  %5 = memref.view %b[%i][] : memref<2048xi8> to memref<4x4xf32>
  return %0, %1, %2, %3, %4, %5 : memref<4xf32, 1>, memref<4xf32>, f32, i32, memref<?x4xf32>, memref<4x4xf32>
}

// -----

// A 1-D view may spell its identity layout as strided<[1]>.
// CHECK-LABEL: func.func @view_unit_strided
// CHECK-NEXT:   %view = memref.view %arg0[%arg1][] : memref<96xi8> to memref<6xf32, strided<[1]>>
// CHECK-NEXT:   return %view : memref<6xf32, strided<[1]>>
func.func @view_unit_strided(%b: memref<96xi8>, %i: index) -> memref<6xf32, strided<[1]>> {
  %v = memref.view %b[%i][] : memref<96xi8> to memref<6xf32, strided<[1]>>
  return %v : memref<6xf32, strided<[1]>>
}

// -----

// An affine-map layout that sums dims times symbols or constants is strided.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 2)>
// CHECK-LABEL: func.func @metadata_affine_layout
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<3x5xi8, #map> -> memref<i8>, index, index, index, index, index
// CHECK-NEXT:   return %offset, %strides#0 : index, index
func.func @metadata_affine_layout(%m: memref<3x5xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 2)>>) -> (index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<3x5xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 2)>> -> memref<i8>, index, index, index, index, index
  return %o, %t#0 : index, index
}

// -----

// Strided affine-map layouts: a subview of one, a cast to its strided<> spelling and a
// reinterpret_cast to one.
// CHECK: #map = affine_map<(d0)[s0] -> (d0 * 3 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 4 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @affine_layouts(%arg0: memref<6xi32, #map>, %arg1: memref<5xi32, #map1>) -> (memref<2xi32, strided<[6], offset: ?>>, memref<5xi32, strided<[4], offset: 1>>, memref<3xi32, #map2>) {
// CHECK-NEXT: %subview = memref.subview %arg0[1] [2] [2] : memref<6xi32, #map> to memref<2xi32, strided<[6], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<5xi32, #map1> to memref<5xi32, strided<[4], offset: 1>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [3], strides: [2] : memref<5xi32, #map1> to memref<3xi32, #map2>
// CHECK-NEXT: return %subview, %cast, %reinterpret_cast : memref<2xi32, strided<[6], offset: ?>>, memref<5xi32, strided<[4], offset: 1>>, memref<3xi32, #map2>
func.func @affine_layouts(%m: memref<6xi32, affine_map<(d0)[s0] -> (d0 * 3 + s0)>>, %n: memref<5xi32, affine_map<(d0) -> (d0 * 4 + 1)>>) -> (memref<2xi32, strided<[6], offset: ?>>, memref<5xi32, strided<[4], offset: 1>>, memref<3xi32, affine_map<(d0) -> (d0 * 2)>>) {
  %s = memref.subview %m[1] [2] [2] : memref<6xi32, affine_map<(d0)[s0] -> (d0 * 3 + s0)>> to memref<2xi32, strided<[6], offset: ?>>
  %c = memref.cast %n : memref<5xi32, affine_map<(d0) -> (d0 * 4 + 1)>> to memref<5xi32, strided<[4], offset: 1>>
  %r = memref.reinterpret_cast %n to offset: [0], sizes: [3], strides: [2] : memref<5xi32, affine_map<(d0) -> (d0 * 4 + 1)>> to memref<3xi32, affine_map<(d0) -> (d0 * 2)>>
  return %s, %c, %r : memref<2xi32, strided<[6], offset: ?>>, memref<5xi32, strided<[4], offset: 1>>, memref<3xi32, affine_map<(d0) -> (d0 * 2)>>
}
