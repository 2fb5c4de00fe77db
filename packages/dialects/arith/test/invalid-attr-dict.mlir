// RUN: strata-opt %s --split-input-file --verify-diagnostics
// Inherent attributes written in the attribute dictionary of arith's custom form are checked while
// parsing, at the dictionary, as MLIR's generated parsers do.

func.func @subi_flags_integer(%a: i64) -> i64 {
  // expected-error@+1 {{custom op 'arith.subi' 'arith.subi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = arith.subi %a, %a {overflowFlags = 2 : i32} : i64
  return %0 : i64
}

// -----

func.func @mulf_fastmath_string(%a: f64) -> f64 {
  // expected-error@+1 {{custom op 'arith.mulf' 'arith.mulf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = arith.mulf %a, %a {fastmath = "contract"} : f64
  return %0 : f64
}

// -----

func.func @truncf_rounding_out_of_range(%a: f64) -> f32 {
  // expected-error@+1 {{custom op 'arith.truncf' 'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = arith.truncf %a {roundingmode = 9 : i32} : f64 to f32
  return %0 : f32
}

// -----

func.func @cmpi_predicate_repeated(%a: i16) -> i1 {
  // expected-error@+1 {{custom op 'arith.cmpi' 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = arith.cmpi sge, %a, %a {predicate = 12 : i64} : i16
  return %0 : i1
}
