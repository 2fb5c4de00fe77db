// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// scf canonicalizations; the expected text is mlir-opt 22's.

// CHECK-LABEL: func.func @for_zero_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @for_zero_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %y = "test.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_same_bounds(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
func.func @for_same_bounds(%lb: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%a = %x) -> (i32) {
    %y = "test.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_single_iteration(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = "test.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_single_iteration(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c4 step %c10 iter_args(%a = %x) -> (i32) {
    %y = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_unsigned_zero_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @for_unsigned_zero_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for unsigned %i = %cm1 to %c0 step %c1 iter_args(%a = %x) -> (i32) : i32 {
    %y = "test.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_forwarded_iter_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT:     %1 = "test.op"(%arg6, %arg4) : (i32, f32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg4 : i32, f32
// CHECK-NEXT: }
func.func @for_forwarded_iter_arg(%lb: index, %ub: index, %s: index, %x: i32, %y: f32) -> (i32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, f32) {
    %n = "test.op"(%a, %b) : (i32, f32) -> i32
    scf.yield %n, %b : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// CHECK-LABEL: func.func @for_dead_iter_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> i32 {
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT:     %1 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.other"() : () -> f32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_dead_iter_arg(%lb: index, %ub: index, %s: index, %x: i32, %y: f32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, f32) {
    %n = "test.op"(%a) : (i32) -> i32
    %m = "test.other"() : () -> f32
    scf.yield %n, %m : i32, f32
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @if_true() {
// CHECK-NEXT:   "test.then"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_true() {
  %true = arith.constant true
  scf.if %true {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_false(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.else"() : () -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @if_false(%x: i32) -> i32 {
  %false = arith.constant false
  scf.if %false {
    "test.then"() : () -> ()
  }
  %r = scf.if %false -> (i32) {
    %a = "test.then"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.else"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_unused_results(%arg0: i1) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = "test.then"() : () -> i32
// CHECK-NEXT:     %2 = "test.then2"() : () -> i64
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "test.else"() : () -> i32
// CHECK-NEXT:     %2 = "test.else2"() : () -> i64
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @if_unused_results(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i64) {
    %a = "test.then"() : () -> i32
    %b = "test.then2"() : () -> i64
    scf.yield %a, %b : i32, i64
  } else {
    %a = "test.else"() : () -> i32
    %b = "test.else2"() : () -> i64
    scf.yield %a, %b : i32, i64
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @if_empty_else(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.then"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_region_inlined(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:   scf.execute_region no_inline {
// CHECK-NEXT:     "test.kept"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_inlined(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  scf.execute_region no_inline {
    "test.kept"() : () -> ()
    scf.yield
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_constant(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.five"() : () -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_constant(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %r = scf.index_switch %c5 -> i32
  case 2 {
    %a = "test.two"() : () -> i32
    scf.yield %a : i32
  }
  case 5 {
    %b = "test.five"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %c = "test.default"() : () -> i32
    scf.yield %c : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_default(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.default"() : () -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_default(%x: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 2 {
    %a = "test.two"() : () -> i32
    scf.yield %a : i32
  }
  default {
    %c = "test.default"() : () -> i32
    scf.yield %c : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = "test.then"() : () -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %2 = "test.else"() : () -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1, %arg1 : i32, i32, i32
// CHECK-NEXT: }
func.func @if_to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %a = "test.then"() : () -> i32
    scf.yield %x, %a, %x : i32, i32, i32
  } else {
    %b = "test.else"() : () -> i32
    scf.yield %y, %b, %x : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @if_all_selects(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @if_all_selects(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}


// -----

// Inside the after region the forwarded condition is true (WhileConditionTruth).
// CHECK-LABEL: func.func @truth
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @truth(%init: i32) -> i32 {
  %r:2 = scf.while (%a = %init) : (i32) -> (i32, i1) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%x: i32, %b: i1):
    %n = "test.next"(%x, %b) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// A cmpi in the after region repeating (or inverting) the condition on the forwarded value folds (WhileCmpCond).
// CHECK-LABEL: func.func @cmp_cond
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT: scf.condition(%1) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg1, %arg2 : index
// CHECK-NEXT: "test.use"(%true, %false, %1) : (i1, i1, i1) -> ()
// CHECK-NEXT: %2 = "test.next"(%arg2) : (index) -> index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @cmp_cond(%lb: index, %ub: index) {
  %r = scf.while (%i = %lb) : (index) -> index {
    %c = arith.cmpi slt, %i, %ub : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %c2 = arith.cmpi slt, %j, %ub : index
    %c3 = arith.cmpi sge, %j, %ub : index
    %c4 = arith.cmpi sgt, %ub, %j : index
    "test.use"(%c2, %c3, %c4) : (i1, i1, i1) -> ()
    %n = "test.next"(%j) : (index) -> index
    scf.yield %n : index
  }
  return
}

// -----

// A before argument the after region yields back unchanged is its init (RemoveLoopInvariantArgsFromBeforeBlock).
// CHECK-LABEL: func.func @invariant_before
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg0, %arg2) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : i32, i32
func.func @invariant_before(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%q) : (i32) -> i32
    scf.yield %p, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// A value forwarded from outside the loop replaces its after argument and result (RemoveLoopInvariantValueYielded).
// CHECK-LABEL: func.func @invariant_yielded
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
func.func @invariant_yielded(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// A forwarded value used by neither the results nor the after region is dropped (WhileUnusedResult).
// CHECK-LABEL: func.func @unused_result
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.f"(%arg1) : (i32) -> f32
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @unused_result(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, f32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %f = "test.f"(%x) : (i32) -> f32
    scf.condition(%c) %x, %f : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// A value forwarded twice is forwarded once (WhileRemoveDuplicatedResults).
// CHECK-LABEL: func.func @duplicated
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.v"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
func.func @duplicated(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// A before argument nobody reads stops being carried (WhileRemoveUnusedArgs).
// CHECK-LABEL: func.func @unused_args
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = "test.other"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @unused_args(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    %m = "test.other"(%p) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return %r : i32
}

// -----

// Forwarded before arguments are put back in their order; results follow (WhileOpAlignBeforeArgs).
// CHECK-LABEL: func.func @align
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = "test.other"(%arg3) : (f32) -> f32
// CHECK-NEXT: scf.yield %1, %2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : f32, i32
func.func @align(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n = "test.next"(%q) : (i32) -> i32
    %m = "test.other"(%p) : (f32) -> f32
    scf.yield %n, %m : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// Yielding the init itself makes the argument invariant.
// CHECK-LABEL: func.func @invariant_init_yield
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @invariant_init_yield(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}

// -----

// The inverse predicate folds to false, the other operand order is matched too.
// CHECK-LABEL: func.func @cmp_inverted
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @cmp_inverted(%lb: i32, %ub: i32) -> i32 {
  %r = scf.while (%i = %lb) : (i32) -> i32 {
    %c = arith.cmpi ult, %ub, %i : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %c2 = arith.cmpi uge, %ub, %j : i32
    %c3 = arith.cmpi ult, %ub, %j : i32
    %s = arith.select %c2, %j, %ub : i32
    %t = arith.select %c3, %s, %lb : i32
    scf.yield %t : i32
  }
  return %r : i32
}

// -----

// A loop without effects and unused results disappears.
// CHECK-LABEL: func.func @dead_while
// CHECK-NEXT: return
func.func @dead_while(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %p, %one : i32
    scf.yield %n : i32
  }
  return
}

// -----

// The rewritten loops keep their attributes.
// CHECK-LABEL: func.func @p1_invariant_args
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg1) : (i32) -> (i32, i32) {
// CHECK-NEXT: %1 = "test.cond"(%arg0, %arg2) : (i32, i32) -> i1
// CHECK-NEXT: %2 = "test.v"(%arg0) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2, %arg2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } attributes {foo = 1 : i64}
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
func.func @p1_invariant_args(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    scf.condition(%c) %v, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %a, %n : i32, i32
  } attributes {foo = 1}
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @p3_unused_result
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "test.v"(%arg1) : (i32) -> i32
// CHECK-NEXT: %3 = "test.w"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } attributes {foo = 1 : i64}
// CHECK-NEXT: return %0 : i32
func.func @p3_unused_result(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    %w = "test.w"(%x) : (i32) -> i32
    scf.condition(%c) %v, %w : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  } attributes {foo = 1}
  return %r#0 : i32
}

// -----

// An after argument forwarded from the before argument, yielded back, is invariant too.
// CHECK-LABEL: func.func @via_after
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg0, %arg2) : (i32, i32) -> i1
// CHECK-NEXT: %2 = "test.v"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } attributes {foo = 1 : i64}
// CHECK-NEXT: return %arg0, %0 : i32, i32
func.func @via_after(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    %v = "test.v"(%y) : (i32) -> i32
    scf.condition(%c) %x, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%q) : (i32) -> i32
    scf.yield %p, %n : i32, i32
  } attributes {foo = 1}
  return %r#0, %r#1 : i32, i32
}

// -----

// Realigning the forwarded arguments drops the attributes (as mlir-opt 22).
// CHECK-LABEL: func.func @perm_only
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: %2 = "test.next"(%arg3) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : i32, i32
func.func @perm_only(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%q) : (i32) -> i32
    %m = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  } attributes {foo = 1}
  return %r#0, %r#1 : i32, i32
}

// -----

// A dimension that runs once is dropped, its induction variable replaced by the lower bound (ParallelOpSingleOrZeroIterationDimsFolder).
// CHECK-LABEL: func.func @single_dim
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg1[%c0, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @single_dim(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  } {foo = 1}
  return
}

// -----

// A dimension that runs zero times makes the loop its inits.
// CHECK-LABEL: func.func @zero_trip
// CHECK-NEXT: return %arg1 : f32
func.func @zero_trip(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c1) step (%c1, %c1) init (%init) -> f32 {
    %f = "test.f"(%i) : (index) -> f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// When every dimension runs once, the body and the reductions, fed the inits, replace the loop.
// CHECK-LABEL: func.func @all_single
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = "test.f"(%c0, %c1) : (index, index) -> f32
// CHECK-NEXT: %1 = "test.g"(%c0) : (index) -> i32
// CHECK-NEXT: %2 = arith.addf %arg0, %0 : f32
// CHECK-NEXT: %3 = arith.muli %arg1, %1 : i32
// CHECK-NEXT: return %2, %3 : f32, i32
func.func @all_single(%init: f32, %init2: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %c3) step (%c1, %c3) init (%init, %init2) -> (f32, i32) {
    %f = "test.f"(%i, %j) : (index, index) -> f32
    %g = "test.g"(%i) : (index) -> i32
    scf.reduce(%f, %g : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// A parallel loop holding only another one with independent bounds merges with it (MergeNestedParallelLoops).
// CHECK-LABEL: func.func @merge_nested
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg0, %arg1) step (%c1, %c1) {
// CHECK-NEXT: "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @merge_nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Inner bounds reading an outer induction variable block the merge.
// CHECK-LABEL: func.func @no_merge_dependent
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @no_merge_dependent(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Collapsing keeps the reductions of the remaining dimensions.
// CHECK-LABEL: func.func @single_reduce_partial
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %1 = "test.f"(%arg2, %c0) : (index, index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
func.func @single_reduce_partial(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%init) -> f32 {
    %f = "test.f"(%i, %j) : (index, index) -> f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// Consecutive ifs on one condition merge; the second reads the first one's yields directly (CombineIfs).
// CHECK-LABEL: func.func @combine_ifs
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: %2 = "test.d"() : () -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
func.func @combine_ifs(%c: i1) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %b = scf.if %c -> i32 {
    %x = "test.c"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"() : () -> i32
    scf.yield %y : i32
  }
  return %a, %b : i32, i32
}

// -----

// A nested if whose else branch does something blocks CombineNestedIfs.
// CHECK-LABEL: func.func @nested_ifs
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = "test.a"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = "test.b"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.z"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @nested_ifs(%c: i1, %d: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      %x = "test.a"() : () -> i32
      scf.yield %x : i32
    } else {
      %y = "test.b"() : () -> i32
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    %z = "test.z"() : () -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// if a { if b { ... } } becomes if (a and b) (CombineNestedIfs).
// CHECK-LABEL: func.func @nested_ifs_no_else
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @nested_ifs_no_else(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  return
}

// -----

// The condition is true inside the then branch and false inside the else branch (ConditionPropagation).
// CHECK-LABEL: func.func @condition_propagation
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.use"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @condition_propagation(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}

// -----

// Yielding true/false per branch gives the condition or its negation.
// CHECK-LABEL: func.func @yield_condition
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %arg1 : i1, i1, i32
func.func @yield_condition(%c: i1, %a: i32) -> (i1, i1, i32) {
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %t = arith.constant true
    %f = arith.constant false
    "test.x"() : () -> ()
    scf.yield %t, %f, %a : i1, i1, i32
  } else {
    %t = arith.constant true
    %f = arith.constant false
    scf.yield %f, %t, %a : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}

// -----

// A negated condition swaps the branches (IfOp folder).
// CHECK-LABEL: func.func @if_not_swap
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @if_not_swap(%c: i1) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// A multi-block execute_region in a function is spliced in with branches (MultiBlockExecuteInliner).
// CHECK-LABEL: func.func @exec_multi
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.a"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : i32
func.func @exec_multi(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  return %v : i32
}

// -----

// index_switch on a constant is the selected case.
// CHECK-LABEL: func.func @switch_fold
// CHECK-NEXT: %0 = "test.b"() : () -> i32
// CHECK-NEXT: return %0 : i32
func.func @switch_fold(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "test.b"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// An if on the negated condition merges with its branches swapped.
// CHECK-LABEL: func.func @combine_negated
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.b"() : () -> i32
// CHECK-NEXT: %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
func.func @combine_negated(%c: i1) -> (i32, i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %a = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %b = scf.if %n -> i32 {
    %x = "test.c"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %a, %b : i32, i32
}

// -----

// Merging keeps the second if's else branch when the first has none.
// CHECK-LABEL: func.func @combine_no_else
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @combine_no_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}

// -----

// A value the outer if yields from outside becomes a select on the outer condition.
// CHECK-LABEL: func.func @nested_select
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
func.func @nested_select(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.if %d {
      "test.x"() : () -> ()
    }
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Inner and outer else branches yielding different values block the combination.
// CHECK-LABEL: func.func @nested_mismatch
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = "test.x"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @nested_mismatch(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Inner and outer else branches yielding the same value combine.
// CHECK-LABEL: func.func @nested_match
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = scf.if %0 -> (i32) {
// CHECK-NEXT: %2 = "test.x"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
func.func @nested_match(%c: i1, %d: i1, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Condition propagation reaches nested regions.
// CHECK-LABEL: func.func @propagate_nested
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @propagate_nested(%c: i1) {
  scf.if %c {
    scf.if %c {
      "test.use"(%c) : (i1) -> ()
    } else {
      "test.use2"(%c) : (i1) -> ()
    }
  }
  return
}

// -----

// An execute_region inside scf.if is not spliced (its parent is no function).
// CHECK-LABEL: func.func @exec_in_if
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @exec_in_if(%c: i1, %d: i1) {
  scf.if %d {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "test.a"() : () -> ()
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  return
}

// -----

// no_inline keeps the region.
// CHECK-LABEL: func.func @exec_no_inline
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @exec_no_inline(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 no_inline {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  }
  return %v : i32
}

// -----

// Constant dynamic bounds become static (ForallOpControlOperandsFolder).
// CHECK-LABEL: func.func @forall_const_bounds
// CHECK-NEXT: scf.forall (%arg1) in (4) {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @forall_const_bounds(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%c4) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// A dimension running once is dropped; its induction variable is the lower bound (ForallOpSingleOrZeroIterationDimsFolder).
// CHECK-LABEL: func.func @forall_single
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.use"(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @forall_single(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// A dimension running zero times makes the loop its outputs.
// CHECK-LABEL: func.func @forall_zero
// CHECK-NEXT: return
func.func @forall_zero(%n: index) {
  scf.forall (%i, %j) in (0, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// With every dimension running once the body replaces the loop.
// CHECK-LABEL: func.func @forall_all_single
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "test.use"(%c0, %c0) : (index, index) -> ()
// CHECK-NEXT: return
func.func @forall_all_single() {
  scf.forall (%i, %j) in (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// Static bounds with a step larger than the range run once.
// CHECK-LABEL: func.func @forall_lb_ub
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: "test.use"(%c3) : (index) -> ()
// CHECK-NEXT: return
func.func @forall_lb_ub(%n: index) {
  scf.forall (%i) = (3) to (4) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// A shared output the terminator never writes is its init (ForallOpIterArgsFolder).
// CHECK-LABEL: func.func @forall_outs_partial
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: "test.use"(%c0, %arg2, %arg0) : (index, index, tensor<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @forall_outs_partial(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %j, %o) : (index, index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}

// -----

// Zero-trip loops with outputs fold to the outputs.
// CHECK-LABEL: func.func @forall_outs_zero
// CHECK-NEXT: scf.forall (%arg2) = (5) to (%arg1) step (1) {
// CHECK-NEXT: "test.use"(%arg2, %arg0) : (index, tensor<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @forall_outs_zero(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) = (5) to (%n) step (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  %c2 = arith.constant 2 : index
  %r2 = scf.forall (%i) = (%c2) to (%c2) step (1) shared_outs(%o = %r) -> (tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r2 : tensor<4xf32>
}

// -----

// Dropping unwritten outputs lets a single-iteration loop be inlined.
// CHECK-LABEL: func.func @forall_outs_all_single
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "test.use"(%c0, %arg0) : (index, tensor<4xf32>) -> ()
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @forall_outs_all_single(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}

// -----

// Mixed bounds: only the constant operands become static.
// CHECK-LABEL: func.func @forall_dynamic_steps
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (2, 0) to (%arg0, 10) step (%arg1, 2) {
// CHECK-NEXT: "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @forall_dynamic_steps(%n: index, %s: index) {
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (%c2, 0) to (%n, 10) step (%s, %c2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// A result every case yields as the same outside value is that value; unused results go.
// CHECK-LABEL: func.func @sw_partial
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %1 = "test.x"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0 : f32, i32
func.func @sw_partial(%i: index, %a: f32, %b: i32) -> (f32, i32) {
  %0:2 = scf.index_switch %i -> f32, i32
  case 1 {
    %x = "test.x"() : () -> i32
    scf.yield %a, %x : f32, i32
  }
  default {
    scf.yield %a, %b : f32, i32
  }
  return %0#0, %0#1 : f32, i32
}

// -----

// Unused index_switch results are no longer yielded.
// CHECK-LABEL: func.func @sw_unused
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %1 = "test.x"() : () -> i32
// CHECK-NEXT: %2 = "test.y"() : () -> f32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @sw_unused(%i: index, %a: f32, %b: i32) -> i32 {
  %0:2 = scf.index_switch %i -> f32, i32
  case 1 {
    %x = "test.x"() : () -> i32
    %y = "test.y"() : () -> f32
    scf.yield %y, %x : f32, i32
  }
  default {
    scf.yield %a, %b : f32, i32
  }
  return %0#1 : i32
}

// -----

// Both branches yielding one outside value: the if result is that value.
// CHECK-LABEL: func.func @if_same
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : f32
func.func @if_same(%c: i1, %a: f32) -> f32 {
  %0 = scf.if %c -> f32 {
    "test.x"() : () -> ()
    scf.yield %a : f32
  } else {
    scf.yield %a : f32
  }
  return %0 : f32
}

// -----

// Unused execute_region results are no longer yielded.
// CHECK-LABEL: func.func @exec_unused
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: %0 = "test.y"() : () -> f32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @exec_unused(%a: f32) {
  %0 = scf.execute_region -> f32 no_inline {
    %y = "test.y"() : () -> f32
    scf.yield %y : f32
  }
  return
}

// -----

// A loop-carried value yielded unchanged is the init.
// CHECK-LABEL: func.func @for_yield_same
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.x"(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3 : f32
func.func @for_yield_same(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %0 = scf.for %iv = %lb to %ub step %st iter_args(%x = %a) -> f32 {
    "test.x"(%iv) : (index) -> ()
    scf.yield %x : f32
  }
  return %0 : f32
}

// -----

// A loop-carried value nobody uses is no longer carried (ForOpIterArgsFolder).
// CHECK-LABEL: func.func @for_unused_iter
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, i32) {
// CHECK-NEXT: %1 = "test.f"(%arg6) : (f32) -> f32
// CHECK-NEXT: %2 = "test.g"(%arg7) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : f32
func.func @for_unused_iter(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> f32 {
  %0:2 = scf.for %iv = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i32) {
    %n = "test.f"(%x) : (f32) -> f32
    %m = "test.g"(%y) : (i32) -> i32
    scf.yield %n, %m : f32, i32
  }
  return %0#0 : f32
}

// -----

// Re-yielding the init makes the value the init throughout.
// CHECK-LABEL: func.func @for_yield_init
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: %1 = "test.f"(%arg6, %arg4) : (f32, f32) -> f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg4 : f32
func.func @for_yield_init(%lb: index, %ub: index, %st: index, %a: f32, %b: f32) -> f32 {
  %0:2 = scf.for %iv = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %n = "test.f"(%x, %y) : (f32, f32) -> f32
    scf.yield %n, %b : f32, f32
  }
  return %0#1 : f32
}

// -----

// Two loop-carried values with the same init and yield merge.
// CHECK-LABEL: func.func @for_dup
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT: %1 = "test.f"(%arg5, %arg5) : (f32, f32) -> f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : f32, f32
func.func @for_dup(%lb: index, %ub: index, %st: index, %a: f32) -> (f32, f32) {
  %0:2 = scf.for %iv = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (f32, f32) {
    %n = "test.f"(%x, %y) : (f32, f32) -> f32
    scf.yield %n, %n : f32, f32
  }
  return %0#0, %0#1 : f32, f32
}

// -----

// A loop running once is its body (SimplifyTrivialLoops).
// CHECK-LABEL: func.func @for_one_trip
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "test.f"(%arg0, %c0) : (f32, index) -> f32
// CHECK-NEXT: return %0 : f32
func.func @for_one_trip(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %iv = %c0 to %c1 step %c10 iter_args(%x = %a) -> (f32) {
    %n = "test.f"(%x, %iv) : (f32, index) -> f32
    scf.yield %n : f32
  }
  return %0 : f32
}

// -----

// A negative constant step: the loop is left alone.
// CHECK-LABEL: func.func @for_neg_step
// CHECK-NEXT: return %arg0 : f32
func.func @for_neg_step(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %0 = scf.for %iv = %c5 to %c0 step %cm1 iter_args(%x = %a) -> (f32) {
    %n = "test.f"(%x, %iv) : (f32, index) -> f32
    scf.yield %n : f32
  }
  return %0 : f32
}

// -----

// Integer-typed bounds count in their width.
// CHECK-LABEL: func.func @for_i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = "test.f"(%arg0, %c0_i32) : (f32, i32) -> f32
// CHECK-NEXT: return %0 : f32
func.func @for_i32(%a: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = scf.for %iv = %c0 to %c1 step %c1 iter_args(%x = %a) -> (f32) : i32 {
    %n = "test.f"(%x, %iv) : (f32, i32) -> f32
    scf.yield %n : f32
  }
  return %0 : f32
}

// -----

// A loop passing its value on unchanged is the init.
// CHECK-LABEL: func.func @for_empty
// CHECK-NEXT: return %arg3 : f32
func.func @for_empty(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %0 = scf.for %iv = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    scf.yield %x : f32
  }
  return %0 : f32
}

// -----

// An empty loop goes.
// CHECK-LABEL: func.func @for_empty_noargs
// CHECK-NEXT: return
func.func @for_empty_noargs(%lb: index, %ub: index, %st: index) {
  scf.for %iv = %lb to %ub step %st {
  }
  return
}

// -----

// Unsigned bounds compare unsigned.
// CHECK-LABEL: func.func @for_unsigned
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %0 = scf.for unsigned %arg1 = %c0_i8 to %c-1_i8 step %c1_i8 iter_args(%arg2 = %arg0) -> (f32)  : i8 {
// CHECK-NEXT: %1 = "test.f"(%arg2, %arg1) : (f32, i8) -> f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
func.func @for_unsigned(%a: f32) -> f32 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant -1 : i8
  %c2 = arith.constant 1 : i8
  %0 = scf.for unsigned %iv = %c0 to %c1 step %c2 iter_args(%x = %a) -> (f32) : i8 {
    %n = "test.f"(%x, %iv) : (f32, i8) -> f32
    scf.yield %n : f32
  }
  return %0 : f32
}

// -----

// A while whose condition is false runs its before region once.
// CHECK-LABEL: func.func @while_to_nothing
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: scf.condition(%false) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @while_to_nothing(%a: i32) -> i32 {
  %false = arith.constant false
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Dropping a value before a kept one renumbers the results.
// CHECK-LABEL: func.func @for_drop_first
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = "test.g"(%arg3, %arg6) : (f32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0 : f32, i32
func.func @for_drop_first(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> (f32, i32) {
  %0:2 = scf.for %iv = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i32) {
    %m = "test.g"(%x, %y) : (f32, i32) -> i32
    scf.yield %x, %m : f32, i32
  }
  return %0#0, %0#1 : f32, i32
}

// -----

// A repeated pair after a kept one merges with it.
// CHECK-LABEL: func.func @for_dup_later
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, i32) {
// CHECK-NEXT: %1 = "test.g"(%arg6, %arg7, %arg7) : (f32, i32, i32) -> i32
// CHECK-NEXT: %2 = "test.f"(%arg6) : (f32) -> f32
// CHECK-NEXT: scf.yield %2, %1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#1 : f32, i32, i32
func.func @for_dup_later(%lb: index, %ub: index, %st: index, %a: f32, %b: i32) -> (f32, i32, i32) {
  %0:3 = scf.for %iv = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %b) -> (f32, i32, i32) {
    %m = "test.g"(%x, %y, %z) : (f32, i32, i32) -> i32
    %n = "test.f"(%x) : (f32) -> f32
    scf.yield %n, %m, %m : f32, i32, i32
  }
  return %0#0, %0#1, %0#2 : f32, i32, i32
}

// -----

// A loop running once whose yield forwards its iter_arg is the init (regression: the result was the erased block argument).
// CHECK-LABEL: func.func @f
// CHECK-NEXT: return %arg1 : index
func.func @f(%a: i32, %b: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c1 to %c2 step %c1 iter_args(%y = %b) -> (index) {
    scf.yield %y : index
  }
  return %r : index
}

// -----

// A loop running once is its body, the induction variable the lower bound.
// CHECK-LABEL: func.func @f2
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: return %0 : index
func.func @f2(%a: i32, %b: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c1 to %c2 step %c1 iter_args(%y = %b) -> (index) {
    %n = arith.addi %y, %i : index
    scf.yield %n : index
  }
  return %r : index
}

// -----

// A loop re-yielding its init is the init, even with the trip count known.
// CHECK-LABEL: func.func @g
// CHECK-NEXT: return %arg2, %arg1 : i16, f64
func.func @g(%arg0: f32, %arg1: f64, %arg2: i16) -> (i16, f64) {
  %c-1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %arg3 = %c-1 to %c1 step %c1 iter_args(%arg4 = %arg2) -> (i16) {
    scf.yield %arg2 : i16
  }
  return %0, %arg1 : i16, f64
}

// -----

// A loop without effects whose results are unused is erased.
// CHECK-LABEL: func.func @h
// CHECK-NEXT: return
func.func @h(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return
}

// -----

// A while without effects whose results are unused is erased.
// CHECK-LABEL: func.func @w
// CHECK-NEXT: return
func.func @w(%a: i32, %n: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %one = arith.constant 1 : i32
    %q = arith.addi %p, %one : i32
    scf.yield %q : i32
  }
  return
}

// -----

// An index_switch whose unused result is dropped, then erased.
// CHECK-LABEL: func.func @sw
// CHECK-NEXT: return
func.func @sw(%i: index, %a: index) {
  %0 = scf.index_switch %i -> index
  case 1 {
    %c = arith.constant 3 : index
    scf.yield %c : index
  }
  default {
    scf.yield %a : index
  }
  return
}

// -----

// A loop known to run more than once whose body only yields values from outside it ends on those
// values: the result is that value, and the loop dies (MLIR's SimplifyTrivialLoops).
// CHECK-LABEL: func.func @for_yields_outside_value(%arg0: i8, %arg1: i8) -> i8 {
// CHECK-NEXT:   return %arg1 : i8
// CHECK-NEXT: }
func.func @for_yields_outside_value(%init: i8, %v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %init) -> (i8) {
    scf.yield %v : i8
  }
  return %r : i8
}

// -----

// The same loop with another op in its body, or an unknown trip count, keeps its result.
// CHECK-LABEL: func.func @for_yields_outside_value_kept
// CHECK:         scf.for %{{.*}} iter_args(%[[X:.*]] = %arg0) -> (i8) {
// CHECK-NEXT:      memref.store %[[X]], %arg2[] : memref<i8>
// CHECK-NEXT:      scf.yield %arg1 : i8
// CHECK:         scf.for %{{.*}} to %arg3 step %{{.*}} iter_args(%{{.*}} = %arg0) -> (i8) {
// CHECK-NEXT:      scf.yield %arg1 : i8
func.func @for_yields_outside_value_kept(%init: i8, %v: i8, %m: memref<i8>, %n: index) -> (i8, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %init) -> (i8) {
    memref.store %x, %m[] : memref<i8>
    scf.yield %v : i8
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> (i8) {
    scf.yield %v : i8
  }
  return %r, %s : i8, i8
}

// -----

// A kept iter arg that yields a dropped one yields what replaces it (here the dropped one's init).
// CHECK-LABEL: func.func @for_yields_dropped_arg
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: "test.use"(%arg6) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0 : i32, i32
func.func @for_yields_dropped_arg(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    "test.use"(%y) : (i32) -> ()
    scf.yield %x, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Ops in a block a rewrite disconnects are still processed in the same pass (mlir-opt 22's
// worklist has no reachability check): erasing the dead subi there frees the while and the true
// only it used, so the true that the folded cmpi eq creates is hoisted in front of c0_i32.
// CHECK-LABEL: func.func @disconnected_block_ops_still_processed(
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %true, %c0_i32 : i1, i32
func.func @disconnected_block_ops_still_processed(%m: memref<4xi32>, %i: index, %v: i32) -> (i1, i32) {
  %true = arith.constant true
  %x = memref.load %m[%i] : memref<4xi32>
  %w = scf.while (%a = %v) : (i32) -> i32 {
    scf.condition(%true) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : i32
  }
  %z = arith.xori %v, %v : i32
  %f = arith.cmpi ne, %v, %v : i32
  cf.cond_br %f, ^bb1, ^bb2
^bb1:
  %d = arith.subi %v, %w : i32
  cf.br ^bb2
^bb2:
  %e = arith.cmpi eq, %v, %v : i32
  return %e, %z : i1, i32
}
