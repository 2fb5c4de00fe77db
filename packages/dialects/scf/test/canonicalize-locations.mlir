// RUN: strata-opt %s --canonicalize --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// The locations scf's canonicalization patterns give the ops they create; the CHECK lines are what
// mlir-opt 22 prints, and the differential test compares each chunk with it byte for byte.

// Merged nested parallel loops: the body's ops keep their locations, the new loop and its
// scf.reduce take the outer loop's (MLIR builds the terminator afresh).
// CHECK-LABEL: func.func @merge_nested_parallel
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: %0 = memref.load %arg3[%arg4, %arg5] : memref<?x?xf32> loc("load")
// CHECK-NEXT: memref.store %0, %arg3[%arg5, %arg4] : memref<?x?xf32> loc("store")
// CHECK-NEXT: scf.reduce  loc("outer")
// CHECK-NEXT: } loc("outer")
func.func @merge_nested_parallel(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.parallel (%j) = (%lb) to (%ub) step (%st) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32> loc("load")
      memref.store %v, %m[%j, %i] : memref<?x?xf32> loc("store")
      scf.reduce loc("inner_reduce")
    } loc("inner")
    scf.reduce loc("outer_reduce")
  } loc("outer")
  return
}
