// RUN: strata-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// structured.match interface{LoopLikeInterface} finds the loops, in post-order; combined with
// ops{...} both filters must hold. LinalgOp and TilingInterface match nothing here (no op of
// this payload implements them, in MLIR as in Strata). The differential test compares the printed
// forms, custom and generic, with mlir-opt's.
module attributes {transform.with_named_sequence} {
  func.func @f(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-remark @below {{loop}}
    scf.for %i = %c0 to %n step %c1 {
      // expected-remark @below {{loop}}
      // expected-remark @below {{inner for}}
      scf.for %j = %c0 to %n step %c1 {
      } {inner}
    }
    // expected-remark @below {{loop}}
    scf.while : () -> () {
      %false = arith.constant false
      scf.condition(%false)
    } do {
      scf.yield
    }
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match interface{LoopLikeInterface} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %l, "loop" : !transform.any_op
    %i = transform.structured.match ops{["scf.for", "func.func"]} interface{LoopLikeInterface} attributes {inner} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %i, "inner for" : !transform.any_op
    %t = transform.structured.match interface{TilingInterface} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %t, "tiling" : !transform.any_op
    %g = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %g, "linalg" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{custom op 'transform.structured.match' expected string or keyword containing one of the following enum values for attribute 'interface' [LinalgOp, TilingInterface, LoopLikeInterface]}}
    %l = transform.structured.match interface{Loop} in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "generic"}> ({
  ^bb0(%arg0: !transform.any_op):
    // expected-error @below {{invalid properties {interface = 3 : i32} for op transform.structured.match: Invalid attribute `interface` in property conversion: 3 : i32}}
    %0 = "transform.structured.match"(%arg0) <{interface = 3 : i32}> : (!transform.any_op) -> !transform.any_op
    "transform.yield"() : () -> ()
  }) : () -> ()
}
