// --mlir-print-value-users: each op's line ends with its results' users, ops without results
// (but with operands) are numbered, block arguments get a comment line of their own. Users are
// listed in use-list order (latest use first), each op once.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-value-users | FileCheck %s

// CHECK-LABEL: func.func @users(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    // %arg0 is used by %1
// CHECK-NEXT:    // %arg1 is unused
// CHECK-NEXT:    %1 = arith.addi %arg0, %arg0 : i32 // users: %3, %2#0, %2#1
// CHECK-NEXT:    %2:2 = "test.two"(%1) : (i32) -> (i32, i32) // users: (%4), (unused)
// CHECK-NEXT:    "test.sink"(%1, %1) : (i32, i32) -> () // id: %3
// CHECK-NEXT:    return %2#0 : i32 // id: %4
// CHECK-NEXT:  }
func.func @users(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1:2 = "test.two"(%0) : (i32) -> (i32, i32)
  "test.sink"(%0, %0) : (i32, i32) -> ()
  return %1#0 : i32
}
