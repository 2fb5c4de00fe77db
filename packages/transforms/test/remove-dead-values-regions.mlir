// RUN: strata-opt %s --remove-dead-values --split-input-file | FileCheck %s
// Region branch ops and code that never executes; the CHECK lines are what mlir-opt 22 prints.

// A dead result of an scf.if: each yield forwards ub.poison instead, and the canonicalization
// drops the result (the poison ops in the branches stay, as in MLIR 22).
// CHECK-LABEL: func.func @if_partial(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_partial(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b, %y : i32, i32
  }
  return %r#0 : i32
}

// -----

// A live value yielded to a dead result is poisoned too; the scf.if with effects stays and its
// live result, yielded from above, becomes an arith.select.
// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %1, %arg3[] : memref<i32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_to_select(%c: i1, %x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b, %y : i32, i32
  }
  return %r#1 : i32
}

// -----

// scf.while: an argument the condition reads stays live; a loop-invariant one is dropped by the
// canonicalization.
// CHECK-LABEL: func.func @while_invariant(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: memref.store %1, %arg1[] : memref<i32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_invariant(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %a2 = arith.addi %a, %a : i32
    memref.store %a2, %m[] : memref<i32>
    scf.yield %a2, %b : i32, i32
  }
  return %r#0 : i32
}

// -----

// Ops in a CFG block that never executes go, effects included; the terminator stays.
// CHECK-LABEL: func.func @dead_block(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @dead_block(%x: i32, %m: memref<i32>) -> i32 {
  %c = arith.constant true
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %a = arith.addi %x, %x : i32
  memref.store %a, %m[] : memref<i32>
  return %x : i32
}

// -----

// The else branch never executes: its ops go, its yield forwards poison, and the canonicalization
// folds the scf.if on its constant condition.
// CHECK-LABEL: func.func @dead_if_branch(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @dead_if_branch(%x: i32, %m: memref<i32>) -> i32 {
  %c = arith.constant true
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    %a = arith.addi %x, %x : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// A private function nobody calls never executes: its body's ops go, and so do its arguments and
// results.
// CHECK-LABEL: func.func private @never_called() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @never_called(%x: i32, %m: memref<i32>) -> i32 {
  %a = arith.addi %x, %x : i32
  memref.store %a, %m[] : memref<i32>
  return %x : i32
}

// -----

// An scf.if whose then region never executes keeps no op; the canonicalization erases it.
// CHECK-LABEL: func.func @if_false(%arg0: i32, %arg1: memref<i32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_false(%x: i32, %m: memref<i32>) {
  %c = arith.constant false
  scf.if %c {
    %a = arith.addi %x, %x : i32
    memref.store %a, %m[] : memref<i32>
  }
  return
}

// -----

// Every region branch op is canonicalized, changed or not: this scf.if has a constant condition.
// CHECK-LABEL: func.func @static_if(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: memref.store %arg0, %arg1[] : memref<i32>
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @static_if(%x: i32, %m: memref<i32>) -> i32 {
  %c = arith.constant true
  %r = scf.if %c -> i32 {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// scf.for: a dead iteration argument gets poison as init and from the yield; the canonicalization
// stops carrying it.
// CHECK-LABEL: func.func @for_dead_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: memref.store %2, %arg4[] : memref<i32>
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @for_dead_iter(%lb: index, %ub: index, %s: index, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %b : i32
    memref.store %a2, %m[] : memref<i32>
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.for with effects and no live result keeps its loop, and carries nothing.
// CHECK-LABEL: func.func @for_all_dead(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg3, %arg4[] : memref<i32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_all_dead(%lb: index, %ub: index, %s: index, %x: i32, %m: memref<i32>) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %b : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %a2, %b2 : i32, i32
  }
  return
}

// -----

// scf.while with effects and no live result: poison flows around the loop, and the
// canonicalization drops the loop-carried value.
// CHECK-LABEL: func.func @while_all_dead(%arg0: i32, %arg1: memref<i32>, %arg2: i1) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: memref.store %arg0, %arg1[] : memref<i32>
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @while_all_dead(%x: i32, %m: memref<i32>, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> (i32) {
    memref.store %x, %m[] : memref<i32>
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a: i32):
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return
}

// -----

// The canonicalization may inline a loop that runs once; the constants left unused go.
// CHECK-LABEL: func.func @for_once(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @for_once(%x: i32, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.addi %x, %x : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %z) -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// An scf.execute_region is inlined by the canonicalization; the poison it yielded goes with it.
// CHECK-LABEL: func.func @exec(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @exec(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %x : i32, i32
  }
  return %r#1 : i32
}

// -----

// Nested loops: a dead value carried through both gets poison at every level.
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (i32) {
// CHECK-NEXT: %5 = arith.addi %arg8, %arg8 : i32
// CHECK-NEXT: memref.store %5, %arg4[] : memref<i32>
// CHECK-NEXT: %6 = ub.poison : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = ub.poison : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %s: index, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %q:2 = scf.for %j = %lb to %ub step %s iter_args(%c = %a, %d = %b) -> (i32, i32) {
      %c2 = arith.addi %c, %c : i32
      %d2 = arith.muli %d, %d : i32
      memref.store %c2, %m[] : memref<i32>
      scf.yield %c2, %d2 : i32, i32
    }
    scf.yield %q#0, %q#1 : i32, i32
  }
  return %r#0 : i32
}

// -----

// scf.index_switch: a dead result is poisoned in every case.
// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: memref.store %arg1, %arg3[] : memref<i32>
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch(%i: index, %x: i32, %y: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %y : i32, i32
  }
  default {
    scf.yield %y, %x : i32, i32
  }
  return %r#1 : i32
}

// -----

// The canonicalization applies the region branch ops' own patterns only: the body of the rebuilt
// loop keeps its two additions (arith's constant-reassociation pattern is not used).
// CHECK-LABEL: func.func @only_region_op_patterns(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg6, %c1_i32 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c2_i32 : i32
// CHECK-NEXT: memref.store %3, %arg4[] : memref<i32>
// CHECK-NEXT: %4 = ub.poison : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @only_region_op_patterns(%lb: index, %ub: index, %s: index, %x: i32, %m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a1 = arith.addi %a, %c1 : i32
    %a2 = arith.addi %a1, %c2 : i32
    %b2 = arith.muli %b, %b : i32
    memref.store %a2, %m[] : memref<i32>
    scf.yield %a2, %b2 : i32, i32
  }
  return
}
