// RUN: strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/library.mlir --transform-interpreter --verify-diagnostics | FileCheck %s
// RUN: not strata-opt %s --transform-preload-library=transform-library-paths=%p/Inputs/missing.mlir --transform-interpreter 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-opt %s --transform-interpreter 2>&1 | FileCheck %s --check-prefix=NO-ENTRY

// The entry point comes from the preloaded library, which also holds what it includes; the payload
// is left as it was.

// MISSING: missing.mlir:0:0: error: '{{.*}}missing.mlir' is neither a file nor a directory
// NO-ENTRY: error: could not find a nested named sequence with name: __transform_main

// CHECK-LABEL: func.func @f
// CHECK-NEXT: arith.addi
func.func @f(%a: i32) -> i32 {
  // expected-remark @below {{from library}}
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
