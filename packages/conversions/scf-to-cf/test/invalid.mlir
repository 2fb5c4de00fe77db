// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --convert-scf-to-cf --verify-diagnostics

// A forall with shared outputs is not bufferized: it cannot be lowered, and the pass fails.
func.func @forall_shared_outs(%ub: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> tensor<?xf32> {
    "test.use"(%i) : (index) -> ()
  }
  return %r : tensor<?xf32>
}
