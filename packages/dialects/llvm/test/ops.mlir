// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt | FileCheck %s
// Round trip of each llvm op form, custom and through the generic form; the expected text is mlir-opt 22's.

// CHECK-LABEL: func.func @never_returns
// CHECK-NEXT:    llvm.unreachable
func.func @never_returns() {
  llvm.unreachable
}
