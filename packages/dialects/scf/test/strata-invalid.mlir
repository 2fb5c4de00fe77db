// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// Verifier errors of Strata's own: MLIR 22 accepts these ops in generic form, and its passes then
// read bounds that are not there.

func.func @parallel_upper_bound_count(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects as many lower bounds: 1 and upper bounds: 0 as steps: 1}}
  "scf.parallel"(%lb, %lb) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>}> ({
  ^bb0(%i: index):
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }) : (index, index) -> ()
  return
}

// -----

func.func @parallel_lower_bound_count(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects as many lower bounds: 2 and upper bounds: 1 as steps: 1}}
  "scf.parallel"(%lb, %lb, %lb, %lb) <{operandSegmentSizes = array<i32: 2, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, index) -> ()
  return
}
