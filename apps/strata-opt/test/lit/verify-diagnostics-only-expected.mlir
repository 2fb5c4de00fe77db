// --verify-diagnostics=only-expected checks that each expected-* comment of Inputs/only-expected.mlir
// is met and ignores every other diagnostic (here an unexpected error); the default level `all`
// fails on it.
// RUN: strata-opt %S/Inputs/only-expected.mlir --split-input-file --verify-diagnostics=only-expected
// RUN: not strata-opt %S/Inputs/only-expected.mlir --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

// CHECK: only-expected.mlir:6:17: error: unexpected error: operation being parsed with an unregistered dialect
