// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @br_operand_count(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @br_operand_type(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @cond_br_false_operands(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @cond_br_condition(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @not_last(%c: i1) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  "test.op"() : () -> ()
^bb1:
  return
}

// -----

func.func @assert_condition(%c: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @switch_case_type(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_count(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_operands(%flag: i32, %a: f32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %flag : i32, [
    default: ^bb1(%a : f32),
    7: ^bb2(%a : f32)
  ]
^bb1(%x: f32):
  return
^bb2(%y: i32):
  return
}

// -----

func.func @switch_flag_type(%flag: f32) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %flag : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_default(%flag: i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    7: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_flag_type_generic(%flag: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @assert_message(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @switch_case_segments(%flag: i32, %a: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_negative_case_segment(%flag: i32, %a: f32) {
  // expected-error@+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%flag, %a, %a, %a)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: -1, 3>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, f32, f32, f32) -> ()
^bb1(%x: f32):
  return
^bb2(%y: f32):
  return
^bb3(%z: f32):
  return
}

// -----

func.func @switch_default_result_number(%flag: i16) {
  %pair:2 = "test.pair"() : () -> (f32, f32)
  cf.switch %flag : i16, [
    // expected-error@+1 {{result number not allowed in argument list}}
    default: ^bb1(%pair#1 : f32)
  ]
^bb1(%x: f32):
  return
}

// -----

func.func @weights_count(%flag: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %flag weights([1, 2, 3]), ^one, ^two
^one:
  return
^two:
  return
}

// -----

func.func @weights_all_zero(%flag: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %flag weights([0, 0]), ^one, ^two
^one:
  return
^two:
  return
}

// -----

func.func @weights_generic_count(%flag: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  "cf.cond_br"(%flag)[^one, ^two] <{branch_weights = array<i32: 5>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^one:
  return
^two:
  return
}

// -----

func.func @weights_not_a_list(%flag: i1) {
  // expected-error@+1 {{expected '['}}
  cf.cond_br %flag weights(50), ^one, ^two
^one:
  return
^two:
  return
}

// -----

func.func @weights_too_large(%flag: i1) {
  // expected-error@+2 {{custom op 'cf.cond_br' integer value too large}}
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %flag weights([3000000000,1]), ^one, ^two
^one:
  return
^two:
  return
}

// -----

func.func @weights_float(%flag: i1) {
  // expected-error@+2 {{custom op 'cf.cond_br' expected integer value}}
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %flag weights([0.5, 1]), ^one, ^two
^one:
  return
^two:
  return
}

// -----

func.func @weights_unclosed(%flag: i1) {
  // expected-error@+1 {{expected ']'}}
  cf.cond_br %flag weights([8, 2), ^one, ^two
^one:
  return
^two:
  return
}

// -----

func.func @switch_case_value_missing(%sel : i16) {
  cf.switch %sel : i16, [
    default: ^exit,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    : ^exit
  ]
^exit:
  return
}

// -----

func.func @switch_case_value_not_integer(%sel : i16) {
  cf.switch %sel : i16, [
    default: ^exit,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    2.5: ^exit
  ]
^exit:
  return
}

// -----

// Case values are read as 64-bit integers whatever the flag's width.
func.func @switch_case_value_beyond_i64(%sel : i128) {
  cf.switch %sel : i128, [
    default: ^exit,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    9223372036854775808: ^exit
  ]
^exit:
  return
}

// -----

func.func @cond_br_one_successor(%c : i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^next] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^next:
  return
}
