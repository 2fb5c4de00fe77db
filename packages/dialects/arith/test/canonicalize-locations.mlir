// RUN: strata-opt %s --canonicalize --split-input-file --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// The locations arith's canonicalization patterns give the ops they create, one behaviour per
// chunk. The CHECK lines are what mlir-opt 22 prints; the differential test compares every chunk
// with mlir-opt byte for byte (also with location aliases).

// addi(addi(x, c0), c1): the root fused with c0's constant, which stands for the inner addi.
// CHECK-LABEL: func.func @add_add_constant
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @add_add_constant(%x: i32) -> i32 {
  %c0 = arith.constant 1 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.addi %x, %c0 : i32 loc("inner")
  %1 = arith.addi %0, %c1 : i32 loc("root")
  return %1 : i32
}

// -----

// addi(subi(x, c0), c1)
// CHECK-LABEL: func.func @add_sub_constant_rhs
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: %0 = arith.addi %arg0, %c-3_i32 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @add_sub_constant_rhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.subi %x, %c0 : i32 loc("inner")
  %1 = arith.addi %0, %c1 : i32 loc("root")
  return %1 : i32
}

// -----

// addi(subi(c0, x), c1)
// CHECK-LABEL: func.func @add_sub_constant_lhs
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: %0 = arith.subi %c7_i32, %arg0 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @add_sub_constant_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.subi %c0, %x : i32 loc("inner")
  %1 = arith.addi %0, %c1 : i32 loc("root")
  return %1 : i32
}

// -----

// subi(addi(x, c0), c1)
// CHECK-LABEL: func.func @sub_rhs_add_constant
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @sub_rhs_add_constant(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.addi %x, %c0 : i32 loc("inner")
  %1 = arith.subi %0, %c1 : i32 loc("root")
  return %1 : i32
}

// -----

// subi(c1, addi(x, c0)): the root's own constant operand is matched first.
// CHECK-LABEL: func.func @sub_lhs_add_constant
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32 loc(fused["root", "c1"])
// CHECK-NEXT: %0 = arith.subi %c-3_i32, %arg0 : i32 loc(fused["root", "c1"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @sub_lhs_add_constant(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.addi %x, %c0 : i32 loc("inner")
  %1 = arith.subi %c1, %0 : i32 loc("root")
  return %1 : i32
}

// -----

// subi(subi(x, c0), c1)
// CHECK-LABEL: func.func @sub_rhs_sub_constant_rhs
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: %0 = arith.subi %arg0, %c7_i32 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @sub_rhs_sub_constant_rhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.subi %x, %c0 : i32 loc("inner")
  %1 = arith.subi %0, %c1 : i32 loc("root")
  return %1 : i32
}

// -----

// subi(subi(c0, x), c1)
// CHECK-LABEL: func.func @sub_rhs_sub_constant_lhs
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: %0 = arith.subi %c3_i32, %arg0 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @sub_rhs_sub_constant_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.subi %c0, %x : i32 loc("inner")
  %1 = arith.subi %0, %c1 : i32 loc("root")
  return %1 : i32
}

// -----

// subi(c1, subi(x, c0))
// CHECK-LABEL: func.func @sub_lhs_sub_constant_rhs
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32 loc(fused["root", "c1"])
// CHECK-NEXT: %0 = arith.subi %c7_i32, %arg0 : i32 loc(fused["root", "c1"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @sub_lhs_sub_constant_rhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.subi %x, %c0 : i32 loc("inner")
  %1 = arith.subi %c1, %0 : i32 loc("root")
  return %1 : i32
}

// -----

// subi(c1, subi(c0, x))
// CHECK-LABEL: func.func @sub_lhs_sub_constant_lhs
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32 loc(fused["root", "c1"])
// CHECK-NEXT: %0 = arith.addi %arg0, %c-3_i32 : i32 loc(fused["root", "c1"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @sub_lhs_sub_constant_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32 loc("c0")
  %c1 = arith.constant 2 : i32 loc("c1")
  %0 = arith.subi %c0, %x : i32 loc("inner")
  %1 = arith.subi %c1, %0 : i32 loc("root")
  return %1 : i32
}

// -----

// muli(muli(x, c0), c1)
// CHECK-LABEL: func.func @mul_mul_constant
// CHECK-NEXT: %c21_i32 = arith.constant 21 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: %0 = arith.muli %arg0, %c21_i32 : i32 loc(fused["root", "c0"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @mul_mul_constant(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 7 : i32 loc("c1")
  %0 = arith.muli %x, %c0 : i32 loc("inner")
  %1 = arith.muli %0, %c1 : i32 loc("root")
  return %1 : i32
}

// -----

// subi(subi(a, b), a): no constant matched, so the inner subi itself is fused.
// CHECK-LABEL: func.func @sub_of_sub_of_lhs
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc(fused["root", "inner"])
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 : i32 loc(fused["root", "inner"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @sub_of_sub_of_lhs(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32 loc("inner")
  %1 = arith.subi %0, %a : i32 loc("root")
  return %1 : i32
}

// -----

// xori(cmpi(a, b), true): the cmpi is matched before the constant.
// CHECK-LABEL: func.func @not_of_cmpi
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32 loc(fused["root", "cmp"])
// CHECK-NEXT: return %0 : i1 loc({{.+}})
func.func @not_of_cmpi(%a: i32, %b: i32) -> i1 {
  %true = arith.constant true loc("true")
  %0 = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %1 = arith.xori %0, %true : i1 loc("root")
  return %1 : i1
}

// -----

// select(xori(c, true), a, b): the all-ones constant stands for the xori.
// CHECK-LABEL: func.func @select_not_condition
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32 loc(fused["root", "true"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @select_not_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true loc("true")
  %0 = arith.xori %c, %true : i1 loc("not")
  %1 = arith.select %0, %a, %b : i32 loc("root")
  return %1 : i32
}

// -----

// select(c, select(c, a, b), d)
// CHECK-LABEL: func.func @redundant_select_true
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32 loc(fused["root", "inner"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @redundant_select_true(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %0 = arith.select %c, %a, %b : i32 loc("inner")
  %1 = arith.select %c, %0, %d : i32 loc("root")
  return %1 : i32
}

// -----

// select(c, d, select(c, a, b))
// CHECK-LABEL: func.func @redundant_select_false
// CHECK-NEXT: %0 = arith.select %arg0, %arg3, %arg2 : i32 loc(fused["root", "inner"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @redundant_select_false(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %0 = arith.select %c, %a, %b : i32 loc("inner")
  %1 = arith.select %c, %d, %0 : i32 loc("root")
  return %1 : i32
}

// -----

// Both selects are redundant: the order the two patterns apply in shows in the fused location.
// CHECK-LABEL: func.func @redundant_select_both
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg4 : i32 loc(fused["root", "on_false", "on_true"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @redundant_select_both(%c: i1, %a: i32, %b: i32, %d: i32, %e: i32) -> i32 {
  %0 = arith.select %c, %a, %b : i32 loc("on_true")
  %1 = arith.select %c, %d, %e : i32 loc("on_false")
  %2 = arith.select %c, %0, %1 : i32 loc("root")
  return %2 : i32
}

// -----

// select(c, false, true) -> xori(c, true): a one-op source pattern keeps the root's location.
// CHECK-LABEL: func.func @select_i1_to_not
// CHECK-NEXT: %true = arith.constant true loc("root")
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1 loc("root")
// CHECK-NEXT: return %0 : i1 loc({{.+}})
func.func @select_i1_to_not(%c: i1) -> i1 {
  %false = arith.constant false loc("false")
  %true = arith.constant true loc("true")
  %0 = arith.select %c, %false, %true : i1 loc("root")
  return %0 : i1
}

// -----

// select(c, 1, 0) -> extui(c): a C++ pattern, which uses the root's location.
// CHECK-LABEL: func.func @select_to_extui
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32 loc("root")
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @select_to_extui(%c: i1) -> i32 {
  %one = arith.constant 1 : i32 loc("one")
  %zero = arith.constant 0 : i32 loc("zero")
  %0 = arith.select %c, %one, %zero : i32 loc("root")
  return %0 : i32
}

// -----

// addi(x, muli(y, -1)) and addi(muli(y, -1), x): the -1 constant stands for the muli.
// CHECK-LABEL: func.func @add_of_negation
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32 loc(fused["root_rhs", "minus_one"])
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32 loc(fused["root_lhs", "minus_one"])
// CHECK-NEXT: return %0, %1 : i32, i32 loc({{.+}})
func.func @add_of_negation(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32 loc("minus_one")
  %0 = arith.muli %y, %m1 : i32 loc("mul")
  %1 = arith.addi %x, %0 : i32 loc("root_rhs")
  %2 = arith.addi %0, %x : i32 loc("root_lhs")
  return %1, %2 : i32, i32
}

// -----

// extsi(extui(x))
// CHECK-LABEL: func.func @extsi_of_extui
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32 loc(fused["root", "inner"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @extsi_of_extui(%x: i8) -> i32 {
  %0 = arith.extui %x : i8 to i16 loc("inner")
  %1 = arith.extsi %0 : i16 to i32 loc("root")
  return %1 : i32
}

// -----

// andi/ori/xori of two extensions: both new ops get the root fused with both extensions.
// CHECK-LABEL: func.func @bitwise_of_extensions
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8 loc(fused["and", "ext_x", "ext_y"])
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32 loc(fused["and", "ext_x", "ext_y"])
// CHECK-NEXT: %2 = arith.ori %arg0, %arg1 : i8 loc(fused["or", "sext_x", "sext_y"])
// CHECK-NEXT: %3 = arith.extsi %2 : i8 to i32 loc(fused["or", "sext_x", "sext_y"])
// CHECK-NEXT: %4 = arith.xori %arg0, %arg1 : i8 loc(fused["xor", "ext_x", "ext_y"])
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32 loc(fused["xor", "ext_x", "ext_y"])
// CHECK-NEXT: return %1, %3, %5 : i32, i32, i32 loc({{.+}})
func.func @bitwise_of_extensions(%x: i8, %y: i8) -> (i32, i32, i32) {
  %0 = arith.extui %x : i8 to i32 loc("ext_x")
  %1 = arith.extui %y : i8 to i32 loc("ext_y")
  %2 = arith.andi %0, %1 : i32 loc("and")
  %3 = arith.extsi %x : i8 to i32 loc("sext_x")
  %4 = arith.extsi %y : i8 to i32 loc("sext_y")
  %5 = arith.ori %3, %4 : i32 loc("or")
  %6 = arith.xori %0, %1 : i32 loc("xor")
  return %2, %5, %6 : i32, i32, i32
}

// -----

// cmpi(eq|ne, ext(a), ext(b))
// CHECK-LABEL: func.func @compare_of_extensions
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i8 loc(fused["eq", "sext_x", "sext_y"])
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i8 loc(fused["ne", "zext_x", "zext_y"])
// CHECK-NEXT: return %0, %1 : i1, i1 loc({{.+}})
func.func @compare_of_extensions(%x: i8, %y: i8) -> (i1, i1) {
  %0 = arith.extsi %x : i8 to i32 loc("sext_x")
  %1 = arith.extsi %y : i8 to i32 loc("sext_y")
  %2 = arith.cmpi eq, %0, %1 : i32 loc("eq")
  %3 = arith.extui %x : i8 to i32 loc("zext_x")
  %4 = arith.extui %y : i8 to i32 loc("zext_y")
  %5 = arith.cmpi ne, %3, %4 : i32 loc("ne")
  return %2, %5 : i1, i1
}

// -----

// trunci(extsi(x)) and trunci(extui(x))
// CHECK-LABEL: func.func @trunc_of_extension
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16 loc(fused["trunc_s", "sext"])
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16 loc(fused["trunc_u", "zext"])
// CHECK-NEXT: return %0, %1 : i16, i16 loc({{.+}})
func.func @trunc_of_extension(%x: i8) -> (i16, i16) {
  %0 = arith.extsi %x : i8 to i32 loc("sext")
  %1 = arith.trunci %0 : i32 to i16 loc("trunc_s")
  %2 = arith.extui %x : i8 to i32 loc("zext")
  %3 = arith.trunci %2 : i32 to i16 loc("trunc_u")
  return %1, %3 : i16, i16
}

// -----

// index_cast(extsi(x)) and index_castui(extui(x))
// CHECK-LABEL: func.func @index_cast_of_extension
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i8 to index loc(fused["cast", "sext"])
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i8 to index loc(fused["castui", "zext"])
// CHECK-NEXT: return %0, %1 : index, index loc({{.+}})
func.func @index_cast_of_extension(%x: i8) -> (index, index) {
  %0 = arith.extsi %x : i8 to i32 loc("sext")
  %1 = arith.index_cast %0 : i32 to index loc("cast")
  %2 = arith.extui %x : i8 to i32 loc("zext")
  %3 = arith.index_castui %2 : i32 to index loc("castui")
  return %1, %3 : index, index
}

// -----

// trunci(shrsi(x, c)): the new constant, shrui and trunci all get the root fused with c's constant.
// CHECK-LABEL: func.func @trunc_of_signed_shift
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32 loc(fused["root", "amount"])
// CHECK-NEXT: %0 = arith.shrui %arg0, %c16_i32 : i32 loc(fused["root", "amount"])
// CHECK-NEXT: %1 = arith.trunci %0 : i32 to i16 loc(fused["root", "amount"])
// CHECK-NEXT: return %1 : i16 loc({{.+}})
func.func @trunc_of_signed_shift(%x: i32) -> i16 {
  %c16 = arith.constant 16 : i32 loc("amount")
  %0 = arith.shrsi %x, %c16 : i32 loc("shift")
  %1 = arith.trunci %0 : i32 to i16 loc("root")
  return %1 : i16
}

// -----

// truncf(sitofp(x)) and truncf(uitofp(x))
// CHECK-LABEL: func.func @trunc_of_int_to_float
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f16 loc(fused["trunc_s", "sitofp"])
// CHECK-NEXT: %1 = arith.uitofp %arg0 : i32 to f16 loc(fused["trunc_u", "uitofp"])
// CHECK-NEXT: return %0, %1 : f16, f16 loc({{.+}})
func.func @trunc_of_int_to_float(%x: i32) -> (f16, f16) {
  %0 = arith.sitofp %x : i32 to f32 loc("sitofp")
  %1 = arith.truncf %0 : f32 to f16 loc("trunc_s")
  %2 = arith.uitofp %x : i32 to f32 loc("uitofp")
  %3 = arith.truncf %2 : f32 to f16 loc("trunc_u")
  return %1, %3 : f16, f16
}

// -----

// mulf(negf(x), negf(y)) and divf(negf(x), negf(y))
// CHECK-LABEL: func.func @negations_cancel
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : f32 loc(fused["mul", "neg_x", "neg_y"])
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32 loc(fused["div", "neg_x", "neg_y"])
// CHECK-NEXT: return %0, %1 : f32, f32 loc({{.+}})
func.func @negations_cancel(%x: f32, %y: f32) -> (f32, f32) {
  %0 = arith.negf %x : f32 loc("neg_x")
  %1 = arith.negf %y : f32 loc("neg_y")
  %2 = arith.mulf %0, %1 : f32 loc("mul")
  %3 = arith.divf %0, %1 : f32 loc("div")
  return %2, %3 : f32, f32
}

// -----

// addui_extended / mulsi_extended / mului_extended with an unused second result: one-op patterns.
// CHECK-LABEL: func.func @extended_to_plain
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32 loc("add")
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32 loc("muls")
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32 loc("mulu")
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32 loc({{.+}})
func.func @extended_to_plain(%x: i32, %y: i32) -> (i32, i32, i32) {
  %sum, %overflow = arith.addui_extended %x, %y : i32, i1 loc("add")
  %low, %high = arith.mulsi_extended %x, %y : i32 loc("muls")
  %lowu, %highu = arith.mului_extended %x, %y : i32 loc("mulu")
  return %sum, %low, %lowu : i32, i32, i32
}

// -----

// mulsi_extended(x, 1): a one-op source pattern, so the constant is not fused.
// CHECK-LABEL: func.func @mulsi_extended_by_one
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc("root")
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32 loc("root")
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32 loc("root")
// CHECK-NEXT: return %arg0, %1 : i32, i32 loc({{.+}})
func.func @mulsi_extended_by_one(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32 loc("one")
  %low, %high = arith.mulsi_extended %x, %one : i32 loc("root")
  return %low, %high : i32, i32
}

// -----

// The matched constant was deduplicated with another one at the start (its location became
// unknown), so fusing it adds nothing.
// CHECK-LABEL: func.func @deduplicated_constant
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32 loc("root")
// CHECK-NEXT: %0 = arith.addi %arg0, %c2_i32 : i32 loc("root")
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @deduplicated_constant(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c1b = arith.constant 1 : i32 loc("c1b")
  %0 = arith.addi %x, %c1 : i32 loc("inner")
  %1 = arith.addi %0, %c1b : i32 loc("root")
  return %1 : i32
}

// -----

// Equal locations fuse to that location.
// CHECK-LABEL: func.func @same_locations
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc("same")
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 : i32 loc("same")
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @same_locations(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32 loc("same")
  %1 = arith.subi %0, %a : i32 loc("same")
  return %1 : i32
}

// -----

// A fused root location is flattened into the new fusion.
// CHECK-LABEL: func.func @nested_fusion
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc(fused["r1", "r2", "inner"])
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg1 : i32 loc(fused["r1", "r2", "inner"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @nested_fusion(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32 loc("inner")
  %1 = arith.subi %0, %a : i32 loc(fused["r1", "r2"])
  return %1 : i32
}

// -----

// A chain of reassociations fuses step by step.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32 loc(fused["a2", "a1", "c1"])
// CHECK-NEXT: %0 = arith.addi %arg0, %c6_i32 : i32 loc(fused["a2", "a1", "c1"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %c3 = arith.constant 3 : i32 loc("c3")
  %0 = arith.addi %x, %c1 : i32 loc("a0")
  %1 = arith.addi %0, %c2 : i32 loc("a1")
  %2 = arith.addi %1, %c3 : i32 loc("a2")
  return %2 : i32
}

// -----

// Constants made by folding: the folded op's location, unknown when merged with another.
// CHECK-LABEL: func.func @folded_constants
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32 loc("fold3")
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32 loc("fold4")
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32 loc("fold6")
// CHECK-NEXT: return %c3_i32, %c4_i32, %c6_i32 : i32, i32, i32 loc({{.+}})
func.func @folded_constants(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %0 = arith.addi %c1, %c2 : i32 loc("fold3")
  %1 = arith.muli %c2, %c2 : i32 loc("fold4")
  %c4 = arith.constant 4 : i32 loc("c4")
  %2 = arith.addi %c4, %c2 : i32 loc("fold6")
  return %0, %1, %2 : i32, i32, i32
}

// -----

// select(not c, select(not c, a, b), d): the redundant select goes first, then the negated
// condition is swapped (MLIR's pattern order).
// CHECK-LABEL: func.func @redundant_select_of_not
// CHECK-NEXT: %0 = arith.select %arg0, %arg3, %arg1 : i32 loc(fused["root", "true", "inner"])
// CHECK-NEXT: return %0 : i32 loc({{.+}})
func.func @redundant_select_of_not(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %true = arith.constant true loc("true")
  %n = arith.xori %c, %true : i1 loc("not")
  %0 = arith.select %n, %a, %b : i32 loc("inner")
  %1 = arith.select %n, %0, %d : i32 loc("root")
  return %1 : i32
}

// -----

// select(not c, false, true): swapping the negated condition comes before SelectI1ToNot.
// CHECK-LABEL: func.func @select_i1_of_not
// CHECK-NEXT: return %arg0 : i1 loc({{.+}})
func.func @select_i1_of_not(%c: i1) -> i1 {
  %true = arith.constant true loc("true")
  %false = arith.constant false loc("false")
  %n = arith.xori %c, %true : i1 loc("not")
  %0 = arith.select %n, %false, %true : i1 loc("root")
  return %0 : i1
}

// -----

// bitcast(bitcast(x)) is a pattern, not a fold, so it fuses the inner bitcast's location; a
// round trip then folds away as a cast to its own type.
// CHECK-LABEL: func.func @bitcast_of_bitcast
// CHECK-NEXT: %0 = arith.bitcast %arg0 : i16 to bf16 loc(fused["root", "inner"])
// CHECK-NEXT: return %0, %arg0, %arg0 : bf16, i16, i16 loc({{.+}})
func.func @bitcast_of_bitcast(%x: i16) -> (bf16, i16, i16) {
  %0 = arith.bitcast %x : i16 to f16 loc("inner")
  %1 = arith.bitcast %0 : f16 to bf16 loc("root")
  %2 = arith.bitcast %0 : f16 to i16 loc("round_trip")
  %3 = arith.bitcast %x : i16 to i16 loc("identity")
  return %1, %2, %3 : bf16, i16, i16
}

// -----

// cmpf(sitofp(x), c): a C++ pattern (CmpFIntToFPConst), so the new constant and cmpi take the root's
// location, as does the boolean an out-of-range constant decides.
// CHECK-LABEL: func.func @compare_of_int_to_float
// CHECK-NEXT: %true = arith.constant true loc("root2")
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8 loc("root")
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c4_i8 : i8 loc("root")
func.func @compare_of_int_to_float(%x: i8) -> (i1, i1) {
  %c = arith.constant 4.5 : f32 loc("c")
  %0 = arith.sitofp %x : i8 to f32 loc("conv")
  %1 = arith.cmpf olt, %0, %c : f32 loc("root")
  %big = arith.constant 1000.0 : f32 loc("big")
  %2 = arith.cmpf olt, %0, %big : f32 loc("root2")
  return %1, %2 : i1, i1
}
