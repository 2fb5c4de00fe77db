// Canonicalization folds this in one sweep, so `test-convergence` with one iteration fails.
func.func @scale(%v: i64) -> i64 {
  %three = arith.constant 3 : i64
  %four = arith.constant 4 : i64
  %sum = arith.addi %three, %four : i64
  %twice = arith.addi %sum, %sum : i64
  %out = arith.muli %v, %twice : i64
  return %out : i64
}

func.func private @declared(i64) -> i64
