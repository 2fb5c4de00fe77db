func.func @sum(%n: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = arith.index_cast %i : index to i32
    %next = arith.addi %acc, %x : i32
    scf.yield %next : i32
  }
  return %r : i32
}
