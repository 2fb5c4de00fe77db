// Input of split-input-file.mlir: three chunks, the second one with a parse error.
func.func @first() {
  return
}

// -----

func.func @broken( {
  return
}

// -----

func.func @first() {
  return
}
func.func @third() {
  return
}
