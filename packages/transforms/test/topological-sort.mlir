// RUN: strata-opt %s --topological-sort --allow-unregistered-dialect --split-input-file | FileCheck %s
// topological-sort orders the ops of graph regions (a module's body) so that definitions come
// before their uses where possible; the CHECK lines are what mlir-opt 22 prints.

// Each sweep moves the ready ops, in order, in front of the first op not yet placed.
// CHECK: module {
// CHECK-NEXT: %0 = "test.seed"() : () -> i16
// CHECK-NEXT: %1 = "test.grow"(%0) : (i16) -> i16
// CHECK-NEXT: %2 = "test.bloom"(%1, %0) : (i16, i16) -> i16
// CHECK-NEXT: "test.end"(%2) : (i16) -> ()
%bloom = "test.bloom"(%grow, %seed) : (i16, i16) -> i16
%grow = "test.grow"(%seed) : (i16) -> i16
%seed = "test.seed"() : () -> i16
"test.end"(%bloom) : (i16) -> ()

// -----

// A use nested in a region waits for its definition too; registered ops take part as well.
// CHECK: module {
// CHECK-NEXT: %0 = "test.value"() : () -> f32
// CHECK-NEXT: func.func private @decl()
// CHECK-NEXT: "test.tail"() : () -> ()
// CHECK-NEXT: "test.holder"() ({
// CHECK-NEXT: "test.reader"(%0) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
"test.holder"() ({
  "test.reader"(%val) : (f32) -> ()
}) : () -> ()
%val = "test.value"() : () -> f32
func.func private @decl()
"test.tail"() : () -> ()

// -----

// A sweep that places nothing breaks the cycle at the first op not placed, which then lets the
// other op of the cycle follow.
// CHECK: module {
// CHECK-NEXT: %0 = "test.free"() : () -> i1
// CHECK-NEXT: %1 = "test.late"() : () -> i1
// CHECK-NEXT: %2 = "test.last"(%1) : (i1) -> i1
// CHECK-NEXT: %3 = "test.ping"(%4, %0) : (i1, i1) -> i1
// CHECK-NEXT: %4 = "test.pong"(%3) : (i1) -> i1
%ping = "test.ping"(%pong, %free) : (i1, i1) -> i1
%pong = "test.pong"(%ping) : (i1) -> i1
%free = "test.free"() : () -> i1
%last = "test.last"(%late) : (i1) -> i1
%late = "test.late"() : () -> i1

// -----

// Function bodies are SSA regions: nothing in them moves.
// CHECK-LABEL: func.func @ordered
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg0 : i32
func.func @ordered(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %m = arith.muli %a, %x : i32
  return %m : i32
}
