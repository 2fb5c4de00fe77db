// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// transform.sequence and transform.alternatives: what MLIR's PossibleTopLevelTransformOpTrait
// verifier and the ops' own verifiers check of their bodies and operands.

// expected-error @below {{'transform.sequence' op expects the entry block to have at least one argument}}
transform.sequence failures(propagate) {
}

// -----

// expected-error @below {{'transform.sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(propagate) {
^bb0(%rag0: i64):
}

// -----

// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects operands to be provided for a nested op}}
  transform.sequence failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
  }
}

// -----

// A nested sequence binds its operands, one per block argument.
// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects operands to be provided for a nested op}}
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.any_op, %arg2: !transform.any_op):
  }
}

// -----

// expected-error @below {{'transform.sequence' op expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface}}
// expected-note @below {{argument #1 does not}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: i64):
}

// -----

// expected-error @below {{'transform.sequence' op expected children ops to implement TransformOpInterface}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{op without interface}}
  arith.constant 42.0 : f32
}

// -----

// An unregistered op implements no interface either.
// expected-error @below {{'transform.sequence' op expected children ops to implement TransformOpInterface}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{op without interface}}
  "foo.op"() : () -> ()
}

// -----

// The first argument of a nested sequence must be a handle to ops, like its root operand.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
  transform.sequence %arg0: !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.any_value):
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects the type of the block argument to match the type of the operand}}
  transform.sequence %arg0: !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.op<"builtin.module">):
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op, %arg2: !transform.any_op):
  // expected-error @below {{custom op 'transform.sequence' expected types to be provided for all operands}}
  transform.sequence %arg0, %arg1, %arg2 : (!transform.any_op, !transform.any_op) failures(propagate) {
  ^bb0(%arg3: !transform.any_op, %arg4: !transform.any_op, %arg5: !transform.any_op):
  }
}

// -----

%0 = "foo.generate_something"() : () -> !transform.any_op
// expected-error @below {{'transform.sequence' op does not expect extra operands when used as top-level}}
"transform.sequence"(%0) ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) {failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 1>} : (!transform.any_op) -> ()

// -----

// expected-error @below {{'transform.sequence' op expects the types of the terminator operands to match the types of the result}}
%0 = transform.sequence -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{terminator}}
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb1(%arg1: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op expects at least one region}}
  transform.alternatives
}

// -----

transform.sequence failures(propagate) {
^bb1(%arg1: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op expects terminator operands to have the same type as results of the operation}}
  %2 = transform.alternatives %arg1 : !transform.any_op -> !transform.any_op {
  ^bb2(%arg2: !transform.any_op):
    transform.yield %arg2 : !transform.any_op
  }, {
  ^bb2(%arg2: !transform.any_op):
    // expected-note @below {{terminator}}
    transform.yield
  }
}

// -----

// expected-error @below {{'transform.alternatives' op expects the entry block to have at least one argument}}
transform.alternatives {
^bb0:
  transform.yield
}

// -----

// expected-error @below {{'transform.alternatives' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.alternatives {
^bb0(%arg1: i32):
}

// -----

// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op expects operands to be provided for a nested op}}
  transform.alternatives {
  ^bb0(%arg1: !transform.any_op):
  }
}

// -----

// A handle may be consumed once: two consumers of a block argument are reported at the sequence.
// expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{used here as operand #0}}
  %0 = transform.apply_registered_pass "canonicalize" to %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  %1 = transform.apply_registered_pass "canonicalize" to %arg0 : (!transform.any_op) -> !transform.any_op
}

// -----

// A nested sequence consumes what its body consumes; the error is at the producer of the result.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{result #0 has more than one potential consumer}}
  %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  %1 = transform.apply_registered_pass "canonicalize" to %0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.sequence %0 : !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
    %2 = transform.apply_registered_pass "canonicalize" to %arg1 : (!transform.any_op) -> !transform.any_op
  }
}

// -----

// An op without declared effects may consume anything.
// expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{used here as operand #0}}
  %0 = transform.apply_registered_pass "canonicalize" to %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  "foo.op"(%arg0) : (!transform.any_op) -> ()
}

// -----

// mlir-opt counts the terminator among the potential consumers of what it yields.
// expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
%r = transform.sequence -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{used here as operand #0}}
  %0 = transform.apply_registered_pass "canonicalize" to %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.yield %arg0 : !transform.any_op
}

// -----

// A sequence yields op handles only.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.sequence' op result #0 must be variadic of TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
  %1 = transform.sequence %arg0 : !transform.any_op -> !transform.param<i64> failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
    transform.yield %arg1 : !transform.any_op
  }
}

// -----

// So do alternatives.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op result #0 must be variadic of TransformHandleTypeInterface instance, but got '!transform.any_value'}}
  %1 = transform.alternatives %arg0 : !transform.any_op -> !transform.any_value {
  ^bb1(%arg1: !transform.any_op):
    transform.yield %arg1 : !transform.any_op
  }
}
