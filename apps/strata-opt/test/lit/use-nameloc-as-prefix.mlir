// --mlir-use-nameloc-as-prefix: the NameLoc in a value's location names it, in place of argN, a
// number or the name its op proposes; repeated names get a suffix as any proposed name does.
// RUN: strata-opt %s --mlir-use-nameloc-as-prefix | FileCheck %s

// CHECK-LABEL: func.func @named(%alpha: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %zero = arith.constant 0 : i32
// CHECK-NEXT:    %sum = arith.addi %alpha, %zero : i32
// CHECK-NEXT:    %sum_0 = arith.addi %sum, %arg1 : i32
// CHECK-NEXT:    return %sum_0 : i32
func.func @named(%a: i32 loc("alpha"), %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32 loc("zero")
  %0 = arith.addi %a, %c0 : i32 loc("sum")
  %1 = arith.addi %0, %b : i32 loc("sum"("file.c":2:3))
  return %1 : i32
}
