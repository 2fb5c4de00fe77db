// RUN: strata-opt %s --inline --mlir-print-debuginfo --split-input-file | FileCheck %s
// Locations of inlined ops; the CHECK lines are what mlir-opt 22 prints, with alias numbers left
// open (the differential test compares the exact text).

// Inlined ops are located at `callsite(callee at call)`; inlining an already inlined op stacks
// the new call site under the old one.
// CHECK: module {
// CHECK-NEXT: func.func @top(%arg0: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32 loc(#{{loc[0-9]*}})
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32 loc(#{{loc[0-9]*}})
// CHECK-NEXT: %2 = arith.muli %1, %1 : i32 loc(#{{loc[0-9]*}})
// CHECK-NEXT: %3 = arith.addi %2, %1 : i32 loc(#{{loc[0-9]*}})
// CHECK-NEXT: return %3 : i32 loc(#{{loc[0-9]*}})
// CHECK-NEXT: } loc(#{{loc[0-9]*}})
// CHECK-NEXT: } loc(#{{loc[0-9]*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
// CHECK-DAG: #{{loc[0-9]*}} = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
// CHECK-DAG: #{{loc[0-9]*}} = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
// CHECK-DAG: #{{loc[0-9]*}} = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
// CHECK-DAG: #{{loc[0-9]*}} = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
// CHECK-DAG: #{{loc[0-9]*}} = loc(callsite(#{{loc[0-9]*}} at #{{loc[0-9]*}}))
func.func private @leaf(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func private @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  %1 = call @mid(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// The block arguments that receive a multi-block callee's results are located at the call.
// CHECK: module {
// CHECK-NEXT: func.func @multi(%arg0: i1 loc({{.*}}), %arg1: i32 loc({{.*}})) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32 loc(#{{loc[0-9]*}})
// CHECK-NEXT: return %0 : i32 loc(#{{loc[0-9]*}})
// CHECK-NEXT: } loc(#{{loc[0-9]*}})
// CHECK-NEXT: } loc(#{{loc[0-9]*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
// CHECK-DAG: #{{loc[0-9]*}} = loc({{.*}})
func.func private @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}
func.func @multi(%c: i1, %a: i32) -> i32 {
  %0 = call @pick(%c, %a, %a) : (i1, i32, i32) -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
