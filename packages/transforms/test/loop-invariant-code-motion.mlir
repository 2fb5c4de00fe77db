// RUN: strata-opt %s --loop-invariant-code-motion --split-input-file --allow-unregistered-dialect | FileCheck %s
// Loop-invariant code motion; the CHECK lines are what mlir-opt 22 prints.

// Pure ops whose operands come from outside the loop move before it, in their order; ops that use
// the induction variable or an iter_arg stay, and so does a division by a value that may be zero.
// CHECK-LABEL: func.func @hoist_pure
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %2 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %3 = arith.addi %1, %arg3 : i32
// CHECK-NEXT: %4 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: "test.use"(%c7_i32) : (i32) -> ()
// CHECK-NEXT: %6 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %7 = arith.addi %5, %6 : i32
// CHECK-NEXT: scf.yield %7 : i32
func.func @hoist_pure(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %a, %a : i32
    %c = arith.addi %b, %acc : i32
    %d = arith.divsi %x, %y : i32
    %cst = arith.constant 7 : i32
    %g = arith.addi %c, %d : i32
    "test.use"(%cst) : (i32) -> ()
    %iv = arith.index_cast %i : index to i32
    %h = arith.addi %g, %iv : i32
    scf.yield %h : i32
  }
  return %r : i32
}

// -----

// Memory reads and writes and unregistered ops stay in the loop even when their operands are
// invariant.
// CHECK-LABEL: func.func @effects_stay
// CHECK: scf.for
// CHECK-NEXT: memref.load
// CHECK-NEXT: memref.store
// CHECK-NEXT: "test.unknown"
// CHECK-NEXT: }
func.func @effects_stay(%m: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %v = memref.load %m[%lb] : memref<4xf32>
    memref.store %v, %m[%ub] : memref<4xf32>
    "test.unknown"(%lb) : (index) -> ()
  }
  return
}

// -----

// Inner loops are visited first: an invariant op leaves the inner loop, then the outer one; an
// op depending on the outer induction variable leaves only the inner loop.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %1 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: "test.use"(%0, %1) : (i32, i32) -> ()
func.func @nested(%x: i32, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %a = arith.addi %x, %x : i32
      %b = arith.index_cast %i : index to i32
      "test.use"(%a, %b) : (i32, i32) -> ()
    }
  }
  return
}

// -----

// A whole inner loop with a constant step of 1 and a pure body is speculatable: it moves out of
// the outer loop; with an unknown step it does not.
// CHECK-LABEL: func.func @hoist_inner_loop
// CHECK: %0 = scf.for
// CHECK: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %1 = scf.for
// CHECK: "test.use"(%0, %1)
func.func @hoist_inner_loop(%lb: index, %ub: index, %s: index) {
  %c1 = arith.constant 1 : index
  %init = arith.constant 0 : i32
  scf.for %i = %lb to %ub step %s {
    %r = scf.for %j = %lb to %ub step %c1 iter_args(%a = %init) -> (i32) {
      %n = arith.addi %a, %a : i32
      scf.yield %n : i32
    }
    %q = scf.for %j = %lb to %ub step %s iter_args(%a = %init) -> (i32) {
      %n = arith.addi %a, %a : i32
      scf.yield %n : i32
    }
    "test.use"(%r, %q) : (i32, i32) -> ()
  }
  return
}

// -----

// scf.while: both regions are loop regions; invariant ops of either move before the loop.
// CHECK-LABEL: func.func @while_loop
// CHECK-NEXT: %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %2 = scf.while
func.func @while_loop(%init: i32, %x: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %m = arith.muli %x, %x : i32
    %c = arith.cmpi slt, %a, %m : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %k = arith.addi %x, %x : i32
    %n = arith.addi %b, %k : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Ops with regions move when nothing inside them uses a value of the loop body: an scf.if on
// an invariant condition with pure branches is hoisted; one that reads the iter_arg is not.
// CHECK-LABEL: func.func @if_in_loop
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK: %1 = scf.for
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
func.func @if_in_loop(%c: i1, %x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %a = scf.if %c -> (i32) {
      %t = arith.addi %x, %x : i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    %b = scf.if %c -> (i32) {
      %t = arith.addi %acc, %a : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Without loops, nothing changes.
// CHECK-LABEL: func.func @no_loop
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
func.func @no_loop(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

// -----

// scf.parallel and scf.forall are loops too: invariant ops leave their bodies, stores and ops
// using the induction variables stay.
// CHECK-LABEL: func.func @parallel
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.parallel (%arg5) = (%arg1) to (%arg2) step (%arg3) {
// CHECK-NEXT: %1 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: memref.store %2, %arg4[%arg5] : memref<?xi32>
// CHECK-LABEL: func.func @forall
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: memref.store %0, %arg2[%arg3] : memref<?xi32>
func.func @parallel(%x: i32, %lb: index, %ub: index, %s: index, %m: memref<?xi32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = arith.addi %x, %x : i32
    %b = arith.index_cast %i : index to i32
    %c = arith.addi %a, %b : i32
    memref.store %c, %m[%i] : memref<?xi32>
    scf.reduce
  }
  return
}
func.func @forall(%x: i32, %n: index, %m: memref<?xi32>) {
  scf.forall (%i) in (%n) {
    %a = arith.muli %x, %x : i32
    memref.store %a, %m[%i] : memref<?xi32>
  }
  return
}

// -----

// Unsigned divisions (divui, ceildivui) move only when the divisor is a constant that is not 0
// unsigned: -1 is the largest unsigned value and moves; 0 and a non-constant divisor stay.
// CHECK-LABEL: func.func @unsigned_division
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.divui %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.divui %arg0, %c-1_i32 : i32
// CHECK-NEXT: %2 = arith.ceildivui %arg0, %c3_i32 : i32
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %3 = arith.divui %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.ceildivui %arg0, %c0_i32 : i32
// CHECK-NEXT: "test.use"(%0, %1, %3, %4, %2, %5) : (i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @unsigned_division(%x: i32, %y: i32, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %s {
    %a = arith.divui %x, %c3 : i32
    %b = arith.divui %x, %cm1 : i32
    %c = arith.divui %x, %c0 : i32
    %d = arith.divui %x, %y : i32
    %e = arith.ceildivui %x, %c3 : i32
    %f = arith.ceildivui %x, %c0 : i32
    "test.use"(%a, %b, %c, %d, %e, %f) : (i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}

// -----

// Signed divisions (divsi, ceildivsi) move only when the divisor is a constant that is neither
// 0 nor -1 (INT_MIN / -1 overflows).
// CHECK-LABEL: func.func @signed_division
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c-7_i64 = arith.constant -7 : i64
// CHECK-NEXT: %0 = arith.divsi %arg0, %c3_i64 : i64
// CHECK-NEXT: %1 = arith.divsi %arg0, %c-7_i64 : i64
// CHECK-NEXT: %2 = arith.ceildivsi %arg0, %c-7_i64 : i64
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %3 = arith.divsi %arg0, %c-1_i64 : i64
// CHECK-NEXT: %4 = arith.divsi %arg0, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 : i64
// CHECK-NEXT: %6 = arith.ceildivsi %arg0, %c-1_i64 : i64
// CHECK-NEXT: "test.use"(%0, %1, %3, %4, %5, %2, %6) : (i64, i64, i64, i64, i64, i64, i64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @signed_division(%x: i64, %y: i64, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : i64
  %c3 = arith.constant 3 : i64
  %cm1 = arith.constant -1 : i64
  %cm7 = arith.constant -7 : i64
  scf.for %i = %lb to %ub step %s {
    %a = arith.divsi %x, %c3 : i64
    %b = arith.divsi %x, %cm7 : i64
    %c = arith.divsi %x, %cm1 : i64
    %d = arith.divsi %x, %c0 : i64
    %e = arith.divsi %x, %y : i64
    %f = arith.ceildivsi %x, %cm7 : i64
    %g = arith.ceildivsi %x, %cm1 : i64
    "test.use"(%a, %b, %c, %d, %e, %f, %g) : (i64, i64, i64, i64, i64, i64, i64) -> ()
  }
  return
}

// -----

// A vector divisor is judged by the range from its smallest to its largest element: [1, 4] and
// the splat 3 exclude 0; [-1, 2] does not (as a range, though 0 is not an element).
// CHECK-LABEL: func.func @vector_division
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[-1, 2, 2, 2]> : vector<4xi32>
// CHECK-NEXT: %0 = arith.divsi %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %1 = arith.divui %arg0, %cst_0 : vector<4xi32>
// CHECK-NEXT: %2 = arith.divui %arg0, %cst_1 : vector<4xi32>
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %3 = arith.divsi %arg0, %cst_1 : vector<4xi32>
// CHECK-NEXT: "test.use"(%0, %1, %3, %2) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @vector_division(%v: vector<4xi32>, %lb: index, %ub: index, %s: index) {
  %splat = arith.constant dense<3> : vector<4xi32>
  %pos = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %mixed = arith.constant dense<[-1, 2, 2, 2]> : vector<4xi32>
  scf.for %i = %lb to %ub step %s {
    %a = arith.divsi %v, %splat : vector<4xi32>
    %b = arith.divui %v, %pos : vector<4xi32>
    %c = arith.divsi %v, %mixed : vector<4xi32>
    %d = arith.divui %v, %mixed : vector<4xi32>
    "test.use"(%a, %b, %c, %d) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) -> ()
  }
  return
}

// -----

// For i1, `true` is 1 unsigned (divui moves) but -1 signed (divsi stays).
// CHECK-LABEL: func.func @i1_division
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.divui %arg0, %true : i1
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %1 = arith.divsi %arg0, %true : i1
// CHECK-NEXT: "test.use"(%0, %1) : (i1, i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @i1_division(%x: i1, %lb: index, %ub: index, %s: index) {
  %true = arith.constant true
  scf.for %i = %lb to %ub step %s {
    %a = arith.divui %x, %true : i1
    %b = arith.divsi %x, %true : i1
    "test.use"(%a, %b) : (i1, i1) -> ()
  }
  return
}

// -----

// remsi, remui and floordivsi are pure in MLIR 22: they move whatever the divisor.
// CHECK-LABEL: func.func @remainders
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %0 = arith.remsi %arg0, %arg1 : i16
// CHECK-NEXT: %1 = arith.remui %arg0, %c0_i16 : i16
// CHECK-NEXT: %2 = arith.floordivsi %arg0, %c0_i16 : i16
// CHECK-NEXT: %3 = arith.floordivsi %arg0, %arg1 : i16
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: "test.use"(%0, %1, %2, %3) : (i16, i16, i16, i16) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @remainders(%x: i16, %y: i16, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : i16
  scf.for %i = %lb to %ub step %s {
    %a = arith.remsi %x, %y : i16
    %b = arith.remui %x, %c0 : i16
    %c = arith.floordivsi %x, %c0 : i16
    %d = arith.floordivsi %x, %y : i16
    "test.use"(%a, %b, %c, %d) : (i16, i16, i16, i16) -> ()
  }
  return
}

// -----

// An inner scf.for is speculatable only with a constant step of 1: with step 2 it could wrap
// past its upper bound, so the empty loop stays, while its invariant body ops still leave both.
// CHECK-LABEL: func.func @inner_loop_step
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c2 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @inner_loop_step(%x: f32, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %c0 to %c4 step %c2 {
      %a = arith.addf %x, %x : f32
    }
    scf.for %j = %c0 to %c4 step %c1 {
      %b = arith.mulf %x, %x : f32
    }
  }
  return
}

// -----

// memref.dim moves only with a constant index below the rank of a ranked memref (MLIR checks
// only the upper end: -1 moves too); an index past the rank, a non-constant index or an unranked
// memref keep it in the loop.
// CHECK-LABEL: func.func @memref_dim
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c-1 : memref<?x4xf32>
// CHECK-NEXT: scf.for %arg6 = %arg3 to %arg4 step %arg5 {
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c5 : memref<?x4xf32>
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %arg2 : memref<?x4xf32>
// CHECK-NEXT: %dim_3 = memref.dim %arg1, %c0 : memref<*xf32>
// CHECK-NEXT: "test.use"(%dim, %dim_1, %dim_0, %dim_2, %dim_3) : (index, index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @memref_dim(%m: memref<?x4xf32>, %u: memref<*xf32>, %k: index, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  scf.for %i = %lb to %ub step %s {
    %a = memref.dim %m, %c0 : memref<?x4xf32>
    %b = memref.dim %m, %c5 : memref<?x4xf32>
    %c = memref.dim %m, %cm1 : memref<?x4xf32>
    %d = memref.dim %m, %k : memref<?x4xf32>
    %e = memref.dim %u, %c0 : memref<*xf32>
    "test.use"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
  }
  return
}
