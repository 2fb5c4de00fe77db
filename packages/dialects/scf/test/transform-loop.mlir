// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s
// The scf transform ops. The expected text is mlir-opt 22's; transform-differential.test.ts also
// compares each chunk with mlir-opt byte for byte, diagnostics included.

// CHECK-LABEL: func.func @unroll_epilogue(%arg0: memref<?xi32>) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = scf.for %arg1 = %c0 to %c8 step %c4 iter_args(%arg2 = %c0_i32) -> (i32) {
// CHECK-NEXT:     %2 = memref.load %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:     %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %4 = arith.muli %c1, %c1_0 : index
// CHECK-NEXT:     %5 = arith.addi %arg1, %4 : index
// CHECK-NEXT:     %6 = memref.load %arg0[%5] : memref<?xi32>
// CHECK-NEXT:     %7 = arith.addi %3, %6 : i32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %8 = arith.muli %c1, %c2 : index
// CHECK-NEXT:     %9 = arith.addi %arg1, %8 : index
// CHECK-NEXT:     %10 = memref.load %arg0[%9] : memref<?xi32>
// CHECK-NEXT:     %11 = arith.addi %7, %10 : i32
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %12 = arith.muli %c1, %c3 : index
// CHECK-NEXT:     %13 = arith.addi %arg1, %12 : index
// CHECK-NEXT:     %14 = memref.load %arg0[%13] : memref<?xi32>
// CHECK-NEXT:     %15 = arith.addi %11, %14 : i32
// CHECK-NEXT:     scf.yield %15 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.for %arg1 = %c8 to %c10 step %c1 iter_args(%arg2 = %0) -> (i32) {
// CHECK-NEXT:     %2 = memref.load %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:     %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT:     scf.yield %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @unroll_epilogue(%m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %z) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %b = arith.addi %a, %v : i32
    scf.yield %b : i32
  }
  return %r : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %loops {factor = 4} : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @unroll_dynamic(%arg0: memref<?xi32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %0 = arith.subi %arg1, %c0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %1 = arith.subi %c2, %c1 : index
// CHECK-NEXT:   %2 = arith.addi %0, %1 : index
// CHECK-NEXT:   %3 = arith.divui %2, %c2 : index
// CHECK-NEXT:   %c2_0 = arith.constant 2 : index
// CHECK-NEXT:   %4 = arith.remsi %3, %c2_0 : index
// CHECK-NEXT:   %5 = arith.subi %3, %4 : index
// CHECK-NEXT:   %6 = arith.muli %5, %c2 : index
// CHECK-NEXT:   %7 = arith.addi %c0, %6 : index
// CHECK-NEXT:   %8 = arith.muli %c2, %c2_0 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %7 step %8 {
// CHECK-NEXT:     %9 = memref.load %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT:     memref.store %9, %arg0[%c0] : memref<?xi32>
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %10 = arith.muli %c2, %c1_1 : index
// CHECK-NEXT:     %11 = arith.addi %arg2, %10 : index
// CHECK-NEXT:     %12 = memref.load %arg0[%11] : memref<?xi32>
// CHECK-NEXT:     memref.store %12, %arg0[%c0] : memref<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg2 = %7 to %arg1 step %c2 {
// CHECK-NEXT:     %9 = memref.load %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT:     memref.store %9, %arg0[%c0] : memref<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unroll_dynamic(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c2 {
    %v = memref.load %m[%i] : memref<?xi32>
    memref.store %v, %m[%c0] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %loops {factor = 2} : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @unroll_and_jam(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c2_0 = arith.constant 2 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %c4 step %c2_0 {
// CHECK-NEXT:     %0 = memref.load %arg1[%arg2] : memref<?xi32>
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.addi %arg2, %c1_1 : index
// CHECK-NEXT:     %2 = memref.load %arg1[%1] : memref<?xi32>
// CHECK-NEXT:     %3:2 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %0, %arg5 = %2) -> (i32, i32) {
// CHECK-NEXT:       %5 = memref.load %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT:       %6 = arith.addi %arg4, %5 : i32
// CHECK-NEXT:       %c1_3 = arith.constant 1 : index
// CHECK-NEXT:       %7 = arith.addi %arg2, %c1_3 : index
// CHECK-NEXT:       %8 = memref.load %arg0[%7, %arg3] : memref<?x?xi32>
// CHECK-NEXT:       %9 = arith.addi %arg5, %8 : i32
// CHECK-NEXT:       scf.yield %6, %9 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %3#0, %arg1[%arg2] : memref<?xi32>
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %4 = arith.addi %arg2, %c1_2 : index
// CHECK-NEXT:     memref.store %3#1, %arg1[%4] : memref<?xi32>
// CHECK-NEXT:   } {outer}
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unroll_and_jam(%m: memref<?x?xi32>, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %init = memref.load %out[%i] : memref<?xi32>
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %init) -> (i32) {
      %v = memref.load %m[%i, %j] : memref<?x?xi32>
      %b = arith.addi %a, %v : i32
      scf.yield %b : i32
    }
    memref.store %s, %out[%i] : memref<?xi32>
  } {outer}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes {outer} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %outer : !transform.any_op to !transform.op<"scf.for">
    transform.loop.unroll_and_jam %loop {factor = 2} : !transform.op<"scf.for">
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @peel(%arg0: memref<?xi32>) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK-NEXT:   %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:   %0 = scf.for %arg1 = %c1_i32 to %c9_i32 step %c4_i32 iter_args(%arg2 = %c0_i32) -> (i32)  : i32 {
// CHECK-NEXT:     %2 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT:     %3 = memref.load %arg0[%2] : memref<?xi32>
// CHECK-NEXT:     %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT:     scf.yield %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.for %arg1 = %c9_i32 to %c10_i32 step %c4_i32 iter_args(%arg2 = %0) -> (i32)  : i32 {
// CHECK-NEXT:     %2 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT:     %3 = memref.load %arg0[%2] : memref<?xi32>
// CHECK-NEXT:     %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT:     scf.yield %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @peel(%m: memref<?xi32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c4 = arith.constant 4 : i32
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c1 to %c10 step %c4 iter_args(%a = %z) -> (i32) : i32 {
    %j = arith.index_cast %i : i32 to index
    %v = memref.load %m[%j] : memref<?xi32>
    %b = arith.addi %a, %v : i32
    scf.yield %b : i32
  }
  return %r : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    %main, %rest = transform.loop.peel %loop : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %rest, "remainder" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @peel_front(%arg0: memref<?xi32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c3_0 = arith.constant 3 : index
// CHECK-NEXT:   scf.for %arg1 = %c0 to %c3_0 step %c3 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:     memref.store %0, %arg0[%c0] : memref<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg1 = %c3_0 to %c10 step %c3 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:     memref.store %0, %arg0[%c0] : memref<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @peel_front(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c3 {
    %v = memref.load %m[%i] : memref<?xi32>
    memref.store %v, %m[%c0] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    %main, %first = transform.loop.peel %loop {peel_front = true} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// CHECK: func.func private @body()
// CHECK-NEXT: func.func @body_0(%arg0: memref<?xi32>, %arg1: index, %arg2: index, %arg3: index, %arg4: i32) -> i32 {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = scf.for %arg5 = %c0 to %arg2 step %c1 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg5] : memref<?xi32>
// CHECK-NEXT:     %2 = arith.addi %arg6, %1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outline(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     %1 = func.call @body_0(%arg0, %c0, %arg1, %c1, %arg2) : (memref<?xi32>, index, index, index, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func private @body()
func.func @outline(%m: memref<?xi32>, %n: index, %s: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %b = arith.addi %a, %v : i32
    scf.yield %b : i32
  }
  return %r : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %fn, %call = transform.loop.outline %loops {func_name = "body"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %call, "call" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @coalesce(%arg0: i32) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:   %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32_3 = arith.constant 1 : i32
// CHECK-NEXT:   %1 = arith.muli %c5_i32, %0 : i32
// CHECK-NEXT:   scf.for %arg1 = %c0_i32_0 to %1 step %c1_i32_1  : i32 {
// CHECK-NEXT:     %2 = arith.remsi %arg1, %0 : i32
// CHECK-NEXT:     %3 = arith.divsi %arg1, %0 : i32
// CHECK-NEXT:     %4 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:     %5 = arith.muli %3, %c2_i32 : i32
// CHECK-NEXT:     %6 = arith.addi %5, %4 : i32
// CHECK-NEXT:   } {outer}
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @coalesce(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  scf.for %i = %c0 to %c10 step %c2 : i32 {
    scf.for %j = %c1 to %n step %c1 : i32 {
      %a = arith.addi %i, %j : i32
    }
  } {outer}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["scf.for"]} attributes {outer} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %outer : !transform.any_op to !transform.op<"scf.for">
    %c = transform.loop.coalesce %loop : (!transform.op<"scf.for">) -> !transform.op<"scf.for">
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @promote(%arg0: memref<?xi32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c7 = arith.constant 7 : index
// CHECK-NEXT:   %0 = memref.load %arg0[%c0] : memref<?xi32>
// CHECK-NEXT:   memref.store %0, %arg0[%c7] : memref<?xi32>
// CHECK-NEXT:   scf.for %arg1 = %c0 to %c7 step %c1 {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @promote(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c1 step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
    memref.store %v, %m[%c7] : memref<?xi32>
  }
  scf.for %i = %c0 to %c7 step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %loop = transform.cast %loops : !transform.any_op to !transform.op<"scf.for">
    transform.loop.promote_if_one_iteration %loop : !transform.op<"scf.for">
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @take_else(%arg0: memref<?xi32>, %arg1: i1, %arg2: index) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT:   memref.store %0, %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT:   memref.store %0, %arg0[%arg2] : memref<?xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @take_else(%m: memref<?xi32>, %c: i1, %j: index) {
  %r = scf.if %c -> (i32) {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<?xi32>
    scf.yield %v : i32
  } else {
    %v = memref.load %m[%j] : memref<?xi32>
    scf.yield %v : i32
  }
  memref.store %r, %m[%j] : memref<?xi32>
  scf.if %c {
    memref.store %r, %m[%j] : memref<?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ifs = transform.structured.match ops{["scf.if"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %ifs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.scf.take_assumed_branch %first take_else_branch : (!transform.any_op) -> ()
    transform.scf.take_assumed_branch %second : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @forall_to_for(%arg0: memref<?x?xi32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1_0 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1_0 {
// CHECK-NEXT:     scf.for %arg3 = %c1 to %c8 step %c2 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT:       memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @forall_to_for(%m: memref<?x?xi32>, %n: index) {
  scf.forall (%i, %j) = (0, 1) to (%n, 8) step (1, 2) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
    memref.store %v, %m[%j, %i] : memref<?x?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %forall = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %outer, %inner = transform.loop.forall_to_for %forall : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %inner, "inner" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @forall_to_parallel(%arg0: memref<?x?xi32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1_0 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   scf.parallel (%arg2, %arg3) = (%c0, %c1) to (%arg1, %c8) step (%c1_0, %c2) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xi32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xi32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @forall_to_parallel(%m: memref<?x?xi32>, %n: index) {
  scf.forall (%i, %j) = (0, 1) to (%n, 8) step (1, 2) {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
    memref.store %v, %m[%j, %i] : memref<?x?xi32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %forall = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %par = transform.loop.forall_to_parallel %forall : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %par, "parallel" : !transform.any_op
    transform.yield
  }
}
