// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: i64, %arg3: i32) -> i32 {
// CHECK-NEXT:    cf.assert %arg0, "oops \22x\22"
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 {foo}
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.switch %arg3 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      42: ^bb1(%arg1 : i32),
// CHECK-NEXT:      4294967293: ^bb3(%arg1, %arg2 : i32, i64)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.switch %arg3 : i32, [
// CHECK-NEXT:      default: ^bb3(%arg1, %arg2 : i32, i64)]
// CHECK-NEXT:  ^bb3(%1: i32, %2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    return %1 : i32
func.func @branches(%c: i1, %a: i32, %b: i64, %i: i32) -> i32 {
  cf.assert %c, "oops \"x\""
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 {foo}
^bb1(%x: i32):
  cf.switch %i : i32, [
    default: ^bb2,
    42: ^bb1(%a : i32),
    -3: ^bb3(%a, %b : i32, i64)
  ]
^bb2:
  cf.switch %i : i32, [
    default: ^bb3(%a, %b : i32, i64)
  ]
^bb3(%y: i32, %z: i64):
  cf.br ^bb4
^bb4:
  return %y : i32
}

// Case values print as unsigned numbers of the flag's width; operands of both edges of a
// cond_br to one block stay apart. (A negative i64 case would print above the 64-bit range that
// the parser reads, which mlir-opt cannot read back either.)
// CHECK-LABEL: func.func @switch_widths(%arg0: i8, %arg1: i64, %arg2: i1) {
// CHECK-NEXT:    cf.switch %arg0 : i8, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      255: ^bb1,
// CHECK-NEXT:      127: ^bb2
// CHECK-NEXT:    ]
// CHECK:         cf.switch %arg1 : i64, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      9223372036854775807: ^bb1,
// CHECK-NEXT:      0: ^bb2
// CHECK-NEXT:    ] {test.attr}
// CHECK:         cf.cond_br %arg2, ^bb3(%arg0 : i8), ^bb3(%arg0 : i8)
func.func @switch_widths(%i: i8, %j: i64, %c: i1) {
  cf.switch %i : i8, [
    default: ^bb1,
    -1: ^bb1,
    127: ^bb2
  ]
^bb1:
  cf.switch %j : i64, [
    default: ^bb2,
    9223372036854775807: ^bb1,
    0: ^bb2
  ] {test.attr}
^bb2:
  cf.cond_br %c, ^bb3(%i : i8), ^bb3(%i : i8)
^bb3(%v: i8):
  return
}

// The generic form with explicit segment sizes.
// CHECK-LABEL: func.func @generic(%arg0: i1, %arg1: index) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : index)
func.func @generic(%c: i1, %x: index) {
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
^bb1:
  "cf.br"(%x)[^bb2] : (index) -> ()
^bb2(%y: index):
  "cf.assert"(%c) <{msg = "generic"}> : (i1) -> ()
  return
}

// A case (not the default) may forward one result of a multi-result op.
// CHECK-LABEL: func.func @switch_case_result_number
// CHECK:         cf.switch %arg0 : i16, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      65533: ^bb1(%{{.*}} : i32)
func.func @switch_case_result_number(%flag: i16, %v: i32) {
  %pair:2 = arith.mulsi_extended %v, %v : i32
  cf.switch %flag : i16, [
    default: ^bb2,
    -3: ^bb1(%pair#1 : i32)
  ]
^bb1(%x: i32):
  return
^bb2:
  return
}

// Branch weights print as a bare list after the condition; an empty list is kept as written.
// CHECK-LABEL: func.func @weighted(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT:    cf.cond_br %arg0 weights([25, 75]), ^bb1(%arg1 : f32), ^bb2 {note = "hot"}
// CHECK-NEXT:  ^bb1(%0: f32):  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg0 weights([]), ^bb2, ^bb2
// CHECK:         cf.cond_br %arg0 weights([-4, 2147483647]), ^bb3, ^bb3
func.func @weighted(%flag: i1, %v: f32) -> f32 {
  cf.cond_br %flag weights([25, 75]), ^hot(%v : f32), ^cold {note = "hot"}
^hot(%h: f32):
  cf.cond_br %flag weights([]), ^cold, ^cold
^cold:
  cf.cond_br %flag weights([-4, 2147483647]), ^done, ^done
^done:
  return %v : f32
}

// The generic form stores the weights in the `branch_weights` property.
// CHECK-LABEL: func.func @weighted_generic(%arg0: i1) {
// CHECK-NEXT:    cf.cond_br %arg0 weights([0, 6]), ^bb1, ^bb1
func.func @weighted_generic(%flag: i1) {
  "cf.cond_br"(%flag)[^next, ^next] <{branch_weights = array<i32: 0, 6>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^next:
  return
}
