// RUN: strata-opt %s "--pass-pipeline=builtin.module(func.func(print-ir{label=per-function}))" --mlir-print-debuginfo 2>&1 >/dev/null | FileCheck %s
// print-ir nested under func.func dumps each function alone, with the tool's printing flags
// (here --mlir-print-debuginfo, whose locations print inline in local scope); the CHECK lines are
// what mlir-opt 22 prints. One function per chunk: mlir-opt dumps functions in thread order.

// CHECK: {{^}}// {{-+}}// IR Dump per-function //----- //
// CHECK-NEXT: func.func @lone(%arg0: f64 loc("lone.c":3:5)) -> f64 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f64 loc("lone.c":4:7)
// CHECK-NEXT: return %0 : f64 loc("lone.c":5:3)
// CHECK-NEXT: } loc("lone.c":2:1)
func.func @lone(%v: f64 loc("lone.c":3:5)) -> f64 {
  %sq = arith.mulf %v, %v : f64 loc("lone.c":4:7)
  return %sq : f64 loc("lone.c":5:3)
} loc("lone.c":2:1)
