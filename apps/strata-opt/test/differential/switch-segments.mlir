// cf.switch's case operands are a group of sub-groups sized by case_operand_segments: malformed
// sizes in the generic form are reported by the derived checks, as mlir-opt reports them.

func.func @missing(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%flag)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @not_i32(%flag: i32) {
  // expected-error@+1 {{invalid properties}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i64: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @negative_last(%flag: i32, %a: f32) {
  // expected-error@+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%flag, %a)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 2, -1>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, f32) -> ()
^bb1:
  return
^bb2(%x: f32, %y: f32):
  return
}

// -----

func.func @sum_past_32_bits(%flag: i32, %a: f32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (4294967297) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag, %a)[^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 2147483647, 2147483647, 3>, case_values = dense<[0, 1, 2]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, f32) -> ()
^bb1:
  return
}

// -----

func.func @flag_type_first(%flag: f32, %a: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%flag, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<[0]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (f32, f32) -> ()
^bb1(%x: f32):
  return
}

// -----

// More sizes than cases: the sizes past the last case size nothing that a successor reads.
func.func @more_sizes_than_cases(%flag: i32, %a: f32) {
  "cf.switch"(%flag, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[0]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, f32) -> ()
^bb1:
  return
}
