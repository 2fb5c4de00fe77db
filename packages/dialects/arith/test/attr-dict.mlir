// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s
// An inherent attribute in the dictionary of a generic op whose `<{...}>` sets it already is
// dropped without a diagnostic, as MLIR does; a discardable one stays.

// CHECK-LABEL: sym_name = "generic_flags_given_twice"
func.func @generic_flags_given_twice(%a: i8) -> i8 {
  // CHECK: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nuw>}> : (i8, i8) -> i8
  %0 = "arith.muli"(%a, %a) <{overflowFlags = #arith.overflow<nuw>}> {overflowFlags = #arith.overflow<nsw>} : (i8, i8) -> i8
  return %0 : i8
}

// -----

// CHECK-LABEL: sym_name = "discardable_kept"
func.func @discardable_kept(%a: i8) -> i8 {
  // CHECK: "arith.andi"(%{{.*}}, %{{.*}}) {tag = "kept"} : (i8, i8) -> i8
  %0 = arith.andi %a, %a {tag = "kept"} : i8
  return %0 : i8
}

// -----

// With `<{}>` and no value for it there, a dictionary entry the flags property cannot store leaves
// the property empty, as MLIR's setInherentAttr does: not even the default is printed.
// CHECK-LABEL: sym_name = "flags_unstorable_in_dict"
func.func @flags_unstorable_in_dict(%a: i16) -> i16 {
  // CHECK: "arith.shrui"(%{{.*}}, %{{.*}}) : (i16, i16) -> i16
  %0 = "arith.shrui"(%a, %a) <{}> : (i16, i16) -> i16
  // CHECK: "arith.shli"(%{{.*}}, %{{.*}}) : (i16, i16) -> i16
  %1 = "arith.shli"(%0, %a) <{}> {overflowFlags = 3 : i16} : (i16, i16) -> i16
  // CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
  %2 = "arith.addi"(%1, %a) <{}> : (i16, i16) -> i16
  return %2 : i16
}
