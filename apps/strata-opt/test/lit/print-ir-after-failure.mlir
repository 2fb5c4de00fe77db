// --mlir-print-ir-after-failure dumps the IR after a pass that failed, and nothing for the
// passes that succeeded. With one iteration allowed and test-convergence on, canonicalize folds
// the chain of adds in its first iteration and then fails for not having converged.
// RUN: not strata-opt %s --cse --canonicalize='max-iterations=1 test-convergence' --mlir-print-ir-after-failure 2>&1 | FileCheck %s
// The same pipeline without the option converges and succeeds.
// RUN: strata-opt %s --cse --canonicalize --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=OK

// CHECK-NOT:  IR Dump After CSE
// CHECK:      // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @add_chain(%arg0: i32) -> i32 {
// CHECK-NEXT:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:     %[[SUM:.*]] = arith.addi %arg0, %[[C4]] : i32
// CHECK-NEXT:     return %[[SUM]] : i32

// OK-NOT: IR Dump
// OK-LABEL: func.func @add_chain
func.func @add_chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c1 : i32
  return %2 : i32
}
