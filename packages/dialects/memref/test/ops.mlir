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

// -----

// expand_shape and collapse_shape of identity layouts, rank 0 included.
// CHECK-LABEL: func.func @reshape_static(%arg0: memref<2x6x7xf32>, %arg1: memref<i8>, %arg2: memref<1x1xi8>) {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x6x7xf32> into memref<12x7xf32>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [2, 6, 7] : memref<12x7xf32> into memref<2x6x7xf32>
// CHECK-NEXT:   %collapse_shape_0 = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x6x7xf32> into memref<84xf32>
// CHECK-NEXT:   %expand_shape_1 = memref.expand_shape %arg1 [] output_shape [1, 1, 1] : memref<i8> into memref<1x1x1xi8>
// CHECK-NEXT:   %collapse_shape_2 = memref.collapse_shape %arg2 [] : memref<1x1xi8> into memref<i8>
// CHECK-NEXT:   %expand_shape_3 = memref.expand_shape %arg0 {{\[\[}}0, 1], [2], [3, 4]] output_shape [1, 2, 6, 7, 1] : memref<2x6x7xf32> into memref<1x2x6x7x1xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @reshape_static(%m: memref<2x6x7xf32>, %z: memref<i8>, %u: memref<1x1xi8>) {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x6x7xf32> into memref<12x7xf32>
  %b = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 6, 7] : memref<12x7xf32> into memref<2x6x7xf32>
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<2x6x7xf32> into memref<84xf32>
  %d = memref.expand_shape %z [] output_shape [1, 1, 1] : memref<i8> into memref<1x1x1xi8>
  %e = memref.collapse_shape %u [] : memref<1x1xi8> into memref<i8>
  %f = memref.expand_shape %m [[0, 1], [2], [3, 4]] output_shape [1, 2, 6, 7, 1] : memref<2x6x7xf32> into memref<1x2x6x7x1xf32>
  return
}

// -----

// Strided sources: the result layouts that MLIR infers (static and dynamic strides and offsets).
// CHECK-LABEL: func.func @reshape_strided(%arg0: memref<40x9xf32, strided<[3000, 3], offset: 7>>, %arg1: memref<1x6xf32, strided<[6, 1], offset: ?>>, %arg2: memref<2x5x8xf32, strided<[400, 80, 4]>>, %arg3: memref<1x333xi16, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [40, 3, 3] : memref<40x9xf32, strided<[3000, 3], offset: 7>> into memref<40x3x3xf32, strided<[3000, 9, 3], offset: 7>>
// CHECK-NEXT:   %expand_shape_0 = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [4, 10, 9] : memref<40x9xf32, strided<[3000, 3], offset: 7>> into memref<4x10x9xf32, strided<[30000, 3000, 3], offset: 7>>
// CHECK-NEXT:   %expand_shape_1 = memref.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [1, 2, 3] : memref<1x6xf32, strided<[6, 1], offset: ?>> into memref<1x2x3xf32, strided<[6, 3, 1], offset: ?>>
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<2x5x8xf32, strided<[400, 80, 4]>> into memref<10x8xf32, strided<[80, 4]>>
// CHECK-NEXT:   %collapse_shape_2 = memref.collapse_shape %arg3 {{\[\[}}0, 1]] : memref<1x333xi16, strided<[?, ?], offset: ?>> into memref<333xi16, strided<[?], offset: ?>>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @reshape_strided(%s: memref<40x9xf32, strided<[3000, 3], offset: 7>>, %t: memref<1x6xf32, strided<[6, 1], offset: ?>>, %w: memref<2x5x8xf32, strided<[400, 80, 4]>>, %x: memref<1x333xi16, strided<[?, ?], offset: ?>>) {
  %a = memref.expand_shape %s [[0], [1, 2]] output_shape [40, 3, 3] : memref<40x9xf32, strided<[3000, 3], offset: 7>> into memref<40x3x3xf32, strided<[3000, 9, 3], offset: 7>>
  %b = memref.expand_shape %s [[0, 1], [2]] output_shape [4, 10, 9] : memref<40x9xf32, strided<[3000, 3], offset: 7>> into memref<4x10x9xf32, strided<[30000, 3000, 3], offset: 7>>
  %c = memref.expand_shape %t [[0], [1, 2]] output_shape [1, 2, 3] : memref<1x6xf32, strided<[6, 1], offset: ?>> into memref<1x2x3xf32, strided<[6, 3, 1], offset: ?>>
  %d = memref.collapse_shape %w [[0, 1], [2]] : memref<2x5x8xf32, strided<[400, 80, 4]>> into memref<10x8xf32, strided<[80, 4]>>
  %e = memref.collapse_shape %x [[0, 1]] : memref<1x333xi16, strided<[?, ?], offset: ?>> into memref<333xi16, strided<[?], offset: ?>>
  return
}

// -----

// Dynamic sizes: output_shape operands, and dynamic strides where a group has a dynamic size.
// CHECK-LABEL: func.func @reshape_dynamic(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32, strided<[?, ?, 1]>>, %arg2: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, %arg3: memref<?x16xf32, strided<[16, 1]>>, %arg4: index, %arg5: index) {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2]] output_shape [%arg4, 8, %arg5] : memref<?x?xf32> into memref<?x8x?xf32>
// CHECK-NEXT:   %collapse_shape_0 = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:   %expand_shape_1 = memref.expand_shape %collapse_shape_0 {{\[\[}}0, 1], [2]] output_shape [%arg4, 2, %arg5] : memref<?x?xf32, strided<[?, 1]>> into memref<?x2x?xf32, strided<[?, ?, 1]>>
// CHECK-NEXT:   %collapse_shape_2 = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %collapse_shape_3 = memref.collapse_shape %arg3 {{\[\[}}0, 1]] : memref<?x16xf32, strided<[16, 1]>> into memref<?xf32, strided<[1]>>
// CHECK-NEXT:   %expand_shape_4 = memref.expand_shape %collapse_shape_3 {{\[\[}}0, 1]] output_shape [%arg4, 16] : memref<?xf32, strided<[1]>> into memref<?x16xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @reshape_dynamic(%m: memref<?x?x?xf32>, %s: memref<?x?x?xf32, strided<[?, ?, 1]>>, %o: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, %k: memref<?x16xf32, strided<[16, 1]>>, %n: index, %p: index) {
  %a = memref.collapse_shape %m [[0], [1, 2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, 8, %p] : memref<?x?xf32> into memref<?x8x?xf32>
  %c = memref.collapse_shape %s [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, 1]>>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [%n, 2, %p] : memref<?x?xf32, strided<[?, 1]>> into memref<?x2x?xf32, strided<[?, ?, 1]>>
  %e = memref.collapse_shape %o [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  %f = memref.collapse_shape %k [[0, 1]] : memref<?x16xf32, strided<[16, 1]>> into memref<?xf32, strided<[1]>>
  %g = memref.expand_shape %f [[0, 1]] output_shape [%n, 16] : memref<?xf32, strided<[1]>> into memref<?x16xf32>
  return
}

// -----

// Layouts whose inner strides are not the smallest (as after a transpose).
// CHECK-LABEL: func.func @reshape_transposed(%arg0: memref<?x?xf32, strided<[1, 12]>>, %arg1: memref<6x4x5xf32, strided<[1, ?, 900]>>, %arg2: index, %arg3: index) {
// CHECK-NEXT:   %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%arg2, %arg3, 4] : memref<?x?xf32, strided<[1, 12]>> into memref<?x?x4xf32, strided<[1, 48, 12]>>
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2]] : memref<?x?x4xf32, strided<[1, 48, 12]>> into memref<?x?xf32, strided<[1, 12]>>
// CHECK-NEXT:   %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0, 1], [2], [3, 4]] output_shape [3, 2, 4, 5, 1] : memref<6x4x5xf32, strided<[1, ?, 900]>> into memref<3x2x4x5x1xf32, strided<[2, 1, ?, 900, 900]>>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @reshape_transposed(%m: memref<?x?xf32, strided<[1, 12]>>, %q: memref<6x4x5xf32, strided<[1, ?, 900]>>, %n: index, %p: index) {
  %a = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, %p, 4] : memref<?x?xf32, strided<[1, 12]>> into memref<?x?x4xf32, strided<[1, 48, 12]>>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<?x?x4xf32, strided<[1, 48, 12]>> into memref<?x?xf32, strided<[1, 12]>>
  %c = memref.expand_shape %q [[0, 1], [2], [3, 4]] output_shape [3, 2, 4, 5, 1] : memref<6x4x5xf32, strided<[1, ?, 900]>> into memref<3x2x4x5x1xf32, strided<[2, 1, ?, 900, 900]>>
  return
}

// -----

// Discardable attributes and a memory space.
// CHECK-LABEL: func.func @reshape_attrs(%arg0: memref<4x4xf32, 3>) {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] {note = "x"} : memref<4x4xf32, 3> into memref<16xf32, 3>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [8, 2] {note} : memref<16xf32, 3> into memref<8x2xf32, 3>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @reshape_attrs(%m: memref<4x4xf32, 3>) {
  %a = memref.collapse_shape %m [[0, 1]] {note = "x"} : memref<4x4xf32, 3> into memref<16xf32, 3>
  %b = memref.expand_shape %a [[0, 1]] output_shape [8, 2] {note} : memref<16xf32, 3> into memref<8x2xf32, 3>
  return
}

// -----

// An empty group stands for a unit dimension of the collapsed type.
// CHECK-LABEL: func.func @collapse_empty_group(%arg0: memref<2x3xf32>) {
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], []] : memref<2x3xf32> into memref<6x1xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @collapse_empty_group(%m: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], []] : memref<2x3xf32> into memref<6x1xf32>
  return
}

// -----

// memref.reshape to a ranked type and to an unranked one.
// CHECK-LABEL: func.func @reshape_forms(%arg0: memref<*xi8>, %arg1: memref<3xindex>, %arg2: memref<2x8xi8>, %arg3: memref<?xi64>) -> (memref<?x4x?xi8>, memref<*xi8>) {
// CHECK-NEXT:   %reshape = memref.reshape %arg0(%arg1) : (memref<*xi8>, memref<3xindex>) -> memref<?x4x?xi8>
// CHECK-NEXT:   %reshape_0 = memref.reshape %arg2(%arg3) {tag} : (memref<2x8xi8>, memref<?xi64>) -> memref<*xi8>
// CHECK-NEXT:   return %reshape, %reshape_0 : memref<?x4x?xi8>, memref<*xi8>
// CHECK-NEXT: }
func.func @reshape_forms(%u: memref<*xi8>, %dims: memref<3xindex>, %t: memref<2x8xi8>, %any: memref<?xi64>) -> (memref<?x4x?xi8>, memref<*xi8>) {
  %a = memref.reshape %u(%dims) : (memref<*xi8>, memref<3xindex>) -> memref<?x4x?xi8>
  %b = memref.reshape %t(%any) {tag} : (memref<2x8xi8>, memref<?xi64>) -> memref<*xi8>
  return %a, %b : memref<?x4x?xi8>, memref<*xi8>
}

// -----

// memref.realloc with static and dynamic sizes, an alignment and a memory space.
// CHECK-LABEL: func.func @realloc_forms(%arg0: memref<16xi32>, %arg1: memref<?xi32, 2>, %arg2: index) -> (memref<32xi32>, memref<?xi32>, memref<?xi32, 2>, memref<8xi32, 2>) {
// CHECK-NEXT:   %0 = memref.realloc %arg0 : memref<16xi32> to memref<32xi32>
// CHECK-NEXT:   %1 = memref.realloc %arg0(%arg2) : memref<16xi32> to memref<?xi32>
// CHECK-NEXT:   %2 = memref.realloc %arg1(%arg2) {alignment = 64 : i64} : memref<?xi32, 2> to memref<?xi32, 2>
// CHECK-NEXT:   %3 = memref.realloc %arg1 : memref<?xi32, 2> to memref<8xi32, 2>
// CHECK-NEXT:   return %0, %1, %2, %3 : memref<32xi32>, memref<?xi32>, memref<?xi32, 2>, memref<8xi32, 2>
// CHECK-NEXT: }
func.func @realloc_forms(%s: memref<16xi32>, %d: memref<?xi32, 2>, %n: index) -> (memref<32xi32>, memref<?xi32>, memref<?xi32, 2>, memref<8xi32, 2>) {
  %a = memref.realloc %s : memref<16xi32> to memref<32xi32>
  %b = memref.realloc %s(%n) : memref<16xi32> to memref<?xi32>
  %c = memref.realloc %d(%n) {alignment = 64 : i64} : memref<?xi32, 2> to memref<?xi32, 2>
  %e = memref.realloc %d : memref<?xi32, 2> to memref<8xi32, 2>
  return %a, %b, %c, %e : memref<32xi32>, memref<?xi32>, memref<?xi32, 2>, memref<8xi32, 2>
}

// -----

// memref.alloca_scope with results, an attribute dictionary, and the implicit return.
// CHECK-LABEL: func.func @alloca_scopes(%arg0: index) -> (i16, index) {
// CHECK-NEXT:   %0:2 = memref.alloca_scope  -> (i16, index) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<3xi16>
// CHECK-NEXT:     %1 = memref.load %alloca[%arg0] : memref<3xi16>
// CHECK-NEXT:     memref.alloca_scope.return %1, %arg0 : i16, index
// CHECK-NEXT:   } {marker = 1 : i32}
// CHECK-NEXT:   memref.alloca_scope  {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<5xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.alloca_scope  {
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i16, index
// CHECK-NEXT: }
func.func @alloca_scopes(%i: index) -> (i16, index) {
  %r:2 = memref.alloca_scope -> (i16, index) {
    %buf = memref.alloca() : memref<3xi16>
    %v = memref.load %buf[%i] : memref<3xi16>
    memref.alloca_scope.return %v, %i : i16, index
  } {marker = 1 : i32}
  memref.alloca_scope {
    %tmp = memref.alloca() : memref<5xf64>
  }
  memref.alloca_scope {
  }
  return %r#0, %r#1 : i16, index
}

// -----

// memref.prefetch of each kind, rank 0 included.
// CHECK-LABEL: func.func @prefetch_forms(%arg0: memref<8x?xf16>, %arg1: memref<f16>, %arg2: index, %arg3: index) {
// CHECK-NEXT:   memref.prefetch %arg0[%arg2, %arg3], write, locality<3>, instr : memref<8x?xf16>
// CHECK-NEXT:   memref.prefetch %arg0[%arg3, %arg2], read, locality<0>, data : memref<8x?xf16>
// CHECK-NEXT:   memref.prefetch %arg1[], read, locality<1>, data : memref<f16>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @prefetch_forms(%m: memref<8x?xf16>, %z: memref<f16>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], write, locality<3>, instr : memref<8x?xf16>
  memref.prefetch %m[%j, %i], read, locality<0>, data : memref<8x?xf16>
  memref.prefetch %z[], read, locality<1>, data : memref<f16>
  return
}

// -----

// memref.extract_aligned_pointer_as_index of ranked and unranked memrefs.
// CHECK-LABEL: func.func @aligned_pointers(%arg0: memref<3x?xbf16, strided<[?, 1], offset: 4>>, %arg1: memref<*xi1, 5>) -> (index, index) {
// CHECK-NEXT:   %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<3x?xbf16, strided<[?, 1], offset: 4>> -> index
// CHECK-NEXT:   %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xi1, 5> -> index {note}
// CHECK-NEXT:   return %intptr, %intptr_0 : index, index
// CHECK-NEXT: }
func.func @aligned_pointers(%m: memref<3x?xbf16, strided<[?, 1], offset: 4>>, %u: memref<*xi1, 5>) -> (index, index) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<3x?xbf16, strided<[?, 1], offset: 4>> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xi1, 5> -> index {note}
  return %p, %q : index, index
}

// -----

// memref.generic_atomic_rmw with its body, its return and an attribute dictionary.
// CHECK-LABEL: func.func @generic_atomic_rmw(%arg0: memref<3x?xi32>, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:   %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<3x?xi32> {
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %1 = arith.muli %arg3, %c7_i32 : i32
// CHECK-NEXT:     memref.atomic_yield %1 : i32
// CHECK-NEXT:   } {tag = 2 : i64}
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @generic_atomic_rmw(%m: memref<3x?xi32>, %i: index, %j: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<3x?xi32> {
  ^bb0(%cur: i32):
    %c = arith.constant 7 : i32
    %s = arith.muli %cur, %c : i32
    memref.atomic_yield %s : i32
  } {tag = 2 : i64}
  return %x : i32
}

// -----

// memref.generic_atomic_rmw of a rank-0 memref.
// CHECK-LABEL: func.func @generic_atomic_rmw_rank0(%arg0: memref<f16>) -> f16 {
// CHECK-NEXT:   %0 = memref.generic_atomic_rmw %arg0[] : memref<f16> {
// CHECK-NEXT:   ^bb0(%arg1: f16):
// CHECK-NEXT:     memref.atomic_yield %arg1 : f16
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f16
// CHECK-NEXT: }
func.func @generic_atomic_rmw_rank0(%m: memref<f16>) -> f16 {
  %x = memref.generic_atomic_rmw %m[] : memref<f16> {
  ^bb0(%cur: f16):
    memref.atomic_yield %cur : f16
  }
  return %x : f16
}

// -----

// memref.generic_atomic_rmw does not check the number of indices, as mlir-opt.
// CHECK-LABEL: func.func @generic_atomic_extra_index(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT:   %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<4xf32> {
// CHECK-NEXT:   ^bb0(%arg2: f32):
// CHECK-NEXT:     memref.atomic_yield %arg2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @generic_atomic_extra_index(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i, %i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

// memref.transpose: the layout may be spelled as strides or as the affine map they make.
// CHECK: #map = affine_map<(d0, d1, d2) -> (d0 + d1 * 30 + d2 * 5 + 7)>
// CHECK-LABEL: func.func @transpose_forms(%arg0: memref<6x?xi16>, %arg1: memref<2x3x5xf64, strided<[30, 5, 1], offset: 7>>) -> (memref<?x6xi16, strided<[1, ?]>>, memref<5x2x3xf64, #map>) {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<6x?xi16> to memref<?x6xi16, strided<[1, ?]>>
// CHECK-NEXT:   %transpose_0 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) {tag = "t"} : memref<2x3x5xf64, strided<[30, 5, 1], offset: 7>> to memref<5x2x3xf64, #map>
// CHECK-NEXT:   return %transpose, %transpose_0 : memref<?x6xi16, strided<[1, ?]>>, memref<5x2x3xf64, #map>
// CHECK-NEXT: }
func.func @transpose_forms(%m: memref<6x?xi16>, %s: memref<2x3x5xf64, strided<[30, 5, 1], offset: 7>>) -> (memref<?x6xi16, strided<[1, ?]>>, memref<5x2x3xf64, affine_map<(d0, d1, d2) -> (d0 + d1 * 30 + d2 * 5 + 7)>>) {
  %a = memref.transpose %m (r, c) -> (c, r) : memref<6x?xi16> to memref<?x6xi16, strided<[1, ?]>>
  %b = memref.transpose %s (x, y, z) -> (z, x, y) {tag = "t"} : memref<2x3x5xf64, strided<[30, 5, 1], offset: 7>> to memref<5x2x3xf64, affine_map<(d0, d1, d2) -> (d0 + d1 * 30 + d2 * 5 + 7)>>
  return %a, %b : memref<?x6xi16, strided<[1, ?]>>, memref<5x2x3xf64, affine_map<(d0, d1, d2) -> (d0 + d1 * 30 + d2 * 5 + 7)>>
}

// -----

// memref.dma_start without and with its two stride operands, and memref.dma_wait.
// CHECK-LABEL: func.func @dma_forms(%arg0: memref<128x4xi8>, %arg1: memref<32xi8, 3>, %arg2: memref<4xi32, 5>, %arg3: index, %arg4: index) {
// CHECK-NEXT:   memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3], %arg4, %arg2[%arg3] : memref<128x4xi8>, memref<32xi8, 3>, memref<4xi32, 5>
// CHECK-NEXT:   memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3], %arg4, %arg2[%arg3], %arg4, %arg3 : memref<128x4xi8>, memref<32xi8, 3>, memref<4xi32, 5>
// CHECK-NEXT:   memref.dma_wait %arg2[%arg3], %arg4 : memref<4xi32, 5>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dma_forms(%from: memref<128x4xi8>, %to: memref<32xi8, 3>, %flag: memref<4xi32, 5>, %k: index, %len: index) {
  memref.dma_start %from[%k, %k], %to[%k], %len, %flag[%k] : memref<128x4xi8>, memref<32xi8, 3>, memref<4xi32, 5>
  memref.dma_start %from[%k, %k], %to[%k], %len, %flag[%k], %len, %k : memref<128x4xi8>, memref<32xi8, 3>, memref<4xi32, 5>
  memref.dma_wait %flag[%k], %len : memref<4xi32, 5>
  return
}

// -----

// Rank-0 buffers take no indices; attributes print after the operands (dma_start's custom form
// has no attribute dictionary to parse, so it is given in generic form here).
// CHECK-LABEL: func.func @dma_rank0(%arg0: memref<i64>, %arg1: memref<i64, 1>, %arg2: memref<i1>, %arg3: index) {
// CHECK-NEXT:   memref.dma_start %arg0[], %arg1[], %arg3, %arg2[] : memref<i64>, memref<i64, 1>, memref<i1>
// CHECK-NEXT:   memref.dma_wait %arg2[], %arg3 {note = 2 : i32} : memref<i1>
// CHECK-NEXT:   memref.dma_start %arg1[], %arg0[], %arg3, %arg2[] {src_first} : memref<i64, 1>, memref<i64>, memref<i1>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dma_rank0(%v: memref<i64>, %w: memref<i64, 1>, %f: memref<i1>, %len: index) {
  memref.dma_start %v[], %w[], %len, %f[] : memref<i64>, memref<i64, 1>, memref<i1>
  memref.dma_wait %f[], %len {note = 2 : i32} : memref<i1>
  "memref.dma_start"(%w, %v, %len, %f) {src_first} : (memref<i64, 1>, memref<i64>, index, memref<i1>) -> ()
  return
}

// -----

// distinct_objects: results of the operands' types.
// CHECK-LABEL: func.func @distinct_objects
// CHECK-NEXT: %0:2 = memref.distinct_objects %arg0, %arg1 {tag} : memref<4xf32>, memref<?xi32, 1>
// CHECK-NEXT: return %0#0, %0#1 : memref<4xf32>, memref<?xi32, 1>
func.func @distinct_objects(%a: memref<4xf32>, %b: memref<?xi32, 1>) -> (memref<4xf32>, memref<?xi32, 1>) {
  %0:2 = memref.distinct_objects %a, %b {tag} : memref<4xf32>, memref<?xi32, 1>
  return %0#0, %0#1 : memref<4xf32>, memref<?xi32, 1>
}
