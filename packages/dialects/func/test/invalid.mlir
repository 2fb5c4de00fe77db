// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @return_type_mismatch(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type_mismatch}}
  return %a : i64
}

// -----

func.func @return_count_mismatch(%a: i64) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count_mismatch) returns 1}}
  return
}

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

func.func private @callee(i32) -> (i32, i64)
func.func @call_operand_type(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0:2 = call @callee(%a) : (i64) -> (i32, i64)
  return
}

// -----

func.func private @callee(i32) -> (i32, i64)
func.func @call_operand_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0:2 = call @callee(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func private @callee(i32) -> (i32, i64)
func.func @call_result_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0 = call @callee(%a) : (i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> (i32, i64)
func.func @call_result_type(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note@+2 {{      op result types: 'i32', 'i32'}}
  // expected-note@+1 {{function result types: 'i32', 'i64'}}
  %0:2 = call @callee(%a) : (i32) -> (i32, i32)
  return
}

// -----

func.func @call_unknown(%a: i32) {
  // expected-error@+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = call @nope(%a) : (i32) -> i32
  return
}

// -----

func.func @call_not_a_function(%a: i32) {
  // expected-error@+1 {{'func.call' op 'data' does not reference a valid function}}
  call @data() : () -> ()
  return
}
"test.symbol"() {sym_name = "data"} : () -> ()

// -----

func.func @constant_unknown() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = constant @nope : () -> ()
  return
}

// -----

func.func @constant_type(%a: i32) {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @constant_type : () -> ()
  return
}

// -----

func.func @call_indirect_results(%a: i32, %f: (i32) -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %1 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> i64
  return
}

// -----

func.func @call_indirect_operands(%a: i32, %f: (i32) -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %1 = "func.call_indirect"(%f) : ((i32) -> i32) -> i32
  return
}

// -----

func.func @call_indirect_not_function(%a: i32, %f: i32) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %1 = func.call_indirect %f(%a) : i32
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_arguments"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_types"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "arg_attr_count", sym_visibility = "private", arg_attrs = []}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @undialected_arg_attr(i32 {foo})

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @undialected_res_attr() -> (i32 {foo})

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred() attributes {sym_name = "x"}

// -----

// expected-error@+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred_type() attributes {function_type = () -> ()}

// -----

// expected-error@+1 {{expected SSA identifier}}
func.func @mixed_arguments(%a: i32, i64) {
  return
}

// -----

// expected-error@+1 {{expected type instead of SSA identifier}}
func.func @mixed_arguments2(i64, %a: i32) {
  return
}

// -----

// expected-error@+1 {{expected non-empty function body}}
func.func @empty_body() {
}

// -----

// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
func.func missing_name()

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @redefinition() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'redefinition'}}
func.func private @redefinition()

// -----

// Arguments without names give the body an entry block without arguments.
// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @unnamed_with_body(i32) {
  return
}

// -----

// expected-error@+1 {{expected ')'}}
func.func @unclosed_results() -> (i32 {test.a}

// -----

// func.func is not variadic.
// expected-error@+1 {{expected non-function type}}
func.func @ellipsis(...)

// -----

// expected-error@+2 {{region entry argument '%a' is already in use}}
// expected-note@+1 {{previously referenced here}}
func.func private @duplicate_argument(%a: i32, %a: i32) {
  return
}

// -----

// expected-error@+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred_visibility() attributes {sym_visibility = "public"}


// -----

func.func @nested_callee_generic() {
  // expected-error@+1 {{invalid properties {callee = @m::@f} for op func.call: Invalid attribute `callee` in property conversion: @m::@f}}
  "func.call"() <{callee = @m::@f}> : () -> ()
  return
}

// -----

func.func private @private_callee()
module @inner {
  func.func @call_outer() {
    // Calls resolve through enclosing symbol tables.
    // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
    func.call @missing() : () -> ()
    return
  }
}

// -----

func.func @return_with_properties() {
  // expected-error@+1 {{invalid properties {flag} for op func.return: this operation does not support properties}}
  "func.return"() <{flag}> : () -> ()
}

// -----

func.func @return_operand_type_count(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}
