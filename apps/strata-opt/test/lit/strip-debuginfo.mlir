// RUN: strata-opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(strip-debuginfo)' --mlir-print-debuginfo | FileCheck %s

// CHECK: "test.first"() : () -> () loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK: "test.region"() ({
// CHECK-NEXT: "test.inner"() : () -> () loc(#[[UNKNOWN]])
// CHECK: #[[UNKNOWN]] = loc(unknown)
"test.first"() : () -> () loc("file.c":3:7)
"test.region"() ({
  "test.inner"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
}) : () -> () loc("file.c":5:1)
