// Ops of dialects that are not registered parse only with --allow-unregistered-dialect.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: not strata-opt %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @holds_unknown_op
// CHECK-NEXT:    "mystery.op"() {tag = 7 : i64} : () -> ()
// CHECK-NEXT:    return

// ERR: unregistered-dialect.mlir:[[@LINE+3]]:15: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// ERR-NOT: module
func.func @holds_unknown_op() {
  "mystery.op"() {tag = 7} : () -> ()
  return
}
