// RUN: strata-opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-ir-before=strip-debuginfo --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --strip-debuginfo --strip-debuginfo --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE

// CHECK: // -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: module {
// CHECK: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT: "test.op"() : () -> ()

// The second strip-debuginfo changes nothing, so only the first dump is printed.
// CHANGE-COUNT-1: IR Dump After StripDebugInfo
// CHANGE-NOT: IR Dump After
"test.op"() : () -> () loc("x.c":1:1)
