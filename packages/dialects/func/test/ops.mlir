// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func private @external(i32, f32 {test.noalias}) -> (i32 {test.zeroext}, f32)
func.func private @external(i32, f32 {test.noalias}) -> (i32 {test.zeroext}, f32)

// CHECK-LABEL: func.func nested @nested_visibility() attributes {foo = 1 : i32}
func.func nested @nested_visibility() attributes {foo = 1 : i32}

// CHECK-LABEL: func.func private @returns_function() -> (() -> ())
func.func private @returns_function() -> (() -> ())

// CHECK-LABEL: func.func private @one_result_with_attrs() -> (i64 {test.a})
func.func private @one_result_with_attrs() -> (i64 {test.a})

// CHECK-LABEL: func.func @no_inline() attributes {aa, no_inline, test.z = 1 : i64, zz} {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_inline() attributes {zz, no_inline, aa, test.z = 1} {
  return
}

// CHECK-LABEL: func.func public @calls(%arg0: i32 {test.x = 1 : i64}, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:    %[[C:.*]] = "test.c"() : () -> f32
// CHECK-NEXT:    %{{.*}}:2 = call @external(%arg0, %[[C]]) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %f = constant @no_inline : () -> ()
// CHECK-NEXT:    call_indirect %f() : () -> ()
// CHECK-NEXT:    %{{.*}}:2 = call @external(%arg0, %[[C]]) {aa, no_inline, zz} : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    %{{.*}} = call @external2(%arg0) {a, arg_attrs = [{test.a}], res_attrs = [{}]} : (i32) -> i32
// CHECK-NEXT:    return %arg0 : i32
func.func public @calls(%a: i32 {test.x = 1}, %b: i64) -> i32 attributes {llvm.emit_c_interface} {
  %c = "test.c"() : () -> f32
  %r:2 = func.call @external(%a, %c) : (i32, f32) -> (i32, f32)
  %fn = func.constant @no_inline : () -> ()
  func.call_indirect %fn() : () -> ()
  %x:2 = call @external(%a, %c) {no_inline, zz, aa} : (i32, f32) -> (i32, f32)
  %y = "func.call"(%a) <{callee = @external2, arg_attrs = [{test.a}], res_attrs = [{}]}> {a} : (i32) -> i32
  return %a : i32
}

func.func private @external2(i32) -> i32

// CHECK-LABEL: func.func @blocks(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    %f = constant @blocks : (i32) -> (i32, i32)
// CHECK-NEXT:    %1:2 = call_indirect %f(%0) : (i32) -> (i32, i32)
// CHECK-NEXT:    return %1#0, %1#1 : i32, i32
func.func @blocks(%a: i32) -> (i32, i32) {
  cf.br ^bb1(%a : i32)
^bb1(%z: i32):
  %fc = constant @blocks : (i32) -> (i32, i32)
  %q:2 = call_indirect %fc(%z) : (i32) -> (i32, i32)
  func.return %q#0, %q#1 : i32, i32
}

// CHECK-LABEL: func.func @arg_locations(%arg0: i32, %arg1: f32)
func.func @arg_locations(%a: i32 loc("a.mlir":1:2), %b: f32) {
  return
}

// Symbol names that are not bare identifiers are quoted.
// CHECK-LABEL: func.func private @"with space"()
func.func private @"with space"()
