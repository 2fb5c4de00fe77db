// RUN: strata-opt %s --split-input-file --verify-diagnostics
// memref's `alignment` is a positive power of two, checked at the dictionary of the custom form
// while parsing and by the verifier in generic form, as in MLIR.

func.func @alloc_alignment_string() {
  // expected-error@+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = "eight"} : memref<2x3xi16>
  return
}

// -----

func.func @alloca_alignment_not_power_of_two() {
  // expected-error@+1 {{custom op 'memref.alloca' 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloca() {alignment = 20 : i64} : memref<3xi16>
  return
}

// -----

func.func @store_alignment_zero(%m: memref<3xi16>, %i: index, %v: i16) {
  // expected-error@+1 {{custom op 'memref.store' 'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  memref.store %v, %m[%i] {alignment = 0 : i64} : memref<3xi16>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @buffer : memref<3xi16> {alignment = 96 : i64}

// -----

func.func @generic_alloc_alignment_negative() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = -16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi16>
  return
}

// -----

func.func @load_nontemporal_integer(%m: memref<3xi16>, %i: index) -> i16 {
  // expected-error@+1 {{custom op 'memref.load' 'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = memref.load %m[%i] {nontemporal = 0 : i8} : memref<3xi16>
  return %0 : i16
}

// -----

func.func @generic_dictionary_alignment(%m: memref<3xi16>, %i: index) -> i16 {
  // expected-error@+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) {alignment = 6 : i64} : (memref<3xi16>, index) -> i16
  return %0 : i16
}

// -----

// The type of a global must be a memref type; the summary is MLIR's `MemRefTypeAttr`'s.
// expected-error@+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "table", sym_visibility = "private", type = vector<8xf16>}> : () -> ()

// -----

// expected-error@+1 {{custom op 'memref.global' 'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
memref.global @weights : memref<2xf64> {type = f64}
