// --split-input-file parses and processes each chunk of Inputs/three-chunks.mlir on its own and
// joins the outputs with the marker (or --output-split-marker's text). The broken second chunk
// prints its error and nothing else; the other chunks are still printed, and the run fails.
// (The input lives in Inputs/ because the lit runner would split this file itself.)
// RUN: not strata-opt %S/Inputs/three-chunks.mlir --split-input-file 2>/dev/null | FileCheck %s
// RUN: not strata-opt %S/Inputs/three-chunks.mlir --split-input-file -o %t.unused 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not strata-opt %S/Inputs/three-chunks.mlir --split-input-file --output-split-marker='// NEXT CHUNK' 2>/dev/null | FileCheck %s --check-prefix=MARKER
// Unsplit, the whole file is one input and its first error ends the run.
// RUN: not strata-opt %S/Inputs/three-chunks.mlir 2>&1 | FileCheck %s --check-prefix=UNSPLIT

// CHECK:      {{^}}module {
// CHECK-NEXT:   func.func @first()
// CHECK:      {{^}}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: {{^}}module {
// CHECK-NEXT:   func.func @first()
// CHECK:        func.func @third()

// ERR: three-chunks.mlir:8:19: error: expected non-function type
// ERR-NOT: error:

// MARKER:      func.func @first()
// MARKER:      {{^}}// NEXT CHUNK{{$}}
// MARKER-NEXT: {{^}}// NEXT CHUNK{{$}}
// MARKER-NEXT: {{^}}module {
// MARKER-NEXT:   func.func @first()

// UNSPLIT: three-chunks.mlir:8:19: error: expected non-function type
// UNSPLIT-NOT: module
