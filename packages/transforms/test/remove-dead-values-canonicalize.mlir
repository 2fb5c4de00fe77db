// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --remove-dead-values | FileCheck %s
// The canonicalization remove-dead-values runs on region branch ops, as mlir-opt 22's: every
// canonicalization pattern (not only the region branch ops'), the ops taken in post-order and the
// last popped first (a loop before the ifs nested in it), a pattern's constant built at the
// driver's insertion point. The expected text is mlir-opt 22's.

// CHECK-LABEL: func.func @pattern_const(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.condition(%2) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %2 = "test.n"(%arg2, %true, %true_0) : (i32, i1, i1) -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = arith.cmpi eq, %0, %0 : i32
// CHECK-NEXT:   return %1 : i1
// CHECK-NEXT: }
func.func @pattern_const(%a: i32, %b: i32) -> i1 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c2 = arith.cmpi slt, %y, %b : i32
    %t = arith.constant true
    %n = "test.n"(%y, %c2, %t) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  %f = arith.cmpi eq, %r, %r : i32
  return %f : i1
}

// -----

// CHECK-LABEL: func.func @walk_order(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %0:2 = scf.while : () -> (index, i1) {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg0, %arg1 : index
// CHECK-NEXT:     %2 = "test.x"() : () -> i1
// CHECK-NEXT:     %3 = "test.y"() : () -> index
// CHECK-NEXT:     scf.condition(%1) %3, %2 : index, i1
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index, %arg3: i1):
// CHECK-NEXT:     scf.if %arg3 {
// CHECK-NEXT:       "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : index
// CHECK-NEXT: }
func.func @walk_order(%lb: index, %ub: index) -> index {
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    %x = "test.x"() : () -> i1
    %y = "test.y"() : () -> index
    scf.if %cond {
      scf.if %x {
        "test.use"(%y) : (index) -> ()
      }
    }
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%j: index):
    scf.yield %j : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @attrs(%arg0: index, %arg1: index, %arg2: index) -> (index, i32) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (index, index) -> (index, i32, index) {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:     %2 = "test.u"() : () -> i32
// CHECK-NEXT:     scf.condition(%1) %arg3, %2, %arg4 : index, i32, index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: i32, %arg5: index):
// CHECK-NEXT:     %1 = arith.addi %arg5, %c1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg3 : index
// CHECK-NEXT:     %3 = "test.t"(%arg5) : (index) -> i32
// CHECK-NEXT:     "test.use"(%3, %arg2, %true) : (i32, index, i1) -> ()
// CHECK-NEXT:     "test.after"(%3) : (i32) -> ()
// CHECK-NEXT:     %4 = "test.s"(%3) : (i32) -> index
// CHECK-NEXT:     scf.yield %2, %4 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : index, i32
// CHECK-NEXT: }
func.func @attrs(%lb: index, %ub: index, %k: index) -> (index, i32) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %lb, %s = %k) : (index, index) -> (index, i32) {
    %cond = arith.cmpi slt, %i, %ub : index
    %u = "test.u"() : () -> i32
    %n:2 = scf.if %cond -> (index, i32) {
      %a = arith.addi %s, %c1 : index
      %b = arith.addi %a, %i : index
      %t = "test.t"(%s) : (index) -> i32
      "test.use"(%t, %k, %cond) : (i32, index, i1) -> ()
      scf.yield %b, %t : index, i32
    } else {
      scf.yield %i, %u : index, i32
    }
    scf.condition(%cond) %n#0, %n#1 : index, i32
  } do {
  ^bb0(%j: index, %v: i32):
    "test.after"(%v) : (i32) -> ()
    %s2 = "test.s"(%v) : (i32) -> index
    scf.yield %j, %s2 : index, index
  } attributes {foo = 1}
  return %r#0, %r#1 : index, i32
}

// -----

// CHECK-LABEL: func.func @f(%arg0: i1) -> i32 {
// CHECK-NEXT:   %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @f(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c0 : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @single(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @single(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.execute_region -> i32 {
    %c2 = arith.constant 2 : i32
    %x = arith.addi %a, %c2 : i32
    %y = arith.muli %x, %c1 : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @multi(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   "test.foo"() : () -> ()
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   cf.br ^bb3(%c3_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %c3_i32_0 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3_i32_0 : i32
// CHECK-NEXT:   cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "test.bar"(%1, %arg0) : (i32, i32) -> ()
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @multi(%a: i32, %p: i1) -> i32 {
  "test.foo"() : () -> ()
  %r:2 = scf.execute_region -> (i32, i32) {
    cf.cond_br %p, ^b1, ^b2
  ^b1:
    %c3 = arith.constant 3 : i32
    cf.br ^b3(%c3 : i32)
  ^b2:
    %c3b = arith.constant 3 : i32
    %x = arith.addi %a, %c3b : i32
    cf.br ^b3(%x : i32)
  ^b3(%z: i32):
    scf.yield %z, %a : i32, i32
  }
  "test.bar"(%r#0, %r#1) : (i32, i32) -> ()
  return %r#0 : i32
}
