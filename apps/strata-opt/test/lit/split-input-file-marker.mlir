// --split-input-file=MARKER splits Inputs/custom-marker.mlir at that marker instead of the default
// one, warns at near misses of it, and still joins the outputs with the default marker. A marker
// shorter than three characters leaves nothing to search for and is refused.
// RUN: strata-opt %S/Inputs/custom-marker.mlir --allow-unregistered-dialect --split-input-file='// MARK' 2>/dev/null | FileCheck %s
// RUN: strata-opt %S/Inputs/custom-marker.mlir --allow-unregistered-dialect --split-input-file='// MARK' 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: not strata-opt %S/Inputs/custom-marker.mlir --split-input-file=XY 2>&1 | FileCheck %s --check-prefix=SHORT

// CHECK:      "test.first"() : () -> ()
// CHECK-NOT:  "test.second"
// CHECK:      {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.second"() : () -> ()
// CHECK-NEXT:   "test.third"() : () -> ()

// WARN: custom-marker.mlir:4:6: warning: near miss with file split marker

// SHORT: strata-opt: --split-input-file: the marker 'XY' is shorter than 3 characters
