// RUN: strata-opt %s --pass-pipeline="builtin.module(func.func(inline))" --verify-diagnostics
// The inliner runs only on symbol tables; the message is mlir-opt 22's (with its double space).

// expected-error@+1 {{'func.func' op  was scheduled to run under the inliner, but does not define a symbol table}}
func.func @not_a_table() {
  return
}
