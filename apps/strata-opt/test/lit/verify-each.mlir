// --verify-each (on by default) verifies the IR after each pass. None of the registered passes
// produces invalid IR, so what is checked here is that the boolean is parsed as in mlir-opt and
// that turning verification off leaves the pipeline's result unchanged.
// RUN: strata-opt %s --verify-each=false --cse --canonicalize | FileCheck %s
// RUN: strata-opt %s --verify-each=0 --cse --canonicalize | FileCheck %s
// RUN: strata-opt %s --verify-each --cse --canonicalize | FileCheck %s
// RUN: not strata-opt %s --verify-each=maybe 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @sub_of_equal_adds
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    return %[[ZERO]] : i32

// BAD: for the --verify-each option: 'maybe' is invalid value for boolean argument! Try 0 or 1
func.func @sub_of_equal_adds(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
