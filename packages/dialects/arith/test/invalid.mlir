// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @addi_float(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @addi_result_type(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @addf_integer(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @extsi_narrower(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @extui_same(%a: i32) {
  // expected-error@+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
  return
}

// -----

func.func @trunci_wider(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @extsi_index(%a: index) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %a : index to i64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to i64
  return
}

// -----

func.func @bitcast_index(%a: index) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : index to i64
  return
}

// -----

func.func @index_cast_float(%a: f32) {
  // expected-error@+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @index_cast_no_index(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_castui_no_index(%a: index) {
  // expected-error@+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_castui %a : index to index
  return
}

// -----

func.func @extf_narrower(%a: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @truncf_wider(%a: f32) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @sitofp_to_int(%a: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.sitofp %a : i32 to i32
  return
}

// -----

func.func @fptosi_to_float(%a: f32) {
  // expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptosi %a : f32 to f32
  return
}

// -----

func.func @uitofp_shape(%a: i32) {
  // expected-error@+1 {{'arith.uitofp' op requires the same shape for all operands and results}}
  %0 = arith.uitofp %a : i32 to vector<2xf32>
  return
}

// -----

func.func @constant_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @constant_signed() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "x"} : () -> i32
  return
}

// -----

func.func @cmpi_result_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @cmpi_bad_predicate_value(%a: vector<4xi32>) {
  // expected-error@+1 {{invalid properties {predicate = 12 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 12 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
  return
}

// -----

func.func @cmpi_bad_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi bogus, %a, %a : i32
  return
}

// -----

func.func @unknown_attribute() {
  // expected-error@+1 {{unknown attribute `cmpi` in dialect `arith`}}
  "test.op"() {p = #arith<cmpi slt>} : () -> ()
  return
}

// -----

func.func @addui_extended_overflow_type(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @select_condition_shape(%c: vector<2xi1>, %a: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xi32>
  return
}

// -----

func.func @select_condition_type(%c: i32, %a: i32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @cmpf_integer(%a: i32) {
  // expected-error@+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @select_value_types(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @overflow_property_kind(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @truncf_rounding_value(%a: f32) {
  // expected-error@+1 {{invalid properties {roundingmode = 9 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 9 : i32}}
  %0 = "arith.truncf"(%a) <{roundingmode = 9 : i32}> : (f32) -> f16
  return
}

// -----

func.func @addui_extended_sum_type(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @scaling_extf_narrows(%x: f32, %s: f8E8M0FNU) {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @scaling_truncf_same_width(%x: vector<2xf16>, %s: vector<2xf8E8M0FNU>) {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'vector<2xf16>', 'vector<2xf8E8M0FNU>' and result type 'vector<2xf16>' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : vector<2xf16>, vector<2xf8E8M0FNU> to vector<2xf16>
  return
}

// -----

func.func @extui_tensor_static_to_dynamic(%x: tensor<3xi8>) {
  // expected-error@+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %x : tensor<3xi8> to tensor<?xi16>
  return
}

// -----

func.func @sitofp_tensor_rank0_to_rank1(%x: tensor<i16>) {
  // expected-error@+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.sitofp %x : tensor<i16> to tensor<1xf32>
  return
}

// -----

func.func @index_castui_tensor_to_scalar(%x: tensor<index>) {
  // expected-error@+1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  %0 = arith.index_castui %x : tensor<index> to i32
  return
}

// -----

func.func @fptosi_scalable_to_fixed(%x: vector<[2]xf16>) {
  // expected-error@+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %x : vector<[2]xf16> to vector<2xi16>
  return
}

// -----

func.func @extf_fixed_to_scalable(%x: vector<3x2xbf16>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %x : vector<3x2xbf16> to vector<3x[2]xf32>
  return
}

// -----

func.func @truncf_encoding_differs(%x: tensor<5xf64, "enc_a">) {
  // expected-error@+1 {{'arith.truncf' op operand type 'tensor<5xf64, "enc_a">' and result type 'tensor<5xf32, "enc_b">' are cast incompatible}}
  %0 = arith.truncf %x : tensor<5xf64, "enc_a"> to tensor<5xf32, "enc_b">
  return
}

// -----

func.func @uitofp_encoding_dropped(%x: tensor<5xi8, "enc_a">) {
  // expected-error@+1 {{'arith.uitofp' op operand type 'tensor<5xi8, "enc_a">' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = arith.uitofp %x : tensor<5xi8, "enc_a"> to tensor<5xf32>
  return
}

// -----

func.func @constant_scalable_not_splat() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[7, 8, 9]> : vector<[3]xi16>
  return
}

// -----

func.func @select_condition_encoding(%c: tensor<6xi1, "enc_a">, %v: tensor<6xf32, "enc_b">) {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<6xi1, "enc_b">', but got 'tensor<6xi1, "enc_a">'}}
  %0 = arith.select %c, %v, %v : tensor<6xi1, "enc_a">, tensor<6xf32, "enc_b">
  return
}

// -----

func.func @select_vector_condition_tensor_result(%c: vector<6xi1>, %v: tensor<6xf32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %v, %v : vector<6xi1>, tensor<6xf32>
  return
}

// -----

func.func @exact_not_unit(%a: i16) -> i16 {
  // expected-error@+1 {{invalid properties {isExact = true} for op arith.shrui: Invalid attribute `isExact` in property conversion: true}}
  %0 = "arith.shrui"(%a, %a) <{isExact = true}> : (i16, i16) -> i16
  return %0 : i16
}

// -----

func.func @exact_on_ceildiv(%a: i16) -> i16 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.ceildivsi %a, %a exact : i16
  return %0 : i16
}

// -----

func.func @cmpi_float_type(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %a, %a : f32
  return
}

// -----

func.func @cmpf_type_checked_before_operands(%a: vector<2xf32>) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'vector<2xi32>'}}
  %0 = arith.cmpf oeq, %a, %a : vector<2xi32>
  return
}

// -----

func.func @constant_untyped_value() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

func.func @properties_not_a_dictionary_no_properties(%a: i32) {
  // expected-error@+1 {{invalid properties 1 : i32 for op arith.andi: this operation does not support properties}}
  %0 = "arith.andi"(%a, %a) <1 : i32> : (i32, i32) -> i32
  return
}

// -----

func.func @properties_not_a_dictionary(%a: i32) {
  // expected-error@+1 {{invalid properties 1 : i32 for op arith.addi: expected DictionaryAttr to set properties}}
  %0 = "arith.addi"(%a, %a) <1 : i32> : (i32, i32) -> i32
  return
}
