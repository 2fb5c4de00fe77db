// RUN: strata-opt %s --cse --split-input-file --allow-unregistered-dialect | FileCheck %s
// CSE on ops with regions: whether they are trivially dead or mergeable depends on the memory
// effects of everything nested in them. The CHECK lines are what mlir-opt 22 prints.

// An unused region op whose nested ops have no effects is trivially dead.
// CHECK-LABEL: func.func @dead_pure_if(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_pure_if(%c: i1, %a: i32) {
  %0 = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

// A write nested in a region op keeps it alive, unused or not.
// CHECK-LABEL: func.func @store_inside_if(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>, %arg3: index) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %arg1, %arg2[%arg3] : memref<4xi32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @store_inside_if(%c: i1, %a: i32, %m: memref<4xi32>, %i: index) {
  %0 = scf.if %c -> i32 {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

// Reads and allocations of values defined inside do not keep an unused region op alive.
// CHECK-LABEL: func.func @alloc_and_read_inside_if(%arg0: i1, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc_and_read_inside_if(%c: i1, %i: index) {
  %0 = scf.if %c -> f32 {
    %m = memref.alloc() : memref<4xf32>
    %v = memref.load %m[%i] : memref<4xf32>
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return
}

// -----

// Effects count from any depth: the first loop stays for the store two levels down, the second, pure and unused, goes.
// CHECK-LABEL: func.func @store_two_levels_down(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: scf.for %arg6 = %arg3 to %arg4 step %arg5 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[%arg6] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @store_two_levels_down(%c: i1, %a: i32, %m: memref<4xi32>, %lb: index, %ub: index, %st: index) {
  scf.for %iv = %lb to %ub step %st {
    scf.if %c {
      memref.store %a, %m[%iv] : memref<4xi32>
    }
  }
  %r = scf.for %iv = %lb to %ub step %st iter_args(%x = %a) -> i32 {
    %y = scf.if %c -> i32 {
      %s = arith.addi %x, %a : i32
      scf.yield %s : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %y : i32
  }
  return
}

// -----

// Region ops with no effects inside and equal regions are merged.
// CHECK-LABEL: func.func @merge_pure_regions(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @merge_pure_regions(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %1 = arith.muli %a, %a : i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %3 = arith.muli %a, %a : i32
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %2 : i32, i32
}

// -----

// A region op that reads inside is neither effect free nor a read of its own: never merged.
// CHECK-LABEL: func.func @reads_in_regions_are_not_merged(%arg0: i1, %arg1: memref<4xi32>, %arg2: index) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @reads_in_regions_are_not_merged(%c: i1, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<4xi32>
    scf.yield %1 : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %2 = scf.if %c -> i32 {
    %3 = memref.load %m[%i] : memref<4xi32>
    scf.yield %3 : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %0, %2 : i32, i32
}

// -----

// An op of unknown effects inside keeps its region op, and keeps it from being merged.
// CHECK-LABEL: func.func @unknown_effects_inside(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "test.unknown"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "test.unknown"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unknown_effects_inside(%c: i1, %a: i32) {
  %0 = scf.if %c -> i32 {
    %1 = "test.unknown"(%a) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %3 = "test.unknown"(%a) : (i32) -> i32
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

// Multi-block regions: the first, effect free, is dead; the second frees memory in a block the walk never visits (unreachable), which keeps it.
// CHECK-LABEL: func.func @multi_block_region(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @multi_block_region(%c: i1, %a: i32) {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  ^bb2:
    scf.yield %a : i32
  }
  %2 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    %s = memref.alloca() : memref<4xi32>
    scf.yield %a : i32
  ^bb2:
    %m = memref.alloc() : memref<4xi32>
    memref.dealloc %m : memref<4xi32>
    scf.yield %a : i32
  }
  return
}

// -----

// Freeing memory is an effect: the region op stays.
// CHECK-LABEL: func.func @dealloc_inside(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dealloc_inside(%c: i1, %a: i32) {
  %0 = scf.if %c -> i32 {
    %m = memref.alloc() : memref<4xi32>
    memref.dealloc %m : memref<4xi32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

// The unvisited block counts for the region op around the one that holds it, too.
// CHECK-LABEL: func.func @unvisited_block_two_levels_down(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unvisited_block_two_levels_down(%c: i1, %a: i32) {
  %0 = scf.if %c -> i32 {
    %1 = scf.execute_region -> i32 {
      cf.br ^bb1
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      %m = memref.alloc() : memref<4xi32>
      memref.dealloc %m : memref<4xi32>
      scf.yield %a : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return
}
