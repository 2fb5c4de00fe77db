// Input of verify-diagnostics-mismatch.mlir: one expected error that is never produced, and
// one error that no expected-error line announces.

// expected-error @below {{this error is never emitted}}
func.func @fine() {
  return
}

func.func @redefined() {
  return
}
func.func @redefined() {
  return
}
