// A warning (the verifier's, on a sequence argument it calls consumed but does not consume).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @leaves_it(%handle: !transform.any_op {transform.consumed}) {
    transform.yield
  }
}

// -----

// An error, with the op attached as a note.
func.func @narrow(%wide: i64) -> i8 {
  return %wide : i64
}
