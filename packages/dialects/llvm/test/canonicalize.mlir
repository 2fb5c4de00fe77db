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

// -----

// A GEP by a single zero index is its base; constant SSA indices of at most 29 signed bits become
// constant indices; unused allocas are dead.
// CHECK-LABEL: llvm.func @gep_fold
// CHECK-NEXT:    %0 = llvm.mlir.constant(4294967296 : i64) : i64
// CHECK-NEXT:    %1 = llvm.getelementptr %arg0[%arg1, 3, %0] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT:    llvm.return %1 : !llvm.ptr
llvm.func @gep_fold(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %unused = llvm.alloca %i x i32 : (i64) -> !llvm.ptr
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %0[%i, %c3, %big] : (!llvm.ptr, i64, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x f32>>
  %2 = llvm.getelementptr inbounds %1[0] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return %2 : !llvm.ptr
}

// -----

// Memory effects decide what is dead: an unused plain load goes, a volatile or atomic one may
// write (it stays), as do stores and calls.
// CHECK-LABEL: llvm.func @dead_accesses
// CHECK-NEXT:    %0 = llvm.load volatile %arg0 : !llvm.ptr -> i32
// CHECK-NEXT:    %1 = llvm.load %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %arg1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    %2 = llvm.call @opaque() : () -> i32
// CHECK-NEXT:    llvm.return
llvm.func @opaque() -> i32
llvm.func @dead_accesses(%p: !llvm.ptr, %x: i32) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p : !llvm.ptr -> i32
  %2 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %x, %p : i32, !llvm.ptr
  %4 = llvm.call @opaque() : () -> i32
  llvm.return
}

// -----

// An extract of an insert at the same position is the inserted value, also through an insert of
// a whole member; a disjoint insert is skipped; an extract of an extract joins the positions.
// CHECK-LABEL: llvm.func @extract_of_insert
// CHECK-NEXT:    llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @extract_past_disjoint_insert
// CHECK-NEXT:    %0 = llvm.extractvalue %arg2[2] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-LABEL: llvm.func @extract_of_extract
// CHECK-NEXT:    %0 = llvm.extractvalue %arg0[0, 1] : !llvm.struct<(struct<(i32, f32)>, i64)>
// CHECK-NEXT:    llvm.return %0 : f32
llvm.func @extract_of_insert(%a: i32, %b: i32, %foo: !llvm.struct<(struct<(i32, i32)>, i64)>, %u: !llvm.struct<(i32, i32)>) -> i32 {
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32)>
  %2 = llvm.insertvalue %1, %foo[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %3 = llvm.extractvalue %2[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  llvm.return %3 : i32
}
llvm.func @extract_past_disjoint_insert(%a: i32, %b: i32, %u: !llvm.struct<(i32, i32, i32)>) -> i32 {
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32, i32)>
  %2 = llvm.extractvalue %1[2] : !llvm.struct<(i32, i32, i32)>
  llvm.return %2 : i32
}
llvm.func @extract_of_extract(%s: !llvm.struct<(struct<(i32, f32)>, i64)>) -> f32 {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(struct<(i32, f32)>, i64)>
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(i32, f32)>
  llvm.return %1 : f32
}

// -----

// An insert that overlaps the extracted position stops the search: nothing folds.
// CHECK-LABEL: llvm.func @overlapping_insert
// CHECK-NEXT:    llvm.insertvalue
// CHECK-NEXT:    llvm.insertvalue
// CHECK-NEXT:    %2 = llvm.extractvalue %1[0, 0] : !llvm.array<4 x array<4 x f32>>
llvm.func @overlapping_insert(%f: f32, %arr: !llvm.array<4 x f32>, %z: !llvm.array<4 x array<4 x f32>>) -> f32 {
  %1 = llvm.insertvalue %f, %z[0, 0] : !llvm.array<4 x array<4 x f32>>
  %2 = llvm.insertvalue %arr, %1[0] : !llvm.array<4 x array<4 x f32>>
  %3 = llvm.extractvalue %2[0, 0] : !llvm.array<4 x array<4 x f32>>
  llvm.return %3 : f32
}

// -----

// Addresses are constants: equal ones merge and move to the start of the body.
// CHECK-LABEL: llvm.func @addresses
// CHECK-NEXT:    %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT:    %2 = llvm.getelementptr %0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT:    %3 = llvm.getelementptr %0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @addresses(%x: i32) -> !llvm.ptr {
  %a = llvm.add %x, %x : i32
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.mlir.addressof @g : !llvm.ptr
  %2 = llvm.getelementptr %0[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %3 = llvm.getelementptr %1[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %4 = llvm.icmp "eq" %2, %3 : !llvm.ptr
  %5 = llvm.select %4, %2, %3 : i1, !llvm.ptr
  llvm.return %5 : !llvm.ptr
}

// -----

// One index into a dense constant of the member type is that member; a longer position is not
// folded (not even through a splat).
// CHECK-LABEL: llvm.func @extract_of_constant
// CHECK-NEXT:    %0 = llvm.mlir.constant(dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
// CHECK-NEXT:    %1 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %2 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT:    %3 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x i32>>
// CHECK-NEXT:    llvm.store %1, %arg0 : i32, !llvm.ptr
// CHECK-NEXT:    llvm.store %2, %arg0 : f32, !llvm.ptr
// CHECK-NEXT:    llvm.store %3, %arg0 : i32, !llvm.ptr
llvm.func @extract_of_constant(%p: !llvm.ptr) {
  %s = llvm.mlir.constant(dense<7> : tensor<4xi32>) : !llvm.array<4 x i32>
  %0 = llvm.extractvalue %s[1] : !llvm.array<4 x i32>
  %f = llvm.mlir.constant(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
  %1 = llvm.extractvalue %f[1] : !llvm.array<2 x f32>
  %n = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %2 = llvm.extractvalue %n[1, 1] : !llvm.array<2 x array<2 x i32>>
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.store %1, %p : f32, !llvm.ptr
  llvm.store %2, %p : i32, !llvm.ptr
  llvm.return
}

// -----

// The 29-bit limit of folded GEP indices, on both sides.
// CHECK-LABEL: llvm.func @gep_index_limits
// CHECK:         llvm.getelementptr %arg0[%0, 268435455, %1, -268435456, %2] : (!llvm.ptr, i64, i64, i64) -> !llvm.ptr, !llvm.array<2 x array<2 x array<2 x array<2 x i8>>>>
llvm.func @gep_index_limits(%p: !llvm.ptr) -> !llvm.ptr {
  %a = llvm.mlir.constant(1073741824 : i64) : i64
  %b = llvm.mlir.constant(268435455 : i64) : i64
  %c = llvm.mlir.constant(268435456 : i64) : i64
  %d = llvm.mlir.constant(-268435456 : i64) : i64
  %e = llvm.mlir.constant(-268435457 : i64) : i64
  %0 = llvm.getelementptr %p[%a, %b, %c, %d, %e] : (!llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.ptr, !llvm.array<2 x array<2 x array<2 x array<2 x i8>>>>
  llvm.return %0 : !llvm.ptr
}
