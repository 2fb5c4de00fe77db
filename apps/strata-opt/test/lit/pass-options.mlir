// A pass flag takes its options after `=`, as in a pipeline's `{...}`.
// RUN: strata-opt %s --symbol-privatize=exclude=keep | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s '--symbol-privatize=exclude=keep,also_keep' | FileCheck %s --check-prefix=TWO
// RUN: strata-opt %s --pass-pipeline='builtin.module(symbol-privatize{exclude=keep})' | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s --symbol-privatize | FileCheck %s --check-prefix=NONE

// ONE-LABEL: func.func @keep()
// ONE-LABEL: func.func private @also_keep()

// TWO-LABEL: func.func @keep()
// TWO-LABEL: func.func @also_keep()

// NONE-LABEL: func.func private @keep()
// NONE-LABEL: func.func private @also_keep()
func.func @keep() {
  return
}
func.func @also_keep() {
  return
}
