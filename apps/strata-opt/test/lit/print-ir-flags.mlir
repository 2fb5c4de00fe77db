// IR dumps around passes go to stderr, each headed by "IR Dump Before/After <Pass> (<arg>)".
// RUN: strata-opt %s --cse --canonicalize --mlir-print-ir-before=cse -o %t.out 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: strata-opt %s --cse --canonicalize --mlir-print-ir-after=cse -o %t.out 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: strata-opt %s --cse --canonicalize --mlir-print-ir-before-all -o %t.out 2>&1 | FileCheck %s --check-prefix=BEFORE-ALL
// RUN: strata-opt %s --cse --canonicalize --mlir-print-ir-after-all -o %t.out 2>&1 | FileCheck %s --check-prefix=AFTER-ALL
// The second CSE finds nothing to do, so --mlir-print-ir-after-change skips its dump.
// RUN: strata-opt %s --cse --cse --mlir-print-ir-after-all --mlir-print-ir-after-change -o %t.out 2>&1 | FileCheck %s --check-prefix=CHANGE
// Passes nested under func.func dump only that function unless --mlir-print-ir-module-scope.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after=cse -o %t.out 2>&1 | FileCheck %s --check-prefix=FUNC-SCOPE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after=cse --mlir-print-ir-module-scope --mlir-disable-threading -o %t.out 2>&1 | FileCheck %s --check-prefix=MODULE-SCOPE

// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: module {
// BEFORE:        %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// BEFORE-NEXT:   %[[B:.*]] = arith.addi %arg0, %arg1 : i32
// BEFORE-NEXT:   arith.subi %[[A]], %[[B]] : i32
// BEFORE-NOT:  IR Dump

// AFTER-NOT:   IR Dump Before
// AFTER:       // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT:  module {
// AFTER:         %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// AFTER-NEXT:    arith.subi %[[A]], %[[A]] : i32
// AFTER-NOT:   IR Dump

// BEFORE-ALL:     IR Dump Before CSE (cse)
// BEFORE-ALL:     IR Dump Before Canonicalizer (canonicalize)
// BEFORE-ALL-NOT: IR Dump After

// AFTER-ALL-NOT:  IR Dump Before
// AFTER-ALL:      IR Dump After CSE (cse)
// AFTER-ALL:      IR Dump After Canonicalizer (canonicalize)
// AFTER-ALL-NEXT: module {
// AFTER-ALL:        %[[ZERO:.*]] = arith.constant 0 : i32
// AFTER-ALL-NEXT:   return %[[ZERO]] : i32

// CHANGE-COUNT-1: IR Dump After CSE (cse)
// CHANGE-NOT:     IR Dump

// FUNC-SCOPE:      // -----// IR Dump After CSE (cse) //----- //
// FUNC-SCOPE-NEXT: func.func @sub_of_equal_adds

// MODULE-SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @sub_of_equal_adds) //----- //
// MODULE-SCOPE-NEXT: module {
// MODULE-SCOPE-NEXT:   func.func @sub_of_equal_adds
func.func @sub_of_equal_adds(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
