// --debug-only=greedy-rewriter traces the greedy rewrite driver on stderr, in the format of
// MLIR's "greedy-rewriter" debug channel with a "[greedy-rewriter] " prefix on each line. Release
// builds of mlir-opt (such as the reference one) do not have --debug-only at all.
// RUN: strata-opt %s --canonicalize --debug-only=greedy-rewriter -o %t.out 2>&1 | FileCheck %s
// RUN: strata-opt %s --canonicalize -o %t.out 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// A channel that is not named stays silent.
// RUN: strata-opt %s --canonicalize --debug-only=dialect-conversion -o %t.out 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// CHECK: [greedy-rewriter] Processing operation : 'arith.subi'({{0x[0-9a-f]+}}) {
// CHECK: [greedy-rewriter]   ** Erase   : 'arith.subi'
// CHECK: [greedy-rewriter] } -> success : operation was folded

// QUIET-NOT: greedy-rewriter
func.func @sub_self(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}
