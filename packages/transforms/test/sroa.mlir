// RUN: strata-opt %s --sroa --allow-unregistered-dialect --split-input-file | FileCheck %s
// sroa splits small static memref.allocas accessed at constant indices into one alloca per
// element used; the CHECK lines are what mlir-opt 22 prints.

// Only the elements accessed get an alloca, in the order their accesses are found.
// CHECK-LABEL: func.func @used_elements(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<i16>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<i16>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i16>
// CHECK-NEXT: memref.store %arg1, %alloca_0[] : memref<i16>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i16>
// CHECK-NEXT: return %0 : i16
// CHECK-NEXT: }
func.func @used_elements(%a: i16, %b: i16) -> i16 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %buf = memref.alloca() : memref<5xi16>
  memref.store %a, %buf[%c3] : memref<5xi16>
  memref.store %b, %buf[%c1] : memref<5xi16>
  %got = memref.load %buf[%c3] : memref<5xi16>
  return %got : i16
}

// -----

// Multi-dimensional buffers split the same way, one rank-0 alloca per element used.
// CHECK-LABEL: func.func @two_dims(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloca_0[] : memref<f32>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @two_dims(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %buf = memref.alloca() : memref<3x2xf32>
  memref.store %a, %buf[%c2, %c1] : memref<3x2xf32>
  memref.store %a, %buf[%c0, %c0] : memref<3x2xf32>
  %got = memref.load %buf[%c2, %c1] : memref<3x2xf32>
  return %got : f32
}

// -----

// An index that is not a constant keeps the buffer whole.
// CHECK-LABEL: func.func @dynamic_index(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: memref.store %arg0, %alloca[%arg1] : memref<4xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%arg1] : memref<4xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @dynamic_index(%a: i32, %i: index) -> i32 {
  %buf = memref.alloca() : memref<4xi32>
  memref.store %a, %buf[%i] : memref<4xi32>
  %got = memref.load %buf[%i] : memref<4xi32>
  return %got : i32
}

// -----

// So does a constant index out of bounds.
// CHECK-LABEL: func.func @out_of_bounds(%arg0: i32) -> i32 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c4] : memref<4xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%c4] : memref<4xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @out_of_bounds(%a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %buf = memref.alloca() : memref<4xi32>
  memref.store %a, %buf[%c4] : memref<4xi32>
  %got = memref.load %buf[%c4] : memref<4xi32>
  return %got : i32
}

// -----

// Sixteen elements are split; seventeen are not.
// CHECK-LABEL: func.func @size_limit(%arg0: i8) -> (i8, i8) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<i8>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<17xi8>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i8>
// CHECK-NEXT: memref.store %arg0, %alloca_0[%c0] : memref<17xi8>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i8>
// CHECK-NEXT: %1 = memref.load %alloca_0[%c0] : memref<17xi8>
// CHECK-NEXT: return %0, %1 : i8, i8
// CHECK-NEXT: }
func.func @size_limit(%a: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : index
  %small = memref.alloca() : memref<2x8xi8>
  %large = memref.alloca() : memref<17xi8>
  memref.store %a, %small[%c0, %c0] : memref<2x8xi8>
  memref.store %a, %large[%c0] : memref<17xi8>
  %x = memref.load %small[%c0, %c0] : memref<2x8xi8>
  %y = memref.load %large[%c0] : memref<17xi8>
  return %x, %y : i8, i8
}

// -----

// A buffer whose pointer escapes is kept whole.
// CHECK-LABEL: func.func @escapes(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<2xi32>
// CHECK-NEXT: "test.capture"(%alloca) : (memref<2xi32>) -> ()
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<2xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @escapes(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloca() : memref<2xi32>
  memref.store %a, %buf[%c0] : memref<2xi32>
  "test.capture"(%buf) : (memref<2xi32>) -> ()
  %got = memref.load %buf[%c0] : memref<2xi32>
  return %got : i32
}

// -----

// The accesses keep their attributes; the new allocas have the identity layout.
// CHECK-LABEL: func.func @attributes(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg0, %alloca[] {nontemporal = true} : memref<i32>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @attributes(%a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %buf = memref.alloca() : memref<2xi32, strided<[3]>>
  memref.store %a, %buf[%c1] {nontemporal = true} : memref<2xi32, strided<[3]>>
  %got = memref.load %buf[%c1] : memref<2xi32, strided<[3]>>
  return %got : i32
}

// -----

// Single-element buffers are mem2reg's, not split.
// CHECK-LABEL: func.func @single(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<1xi32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<1xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<1xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @single(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloca() : memref<1xi32>
  memref.store %a, %buf[%c0] : memref<1xi32>
  %got = memref.load %buf[%c0] : memref<1xi32>
  return %got : i32
}
