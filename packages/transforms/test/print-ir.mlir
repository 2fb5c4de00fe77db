// RUN: strata-opt %s "--print-ir=label={after parsing}" --allow-unregistered-dialect --split-input-file 2>&1 >/dev/null | FileCheck %s
// print-ir dumps the op it runs on to stderr under a header, as mlir-opt 22 prints it: aliases
// are not used (local scope).

// CHECK: {{^}}// {{-+}}// IR Dump after parsing //----- //
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @scaled(%arg0: index) -> index attributes {tag = affine_map<(d0) -> (d0 * 3)>} {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: #map
#triple = affine_map<(i) -> (i * 3)>
func.func @scaled(%x: index) -> index attributes {tag = #triple} {
  return %x : index
}

// -----

// CHECK: {{^}}// {{-+}}// IR Dump after parsing //----- //
// CHECK-NEXT: module {
// CHECK-NEXT: "test.marker"() : () -> ()
// CHECK-NEXT: }
"test.marker"() : () -> ()
