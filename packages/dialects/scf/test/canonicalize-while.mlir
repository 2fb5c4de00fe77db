// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s
// scf.while canonicalizations (WhileMoveIfDown, and the block arguments' locations the loop
// patterns keep, checked by the differential test with --mlir-print-debuginfo); the expected text is
// mlir-opt 22's.

// CHECK-LABEL: func.func @move_if_down(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:     scf.condition(%1) %arg2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index):
// CHECK-NEXT:     %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:     "test.use"(%1) : (index) -> ()
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @move_if_down(%lb: index, %ub: index) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    %n = scf.if %cond -> index {
      %a = arith.addi %i, %c1 : index
      "test.use"(%a) : (index) -> ()
      scf.yield %a : index
    } else {
      scf.yield %i : index
    }
    scf.condition(%cond) %n : index
  } do {
  ^bb0(%j: index):
    scf.yield %j : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @else_has_ops(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:     %2 = scf.if %1 -> (index) {
// CHECK-NEXT:       %3 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = "test.d"(%arg2) : (index) -> index
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.condition(%1) %2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index):
// CHECK-NEXT:     scf.yield %arg2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @else_has_ops(%lb: index, %ub: index) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    %n = scf.if %cond -> index {
      %a = arith.addi %i, %c1 : index
      scf.yield %a : index
    } else {
      %b = arith.muli %i, %c1 : index
      %d = "test.d"(%b) : (index) -> index
      scf.yield %d : index
    }
    scf.condition(%cond) %n : index
  } do {
  ^bb0(%j: index):
    scf.yield %j : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @if_result_used_elsewhere(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:     %2 = scf.if %1 -> (index) {
// CHECK-NEXT:       %3 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.x"(%2) : (index) -> ()
// CHECK-NEXT:     scf.condition(%1) %2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index):
// CHECK-NEXT:     scf.yield %arg2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @if_result_used_elsewhere(%lb: index, %ub: index) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    %n = scf.if %cond -> index {
      %a = arith.addi %i, %c1 : index
      scf.yield %a : index
    } else {
      scf.yield %i : index
    }
    "test.x"(%n) : (index) -> ()
    scf.condition(%cond) %n : index
  } do {
  ^bb0(%j: index):
    scf.yield %j : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @no_results(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:     scf.condition(%1) %arg2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index):
// CHECK-NEXT:     "test.y"(%arg2) : (index) -> ()
// CHECK-NEXT:     %1 = "test.n"(%arg2) : (index) -> index
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @no_results(%lb: index, %ub: index) -> index {
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    scf.if %cond {
      "test.y"(%i) : (index) -> ()
    }
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%j: index):
    %n = "test.n"(%j) : (index) -> index
    scf.yield %n : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @other_cond(%arg0: index, %arg1: index, %arg2: i1) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.while (%arg3 = %arg0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:     %2 = scf.if %arg2 -> (index) {
// CHECK-NEXT:       %3 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.condition(%1) %2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg3: index):
// CHECK-NEXT:     scf.yield %arg3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @other_cond(%lb: index, %ub: index, %c: i1) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    %n = scf.if %c -> index {
      %a = arith.addi %i, %c1 : index
      scf.yield %a : index
    } else {
      scf.yield %i : index
    }
    scf.condition(%cond) %n : index
  } do {
  ^bb0(%j: index):
    scf.yield %j : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @nested_use(%arg0: index, %arg1: index, %arg2: i1) -> index {
// CHECK-NEXT:   %0:2 = scf.while (%arg3 = %arg0) : (index) -> (index, index) {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:     %2 = "test.w"(%arg3) : (index) -> index
// CHECK-NEXT:     scf.condition(%1) %arg3, %2 : index, index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:     %1 = scf.if %arg2 -> (index) {
// CHECK-NEXT:       %2 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT:       scf.yield %2 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg4 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.b"(%1) : (index) -> ()
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : index
// CHECK-NEXT: }
func.func @nested_use(%lb: index, %ub: index, %p: i1) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    %w = "test.w"(%i) : (index) -> index
    %n = scf.if %cond -> index {
      %a = scf.if %p -> index {
        %q = arith.addi %w, %i : index
        scf.yield %q : index
      } else {
        scf.yield %w : index
      }
      scf.yield %a : index
    } else {
      scf.yield %i : index
    }
    scf.condition(%cond) %n : index
  } do {
  ^bb0(%j: index):
    "test.b"(%j) : (index) -> ()
    scf.yield %j : index
  }
  return %r : index
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

// CHECK-LABEL: func.func @no_else(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : index
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       "test.y"(%arg0) : (index) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "test.z"(%arg0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.condition(%0)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : index
// CHECK-NEXT: }
func.func @no_else(%lb: index, %ub: index) -> index {
  %r = scf.while (%i = %lb) : (index) -> index {
    %cond = arith.cmpi slt, %i, %ub : index
    scf.if %cond {
      "test.y"(%i) : (index) -> ()
    } else {
      "test.z"(%i) : (index) -> ()
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

// CHECK-LABEL: func.func @inv_args(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg0, %arg2) : (i32, i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } attributes {foo = 1 : i32}
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @inv_args(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%z: i32):
    %n = "test.next"(%z) : (i32) -> i32
    scf.yield %a, %n : i32, i32
  } attributes {foo = 1 : i32}
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @dup(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     %2 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     %2 = arith.muli %1, %c2_i32 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } attributes {foo = 1 : i32}
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @dup(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %c1 = arith.constant 1 : i32
    %v = arith.addi %x, %c1 : i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %c2 = arith.constant 2 : i32
    %s = arith.addi %p, %q : i32
    %t = arith.muli %s, %c2 : i32
    scf.yield %t : i32
  } attributes {foo = 1 : i32}
  return %r#0, %r#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: i64) -> (i64, i32) {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT:     %1 = "test.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT:     %1 = arith.addi %arg2, %c2_i32 : i32
// CHECK-NEXT:     %2 = "test.m"(%arg3) : (i64) -> i64
// CHECK-NEXT:     scf.yield %1, %2 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#1, %0#0 : i64, i32
// CHECK-NEXT: }
func.func @align(%a: i32, %b: i64) -> (i64, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %c2 = arith.constant 2 : i32
    %n = arith.addi %q, %c2 : i32
    %m = "test.m"(%p) : (i64) -> i64
    scf.yield %n, %m : i32, i64
  } attributes {foo = 1 : i32}
  return %r#0, %r#1 : i64, i32
}

// -----

// CHECK-LABEL: func.func @valyield(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg1 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } attributes {foo = 1 : i32}
// CHECK-NEXT:   return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @valyield(%a: i32, %k: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %k : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n : i32
  } attributes {foo = 1 : i32}
  return %r#0, %r#1 : i32, i32
}
