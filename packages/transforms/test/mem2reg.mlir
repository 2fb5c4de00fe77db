// RUN: strata-opt %s --mem2reg --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: strata-opt %s --mem2reg=region-simplify=false --allow-unregistered-dialect --split-input-file | FileCheck %s
// mem2reg promotes single-element memref.allocas to SSA values; the CHECK lines are what
// mlir-opt 22 prints (region-simplify is accepted and changes nothing there either).

// A load after a store in the same block reads the stored value; the slot goes away.
// CHECK-LABEL: func.func @forward_in_block(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
func.func @forward_in_block(%seed: i64) -> i64 {
  %slot = memref.alloca() : memref<i64>
  memref.store %seed, %slot[] : memref<i64>
  %got = memref.load %slot[] : memref<i64>
  return %got : i64
}

// -----

// A load with no store before it reads ub.poison, made at the start of the slot's block.
// CHECK-LABEL: func.func @load_before_store(%arg0: f16) -> f16 {
// CHECK-NEXT: %0 = ub.poison : f16
// CHECK-NEXT: return %0 : f16
// CHECK-NEXT: }
func.func @load_before_store(%late: f16) -> f16 {
  %slot = memref.alloca() : memref<f16>
  %early = memref.load %slot[] : memref<f16>
  memref.store %late, %slot[] : memref<f16>
  return %early : f16
}

// -----

// Stores on both arms of a branch meet in a new block argument.
// CHECK-LABEL: func.func @diamond(%arg0: i1, %arg1: i8, %arg2: i8) -> i8 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i8)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i8)
// CHECK-NEXT: ^bb3(%0: i8):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
func.func @diamond(%flag: i1, %left: i8, %right: i8) -> i8 {
  %slot = memref.alloca() : memref<i8>
  cf.cond_br %flag, ^left, ^right
^left:
  memref.store %left, %slot[] : memref<i8>
  cf.br ^join
^right:
  memref.store %right, %slot[] : memref<i8>
  cf.br ^join
^join:
  %got = memref.load %slot[] : memref<i8>
  return %got : i8
}

// -----

// An arm that stores nothing passes ub.poison to the merge point.
// CHECK-LABEL: func.func @one_armed(%arg0: i1, %arg1: i16) -> i16 {
// CHECK-NEXT: %0 = ub.poison : i16
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%0 : i16)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg1 : i16)
// CHECK-NEXT: ^bb2(%1: i16):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : i16
// CHECK-NEXT: }
func.func @one_armed(%flag: i1, %val: i16) -> i16 {
  %slot = memref.alloca() : memref<i16>
  cf.cond_br %flag, ^store, ^join
^store:
  memref.store %val, %slot[] : memref<i16>
  cf.br ^join
^join:
  %got = memref.load %slot[] : memref<i16>
  return %got : i16
}

// -----

// A value carried around a loop becomes a loop-header argument, after the existing ones.
// CHECK-LABEL: func.func @loop_carried(%arg0: index, %arg1: f64) -> f64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0, %arg1 : index, f64)
// CHECK-NEXT: ^bb1(%0: index, %1: f64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi ult, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.mulf %1, %1 : f64
// CHECK-NEXT: %4 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f64
// CHECK-NEXT: }
func.func @loop_carried(%limit: index, %init: f64) -> f64 {
  %zero = arith.constant 0 : index
  %step = arith.constant 1 : index
  %sum = memref.alloca() : memref<f64>
  memref.store %init, %sum[] : memref<f64>
  cf.br ^header(%zero : index)
^header(%iv: index):
  %more = arith.cmpi ult, %iv, %limit : index
  cf.cond_br %more, ^body, ^done
^body:
  %old = memref.load %sum[] : memref<f64>
  %new = arith.mulf %old, %old : f64
  memref.store %new, %sum[] : memref<f64>
  %next = arith.addi %iv, %step : index
  cf.br ^header(%next : index)
^done:
  %final = memref.load %sum[] : memref<f64>
  return %final : f64
}

// -----

// A join where the slot is written before it is read needs no argument (liveness pruning).
// CHECK-LABEL: func.func @dead_at_join(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @dead_at_join(%flag: i1, %x: i32, %y: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  cf.cond_br %flag, ^a, ^b
^a:
  memref.store %x, %slot[] : memref<i32>
  cf.br ^join
^b:
  memref.store %y, %slot[] : memref<i32>
  cf.br ^join
^join:
  memref.store %x, %slot[] : memref<i32>
  %got = memref.load %slot[] : memref<i32>
  return %got : i32
}

// -----

// Two slots merging in the same block: one argument each, in the order of the allocas.
// CHECK-LABEL: func.func @two_slots(%arg0: i1, %arg1: i32, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1, %0 : i32, f32)
// CHECK-NEXT: ^bb3(%1: i32, %2: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1, %2 : i32, f32
// CHECK-NEXT: }
func.func @two_slots(%flag: i1, %p: i32, %q: f32) -> (i32, f32) {
  %first = memref.alloca() : memref<i32>
  %second = memref.alloca() : memref<f32>
  cf.cond_br %flag, ^yes, ^no
^yes:
  memref.store %q, %second[] : memref<f32>
  memref.store %p, %first[] : memref<i32>
  cf.br ^join
^no:
  memref.store %p, %first[] : memref<i32>
  cf.br ^join
^join:
  %a = memref.load %first[] : memref<i32>
  %b = memref.load %second[] : memref<f32>
  return %a, %b : i32, f32
}

// -----

// A switch forwards the value on each of its edges.
// CHECK-LABEL: func.func @switch_edges(%arg0: i32, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : i64),
// CHECK-NEXT: 7: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg2 : i64)
// CHECK-NEXT: ^bb2(%0: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @switch_edges(%sel: i32, %one: i64, %two: i64) -> i64 {
  %slot = memref.alloca() : memref<i64>
  memref.store %one, %slot[] : memref<i64>
  cf.switch %sel : i32, [
    default: ^join,
    7: ^other
  ]
^other:
  memref.store %two, %slot[] : memref<i64>
  cf.br ^join
^join:
  %got = memref.load %slot[] : memref<i64>
  return %got : i64
}

// -----

// Loads in a block unreachable from the entry read ub.poison.
// CHECK-LABEL: func.func @unreachable_block(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: "test.sink"(%0) : (i32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @unreachable_block(%v: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %v, %slot[] : memref<i32>
  cf.br ^exit
^orphan:
  %stale = memref.load %slot[] : memref<i32>
  "test.sink"(%stale) : (i32) -> ()
  cf.br ^exit
^exit:
  %got = memref.load %slot[] : memref<i32>
  return %got : i32
}

// -----

// A single-element memref of rank 2 is a slot too, whatever its (constant) indices.
// CHECK-LABEL: func.func @one_element(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @one_element(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %slot = memref.alloca() : memref<1x1xi32>
  memref.store %v, %slot[%c0, %c0] : memref<1x1xi32>
  %got = memref.load %slot[%c0, %c0] : memref<1x1xi32>
  return %got : i32
}

// -----

// A pointer used by an op that is not a load or store stays, with all its accesses.
// CHECK-LABEL: func.func @escapes(%arg0: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT: "test.capture"(%alloca) : (memref<i32>) -> ()
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @escapes(%v: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %v, %slot[] : memref<i32>
  "test.capture"(%slot) : (memref<i32>) -> ()
  %got = memref.load %slot[] : memref<i32>
  return %got : i32
}

// -----

// Buffers of several elements, or of a dynamic size, are not slots.
// CHECK-LABEL: func.func @not_single(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<2xi32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg1) : memref<?xi32>
// CHECK-NEXT: memref.store %arg0, %alloca_0[%c0] : memref<?xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<2xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @not_single(%v: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %pair = memref.alloca() : memref<2xi32>
  memref.store %v, %pair[%c0] : memref<2xi32>
  %dyn = memref.alloca(%n) : memref<?xi32>
  memref.store %v, %dyn[%c0] : memref<?xi32>
  %a = memref.load %pair[%c0] : memref<2xi32>
  return %a : i32
}

// -----

// An access from a nested region keeps the slot; a slot local to the region is promoted.
// CHECK-LABEL: func.func @nested_region(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg2, %alloca[] : memref<i32>
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: "test.sink"(%1) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @nested_region(%lb: index, %ub: index, %v: i32) -> i32 {
  %step = arith.constant 1 : index
  %outer = memref.alloca() : memref<i32>
  memref.store %v, %outer[] : memref<i32>
  scf.for %i = %lb to %ub step %step {
    %inner = memref.alloca() : memref<i32>
    %x = memref.load %outer[] : memref<i32>
    memref.store %x, %inner[] : memref<i32>
    %y = memref.load %inner[] : memref<i32>
    "test.sink"(%y) : (i32) -> ()
  }
  %got = memref.load %outer[] : memref<i32>
  return %got : i32
}

// -----

// A stored value that was loaded from the slot itself chains through to the first store.
// CHECK-LABEL: func.func @reload_and_store(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @reload_and_store(%flag: i1, %v: i32, %w: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %v, %slot[] : memref<i32>
  cf.cond_br %flag, ^again, ^other
^again:
  %x = memref.load %slot[] : memref<i32>
  memref.store %x, %slot[] : memref<i32>
  cf.br ^join
^other:
  memref.store %w, %slot[] : memref<i32>
  cf.br ^join
^join:
  %got = memref.load %slot[] : memref<i32>
  return %got : i32
}
