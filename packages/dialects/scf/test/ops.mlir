// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// Round trip of every scf op form, custom and through the generic form; the expected text is mlir-opt 22's.

// CHECK-LABEL: func.func @for_plain(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     "test.use"(%arg3) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_plain(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
// CHECK-NEXT:   %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, f32) {
// CHECK-NEXT:     %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT:     scf.yield %1, %arg7 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
func.func @for_iter_args(%lb: index, %ub: index, %s: index, %x: i32, %y: f32) -> (i32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, f32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n, %b : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// CHECK-LABEL: func.func @for_unsigned_i32(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.for unsigned %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT:     scf.yield %arg3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg3 = %arg0 to %arg1 step %arg2  : i32 {
// CHECK-NEXT:     "test.use"(%arg3) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_unsigned_i32(%lb: i32, %ub: i32, %s: i32) -> i32 {
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %lb) -> (i32)  : i32 {
    scf.yield %i : i32
  }
  scf.for %i = %lb to %ub step %s : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @for_attrs(%arg0: index) {
// CHECK-NEXT:   scf.for %arg1 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT:   } {some.attr = 1 : i32}
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_attrs(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
  } {some.attr = 1 : i32}
  return
}

// -----

// CHECK-LABEL: func.func @if_forms(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.use"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.use"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.other"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   %1:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:     scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1#1 : i32
// CHECK-NEXT: }
func.func @if_forms(%c: i1, %x: i32) -> i32 {
  scf.if %c {
    "test.use"() : () -> ()
  }
  scf.if %c {
    "test.use"() : () -> ()
  } else {
    "test.other"() : () -> ()
  }
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  } {tag}
  %p:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %x : i32, i32
  } else {
    scf.yield %r, %r : i32, i32
  }
  return %p#1 : i32
}

// -----

// CHECK-LABEL: func.func @while_forms(%arg0: i1, %arg1: i32) -> i64 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg1) : (i32) -> i64 {
// CHECK-NEXT:     %1 = "test.ext"(%arg2) : (i32) -> i64
// CHECK-NEXT:     scf.condition(%arg0) %1 : i64
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i64):
// CHECK-NEXT:     %1 = "test.trunc"(%arg2) : (i64) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     scf.condition(%arg0)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   } attributes {tag}
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT: }
func.func @while_forms(%c: i1, %x: i32) -> i64 {
  %r = scf.while (%a = %x) : (i32) -> i64 {
    %e = "test.ext"(%a) : (i32) -> i64
    scf.condition(%c) %e : i64
  } do {
  ^bb0(%b: i64):
    %t = "test.trunc"(%b) : (i64) -> i32
    scf.yield %t : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {tag}
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @execute_region(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.execute_region no_inline {
// CHECK-NEXT:     "test.use"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   %1:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:     scf.yield %arg0, %0 : i32, i32
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   return %1#0 : i32
// CHECK-NEXT: }
func.func @execute_region(%x: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield %x : i32
  }
  scf.execute_region no_inline {
    "test.use"() : () -> ()
    scf.yield
  }
  %p:2 = scf.execute_region -> (i32, i32) {
    scf.yield %x, %r : i32, i32
  } {tag}
  return %p#0 : i32
}

// -----

// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:   case -1 {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 5 {
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.index_switch %arg0 {tag}
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     "test.use"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.index_switch %arg0
// CHECK-NEXT:   default {
// CHECK-NEXT:     "test.use"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @index_switch(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case -1 {
    scf.yield %x : i32
  }
  case 5 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %i {tag}
  case 0 {
    "test.use"() : () -> ()
    scf.yield
  }
  default {
  }
  scf.index_switch %i
  default {
    "test.use"() : () -> ()
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_results(%arg0: index, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT:   %0:2 = scf.index_switch %arg0 -> f32, i32{{ $}}
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     scf.yield %arg1, %arg2 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg1, %arg2 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : f32, i32
func.func @index_switch_results(%i: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.index_switch %i -> f32, i32
  case 1 {
    scf.yield %a, %b : f32, i32
  }
  default {
    scf.yield %a, %b : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// CHECK-LABEL: func.func @parallel_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32) -> (i32, f32) {
// CHECK-NEXT:   %0:2 = scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3, %arg4) -> (i32, f32) {
// CHECK-NEXT:     "test.use"(%arg5, %arg6) : (index, index) -> ()
// CHECK-NEXT:     scf.reduce(%arg3, %arg4 : i32, f32) {
// CHECK-NEXT:     ^bb0(%arg7: i32, %arg8: i32):
// CHECK-NEXT:       %1 = arith.addi %arg7, %arg8 : i32
// CHECK-NEXT:       scf.reduce.return %1 : i32
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT:       scf.reduce.return %arg7 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:     "test.use"(%arg5) : (index) -> ()
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
func.func @parallel_reduce(%lb: index, %ub: index, %s: index, %x: i32, %f: f32) -> (i32, f32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x, %f) -> (i32, f32) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce(%x, %f : i32, f32) {
    ^bb0(%a: i32, %b: i32):
      %sum = arith.addi %a, %b : i32
      scf.reduce.return %sum : i32
    }, {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  } {tag}
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    "test.use"(%i) : (index) -> ()
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// CHECK-LABEL: func.func @forall_forms(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<4xf32>) {
// CHECK-NEXT:   %0 = scf.forall (%arg4) = (%arg0) to (%arg1) step (%arg2) shared_outs(%arg5 = %arg3) -> (tensor<4xf32>) {
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:     }
// CHECK-NEXT:   } {mapping = []}
// CHECK-NEXT:   scf.forall (%arg4, %arg5) = (0, %arg0) to (8, %arg1) step (2, 1) {
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg4) in (8) {
// CHECK-NEXT:     "test.op"(%arg4) : (index) -> ()
// CHECK-NEXT:   } {tag}
// CHECK-NEXT:   %1:2 = scf.forall (%arg4, %arg5) in (%arg1, 3) shared_outs(%arg6 = %arg3, %arg7 = %arg3) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @forall_forms(%lb: index, %ub: index, %s: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) = (%lb) to (%ub) step (%s) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  } {mapping = []}
  scf.forall (%i, %j) = (0, %lb) to (8, %ub) step (2, 1) {
  }
  scf.forall (%i) in (8) {
    "test.op"(%i) : (index) -> ()
  } {tag}
  %r2:2 = scf.forall (%i, %j) in (%ub, 3) shared_outs(%o = %t, %p = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}


// -----

// Lower bounds and steps defined by constants 0 and 1 count as normalized: the short form.
// CHECK-LABEL: func.func @forall_constant_operand_bounds(%arg0: index) {
// CHECK:         scf.forall (%arg1) in (%c4) {
// CHECK:         scf.forall (%arg1, %arg2) in (%arg0, 5) {
// CHECK:         scf.forall (%arg1) = (%c1) to (%c4) step (%c1) {
func.func @forall_constant_operand_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i) = (%c0) to (%c4) step (%c1) {
  }
  scf.forall (%i, %j) = (0, %c0) to (%n, 5) step (%c1, 1) {
  }
  scf.forall (%i) = (%c1) to (%c4) step (%c1) {
  }
  return
}
