// --mlir-elide-resource-strings-if-larger: resource values printed longer than the limit (quotes
// included) are left out, with the groups and sections they leave empty.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=13 | FileCheck %s

// CHECK:      {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     ext: {
// CHECK-NEXT:       s: "hello world",
// CHECK-NEXT:       t: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"test.op"() {value = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    ext: {
      s: "hello world",
      t: true,
      b: "0x0400000001020304"
    }
  }
#-}
