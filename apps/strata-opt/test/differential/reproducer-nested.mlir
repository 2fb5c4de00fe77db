// Three functions canonicalization changes (so a one-iteration convergence test fails on each),
// one of them in a nested module, and one that it leaves alone.
module @top {
  module @lib {
    func.func @offset(%n: i16) -> i16 {
      %one = arith.constant 1 : i16
      %six = arith.constant 6 : i16
      %seven = arith.addi %one, %six : i16
      %r = arith.addi %seven, %n : i16
      return %r : i16
    }
  }
  func.func @user(%n: i16) -> i16 {
    %r = call @helper(%n) : (i16) -> i16
    return %r : i16
  }
  func.func private @helper(%n: i16) -> i16 {
    %two = arith.constant 2 : i16
    %five = arith.constant 5 : i16
    %seven = arith.muli %two, %five : i16
    %r = arith.subi %n, %seven : i16
    return %r : i16
  }
}
