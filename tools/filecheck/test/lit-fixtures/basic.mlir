// RUN: fake-opt %s | FileCheck %s
// RUN: fake-opt %s --upper | FileCheck %s --check-prefix=UP
// RUN: cat %s | fake-opt - | FileCheck %s
// RUN: fake-opt %s > %t && FileCheck %s < %t
// RUN: not fake-opt %s --fail 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: fake-opt %s \
// RUN:   | FileCheck %s \
// RUN:   --check-prefix=CHECK
// RUN: fake-opt %s | strata-filecheck --input-file=- %s --implicit-check-not=nope

func @a
// CHECK: L11: func @a
// UP: L11: FUNC @A
// ERR: basic.mlir:11: error: failing as asked
