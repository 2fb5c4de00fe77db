// RUN: strata-opt %s --remove-dead-values --split-input-file --allow-unregistered-dialect | FileCheck %s
// Liveness-based dead value removal; the CHECK lines are what mlir-opt 22 prints.

// A private function loses its dead argument and the result no caller uses, at the call sites too;
// a dead op in the caller goes.
// CHECK-LABEL: func.func private @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @f(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %b : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  %dead = arith.muli %x, %y : i32
  return %r#0 : i32
}

// -----

// A live value forwarded to a dead block argument keeps both: the branch is left as it is.
// CHECK-LABEL: func.func @cf(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @cf(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2
^bb1(%a: i32, %b: i32):
  return %a : i32
^bb2:
  return %y : i32
}

// -----

// A region op with no effects and no live result is erased with its regions.
// CHECK-LABEL: func.func @dead_if(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_if(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

// Ops with memory effects and what they use stay; dead pure ops go.
// CHECK-LABEL: func.func @effects(%arg0: memref<i32>, %arg1: i32) {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %0, %arg0[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @effects(%m: memref<i32>, %x: i32) {
  %0 = arith.addi %x, %x : i32
  memref.store %0, %m[] : memref<i32>
  %1 = arith.muli %x, %x : i32
  return
}

// -----

// Nothing is folded: only the dead op goes.
// CHECK-LABEL: func.func @fold(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @fold(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %x, %0 : i32
  %2 = arith.addi %x, %c1 : i32
  return %1 : i32
}

// -----

// A call whose result is unused: the private callee loses its result and then its argument.
// CHECK-LABEL: func.func private @unused_private() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(%arg0: i32) {
// CHECK-NEXT: call @unused_private() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @unused_private(%a: i32) -> i32 {
  return %a : i32
}
func.func @user(%x: i32) {
  %0 = call @unused_private(%x) : (i32) -> i32
  return
}

// -----

// A result unused at every call site is dropped from the callee and from every call.
// CHECK-LABEL: func.func private @dead_result(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_calls(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @dead_result(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @dead_result(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @dead_result(%a: i32) -> (i32, i32) {
  %0 = arith.muli %a, %a : i32
  return %a, %0 : i32, i32
}
func.func @two_calls(%x: i32) -> i32 {
  %0:2 = call @dead_result(%x) : (i32) -> (i32, i32)
  %1:2 = call @dead_result(%x) : (i32) -> (i32, i32)
  return %0#0 : i32
}

// -----

// Unregistered ops have unknown effects and stay.
// CHECK-LABEL: func.func @unregistered(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "t.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @unregistered(%x: i32) -> i32 {
  %0 = "t.op"(%x) : (i32) -> i32
  %1 = arith.addi %x, %x : i32
  return %x : i32
}

// -----

// Dead ops go in blocks of a CFG as well.
// CHECK-LABEL: func.func @cf_and_dead(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cf_and_dead(%c: i1, %x: i32) -> i32 {
  %d = arith.muli %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = arith.addi %x, %x : i32
  return %x : i32
^bb2:
  return %x : i32
}

// -----

// Non-function symbols do not stop the pass.
// CHECK: memref.global "private" @g : memref<i32>
// CHECK-LABEL: func.func @with_global(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
memref.global "private" @g : memref<i32>
func.func @with_global(%x: i32) -> i32 {
  %d = arith.muli %x, %x : i32
  return %x : i32
}

// -----

// A private function with a CFG body loses its dead argument.
// CHECK-LABEL: func.func private @priv(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_priv(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @priv(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @priv(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1
^bb1:
  return %a : i32
}
func.func @calls_priv(%x: i32) -> i32 {
  %0 = call @priv(%x, %x) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// A private function whose symbol is used other than by a call keeps its signature.
// CHECK-LABEL: func.func private @indirect(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @takes(%arg0: i32) -> i32 {
// CHECK-NEXT: %f = constant @indirect : (i32) -> i32
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @indirect(%a: i32) -> i32 {
  return %a : i32
}
func.func @takes(%x: i32) -> i32 {
  %f = func.constant @indirect : (i32) -> i32
  %0 = call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// An argument used only by dead ops is dead: the chain goes with it, and the caller stops
// computing it.
// CHECK-LABEL: func.func private @chain(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain_user(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @chain(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @chain(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %a : i32
}
func.func @chain_user(%x: i32, %y: i32) -> i32 {
  %s = arith.muli %x, %y : i32
  %0 = call @chain(%x, %s) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// A private function nobody calls never executes: its arguments, results and body values are dead.
// CHECK-LABEL: func.func private @never_called() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @never_called(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

// An argument live at one call site of a private function is live.
// CHECK-LABEL: func.func private @partly(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p1(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @partly(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p2(%arg0: i32) {
// CHECK-NEXT: %0 = call @partly(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @partly(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @p1(%x: i32) -> i32 {
  %0 = call @partly(%x, %x) : (i32, i32) -> i32
  return %0 : i32
}
func.func @p2(%x: i32) {
  %0 = call @partly(%x, %x) : (i32, i32) -> i32
  return
}

// -----

// A pure scf.execute_region whose result is unused goes.
// CHECK-LABEL: func.func @nested_dead(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @nested_dead(%x: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %x, %x : i32
    scf.yield %1 : i32
  }
  %2 = arith.muli %x, %x : i32
  return %x : i32
}

// -----

// Per-argument and per-result attributes follow the arguments and results that stay.
// CHECK-LABEL: func.func private @attrs(%arg0: i32 {t.keep}) -> (i32 {t.r0}) {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attr_user(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @attrs(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @attrs(%a: i32 {t.keep}, %b: i32 {t.drop}) -> (i32 {t.r0}, i32 {t.r1}) {
  return %a, %b : i32, i32
}
func.func @attr_user(%x: i32) -> i32 {
  %0:2 = call @attrs(%x, %x) : (i32, i32) -> (i32, i32)
  return %0#0 : i32
}

// -----

// A loop-carried value used only to compute itself is dead: the block argument and what every edge
// forwards to it go.
// CHECK-LABEL: func.func @loop_cf(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @loop_cf(%x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0, %x : i32, i32)
^h(%i: i32, %acc: i32):
  %d = arith.muli %acc, %acc : i32
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^b, ^e
^b:
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^h(%i2, %d : i32, i32)
^e:
  return %i : i32
}

// -----

// A dead block argument goes with the operand forwarded to it.
// CHECK-LABEL: func.func @br_single(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @br_single(%x: i32, %y: i32) -> i32 {
  cf.br ^bb1(%x, %y : i32, i32)
^bb1(%a: i32, %b: i32):
  return %a : i32
}

// -----

// The same on a conditional branch, for each successor.
// CHECK-LABEL: func.func @condbr_single(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @condbr_single(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%y : i32)
^bb1(%a: i32, %b: i32):
  return %a : i32
^bb2(%d: i32):
  return %x : i32
}

// -----

// A dead value computed only to be forwarded to a dead block argument goes too.
// CHECK-LABEL: func.func @condbr_computed(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @condbr_computed(%c: i1, %x: i32) -> i32 {
  %m = arith.muli %x, %x : i32
  cf.cond_br %c, ^bb1(%x, %m : i32, i32), ^bb2
^bb1(%a: i32, %b: i32):
  return %a : i32
^bb2:
  return %x : i32
}

// -----

// The condition of a CFG branch is live (as in MLIR 22), and so is what computes it; a value it
// also forwards to a dead block argument therefore stays forwarded.
// CHECK-LABEL: func.func @branch_condition_is_live(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
func.func @branch_condition_is_live(%x: i32, %y: i32) -> i32 {
  %k = arith.addi %x, %y : i32
  %c = arith.cmpi slt, %k, %y : i32
  cf.cond_br %c, ^bb1(%k : i32), ^bb2
^bb1(%a: i32):
  %z = arith.addi %a, %a : i32
  return %x : i32
^bb2:
  return %x : i32
}

// -----

// The condition of a region branch op with effect-free regions is not: an unused scf.if goes
// with the comparison feeding it.
// CHECK-LABEL: func.func @region_condition_is_dead(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
func.func @region_condition_is_dead(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi slt, %x, %y : i32
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %x : i32
}
