// --mlir-pass-statistics prints each pass's statistics on stderr after the run, in pipeline
// order (the default display) or merged per pass (list display). Release builds of mlir-opt
// are compiled without statistics and print only the report's header; the lines below follow
// MLIR's own test of this flag (mlir/test/Pass/pipeline-stats.mlir, REQUIRES: asserts).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-pass-statistics -o %t.out 2>&1 | FileCheck %s
// RUN: strata-opt %s --cse --mlir-pass-statistics --mlir-pass-statistics-display=list -o %t.out 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: strata-opt %s --cse -o %t.out 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty

// CHECK:      ... Pass statistics report ...
// CHECK:      {{^}}'func.func' Pipeline
// CHECK-NEXT: {{^}}  CSE
// CHECK-NEXT: {{^}}    (S) 1 num-cse'd - Number of operations CSE'd
// CHECK-NEXT: {{^}}    (S) 0 num-dce'd - Number of operations DCE'd
// CHECK-NEXT: {{^}}  Canonicalizer

// LIST:      ... Pass statistics report ...
// LIST:      CSE
// LIST-NEXT: (S) 1 num-cse'd - Number of operations CSE'd
// LIST-NEXT: (S) 0 num-dce'd - Number of operations DCE'd

// NONE-NOT: Pass statistics report
func.func @sub_of_equal_adds(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
