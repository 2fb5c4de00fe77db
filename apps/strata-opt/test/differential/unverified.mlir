// Invalid IR, parsed with --mlir-very-unsafe-disable-verifier-on-parsing.
func.func @mismatch(%flag: i1) -> f32 {
  %zero = arith.constant 0 : i32
  return %zero : i32
}
