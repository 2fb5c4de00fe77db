// RUN: fake-opt %s --split-input-file | FileCheck %s
// RUN: fake-opt %s | FileCheck %s --check-prefix=WHOLE

op one
// CHECK: L4: op one
// CHECK-NOT: two
// WHOLE: L4: op one
// WHOLE: L12: op two

// -----

op two
// CHECK-NOT: one
// CHECK: L12: op two
