// RUN: strata-opt %s --split-input-file | strata-opt --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// The custom syntax of the transform ops round-trips (the differential test compares both forms
// with mlir-opt's byte for byte).

// CHECK-LABEL: transform.named_sequence @callee
// CHECK-SAME: (%arg0: !transform.any_op {transform.consumed}) -> !transform.any_op
// CHECK: transform.named_sequence private @matcher(%arg0: !transform.any_op {transform.readonly}, %arg1: !transform.param<i64> {transform.readonly})
// CHECK-NEXT: transform.yield{{ $}}
// CHECK: transform.include @callee failures(propagate) (%{{.*}}) : (!transform.any_op) -> !transform.any_op
// CHECK: transform.sequence %arg0 : !transform.any_op failures(suppress) {
// CHECK-NEXT: ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT: }
// CHECK: transform.sequence %arg0 : !transform.any_op -> !transform.any_op failures(propagate) {
// CHECK: {{^}}      yield %arg1 : !transform.any_op
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%a: !transform.any_op {transform.consumed}) -> !transform.any_op {
    %m = transform.apply_registered_pass "canonicalize" to %a : (!transform.any_op) -> !transform.any_op
    transform.yield %m : !transform.any_op
  }
  transform.named_sequence private @matcher(%a: !transform.any_op {transform.readonly}, %b: !transform.param<i64> {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.include @callee failures(propagate) (%0) : (!transform.any_op) -> !transform.any_op
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
    }
    %r = transform.sequence %root : !transform.any_op -> !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}

// -----

// A nested sequence with extra bindings: MLIR's syntax parenthesizes the types (optional on input).
// CHECK-LABEL: transform.named_sequence @extra_bindings
// CHECK: transform.sequence %arg0, %arg1, %arg2 : (!transform.any_op, !transform.any_value, !transform.param<i64>) failures(propagate) {
// CHECK: transform.sequence %arg0, %arg1 : (!transform.any_op, !transform.any_value) failures(propagate) {
module attributes {transform.with_named_sequence} {
  transform.named_sequence @extra_bindings(%op: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    transform.sequence %op, %v, %p : (!transform.any_op, !transform.any_value, !transform.param<i64>) failures(propagate) {
    ^bb0(%a: !transform.any_op, %b: !transform.any_value, %c: !transform.param<i64>):
    }
    transform.sequence %op, %v : !transform.any_op, !transform.any_value failures(propagate) {
    ^bb0(%a: !transform.any_op, %b: !transform.any_value):
    }
    transform.yield
  }
}

// -----

// Several result types follow the arrow as a bare list, as MLIR's format reads and prints them.
// CHECK-LABEL: transform.named_sequence @two_results
// CHECK: transform.sequence %arg0 : !transform.any_op -> !transform.any_op, !transform.any_op failures(propagate) {
// CHECK: transform.foreach %arg0 : !transform.any_op -> !transform.any_op, !transform.any_op {
module attributes {transform.with_named_sequence} {
  transform.named_sequence @two_results(%op: !transform.any_op {transform.readonly}) {
    %0:2 = transform.sequence %op : !transform.any_op -> !transform.any_op, !transform.any_op failures(propagate) {
    ^bb0(%a: !transform.any_op):
      %m = transform.structured.match ops{["func.func"]} in %a : (!transform.any_op) -> !transform.any_op
      transform.yield %a, %m : !transform.any_op, !transform.any_op
    }
    %1:2 = transform.foreach %op : !transform.any_op -> !transform.any_op, !transform.any_op {
    ^bb0(%a: !transform.any_op):
      %m = transform.structured.match ops{["func.func"]} in %a : (!transform.any_op) -> !transform.any_op
      transform.yield %a, %m : !transform.any_op, !transform.any_op
    }
    transform.yield
  }
}

// -----

// CHECK-LABEL: @handles
// CHECK: transform.structured.match ops{["arith.addi", "arith.muli"]} attributes {foo = 1 : i64} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK: transform.foreach %0 : !transform.any_op {
// CHECK: transform.foreach %0, %0 : !transform.any_op, !transform.any_op -> !transform.any_op {
// CHECK: transform.merge_handles %{{.*}}, %{{.*}} : !transform.any_op
// CHECK: transform.merge_handles deduplicate %{{.*}}, %{{.*}} : !transform.any_op
// CHECK: transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK: transform.split_handle %0 {fail_on_payload_too_small = false, overflow_result = 1 : i64} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK: transform.get_parent_op %0 {allow_empty_results, deduplicate, isolated_from_above, nth_parent = 2 : i64, op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
// CHECK: transform.get_producer_of_operand %0[0] : (!transform.any_op) -> !transform.any_op
// CHECK: transform.get_operand %0[0] : (!transform.any_op) -> !transform.any_value
// CHECK: transform.get_operand %0[all] : (!transform.any_op) -> !transform.any_value
// CHECK: transform.get_operand %0[except(0, 1)] : (!transform.any_op) -> !transform.any_value
// CHECK: transform.get_defining_op %{{.*}} : (!transform.any_value) -> !transform.any_op
// CHECK: transform.get_consumers_of_result %0[0] : (!transform.any_op) -> !transform.any_op
// CHECK: transform.get_result %0[all] : (!transform.any_op) -> !transform.any_value
// CHECK: transform.num_associations %0 : (!transform.any_op) -> !transform.param<i64>
// CHECK: transform.cast %{{.*}} : !transform.any_op to !transform.op<"func.func">
module attributes {transform.with_named_sequence} {
  transform.named_sequence @handles(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi", "arith.muli"]} attributes {foo = 1 : i64} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %0 : !transform.any_op {
    ^bb0(%x: !transform.any_op):
    }
    %f = transform.foreach %0, %0 : !transform.any_op, !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op, %y: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    %a = transform.structured.match ops{["a"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["b"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.merge_handles %a, %b : !transform.any_op
    %c = transform.structured.match ops{["c"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.match ops{["d"]} in %root : (!transform.any_op) -> !transform.any_op
    %m2 = transform.merge_handles deduplicate %c, %d : !transform.any_op
    %s:2 = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s3:2 = transform.split_handle %0 {fail_on_payload_too_small = false, pass_through_empty_handle = true, overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %p = transform.get_parent_op %0 {isolated_from_above, op_name = "func.func", nth_parent = 2, deduplicate, allow_empty_results} : (!transform.any_op) -> !transform.any_op
    %pr = transform.get_producer_of_operand %0[0] : (!transform.any_op) -> !transform.any_op
    %o = transform.get_operand %0[0] : (!transform.any_op) -> !transform.any_value
    %o2 = transform.get_operand %0[all] : (!transform.any_op) -> !transform.any_value
    %o3 = transform.get_operand %0[except(0, 1)] : (!transform.any_op) -> !transform.any_value
    %def = transform.get_defining_op %o : (!transform.any_value) -> !transform.any_op
    %cr = transform.get_consumers_of_result %0[0] : (!transform.any_op) -> !transform.any_op
    %gr = transform.get_result %0[all] : (!transform.any_op) -> !transform.any_value
    %n = transform.num_associations %0 : (!transform.any_op) -> !transform.param<i64>
    %e = transform.structured.match ops{["e"]} in %root : (!transform.any_op) -> !transform.any_op
    %cast = transform.cast %e : !transform.any_op to !transform.op<"func.func">
    transform.yield
  }
}

// -----

// CHECK-LABEL: @params_and_debug
// CHECK: transform.param.constant 4 : i64 -> !transform.param<i64>
// CHECK: transform.debug.emit_remark_at %0, "hi" : !transform.any_op
// CHECK: transform.debug.emit_param_as_remark %1, "msg" at %0 : !transform.param<i64>, !transform.any_op
// CHECK: transform.debug.emit_param_as_remark %1 : !transform.param<i64>
// CHECK: transform.match.operation_name %0 ["arith.addi"] : !transform.any_op
// CHECK: transform.match.param.cmpi eq %1, %1 : !transform.param<i64>
module attributes {transform.with_named_sequence} {
  transform.named_sequence @params_and_debug(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.debug.emit_remark_at %0, "hi" : !transform.any_op
    transform.debug.emit_param_as_remark %c, "msg" at %0 : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %c : !transform.param<i64>
    transform.match.operation_name %0 ["arith.addi"] : !transform.any_op
    transform.match.param.cmpi eq %c, %c : !transform.param<i64>
    transform.yield
  }
}

// -----

// CHECK-LABEL: @matching
// CHECK: transform.collect_matching @matcher in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK: %updated_root = transform.foreach_match in %1 {{$}}
// CHECK-NEXT: {{^}}        @matcher -> @action : (!transform.any_op) -> !transform.any_op
// CHECK: %updated_root_0 = transform.foreach_match restrict_root flatten_results in %2 {{$}}
// CHECK-NEXT: {{^}}        @matcher -> @action, {{$}}
// CHECK-NEXT: {{^}}        @matcher2 -> @action : (!transform.any_op) -> !transform.any_op
module attributes {transform.with_named_sequence} {
  transform.named_sequence @matcher(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @matcher2(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["func.return"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @action(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @matching(%root: !transform.any_op {transform.readonly}) {
    %cm = transform.collect_matching @matcher in %root : (!transform.any_op) -> !transform.any_op
    %a = transform.structured.match ops{["a"]} in %root : (!transform.any_op) -> !transform.any_op
    %fm = transform.foreach_match in %a @matcher -> @action : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["b"]} in %root : (!transform.any_op) -> !transform.any_op
    %fm2 = transform.foreach_match restrict_root flatten_results in %b @matcher -> @action, @matcher2 -> @action : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: @rewriting
// CHECK: transform.apply_patterns to %arg0 {
// CHECK-NEXT: transform.apply_patterns.canonicalization
// CHECK-NEXT: } : !transform.any_op
// CHECK: transform.apply_patterns to %arg0 {
// CHECK-NEXT: transform.apply_patterns.canonicalization
// CHECK-NEXT: } {apply_cse, max_iterations = 3 : i64} : !transform.any_op
// CHECK: transform.apply_cse to %arg0 : !transform.any_op
// CHECK: transform.apply_dce to %arg0 : !transform.any_op
// CHECK: transform.apply_registered_pass "canonicalize" to %0 : (!transform.any_op) -> !transform.any_op
// CHECK: transform.apply_registered_pass "canonicalize" with options = {"top-down" = false} to %2 : (!transform.any_op) -> !transform.any_op
// CHECK: transform.alternatives %4 : !transform.any_op -> !transform.any_op {
// CHECK-NEXT: ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT: transform.yield %arg1 : !transform.any_op
// CHECK-NEXT: }, {
module attributes {transform.with_named_sequence} {
  transform.named_sequence @rewriting(%root: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %root {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %root {
      transform.apply_patterns.canonicalization
    } {apply_cse, max_iterations = 3} : !transform.any_op
    transform.apply_cse to %root : !transform.any_op
    transform.apply_dce to %root : !transform.any_op
    %a = transform.structured.match ops{["a"]} in %root : (!transform.any_op) -> !transform.any_op
    %ap = transform.apply_registered_pass "canonicalize" to %a : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["b"]} in %root : (!transform.any_op) -> !transform.any_op
    %ap2 = transform.apply_registered_pass "canonicalize" with options = {"top-down" = false} to %b : (!transform.any_op) -> !transform.any_op
    %c = transform.structured.match ops{["c"]} in %root : (!transform.any_op) -> !transform.any_op
    %alt = transform.alternatives %c : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}

// -----

// CHECK-LABEL: @conversion
// CHECK: transform.apply_conversion_patterns to %0 {
// CHECK-NEXT: } {illegal_ops = ["test.old"], legal_ops = ["test.new"], partial_conversion, preserve_handles} : !transform.any_op
module attributes {transform.with_named_sequence} {
  transform.named_sequence @conversion(%root: !transform.any_op {transform.readonly}) {
    %h = transform.structured.match ops{["test.holder"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %h {
    } {legal_ops = ["test.new"], illegal_ops = ["test.old"], partial_conversion, preserve_handles} : !transform.any_op
    transform.yield
  }
}

// -----

// External sequences list bare argument types.
// CHECK-LABEL: transform.named_sequence private @declared_only
// CHECK-SAME: (!transform.any_op {transform.readonly}, !transform.param<i64> {transform.consumed}) -> !transform.any_op
module attributes {transform.with_named_sequence} {
  transform.named_sequence private @declared_only(!transform.any_op {transform.readonly}, !transform.param<i64> {transform.consumed}) -> !transform.any_op
}

// -----

// include and collect_matching take nested symbol references.
// CHECK-LABEL: transform.named_sequence @nested_references
// CHECK-NEXT: transform.include @lib::@foo failures(propagate) (%arg0) : (!transform.any_op) -> ()
// CHECK-NEXT: %0 = transform.collect_matching @lib::@match in %arg0 : (!transform.any_op) -> !transform.any_op
module attributes {transform.with_named_sequence} {
  module @lib attributes {transform.with_named_sequence} {
    transform.named_sequence @foo(%x: !transform.any_op {transform.readonly}) {
      transform.yield
    }
    transform.named_sequence @match(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
      transform.yield %x : !transform.any_op
    }
  }
  transform.named_sequence @nested_references(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @lib::@foo failures(propagate) (%arg0) : (!transform.any_op) -> ()
    %0 = transform.collect_matching @lib::@match in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
