// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// MLIR 22's generic RegionBranchOpInterface canonicalizations on the scf ops; the expected text
// is mlir-opt 22's.

// Both branches yield one value twice: the second result is the first, and the op keeps one.
// CHECK-LABEL: func.func @if_duplicate_results(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = arith.mulf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @if_duplicate_results(%d: i1, %x: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.if %d -> (f32, f32) {
    %y = arith.addf %x, %b : f32
    scf.yield %y, %y : f32, f32
  } else {
    %z = arith.mulf %x, %b : f32
    scf.yield %z, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// A pair duplicated in one branch only is kept.
// CHECK-LABEL: func.func @if_duplicate_in_one_branch(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %0:2 = scf.if %arg0 -> (f32, f32) {
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1, %1 : f32, f32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = arith.mulf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1, %arg1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
func.func @if_duplicate_in_one_branch(%d: i1, %x: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.if %d -> (f32, f32) {
    %y = arith.addf %x, %b : f32
    scf.yield %y, %y : f32, f32
  } else {
    %z = arith.mulf %x, %b : f32
    scf.yield %z, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// Three results that are one: the later two become the first and are erased.
// CHECK-LABEL: func.func @if_three_duplicates(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, i32, f32, f32) {
// CHECK-NEXT:   %0:2 = scf.if %arg0 -> (f32, i32) {
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     %2 = "test.op"() : () -> i32
// CHECK-NEXT:     scf.yield %1, %2 : f32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = arith.mulf %arg1, %arg2 : f32
// CHECK-NEXT:     %2 = "test.op"() : () -> i32
// CHECK-NEXT:     scf.yield %1, %2 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1, %0#0, %0#0 : f32, i32, f32, f32
// CHECK-NEXT: }
func.func @if_three_duplicates(%d: i1, %x: f32, %b: f32) -> (f32, i32, f32, f32) {
  %r:4 = scf.if %d -> (f32, i32, f32, f32) {
    %y = arith.addf %x, %b : f32
    %i = "test.op"() : () -> i32
    scf.yield %y, %i, %y, %y : f32, i32, f32, f32
  } else {
    %z = arith.mulf %x, %b : f32
    %j = "test.op"() : () -> i32
    scf.yield %z, %j, %z, %z : f32, i32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, i32, f32, f32
}

// -----

// A result from outside becomes a select; the result left unused is erased with its yields.
// CHECK-LABEL: func.func @if_unused_result(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @if_unused_result(%d: i1, %x: f32, %b: f32) -> f32 {
  %r:2 = scf.if %d -> (f32, f32) {
    %y = arith.addf %x, %b : f32
    "test.op"() : () -> ()
    scf.yield %y, %x : f32, f32
  } else {
    %z = arith.mulf %x, %b : f32
    scf.yield %z, %b : f32, f32
  }
  return %r#1 : f32
}

// -----

// ConvertTrivialIfToSelect runs before the region-branch patterns: two selects, as mlir-opt.
// CHECK-LABEL: func.func @if_with_side_effects(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: memref<f32>) -> (f32, f32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     memref.store %arg1, %arg3[] : memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @if_with_side_effects(%d: i1, %x: f32, %b: f32, %m: memref<f32>) -> (f32, f32) {
  %r:2 = scf.if %d -> (f32, f32) {
    memref.store %x, %m[] : memref<f32>
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %b, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// scf.index_switch gets the same patterns: duplicate results merge.
// CHECK-LABEL: func.func @index_switch_duplicate_results(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.index_switch %arg0 -> f32
// CHECK-NEXT:   case 2 {
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 5 {
// CHECK-NEXT:     %1 = arith.subf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @index_switch_duplicate_results(%i: index, %x: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.index_switch %i -> f32, f32
  case 2 {
    %y = arith.addf %x, %b : f32
    scf.yield %y, %y : f32, f32
  }
  case 5 {
    %y = arith.subf %x, %b : f32
    scf.yield %y, %y : f32, f32
  }
  default {
    scf.yield %b, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// A result every case yields as the same value from outside is that value.
// CHECK-LABEL: func.func @index_switch_same_value_everywhere(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.index_switch %arg0 -> f32
// CHECK-NEXT:   case 2 {
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg1 : f32, f32
// CHECK-NEXT: }
func.func @index_switch_same_value_everywhere(%i: index, %x: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.index_switch %i -> f32, f32
  case 2 {
    %y = arith.addf %x, %b : f32
    scf.yield %y, %x : f32, f32
  }
  default {
    scf.yield %b, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// scf.execute_region (kept by no_inline): duplicate results merge.
// CHECK-LABEL: func.func @execute_region_duplicate_results(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @execute_region_duplicate_results(%x: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.execute_region -> (f32, f32) no_inline {
    %y = arith.addf %x, %b : f32
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// A result that can only be a value from outside is that value.
// CHECK-LABEL: func.func @execute_region_yields_outside_value(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:     %1 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0, %0 : f32, f32
// CHECK-NEXT: }
func.func @execute_region_yields_outside_value(%x: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.execute_region -> (f32, f32) no_inline {
    %y = arith.addf %x, %b : f32
    scf.yield %x, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// Every yield of a multi-block region counts: duplicates in all of them merge.
// CHECK-LABEL: func.func @execute_region_multi_block(%arg0: i1, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @execute_region_multi_block(%c: i1, %x: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.execute_region -> (f32, f32) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %y = arith.addf %x, %b : f32
    scf.yield %y, %y : f32, f32
  ^bb2:
    scf.yield %b, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// Two iter args with the same init and the same yielded value are one: arguments and results merge.
// CHECK-LABEL: func.func @for_duplicate_iter_args(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:     %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @for_duplicate_iter_args(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %a, %b : f32
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// The same init but different yielded values: both stay.
// CHECK-LABEL: func.func @for_same_init_different_yield(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT:     %1 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:     %2 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:     scf.yield %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
func.func @for_same_init_different_yield(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %a, %b : f32
    scf.yield %s, %t : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// An iter arg yielded unchanged is its init, in the body and after the loop.
// CHECK-LABEL: func.func @for_passes_iter_arg_through(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT:     %1 = arith.addf %arg4, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg2 : f32, f32
// CHECK-NEXT: }
func.func @for_passes_iter_arg_through(%n: index, %x: f32, %y: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// An iter arg that yields its init is that init.
// CHECK-LABEL: func.func @for_yields_init(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT:     %1 = arith.addf %arg4, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg2 : f32, f32
// CHECK-NEXT: }
func.func @for_yields_init(%n: index, %x: f32, %y: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// Iter args that only swap the same init hold nothing else: the loop dies.
// CHECK-LABEL: func.func @for_swapped_iter_args(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:   return %arg1, %arg1 : f32, f32
// CHECK-NEXT: }
func.func @for_swapped_iter_args(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// An unused result whose iter arg the body reads stays (no dead-cycle removal).
// CHECK-LABEL: func.func @for_unused_result_live_in_body(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0:2 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (f32, f32) {
// CHECK-NEXT:     %1 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:     %2 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT:     scf.yield %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : f32
// CHECK-NEXT: }
func.func @for_unused_result_live_in_body(%n: index, %x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %s = arith.addf %a, %a : f32
    %t = arith.addf %b, %b : f32
    scf.yield %s, %t : f32, f32
  }
  return %r#0 : f32
}

// -----

// An iter arg and result nobody reads are erased with their init and yielded operand.
// CHECK-LABEL: func.func @for_dead_iter_arg(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT:     %1 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:     %2 = "test.op"() : () -> f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @for_dead_iter_arg(%n: index, %x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %s = arith.addf %a, %a : f32
    %t = "test.op"() : () -> f32
    scf.yield %s, %t : f32, f32
  }
  return %r#0 : f32
}

// -----

// An unread iter arg yielding a value from outside in a loop with other work stays.
// CHECK-LABEL: func.func @for_runs_at_least_once_yields_outside_value(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0:2 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (f32, f32) {
// CHECK-NEXT:     %1 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:     scf.yield %1, %arg2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
func.func @for_runs_at_least_once_yields_outside_value(%x: f32, %y: f32, %z: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// scf.while: duplicate before arguments, after arguments and results merge.
// CHECK-LABEL: func.func @while_duplicate_values(%arg0: f32, %arg1: i1) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (f32) -> f32 {
// CHECK-NEXT:     scf.condition(%arg1) %arg2 : f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: f32):
// CHECK-NEXT:     %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @while_duplicate_values(%x: f32, %c: i1) -> (f32, f32) {
  %r:2 = scf.while (%a = %x, %b = %x) : (f32, f32) -> (f32, f32) {
    scf.condition(%c) %a, %b : f32, f32
  } do {
  ^bb0(%p: f32, %q: f32):
    %y = arith.addf %p, %q : f32
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// A before argument the after region passes the init back to is that init.
// CHECK-LABEL: func.func @while_invariant_before_arg(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (f32) -> f32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2, %arg1) : (f32, f32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: f32):
// CHECK-NEXT:     %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @while_invariant_before_arg(%x: f32, %y: f32) -> f32 {
  %r = scf.while (%a = %x, %b = %y) : (f32, f32) -> f32 {
    %c = "test.cond"(%a, %b) : (f32, f32) -> i1
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%p: f32):
    %s = arith.addf %p, %p : f32
    scf.yield %s, %y : f32, f32
  }
  return %r : f32
}

// -----

// Nested ops: the inner if merges its results, then the loop its iter args.
// CHECK-LABEL: func.func @nested_if_in_for(%arg0: index, %arg1: i1, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT:     %1 = scf.if %arg1 -> (f32) {
// CHECK-NEXT:       %2 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.mulf %arg4, %arg4 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @nested_if_in_for(%n: index, %d: i1, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %v:2 = scf.if %d -> (f32, f32) {
      %y = arith.addf %a, %b : f32
      scf.yield %y, %y : f32, f32
    } else {
      %z = arith.mulf %a, %b : f32
      scf.yield %z, %z : f32, f32
    }
    scf.yield %v#0, %v#1 : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// An unused result whose after argument is read stays: they are tied.
// CHECK-LABEL: func.func @while_unused_result(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (f32, f32) -> (f32, f32) {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (f32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2, %arg3 : f32, f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:     %1 = "test.step"(%arg2) : (f32) -> f32
// CHECK-NEXT:     %2 = "test.other"(%arg3) : (f32) -> f32
// CHECK-NEXT:     scf.yield %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : f32
// CHECK-NEXT: }
func.func @while_unused_result(%x: f32, %y: f32) -> f32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (f32, f32) -> (f32, f32) {
    %c = "test.cond"(%a) : (f32) -> i1
    scf.condition(%c) %a, %b : f32, f32
  } do {
  ^bb0(%p: f32, %q: f32):
    %s = "test.step"(%p) : (f32) -> f32
    %t = "test.other"(%q) : (f32) -> f32
    scf.yield %s, %t : f32, f32
  }
  return %r#0 : f32
}

// -----

// A loop running more than once that only yields values from outside is those values.
// CHECK-LABEL: func.func @for_empty_body_runs_more_than_once(%arg0: i8, %arg1: i8, %arg2: i8) -> (i8, i8) {
// CHECK-NEXT:   return %arg1, %arg2 : i8, i8
// CHECK-NEXT: }
func.func @for_empty_body_runs_more_than_once(%init: i8, %v: i8, %w: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %init, %y = %init) -> (i8, i8) {
    scf.yield %v, %w : i8, i8
  }
  return %r#0, %r#1 : i8, i8
}

// -----

// An unused result with an unread after argument goes, with the scf.condition operand.
// CHECK-LABEL: func.func @while_after_arg_unused(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (f32) -> f32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (f32) -> i1
// CHECK-NEXT:     %2 = "test.val"(%arg2) : (f32) -> f32
// CHECK-NEXT:     scf.condition(%1) %arg2 : f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: f32):
// CHECK-NEXT:     %1 = "test.step"(%arg2) : (f32) -> f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @while_after_arg_unused(%x: f32, %y: f32) -> f32 {
  %r:2 = scf.while (%a = %x) : (f32) -> (f32, f32) {
    %c = "test.cond"(%a) : (f32) -> i1
    %d = "test.val"(%a) : (f32) -> f32
    scf.condition(%c) %a, %d : f32, f32
  } do {
  ^bb0(%p: f32, %q: f32):
    %s = "test.step"(%p) : (f32) -> f32
    scf.yield %s : f32
  }
  return %r#0 : f32
}
