// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Every memref verifier error, with MLIR 22's messages.

func.func @alloc_sizes() {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %a = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloca_symbols(%d: index) {
  // expected-error @+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %a = memref.alloca(%d) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @load_indices(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %l = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xf32>
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_element(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[2]>>' and result type 'memref<4xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @copy_element(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @copy_shape(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %g = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %g = memref.get_global @g : memref<3xf32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2, 2 but was 3, 1}}
"memref.global"() <{sym_name = "g", type = memref<2x2xf32>, initial_value = dense<1.0> : tensor<3x1xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 3 : i32}> : () -> ()

// -----

func.func @subview_layout(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32>
  return
}

// -----

func.func @subview_ranks(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %s = memref.subview %m[0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_element(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<2x2xi32, strided<[8, 1]>>'}}
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xi32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x3xf32, strided<[8, 1]>>'}}
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x3xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_bounds(%m: memref<8x8xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %s = memref.subview %m[0, 0] [9, 2] [1, 1] : memref<8x8xf32> to memref<9x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<2x2xf32>'}}
  %s = memref.subview %m[0] [2] [1] : memref<8xf32> to memref<2x2xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [4, 2], strides: [2, 1] : memref<8xf32> to memref<4x2xf32>
  return
}

// -----

func.func @reinterpret_size(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result type with size = 2 instead of 3 in dim = 1}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<8xf32> to memref<4x3xf32, strided<[2, 1]>>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<8xf32>) {
  // expected-error @+1 {{expected result type with stride = 2 instead of 3 in dim = 0}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<8xf32> to memref<4x2xf32, strided<[3, 1]>>
  return
}

// -----

func.func @reinterpret_element(%m: memref<8xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<8xf32>' and result memref type 'memref<4x2xi32, strided<[2, 1]>>'}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<8xf32> to memref<4x2xi32, strided<[2, 1]>>
  return
}

// -----

func.func @reinterpret_memory_space(%m: memref<8xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<8xf32>' and result memref type 'memref<8xf32, 1>'}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @dim_rank0(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %d = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @dealloc_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @new_op_0(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

// -----

func.func @new_op_1(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @new_op_2(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @new_op_3(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

func.func @new_op_4(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @new_op_5(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @new_op_6(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

func.func @new_op_7(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @new_op_8(%m: memref<4xf32>, %i: index, %v: f16) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f16, memref<4xf32>, index) -> f16
  return
}

// -----

func.func @new_op_9(%b: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @new_op_10(%b: memref<2048xf32>, %i: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %b[%i][] : memref<2048xf32> to memref<4x4xf32>
  return
}

// -----

func.func @new_op_11(%b: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4x4xf32, 1>
  return
}

// -----

func.func @new_op_12(%b: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @new_op_13(%b: memref<2048xi8, strided<[2]>>, %i: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8, strided<[2]>> to memref<4x4xf32>
  return
}

// -----

func.func @new_op_14(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{invalid properties {kind = 16 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 16 : i64}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 16 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @new_op_15(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %0 = memref.atomic_rmw bogus %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @new_op_16(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f64
  return
}

// -----

func.func @new_op_17(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i64}> : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @new_op_18(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires the same type for all operands and results}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @reinterpret_cast_dynamic_size(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 4 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%n, %n], strides: [%n, 1] : memref<?xf32> to memref<?x4xf32>
  return
}

// -----

func.func @reinterpret_cast_dynamic_offset(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with offset = dynamic instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [%n], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @reinterpret_cast_dynamic_stride(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with stride = dynamic instead of 2 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [%n] : memref<?xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @subview_exact_layout_0(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 2>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: ?>>'}}
  %0 = memref.subview %m[0, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @subview_exact_layout_1(%m: memref<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: 2>>'}}
  %0 = memref.subview %m[%i, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  return
}

// -----

func.func @subview_exact_layout_2(%m: memref<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %m[%i, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @subview_exact_layout_3(%m: memref<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[8, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[?], offset: ?>>'}}
  %0 = memref.subview %m[%i, 2] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @subview_exact_layout_4(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[?], offset: ?>>'}}
  %0 = memref.subview %m[%i, 2] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @subview_negative_size(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %s = memref.subview %m[0, 0] [1, -1] [1, 1] : memref<8x8xf32> to memref<1x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_negative_offset(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %s = memref.subview %m[-1, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<1x4xf32, strided<[8, 1], offset: -8>>
  return
}

// -----

func.func @reinterpret_cast_negative_size(%m: memref<8xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -2}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [-2], strides: [1] : memref<8xf32> to memref<2xf32>
  return
}

// -----

func.func @reinterpret_cast_negative_offset(%m: memref<8xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -3}}
  %r = memref.reinterpret_cast %m to offset: [-3], sizes: [2], strides: [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: -3>>
  return
}

// -----

func.func @reinterpret_two_offsets(%m: memref<?xi16>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %r = memref.reinterpret_cast %m to offset: [3, 3], sizes: [5, 6], strides: [6, 1] : memref<?xi16> to memref<5x6xi16, strided<[6, 1], offset: 3>>
  return
}

// -----

func.func @reinterpret_no_offset(%m: memref<?xi16>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (0 vs 1) so the rank of the result type is well-formed.}}
  %r = memref.reinterpret_cast %m to offset: [], sizes: [7], strides: [1] : memref<?xi16> to memref<7xi16>
  return
}

// -----

func.func @reinterpret_fewer_sizes(%m: memref<*xi16>) {
  // expected-error @+1 {{expected 3 size values, got 2}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [5, 6], strides: [6, 1] : memref<*xi16> to memref<5x6x2xi16>
  return
}

// -----

func.func @reinterpret_more_sizes(%m: memref<*xi16>) {
  // expected-error @+1 {{expected 1 size values, got 2}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [5, 6], strides: [6, 1] : memref<*xi16> to memref<30xi16>
  return
}

// -----

func.func @reinterpret_sizes_strides(%m: memref<*xi16>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [5, 6], strides: [1] : memref<*xi16> to memref<5x6xi16>
  return
}

// -----

func.func @reinterpret_size_operand_unused(%m: memref<*xi16>, %n: index) {
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  %r = "memref.reinterpret_cast"(%m, %n) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 9>, static_strides = array<i64: 1>}> : (memref<*xi16>, index) -> memref<9xi16>
  return
}

// -----

func.func @subview_few_offsets(%m: memref<5x7xf64>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %s = memref.subview %m[1] [3] [1] : memref<5x7xf64> to memref<3xf64, strided<[7], offset: 7>>
  return
}

// -----

func.func @subview_many_offsets(%m: memref<5x7xf64>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %s = memref.subview %m[0, 0, 0] [1, 3, 1] [1, 1, 1] : memref<5x7xf64> to memref<3xf64>
  return
}

// -----

func.func @subview_offset_operand_unused(%m: memref<5x7xf64>, %i: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %s = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 3, 3>, static_strides = array<i64: 1, 1>}> : (memref<5x7xf64>, index) -> memref<3x3xf64, strided<[7, 1], offset: 16>>
  return
}

// -----

// mlir-opt reports the strides' mismatch before the offsets'.
func.func @subview_stride_operand_missing(%m: memref<5x7xf64>, %i: index) {
  // expected-error @+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (0 vs 1)}}
  %s = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 3, 3>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<5x7xf64>, index) -> memref<3x3xf64, strided<[7, ?], offset: 16>>
  return
}

// -----

// mlir-opt reports the sizes' mismatch before the strides'.
func.func @subview_size_operand_missing(%m: memref<5x7xf64>, %i: index) {
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 2)}}
  %s = "memref.subview"(%m, %i, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<5x7xf64>, index, index) -> memref<?x?xf64, strided<[7, 1]>>
  return
}

// -----

func.func @metadata_unranked(%m: memref<*xf16>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<*xf16>'}}
  %b, %o = "memref.extract_strided_metadata"(%m) : (memref<*xf16>) -> (memref<f16>, index)
  return
}

// -----

func.func @metadata_not_strided(%m: memref<6xf16, affine_map<(d0) -> (d0 mod 3)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<6xf16, affine_map<(d0) -> (d0 mod 3)>>'}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<6xf16, affine_map<(d0) -> (d0 mod 3)>> -> memref<f16>, index, index, index
  return
}

// -----

func.func @metadata_base_rank(%m: memref<6xf16>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<1xf16>'}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<6xf16> -> memref<1xf16>, index, index, index
  return
}

// -----

func.func @metadata_base_element(%m: memref<6xf16>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f16>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<bf16>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<6xf16> -> memref<bf16>, index, index, index
  return
}

// -----

func.func @metadata_base_space(%m: memref<6xf16, 4>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f16, 4>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f16>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<6xf16, 4> -> memref<f16>, index, index, index
  return
}

// -----

func.func @metadata_result_count(%m: memref<6x2xf16>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f16>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f16>', 'index', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %r:5 = "memref.extract_strided_metadata"(%m) : (memref<6x2xf16>) -> (memref<f16>, index, index, index, index)
  return
}

// -----

// A module is no allocation scope.
// expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%a = memref.alloca() : memref<3xi64>

// -----

memref.global "private" @table : memref<4xi8>
func.func @get_global_dynamic() {
  // expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xi8>'}}
  %g = memref.get_global @table : memref<?xi8>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global "private" @flag : memref<1xi1> = unit

// -----

func.func @alloc_unranked() {
  // expected-error @+1 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'memref<*xi64>'}}
  %a = memref.alloc() : memref<*xi64>
  return
}

// -----

func.func @view_rank0_strided(%b: memref<32xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<i32, strided<[]>>'}}
  %v = memref.view %b[%i][] : memref<32xi8> to memref<i32, strided<[]>>
  return
}

// -----

func.func @assume_alignment_result(%m: memref<8xi8>) {
  // expected-error @+2 {{'memref.assume_alignment' op inferred type(s) 'memref<8xi8>' are incompatible with return type(s) of operation 'memref<?xi8>'}}
  // expected-error @+1 {{'memref.assume_alignment' op failed to infer returned types}}
  %a = "memref.assume_alignment"(%m) <{alignment = 4 : i32}> : (memref<8xi8>) -> memref<?xi8>
  return
}

// -----

func.func @groups_count(%m: memref<?x?xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 3, %n] : memref<?x?xf32> into memref<?x3x?xf32>
  return
}

// -----

func.func @rank0_non_unit(%m: memref<i32>) {
  // expected-error @+1 {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %m [] output_shape [1, 3] : memref<i32> into memref<1x3xi32>
  return
}

// -----

func.func @static_count(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 2] : memref<4xf32> into memref<1x2x2xf32>
  return
}

// -----

func.func @collapse_oob(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?xf32> into memref<?xf32>
  return
}

// -----

func.func @expand_oob(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [3, %n] : memref<?xf32> into memref<3x?xf32>
  return
}

// -----

func.func @expand_bad_layout(%m: memref<10x6xf32, strided<[100, 5]>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<5x2x6xf32, strided<[200, 100, 5]>>' but found 'memref<5x2x6xf32, strided<[300, 100, 5]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [5, 2, 6] : memref<10x6xf32, strided<[100, 5]>> into memref<5x2x6xf32, strided<[300, 100, 5]>>
  return
}

// -----

func.func @collapse_not_contiguous_groups(%m: memref<?x?x?xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<?x?x?xf32> into memref<?x?xf32>
  return
}

// -----

func.func @collapse_grows(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0], [0]] : memref<?xf32> into memref<?x?xf32>
  return
}

// -----

func.func @expand_shrinks(%m: memref<4x5x1xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2).}}
  %0 = memref.expand_shape %m [[0], [1], [1]] output_shape [4, 5] : memref<4x5x1xf32> into memref<4x5xf32>
  return
}

// -----

func.func @non_contiguous(%m: memref<2x3x4xf32, strided<[100, 20, 2]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[100, 20, 2]>> into memref<6x4xf32, strided<[20, 2]>>
  return
}

// -----

func.func @collapse_wrong_layout(%m: memref<?x?x?xi8>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?x?xi8>' but found 'memref<?x?xi8, strided<[?, 1]>>'}}
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<?x?x?xi8> into memref<?x?xi8, strided<[?, 1]>>
  return
}

// -----

func.func @group_product(%m: memref<3x20xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (20) must equal reassociation group size (30)}}
  %0 = memref.expand_shape %m [[0], [1, 2, 3]] output_shape [3, 2, 5, 3] : memref<3x20xf32> into memref<3x2x5x3xf32>
  return
}

// -----

func.func @dyn_iff(%m: memref<?x?xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 3, 5] : memref<?x?xf32> into memref<?x3x5xf32>
  return
}

// -----

func.func @dyn_iff_collapse(%m: memref<?x3x5xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<?x3x5xf32> into memref<?x?xf32>
  return
}

// -----

func.func @output_shape_mismatch(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 3] : memref<6xf32> into memref<3x2xf32>
  return
}

// -----

func.func @missing_output_shape(%m: memref<6xf32>) {
  // expected-error @+1 {{custom op 'memref.expand_shape' expected 'output_shape'}}
  %0 = memref.expand_shape %m [[0, 1]] : memref<6xf32> into memref<3x2xf32>
  return
}

// -----

func.func @tensor_type(%m: memref<6xf32>) {
  // expected-error @+1 {{custom op 'memref.expand_shape' invalid kind of type specified: expected builtin.memref, but found 'tensor<3x2xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 2] : memref<6xf32> into tensor<3x2xf32>
  return
}

// -----

func.func @bad_reassoc(%m: memref<6x2xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = memref.collapse_shape %m [0, 1] : memref<6x2xf32> into memref<12xf32>
  return
}

// -----

func.func @string_reassoc(%m: memref<6x2xf32>) {
  // expected-error @+1 {{custom op 'memref.collapse_shape' invalid kind of attribute specified}}
  %0 = memref.collapse_shape %m "s" : memref<6x2xf32> into memref<12xf32>
  return
}

// -----

func.func @generic_missing(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op requires attribute 'reassociation'}}
  %0 = "memref.collapse_shape"(%m) : (memref<6xf32>) -> memref<6xf32>
  return
}

// -----

func.func @generic_bad_prop(%m: memref<6xf32>) {
  // expected-error @+1 {{invalid properties {reassociation = 3 : i64} for op memref.collapse_shape: Invalid attribute `reassociation` in property conversion: 3 : i64}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = 3}> : (memref<6xf32>) -> memref<6xf32>
  return
}

// -----

func.func @generic_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0]]}> : (memref<*xf32>) -> memref<6xf32>
  return
}

// -----

func.func @generic_non_strided(%m: memref<6x2xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<6x2xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<6x2xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> memref<12xf32>
  return
}

// -----

func.func @expand_generic_dyn_count(%m: memref<6xf32>, %n: index) {
  // expected-error @+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "memref.expand_shape"(%m, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 2>}> : (memref<6xf32>, index) -> memref<3x2xf32>
  return
}

// -----

func.func @expand_float_size(%m: memref<6xf32>) {
  // expected-error @+2 {{custom op 'memref.expand_shape' expected integer value}}
  // expected-error @+1 {{custom op 'memref.expand_shape' expected SSA value or integer}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 2.0] : memref<6xf32> into memref<3x2xf32>
  return
}

// -----

func.func @negative(%m: memref<6xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[-1]] : memref<6xf32> into memref<6xf32>
  return
}

// -----

func.func @huge(%m: memref<6xf32>) {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = memref.collapse_shape %m [[0, 99999999999999999999]] : memref<6xf32> into memref<6xf32>
  return
}

// -----

func.func @realloc_element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_memory_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_source_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_extra_size(%m: memref<4xf32>, %n: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_alignment(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.realloc' 'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %m {alignment = -1 : i64} : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_tensor(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.realloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.realloc %m : tensor<4xf32> to memref<8xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<4>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<1>, dat : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality_keyword(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' expected 'locality'}}
  memref.prefetch %m[%i], read, local<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_tensor(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  memref.prefetch %m[%i], read, locality<1>, data : tensor<4xf32>
  return
}

// -----

func.func @prefetch_property(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {isDataCache = 1 : i64, isWrite = false, localityHint = 2 : i32} for op memref.prefetch: Invalid attribute `isDataCache` in property conversion: 1 : i64}}
  "memref.prefetch"(%m, %i) <{isDataCache = 1 : i64, isWrite = false, localityHint = 2 : i32}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_too_many_indices(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 2 : i32}> : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @reshape_shape_rank(%m: memref<4xf32>, %s: memref<2x2xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2x2xi32>'}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2x2xi32>) -> memref<?x?xf32>
  return
}

// -----

func.func @reshape_shape_element(%m: memref<4xf32>, %s: memref<2xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xf32>) -> memref<?x?xf32>
  return
}

// -----

func.func @aligned_pointer_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i64
  return
}

// -----

func.func @alloca_scope_return_type() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
    %c = arith.constant 1 : i64
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %c : i64
  }
  return
}

// -----

func.func @alloca_scope_return_parent() {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @alloca_scope_missing_return() {
  // expected-error @+2 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @+1 {{region branch point}}
  %0 = memref.alloca_scope -> (i32) {
  }
  return
}

// -----

func.func @alloca_scope_arguments() {
  // expected-error @+1 {{'memref.alloca_scope' op region should have no arguments}}
  memref.alloca_scope {
  ^bb0(%a: i32):
  }
  return
}

// -----

func.func @alloca_scope_blocks() {
  // expected-error @+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  memref.alloca_scope {
    cf.br ^bb1
  ^bb1:
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @reshape_shape_float(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<4xf32>'}}
  %0 = "memref.reshape"(%m, %m) : (memref<4xf32>, memref<4xf32>) -> memref<*xf32>
  return
}

// -----

func.func @reshape_type_count(%m: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>) -> memref<?xf32>
  return
}

// -----

func.func @reshape_not_function(%m: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' invalid kind of type specified: expected builtin.function, but found 'memref<4xf32>'}}
  %0 = memref.reshape %m(%s) : memref<4xf32>
  return
}

// -----

func.func @generic_atomic_two_arguments(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32, %y: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @generic_atomic_argument_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  }
  return
}

// -----

func.func @generic_atomic_side_effect(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index, %k: f64) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f64' and its parent: 'f32'}}
    memref.atomic_yield %k : f64
  }
  return
}

// -----

func.func @atomic_yield_parent(%m: memref<4xf32>, %i: index, %k: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %k : f32
  return
}

// -----

func.func @generic_atomic_element_type(%m: memref<4xvector<2xf32>>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<4xvector<2xf32>>'}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xvector<2xf32>> {
  ^bb0(%cur: vector<2xf32>):
    memref.atomic_yield %cur : vector<2xf32>
  }
  return
}

// -----

func.func @generic_atomic_empty_body(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expects a non-empty block}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
  }
  return
}

// -----

func.func @generic_atomic_tensor(%m: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'tensor<4xf32>'}}
  %x = memref.generic_atomic_rmw %m[%i] : tensor<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @generic_atomic_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %x = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%cur: f32):
    "memref.atomic_yield"(%cur) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @subview_list_entry(%m: memref<8xi8>) {
  // expected-error @+2 {{custom op 'memref.subview' expected integer value}}
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %v = memref.subview %m[1] [x] [1] : memref<8xi8> to memref<1xi8, strided<[1], offset: 1>>
  return
}

// -----

func.func @subview_offset_beyond_i64(%m: memref<16xi8>) {
  // expected-error @+2 {{custom op 'memref.subview' integer value too large}}
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %v = memref.subview %m[18446744073709551618] [2] [1] : memref<16xi8> to memref<2xi8, strided<[1], offset: 2>>
  return
}

// -----

func.func @reinterpret_size_is_i64_min_plus_one_too_far(%m: memref<?xf32>) {
  // expected-error @+2 {{custom op 'memref.reinterpret_cast' integer value too large}}
  // expected-error @+1 {{custom op 'memref.reinterpret_cast' expected SSA value or integer}}
  %v = memref.reinterpret_cast %m to offset: [0], sizes: [9223372036854775808], strides: [1] : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_into_tensor(%buf: memref<8xi16>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'tensor<4xi16>'}}
  %0 = memref.realloc %buf : memref<8xi16> to tensor<4xi16>
  return
}

// -----

func.func @transpose_with_symbol(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (a, b)[n] -> (b, a) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_repeats_dim(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (a, b) -> (a, a) : memref<4x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @transpose_rank_mismatch(%m: memref<4x8x2xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (a, b) -> (b, a) : memref<4x8x2xf32> to memref<8x4xf32>
  return
}

// -----

func.func @transpose_wrong_strides(%m: memref<4x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x4xf32, strided<[1, 8]>>' is not equivalent to the canonical transposed input type 'memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %t = memref.transpose %m (a, b) -> (b, a) : memref<4x?xf32> to memref<?x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_wrong_offset(%m: memref<3x7xi8, strided<[7, 1], offset: 9>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<7x3xi8, strided<[1, 7]>>' is not equivalent to the canonical transposed input type 'memref<7x3xi8, affine_map<(d0, d1) -> (d0 + d1 * 7 + 9)>>'}}
  %t = memref.transpose %m (a, b) -> (b, a) : memref<3x7xi8, strided<[7, 1], offset: 9>> to memref<7x3xi8, strided<[1, 7]>>
  return
}

// -----

func.func @transpose_semi_affine_order(%m: memref<?x?xf32, affine_map<(i, j)[base, ld] -> (i * ld + base + j)>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %t = memref.transpose %m (a, b) -> (b, a) : memref<?x?xf32, affine_map<(i, j)[base, ld] -> (i * ld + base + j)>> to memref<?x?xf32, affine_map<(i, j)[base, ld] -> (i * ld + base + j)>>
  return
}

// -----

func.func @transpose_other_space(%m: memref<2x5xf32, 1>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<5x2xf32, strided<[1, 5]>>' is not equivalent to the canonical transposed input type 'memref<5x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>, 1>'}}
  %t = memref.transpose %m (a, b) -> (b, a) : memref<2x5xf32, 1> to memref<5x2xf32, strided<[1, 5]>>
  return
}

// -----

func.func @transpose_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %t = memref.transpose %m (a, b) -> (b, a) : memref<*xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_into_vector(%m: memref<2x2xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'vector<2x2xf32>'}}
  %t = memref.transpose %m (a, b) -> (b, a) : memref<2x2xf32> to vector<2x2xf32>
  return
}

// -----

func.func @transpose_no_map(%m: memref<2x2xf32>) {
  // expected-error @+1 {{expected '(' in dimensional identifier list}}
  %t = memref.transpose %m [0, 1] : memref<2x2xf32> to memref<2x2xf32>
  return
}

// -----

func.func @transpose_generic_without_map(%m: memref<2x2xf32>) {
  // expected-error @+1 {{'memref.transpose' op requires attribute 'permutation'}}
  %t = "memref.transpose"(%m) : (memref<2x2xf32>) -> memref<2x2xf32>
  return
}

// -----

func.func @dma_one_stride_operand(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{expected two stride related operands}}
  memref.dma_start %a[%i], %a[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_two_types(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{fewer/more types expected}}
  memref.dma_start %a[%i], %a[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_no_attr_dict(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{expected ':'}}
  memref.dma_start %a[%i], %a[%i], %i, %t[%i] {x} : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_three_operands(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i, %a) : (memref<4xf32>, index, memref<4xf32>) -> ()
  return
}

// -----

func.func @dma_source_scalar(%x: i32, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  memref.dma_start %x[%i], %x[%i], %i, %x[%i] : i32, i32, i32
  return
}

// -----

func.func @dma_short_for_source(%a: memref<2x2x2xi8>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%a, %i, %i, %i, %i) : (memref<2x2x2xi8>, index, index, index, index) -> ()
  return
}

// -----

func.func @dma_source_index_i32(%a: memref<8xi8>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %j, %a, %i, %i, %t, %i) : (memref<8xi8>, i32, memref<8xi8>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_destination_tensor(%a: memref<8xi8>, %d: tensor<8xi8>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%a, %i, %d, %i, %i, %t, %i) : (memref<8xi8>, index, tensor<8xi8>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_destination_index_f32(%a: memref<8xi8>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%a, %i, %a, %f, %i, %t, %i) : (memref<8xi8>, index, memref<8xi8>, f32, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_count_i64(%a: memref<8xi8>, %t: memref<1xi32>, %i: index, %n: i64) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %n, %t, %i) : (memref<8xi8>, index, memref<8xi8>, index, i64, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_tag_scalar(%a: memref<8xi8>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %i, %i) : (memref<8xi8>, index, memref<8xi8>, index, index, index, index) -> ()
  return
}

// -----

func.func @dma_short_for_tag(%a: memref<8xi8>, %t: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 8 operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %i) : (memref<8xi8>, index, memref<8xi8>, index, index, memref<2x2xi32>, index) -> ()
  return
}

// -----

func.func @dma_tag_index_i1(%a: memref<8xi8>, %t: memref<1xi32>, %i: index, %b: i1) {
  // expected-error @+1 {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %b) : (memref<8xi8>, index, memref<8xi8>, index, index, memref<1xi32>, i1) -> ()
  return
}

// -----

func.func @dma_one_extra_operand(%a: memref<8xi8>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %i, %i) : (memref<8xi8>, index, memref<8xi8>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_stride_f16(%a: memref<8xi8>, %t: memref<1xi32>, %i: index, %h: f16) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t, %i, %i, %h) : (memref<8xi8>, index, memref<8xi8>, index, index, memref<1xi32>, index, index, f16) -> ()
  return
}

// -----

func.func @dma_wait_missing_index(%t: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %t[%i], %i : memref<2x2xi32>
  return
}

// -----

func.func @dma_wait_tensor_tag(%t: tensor<2xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_wait' invalid kind of type specified: expected builtin.memref, but found 'tensor<2xi32>'}}
  memref.dma_wait %t[%i], %i : tensor<2xi32>
  return
}

// -----

// With a dynamic size, the identity layout and the strided one of the same strides do not
// canonicalize alike, so mlir-opt rejects even the identity permutation to the source's type.
func.func @transpose_identity_dynamic(%m: memref<5x?xi32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<5x?xi32>' is not equivalent to the canonical transposed input type 'memref<5x?xi32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'}}
  %t = memref.transpose %m (a, b) -> (a, b) : memref<5x?xi32> to memref<5x?xi32>
  return
}

// -----

func.func @assume_alignment_not_memref(%a: f32) {
  // expected-error@+1 {{custom op 'memref.assume_alignment' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.assume_alignment %a, 16 : f32
  return
}

// -----

func.func @subview_source_not_memref(%a: f32) {
  // expected-error@+1 {{custom op 'memref.subview' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.subview %a[0][1][1] : f32 to memref<1xf32>
  return
}

// -----

func.func @subview_result_not_memref(%a: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.subview' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.subview %a[0][1][1] : memref<4xf32> to f32
  return
}

// -----

func.func @reinterpret_cast_source_not_memref(%a: f32) {
  // expected-error@+1 {{custom op 'memref.reinterpret_cast' invalid kind of type specified}}
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [1], strides: [1] : f32 to memref<1xf32>
  return
}

// -----

func.func @reinterpret_cast_result_not_memref(%a: memref<4xf32>) {
  // expected-error@+1 {{custom op 'memref.reinterpret_cast' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [1], strides: [1] : memref<4xf32> to f32
  return
}

// -----

func.func @atomic_rmw_not_memref(%a: f32, %i: index) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.atomic_rmw addf %a, %a[%i] : (f32, f32) -> f32
  return
}

// -----

func.func @distinct_objects_no_operand() {
  // expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @distinct_objects_result_types(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0:2 = "memref.distinct_objects"(%a) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  return
}

// -----

func.func @distinct_objects_unranked(%a: memref<*xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.distinct_objects %a : memref<*xf32>
  return
}
