// RUN: strata-opt %s --split-input-file --verify-diagnostics
// llvm verifier and parser errors, with MLIR 22's messages.

func.func @unreachable_not_last() {
  // expected-error @+1 {{'llvm.unreachable' op must be the last operation in the parent block}}
  llvm.unreachable
  llvm.unreachable
}

// -----

// expected-error @+1 {{unknown LLVM type: quad}}
func.func private @unknown_type(!llvm.quad)

// -----

// expected-error @+1 {{unexpected type, expected keyword}}
func.func private @builtin_type_in_llvm_prefix(!llvm.f32)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
func.func private @array_of_void(!llvm.array<2 x void>)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.func<i1 ()>'}}
func.func private @array_of_functions(!llvm.array<2 x func<i1 ()>>)

// -----

// expected-error @+1 {{expected 'x'}}
func.func private @array_without_x(!llvm.array<2 i8>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.label'}}
func.func private @struct_of_label(!llvm.struct<(i8, label)>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.token'}}
func.func private @identified_struct_of_token(!llvm.struct<"holds_token", (token)>)

// -----

// expected-error @+1 {{only identified structs can be opaque}}
func.func private @literal_opaque_struct(!llvm.struct<opaque>)

// -----

// expected-error @+1 {{identified type already used with a different body}}
func.func private @struct_redefined(!llvm.struct<"shape", (f32)>, !llvm.struct<"shape", (f64)>)

// -----

// expected-error @+1 {{identified type already used with a different body}}
func.func private @struct_repacked(!llvm.struct<"bytes", (i8)>, !llvm.struct<"bytes", packed (i8)>)

// -----

// expected-error @+1 {{redeclaring defined struct as opaque}}
func.func private @struct_made_opaque(!llvm.struct<"known", (i8)>, !llvm.struct<"known", opaque>)

// -----

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
func.func private @struct_reference_outside(!llvm.struct<"dangling">)

// -----

// expected-error @+1 {{identifier already used for an enclosing struct}}
func.func private @struct_redefined_inside(!llvm.struct<"outer", (struct<"outer", (i1)>)>)

// -----

// expected-error @+1 {{invalid function result type: '!llvm.metadata'}}
func.func private @function_returning_metadata(!llvm.func<metadata ()>)

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
func.func private @function_taking_void(!llvm.func<i1 (void)>)

// -----

// expected-error @+1 {{expected ')'}}
func.func private @vararg_not_last(!llvm.func<void (..., i8)>)

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @pointer_space_not_integer(!llvm.ptr<i8>)

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @pointer_space_too_large(!llvm.ptr<8589934592>)

// -----

// expected-error @+1 {{failed to parse parameter list for target extension type}}
func.func private @target_type_after_integer(!llvm.target<"acme.t", 3, f32>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @vector_of_structs(vector<2x!llvm.struct<(i8)>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @vector_of_target_types(vector<2x!llvm.target<"acme.event">>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @memref_of_pointers(memref<2x!llvm.ptr>)

// -----

func.func @add_of_floats(%x: f64) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f64'}}
  %0 = llvm.add %x, %x : f64
  return
}

// -----

func.func @unknown_overflow_flag(%n: i64) {
  // expected-error @+1 {{custom op 'llvm.mul' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: nuu}}
  %0 = llvm.mul %n, %n overflow<nuu> : i64
  return
}

// -----

// expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
// expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
func.func private @flags() attributes {f = #llvm.fastmath<nnan, quick>}

// -----

// expected-error @+2 {{expected keyword for LLVM integer overflow flags}}
// expected-error @+1 {{failed to parse LLVM_IntegerOverflowFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::IntegerOverflowFlags`}}
func.func private @flags() attributes {o = #llvm.overflow<>}

// -----

// expected-error @+1 {{unknown attribute `overflows` in dialect `llvm`}}
func.func private @flags() attributes {o = #llvm.overflows<nsw>}

// -----

func.func @icmp_bad_predicate(%n: i8) {
  // expected-error @+1 {{custom op 'llvm.icmp' 'lt' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "lt" %n, %n : i8
  return
}

// -----

func.func @icmp_keyword_predicate(%n: i8) {
  // expected-error @+1 {{expected attribute value}}
  %0 = llvm.icmp ne %n, %n : i8
  return
}

// -----

func.func @fcmp_of_integers(%n: i8) {
  // expected-error @+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i8'}}
  %0 = llvm.fcmp "oeq" %n, %n : i8
  return
}

// -----

func.func @select_wide_condition(%n: i8) {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i8'}}
  %0 = llvm.select %n, %n, %n : i8, i8
  return
}

// -----

func.func @freeze_index(%i: index) {
  // expected-error @+1 {{'llvm.freeze' op operand #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.freeze %i : index
  return
}

// -----

func.func @sext_not_wider(%n: i16) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %n : i16 to i8
  return
}

// -----

func.func @zext_scalar_to_vector(%n: i16) {
  // expected-error @+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.zext %n : i16 to vector<2xi32>
  return
}

// -----

func.func @zext_vector_lengths(%v: vector<3xi16>) {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %v : vector<3xi16> to vector<6xi32>
  return
}

// -----

func.func @sitofp_of_float(%x: f32) {
  // expected-error @+1 {{'llvm.sitofp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.sitofp %x : f32 to f64
  return
}

// -----

func.func @bitcast_index(%i: index) {
  // expected-error @+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got 'index'}}
  %0 = llvm.bitcast %i : index to i64
  return
}

// -----

func.func @constant_int_as_float() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(3 : i16) : f16
  return
}

// -----

func.func @constant_float_width() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 64}}
  %0 = llvm.mlir.constant(2.0 : f64) : i16
  return
}

// -----

func.func @constant_float_semantics() {
  // expected-error @+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(2.0 : f16) : bf16
  return
}

// -----

func.func @constant_elements_count() {
  // expected-error @+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 3 vs. 2}}
  %0 = llvm.mlir.constant(dense<[7, 8]> : vector<2xi8>) : vector<3xi8>
  return
}

// -----

func.func @constant_elements_scalar() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<7> : vector<2xi8>) : i8
  return
}

// -----

func.func @constant_scalable_not_splat() {
  // expected-error @+1 {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
  %0 = llvm.mlir.constant(dense<[7, 8]> : vector<2xi8>) : vector<[2]xi8>
  return
}

// -----

func.func @constant_int_elements_as_floats() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  %0 = llvm.mlir.constant(dense<[7, 8]> : vector<2xi8>) : vector<2xf32>
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 4 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("text") : i32
  return
}

// -----

func.func @constant_symbol() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@constant_symbol) : i32
  return
}

// -----

func.func @constant_index() {
  // expected-error @+1 {{'llvm.mlir.constant' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.constant(4 : index) : index
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.cond_br %c weights([4]), ^bb1, ^bb1
^bb1:
  llvm.unreachable
}

// -----

func.func @switch_case_count(%n: i16) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%n)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[3]> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.unreachable
}

// -----

func.func @switch_weights(%n: i16) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.switch %n : i16, ^bb1 [
    3: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.unreachable
}

// -----

func.func @br_without_successor() {
  // expected-error@+1 {{'llvm.br' op requires 1 successor but found 0}}
  "llvm.br"() : () -> ()
}

// -----

func.func @switch_without_default(%v : i32) {
  // expected-error@+1 {{'llvm.switch' op requires at least 1 successors but found 0}}
  "llvm.switch"(%v) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// -----

func.func @icmp_operand_types_differ(%a : i32, %b : i64) {
  // expected-error@+1 {{'llvm.icmp' op requires all operands to have the same type}}
  %0 = "llvm.icmp"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @icmp_vector_to_scalar(%a : vector<4xi32>) {
  // expected-error@+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @fcmp_scalar_to_vector(%x : f32) {
  // expected-error@+1 {{'llvm.fcmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.fcmp"(%x, %x) <{predicate = 1 : i64}> : (f32, f32) -> vector<1xi1>
  return
}

// -----

func.func @fcmp_false_is_underscored(%x : f32) {
  // expected-error@+1 {{custom op 'llvm.fcmp' 'false' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.fcmp "false" %x, %x : f32
  return
}

// -----

func.func @cond_br_zero_weights(%c : i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  llvm.cond_br %c weights([0, 0]), ^next, ^next
^next:
  llvm.unreachable
}

// -----

func.func @cond_br_weight_too_large(%c : i1) {
  // expected-error@+2 {{expected ']'}}
  // expected-error@+1 {{integer value too large}}
  llvm.cond_br %c weights([4294967295, 0]), ^next, ^next
^next:
  llvm.unreachable
}

// -----

func.func @bitcast_int_to_pointer(%a : i32) {
  // expected-error@+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %a : i32 to !llvm.ptr
  return
}

// -----

func.func @bitcast_pointer_vector_to_pointer(%a : vector<2x!llvm.ptr>) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %a : vector<2x!llvm.ptr> to !llvm.ptr
  return
}

// -----

func.func @bitcast_pointer_to_pointer_vector(%a : !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointer to vector of pointers}}
  %0 = llvm.bitcast %a : !llvm.ptr to vector<1x!llvm.ptr>
  return
}

// -----

func.func @bitcast_across_address_spaces(%a : !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %a : !llvm.ptr to !llvm.ptr<1>
  return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @ellipsis_not_last(i32, ..., i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @tensor_argument(tensor<2xi32>)

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_declaration()

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_function() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_nothing() -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_from_void() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_wrong_type() -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i32
}

// -----

// expected-error@+1 {{'llvm.func' op entry block argument #0 is not of LLVM type}}
"llvm.func"() <{function_type = !llvm.func<void (tensor<2xi32>)>, sym_name = "tensor_entry"}> ({
^bb0(%a: tensor<2xi32>):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

llvm.func @unknown_callee(%x: i32) {
  // expected-error@+1 {{'llvm.call' op 'nowhere' does not reference a symbol in the current scope}}
  llvm.call @nowhere(%x) : (i32) -> ()
  llvm.return
}

// -----

func.func private @builtin_function()
llvm.func @call_of_func_func() {
  // expected-error@+1 {{'llvm.call' op 'builtin_function' does not reference a valid LLVM function or IFunc}}
  llvm.call @builtin_function() : () -> ()
  llvm.return
}

// -----

llvm.func @takes_one(i32) -> i32
llvm.func @too_many_arguments(%x: i32) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @takes_one(%x, %x) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @takes_i32(i32) -> i32
llvm.func @argument_type_mismatch(%x: i64) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @takes_i32(%x) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @gives_i32(i32) -> i32
llvm.func @result_dropped(%x: i32) {
  // expected-error@+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @gives_i32(%x) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @gives_i32(i32) -> i32
llvm.func @result_type_mismatch(%x: i32) {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @gives_i32(%x) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @variadic(i32, ...)
llvm.func @vararg_call_without_type(%x: i32) {
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @variadic(%x) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @variadic(i32, ...)
llvm.func @var_callee_type_not_variadic(%x: i32) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  llvm.call @variadic(%x) vararg(!llvm.func<void (i32)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @indirect_through_integer(%x: i32) {
  // expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  llvm.call %x(%x) : i32, (i32) -> ()
  llvm.return
}

// -----

llvm.func @indirect_without_pointer_type(%x: i32, %p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %p(%x) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @call_without_arrow(%x: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.call @f(%x) : (i32)
  llvm.return
}

// -----

llvm.func @call_with_two_results(%x: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  llvm.call @f(%x) : (i32) -> (i32, i32)
  llvm.return
}

// -----

llvm.func @call_operand_count(%x: i32) {
  // expected-error@+1 {{custom op 'llvm.call' number of operands and types do not match: got 1 operands and 2 types}}
  llvm.call @f(%x) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @gep_dynamic_struct_index(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%n, %n] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @gep_struct_index_out_of_bounds(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @gep_into_scalar(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #2)}}
  %0 = llvm.getelementptr %p[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @gep_dynamic_index_count(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %n) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_inbounds_flag_alone(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @gep_index_too_large(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' integer value too large}}
  %0 = llvm.getelementptr %p[4294967296] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @gep_unknown_flag(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: exact}}
  %0 = llvm.getelementptr exact %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @alloca_float_size(%n: f32) {
  // expected-error@+1 {{'llvm.alloca' op operand #0 must be signless integer, but got 'f32'}}
  %0 = llvm.alloca %n x i32 : (f32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_void(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  llvm.return
}

// -----

llvm.func @load_from_integer(%n: i64) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = llvm.load %n : i64 -> i64
  llvm.return
}

// -----

llvm.func @atomic_load_release(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @atomic_load_without_alignment(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @atomic_load_of_struct(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported type '!llvm.struct<(i32)>' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @atomic_store_acquire(%p: !llvm.ptr, %n: i64) {
  // expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %n, %p atomic acquire {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// -----

llvm.func @unknown_ordering(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.load' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.load %p atomic sometimes {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @extract_out_of_bounds(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  // The type is known only after it is parsed: the error is reported at the next token.
  // expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return
}

// -----

llvm.func @extract_from_scalar_member(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[0, 0] : !llvm.struct<(i32, f32)>
  // The type is known only after it is parsed: the error is reported at the next token.
  // expected-error@+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @extract_wrong_result(%s: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @insert_wrong_value(%s: !llvm.struct<(i32, f32)>, %x: i64) {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i64) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @insert_changes_type(%s: !llvm.struct<(i32, f32)>, %x: i32) {
  // expected-error@+1 {{'llvm.insertvalue' op failed to verify that all of {container, res} have same type}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @string_too_short("abc") : !llvm.array<4 x i8>

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @odd_alignment(1 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @appending_scalar(1 : i32) : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common_nonzero(1 : i32) : i32

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @untyped(1 : i32)

// -----

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @void_global() : !llvm.void

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @initializer_type() : i32 {
  %0 = llvm.mlir.constant(7 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @value_and_region(1 : i32) : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.mlir.global internal @initializer_with_store() : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  %p = llvm.mlir.addressof @initializer_with_store : !llvm.ptr
  // expected-error@+1 {{ops with side effects not allowed in global initializers}}
  llvm.store %0, %p : i32, !llvm.ptr
  llvm.return %0 : i32
}

// -----

func.func private @builtin_function()
llvm.func @address_of_func_func() {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @builtin_function : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @in_space_one(1 : i32) {addr_space = 1 : i32} : i32
llvm.func @address_space_mismatch() {
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @in_space_one : !llvm.ptr
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @bundle_types(%x: i32, %y: i64) {
  // expected-error@+1 {{custom op 'llvm.call' expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  llvm.call @callee(%x) ["tag"(%x, %y : i32)] : (i32) -> ()
  llvm.return
}

// -----

// expected-error@+2 {{'llvm.mlir.global' op expects regions to end with 'llvm.return', found 'llvm.unreachable'}}
// expected-note@+1 {{in custom textual format, the absence of terminator implies 'llvm.return'}}
llvm.mlir.global internal @unreachable_initializer() : i32 {
  llvm.unreachable
}

// -----

llvm.func @alloca_string_alignment(%n: i64) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %n x i32 {alignment = "x"} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @ordering_out_of_range(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {ordering = 9 : i64} for op llvm.load: Invalid attribute `ordering` in property conversion: 9 : i64}}
  %0 = "llvm.load"(%p) <{ordering = 9 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @position_not_integer(%s: !llvm.struct<(i32)>) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' expected integer value}}
  // expected-error@+1 {{expected ']'}}
  %0 = llvm.extractvalue %s[0, x] : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @nested_callee() {
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  llvm.call @nested_callee::@inner() : () -> ()
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_declaration()

// -----

func.func @br_loop_annotation_not_modelled() {
  // expected-error@+1 {{custom op 'llvm.br' 'llvm.br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.br ^bb1 {loop_annotation = 1 : i32}
^bb1:
  return
}

// -----

func.func @cond_br_loop_annotation_property(%c: i1) {
  // expected-error@+1 {{invalid properties {loop_annotation = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0>} for op llvm.cond_br: Invalid attribute `loop_annotation` in property conversion: 1 : i32}}
  "llvm.cond_br"(%c) [^bb1, ^bb1] <{loop_annotation = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}
