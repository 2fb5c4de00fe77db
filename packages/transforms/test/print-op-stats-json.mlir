// RUN: strata-opt %s --print-op-stats=json --allow-unregistered-dialect --split-input-file 2>&1 >/dev/null | FileCheck %s
// print-op-stats with `json`: one object of counts per run; the CHECK lines are what mlir-opt 22
// prints.

// CHECK: {
// CHECK-NEXT: "builtin.module" : 1,
// CHECK-NEXT: "func.func" : 2,
// CHECK-NEXT: "func.return" : 2,
// CHECK-NEXT: "zeta.op" : 1
// CHECK-NEXT: }
func.func @one() {
  "zeta.op"() : () -> ()
  return
}
func.func @two() {
  return
}

// -----

// CHECK: {
// CHECK-NEXT: "builtin.module" : 1
// CHECK-NEXT: }
module {
}
