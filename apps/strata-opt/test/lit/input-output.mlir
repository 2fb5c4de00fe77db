// Input from a file, from `-` (stdin), and output to `-o FILE`.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt - < %s | FileCheck %s
// RUN: cat %s | strata-opt - | FileCheck %s
// RUN: rm -f %t.out && strata-opt %s -o %t.out && FileCheck %s --input-file=%t.out
// RUN: strata-opt - -o %t.stdin.out < %s && FileCheck %s --input-file=%t.stdin.out

// A failing run does not create the output file.
// RUN: rm -f %t.fail && not strata-opt %S/Inputs/parse-error.mlir -o %t.fail 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: rm -f %t.fail && not strata-opt %S/Inputs/parse-error.mlir -o %t.fail && not test -e %t.fail

// CHECK-LABEL: func.func @roundtrip(%arg0: i32) -> i32
// CHECK-NEXT:    return %arg0 : i32

// PARSE: parse-error.mlir:2:24: error: expected operation name in quotes
func.func @roundtrip(%x: i32) -> i32 {
  return %x : i32
}
