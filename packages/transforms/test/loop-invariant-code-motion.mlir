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

// A whole inner loop with a constant non-zero step and a pure body is speculatable: it moves
// out of the outer loop; with an unknown step it does not.
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
