// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @poison
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %1 = ub.poison : vector<4xf32>
// CHECK-NEXT:    %2 = ub.poison : index
// CHECK-NEXT:    %3 = ub.poison {foo} : i32
// CHECK-NEXT:    %4 = ub.poison : memref<?xf32>
// CHECK-NEXT:    return %0, %1, %2, %3, %4
func.func @poison() -> (i32, vector<4xf32>, index, i32, memref<?xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  // The default value is elided when printed.
  %2 = ub.poison <#ub.poison> : index
  %3 = ub.poison {foo} : i32
  %4 = "ub.poison"() <{value = #ub<poison>}> : () -> memref<?xf32>
  return %0, %1, %2, %3, %4 : i32, vector<4xf32>, index, i32, memref<?xf32>
}

// CHECK-LABEL: func.func @poison_attribute
// CHECK-NEXT:    "test.use"() {a = #ub.poison, b = [#ub.poison]} : () -> ()
func.func @poison_attribute() {
  "test.use"() {a = #ub.poison, b = [#ub<poison>]} : () -> ()
  return
}

// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT:    ub.unreachable {foo}
func.func @unreachable() {
  ub.unreachable {foo}
}
