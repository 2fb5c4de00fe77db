// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt | FileCheck %s
// The llvm dialect's types, printed back as mlir-opt 22 prints them.

// CHECK-LABEL: func.func private @keyword_types
// CHECK-SAME: (!llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128) -> !llvm.void
func.func private @keyword_types(!llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128) -> !llvm.void

// -----

// Address space 0 is the default and is not printed.
// CHECK-LABEL: func.func private @pointers
// CHECK-SAME: (!llvm.ptr, !llvm.ptr, !llvm.ptr<3>)
func.func private @pointers(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<3>)

// -----

// A negative address space wraps around, as MLIR's unsigned parameter parser reads it.
// CHECK-LABEL: func.func private @wrapped_address_space
// CHECK-SAME: (!llvm.ptr<4294967294>)
func.func private @wrapped_address_space(!llvm.ptr<-2>)

// -----

// Nested llvm types drop the `!llvm.` prefix; builtin ones keep their spelling.
// CHECK-LABEL: func.func private @arrays
// CHECK-SAME: (!llvm.array<3 x f64>, !llvm.array<2 x array<5 x ptr<1>>>, !llvm.array<6 x vector<2xi16>>, !llvm.array<0 x index>)
func.func private @arrays(!llvm.array<3 x f64>, !llvm.array<2 x !llvm.array<5 x ptr<1>>>, !llvm.array<6 x vector<2xi16>>, !llvm.array<0 x index>)

// -----

// CHECK-LABEL: func.func private @vector_of_pointers
// CHECK-SAME: (vector<8x!llvm.ptr>, vector<[2]x!llvm.ptr<5>>, !llvm.array<3 x vector<2x!llvm.ptr>>)
func.func private @vector_of_pointers(vector<8x!llvm.ptr>, vector<[2]x!llvm.ptr<5>>, !llvm.array<3 x vector<2x!llvm.ptr>>)

// -----

// CHECK-LABEL: func.func private @literal_structs
// CHECK-SAME: (!llvm.struct<()>, !llvm.struct<(i8, f32)>, !llvm.struct<packed (i16, struct<(i1)>)>, !llvm.struct<(struct<packed ()>, ptr)>)
func.func private @literal_structs(!llvm.struct<()>, !llvm.struct<(i8, f32)>, !llvm.struct<packed (i16, struct<(i1)>)>, !llvm.struct<(!llvm.struct<packed ()>, ptr)>)

// -----

// CHECK-LABEL: func.func private @identified_structs
// CHECK-SAME: (!llvm.struct<"pair", (i32, i32)>, !llvm.struct<"handle", opaque>, !llvm.struct<"packed pair", packed (i8, i64)>, !llvm.struct<"nothing", ()>)
func.func private @identified_structs(!llvm.struct<"pair", (i32, i32)>, !llvm.struct<"handle", opaque>, !llvm.struct<"packed pair", packed (i8, i64)>, !llvm.struct<"nothing", ()>)

// -----

// A struct written again with the same body is the same struct.
// CHECK-LABEL: func.func private @identified_struct_twice
// CHECK-SAME: (!llvm.struct<"twice", (f16)>, !llvm.struct<"twice", (f16)>)
func.func private @identified_struct_twice(!llvm.struct<"twice", (f16)>, !llvm.struct<"twice", (f16)>)

// -----

// Inside its own body, an identified struct is referred to by its name alone.
// CHECK-LABEL: func.func private @recursive_structs
// CHECK-SAME: (!llvm.struct<"tree", (i64, array<2 x struct<"tree">>)>, !llvm.struct<"even", (struct<"odd", (struct<"even">)>)>)
func.func private @recursive_structs(!llvm.struct<"tree", (i64, array<2 x struct<"tree">>)>, !llvm.struct<"even", (struct<"odd", (struct<"even">)>)>)

// -----

// The name is escaped as a string.
// CHECK-LABEL: func.func private @escaped_struct_name
// CHECK-SAME: (!llvm.struct<"a \22quoted\22 name\0A", (i32)>)
func.func private @escaped_struct_name(!llvm.struct<"a \"quoted\" name\n", (i32)>)

// -----

// CHECK-LABEL: func.func private @function_types
// CHECK-SAME: (!llvm.func<void ()>, !llvm.func<i8 (ptr, f32)>, !llvm.func<void (...)>, !llvm.func<ptr<2> (i64, ...)>, !llvm.func<struct<(i1)> (array<2 x i8>)>)
func.func private @function_types(!llvm.func<void ()>, !llvm.func<i8 (!llvm.ptr, f32)>, !llvm.func<void (...)>, !llvm.func<ptr<2> (i64, ...)>, !llvm.func<struct<(i1)> (array<2 x i8>)>)

// -----

// Target extension types print their type parameters in full.
// CHECK-LABEL: func.func private @target_types
// CHECK-SAME: (!llvm.target<"acme.queue">, !llvm.target<"acme.image", f32, !llvm.ptr, 2, 0>, !llvm.target<"acme.bits", 7>)
func.func private @target_types(!llvm.target<"acme.queue">, !llvm.target<"acme.image", f32, ptr, 2, 0>, !llvm.target<"acme.bits", 7>)

// -----

// Type aliases may be used inside llvm types; they are printed expanded.
!elem = f16
!inner = !llvm.array<2 x !elem>
// CHECK-LABEL: func.func private @aliases_inside
// CHECK-SAME: (!llvm.struct<(array<2 x f16>, i8)>)
func.func private @aliases_inside(!llvm.struct<(!inner, i8)>)

// -----

// llvm types nest in builtin tuples and tensors.
// CHECK-LABEL: func.func private @in_builtin_types
// CHECK-SAME: (tuple<!llvm.ptr, !llvm.struct<(i32)>>, tensor<2x!llvm.ptr>)
func.func private @in_builtin_types(tuple<!llvm.ptr, !llvm.struct<(i32)>>, tensor<2x!llvm.ptr>)
