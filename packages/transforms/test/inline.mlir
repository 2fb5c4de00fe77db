// RUN: strata-opt %s --inline --split-input-file --allow-unregistered-dialect | FileCheck %s
// The inliner; the CHECK lines are what mlir-opt 22 prints.

// A public callee is inlined into its caller and kept; a private callee with one use is moved
// in and erased; the default pipeline (canonicalize) then folds `x + 0`.
// CHECK-LABEL: func.func @callee(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @callee(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func private @priv(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  %1 = call @priv(%0) : (i32) -> i32
  %c0 = arith.constant 0 : i32
  %2 = arith.addi %1, %c0 : i32
  return %2 : i32
}

// -----

// A multi-block callee splits the caller's block: func.return becomes cf.br to the rest of the
// caller, which receives the results as block arguments.
// CHECK-LABEL: func.func @multi_block(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : i32
// CHECK-NEXT: "test.use"(%2) : (i32) -> ()
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func private @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %0 = arith.addi %b, %b : i32
  return %0 : i32
}
func.func @multi_block(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = call @select(%c, %x, %y) : (i1, i32, i32) -> i32
  %1 = arith.muli %0, %x : i32
  "test.use"(%1) : (i32) -> ()
  return %1 : i32
}

// -----

// Directly and mutually recursive functions are not inlined into themselves; calls to them from
// elsewhere are not inlined either (the callee calls itself).
// CHECK-LABEL: func.func @self(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @self(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ping(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @pong(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pong(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @ping(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @self(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @ping(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @self(%n: i32) -> i32 {
  %0 = call @self(%n) : (i32) -> i32
  return %0 : i32
}
func.func @ping(%n: i32) -> i32 {
  %0 = call @pong(%n) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%n: i32) -> i32 {
  %0 = call @ping(%n) : (i32) -> i32
  return %0 : i32
}
func.func @user(%n: i32) -> i32 {
  %0 = call @self(%n) : (i32) -> i32
  %1 = call @ping(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// no_inline on the call or on the callee keeps the call.
// CHECK-LABEL: func.func @leaf(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @marked(
// CHECK-SAME: ) attributes {no_inline} {
// CHECK-NEXT: "test.effect"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_inline_calls(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @leaf(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT: call @marked() : () -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @leaf(%a: i32) -> i32 {
  return %a : i32
}
func.func @marked() -> () attributes {no_inline} {
  "test.effect"() : () -> ()
  return
}
func.func @no_inline_calls(%a: i32) -> i32 {
  %0 = call @leaf(%a) {no_inline} : (i32) -> i32
  call @marked() : () -> ()
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Calls in nested regions are inlined when the callee has one block; a multi-block callee is
// not inlined into scf.for's single-block body.
// CHECK-LABEL: func.func private @branchy(
// CHECK-SAME: %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_loop(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg1) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: %2 = func.call @branchy(%arg0, %1) : (i1, i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func private @branchy(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %0 = arith.constant 0 : i32
  return %0 : i32
}
func.func @in_loop(%c: i1, %a: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> (i32) {
    %0 = func.call @twice(%acc) : (i32) -> i32
    %1 = func.call @branchy(%c, %0) : (i1, i32) -> i32
    scf.yield %1 : i32
  }
  return %r : i32
}

// -----

// A chain: callees are processed first (bottom-up), so each level inlines an already inlined body;
// dead private functions are erased.
// CHECK-LABEL: func.func @top(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @l3(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func private @l2(%a: i32) -> i32 {
  %0 = call @l3(%a) : (i32) -> i32
  %1 = call @l3(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @l1(%a: i32) -> i32 {
  %0 = call @l2(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @l1(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Without calls, the pass still canonicalizes every function (the default pipeline).
// CHECK-LABEL: func.func @just_canonicalize(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @just_canonicalize(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

// -----

// Unknown callees (call_indirect) and external declarations are left alone.
// CHECK-LABEL: func.func private @external(
// CHECK-SAME: i32) -> i32
// CHECK-LABEL: func.func @indirect(
// CHECK-SAME: %arg0: (i32) -> i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT: %1 = call @external(%0) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @external(i32) -> i32
func.func @indirect(%f: (i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  %1 = func.call @external(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A function that calls a recursive function once is inlined, the recursive call stays.
// CHECK-LABEL: func.func private @rec(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @outer(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: %2 = call @rec(%1) : (i32) -> i32
// CHECK-NEXT: %3 = arith.addi %2, %1 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func private @rec(%n: i32) -> i32 {
  %0 = func.call @rec(%n) : (i32) -> i32
  return %0 : i32
}
func.func private @wrap(%n: i32) -> i32 {
  %0 = func.call @rec(%n) : (i32) -> i32
  %1 = arith.addi %0, %n : i32
  return %1 : i32
}
func.func @outer(%n: i32) -> i32 {
  %0 = func.call @wrap(%n) : (i32) -> i32
  %1 = func.call @wrap(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Functions of a nested module are inlined within it; a nested reference (@m::@f) is not
// inlined.
// CHECK: module @m {
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: func.func @outer(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "test.call_nested"(%arg0) {callee = @m::@user} : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
module @m {
  func.func private @inner(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  func.func @user(%a: i32) -> i32 {
    %0 = call @inner(%a) : (i32) -> i32
    return %0 : i32
  }
}
func.func @outer(%a: i32) -> i32 {
  %0 = "test.call_nested"(%a) {callee = @m::@user} : (i32) -> i32
  return %0 : i32
}

// -----

// A call whose result folds away: canonicalization after inlining cleans the caller.
// CHECK-LABEL: func.func @fold(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c42_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @const() -> i32 {
  %c = arith.constant 41 : i32
  return %c : i32
}
func.func @fold(%a: i32) -> i32 {
  %0 = call @const() : () -> i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.muli %a, %1 : i32
  return %2 : i32
}

// -----

// A callee called from two functions is cloned into both and then erased.
// CHECK-LABEL: func.func @first(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @second(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @shared(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @first(%a: i32) -> i32 {
  %0 = call @shared(%a) : (i32) -> i32
  return %0 : i32
}
func.func @second(%a: i32) -> i32 {
  %0 = call @shared(%a) : (i32) -> i32
  %1 = call @shared(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// Inlining into an scf.while region and an scf.execute_region.
// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%2) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %2 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func private @inc(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  return %0 : i32
}
func.func @loops(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %limit : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = func.call @inc(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  %e = scf.execute_region -> i32 {
    %n = func.call @inc(%r) : (i32) -> i32
    scf.yield %n : i32
  }
  return %e : i32
}
