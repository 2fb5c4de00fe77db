// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics
// Refusals of Strata's own: nests transform.loop.tile cannot tile, and unroll factors no loop
// could be unrolled by (MLIR would try, and not finish).

func.func @iter_args(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    // expected-error @below {{failed to tile: tiling loops with iter_args is not supported}}
    %tile, %point = transform.loop.tile %loop {tile_sizes = array<i64: 4>} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @zero(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    // expected-error @below {{failed to tile: tile sizes must be positive integers}}
    %tile, %point = transform.loop.tile %loop {tile_sizes = array<i64: 0>} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @huge_factor(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to unroll}}
    transform.loop.unroll %loops {factor = 9223372036854775807} : !transform.any_op
    transform.yield
  }
}
