// The printer flags: generic form, locations, local scope (no aliases), skipped regions.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUGINFO
// RUN: strata-opt %s | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=LOCAL
// RUN: strata-opt %s --mlir-print-skip-regions --mlir-print-op-generic | FileCheck %s --check-prefix=SKIP

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "double"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT: }) {map = #map} : () -> ()
// GENERIC-NEXT: }) : () -> ()

// A skipped region prints as {...}; nothing inside it is printed, not even its aliases.
// SKIP: "builtin.module"() ({...}) : () -> ()
// SKIP-NOT: #map

// Locations are printed as aliases, defined after the module.
// DEBUGINFO-LABEL: func.func @double
// DEBUGINFO-NEXT:    arith.addi %arg0, %arg0 : i32 loc(#[[LOC:loc[0-9]*]])
// DEBUGINFO:       #[[LOC]] = loc("adder.c":3:7)

// DEFAULT-NOT: loc(
// DEFAULT: #map = affine_map<(d0) -> (d0 + 1)>
// DEFAULT-LABEL: func.func @double(%arg0: i32) -> i32 attributes {map = #map} {

// With local scope, locations and attributes are printed inline and no alias is defined.
// LOCAL-NOT: #map =
// LOCAL-LABEL: func.func @double(%arg0: i32 loc({{.*}})) -> i32 attributes {map = affine_map<(d0) -> (d0 + 1)>} {
// LOCAL-NEXT:    arith.addi %arg0, %arg0 : i32 loc("adder.c":3:7)
// LOCAL-NOT: #loc
func.func @double(%x: i32) -> i32 attributes {map = affine_map<(d0) -> (d0 + 1)>} {
  %0 = arith.addi %x, %x : i32 loc("adder.c":3:7)
  return %0 : i32
}
