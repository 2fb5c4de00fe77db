// RUN: strata-opt %s --strip-debuginfo --mlir-print-debuginfo --allow-unregistered-dialect --split-input-file | FileCheck %s
// strip-debuginfo makes every location unknown, ops and block arguments alike, at any depth; the
// CHECK lines are what mlir-opt 22 prints.

// The unknown location gets an alias, defined before the module.
// CHECK: #[[UNKNOWN:loc[0-9]*]] = loc(unknown)
// CHECK: func.func @mixed(%arg0: i64 loc(unknown), %arg1: i64 loc(unknown)) -> i64 {
// CHECK-NEXT: %0 = arith.xori %arg0, %arg1 : i64 loc(#[[UNKNOWN]])
// CHECK-NEXT: return %0 : i64 loc(#[[UNKNOWN]])
// CHECK-NEXT: } loc(#[[UNKNOWN]])
// CHECK-NEXT: } loc(#[[UNKNOWN]])
func.func @mixed(%p: i64 loc("mixed.c":2:8), %q: i64 loc(fused["p.c":1:1, "q.c":2:2])) -> i64 {
  %x = arith.xori %p, %q : i64 loc(callsite("xor" at "caller.c":9:3))
  return %x : i64 loc("ret"("mixed.c":4:3))
} loc("mixed.c":1:1)

// -----

// Block arguments of later blocks and ops in nested regions lose their locations too.
// CHECK-LABEL: func.func @nested
// CHECK: ^bb1(%{{.*}}: i8 loc(unknown)):
// CHECK-NEXT: "test.wrap"() ({
// CHECK-NEXT: "test.leaf"(%{{.*}}) : (i8) -> () loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK-NEXT: }) : () -> () loc(#[[UNKNOWN]])
func.func @nested(%v: i8) {
  cf.br ^next(%v : i8) loc("nested.c":3:1)
^next(%w: i8 loc("nested.c":5:2)):
  "test.wrap"() ({
    "test.leaf"(%w) : (i8) -> () loc("leaf.c":7:7)
  }) : () -> () loc("wrap.c":8:8)
  return loc("nested.c":9:1)
}
