// RUN: strata-opt %s --symbol-dce --split-input-file --allow-unregistered-dialect --verify-diagnostics
// symbol-dce errors, as mlir-opt 22 reports them.

// An op of an unknown dialect with one region may be a symbol table whose uses cannot be known.
module {
  func.func private @private_symbol()
  // expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  "t.opaque_region"() ({
  }) : () -> ()
}
