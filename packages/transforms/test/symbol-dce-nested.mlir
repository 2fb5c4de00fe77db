// RUN: strata-opt %s --pass-pipeline="builtin.module(builtin.module(symbol-dce))" --split-input-file --allow-unregistered-dialect | FileCheck %s
// symbol-dce run on the modules nested in the top-level one; the CHECK lines are what mlir-opt 22 prints.


// A public or nested module may be referenced from its
// parent, so only a private one has its nested symbols erased.
// CHECK-LABEL: module attributes {t.nested_anchor}
// CHECK: module @public_module {
// CHECK-NEXT: func.func nested @kept
// CHECK: module @nested_module attributes {sym_visibility = "nested"} {
// CHECK-NEXT: func.func nested @kept
// CHECK: module @private_module attributes {sym_visibility = "private"} {
// CHECK-NEXT: }
module attributes {t.nested_anchor} {
  module @public_module {
    func.func nested @kept()
  }
  module @nested_module attributes {sym_visibility = "nested"} {
    func.func nested @kept()
  }
  module @private_module attributes {sym_visibility = "private"} {
    func.func nested @kept()
  }
  "t.use"() {refs = [@nested_module, @private_module]} : () -> ()
}

// -----

// Inside a private module, unreferenced nested and private symbols go; the top-level module's own
// symbols are not looked at.
// CHECK-LABEL: module attributes {t.private_nested_run}
// CHECK-NEXT: func.func private @top_level_dead()
// CHECK-NEXT: module @hidden attributes {sym_visibility = "private"} {
// CHECK-NEXT: func.func @entry() {
// CHECK-NEXT: call @helper() : () -> ()
// CHECK: func.func private @helper()
// CHECK-NOT: @unused
module attributes {t.private_nested_run} {
  func.func private @top_level_dead()
  module @hidden attributes {sym_visibility = "private"} {
    func.func @entry() {
      call @helper() : () -> ()
      return
    }
    func.func private @helper() {
      return
    }
    func.func nested @unused_nested()
    func.func private @unused_private()
  }
}
