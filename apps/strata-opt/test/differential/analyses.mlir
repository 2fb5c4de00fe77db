func.func private @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = call @twice(%a) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  return %1 : i32
}
