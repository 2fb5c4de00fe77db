// RUN: strata-opt %s --inline=default-pipeline= --split-input-file --allow-unregistered-dialect | FileCheck %s
// The inliner without a default pipeline; the CHECK lines are what mlir-opt 22 prints.

// Without a default pipeline nothing is simplified: each inlined body keeps its own `x + 0`.
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c0_i32_0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @add0(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
func.func @f(%a: i32) -> i32 {
  %0 = call @add0(%a) : (i32) -> i32
  %1 = call @add0(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A call brought in by inlining is inlined in the same round, from the inlined body's callee
// onwards; the private callees are erased once unused.
// CHECK-LABEL: func.func @root(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @leaf(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func private @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func @root(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Calls inside scf.if are inlined (single-block callees); the callee body lands in the branch.
// CHECK-LABEL: func.func @in_if(
// CHECK-SAME: %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @double(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @in_if(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = func.call @double(%a) : (i32) -> i32
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// A callee whose result is unused: the inlined ops stay (no pipeline removes them).
// CHECK-LABEL: func.func @unused_result(
// CHECK-SAME: %arg0: memref<i32>, %arg1: i32) {
// CHECK-NEXT: memref.store %arg1, %arg0[] : memref<i32>
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @effects(%m: memref<i32>, %a: i32) -> i32 {
  memref.store %a, %m[] : memref<i32>
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @unused_result(%m: memref<i32>, %a: i32) {
  %0 = call @effects(%m, %a) : (memref<i32>, i32) -> i32
  return
}

// -----

// An op whose dialect has no inliner interface (here an unregistered one) keeps its function
// from being inlined.
// CHECK-LABEL: func.func private @opaque(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: "foo.effect"(%arg0) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_opaque(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @opaque(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @opaque(%a: i32) -> i32 {
  "foo.effect"(%a) : (i32) -> ()
  return %a : i32
}
func.func @calls_opaque(%a: i32) -> i32 {
  %0 = call @opaque(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// A multi-block callee called twice: each call site gets its own copy of the blocks, and the
// callee, now unused, is erased.
// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.subi %c0_i32, %arg0 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg1, %c0_i32_0 : i32
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %4 = arith.subi %c0_i32_0, %arg1 : i32
// CHECK-NEXT: cf.br ^bb6(%4 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb6(%arg1 : i32)
// CHECK-NEXT: ^bb6(%5: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: %6 = arith.addi %2, %5 : i32
// CHECK-NEXT: return %6 : i32
// CHECK-NEXT: }
func.func private @abs(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %a, %c0 : i32
  cf.cond_br %neg, ^bb1, ^bb2
^bb1:
  %n = arith.subi %c0, %a : i32
  return %n : i32
^bb2:
  return %a : i32
}
func.func @twice(%a: i32, %b: i32) -> i32 {
  %0 = call @abs(%a) : (i32) -> i32
  %1 = call @abs(%b) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
