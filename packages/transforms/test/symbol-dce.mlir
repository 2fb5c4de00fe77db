// RUN: strata-opt %s --symbol-dce --split-input-file --allow-unregistered-dialect | FileCheck %s
// Dead-symbol elimination; the CHECK lines are what mlir-opt 22 prints.

// Unreferenced private and nested symbols of a hidden table go; referenced ones and public ones stay.
// CHECK-LABEL: module attributes {t.top_level}
// CHECK-NOT: @dead_private
// CHECK-NOT: @dead_nested
// CHECK: func.func private @used_private()
// CHECK-NEXT: func.func nested @used_nested()
// CHECK-NEXT: func.func @public_entry()
// CHECK-NEXT: "t.use"() {refs = [@used_private, @used_nested]}
// CHECK: func.func @unused_public()
module attributes {t.top_level} {
  func.func private @dead_private()
  func.func nested @dead_nested()
  func.func private @used_private()
  func.func nested @used_nested()
  func.func @public_entry() {
    "t.use"() {refs = [@used_private, @used_nested]} : () -> ()
    return
  }
  func.func @unused_public() {
    return
  }
}

// -----

// A chain of private functions stays alive through calls from a public one; a dead cycle goes.
// CHECK-LABEL: module attributes {t.call_chain}
// CHECK-NOT: @cycle
// CHECK: func.func @root()
// CHECK: func.func private @middle()
// CHECK: func.func private @leaf()
// CHECK-NOT: @cycle
module attributes {t.call_chain} {
  func.func private @cycle_a() {
    call @cycle_b() : () -> ()
    return
  }
  func.func @root() {
    call @middle() : () -> ()
    return
  }
  func.func private @middle() {
    call @leaf() : () -> ()
    return
  }
  func.func private @leaf() {
    return
  }
  func.func private @cycle_b() {
    call @cycle_a() : () -> ()
    return
  }
}

// -----

// A nested reference keeps both the nested module and the symbol in it alive. The top-level
// module is hidden, so the symbols of the public module in it are too: nested ones nobody
// references go as well.
// CHECK-LABEL: module attributes {t.nested_reference}
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func private @kept_by_target()
// CHECK-NEXT: func.func nested @target() {
// CHECK-NEXT: "t.use"() {refs = [@kept_by_target]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: "t.use"() {refs = [@inner::@target]}
module attributes {t.nested_reference} {
  module @inner {
    func.func private @dead_in_inner()
    func.func private @kept_by_target()
    func.func nested @target() {
      "t.use"() {refs = [@kept_by_target]} : () -> ()
      return
    }
    func.func nested @unreferenced_nested()
  }
  "t.use"() {refs = [@inner::@target]} : () -> ()
}

// -----

// A private module nobody references goes entirely; so does an unreferenced private global.
// CHECK-LABEL: module attributes {t.private_module}
// CHECK-NEXT: memref.global @public_global
// CHECK-NEXT: }
module attributes {t.private_module} {
  module @unused attributes {sym_visibility = "private"} {
    func.func @f() {
      return
    }
  }
  memref.global "private" @private_global : memref<2xf32>
  memref.global @public_global : memref<2xf32>
}

// -----

// References count inside nested attributes (dictionaries, arrays), in attributes of symbols,
// and inside regions of ops that are not symbol tables.
// CHECK-LABEL: module attributes {t.attribute_shapes}
// CHECK: func.func private @in_region()
// CHECK-NEXT: func.func private @in_dictionary() attributes {info = {key = @in_dictionary2}}
// CHECK-NEXT: func.func private @in_dictionary2()
// CHECK-NOT: @never
module attributes {t.attribute_shapes} {
  func.func @f() attributes {info = {key = @in_dictionary}} {
    scf.execute_region {
      "t.use"() {refs = {inner = [[@in_region]]}} : () -> ()
      scf.yield
    }
    return
  }
  func.func private @in_region()
  func.func private @in_dictionary() attributes {info = {key = @in_dictionary2}}
  func.func private @in_dictionary2()
  func.func private @never()
}

// -----

// References to unknown symbols are ignored.
// CHECK-LABEL: module attributes {t.unknown_reference}
// CHECK-NEXT: "t.use"() {refs = [@missing, @missing::@deeper]}
// CHECK-NEXT: }
module attributes {t.unknown_reference} {
  func.func private @unused()
  "t.use"() {refs = [@missing, @missing::@deeper]} : () -> ()
}

// -----

// A module nested in a region of an op that is no symbol table has symbols of its own: as it has
// no name, it is hidden, so its unreferenced nested function goes and its public one stays.
// CHECK-LABEL: module attributes {t.region_scope}
// CHECK: scf.execute_region {
// CHECK-NEXT: builtin.module {
// CHECK-NEXT: func.func @inner_public()
// CHECK-NOT: @inner_nested
module attributes {t.region_scope} {
  func.func @g() {
    scf.execute_region {
      builtin.module {
        func.func nested @inner_nested() {
          return
        }
        func.func @inner_public() {
          return
        }
      }
      scf.yield
    }
    return
  }
}
