// RUN: strata-opt %s --print-op-stats --allow-unregistered-dialect --split-input-file 2>&1 >/dev/null | FileCheck %s
// print-op-stats writes a table of op counts to stderr; the CHECK lines are what mlir-opt 22 prints.

// Names sort bytewise; dialects align on the dot, counts follow the longest op name.
// CHECK: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}      arith.constant , 2
// CHECK-NEXT: {{^}}      arith.muli     , 3
// CHECK-NEXT: {{^}}    builtin.module   , 1
// CHECK-NEXT: {{^}}       func.func     , 1
// CHECK-NEXT: {{^}}       func.return   , 1
func.func @products() -> i32 {
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %six = arith.muli %two, %three : i32
  %twelve = arith.muli %six, %two : i32
  %thirty_six = arith.muli %twelve, %three : i32
  return %thirty_six : i32
}

// -----

// A name without a dot is indented past the dot; one with several dots splits at the first.
// CHECK: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}  builtin.module        , 1
// CHECK-NEXT: {{^}}          lonely         , 2
// CHECK-NEXT: {{^}}       my.nested.op.name , 1
"lonely"() : () -> ()
"my.nested.op.name"() : () -> ()
"lonely"() : () -> ()

// -----

// An empty module counts only itself.
// CHECK: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}  builtin.module , 1
// CHECK-NOT: ,
module {
}
