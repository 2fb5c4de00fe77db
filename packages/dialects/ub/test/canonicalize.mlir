// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// Poison is constant-like: equal poisons merge, unused ones are dropped.
// CHECK-LABEL: func.func @merge
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    %[[Q:.*]] = ub.poison : i64
// CHECK-NEXT:    "test.use"(%[[P]], %[[P]], %[[Q]])
// CHECK-NEXT:    return
func.func @merge() {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : i64
  %3 = ub.poison : f32
  "test.use"(%0, %1, %2) : (i32, i32, i64) -> ()
  return
}

// -----

// Inside a region of an op the folder knows nothing about, the constant stays put.
// CHECK-LABEL: func.func @unknown_region
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:      "test.use"(%[[P]]) : (i32) -> ()
func.func @unknown_region() {
  "test.region"() ({
    %0 = ub.poison : i32
    "test.use"(%0) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Poison folded away with its only user: a discardable attribute does not keep it alive.
// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    return
func.func @dead() {
  %0 = ub.poison {foo} : i32
  return
}
