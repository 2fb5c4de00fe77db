// Segment sizes in the generic form: absent, they are all zero (MLIR 22 keeps them in properties,
// which start zeroed); in the attribute dictionary (the form from before properties), they move to
// the properties like any inherent attribute.

func.func @absent() -> memref<4xf16> {
  %buffer = "memref.alloca"() : () -> memref<4xf16>
  return %buffer : memref<4xf16>
}

// -----

func.func @in_dictionary(%rows: index) -> memref<?x3xi8> {
  %buffer = "memref.alloc"(%rows) {alignment = 32 : i64, operandSegmentSizes = array<i32: 1, 0>, tag} : (index) -> memref<?x3xi8>
  return %buffer : memref<?x3xi8>
}

// -----

func.func @absent_with_operands(%rows: index) -> memref<?xi8> {
  %buffer = "memref.alloc"(%rows) : (index) -> memref<?xi8>
  return %buffer : memref<?xi8>
}

// -----

func.func @absent_on_loop(%lb: index, %ub: index) {
  "scf.parallel"(%lb, %ub, %ub) ({
  ^bb0(%iv: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

// Sizes in the dictionary that the property cannot hold (one entry for two groups) are dropped.
func.func @wrong_length(%rows: index) -> memref<?xi8> {
  %buffer = "memref.alloc"(%rows) {operandSegmentSizes = array<i32: 1>} : (index) -> memref<?xi8>
  return %buffer : memref<?xi8>
}

// -----

func.func @wrong_kind(%rows: index) -> memref<?xi8> {
  %buffer = "memref.alloc"(%rows) {operandSegmentSizes = array<i64: 1, 0>} : (index) -> memref<?xi8>
  return %buffer : memref<?xi8>
}
