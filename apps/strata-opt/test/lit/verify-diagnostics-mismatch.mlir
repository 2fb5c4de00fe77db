// --verify-diagnostics fails the run, with an error at each mismatch, when an expected
// diagnostic is not produced or a produced one (notes included) was not expected.
// RUN: not strata-opt %S/Inputs/diagnostics-mismatch.mlir --verify-diagnostics 2>&1 | FileCheck %s
// Without the flag the errors are printed as they are, and the run fails.
// RUN: not strata-opt %S/Inputs/diagnostics-mismatch.mlir 2>&1 | FileCheck %s --check-prefix=PLAIN

// CHECK:      diagnostics-mismatch.mlir:12:1: error: unexpected error: redefinition of symbol named 'redefined'
// CHECK-NEXT: func.func @redefined() {
// CHECK-NEXT: {{^\^$}}
// CHECK-NEXT: diagnostics-mismatch.mlir:9:1: error: unexpected note: see existing symbol definition here
// CHECK:      diagnostics-mismatch.mlir:4:4: error: expected error "this error is never emitted" was not produced
// CHECK-NEXT: // expected-error @below {{[{][{]}}this error is never emitted{{[}][}]}}
// CHECK-NEXT: {{^   \^~+$}}

// PLAIN:      diagnostics-mismatch.mlir:12:1: error: redefinition of symbol named 'redefined'
// PLAIN:      diagnostics-mismatch.mlir:9:1: note: see existing symbol definition here
