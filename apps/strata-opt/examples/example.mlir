// Strata's bundled example: `pnpm run example` canonicalizes and CSEs this module, as
// `mlir-opt --canonicalize --cse` would.
func.func @poly(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  // 2 * 3 folds to 6; x + 0 folds to x.
  %six = arith.muli %c2, %c3 : i32
  %x0 = arith.addi %x, %c0 : i32
  // Two identical products: CSE keeps one.
  %a = arith.muli %x0, %six : i32
  %b = arith.muli %x0, %six : i32
  %sum = arith.addi %a, %b : i32
  %r = arith.addi %sum, %c1 : i32
  return %r : i32
}

func.func @branch(%x: i32) -> i32 {
  %true = arith.constant true
  // A branch on a constant condition folds to the taken side.
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
