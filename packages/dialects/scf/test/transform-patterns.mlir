// RUN: strata-opt %s --transform-interpreter --split-input-file | FileCheck %s

// The size of a carried memref that the loop hands on unchanged (directly or through a nested
// loop) is the size of its initial value, inside the loop and of its result; not when the loop
// yields another memref.
// CHECK-LABEL: func.func @dims
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK: scf.for
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[M]], %c0
// CHECK: arith.addi %{{.*}}, %[[D]]
// CHECK: %[[X:.*]] = memref.dim %[[M]], %c0
// CHECK: %[[Q:.*]] = scf.for
// CHECK: %[[Y:.*]] = memref.dim %[[Q]], %c0
// CHECK: return %[[X]], %[[Y]]
module attributes {transform.with_named_sequence} {
  func.func @dims(%m: memref<?xf32>, %n: index) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m, %s = %c0) -> (memref<?xf32>, index) {
      %d = memref.dim %a, %c0 : memref<?xf32>
      %inner = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (memref<?xf32>) {
        scf.yield %b : memref<?xf32>
      }
      %t = arith.addi %s, %d : index
      scf.yield %inner, %t : memref<?xf32>, index
    }
    %x = memref.dim %r#0, %c0 : memref<?xf32>
    %q = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> (memref<?xf32>) {
      %new = memref.alloc(%i) : memref<?xf32>
      scf.yield %new : memref<?xf32>
    }
    %y = memref.dim %q, %c0 : memref<?xf32>
    return %x, %y, %r#1 : index, index, index
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.scf.for_loop_canonicalization
    } : !transform.any_op
    transform.yield
  }
}

// -----

// A nested loop that yields something else breaks the chain.
// CHECK-LABEL: func.func @broken
// CHECK: %[[R:.*]] = scf.for
// CHECK: memref.dim %[[R]], %c0
module attributes {transform.with_named_sequence} {
  func.func @broken(%m: memref<?xf32>, %n: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> (memref<?xf32>) {
      %inner = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (memref<?xf32>) {
        %new = memref.alloc(%j) : memref<?xf32>
        scf.yield %new : memref<?xf32>
      }
      scf.yield %inner : memref<?xf32>
    }
    %x = memref.dim %r, %c0 : memref<?xf32>
    return %x : index
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.scf.for_loop_canonicalization
    } : !transform.any_op
    transform.yield
  }
}
