// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --reconcile-unrealized-casts | FileCheck %s
// Every expected line is mlir-opt 22's output for the same input.

// A cast without uses is erased.
// CHECK-LABEL: func.func @dead_cast(%arg0: i64) -> i64 {
// CHECK-NEXT:   return %arg0 : i64
// CHECK-NEXT: }
func.func @dead_cast(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i16
  return %a : i64
}

// -----

// A dead chain is erased from its end back to its start.
// CHECK-LABEL: func.func @dead_chain(%arg0: i64) -> i64 {
// CHECK-NEXT:   return %arg0 : i64
// CHECK-NEXT: }
func.func @dead_chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i1
  return %a : i64
}

// -----

// A round trip folds to the original value.
// CHECK-LABEL: func.func @round_trip(%arg0: i64) -> i64 {
// CHECK-NEXT:   return %arg0 : i64
// CHECK-NEXT: }
func.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}

// -----

// A cast to its own type folds away.
// CHECK-LABEL: func.func @identity(%arg0: i64) -> i64 {
// CHECK-NEXT:   return %arg0 : i64
// CHECK-NEXT: }
func.func @identity(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  return %0 : i64
}

// -----

// Chains through several types fold back to the value of the matching type.
// CHECK-LABEL: func.func @long_chains(%arg0: i64) -> i64 {
// CHECK-NEXT:   %0 = "test.op"(%arg0, %arg0) : (i64, i64) -> i64
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT: }
func.func @long_chains(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i1
  %2 = builtin.unrealized_conversion_cast %1 : i1 to i64
  %3 = builtin.unrealized_conversion_cast %1 : i1 to i16
  %4 = builtin.unrealized_conversion_cast %3 : i16 to i64
  %5 = "test.op"(%2, %4) : (i64, i64) -> i64
  return %5 : i64
}

// -----

// N:1 and 1:N casts fold when the values come back in the same order.
// CHECK-LABEL: func.func @one_to_n(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT:   return %arg0, %arg1 : i64, i32
// CHECK-NEXT: }
func.func @one_to_n(%a: i64, %b: i32) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to i8
  %1:2 = builtin.unrealized_conversion_cast %0 : i8 to i64, i32
  return %1#0, %1#1 : i64, i32
}

// -----

// Inputs produced by two different casts do not form a chain: everything stays.
// CHECK-LABEL: func.func @two_producers(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i16
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : i32 to i8
// CHECK-NEXT:   %2:2 = builtin.unrealized_conversion_cast %0, %1 : i16, i8 to i64, i32
// CHECK-NEXT:   return %2#0, %2#1 : i64, i32
// CHECK-NEXT: }
func.func @two_producers(%a: i64, %b: i32) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i16
  %1 = builtin.unrealized_conversion_cast %b : i32 to i8
  %2:2 = builtin.unrealized_conversion_cast %0, %1 : i16, i8 to i64, i32
  return %2#0, %2#1 : i64, i32
}

// -----

// A live cast that cannot be resolved stays, and so does the chain feeding it.
// CHECK-LABEL: func.func @live_chain(%arg0: i64) -> i32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i16
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : i16 to i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @live_chain(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i32
  return %1 : i32
}

// -----

// A cast with another (non-cast) user stays while the cast after it folds.
// CHECK-LABEL: func.func @partially_live(%arg0: i64) -> (i64, i16) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i16
// CHECK-NEXT:   return %arg0, %0 : i64, i16
// CHECK-NEXT: }
func.func @partially_live(%a: i64) -> (i64, i16) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i64
  return %1, %0 : i64, i16
}

// -----

// A cast without inputs is never resolved, only erased when dead.
// CHECK-LABEL: func.func @no_inputs() -> i64 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast to i64
// CHECK-NEXT:   "test.use"(%0) : (i64) -> ()
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT: }
func.func @no_inputs() -> i64 {
  %0 = builtin.unrealized_conversion_cast to i64
  %1 = builtin.unrealized_conversion_cast to i64
  "test.use"(%0) : (i64) -> ()
  return %0 : i64
}

// -----

// Casts fold across blocks and into nested regions.
// CHECK-LABEL: func.func @blocks_and_regions(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return %arg0 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %0 = "test.region"() ({
// CHECK-NEXT:     "test.yield"(%arg0) : (i64) -> ()
// CHECK-NEXT:   }) : () -> i64
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT: }
func.func @blocks_and_regions(%a: i64, %c: i1) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i16
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i64
  return %1 : i64
^bb2:
  %r = "test.region"() ({
    %2 = builtin.unrealized_conversion_cast %0 : i16 to i32
    %3 = builtin.unrealized_conversion_cast %2 : i32 to i64
    "test.yield"(%3) : (i64) -> ()
  }) : () -> i64
  return %r : i64
}

// -----

// A cast inside a loop folds; the block argument takes its place.
// CHECK-LABEL: func.func @loop(%arg0: i64) -> i64 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i64)
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %1 = "test.cond"() : () -> i1
// CHECK-NEXT:   cf.cond_br %1, ^bb1(%0 : i64), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT: }
func.func @loop(%a: i64) -> i64 {
  cf.br ^bb1(%a : i64)
^bb1(%x: i64):
  %0 = builtin.unrealized_conversion_cast %x : i64 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i64
  %c = "test.cond"() : () -> i1
  cf.cond_br %c, ^bb1(%1 : i64), ^bb2
^bb2:
  return %1 : i64
}
