// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s
// MLIR's parsers of scf.for, scf.forall and scf.execute_region are hand-written and do not check
// the inherent attributes of their dictionary: one its property cannot hold is dropped.

// CHECK-LABEL: sym_name = "for_unsigned_dropped"
func.func @for_unsigned_dropped(%lb: index, %ub: index) {
  // CHECK: "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}) ({
  // CHECK: }) : (index, index, index) -> ()
  scf.for %iv = %lb to %ub step %ub {
  } {unsignedCmp = true}
  return
}

// -----

// CHECK-LABEL: sym_name = "forall_mapping_dropped"
func.func @forall_mapping_dropped() {
  // CHECK: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 6>}> ({
  scf.forall (%iv) in (6) {
  } {mapping = 1 : i64}
  return
}
