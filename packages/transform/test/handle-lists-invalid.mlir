// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

%0 = "test.a"() : () -> !transform.any_op
// expected-error @below {{'transform.replicate' op failed to verify that all of {handles, replicated} have same type}}
%1:2 = "transform.replicate"(%0, %0) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)

// -----

%0 = "test.a"() : () -> !transform.any_op
// expected-error @below {{'transform.replicate' op failed to verify that all of {handles, replicated} have same type}}
%1 = "transform.replicate"(%0, %0) : (!transform.any_op, !transform.any_op) -> !transform.param<i64>

// -----

%0 = "test.a"() : () -> !transform.param<i64>
// expected-error @below {{'transform.replicate' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
%1 = "transform.replicate"(%0, %0) : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>

// -----

%0 = "test.a"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.replicate' invalid kind of type specified}}
%1 = transform.replicate num(%0) %0 : !transform.any_value, !transform.any_value

// -----

%0 = "test.a"() : () -> !transform.any_op
// expected-error @below {{'transform.select' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
%1 = "transform.select"(%0) <{op_name = "x"}> : (!transform.any_op) -> !transform.any_value

// -----

%0 = "test.a"() : () -> !transform.any_value
// expected-error @below {{'transform.verify' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
"transform.verify"(%0) : (!transform.any_value) -> ()

// -----

%0 = "test.a"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.verify' invalid kind of type specified}}
transform.verify %0 : !transform.any_value

// -----

// transform.with_named_sequence belongs on an op with a symbol table; its value is not checked.
module attributes {transform.with_named_sequence = 1} {
  %0 = "test.a"() : () -> !transform.any_op
}
// expected-error @below {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
"test.a"() ({}) {transform.with_named_sequence} : () -> ()
