// RUN: strata-opt %s --control-flow-sink --split-input-file --allow-unregistered-dialect | FileCheck %s
// Control-flow sinking; the CHECK lines are what mlir-opt 22 prints.

// A chain of pure ops used only in the then branch moves to the start of that branch, in order.
// CHECK-LABEL: func.func @chain_into_then
// CHECK-NEXT: %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT: %1 = arith.xori %arg1, %arg2 : i64
// CHECK-NEXT: %2 = arith.shli %1, %arg2 : i64
// CHECK-NEXT: %3 = arith.ori %2, %arg1 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i64
func.func @chain_into_then(%flag: i1, %p: i64, %q: i64) -> i64 {
  %mix = arith.xori %p, %q : i64
  %shifted = arith.shli %mix, %q : i64
  %merged = arith.ori %shifted, %p : i64
  %out = scf.if %flag -> i64 {
    scf.yield %merged : i64
  } else {
    scf.yield %q : i64
  }
  return %out : i64
}

// -----

// Each branch receives the ops only it uses; an op used by both branches stays before the if.
// CHECK-LABEL: func.func @split_between_branches
// CHECK-NEXT: %0 = arith.subi %arg1, %arg2 : i16
// CHECK-NEXT: %1 = scf.if %arg0 -> (i16) {
// CHECK-NEXT: %2 = arith.addi %0, %arg1 : i16
// CHECK-NEXT: scf.yield %2 : i16
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.muli %0, %arg2 : i16
// CHECK-NEXT: scf.yield %2 : i16
func.func @split_between_branches(%flag: i1, %p: i16, %q: i16) -> i16 {
  %shared = arith.subi %p, %q : i16
  %left = arith.addi %shared, %p : i16
  %right = arith.muli %shared, %q : i16
  %out = scf.if %flag -> i16 {
    scf.yield %left : i16
  } else {
    scf.yield %right : i16
  }
  return %out : i16
}

// -----

// An op with a use after the if stays where it is.
// CHECK-LABEL: func.func @used_after
// CHECK-NEXT: %0 = arith.negf %arg1 : f32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.sink"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.sink"(%0) : (f32) -> ()
func.func @used_after(%flag: i1, %v: f32) {
  %neg = arith.negf %v : f32
  scf.if %flag {
    "test.sink"(%neg) : (f32) -> ()
  }
  "test.sink"(%neg) : (f32) -> ()
  return
}

// -----

// Ops with memory effects never move: the load stays, the alloca stays.
// CHECK-LABEL: func.func @memory_effects_stay
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf64>
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xf64>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %0, %alloca[%arg2] : memref<2xf64>
func.func @memory_effects_stay(%flag: i1, %buf: memref<2xf64>, %at: index) {
  %tmp = memref.alloca() : memref<2xf64>
  %val = memref.load %buf[%at] : memref<2xf64>
  scf.if %flag {
    memref.store %val, %tmp[%at] : memref<2xf64>
  }
  return
}

// -----

// Loop bodies may run many times, and execute_region does not bound its region: nothing sinks.
// CHECK-LABEL: func.func @unbounded_regions
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK: scf.for
// CHECK-NEXT: "test.sink"(%0) : (i32) -> ()
// CHECK: scf.execute_region
// CHECK-NEXT: "test.sink"(%1) : (i32) -> ()
func.func @unbounded_regions(%v: i32, %n: index) {
  %twice = arith.addi %v, %v : i32
  %square = arith.muli %v, %v : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "test.sink"(%twice) : (i32) -> ()
  }
  scf.execute_region {
    "test.sink"(%square) : (i32) -> ()
    scf.yield
  }
  return
}

// -----

// A switch's case and default regions each run at most once, so they receive ops too.
// CHECK-LABEL: func.func @into_switch_cases
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i8
// CHECK-NEXT: case 4 {
// CHECK-NEXT: %1 = arith.andi %arg1, %arg1 : i8
// CHECK-NEXT: scf.yield %1 : i8
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.shrui %arg1, %arg1 : i8
// CHECK-NEXT: scf.yield %1 : i8
func.func @into_switch_cases(%sel: index, %b: i8) -> i8 {
  %masked = arith.andi %b, %b : i8
  %halved = arith.shrui %b, %b : i8
  %out = scf.index_switch %sel -> i8
  case 4 {
    scf.yield %masked : i8
  }
  default {
    scf.yield %halved : i8
  }
  return %out : i8
}

// -----

// With a constant condition the branch that never runs still counts as running at most once.
// CHECK-LABEL: func.func @constant_condition
// CHECK: scf.if %false -> (i32) {
// CHECK-NEXT: %1 = arith.divui %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.remui %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %1 : i32
func.func @constant_condition(%v: i32) -> i32 {
  %no = arith.constant false
  %quot = arith.divui %v, %v : i32
  %rem = arith.remui %v, %v : i32
  %out = scf.if %no -> i32 {
    scf.yield %quot : i32
  } else {
    scf.yield %rem : i32
  }
  return %out : i32
}

// -----

// Inner ifs are visited first: an op used only in a nested branch sinks down both levels.
// CHECK-LABEL: func.func @two_levels_down
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %0 = arith.maxsi %arg2, %arg2 : i32
// CHECK-NEXT: "test.sink"(%0) : (i32) -> ()
func.func @two_levels_down(%outer: i1, %inner: i1, %v: i32) {
  %m = arith.maxsi %v, %v : i32
  scf.if %outer {
    scf.if %inner {
      "test.sink"(%m) : (i32) -> ()
    }
  }
  return
}

// -----

// Only the operands of a branch's top-level ops are considered: a use inside a nested loop alone
// does not pull the op in, but once a top-level op of the branch uses it too, it moves.
// CHECK-LABEL: func.func @nested_use
// CHECK-NEXT: %0 = arith.minui %arg1, %arg2 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %1 = arith.maxui %arg1, %arg2 : index
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %arg2 {
// CHECK-NEXT: "test.sink"(%0, %1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.sink"(%1) : (index) -> ()
func.func @nested_use(%flag: i1, %m: index, %n: index) {
  %lo = arith.minui %m, %n : index
  %hi = arith.maxui %m, %n : index
  scf.if %flag {
    scf.for %i = %m to %n step %n {
      "test.sink"(%lo, %hi) : (index, index) -> ()
    }
    "test.sink"(%hi) : (index) -> ()
  }
  return
}

// -----

// Unregistered ops may have any effect, so they stay; a pure op that uses one still moves.
// CHECK-LABEL: func.func @unregistered_stays
// CHECK-NEXT: %0 = "test.source"() : () -> i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: "test.sink"(%1) : (i32) -> ()
func.func @unregistered_stays(%flag: i1) {
  %src = "test.source"() : () -> i32
  %sum = arith.addi %src, %src : i32
  scf.if %flag {
    "test.sink"(%sum) : (i32) -> ()
  }
  return
}
