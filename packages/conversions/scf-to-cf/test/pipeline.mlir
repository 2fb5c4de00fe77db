// RUN: strata-opt %s --allow-unregistered-dialect --convert-scf-to-cf --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(convert-scf-to-cf{allow-pattern-rollback=false})' | FileCheck %s

// The pass option mlir-opt has is accepted (and printed with its default); it changes nothing.
// DUMP: builtin.module(
// DUMP-NEXT: convert-scf-to-cf{allow-pattern-rollback=true}
// DUMP-NEXT: )

// CHECK-LABEL: func.func @f(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
func.func @f(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  }
  return
}
