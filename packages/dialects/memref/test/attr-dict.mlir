// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s
// An inherent attribute in the dictionary of a generic op that also has `<{...}>` is dropped
// without a diagnostic when its property cannot hold it, as MLIR does.

// CHECK-LABEL: sym_name = "generic_alignment_uncastable"
func.func @generic_alignment_uncastable(%m: memref<3xi16>, %i: index) -> i16 {
  // CHECK: "memref.load"(%{{.*}}, %{{.*}}) <{nontemporal = true}> : (memref<3xi16>, index) -> i16
  %0 = "memref.load"(%m, %i) <{nontemporal = true}> {alignment = "wide"} : (memref<3xi16>, index) -> i16
  return %0 : i16
}
