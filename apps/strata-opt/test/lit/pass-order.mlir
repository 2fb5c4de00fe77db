// Pass flags run in command-line order. CSE first merges the two adds so canonicalize can fold
// x - x to 0; canonicalize first finds nothing to fold and CSE then leaves `subi %0, %0`.
// RUN: strata-opt %s --cse --canonicalize | FileCheck %s --check-prefix=CSE-FIRST
// RUN: strata-opt %s --canonicalize --cse | FileCheck %s --check-prefix=CANON-FIRST
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' | FileCheck %s --check-prefix=CSE-FIRST

// CSE-FIRST-LABEL: func.func @sub_of_equal_adds
// CSE-FIRST-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i32
// CSE-FIRST-NEXT:    return %[[ZERO]] : i32

// CANON-FIRST-LABEL: func.func @sub_of_equal_adds
// CANON-FIRST-NEXT:    %[[SUM:.*]] = arith.addi %arg0, %arg1 : i32
// CANON-FIRST-NEXT:    %[[DIFF:.*]] = arith.subi %[[SUM]], %[[SUM]] : i32
// CANON-FIRST-NEXT:    return %[[DIFF]] : i32
func.func @sub_of_equal_adds(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
