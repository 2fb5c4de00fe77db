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

