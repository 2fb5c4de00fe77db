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
