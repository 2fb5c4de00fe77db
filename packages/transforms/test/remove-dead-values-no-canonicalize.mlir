// RUN: strata-opt %s --remove-dead-values=canonicalize=false --split-input-file | FileCheck %s
// Without the canonicalization, region branch ops keep their shape: dead forwarded values become
// ub.poison. The CHECK lines are what mlir-opt 22 prints.

// A live value yielded to a dead result is poisoned too; the scf.if keeps both results.
// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> i32 {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %1, %arg3[] : memref<i32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %2, %arg1 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : i32
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

// The else branch never executes: its ops go and its yield forwards poison.
// CHECK-LABEL: func.func @dead_if_branch(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.if %true -> (i32) {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
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

// scf.for: a dead iteration argument gets poison as init and from the yield.
// CHECK-LABEL: func.func @for_dead_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %0) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: memref.store %2, %arg4[] : memref<i32>
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: scf.yield %2, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i32
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

// scf.while with effects and no live result: poison flows around the loop.
// CHECK-LABEL: func.func @while_all_dead(%arg0: i32, %arg1: memref<i32>, %arg2: i1) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = scf.while (%arg3 = %0) : (i32) -> i32 {
// CHECK-NEXT: memref.store %arg0, %arg1[] : memref<i32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.condition(%arg2) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: scf.yield %2 : i32
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
