// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Verifier errors of Strata's own: shapes, strides and offsets are JavaScript numbers, so a static
// view size, offset or stride beyond 2^53 - 1 is refused (MLIR 22 takes int64 values).

func.func @subview_huge_size(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected sizes to be at most 9007199254740991 in magnitude, but got 9223372036854775807}}
  %0 = memref.subview %m[0, 0] [9223372036854775807, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return
}

// -----

func.func @subview_huge_offset(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected offsets to be at most 9007199254740991 in magnitude, but got 9007199254740992}}
  %0 = memref.subview %m[9007199254740992, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<1x8xf32, strided<[8, 1], offset: ?>>
  return
}
