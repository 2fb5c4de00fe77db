// RUN: strata-opt %s --allow-unregistered-dialect --snapshot-op-locations=filename=%t --mlir-print-debuginfo -o %t.out && FileCheck %s --input-file=%t.out && FileCheck %s --input-file=%t --check-prefix=FILE
// RUN: strata-opt %s --allow-unregistered-dialect '--snapshot-op-locations=filename=%t tag=snap' --mlir-print-debuginfo | FileCheck %s --check-prefix=TAG
// snapshot-op-locations prints the IR to a file and points each op's location at its line (from
// 1) and column (from 0) there; with a tag, the old location is kept and fused with the new one.
// The CHECK lines are what mlir-opt 22 prints.

// The file holds the IR printed without locations; the attribute alias takes the first line.
// FILE: #map = affine_map<(d0) -> (d0 floordiv 2)>
// FILE-NEXT: module {
// FILE-NEXT: func.func @halve(%arg0: index) -> index attributes {rule = #map} {
// FILE-NEXT: %0 = "test.halve"(%arg0) : (index) -> index
// FILE-NEXT: return %0 : index
// FILE-NEXT: }
// FILE-NEXT: }

// CHECK: %0 = "test.halve"(%arg0) : (index) -> index loc(#[[HALVE:loc[0-9]*]])
// CHECK-NEXT: return %0 : index loc(#[[RET:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[FUNC:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[MODULE:loc[0-9]*]])
// CHECK: #[[MODULE]] = loc("{{.*}}.tmp":2:0)
// CHECK: #[[FUNC]] = loc("{{.*}}.tmp":3:2)
// CHECK: #[[HALVE]] = loc("{{.*}}.tmp":4:4)
// CHECK: #[[RET]] = loc("{{.*}}.tmp":5:4)

// TAG: %0 = "test.halve"(%arg0) : (index) -> index loc(#[[HALVE:loc[0-9]*]])
// TAG: #[[OLD:loc[0-9]*]] = loc("halve.c":12:5)
// TAG: #[[NEW:loc[0-9]*]] = loc("{{.*}}.tmp":4:4)
// TAG: #[[NAMED:loc[0-9]*]] = loc("snap"(#[[NEW]]))
// TAG: #[[HALVE]] = loc(fused[#[[OLD]], #[[NAMED]]])
#half = affine_map<(i) -> (i floordiv 2)>
func.func @halve(%n: index) -> index attributes {rule = #half} {
  %h = "test.halve"(%n) : (index) -> index loc("halve.c":12:5)
  return %h : index
}
