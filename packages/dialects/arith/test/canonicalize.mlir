// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s
// Folders and canonicalization patterns; the CHECK lines are what mlir-opt 22 prints.

// CHECK-LABEL: func.func @fold_integer_constants
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c160_i64 = arith.constant 160 : i64
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c-32768_i16 = arith.constant -32768 : i16
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c-21_i32 = arith.constant -21 : i32
// CHECK-NEXT: %c16_i8 = arith.constant 16 : i8
// CHECK-NEXT: %0 = arith.divsi %c-32768_i16, %c-1_i16 : i16
// CHECK-NEXT: return %c4_i32, %c-21_i32, %c16_i8, %0, %c160_i64, %c-1_i32, %c0_i32, %c2 : i32, i32, i8, i16, i64, i32, i32, index
func.func @fold_integer_constants() -> (i32, i32, i8, i16, i64, i32, i32, index) {
  %c7 = arith.constant 7 : i32
  %c-3 = arith.constant -3 : i32
  %c100 = arith.constant 100 : i8
  %0 = arith.addi %c7, %c-3 : i32
  %1 = arith.muli %c7, %c-3 : i32
  %2 = arith.muli %c100, %c100 : i8
  %c1 = arith.constant -32768 : i16
  %c2 = arith.constant -1 : i16
  %3 = arith.divsi %c1, %c2 : i16
  %c5 = arith.constant 5 : i64
  %4 = arith.shli %c5, %c5 : i64
  %5 = arith.floordivsi %c-3, %c7 : i32
  %6 = arith.ceildivsi %c-3, %c7 : i32
  %i1 = arith.constant 17 : index
  %i2 = arith.constant 5 : index
  %7 = arith.remui %i1, %i2 : index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i8, i16, i64, i32, i32, index
}

// -----

// CHECK-LABEL: func.func @fold_identities
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %c-1_i32 : i32, i32, i32, i32, i32, i32
func.func @fold_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.addi %x, %c0 : i32
  %2 = arith.muli %x, %c1 : i32
  %3 = arith.andi %x, %cm1 : i32
  %s = arith.subi %x, %y : i32
  %6 = arith.addi %s, %y : i32
  %7 = arith.divui %x, %c1 : i32
  return %0, %2, %3, %6, %7, %cm1 : i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @fold_to_zero
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT: return %c0_i32, %c0_i32, %cst : i32, i32, vector<4xi8>
func.func @fold_to_zero(%x: i32, %v: vector<4xi8>) -> (i32, i32, vector<4xi8>) {
  %1 = arith.subi %x, %x : i32
  %5 = arith.xori %x, %x : i32
  %6 = arith.subi %v, %v : vector<4xi8>
  return %1, %5, %6 : i32, i32, vector<4xi8>
}

// -----

// CHECK-LABEL: func.func @fold_floats
// CHECK-NEXT: %cst = arith.constant 3.000000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 3.339840e-01 : bf16
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant -1.000000e-01 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f32, f16, bf16, f64, f32, f32, f32, f32
func.func @fold_floats() -> (f32, f16, bf16, f64, f32, f32, f32, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %0 = arith.addf %a, %b : f32
  %h = arith.constant 65504.0 : f16
  %1 = arith.addf %h, %h : f16
  %p = arith.constant 1.0 : bf16
  %q = arith.constant 3.0 : bf16
  %2 = arith.divf %p, %q : bf16
  %d = arith.constant 5.5 : f64
  %e = arith.constant 2.0 : f64
  %3 = arith.remf %d, %e : f64
  %z = arith.constant 0.0 : f32
  %4 = arith.divf %z, %z : f32
  %n = arith.constant -0.0 : f32
  %5 = arith.maximumf %z, %n : f32
  %6 = arith.minimumf %z, %n : f32
  %7 = arith.negf %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f16, bf16, f64, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @fold_compare_and_select
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant dense<[1, 7, 3]> : vector<3xi32>
// CHECK-NEXT: return %true, %false, %true, %cst : i1, i1, i1, vector<3xi32>
func.func @fold_compare_and_select() -> (i1, i1, i1, vector<3xi32>) {
  %a = arith.constant 3 : i32
  %b = arith.constant -2 : i32
  %0 = arith.cmpi ult, %a, %b : i32
  %1 = arith.cmpi slt, %a, %b : i32
  %x = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %2 = arith.cmpf ueq, %x, %nan : f32
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %t = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %f = arith.constant dense<7> : vector<3xi32>
  %3 = arith.select %c, %t, %f : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3 : i1, i1, i1, vector<3xi32>
}

// -----

// CHECK-LABEL: func.func @fold_casts
// CHECK-NEXT: %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT: %c4294967291_i64 = arith.constant 4294967291 : i64
// CHECK-NEXT: %c-5_i8 = arith.constant -5 : i8
// CHECK-NEXT: %c4294967291 = arith.constant 4294967291 : index
// CHECK-NEXT: %cst = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %cst_0 = arith.constant -2.750000e+00 : f16
// CHECK-NEXT: %c-1070596096_i32 = arith.constant -1070596096 : i32
// CHECK-NEXT: %cst_1 = arith.constant -5.000000e+00 : f32
// CHECK-NEXT: return %c-5_i64, %c4294967291_i64, %c-5_i8, %c4294967291, %cst, %c-2_i32, %cst_0, %c-1070596096_i32, %cst_1 : i64, i64, i8, index, f32, i32, f16, i32, f32
func.func @fold_casts() -> (i64, i64, i8, index, f32, i32, f16, i32, f32) {
  %a = arith.constant -5 : i32
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.index_castui %a : i32 to index
  %4 = arith.uitofp %a : i32 to f32
  %x = arith.constant -2.75 : f32
  %5 = arith.fptosi %x : f32 to i32
  %6 = arith.truncf %x : f32 to f16
  %7 = arith.bitcast %x : f32 to i32
  %8 = arith.sitofp %a : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i64, i64, i8, index, f32, i32, f16, i32, f32
}

// -----

// CHECK-LABEL: func.func @reassociate
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %3 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: %4 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT: %5 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
func.func @reassociate(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw, nuw> : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %2 = arith.subi %a, %c5 : i32
  %3 = arith.subi %c5, %a : i32
  %m = arith.muli %x, %c3 : i32
  %4 = arith.muli %m, %c5 : i32
  %r = arith.subi %c3, %x : i32
  %5 = arith.subi %c5, %r : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @not_of_cmpi
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i1
func.func @not_of_cmpi(%a: i32, %b: i32) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @index_cast_round_trip
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
func.func @index_cast_round_trip(%a: i32) -> (i32, i32) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_castui %2 : index to i32
  return %1, %3 : i32, i32
}

// -----

// CHECK-LABEL: func.func @selects
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %2 = arith.select %arg1, %arg3, %arg2 : i32
// CHECK-NEXT: return %0, %1, %2, %arg0, %arg2 : i1, i32, i32, i1, i32
func.func @selects(%c: i1, %d: i1, %a: i32, %b: i32) -> (i1, i32, i32, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %c, %false, %true : i1
  %1 = arith.select %c, %c1, %c0 : i32
  %not = arith.xori %d, %true : i1
  %2 = arith.select %not, %a, %b : i32
  %3 = arith.select %c, %true, %false : i1
  %inner = arith.select %c, %a, %b : i32
  %4 = arith.select %c, %inner, %a : i32
  return %0, %1, %2, %3, %4 : i1, i32, i32, i1, i32
}

// -----

// CHECK-LABEL: func.func @ext_chains
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: return %0, %1 : i64, i32
func.func @ext_chains(%a: i8) -> (i64, i32) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  %2 = arith.extsi %a : i8 to i16
  %3 = arith.extsi %2 : i16 to i32
  return %1, %3 : i64, i32
}

// -----

// CHECK-LABEL: func.func @extended_unused
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
func.func @extended_unused(%a: i32, %b: i32) -> (i32, i32) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mului_extended %a, %b : i32
  return %sum, %low : i32, i32
}

// -----

// CHECK-LABEL: func.func @constant_on_left
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: return %0, %1 : i32, i1
func.func @constant_on_left(%x: i32) -> (i32, i1) {
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %c5, %x : i32
  %1 = arith.cmpi slt, %c5, %x : i32
  return %0, %1 : i32, i1
}

// -----

// CHECK-LABEL: func.func @bitwise_of_ext
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %2 = arith.extui %1 : i8 to i32
// CHECK-NEXT: %3 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.extsi %3 : i8 to i32
// CHECK-NEXT: %5 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i32
// CHECK-NEXT: %7 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %8 = arith.andi %0, %7 : i32
// CHECK-NEXT: return %2, %4, %6, %8 : i32, i32, i32, i32
func.func @bitwise_of_ext(%a: i8, %b: i8, %c: i16) -> (i32, i32, i32, i32) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %0 = arith.andi %ea, %eb : i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.xori %ea, %eb : i32
  %ec = arith.extui %c : i16 to i32
  %3 = arith.andi %ea, %ec : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @cmp_of_ext
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi ult, %0, %1 : i32
// CHECK-NEXT: %4 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %5 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.cmpi sgt, %4, %5 : i32
// CHECK-NEXT: return %2, %3, %6, %7 : i1, i1, i1, i1
func.func @cmp_of_ext(%a: i8, %b: i8) -> (i1, i1, i1, i1) {
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %0 = arith.cmpi slt, %sa, %sb : i32
  %1 = arith.cmpi ult, %sa, %sb : i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %2 = arith.cmpi eq, %ua, %ub : i32
  %3 = arith.cmpi sgt, %ua, %ub : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @trunc_of_ext
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: return %0, %1, %arg0, %arg1 : i16, i16, i8, i32
func.func @trunc_of_ext(%a: i8, %b: i32) -> (i16, i16, i8, i32) {
  %0 = arith.extsi %a : i8 to i64
  %1 = arith.trunci %0 : i64 to i16
  %2 = arith.extui %a : i8 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.trunci %2 : i64 to i8
  %5 = arith.extsi %b : i32 to i64
  %6 = arith.trunci %5 : i64 to i32
  return %1, %3, %4, %6 : i16, i16, i8, i32
}

// -----

// CHECK-LABEL: func.func @add_of_negation
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
func.func @add_of_negation(%x: i32, %y: i32) -> (i32, i32) {
  %cm1 = arith.constant -1 : i32
  %m = arith.muli %y, %cm1 : i32
  %0 = arith.addi %x, %m : i32
  %1 = arith.addi %m, %x : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @cmpi_of_bool
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0 : i1, i1, i1, i1
func.func @cmpi_of_bool(%c: i1, %x: i8) -> (i1, i1, i1, i1) {
  %false = arith.constant false
  %true = arith.constant true
  %0 = arith.cmpi ne, %c, %false : i1
  %1 = arith.cmpi eq, %c, %true : i1
  %e = arith.extui %c : i1 to i8
  %z = arith.constant 0 : i8
  %2 = arith.cmpi ne, %e, %z : i8
  %s = arith.extsi %c : i1 to i8
  %3 = arith.cmpi ne, %s, %z : i8
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @index_cast_of_ext
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %2 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT: %3 = arith.index_cast %1 : i32 to index
// CHECK-NEXT: return %0, %2, %3 : index, index, index
func.func @index_cast_of_ext(%a: i8) -> (index, index, index) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.extui %a : i8 to i32
  %3 = arith.index_castui %2 : i32 to index
  %4 = arith.index_cast %2 : i32 to index
  return %1, %3, %4 : index, index, index
}

// -----

// CHECK-LABEL: func.func @index_folds
// CHECK-NEXT: %c-9223372036854775806 = arith.constant -9223372036854775806 : index
// CHECK-NEXT: %c3074457345618258603 = arith.constant 3074457345618258603 : index
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c4294967289 = arith.constant 4294967289 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c-9223372036854775806, %c3074457345618258603, %c2_i32, %c4294967289, %true : index, index, i32, index, i1
func.func @index_folds() -> (index, index, i32, index, i1) {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 3 : index
  %0 = arith.addi %a, %b : index
  %1 = arith.ceildivui %a, %b : index
  %2 = arith.index_cast %0 : index to i32
  %c = arith.constant -7 : i32
  %3 = arith.index_castui %c : i32 to index
  %4 = arith.cmpi ult, %b, %a : index
  return %0, %1, %2, %3, %4 : index, index, i32, index, i1
}

// -----

// Reassociating a constant keeps the overflow flags both ops carry (MergeOverflow).
// CHECK-LABEL: func.func @reassociate_merges_flags
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i32 overflow<nuw> : i32
// CHECK-NEXT: %2 = arith.subi %c2_i32, %arg0 overflow<nuw> : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
func.func @reassociate_merges_flags(%x: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %s0 = arith.subi %x, %c3 overflow<nsw, nuw> : i32
  %0 = arith.addi %s0, %c5 overflow<nsw> : i32
  %s1 = arith.subi %c3, %x overflow<nuw> : i32
  %1 = arith.subi %c5, %s1 overflow<nuw> : i32
  %a2 = arith.addi %x, %c3 overflow<nuw> : i32
  %2 = arith.subi %c5, %a2 overflow<nuw> : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// subi(addi(x, c0), c1) drops the flags (MLIR's SubIRHSAddConstant uses none).
// CHECK-LABEL: func.func @sub_of_add_constant_drops_flags
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @sub_of_add_constant_drops_flags(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %0 = arith.subi %a, %c5 overflow<nsw> : i32
  return %0 : i32
}

// -----

// subi(subi(a, b), a) -> subi(0, b) with the common flags.
// CHECK-LABEL: func.func @sub_sub_lhs_flags
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT: return %0 : i32
func.func @sub_sub_lhs_flags(%x: i32, %y: i32) -> i32 {
  %s = arith.subi %x, %y overflow<nsw> : i32
  %0 = arith.subi %s, %x overflow<nsw> : i32
  return %0 : i32
}

// -----

// Constant reassociation matches scalar constants only, not splats.
// CHECK-LABEL: func.func @reassociate_not_vectors
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %0 = arith.addi %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %1 = arith.addi %0, %cst_0 : vector<4xi32>
// CHECK-NEXT: %2 = arith.muli %1, %cst : vector<4xi32>
// CHECK-NEXT: %3 = arith.muli %2, %cst_0 : vector<4xi32>
// CHECK-NEXT: return %3 : vector<4xi32>
func.func @reassociate_not_vectors(%x: vector<4xi32>) -> vector<4xi32> {
  %c3 = arith.constant dense<3> : vector<4xi32>
  %c5 = arith.constant dense<5> : vector<4xi32>
  %0 = arith.addi %x, %c3 : vector<4xi32>
  %1 = arith.addi %0, %c5 : vector<4xi32>
  %2 = arith.muli %1, %c3 : vector<4xi32>
  %3 = arith.muli %2, %c5 : vector<4xi32>
  return %3 : vector<4xi32>
}

// -----

// select(not(c), a, b) swaps the operands for a scalar not only.
// CHECK-LABEL: func.func @select_not_condition_scalar_only
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = arith.xori %arg0, %cst : vector<2xi1>
// CHECK-NEXT: %1 = arith.select %0, %arg1, %arg2 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT: return %1 : vector<2xi32>
func.func @select_not_condition_scalar_only(%c: vector<2xi1>, %a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %t = arith.constant dense<true> : vector<2xi1>
  %n = arith.xori %c, %t : vector<2xi1>
  %0 = arith.select %n, %a, %b : vector<2xi1>, vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

// mulsi_extended(x, 1): the low half is x, the high half its sign, also for splats.
// CHECK-LABEL: func.func @mulsi_extended_by_one
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %cst : vector<2xi8>
// CHECK-NEXT: %3 = arith.extsi %2 : vector<2xi1> to vector<2xi8>
// CHECK-NEXT: return %arg0, %1, %arg1, %3 : i32, i32, vector<2xi8>, vector<2xi8>
func.func @mulsi_extended_by_one(%x: i32, %v: vector<2xi8>) -> (i32, i32, vector<2xi8>, vector<2xi8>) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %c1v = arith.constant dense<1> : vector<2xi8>
  %lv, %hv = arith.mulsi_extended %v, %c1v : vector<2xi8>
  return %l, %h, %lv, %hv : i32, i32, vector<2xi8>, vector<2xi8>
}

// -----

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of bits cut off (flags kept).
// CHECK-LABEL: func.func @trunc_of_signed_shift
// CHECK-NEXT: %cst = arith.constant dense<32> : vector<2xi64>
// CHECK-NEXT: %c48_i64 = arith.constant 48 : i64
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: %2 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %4 = arith.shrui %arg0, %c48_i64 : i64
// CHECK-NEXT: %5 = arith.trunci %4 overflow<nsw> : i64 to i16
// CHECK-NEXT: %6 = arith.shrui %arg1, %cst : vector<2xi64>
// CHECK-NEXT: %7 = arith.trunci %6 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: return %1, %3, %5, %7 : i32, i32, i16, vector<2xi32>
func.func @trunc_of_signed_shift(%x: i64, %v: vector<2xi64>) -> (i32, i32, i16, vector<2xi32>) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %s = arith.shrsi %x, %c32 : i64
  %0 = arith.trunci %s : i64 to i32
  %s1 = arith.shrsi %x, %c31 : i64
  %1 = arith.trunci %s1 : i64 to i32
  %c48 = arith.constant 48 : i64
  %s2 = arith.shrsi %x, %c48 : i64
  %2 = arith.trunci %s2 overflow<nsw> : i64 to i16
  %cv = arith.constant dense<32> : vector<2xi64>
  %sv = arith.shrsi %v, %cv : vector<2xi64>
  %3 = arith.trunci %sv : vector<2xi64> to vector<2xi32>
  return %0, %1, %2, %3 : i32, i32, i16, vector<2xi32>
}

// -----

// truncf(sitofp(x)) and truncf(uitofp(x)) convert straight to the narrow type, unless a rounding mode is named.
// CHECK-LABEL: func.func @trunc_of_int_to_float
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %2 = arith.uitofp %arg1 : i64 to f16
// CHECK-NEXT: %3 = arith.truncf %0 to_nearest_even : f32 to f16
// CHECK-NEXT: return %1, %2, %3 : f16, f16, f16
func.func @trunc_of_int_to_float(%x: i32, %y: i64) -> (f16, f16, f16) {
  %0 = arith.sitofp %x : i32 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.uitofp %y : i64 to f64
  %3 = arith.truncf %2 fastmath<fast> : f64 to f16
  %4 = arith.truncf %0 to_nearest_even : f32 to f16
  return %1, %3, %4 : f16, f16, f16
}

// -----

// mulf(negf(x), negf(y)) and divf(negf(x), negf(y)) drop both negations, keeping the outer flags.
// CHECK-LABEL: func.func @negations_cancel
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.mulf %0, %arg2 : f32
// CHECK-NEXT: return %1, %2, %3 : f32, f32, f32
func.func @negations_cancel(%x: f32, %y: f32, %a: f32) -> (f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y fastmath<nnan> : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  %2 = arith.mulf %nx, %a : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

// cmpf of a converted integer with a float constant becomes cmpi, or a constant outside the range.
// CHECK-LABEL: func.func @cmpf_of_int_to_float
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-1_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg2, %c3_i64 : i64
// CHECK-NEXT: return %0, %false, %true, %1, %2, %false : i1, i1, i1, i1, i1, i1
func.func @cmpf_of_int_to_float(%x: i32, %y: i8, %z: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c = arith.constant 3.0 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  %c2 = arith.constant 3.5 : f32
  %1 = arith.cmpf oeq, %f, %c2 : f32
  %g = arith.uitofp %y : i8 to f32
  %c3 = arith.constant 300.0 : f32
  %2 = arith.cmpf ult, %g, %c3 : f32
  %c4 = arith.constant -1.5 : f32
  %3 = arith.cmpf oge, %f, %c4 : f32
  %h = arith.sitofp %z : i64 to f32
  %4 = arith.cmpf une, %h, %c : f32
  %c5 = arith.constant 0x7FC00000 : f32
  %5 = arith.cmpf ogt, %f, %c5 : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// Fractional constants adjust the predicate; ord/uno and infinities decide the comparison.
// CHECK-LABEL: func.func @cmpf_of_int_to_float_fractions
// CHECK-NEXT: %c-4_i16 = arith.constant -4 : i16
// CHECK-NEXT: %cst = arith.constant 6.000000e+04 : f16
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.sitofp %arg1 : i16 to f16
// CHECK-NEXT: %1 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpi sge, %arg1, %c-4_i16 : i16
// CHECK-NEXT: %3 = arith.cmpi sge, %arg1, %c-4_i16 : i16
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c-4_i16 : i16
// CHECK-NEXT: %5 = arith.cmpi slt, %arg1, %c-4_i16 : i16
// CHECK-NEXT: return %true, %false, %true, %1, %true, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_of_int_to_float_fractions(%x: i32, %y: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i32 to f32
  %c = arith.constant 3.0 : f32
  %2 = arith.cmpf ord, %f, %c : f32
  %3 = arith.cmpf uno, %f, %c : f32
  %g = arith.sitofp %y : i16 to f16
  %inf = arith.constant 0x7C00 : f16
  %4 = arith.cmpf olt, %g, %inf : f16
  %big = arith.constant 6.0e4 : f16
  %5 = arith.cmpf ogt, %g, %big : f16
  %neg = arith.constant -4.5 : f16
  %6 = arith.cmpf une, %g, %neg : f16
  %7 = arith.cmpf ogt, %g, %neg : f16
  %8 = arith.cmpf oge, %g, %neg : f16
  %9 = arith.cmpf olt, %g, %neg : f16
  %10 = arith.cmpf ole, %g, %neg : f16
  return %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// Unsigned conversions: negative constants decide, -0.0 compares with 0.
// CHECK-LABEL: func.func @cmpf_of_uint_to_float
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i16 : i16
// CHECK-NEXT: %1 = arith.cmpi ule, %arg0, %c4_i16 : i16
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i16 : i16
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i16 : i16
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i16 : i16
// CHECK-NEXT: return %true, %0, %1, %2, %3, %false, %4 : i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_of_uint_to_float(%y: i16) -> (i1, i1, i1, i1, i1, i1, i1) {
  %g = arith.uitofp %y : i16 to f32
  %neg = arith.constant -4.5 : f32
  %z = arith.constant -0.0 : f32
  %p = arith.constant 4.5 : f32
  %0 = arith.cmpf ugt, %g, %neg : f32
  %1 = arith.cmpf oge, %g, %p : f32
  %2 = arith.cmpf olt, %g, %p : f32
  %3 = arith.cmpf ole, %g, %p : f32
  %4 = arith.cmpf oeq, %g, %z : f32
  %5 = arith.cmpf ule, %g, %neg : f32
  %6 = arith.cmpf ogt, %g, %p : f32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

// A wide integer is compared as an integer only where rounding cannot matter.
// CHECK-LABEL: func.func @cmpf_of_wide_int
// CHECK-NEXT: %c1000000_i64 = arith.constant 1000000 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f32
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst : f32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c1000000_i64 : i64
// CHECK-NEXT: return %1, %true, %2 : i1, i1, i1
func.func @cmpf_of_wide_int(%x: i64) -> (i1, i1, i1) {
  %f = arith.sitofp %x : i64 to f32
  %c = arith.constant 1.0e10 : f32
  %0 = arith.cmpf olt, %f, %c : f32
  %c2 = arith.constant 1.0e20 : f32
  %1 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 1.0e6 : f32
  %2 = arith.cmpf olt, %f, %c3 : f32
  return %0, %1, %2 : i1, i1, i1
}

// -----

// truncf(extf(a)) is a for a of the result type, truncf(a) for a wider a, under any rounding mode.
// CHECK-LABEL: func.func @f
// CHECK-NEXT: %0 = arith.extf %arg1 : f16 to f64
// CHECK-NEXT: %1 = arith.truncf %0 : f64 to f32
// CHECK-NEXT: %2 = arith.extf %arg2 : bf16 to f64
// CHECK-NEXT: %3 = arith.truncf %2 : f64 to f16
// CHECK-NEXT: return %arg0, %arg1, %3, %arg0, %1 : f32, f16, f16, f32, f32
func.func @f(%x: f32, %y: f16, %z: bf16) -> (f32, f16, f16, f32, f32) {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.extf %y : f16 to f64
  %3 = arith.truncf %2 : f64 to f16
  %4 = arith.extf %y : f16 to f64
  %5 = arith.truncf %4 : f64 to f32
  %6 = arith.truncf %0 to_nearest_even : f64 to f32
  %7 = arith.truncf %0 fastmath<fast> : f64 to f32
  %8 = arith.extf %z : bf16 to f64
  %9 = arith.truncf %8 : f64 to f16
  return %1, %3, %9, %6, %5 : f32, f16, f16, f32, f32
}

// -----

// andi absorbs an operand its other operand already ands in, either way round; one level only,
// and not for ori.
// CHECK-LABEL: func.func @andi_absorbs_repeated_operand
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.andi %0, %arg2 : i64
// CHECK-NEXT: %2 = arith.andi %1, %arg0 : i64
// CHECK-NEXT: %3 = arith.ori %arg0, %arg1 : i64
// CHECK-NEXT: %4 = arith.ori %3, %arg0 : i64
// CHECK-NEXT: return %0, %0, %0, %0, %2, %4 : i64, i64, i64, i64, i64, i64
func.func @andi_absorbs_repeated_operand(%x: i64, %y: i64, %z: i64) -> (i64, i64, i64, i64, i64, i64) {
  %0 = arith.andi %x, %y : i64
  %1 = arith.andi %0, %x : i64
  %2 = arith.andi %x, %0 : i64
  %3 = arith.andi %0, %y : i64
  %4 = arith.andi %y, %0 : i64
  %5 = arith.andi %0, %z : i64
  %6 = arith.andi %5, %x : i64
  %7 = arith.ori %x, %y : i64
  %8 = arith.ori %7, %x : i64
  return %1, %2, %3, %4, %6, %8 : i64, i64, i64, i64, i64, i64
}

// -----

// A poison arm of a select leaves the other arm.
// CHECK-LABEL: func.func @select_with_poison_arm
// CHECK-NEXT: return %arg1, %arg2 : f16, f16
func.func @select_with_poison_arm(%c: i1, %a: f16, %b: f16) -> (f16, f16) {
  %p = ub.poison : f16
  %0 = arith.select %c, %p, %a : f16
  %1 = arith.select %c, %b, %p : f16
  return %0, %1 : f16, f16
}

// -----

// trunci(shrsi(x, c) exact) keeps the shift exact; the folders ignore the flag.
// CHECK-LABEL: func.func @exact_kept_and_ignored_by_folds
// CHECK-NEXT: %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT: %c8_i16 = arith.constant 8 : i16
// CHECK-NEXT: %0 = arith.shrui %arg0, %c8_i16 exact : i16
// CHECK-NEXT: %1 = arith.trunci %0 : i16 to i8
// CHECK-NEXT: return %1, %c3_i16, %arg0 : i8, i16, i16
func.func @exact_kept_and_ignored_by_folds(%x: i16) -> (i8, i16, i16) {
  %c8 = arith.constant 8 : i16
  %c7 = arith.constant 7 : i16
  %c2 = arith.constant 2 : i16
  %c1 = arith.constant 1 : i16
  %0 = arith.shrsi %x, %c8 exact : i16
  %1 = arith.trunci %0 : i16 to i8
  %2 = arith.divui %c7, %c2 exact : i16
  %3 = arith.divsi %x, %c1 exact : i16
  return %1, %2, %3 : i8, i16, i16
}
