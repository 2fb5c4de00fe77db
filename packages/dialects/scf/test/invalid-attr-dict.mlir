// RUN: strata-opt %s --split-input-file --verify-diagnostics
// A value scf.forall's `mapping` property can hold but its constraint rejects is left to the
// verifier, since MLIR's hand-written parser of scf.forall does not check it.

func.func @forall_mapping_integers() {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%iv) in (6) {
  } {mapping = [3]}
  return
}
