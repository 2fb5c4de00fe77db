// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-scf-to-cf | FileCheck %s
// Every expected line is mlir-opt 22's output for the same input.

// A loop without loop-carried values: condition block, body, exit.
// CHECK-LABEL: func.func @for_plain(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "test.use"(%0) : (index) -> ()
// CHECK-NEXT:   %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_plain(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Loop-carried values become condition-block arguments; the results are those arguments.
// CHECK-LABEL: func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i64) -> (f32, i64) {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i64)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %4 = "test.f"(%1, %0) : (f32, index) -> f32
// CHECK-NEXT:   %5 = "test.g"(%2) : (i64) -> i64
// CHECK-NEXT:   %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%6, %4, %5 : index, f32, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1, %2 : f32, i64
// CHECK-NEXT: }
func.func @for_iter_args(%lb: index, %ub: index, %step: index, %x: f32, %y: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %x, %b = %y) -> (f32, i64) {
    %a2 = "test.f"(%a, %i) : (f32, index) -> f32
    %b2 = "test.g"(%b) : (i64) -> i64
    scf.yield %a2, %b2 : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

// -----

// An unsigned loop over i32 compares with ult.
// CHECK-LABEL: func.func @for_unsigned(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_unsigned(%lb: i32, %ub: i32, %step: i32) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// -----

// Without else, the condition branches to the continuation directly.
// CHECK-LABEL: func.func @if_then(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.then"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "test.after"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_then(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  "test.after"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @if_then_else(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.then"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.else"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_then_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

// -----

// With results, both branches reach a block whose arguments replace the results.
// CHECK-LABEL: func.func @if_results(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = "test.then"(%arg1) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg1, %arg1 : i32, i32)
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   return %1, %2 : i32, i32
// CHECK-NEXT: }
func.func @if_results(%c: i1, %x: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %y = "test.then"(%x) : (i32) -> i32
    scf.yield %y, %x : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Nested constructs are lowered outermost first; their blocks stay between the enclosing ones.
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg4 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb9
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb10
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg3, ^bb3, ^bb7
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb4(%arg0, %1 : index, i32)
// CHECK-NEXT: ^bb4(%3: index, %4: i32):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:   %5 = arith.cmpi slt, %3, %0 : index
// CHECK-NEXT:   cf.cond_br %5, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   %6 = "test.inner"(%4, %3) : (i32, index) -> i32
// CHECK-NEXT:   %7 = arith.addi %3, %arg2 : index
// CHECK-NEXT:   cf.br ^bb4(%7, %6 : index, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT:   cf.br ^bb8(%4 : i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb8(%1 : i32)
// CHECK-NEXT: ^bb8(%8: i32):  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT:   cf.br ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT:   %9 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%9, %8 : index, i32)
// CHECK-NEXT: ^bb10:  // pred: ^bb1
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %step: index, %c: i1, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %x) -> (i32) {
    %b = scf.if %c -> (i32) {
      %s = scf.for %j = %lb to %i step %step iter_args(%t = %a) -> (i32) {
        %u = "test.inner"(%t, %j) : (i32, index) -> i32
        scf.yield %u : i32
      }
      scf.yield %s : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Every yield of a multi-block region branches to the continuation.
// CHECK-LABEL: func.func @execute_region(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%arg1 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %0 = "test.op"() : () -> i64
// CHECK-NEXT:   cf.br ^bb4(%0 : i64)
// CHECK-NEXT: ^bb4(%1: i64):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   return %1 : i64
// CHECK-NEXT: }
func.func @execute_region(%c: i1, %x: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i64
  ^bb2:
    %y = "test.op"() : () -> i64
    scf.yield %y : i64
  }
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:   %3 = arith.addi %2, %2 : i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_loop(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %b2 = arith.addi %b, %b : i32
    scf.yield %b2 : i32
  }
  return %r : i32
}

// -----

// The before and after regions may carry different types.
// CHECK-LABEL: func.func @while_types(%arg0: i32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1:2 = "test.cond"(%0) : (i32) -> (i1, f32)
// CHECK-NEXT:   cf.cond_br %1#0, ^bb2(%1#1 : f32), ^bb3
// CHECK-NEXT: ^bb2(%2: f32):  // pred: ^bb1
// CHECK-NEXT:   %3 = "test.next"(%2) : (f32) -> i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1#1 : f32
// CHECK-NEXT: }
func.func @while_types(%x: i32) -> f32 {
  %r = scf.while (%a = %x) : (i32) -> f32 {
    %c, %f = "test.cond"(%a) : (i32) -> (i1, f32)
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%b: f32):
    %next = "test.next"(%b) : (f32) -> i32
    scf.yield %next : i32
  }
  return %r : f32
}

// -----

// An after region that only forwards its arguments loops on the before block itself.
// CHECK-LABEL: func.func @do_while(%arg0: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %1:2 = "test.step"(%0) : (i32) -> (i1, i32)
// CHECK-NEXT:   cf.cond_br %1#0, ^bb1(%1#1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %1#1 : i32
// CHECK-NEXT: }
func.func @do_while(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c, %n = "test.step"(%a) : (i32) -> (i1, i32)
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Case blocks first, default block last; the index is switched on as i32.
// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %0 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     0: ^bb1,
// CHECK-NEXT:     7: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = "test.zero"() : () -> f32
// CHECK-NEXT:   cf.br ^bb4(%1 : f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb4(%arg1 : f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   %2 = "test.default"() : () -> f32
// CHECK-NEXT:   cf.br ^bb4(%2 : f32)
// CHECK-NEXT: ^bb4(%3: f32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:   return %3 : f32
// CHECK-NEXT: }
func.func @index_switch(%i: index, %x: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    %y = "test.zero"() : () -> f32
    scf.yield %y : f32
  }
  case 7 {
    scf.yield %x : f32
  }
  default {
    %z = "test.default"() : () -> f32
    scf.yield %z : f32
  }
  return %r : f32
}

// -----

// A case value that does not fit in 32 bits is truncated, as mlir-opt does.
// CHECK-LABEL: func.func @index_switch_wide(%arg0: index) {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %0 : i32, [
// CHECK-NEXT:     default: ^bb2,
// CHECK-NEXT:     2: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.two"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @index_switch_wide(%i: index) {
  scf.index_switch %i
  case 4294967298 {
    "test.two"() : () -> ()
    scf.yield
  }
  default {
  }
  return
}

// -----

// A parallel loop becomes a loop nest; reductions combine into loop-carried values.
// CHECK-LABEL: func.func @parallel_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT: ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:   cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %6 = "test.value"(%0, %3) : (index, index) -> f32
// CHECK-NEXT:   %7 = arith.addf %4, %6 : f32
// CHECK-NEXT:   %8 = arith.addi %3, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%8, %7 : index, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %9 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%9, %4 : index, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @parallel_reduce(%lb: index, %ub: index, %step: index, %x: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) init (%x) -> f32 {
    %v = "test.value"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @parallel_plain(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "test.use"(%0) : (index) -> ()
// CHECK-NEXT:   %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @parallel_plain(%lb: index, %ub: index, %step: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }
  return
}

// -----

// Static forall bounds become new constants, one per entry.
// CHECK-LABEL: func.func @forall(%arg0: index) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c1_0 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c1 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%c0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   "test.use"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:   %4 = arith.addi %2, %c1_0 : index
// CHECK-NEXT:   cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %5 = arith.addi %0, %c2 : index
// CHECK-NEXT:   cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @forall(%ub: index) {
  scf.forall (%i, %j) = (1, 0) to (%ub, 8) step (2, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// Ops other than the lowered scf ops stay as they are.
// CHECK-LABEL: func.func @untouched(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.cmpi eq, %0, %arg0 : i32
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     cf.cond_br %1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.inside"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "test.terminator"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @untouched(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %c = arith.cmpi eq, %y, %x : i32
  "test.region"() ({
    scf.if %c {
      "test.inside"() : () -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return %y : i32
}
