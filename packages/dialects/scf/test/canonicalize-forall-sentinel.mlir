// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// A constant bound equal to the dynamic-size sentinel (the smallest i64) stays an operand: as a
// static bound it would read as dynamic with no operand behind it. (mlir-opt 22 makes it static
// and then erases the loop; Strata keeps the loop as written.)

// CHECK-LABEL: func.func @sentinel_lower_bound
// CHECK:         %[[LB:.*]] = arith.constant -9223372036854775808 : index
// CHECK:         scf.forall (%{{.*}}) = (%[[LB]]) to (7) step (2) {
// CHECK-NEXT:      "test.touch"
func.func @sentinel_lower_bound() {
  %lb = arith.constant -9223372036854775808 : index
  %ub = arith.constant 7 : index
  %st = arith.constant 2 : index
  scf.forall (%k) = (%lb) to (%ub) step (%st) {
    "test.touch"(%k) : (index) -> ()
  }
  return
}
