// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

func.func private @callee(i32) -> i64

// An indirect call of a known function becomes a direct call; the constant dies.
// CHECK-LABEL: func.func @indirect_to_direct
// CHECK-NEXT:    %[[R:.*]] = call @callee(%arg0) : (i32) -> i64
// CHECK-NEXT:    return %[[R]] : i64
func.func @indirect_to_direct(%a: i32) -> i64 {
  %f = func.constant @callee : (i32) -> i64
  %r = func.call_indirect %f(%a) : (i32) -> i64
  return %r : i64
}

// -----

func.func private @callee(i32) -> i64

// As in MLIR 22, the argument and result attributes of the indirect call are dropped.
// CHECK-LABEL: func.func @drops_attributes
// CHECK-NEXT:    call @callee(%arg0) : (i32) -> i64
func.func @drops_attributes(%a: i32) {
  %f = func.constant @callee : (i32) -> i64
  %r = "func.call_indirect"(%f, %a) <{arg_attrs = [{test.a}], res_attrs = [{test.b}]}> : ((i32) -> i64, i32) -> i64
  return
}

// -----

// An unknown callee stays indirect; unused constants and duplicates go.
// CHECK-LABEL: func.func @unknown_callee
// CHECK-NEXT:    %[[R:.*]] = call_indirect %arg0(%arg1) : (i32) -> i64
// CHECK-NEXT:    return %[[R]], %[[R]] : i64, i64
func.func @unknown_callee(%f: (i32) -> i64, %a: i32) -> (i64, i64) {
  %unused = func.constant @unknown_callee : ((i32) -> i64, i32) -> (i64, i64)
  %r = func.call_indirect %f(%a) : (i32) -> i64
  return %r, %r : i64, i64
}

// -----

func.func private @effects()

// Calls are never dead: the callee may have effects.
// CHECK-LABEL: func.func @calls_stay
// CHECK-NEXT:    call @effects() : () -> ()
// CHECK-NEXT:    call @effects() : () -> ()
// CHECK-NEXT:    return
func.func @calls_stay() {
  func.call @effects() : () -> ()
  func.call @effects() : () -> ()
  return
}

// -----

func.func private @g()

// Equal function constants are merged (they are constant-like and pure).
// CHECK-LABEL: func.func @constants_merge
// CHECK-NEXT:    %f = constant @g : () -> ()
// CHECK-NEXT:    return %f, %f
func.func @constants_merge() -> (() -> (), () -> ()) {
  %a = func.constant @g : () -> ()
  %b = func.constant @g : () -> ()
  return %a, %b : () -> (), () -> ()
}
