// RUN: strata-opt %s --sccp --split-input-file --allow-unregistered-dialect | FileCheck %s
// Sparse conditional constant propagation; the CHECK lines are what mlir-opt 22 prints.

// Constants fold through arithmetic; new constants are made at the start of the entry block
// (the last one made first), and the originals, once unused, are erased.
// CHECK-LABEL: func.func @fold_chain
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %c2_i32, %arg0 : i32
// CHECK-NEXT: return %0, %c4_i32 : i32, i32
func.func @fold_chain(%arg0: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %c1 : i32
  %1 = arith.addi %0, %arg0 : i32
  %2 = arith.muli %0, %0 : i32
  return %1, %2 : i32, i32
}

// -----

// A conditional branch on a constant takes one edge: the block it reaches gets only what that
// edge passes; the other block never executes and is left alone.
// CHECK-LABEL: func.func @constant_cond_br
// CHECK: ^bb1(%0: i32):
// CHECK-NEXT: return %c1_i32 : i32
// CHECK: ^bb2(%1: i32):
// CHECK-NEXT: return %1 : i32
func.func @constant_cond_br(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%arg0 : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// Both operands of a branch to the same block travel along one CFG edge: a constant condition
// still joins them.
// CHECK-LABEL: func.func @one_edge_two_operands
// CHECK: ^bb1(%0: i32):
// CHECK-NEXT: return %0 : i32
func.func @one_edge_two_operands(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb1(%arg0 : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// Both edges live with the same constant: the argument is that constant.
// CHECK-LABEL: func.func @same_constant_both_ways
// CHECK: ^bb1(%0: i32):
// CHECK-NEXT: return %c1_i32 : i32
func.func @same_constant_both_ways(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1(%c1 : i32), ^bb1(%c1b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// Different constants on two live edges: the argument stays.
// CHECK-LABEL: func.func @different_constants
// CHECK: ^bb1(%0: i32):
// CHECK-NEXT: return %0 : i32
func.func @different_constants(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %cond, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// A loop whose back edge is never taken (its condition folds to false on entry) keeps its
// induction value constant; code in the never-executed body is left alone.
// CHECK-LABEL: func.func @loop_never_taken
// CHECK: return %c0_i32 : i32
func.func @loop_never_taken() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %cond = arith.cmpi slt, %i, %c0 : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^header(%next : i32)
^exit:
  return %i : i32
}

// -----

// A loop that really iterates: the induction value is not constant.
// CHECK-LABEL: func.func @loop_iterates
// CHECK: ^bb1(%0: i32):
// CHECK: return %0 : i32
func.func @loop_iterates() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %cond = arith.cmpi slt, %i, %c10 : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^header(%next : i32)
^exit:
  return %i : i32
}

// -----

// A loop-invariant value carried around a loop stays constant.
// CHECK-LABEL: func.func @loop_invariant
// CHECK: return %c5_i32 : i32
func.func @loop_invariant(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^header(%c0, %c5 : i32, i32)
^header(%i: i32, %v: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^header(%next, %v : i32, i32)
^exit:
  return %v : i32
}

// -----

// scf.if on a constant: only the taken region is executable, so the result is the constant it
// yields, and the scf.if (pure) goes away.
// CHECK-LABEL: func.func @scf_if_constant
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c1_i32 : i32
func.func @scf_if_constant(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %r = scf.if %true -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %r : i32
}

// -----

// scf.if with an unknown condition and the same constant on both sides.
// CHECK-LABEL: func.func @scf_if_same_both
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %c3_i32 : i32
func.func @scf_if_same_both(%cond: i1) -> i32 {
  %r = scf.if %cond -> i32 {
    %c3 = arith.constant 3 : i32
    scf.yield %c3 : i32
  } else {
    %c3b = arith.constant 3 : i32
    scf.yield %c3b : i32
  }
  return %r : i32
}

// -----

// scf.for: iteration arguments that stay constant are found, the induction variable is not.
// CHECK-LABEL: func.func @scf_for
// CHECK: scf.for
// CHECK: return %c7_i32, %0#1 : i32, i32
func.func @scf_for(%lb: index, %ub: index, %step: index) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %c7, %b = %c0) -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    %n = arith.addi %b, %c1 : i32
    scf.yield %a, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Interprocedural: a private function called only with constants returns a constant; a public
// one's arguments are unknown.
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @callee(%c1_i32) : (i32) -> i32
// CHECK-NEXT: return %c2_i32 : i32
func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
func.func @caller() -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = call @callee(%c1) : (i32) -> i32
  return %0 : i32
}

// -----

// Call sites with different constants: the private callee's argument is not constant.
// CHECK-LABEL: func.func private @two_callers_callee
// CHECK-NEXT: return %arg0 : i32
func.func private @two_callers_callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @two_callers() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = call @two_callers_callee(%c1) : (i32) -> i32
  %1 = call @two_callers_callee(%c2) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// A private function that is never called is not executed: nothing in it changes.
// CHECK-LABEL: func.func private @never_called
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func private @never_called() -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %c1 : i32
  return %0 : i32
}

// -----

// A private function whose symbol is used other than by a call has unknown callers.
// CHECK-LABEL: func.func private @address_taken
// CHECK-NEXT: return %arg0 : i32
func.func private @address_taken(%x: i32) -> i32 {
  return %x : i32
}
func.func @takes_address() -> i32 {
  %c1 = arith.constant 1 : i32
  %f = func.constant @address_taken : (i32) -> i32
  %0 = call @address_taken(%c1) : (i32) -> i32
  return %0 : i32
}

// -----

// Calls to declarations give unknown results; ops with side effects are kept even when their
// results are constant.
// CHECK-LABEL: func.func @external_call
// CHECK-NEXT: %0 = call @external() : () -> i32
// CHECK-NEXT: return %0 : i32
func.func private @external() -> i32
func.func @external_call() -> i32 {
  %0 = call @external() : () -> i32
  return %0 : i32
}

// -----

// Unregistered ops and ops that do not fold make their results unknown.
// CHECK-LABEL: func.func @unknown_ops
// CHECK-NEXT: %0 = "t.opaque"() : () -> i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
func.func @unknown_ops() -> i32 {
  %0 = "t.opaque"() : () -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}

// -----

// A fold to an existing value (x + 0 = x) gives that value's state: here unknown, so the op
// stays (SCCP replaces only by constants).
// CHECK-LABEL: func.func @fold_to_value
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @fold_to_value(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %arg0, %c0 : i32
  return %0 : i32
}

// -----

// Unreachable blocks are not executed, and their values are left alone.
// CHECK-LABEL: func.func @unreachable_block
// CHECK: ^bb1:
// CHECK-NEXT: %0 = arith.addi %c2_i32, %c2_i32 : i32
func.func @unreachable_block() -> i32 {
  %c2 = arith.constant 2 : i32
  return %c2 : i32
^bb1:
  %0 = arith.addi %c2, %c2 : i32
  return %0 : i32
}

// -----

// scf.while: a value carried unchanged through both regions stays constant; the counter does not.
// CHECK-LABEL: func.func @while_loop
// CHECK: scf.condition(%1) %arg1, %c5_i32 : i32, i32
// CHECK: scf.yield %1, %c5_i32 : i32, i32
// CHECK: return %0#0, %c5_i32 : i32, i32
func.func @while_loop(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %r:2 = scf.while (%i = %c0, %v = %c5) : (i32, i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %v : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %c1 = arith.constant 1 : i32
    %next = arith.addi %a, %c1 : i32
    scf.yield %next, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// scf.execute_region yields a constant: the region op (with a pure body) goes.
// CHECK-LABEL: func.func @execute_region
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: return %c4_i32 : i32
func.func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c4 = arith.constant 4 : i32
    scf.yield %c4 : i32
  }
  return %r : i32
}

// -----

// scf.index_switch on a constant enters only the matching case.
// CHECK-LABEL: func.func @index_switch
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c20_i32 : i32
func.func @index_switch() -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 1 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 30 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// -----

// Recursion: the recursive call never executes (the argument is always 0), so the function
// returns 0, and so does the call.
// CHECK-LABEL: func.func private @rec
// CHECK: cf.cond_br %true, ^bb1, ^bb2
// CHECK: return %c0_i32 : i32
// CHECK-LABEL: func.func @use_rec
// CHECK: return %c0_i32 : i32
func.func private @rec(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cond = arith.cmpi eq, %x, %c0 : i32
  cf.cond_br %cond, ^done, ^again
^done:
  return %x : i32
^again:
  %r = call @rec(%x) : (i32) -> i32
  return %r : i32
}
func.func @use_rec() -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @rec(%c0) : (i32) -> i32
  return %r : i32
}

// -----

// A nested function of a public module still has all its callers visible (the top-level module
// is not referenced from anywhere), so its argument is the constant passed.
// CHECK-LABEL: func.func nested @f
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %c3_i32 : i32
module {
  module @inner {
    func.func nested @f(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @g() -> i32 {
      %c3 = arith.constant 3 : i32
      %r = call @f(%c3) : (i32) -> i32
      return %r : i32
    }
  }
}

// -----

// cf.switch on a constant takes the matching case only.
// CHECK-LABEL: func.func @switch
// CHECK: ^bb1(%0: i32):
// CHECK-NEXT: return %0 : i32
// CHECK: ^bb2(%1: i32):
// CHECK-NEXT: return %c2_i32 : i32
func.func @switch(%flag: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%c7 : i32),
    2: ^bb2(%c2 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// -----

// Values inside an scf.if with an unknown condition are folded too; an scf.if without results
// stays.
// CHECK-LABEL: func.func @if_no_else
// CHECK: scf.if %arg0 {
// CHECK-NEXT: "t.use"(%c2_i32) : (i32) -> ()
// CHECK: return %c9_i32 : i32
func.func @if_no_else(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  scf.if %c {
    %x = arith.addi %c1, %c1 : i32
    "t.use"(%x) : (i32) -> ()
  }
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    scf.yield %c1 : i32
  } else {
    %c9 = arith.constant 9 : i32
    scf.yield %c9 : i32
  }
  return %r : i32
}

// -----

// Floats, indices and comparisons fold as their ops' folders say.
// CHECK-LABEL: func.func @floats
// CHECK: return %cst_1, %cst, %c6, %true : f32, f64, index, i1
func.func @floats() -> (f32, f64, index, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.addf %a, %a : f32
  %c = arith.constant 2.0 : f64
  %d = arith.mulf %c, %c : f64
  %e = arith.constant 3 : index
  %f = arith.addi %e, %e : index
  %g = arith.cmpf olt, %a, %b : f32
  return %b, %d, %f, %g : f32, f64, index, i1
}

// -----

// arith.select with a constant condition forwards the chosen constant.
// CHECK-LABEL: func.func @ub_and_select
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c3_i32 : i32
func.func @ub_and_select(%x: i32) -> i32 {
  %true = arith.constant true
  %c3 = arith.constant 3 : i32
  %s = arith.select %true, %c3, %x : i32
  return %s : i32
}

// -----

// scf.while whose condition is false on entry never runs its body: the results are the initial
// values, and the loop (pure) goes.
// CHECK-LABEL: func.func @while_false
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: return %c5_i32 : i32
func.func @while_false() -> i32 {
  %c5 = arith.constant 5 : i32
  %false = arith.constant false
  %r = scf.while (%a = %c5) : (i32) -> i32 {
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%b: i32):
    %c7 = arith.constant 7 : i32
    scf.yield %c7 : i32
  }
  return %r : i32
}

// -----

// scf.while whose condition is true on entry and then unknown: the after region runs.
// CHECK-LABEL: func.func @while_counts
// CHECK: scf.condition(%1) %arg1 : i32
// CHECK: return %0 : i32
func.func @while_counts(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %n : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.constant 1 : i32
    %next = arith.addi %b, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}
