// RUN: strata-opt %s --split-input-file --verify-diagnostics
// llvm verifier and parser errors, with MLIR 22's messages.

func.func @unreachable_not_last() {
  // expected-error @+1 {{'llvm.unreachable' op must be the last operation in the parent block}}
  llvm.unreachable
  llvm.unreachable
}
