// --no-implicit-module keeps the parsed top-level op as it is instead of wrapping it in a module.
// RUN: strata-opt %s --no-implicit-module | FileCheck %s
// RUN: strata-opt %s | FileCheck %s --check-prefix=IMPLICIT
// A pipeline anchored on builtin.module cannot run on a top-level func.func.
// RUN: not strata-opt %s --no-implicit-module --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-NOT: module
// CHECK-LABEL: {{^}}func.func @top_level() {
// CHECK-NEXT:  {{^}}  return
// CHECK-NEXT:  {{^}}}

// IMPLICIT:       {{^}}module {
// IMPLICIT-NEXT:  {{^}}  func.func @top_level() {

// ERR: no-implicit-module.mlir:[[@LINE+3]]:1: error: can't run 'builtin.module' pass manager on 'func.func' op
// ERR-NEXT: func.func @top_level() {
// ERR-NEXT: {{^\^$}}
func.func @top_level() {
  return
}
