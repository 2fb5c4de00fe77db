// The first and last chunks fail a one-iteration convergence test; the middle one does not.
func.func @first(%w: i64) -> i64 {
  %k = arith.constant 8 : i64
  %kk = arith.muli %k, %k : i64
  %r = arith.addi %kk, %w : i64
  return %r : i64
}

// -----

func.func @middle() {
  return
}

// -----

func.func @last(%w: i64) -> i64 {
  %k = arith.constant 9 : i64
  %kk = arith.subi %k, %k : i64
  %r = arith.addi %kk, %w : i64
  return %r : i64
}
