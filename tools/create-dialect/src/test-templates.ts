/**
 * The lit tests of a generated dialect package, in MLIR's style: one behaviour per `// -----`
 * chunk, `CHECK-LABEL` per function, `expected-error` for each rejected input.
 */
import type { DialectNames } from './names.js';

export function opsTest(n: DialectNames): string {
  return `// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @scale
// CHECK-NEXT:    %0 = ${n.name}.scale %arg0 by 3 : i32
// CHECK-NEXT:    %1 = ${n.name}.scale %arg1 by -2 {note} : vector<4xi8>
// CHECK-NEXT:    return %0, %1
func.func @scale(%a: i32, %b: vector<4xi8>) -> (i32, vector<4xi8>) {
  %0 = ${n.name}.scale %a by 3 : i32
  %1 = "${n.name}.scale"(%b) <{factor = -2 : i64}> {note} : (vector<4xi8>) -> vector<4xi8>
  return %0, %1 : i32, vector<4xi8>
}
`;
}

export function invalidTest(n: DialectNames): string {
  return `// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @zero_factor(%a: i32) -> i32 {
  // expected-error@+1 {{'${n.name}.scale' op factor must not be zero}}
  %0 = ${n.name}.scale %a by 0 : i32
  return %0 : i32
}

// -----

func.func @float_operand(%a: f32) -> f32 {
  // expected-error@+1 {{'${n.name}.scale' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "${n.name}.scale"(%a) <{factor = 2 : i64}> : (f32) -> f32
  return %0 : f32
}

// -----

func.func @missing_factor(%a: i32) -> i32 {
  // expected-error@+1 {{'${n.name}.scale' op requires attribute 'factor'}}
  %0 = "${n.name}.scale"(%a) : (i32) -> i32
  return %0 : i32
}
`;
}

export function canonicalizeTest(n: DialectNames): string {
  return `// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// The folder: scaling by one is the input.
// CHECK-LABEL: func.func @by_one
// CHECK-NEXT:    return %arg0
func.func @by_one(%a: i32) -> i32 {
  %0 = ${n.name}.scale %a by 1 : i32
  return %0 : i32
}

// -----

// The pattern: nested scales merge into one.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %[[S:.*]] = ${n.name}.scale %arg0 by 6 : i32
// CHECK-NEXT:    return %[[S]]
func.func @nested(%a: i32) -> i32 {
  %0 = ${n.name}.scale %a by 2 : i32
  %1 = ${n.name}.scale %0 by 3 : i32
  return %1 : i32
}

// -----

// A product that does not fit the 64-bit factor is left alone.
// CHECK-LABEL: func.func @overflow
// CHECK-NEXT:    %[[A:.*]] = ${n.name}.scale %arg0 by 4294967296 : i64
// CHECK-NEXT:    %[[B:.*]] = ${n.name}.scale %[[A]] by 4294967296 : i64
// CHECK-NEXT:    return %[[B]]
func.func @overflow(%a: i64) -> i64 {
  %0 = ${n.name}.scale %a by 4294967296 : i64
  %1 = ${n.name}.scale %0 by 4294967296 : i64
  return %1 : i64
}
`;
}

export function litTest(n: DialectNames): string {
  return `// ${n.name}'s .mlir tests, run by the workspace's in-process strata-opt (see the root vitest.setup.ts).
import { defineLitTests } from '@strata/filecheck/vitest';

defineLitTests(import.meta.url);
`;
}
