func.func @twice_zero(%v: i16) -> i16 {
  %zero = arith.constant 0 : i16
  %a = arith.addi %v, %zero : i16
  %b = arith.addi %a, %zero : i16
  return %b : i16
}
func.func @once_zero(%v: i16) -> i16 {
  %zero = arith.constant 0 : i16
  %a = arith.ori %v, %zero : i16
  return %a : i16
}
// -----
func.func @second_chunk(%w: i8) -> i8 {
  %one = arith.constant 1 : i8
  %p = arith.muli %w, %one : i8
  return %p : i8
}
