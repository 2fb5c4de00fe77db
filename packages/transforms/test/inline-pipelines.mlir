// RUN: strata-opt %s --inline --mlir-print-ir-after-all 2>&1 | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{default-pipeline= op-pipelines=func.func(cse)})' --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=OP
// RUN: strata-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse)})' --mlir-timing -o %t.out 2>&1 | FileCheck %s --check-prefix=TIMING
// The inliner's nested pipelines (default-pipeline, or the op-pipelines entry of the callable's
// op) run as its own: --mlir-print-ir-* dumps each callable after each of their passes, and
// --mlir-timing reports them as a top-level 'func.func' Pipeline row, as mlir-opt 22 does, with the
// analyses the passes compute as (A) rows under them.

// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK-NEXT: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK-NEXT: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = call @callee(%arg0) : (i32) -> i32
// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK-NEXT: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK: IR Dump After Inliner (inline)
// CHECK-NEXT: module {

// Only CSE runs, on each function: the constant add stays, the repeated add goes.
// OP: IR Dump After CSE (cse)
// OP-NEXT: func.func private @callee(%arg0: i32) -> i32 {
// OP: IR Dump After CSE (cse)
// OP-NEXT: func.func @caller(%arg0: i32) -> i32 {
// OP: IR Dump After CSE (cse)
// OP-NEXT: func.func @caller(%arg0: i32) -> i32 {
// OP-NEXT:   %c0_i32 = arith.constant 0 : i32
// OP-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// OP-NEXT:   %1 = arith.addi %0, %0 : i32
// OP-NEXT:   %2 = arith.muli %1, %1 : i32
// OP-NEXT:   return %2 : i32
// OP: IR Dump After Inliner (inline)
// OP-NOT: IR Dump
// OP: func.func @caller

// TIMING:      ----Wall Time----  ----Name----
// TIMING-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Parser$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Inliner$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)    \(A\) CallGraph$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)    CSE$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)      \(A\) DominanceInfo$}}
// TIMING-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Output$}}

func.func private @callee(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %0, %0 : i32
  %3 = arith.muli %1, %2 : i32
  return %3 : i32
}
